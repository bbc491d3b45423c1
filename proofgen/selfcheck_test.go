package proofgen

import (
	"strings"
	"testing"

	"paraverify/internal/testdirs"
	"paraverify/internal/testmodel"
	"paraverify/invfinder"
	"paraverify/invfinder/smt"
	"paraverify/murphi/check"
	"paraverify/murphi/mc"
)

// buildProof runs find on a model and builds its proof structure.
func buildProof(t *testing.T, path string, consts map[string]int64) (*Proof, smt.Solver) {
	t.Helper()
	cm := testmodel.Load(t, path, consts)
	mach, err := mc.Compile(cm)
	if err != nil {
		t.Fatal(err)
	}
	var red []check.Type
	sym := invfinder.SymmetricTypes(cm)
	for _, o := range cm.Types {
		if sym[o.Type] && check.Card(o.Type) > 1 {
			red = append(red, o.Type)
		}
	}
	o, err := mach.Explore(mc.Options{Symmetric: red}).Oracle()
	if err != nil {
		t.Fatal(err)
	}
	z3, err := smt.NewZ3(smt.Options{})
	if err != nil {
		t.Fatal(err)
	}
	solver := smt.NewCache(z3)
	found, err := invfinder.Find(cm, invfinder.NewOracleReach(o, cm), solver, invfinder.Options{})
	if err != nil {
		t.Fatal(err)
	}
	m, err := Translate(cm, path)
	if err != nil {
		t.Fatal(err)
	}
	p, err := Build(m, found)
	if err != nil {
		t.Fatal(err)
	}
	return p, solver
}

// TestSelfCheckCatchesBrokenProofs: the self-check passes on a found
// table and fails when a case loses its auxiliary invariant, when a case
// is dropped (the split is no longer exhaustive), or when an invariant is
// weakened away from what the initial state satisfies.
func TestSelfCheckCatchesBrokenProofs(t *testing.T) {
	p, solver := buildProof(t, testdirs.SharedModel("mutualEx.m"), map[string]int64{"clientNUMS": 3})
	if _, err := SelfCheck(p, solver); err != nil {
		t.Fatalf("found table: %v", err)
	}
	var target *Lemma
	var ci int
	for _, l := range p.Lemmas {
		for i, c := range l.Cases {
			if c.Kind == invfinder.InvHoldRule3 && target == nil {
				target, ci = l, i
			}
		}
	}
	if target == nil {
		t.Fatal("no invHoldRule3 case in mutualEx")
	}
	// no auxiliary invariant
	c := target.Cases[ci]
	aux, merged := c.Aux, target.Merged
	c.Aux, target.Merged = nil, false
	if _, err := SelfCheck(p, solver); err == nil || !strings.Contains(err.Error(), "does not hold") {
		t.Errorf("case without its auxiliary invariant: %v", err)
	}
	c.Aux = aux
	// a missing case
	cases := target.Cases
	target.Cases = append(append([]*Case(nil), cases[:ci]...), cases[ci+1:]...)
	if _, err := SelfCheck(p, solver); err == nil || !strings.Contains(err.Error(), "exhaustive") {
		t.Errorf("missing case: %v", err)
	}
	target.Cases, target.Merged = cases, merged
	// an invariant false initially: x = true is the initial value
	inv := p.Invs[1]
	bad := inv.Bad
	inv.Bad = &Expr{Op: XEq, Args: []*Expr{{Op: XRead, Fam: p.Model.famByKey["x"]}, boolVal(true)}}
	if _, err := SelfCheck(p, solver); err == nil || !strings.Contains(err.Error(), "initial state") {
		t.Errorf("invariant false initially: %v", err)
	}
	inv.Bad = bad
	if _, err := SelfCheck(p, solver); err != nil {
		t.Errorf("restored: %v", err)
	}
}
