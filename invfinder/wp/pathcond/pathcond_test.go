package pathcond

import (
	"testing"

	"paraverify/invfinder/formula"
)

// TestMerge: resolution on a conjunct and its negation, subsumption,
// and nothing else (conditions that are not negations stay apart).
func TestMerge(t *testing.T) {
	v := func(name string, neg bool) *formula.Form {
		return formula.LitForm(formula.Lit{L: &formula.Term{Kind: formula.TVar, Var: name}, R: &formula.Term{Kind: formula.TVar, Var: "z"}, Neg: neg})
	}
	a, na, b, nb, c := v("a", false), v("a", true), v("b", false), v("b", true), v("c", false)
	for _, tc := range []struct {
		name string
		in   [][]*formula.Form
		want int // conditions left
		true bool
	}{
		{"if/else", [][]*formula.Form{{a}, {na}}, 1, true},
		{"two ifs", [][]*formula.Form{{a, b}, {a, nb}, {na, b}, {na, nb}}, 1, true},
		{"elsif", [][]*formula.Form{{a}, {na, b}, {na, nb}}, 1, true},
		{"apart", [][]*formula.Form{{a, b}, {na, c}}, 2, false},
		{"subsumed", [][]*formula.Form{{a, b}, {a}}, 1, false},
		{"not negations", [][]*formula.Form{{a}, {c}}, 2, false},
		{"duplicates", [][]*formula.Form{{a, b}, {a, b}}, 1, false},
	} {
		got := Merge(tc.in)
		if len(got) != tc.want {
			t.Errorf("%s: %d conditions %v, want %d", tc.name, len(got), got, tc.want)
			continue
		}
		if tc.true && len(got[0]) != 0 {
			t.Errorf("%s: %v, want the empty condition (true)", tc.name, got)
		}
	}
}
