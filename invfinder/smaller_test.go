package invfinder

import (
	"path/filepath"
	"testing"

	"paraverify/internal/testdirs"
	"paraverify/internal/testmodel"
	"paraverify/invfinder/evidence"
	"paraverify/invfinder/formula"
	"paraverify/invfinder/smt"
	"paraverify/murphi/check"
)

// TestReachSmaller: on the first 10 states of deep_warmup.m at two nodes
// no node is busy yet, so "some node is busy" looks unreachable and the
// search adopts "no node is busy", which fails later. The one-node
// instance, explored whole, reaches a busy node: with it as a smaller
// instance (evidence.Reach.Smaller) the cube is reachable, the search
// closes on the same prefix and the table verifies. A cube of two nodes
// does not fit in one node and stays with the reference's answer.
func TestReachSmaller(t *testing.T) {
	path := filepath.Join(testdirs.Protocols(), "job", "deep_warmup.m")
	m := loadModel(t, path, map[string]int64{"N": 2})
	one := loadModel(t, path, map[string]int64{"N": 1})
	prefix := explorePrefix(t, m, 10)
	solver := smt.NewCache(&smt.Brute{IntLo: -1, IntHi: 6})
	node, st := testmodel.Type(t, m, "NODE"), testmodel.Type(t, m, "ST")
	busy := func(p int) formula.Lit {
		return formula.Lit{
			L: &formula.Term{Kind: formula.TVar, Var: "st", Type: st, Sels: []formula.Sel{{Index: &formula.Term{Kind: formula.TParam, Type: node, Param: p}}}},
			R: &formula.Term{Kind: formula.TConst, Type: st, Val: 1},
		}
	}
	for _, tc := range []struct {
		params      []check.Type
		cube        formula.Cube
		alone, with bool
	}{
		{[]check.Type{node}, formula.Cube{busy(1)}, false, true},
		{[]check.Type{node, node}, formula.Cube{busy(1), busy(2)}, false, false},
	} {
		alone := evidence.NewReach(prefix, m)
		with := evidence.NewReach(prefix, m)
		with.Smaller = []*evidence.Reach{evidence.NewReach(reference(t, one), one)}
		if got, err := alone.Reachable(tc.params, tc.cube); err != nil || got != tc.alone {
			t.Errorf("%s on the prefix alone: %v %v, want %v", tc.cube, got, err, tc.alone)
		}
		got, err := with.Reachable(tc.params, tc.cube)
		if err != nil || got != tc.with {
			t.Errorf("%s with the one-node instance: %v %v, want %v", tc.cube, got, err, tc.with)
		}
		if hits := map[bool]int{true: 1}[tc.with]; with.SmallerHits != hits {
			t.Errorf("%s: %d cubes reached only by the smaller instance, want %d", tc.cube, with.SmallerHits, hits)
		}
	}
	if _, err := Find(m, evidence.NewReach(prefix, m), solver, Options{}); err == nil {
		t.Fatal("the search closed on the prefix alone; the test no longer shows what smaller instances add")
	}
	reach := evidence.NewReach(prefix, m)
	reach.Smaller = []*evidence.Reach{evidence.NewReach(reference(t, one), one)}
	res, err := Find(m, reach, solver, Options{})
	if err != nil {
		t.Fatalf("with the one-node instance: %v", err)
	}
	if err := Verify(m, res, solver); err != nil {
		t.Fatal(err)
	}
}

// TestRefuteLarger: in three_waiting.m "the flag is down" holds in
// every state of two nodes and not at three. With the larger instance
// set, Refute finds the state there (the search takes the invariant
// back), and Reachable counts it as reachable (it is not adopted in the
// first place); without it, nothing refutes it. A cube the larger instance
// cannot hold (four nodes) is not refuted by it, and neither is one that
// no state of it satisfies.
func TestRefuteLarger(t *testing.T) {
	path := filepath.Join(testdirs.Protocols(), "job", "three_waiting.m")
	two := loadModel(t, path, map[string]int64{"N": 2})
	three := loadModel(t, path, map[string]int64{"N": 3})
	node := testmodel.Type(t, two, "NODE")
	b := func(v int64) *formula.Term { return &formula.Term{Kind: formula.TConst, Type: check.Bool, Val: v} }
	full := formula.Lit{L: &formula.Term{Kind: formula.TVar, Var: "full", Type: check.Bool}, R: b(1)}
	waiting := func(p int) formula.Lit {
		return formula.Lit{L: &formula.Term{Kind: formula.TVar, Var: "w", Type: check.Bool, Sels: []formula.Sel{{Index: &formula.Term{Kind: formula.TParam, Type: node, Param: p}}}}, R: b(1)}
	}
	alone := evidence.NewReach(reference(t, two), two)
	if r, err := alone.Reachable(nil, formula.Cube{full}); err != nil || r {
		t.Fatalf("full at two nodes: reachable %v %v", r, err)
	}
	if r, err := alone.Refute(nil, formula.Cube{full}); err != nil || r {
		t.Errorf("refuted without a larger instance: %v %v", r, err)
	}
	with := evidence.NewReach(reference(t, two), two)
	with.Larger = evidence.NewReach(reference(t, three), three)
	// the larger instance's states are evidence for the search as well
	if r, err := with.Reachable(nil, formula.Cube{full}); err != nil || !r {
		t.Errorf("full with the larger instance: reachable %v %v", r, err)
	}
	for _, tc := range []struct {
		params []check.Type
		cube   formula.Cube
		want   bool
	}{
		{nil, formula.Cube{full}, true},
		{[]check.Type{node}, formula.Cube{full, waiting(1)}, true},
		{[]check.Type{node}, formula.Cube{full, formula.Lit{L: waiting(1).L, R: b(0)}}, false},
		{[]check.Type{node, node, node, node}, formula.Cube{waiting(1), waiting(2), waiting(3), waiting(4)}, false},
	} {
		before := with.RefutedLarger
		if r, err := with.Refute(tc.params, tc.cube); err != nil || r != tc.want {
			t.Errorf("%s with the larger instance: refuted %v %v, want %v", tc.cube, r, err, tc.want)
		}
		// each refutation is counted as the larger instance's
		if n := with.RefutedLarger - before; (n == 1) != tc.want || n > 1 {
			t.Errorf("%s: RefutedLarger grew by %d", tc.cube, n)
		}
	}
	if alone.RefutedLarger != 0 {
		t.Errorf("without a larger instance: RefutedLarger %d", alone.RefutedLarger)
	}
}
