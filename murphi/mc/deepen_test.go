package mc

import (
	"encoding/binary"
	"testing"

	"paraverify/murphi/mc/oracle"
)

// TestDeepenWalksFromPrefix: a breadth-first prefix continued by random
// walks (Options.Deepen) stores the prefix and then Deepen more states,
// all reachable, the same for the same seed; it keeps the prefix's limit
// and its frontier, and the walks reach states the prefix does not.
func TestDeepenWalksFromPrefix(t *testing.T) {
	m, _ := compileFile(t, "testdata/deep_counter.m", nil)
	full := m.Explore(Options{})
	if full.Limit != "" || full.Violation != nil || full.States != 61*256 {
		t.Fatalf("full search: %d states, limit %q, violation %v", full.States, full.Limit, full.Violation)
	}
	if spare := full.store.words() - full.store.n*full.store.w; full.store.table != nil || spare > full.store.n*full.store.w/8 {
		t.Errorf("the ended exploration kept its hash table or %d words of spare arena", spare)
	}
	reachable := storedSet(full)
	const prefix, more = 2000, 1000
	plain := m.Explore(Options{MaxStates: prefix})
	a := m.Explore(Options{MaxStates: prefix, Deepen: more, Seed: 5})
	b := m.Explore(Options{MaxStates: prefix, Deepen: more, Seed: 5, Workers: 2})
	for _, r := range []*Result{a, b} {
		if r.Violation != nil || r.Limit != plain.Limit || r.States != prefix+more || r.bfs != plain.States {
			t.Fatalf("deepened: %d states (%d by the search), limit %q, violation %v; want %d, %d, %q", r.States, r.bfs, r.Limit, r.Violation, prefix+more, plain.States, plain.Limit)
		}
	}
	for i := 0; i < a.States; i++ {
		s := a.store.state(i)
		if !equalWords(s, b.store.state(i)) {
			t.Fatalf("state %d differs between two runs with the same seed", i)
		}
		if i < plain.States && !equalWords(s, plain.store.state(i)) {
			t.Fatalf("state %d of the prefix differs from the plain search's", i)
		}
		if !reachable[wordsKey(s)] {
			t.Fatalf("state %d is not reachable", i)
		}
	}
	// The frontier is the prefix's, not a walk's.
	po, err := plain.PartialOracle()
	if err != nil {
		t.Fatal(err)
	}
	ao, err := a.PartialOracle()
	if err != nil {
		t.Fatal(err)
	}
	if plain.frontier() != a.frontier() || a.frontier() == 0 {
		t.Errorf("frontier %d with walks, %d without", a.frontier(), plain.frontier())
	}
	// The walks reach a counter value the prefix does not.
	deep := counterIs(t, ao, 30)
	if ok, _, _ := po.Exists(deep); ok {
		t.Fatal("the prefix already reaches c = 30: the test needs a smaller prefix")
	}
	if ok, _, _ := ao.Exists(deep); !ok {
		t.Error("the walks do not reach c = 30")
	}
	// A complete search is not continued.
	if r := m.Explore(Options{MaxStates: full.States + 1, Deepen: more}); r.States != full.States || r.Limit != "" {
		t.Errorf("complete search with Deepen: %d states, limit %q", r.States, r.Limit)
	}
}

// TestDeepenFindsViolation: a violation that lies deeper than the prefix
// is found by the walks and reported with a trace from a start state that
// ends in it.
func TestDeepenFindsViolation(t *testing.T) {
	m, _ := compileFile(t, "testdata/deep_counter.m", map[string]int64{"BAD": 50})
	if r := m.Explore(Options{MaxStates: 2000}); r.Violation != nil || r.Limit == "" {
		t.Fatalf("prefix: violation %v, limit %q; want none and a limit", r.Violation, r.Limit)
	}
	r := m.Explore(Options{MaxStates: 2000, Deepen: 100000, Seed: 1})
	if r.Violation == nil {
		t.Fatalf("walks: no violation (%d states, limit %q)", r.States, r.Limit)
	}
	v := r.Violation
	if v.Kind != "invariant" || len(v.Trace) < 51 {
		t.Fatalf("violation %s %q with a trace of %d steps; want the invariant after at least 50 steps", v.Kind, v.Name, len(v.Trace))
	}
	steps := 0
	for _, s := range v.Trace {
		if s.Rule == "step" {
			steps++
		}
	}
	if last := v.Trace[len(v.Trace)-1]; steps != 50 || last.Rule != "step" {
		t.Errorf("the trace fires the step rule %d times and ends with %q; want 50 times, the last step last", steps, last.Rule)
	}
}

// counterIs is the query "c = v" of deep_counter.m.
func counterIs(t *testing.T, o *oracle.Oracle, v int64) []oracle.Literal {
	t.Helper()
	leaf, ok := o.Leaf("c")
	if !ok {
		t.Fatal("no leaf c")
	}
	return []oracle.Literal{{Atom: oracle.Atom{Leaf: leaf, Other: -1, Value: v}}}
}

// storedSet returns the states r stored, by their words (Explore frees
// its hash table when it ends).
func storedSet(r *Result) map[string]bool {
	set := map[string]bool{}
	for i := 0; i < r.States; i++ {
		set[wordsKey(r.store.state(i))] = true
	}
	return set
}

// wordsKey is a state's words as a map key.
func wordsKey(s []uint64) string {
	b := make([]byte, 0, 8*len(s))
	for _, w := range s {
		b = binary.LittleEndian.AppendUint64(b, w)
	}
	return string(b)
}
