package mc

import (
	"fmt"
	"path/filepath"
	"slices"
	"testing"

	"paraverify/internal/testdirs"
	"paraverify/murphi/check"
	"paraverify/murphi/mc/sym"
)

// symModels are models with symmetric types, with constants small enough
// for the whole group to be enumerated.
var symModels = []struct {
	path   string
	consts map[string]int64
}{
	{"testdata/funcgraph.m", nil},
	{"testdata/digraph.m", nil},
	{"testdata/constructs.m", nil},
	{"testdata/symrecords.m", nil},
	{"testdata/records.m", nil},
	{filepath.Join(testdirs.Protocols(), "lock_union.m"), nil},
	{filepath.Join(testdirs.Protocols(), "msi.m"), nil},
	{filepath.Join(testdirs.Protocols(), "rwlock.m"), nil},
	{filepath.Join(testdirs.Protocols(), "german_lite.m"), nil},
	{filepath.Join(testdirs.Protocols(), "barrier.m"), nil},
}

// TestCanonCountsExhaustive: the canonical form by signatures keeps one
// state per orbit, exactly as the minimum over the whole group does (same
// states and rules fired); funcgraph.m and digraph.m also against the
// number of unlabeled graphs.
func TestCanonCountsExhaustive(t *testing.T) {
	known := map[string]int{"testdata/funcgraph.m": 47, "testdata/digraph.m": 3044}
	for _, sm := range symModels {
		t.Run(filepath.Base(sm.path), func(t *testing.T) {
			mc, m := compileFile(t, sm.path, sm.consts)
			sym := scalarsets(m)
			if len(sym) == 0 {
				t.Fatal("no scalarset")
			}
			fast := mc.Explore(Options{Symmetric: sym, signatures: true})
			full := mc.Explore(Options{Symmetric: sym, exhaustive: true})
			if fast.States != full.States || fast.RulesFired != full.RulesFired {
				t.Errorf("signatures: %d states, %d fired; whole group: %d, %d", fast.States, fast.RulesFired, full.States, full.RulesFired)
			}
			if (fast.Violation == nil) != (full.Violation == nil) {
				t.Errorf("violations differ: %v, %v", fast.Violation, full.Violation)
			}
			if want, ok := known[sm.path]; ok && fast.States != want {
				t.Errorf("%d states, want %d orbits", fast.States, want)
			}
		})
	}
}

// TestCanonLargeScalarset: scalarsets far beyond an enumerable group.
// funcgraph.m with 8 nodes: 951 orbits (OEIS A001372) among 8^8 maps.
func TestCanonLargeScalarset(t *testing.T) {
	mc, m := compileFile(t, "testdata/funcgraph.m", map[string]int64{"N": 8})
	res := mc.Explore(Options{Symmetric: scalarsets(m), Workers: 2})
	if res.Violation != nil || res.Limit != "" || res.States != 951 {
		t.Errorf("%d states (violation %v, limit %q), want 951", res.States, res.Violation, res.Limit)
	}
}

// homeModels have a node type with a home node inside it: distinguished
// values first (german_home.m: 0 of 0..N; german_home_two.m: 0 and 1),
// or last (home_last.m: N of 1..N).
var homeModels = []string{
	filepath.Join(testdirs.Protocols(), "german_home.m"),
	filepath.Join(testdirs.Protocols(), "german_home_two.m"),
	"testdata/home_last.m",
}

// homeSymmetry returns the node type of a home model and its
// distinguished values (the symmetry analysis').
func homeSymmetry(t *testing.T, m *check.Model) ([]check.Type, map[check.Type][]int64) {
	t.Helper()
	for _, u := range m.SubrangeSymmetry() {
		if u.Type.Name == "NODE" && len(u.Distinguished) > 0 {
			return []check.Type{u.Type}, map[check.Type][]int64{u.Type: u.Distinguished}
		}
	}
	t.Fatal("no node type with distinguished values")
	return nil, nil
}

// TestCanonFixedValues: reducing a node type by the permutations that fix
// its home values keeps one state per orbit of that group: the canonical
// forms by signatures and by the group's minimum give the same counts, and
// the reduced states are exactly the canonical forms of the states
// explored without reduction (nothing lost, nothing merged that the
// group does not relate).
func TestCanonFixedValues(t *testing.T) {
	for _, path := range homeModels {
		t.Run(filepath.Base(path), func(t *testing.T) {
			mach, m := compileFile(t, path, map[string]int64{"NODE_NUM": 3, "DATA_NUM": 1})
			types, fixed := homeSymmetry(t, m)
			if got, _ := windows(types, fixed); len(got) != 1 {
				t.Fatalf("the node type is not reduced (fixed %v)", fixed)
			}
			fast := mach.Explore(Options{Symmetric: types, Fixed: fixed, signatures: true})
			full := mach.Explore(Options{Symmetric: types, Fixed: fixed, exhaustive: true})
			if fast.States != full.States || fast.RulesFired != full.RulesFired || fast.Violation != nil || full.Violation != nil {
				t.Fatalf("signatures: %d states, %d fired (%v); whole group: %d, %d (%v)", fast.States, fast.RulesFired, fast.Violation, full.States, full.RulesFired, full.Violation)
			}
			plain := mach.Explore(Options{})
			if plain.Violation != nil || plain.States <= fast.States {
				t.Fatalf("without reduction: %d states (%v), reduced %d", plain.States, plain.Violation, fast.States)
			}
			z := fast.sym.NewCanonizer()
			reducedSet := map[string]bool{}
			for i := 0; i < fast.States; i++ {
				reducedSet[fmt.Sprint(fast.store.state(i))] = true
			}
			canon := map[string]bool{}
			st := make([]uint64, fast.Words)
			for i := 0; i < plain.States; i++ {
				copy(st, plain.store.state(i))
				z.Canon(st)
				k := fmt.Sprint(st)
				if !reducedSet[k] {
					t.Fatalf("state %d of the unreduced exploration: its canonical form was not reached with reduction", i)
				}
				canon[k] = true
			}
			if len(canon) != fast.States {
				t.Errorf("%d canonical forms of the %d unreduced states, %d reduced states", len(canon), plain.States, fast.States)
			}
			t.Logf("%d states without reduction, %d with", plain.States, fast.States)
		})
	}
}

// TestFixedWindows: the values a permutation fixes must come first or
// last; otherwise, or with fewer than two values left, the type is not
// reduced.
func TestFixedWindows(t *testing.T) {
	_, m := compileFile(t, "testdata/home_last.m", map[string]int64{"NODE_NUM": 4})
	var node check.Type
	for _, d := range m.Types {
		if d.Name == "NODE" {
			node = d.Type
		}
	}
	for _, tc := range []struct {
		fixed []int64
		want  *sym.Window
	}{
		{nil, &sym.Window{Lo: 0, N: 4}},
		{[]int64{1}, &sym.Window{Lo: 1, N: 3}},
		{[]int64{1, 2}, &sym.Window{Lo: 2, N: 2}},
		{[]int64{4}, &sym.Window{Lo: 0, N: 3}},
		{[]int64{3, 4}, &sym.Window{Lo: 0, N: 2}},
		{[]int64{2}, nil},
		{[]int64{1, 4}, nil},
		{[]int64{1, 2, 3}, nil},
	} {
		types, win := windows([]check.Type{node}, map[check.Type][]int64{node: tc.fixed})
		switch {
		case tc.want == nil && len(types) != 0:
			t.Errorf("fixed %v: reduced with window %v, want not reduced", tc.fixed, win.Of(node))
		case tc.want != nil && (len(types) != 1 || win.Of(node) != *tc.want):
			t.Errorf("fixed %v: types %v window %v, want %v", tc.fixed, types, win.Of(node), *tc.want)
		}
	}
}

// TestExploreSymmetricOrder: the order in which Options.Symmetric names
// the types does not change the states or their order (German, two
// symmetric types: a caller that ranged over a map of types gave another
// canonical form from one run to the next, and the invariant search on a
// prefix another table), on prefixes of 30 and 3,000 states, with one
// worker and two.
func TestExploreSymmetricOrder(t *testing.T) {
	mc, m := compileFile(t, testdirs.SharedModel("german.m"), map[string]int64{"NODE_NUM": 3})
	var types []check.Type // in declaration order
	for _, u := range m.SubrangeSymmetry() {
		if u.Symmetric {
			types = append(types, u.Type)
		}
	}
	if len(types) != 2 {
		t.Fatalf("%d symmetric subranges, want 2 (NODE and DATA)", len(types))
	}
	reversed := []check.Type{types[1], types[0], types[1]}
	for _, opt := range []Options{{MaxStates: 30}, {MaxStates: 3000}, {MaxStates: 3000, Workers: 2}} {
		t.Run(fmt.Sprintf("max=%d,workers=%d", opt.MaxStates, opt.Workers), func(t *testing.T) {
			a, b := opt, opt
			a.Symmetric, b.Symmetric = types, reversed
			ra, rb := mc.Explore(a), mc.Explore(b)
			if ra.States != rb.States || ra.RulesFired != rb.RulesFired || ra.Violation != nil || rb.Violation != nil {
				t.Fatalf("%d states, %d fired (violation %v); reversed: %d, %d (%v)", ra.States, ra.RulesFired, ra.Violation, rb.States, rb.RulesFired, rb.Violation)
			}
			if fmt.Sprint(ra.Reduced()) != fmt.Sprint(rb.Reduced()) {
				t.Errorf("reduced %v, reversed %v", ra.Reduced(), rb.Reduced())
			}
			for i := 0; i < ra.States; i++ {
				if !slices.Equal(ra.store.state(i), rb.store.state(i)) {
					t.Fatalf("state %d differs with the types reversed", i)
				}
			}
		})
	}
}
