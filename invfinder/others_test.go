package invfinder

import (
	"slices"
	"testing"

	"paraverify/internal/testmodel"
	"paraverify/invfinder/evidence"
	"paraverify/invfinder/formula"
	"paraverify/murphi/check"
)

// othersSrc has an address type whose value 1 is distinguished (the
// startstate names it) and one component that holds any address.
const othersSrc = `
const ADDR_NUM : 3;
type ADDR : 1..ADDR_NUM;
var X : ADDR;
startstate X := 1; endstartstate
ruleset a : ADDR do
rule "set" X = 1 ==> begin X := a; endrule;
rule "back" X = a ==> begin X := 1; endrule;
endruleset
invariant "ok" X = X;
`

// TestOthersNeedAValue checks that a larger instance (evidence.Reach's
// Others) answers a cube saying a component is none of its parameters
// and distinguished values only where a value is left for the component:
// with three addresses, "X is neither 1, P1 nor P2" cannot be reached,
// yet it is with four, so it must count as reachable (never an
// invariant) and as not fitting, while "X is neither 1 nor P1" is
// reached here. A reference without a larger instance answers as its
// states say (a guess that Verify tests).
func TestOthersNeedAValue(t *testing.T) {
	m := testmodel.FromSource(t, "others.m", othersSrc, nil)
	addr := testmodel.Type(t, m, "ADDR")
	x := &formula.Term{Kind: formula.TVar, Var: "X", Type: addr}
	one := &formula.Term{Kind: formula.TConst, Type: addr, Val: 1}
	p := func(i int) *formula.Term { return &formula.Term{Kind: formula.TParam, Type: addr, Param: i} }
	ne := func(v *formula.Term) formula.Lit { return formula.Lit{L: x, R: v, Neg: true} }
	guess := evidence.NewReach(reference(t, m), m)
	if ok, err := guess.Reachable([]check.Type{addr, addr}, formula.Cube{ne(p(1)), ne(p(2)), ne(one)}); err != nil || ok {
		t.Errorf("without Others: Reachable = %v, %v; want the states' answer, false", ok, err)
	}
	r := evidence.NewReach(reference(t, m), m)
	r.Others = true
	for _, tc := range []struct {
		name      string
		params    int
		cube      formula.Cube
		fits, got bool
		tooSmall  int
	}{
		{"neither 1 nor P1", 1, formula.Cube{ne(one), ne(p(1))}, true, true, 0},
		{"neither 1, P1 nor P2", 2, formula.Cube{ne(one), ne(p(1)), ne(p(2))}, false, true, 1},
		{"P1 and not P2", 2, formula.Cube{{L: x, R: p(1)}, ne(p(2))}, true, true, 0},
		{"neither P1 nor P2", 2, formula.Cube{ne(p(1)), ne(p(2))}, false, true, 1},
	} {
		params := slices.Repeat([]check.Type{addr}, tc.params)
		before := r.TooSmall
		if got := r.Fits(params, tc.cube); got != tc.fits {
			t.Errorf("%s: Fits = %v, want %v", tc.name, got, tc.fits)
		}
		got, err := r.Reachable(params, tc.cube)
		if err != nil {
			t.Fatal(err)
		}
		if got != tc.got || r.TooSmall-before != tc.tooSmall {
			t.Errorf("%s: Reachable = %v (%d too small), want %v (%d)", tc.name, got, r.TooSmall-before, tc.got, tc.tooSmall)
		}
	}
}
