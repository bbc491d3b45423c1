package invfinder

import (
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
		for _, p := range splitOnce(tc.f) {
			got = append(got, p.String())
		}
		if len(got) != len(tc.want) {
			t.Errorf("splitOnce(%s) = %v, want %v", tc.f, got, tc.want)
			continue
		}
		for i := range got {
			if got[i] != tc.want[i] {
				t.Errorf("splitOnce(%s) = %v, want %v", tc.f, got, tc.want)
				break
			}
		}
	}
}
