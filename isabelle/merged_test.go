package isabelle

import (
	"reflect"
	"testing"

	"paraverify/proofgen"
)

// TestSplitAtoms: the fallback of a merged proof splits on the equalities
// its cases are made of, once each and in order; a lemma with one case,
// or with more equalities than maxSplitAtoms, gets no fallback.
func TestSplitAtoms(t *testing.T) {
	v := func(n string) *proofgen.Expr { return &proofgen.Expr{Op: proofgen.XVar, Name: n} }
	eq := func(a, b string) *proofgen.Expr { return &proofgen.Expr{Op: proofgen.XEq, Args: []*proofgen.Expr{v(a), v(b)}} }
	not := func(x *proofgen.Expr) *proofgen.Expr { return &proofgen.Expr{Op: proofgen.XNot, Args: []*proofgen.Expr{x}} }
	cases := func(conds ...[]*proofgen.Expr) []*proofgen.Case {
		var out []*proofgen.Case
		for _, c := range conds {
			out = append(out, &proofgen.Case{Conds: c})
		}
		return out
	}
	for _, tc := range []struct {
		name  string
		cases []*proofgen.Case
		want  []string
	}{
		{"one case", cases([]*proofgen.Expr{eq("src", "p1")}), nil},
		{"equal or not", cases([]*proofgen.Expr{eq("src", "p1")}, []*proofgen.Expr{not(eq("src", "p1"))}), []string{"src = p1"}},
		{"two parameters", cases(
			[]*proofgen.Expr{eq("i", "p1"), not(eq("j", "p1"))},
			[]*proofgen.Expr{not(eq("i", "p1")), eq("j", "p1")},
			[]*proofgen.Expr{not(eq("i", "p1")), not(eq("j", "p1")), eq("j", "i")}),
			[]string{"i = p1", "j = p1", "j = i"}},
		{"too many", cases(
			[]*proofgen.Expr{eq("a", "p1"), eq("b", "p1"), eq("c", "p1")},
			[]*proofgen.Expr{eq("a", "p2"), eq("b", "p2")}), nil},
	} {
		got := splitAtoms(&proofgen.Lemma{Cases: tc.cases})
		if !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%s: splitAtoms = %q, want %q", tc.name, got, tc.want)
		}
	}
}
