package invfinder

import (
	"testing"

	"paraverify/murphi/check"
)

// TestSplitOnce: a disjunction splits into its disjuncts, a conjunction
// at its first disjunctive conjunct, anything else not at all.
func TestSplitOnce(t *testing.T) {
	v := func(name string) *Form {
		return &Form{Op: 'l', Lit: Lit{L: &Term{Kind: TVar, Var: name, Type: check.Bool}, R: &Term{Kind: TConst, Val: 1, Type: check.Bool}}}
	}
	a, b, c, d := v("a"), v("b"), v("c"), v("d")
	tests := []struct {
		f    *Form
		want []string
	}{
		{or(a, and(b, c)), []string{a.String(), and(b, c).String()}},
		{and(a, or(b, c), or(c, d)), []string{and(a, b, or(c, d)).String(), and(a, c, or(c, d)).String()}},
		{and(a, b), nil},
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
