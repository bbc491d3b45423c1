package invfinder

import (
	"slices"
	"strings"
	"testing"

	"paraverify/internal/testdirs"
	"paraverify/invfinder/evidence"
	"paraverify/invfinder/formula"
	"paraverify/invfinder/smt"
	"paraverify/murphi/check"
)

// TestVerifyRejects tampers with a correct table in the ways a buggy
// search could go wrong; Verify must refuse each.
func TestVerifyRejects(t *testing.T) {
	m := loadModel(t, testdirs.SharedModel("mutualEx.m"), map[string]int64{"clientNUMS": 3})
	solver := smt.NewCache(&smt.Brute{IntLo: -1, IntHi: 6})
	res, err := Find(m, evidence.NewReach(reference(t, m), m), solver, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if err := Verify(m, res, solver); err != nil {
		t.Fatalf("the untampered table: %v", err)
	}
	clone := func() *Result {
		return &Result{Invs: append([]Found(nil), res.Invs...), Relations: append([]Relation(nil), res.Relations...)}
	}
	// An invariant false in the initial state (x is true there).
	bad := clone()
	xTrue := formula.Lit{L: &formula.Term{Kind: formula.TVar, Var: "x", Type: check.Bool}, R: &formula.Term{Kind: formula.TConst, Type: check.Bool, Val: 1}}
	bad.Invs = append(bad.Invs, Found{Inv: &formula.Inv{Name: "wrong", Bad: formula.Cube{xTrue}}})
	if err := Verify(m, bad, solver); err == nil || !strings.Contains(err.Error(), "startstate") {
		t.Errorf("false initially: %v", err)
	}
	// A missing relation.
	bad = clone()
	bad.Relations = bad.Relations[1:]
	if err := Verify(m, bad, solver); err == nil || !strings.Contains(err.Error(), "no relation") {
		t.Errorf("missing relation: %v", err)
	}
	// Relations of instances the invariant has not (those of a
	// two-parameter invariant that name its second parameter, copied to
	// a one-parameter invariant): the error names the first, by
	// invariant and instance, whatever the map's order.
	bad = clone()
	one := slices.IndexFunc(bad.Invs, func(f Found) bool { return len(f.Inv.Params) == 1 })
	stray := 0
	for _, r := range res.Relations {
		if len(res.Invs[r.Inv].Inv.Params) == 2 && strings.Contains(formula.RuleInstance{Rule: r.Rule, Args: r.Args}.String(), "P2") && one >= 0 {
			r.Inv = one
			bad.Relations = append(bad.Relations, r)
			stray++
		}
	}
	if stray < 2 {
		t.Fatalf("%d relations to copy, want 2 or more (one-parameter invariant %d)", stray, one)
	}
	var first string
	for range 8 {
		err := Verify(m, bad, solver)
		if err == nil || !strings.Contains(err.Error(), "matches no rule instance") {
			t.Fatalf("relations of no instance: %v", err)
		}
		if first == "" {
			first = err.Error()
		} else if err.Error() != first {
			t.Fatalf("relations of no instance: %q, then %q", first, err.Error())
		}
	}
	// Auxiliary invariants instantiated with the wrong parameters: every
	// one-parameter f' moved to another parameter of the obligation.
	bad = clone()
	moved := 0
	for i := range bad.Relations {
		r := &bad.Relations[i]
		if r.Kind == InvHoldRule3 && len(r.AuxArgs) == 1 && len(bad.Invs[r.Inv].Inv.Params) == 2 {
			r.AuxArgs = []int{3 - r.AuxArgs[0]}
			moved++
		}
	}
	if moved == 0 {
		t.Fatal("no relation to tamper with")
	}
	if err := Verify(m, bad, solver); err == nil {
		t.Errorf("wrongly instantiated auxiliary invariants accepted")
	}
	// invHoldRule3 relations stripped of their auxiliary invariant, and an
	// invariant whose preservation is claimed without any reason.
	for _, strip := range []func(r *Relation){
		func(r *Relation) { r.Kind, r.Aux = InvHoldRule1, -1 },
		func(r *Relation) { r.Kind, r.Aux = InvHoldRule2, -1 },
	} {
		bad = clone()
		n := 0
		for i := range bad.Relations {
			if bad.Relations[i].Kind == InvHoldRule3 {
				strip(&bad.Relations[i])
				n++
			}
		}
		if n == 0 {
			t.Fatal("mutualEx has no invHoldRule3 relation")
		}
		if err := Verify(m, bad, solver); err == nil {
			t.Errorf("stripped auxiliary invariants accepted")
		}
	}
}
