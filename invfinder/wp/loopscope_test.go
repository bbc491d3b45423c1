package wp

import (
	"testing"

	"paraverify/internal/testmodel"
	"paraverify/invfinder/formula"
	"paraverify/invfinder/smt"
	"paraverify/murphi/check"
)

// TestLoopAtScopeTerms: a loop over a symmetric type assigns at every
// term in scope as well as at values no term names; a universal literal
// over what it assigns keeps its instances at the terms in scope (exact)
// and drops only the rest of its range. "every a[V] is true while a[P1]
// is not" is false after the startstate (the loop makes a[P1] false),
// and after Copy, which copies b into a, it needs b[P1].
func TestLoopAtScopeTerms(t *testing.T) {
	src := `const N : 3;
type NODE : scalarset(N);
var a : array [NODE] of boolean; b : array [NODE] of boolean;
startstate
  for i : NODE do a[i] := false; b[i] := false; end;
end;
rule "Copy" true ==> for i : NODE do a[i] := b[i]; end; end;
invariant "x" forall i : NODE do a[i] | !b[i] end;
`
	m := testmodel.FromSource(t, "loop.m", src, nil)
	mf := formula.FactsOf(m)
	node := testmodel.Type(t, m, "NODE")
	arr := func(name string, idx *formula.Term) *formula.Term {
		return &formula.Term{Kind: formula.TVar, Var: name, Sels: []formula.Sel{{Index: idx}}, Type: check.Bool}
	}
	tru := &formula.Term{Kind: formula.TConst, Type: check.Bool, Val: 1}
	p1 := &formula.Term{Kind: formula.TParam, Type: node, Param: 1}
	bad := formula.Cube{
		{L: arr("a", formula.Bound(node)), R: tru, All: &formula.Quant{Type: node}},
		{L: arr("a", p1), R: tru, Neg: true},
	}
	params := []check.Type{node}
	z, err := smt.NewZ3(smt.Options{})
	if err != nil {
		t.Fatal(err)
	}
	after, err := AfterStart(m, mf, formula.RuleInstance{Rule: m.StartStates[0]}, params, bad)
	if err != nil {
		t.Fatal(err)
	}
	if !unsatisfiable(t, z, mf.Sym, []*formula.Form{after}, nil) {
		t.Errorf("after the startstate: %v, want unsatisfiable", after)
	}
	// (forall V : a[V]) alone, after Copy: b[P1] must be true
	_, pre, _, err := Rule(m, mf, formula.RuleInstance{Rule: m.Rules[0]}, params, bad[:1])
	if err != nil {
		t.Fatal(err)
	}
	notB := &formula.Form{Op: 'l', Lit: formula.Lit{L: arr("b", p1), R: tru, Neg: true}}
	if !unsatisfiable(t, z, mf.Sym, []*formula.Form{pre, notB}, nil) {
		t.Errorf("after Copy: %v does not need b[P1]", pre)
	}
}
