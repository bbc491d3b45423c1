package mc

import (
	"path/filepath"
	"testing"

	"paraverify/internal/testdirs"
)

// TestWalkStatesAreReachable: every state random walks store is one the
// breadth-first search reaches, the same seed gives the same states, and
// the walks stop at the state limit.
func TestWalkStatesAreReachable(t *testing.T) {
	m, model := compileFile(t, testdirs.SharedModel("german_chou.m"), map[string]int64{"NODE_NUM": 2})
	sym := scalarsets(model)
	full := m.Explore(Options{Symmetric: sym})
	if full.Limit != "" || full.Violation != nil {
		t.Fatal(full.Limit, full.Violation)
	}
	reachable := storedSet(full)
	limit := full.States / 2
	a := m.Explore(Options{Symmetric: sym, WalkDepth: 50, MaxStates: limit, Seed: 3})
	b := m.Explore(Options{Symmetric: sym, WalkDepth: 50, MaxStates: limit, Seed: 3})
	if a.Violation != nil || a.Limit == "" || a.States != limit {
		t.Fatalf("walks: %d states, limit %q, violation %v; want %d states and a limit", a.States, a.Limit, a.Violation, limit)
	}
	for i := 0; i < a.States; i++ {
		if !equalWords(a.store.state(i), b.store.state(i)) {
			t.Fatalf("state %d differs between two walks with the same seed", i)
		}
		if !reachable[wordsKey(a.store.state(i))] {
			t.Fatalf("walk state %d is not reachable", i)
		}
	}
	// Walks that cannot find new states stop.
	c := m.Explore(Options{Symmetric: sym, WalkDepth: 50, MaxStates: full.States + 1, Seed: 3})
	if c.Limit == "" || c.States > full.States {
		t.Errorf("walks over a small model: %d states, limit %q", c.States, c.Limit)
	}
}

// TestWalkFindsViolations: on buggy models, walks report the violation
// with a trace that ends in it, like the breadth-first search.
func TestWalkFindsViolations(t *testing.T) {
	for _, name := range []string{"german_lite_bug_excl.m", "peterson_bug_turn.m", "counter_bug_error.m"} {
		m, model := compileFile(t, filepath.Join(testdirs.Protocols(), name), nil)
		bfs := m.Explore(Options{Symmetric: scalarsets(model)})
		res := m.Explore(Options{Symmetric: scalarsets(model), WalkDepth: 200, MaxStates: 1 << 20, Seed: 1})
		if bfs.Violation == nil || res.Violation == nil {
			t.Fatalf("%s: violation %v by search, %v by walks", name, bfs.Violation, res.Violation)
		}
		if res.Violation.Kind != bfs.Violation.Kind || len(res.Violation.Trace) == 0 {
			t.Errorf("%s: walks report %+v, search %+v", name, res.Violation, bfs.Violation)
		}
	}
}
