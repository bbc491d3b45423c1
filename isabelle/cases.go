package isabelle

import (
	"fmt"
	"strings"

	"paraverify/proofgen"
)

// caseNode is a node of a lemma's case tree (caseTree): the conditions
// on the edge from its parent, its name as a case of the parent's
// consider, and either its children or the case it is a leaf of.
type caseNode struct {
	name  string
	conds []string
	kids  []*caseNode
	leaf  *proofgen.Case
}

// caseTree arranges a lemma's cases as a tree with one level per rule
// parameter: a case's conditions are grouped by the parameter they
// constrain (proofgen lists them parameter by parameter), and cases with
// the same groups for the first parameters share the path of those
// groups. A node with one child is merged into it. Every node's
// children are exhaustive given the path to it (the search classifies
// each parameter by the invariant's parameters, the distinguished values
// and the parameters before it), so each level is proved by a consider
// of a few cases, where one consider of all cases could take argo a
// minute (German 2004: 51 cases over four rule parameters, 59 s).
// Inner nodes are named v1, v1_2, ... by their path; leaves keep the
// case's name.
func caseTree(cases []*proofgen.Case) *caseNode {
	root := &caseNode{}
	for _, c := range cases {
		if !root.insert(c, condGroups(c.Conds)) {
			return flatTree(cases)
		}
	}
	root.merge()
	root.names("v")
	return root
}

// insert adds c's path of condition groups below n; false when the path
// runs into another case's leaf or ends at an inner node (a case whose
// conditions are a prefix of another's), where the tree is not a
// partition level by level.
func (n *caseNode) insert(c *proofgen.Case, groups [][]string) bool {
	key := strings.Join(groups[0], "\x00")
	var next *caseNode
	for _, k := range n.kids {
		if strings.Join(k.conds, "\x00") == key {
			next = k
			break
		}
	}
	last := len(groups) == 1
	switch {
	case next == nil && last:
		n.kids = append(n.kids, &caseNode{name: c.Name, conds: groups[0], leaf: c})
		return true
	case next == nil:
		next = &caseNode{conds: groups[0]}
		n.kids = append(n.kids, next)
	case last || next.leaf != nil:
		return false
	}
	return next.insert(c, groups[1:])
}

// flatTree is the tree of one level: every case a child of the root,
// with all its conditions.
func flatTree(cases []*proofgen.Case) *caseNode {
	root := &caseNode{}
	for _, c := range cases {
		var conds []string
		for _, g := range condGroups(c.Conds) {
			conds = append(conds, g...)
		}
		root.kids = append(root.kids, &caseNode{name: c.Name, conds: conds, leaf: c})
	}
	return root
}

// merge merges every inner node with a single child into that child.
func (n *caseNode) merge() {
	for i, k := range n.kids {
		for k.leaf == nil && len(k.kids) == 1 {
			c := k.kids[0]
			k = &caseNode{name: c.name, conds: append(append([]string(nil), k.conds...), c.conds...), kids: c.kids, leaf: c.leaf}
		}
		k.merge()
		n.kids[i] = k
	}
}

// names names the inner nodes below n by their path from prefix.
func (n *caseNode) names(prefix string) {
	for i, k := range n.kids {
		if k.leaf == nil {
			k.name = fmt.Sprintf("%s%d", prefix, i+1)
			k.names(k.name + "_")
		}
	}
}

// condGroups prints a case's conditions, grouped by the rule parameter
// each constrains (the variable on its left), in their order; no
// conditions are one group "True".
func condGroups(conds []*proofgen.Expr) [][]string {
	if len(conds) == 0 {
		return [][]string{{"True"}}
	}
	var out [][]string
	last := ""
	for _, x := range conds {
		v := condVar(x)
		if len(out) == 0 || v != last {
			out = append(out, nil)
			last = v
		}
		out[len(out)-1] = append(out[len(out)-1], expr(x))
	}
	return out
}

// condVar is the variable a case condition constrains: the left side of
// its equality, under a negation.
func condVar(x *proofgen.Expr) string {
	if x.Op == proofgen.XNot && len(x.Args) == 1 {
		x = x.Args[0]
	}
	if x.Op == proofgen.XEq && len(x.Args) == 2 && x.Args[0].Op == proofgen.XVar {
		return x.Args[0].Name
	}
	return expr(x)
}

// caseSplit writes the proof of a lemma by its case tree below n: a
// consider of n's children, proved by propositional logic with equality
// (argo; the ranges of enum and fixed-range parameters are finite sets,
// unfolded for it first; blast is the fallback), then each child, a leaf
// by leafProof with the facts of its path, an inner node by its own
// consider. facts: the names of the facts that hold at n ("a v1 ").
func caseSplit(b *strings.Builder, n *caseNode, facts, ind string, leafProof func(c *proofgen.Case, facts, ind string)) {
	alts := make([]string, len(n.kids))
	for i, k := range n.kids {
		alts[i] = "(" + k.name + ") " + quoteAll(k.conds)
	}
	using := ""
	if facts != "" {
		using = "using " + facts
	}
	fmt.Fprintf(b, "%sconsider %s\n%s  %sby (argo | (simp only: insert_iff empty_iff, argo) | blast)\n%sthen show ?thesis\n%sproof cases\n",
		ind, strings.Join(alts, " | "), ind, using, ind, ind)
	for i, k := range n.kids {
		if i > 0 {
			fmt.Fprintf(b, "%snext\n", ind)
		}
		fmt.Fprintf(b, "%s  case %s\n", ind, k.name)
		if k.leaf != nil {
			leafProof(k.leaf, facts+k.name+" ", ind+"  ")
		} else {
			caseSplit(b, k, facts+k.name+" ", ind+"  ", leafProof)
		}
	}
	fmt.Fprintf(b, "%sqed\n", ind)
}
