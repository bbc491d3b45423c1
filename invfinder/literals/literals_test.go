package literals

import (
	"slices"
	"testing"

	"paraverify/invfinder/formula"
	"paraverify/murphi/check"
)

// TestSplitOnce: a disjunction splits into its disjuncts, a conjunction
// at its first disjunctive conjunct, anything else not at all.
func TestSplitOnce(t *testing.T) {
	v := func(name string) *formula.Form {
		return &formula.Form{Op: 'l', Lit: formula.Lit{L: &formula.Term{Kind: formula.TVar, Var: name, Type: check.Bool}, R: &formula.Term{Kind: formula.TConst, Val: 1, Type: check.Bool}}}
	}
	a, b, c, d := v("a"), v("b"), v("c"), v("d")
	tests := []struct {
		f    *formula.Form
		want []string
	}{
		{formula.Or(a, formula.And(b, c)), []string{a.String(), formula.And(b, c).String()}},
		{formula.And(a, formula.Or(b, c), formula.Or(c, d)), []string{formula.And(a, b, formula.Or(c, d)).String(), formula.And(a, c, formula.Or(c, d)).String()}},
		{formula.And(a, b), nil},
		{a, nil},
	}
	for _, tc := range tests {
		var got []string
		for _, p := range SplitOnce(tc.f) {
			got = append(got, p.String())
		}
		if len(got) != len(tc.want) {
			t.Errorf("SplitOnce(%s) = %v, want %v", tc.f, got, tc.want)
			continue
		}
		for i := range got {
			if got[i] != tc.want[i] {
				t.Errorf("SplitOnce(%s) = %v, want %v", tc.f, got, tc.want)
				break
			}
		}
	}
}

// TestWidened: a universal literal whose range leaves out parameters is
// also a candidate over the range with them put back (state components
// and constants stay left out); other literals have no such candidate.
func TestWidened(t *testing.T) {
	node := &check.ScalarsetType{Name: "NODE", Size: 3}
	st := &check.EnumType{Name: "ST", Values: []string{"I", "E"}}
	v := &formula.Term{Kind: formula.TVar, Var: "st", Sels: []formula.Sel{{Index: formula.Bound(node)}}, Type: st}
	e := &formula.Term{Kind: formula.TConst, Type: st, Val: 1}
	p1 := &formula.Term{Kind: formula.TParam, Type: node, Param: 1}
	p2 := &formula.Term{Kind: formula.TParam, Type: node, Param: 2}
	ptr := &formula.Term{Kind: formula.TVar, Var: "ptr", Type: node}
	q := (&formula.Quant{Type: node}).Without(p1).Without(ptr).Without(p2)
	w, ok := Widened(formula.Lit{L: v, R: e, Neg: true, All: q})
	if got, want := w.String(), "(forall V : NODE do V != ptr -> st[V] != E end)"; !ok || got != want {
		t.Errorf("Widened: %s %v, want %s", got, ok, want)
	}
	if _, ok := Widened(formula.Lit{L: v, R: e, All: (&formula.Quant{Type: node}).Without(ptr)}); ok {
		t.Error("a range without parameters Widened")
	}
	if _, ok := Widened(formula.Lit{L: v, R: e, All: &formula.Quant{Type: node, Exists: true, Excl: []*formula.Term{p1}}}); ok {
		t.Error("an existential literal Widened")
	}
	if _, ok := Widened(formula.Lit{L: p1, R: p2}); ok {
		t.Error("a plain literal Widened")
	}
}

// TestOtherParams checks the disequalities the last try of a search gives
// for an obligation's other parameters.
func TestOtherParams(t *testing.T) {
	addr := &check.SubrangeType{Name: "ADDR", Lo: 1, Hi: 3}
	x := &formula.Term{Kind: formula.TVar, Var: "X", Type: addr}
	one := &formula.Term{Kind: formula.TConst, Type: addr, Val: 1}
	p := func(i int) *formula.Term { return &formula.Term{Kind: formula.TParam, Type: addr, Param: i} }
	sp := formula.Special{addr: {one}}
	types := []check.Type{addr, addr, addr}
	str := func(ls []formula.Lit) []string {
		var out []string
		for _, l := range ls {
			out = append(out, l.String())
		}
		return out
	}
	for _, tc := range []struct {
		name string
		lits []formula.Lit
		want []string
	}{
		{"a parameter", []formula.Lit{{L: x, R: p(2)}}, []string{"X != P1", "X != P3"}},
		{"the distinguished value", []formula.Lit{{L: one, R: x}}, []string{"X != P1", "X != P2", "X != P3"}},
		{"already there", []formula.Lit{{L: x, R: p(2)}, {L: x, R: p(1), Neg: true}}, []string{"X != P3"}},
		{"a disequality gives none", []formula.Lit{{L: x, R: p(2), Neg: true}}, nil},
	} {
		if got := str(OtherParams(tc.lits, types, sp)); !slices.Equal(got, tc.want) {
			t.Errorf("%s: %q, want %q", tc.name, got, tc.want)
		}
	}
}
