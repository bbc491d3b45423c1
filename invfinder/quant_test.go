package invfinder

import (
	"path/filepath"
	"testing"

	"paraverify/internal/testdirs"
	"paraverify/invfinder/evidence"
	"paraverify/invfinder/formula"
	"paraverify/invfinder/smt"
	"paraverify/invfinder/wp"
	"paraverify/murphi/check"
	"paraverify/murphi/mc"
)

// TestFindQuantified: exists_owner.m needs "memory is current unless some
// directory entry is exclusive", an invariant with a quantified literal
// (forall V : NODE do dir[V] != E end). The search finds it from the
// guard of HomeRead, Z3 verifies the table, every invariant holds on a
// larger instance, the weakest preconditions of every invariant (the
// quantified ones included) admit no reachable state that the rule takes
// to a violation, and the table without the quantified literal (the
// universal invariant in its place) is rejected.
func TestFindQuantified(t *testing.T) {
	path := filepath.Join(testdirs.Protocols(), "exists_owner.m")
	m, res, solver := findVerified(t, path, map[string]int64{"N": 3})
	quant := -1
	for i, f := range res.Invs {
		for _, l := range f.Inv.Bad {
			if l.All != nil && quant < 0 {
				quant = i
			}
		}
	}
	if quant < 0 {
		t.Fatal("no invariant with a quantified literal")
	}
	big := loadModel(t, path, map[string]int64{"N": 4})
	o := evidence.NewReach(reference(t, big), big)
	for _, f := range res.Invs {
		if r, err := o.Reachable(f.Inv.Params, f.Inv.Bad); err != nil || r {
			t.Errorf("%s violated on 4 nodes (%v)", f.Inv, err)
		}
	}
	// wp: no reachable state of 3 nodes satisfies guard & wp(bad)
	m3 := m
	machine, err := mc.Compile(m3)
	if err != nil {
		t.Fatal(err)
	}
	oracle, err := machine.Explore(mc.Options{}).Oracle()
	if err != nil {
		t.Fatal(err)
	}
	mf := formula.FactsOf(m3)
	checked := 0
	for _, f := range res.Invs {
		for _, r := range m3.Rules {
			for _, in := range formula.Instances(r, f.Inv.Params, mf.Sym, m3.Info, mf.Special) {
				guard, pre, _, err := wp.Rule(m3, mf, in, f.Inv.Params, f.Inv.Bad)
				if err != nil {
					t.Fatal(err)
				}
				vals := fixedBindings(f.Inv.Params, in)
				for i := 0; i < oracle.States() && vals != nil; i++ {
					st := oracle.State(i, 0)
					checked++
					if evalForm(guard, st, vals) && evalForm(pre, st, vals) {
						t.Fatalf("rule %s takes a reachable state to a violation of %s:\nguard %s\nwp %s", in, f.Inv, guard, pre)
					}
				}
			}
		}
	}
	if checked == 0 {
		t.Fatal("nothing checked")
	}
	// the quantified literal dropped: a false invariant
	bad := &Result{Invs: append([]Found(nil), res.Invs...), Relations: res.Relations}
	inv := *bad.Invs[quant].Inv
	inv.Bad = nil
	for _, l := range res.Invs[quant].Inv.Bad {
		if l.All == nil {
			inv.Bad = append(inv.Bad, l)
		}
	}
	bad.Invs[quant] = Found{Inv: &inv, Origin: res.Invs[quant].Origin}
	if err := Verify(m, bad, solver); err == nil {
		t.Errorf("%s verified without its quantified literal", &inv)
	}
}

// findVerified runs the search with Z3 on a model of protocols/ on its
// whole state space at the given sizes, and verifies the table.
func findVerified(t *testing.T, path string, consts map[string]int64) (*check.Model, *Result, smt.Solver) {
	t.Helper()
	m := loadModel(t, path, consts)
	z, err := smt.NewZ3(smt.Options{})
	if err != nil {
		t.Fatal(err)
	}
	solver := smt.NewCache(z)
	res, err := Find(m, evidence.NewReach(reference(t, m), m), solver, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if err := Verify(m, res, solver); err != nil {
		t.Fatalf("verify: %v", err)
	}
	return m, res, solver
}
