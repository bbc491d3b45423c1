package isabelle

import (
	"strings"
	"testing"

	"paraverify/proofgen"
)

func v(name string) *proofgen.Expr { return &proofgen.Expr{Op: proofgen.XVar, Name: name} }

func eq(a, b string) *proofgen.Expr {
	return &proofgen.Expr{Op: proofgen.XEq, Args: []*proofgen.Expr{v(a), v(b)}}
}

func ne(a, b string) *proofgen.Expr {
	return &proofgen.Expr{Op: proofgen.XNot, Args: []*proofgen.Expr{eq(a, b)}}
}

// shape prints a case tree as name[conds](kids...).
func shape(n *caseNode) string {
	s := n.name + "[" + strings.Join(n.conds, ", ") + "]"
	if len(n.kids) > 0 {
		ks := make([]string, len(n.kids))
		for i, k := range n.kids {
			ks[i] = shape(k)
		}
		s += "(" + strings.Join(ks, " ") + ")"
	}
	return s
}

// TestCaseTree: cases are grouped by rule parameter level by level; a
// level of one child is merged into it; leaves keep their names; a case
// list that is not a partition level by level stays flat.
func TestCaseTree(t *testing.T) {
	c := func(name string, conds ...*proofgen.Expr) *proofgen.Case {
		return &proofgen.Case{Name: name, Conds: conds}
	}
	for _, tc := range []struct {
		name  string
		cases []*proofgen.Case
		want  string
	}{
		{"two levels", []*proofgen.Case{
			c("c1", eq("i", "p"), eq("j", "p")),
			c("c2", eq("i", "p"), ne("j", "p")),
			c("c3", ne("i", "p"), eq("j", "p")),
			c("c4", ne("i", "p"), ne("j", "p"), eq("j", "i")),
			c("c5", ne("i", "p"), ne("j", "p"), ne("j", "i")),
		}, "[](v1[i = p](c1[j = p] c2[j \\<noteq> p]) v2[i \\<noteq> p](c3[j = p] c4[j \\<noteq> p, j = i] c5[j \\<noteq> p, j \\<noteq> i]))"},
		{"one value merged", []*proofgen.Case{
			c("c1", eq("a", "one"), eq("i", "p")),
			c("c2", eq("a", "one"), ne("i", "p")),
		}, "[](v1[a = one](c1[i = p] c2[i \\<noteq> p]))"},
		{"chain merged into the inner node", []*proofgen.Case{
			c("c1", eq("i", "p"), eq("a", "one"), eq("j", "p")),
			c("c2", eq("i", "p"), eq("a", "one"), ne("j", "p")),
			c("c3", ne("i", "p"), eq("a", "one"), eq("j", "p")),
		}, "[](v1[i = p, a = one](c1[j = p] c2[j \\<noteq> p]) c3[i \\<noteq> p, a = one, j = p])"},
		{"no conditions", []*proofgen.Case{c("c1")}, "[](c1[True])"},
		{"prefix stays flat", []*proofgen.Case{
			c("c1", eq("i", "p")),
			c("c2", eq("i", "p"), eq("j", "p")),
		}, "[](c1[i = p] c2[i = p, j = p])"},
	} {
		if got := shape(caseTree(tc.cases)); got != tc.want {
			t.Errorf("%s:\n got %s\nwant %s", tc.name, got, tc.want)
		}
	}
}

// TestCaseSplit: each level is a consider of its children with the facts
// of the path, a leaf gets the facts down to it.
func TestCaseSplit(t *testing.T) {
	tree := caseTree([]*proofgen.Case{
		{Name: "c1", Conds: []*proofgen.Expr{eq("i", "p"), eq("j", "p")}},
		{Name: "c2", Conds: []*proofgen.Expr{eq("i", "p"), ne("j", "p")}},
		{Name: "c3", Conds: []*proofgen.Expr{ne("i", "p")}},
	})
	var b strings.Builder
	caseSplit(&b, tree, "a ", "  ", func(c *proofgen.Case, facts, ind string) {
		b.WriteString(ind + "LEAF " + c.Name + " using " + facts + "\n")
	})
	by := "by (argo | (simp only: insert_iff empty_iff, argo) | blast)"
	want := `  consider (v1) "i = p" | (c3) "i \<noteq> p"
    using a ` + by + `
  then show ?thesis
  proof cases
    case v1
    consider (c1) "j = p" | (c2) "j \<noteq> p"
      using a v1 ` + by + `
    then show ?thesis
    proof cases
      case c1
      LEAF c1 using a v1 c1 
    next
      case c2
      LEAF c2 using a v1 c2 
    qed
  next
    case c3
    LEAF c3 using a c3 
  qed
`
	if got := b.String(); got != want {
		t.Errorf("caseSplit:\n%s\nwant\n%s", got, want)
	}
}
