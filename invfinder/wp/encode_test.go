package wp

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"paraverify/internal/testdirs"
	"paraverify/internal/testmodel"
	"paraverify/invfinder/formula"
	"paraverify/invfinder/smt"
	"paraverify/murphi/check"
)

// TestQuantifiedLiterals: asserted, a quantified literal gives its
// instances at the values a query names; negated, it has a witness beyond
// them, so "dir[P1] != E" does not imply "forall V: dir[V] != E" (the
// witness may be another node), and excluded values are not instances.
func TestQuantifiedLiterals(t *testing.T) {
	m := testmodel.Load(t, filepath.Join(testdirs.Protocols(), "exists_owner.m"), nil)
	mf := formula.FactsOf(m)
	node, st := nodeAndST(t, m)
	if node == nil || st == nil || !mf.Sym[node] {
		t.Fatal("no symmetric NODE, no ST")
	}
	dir := func(i *formula.Term) *formula.Term {
		return &formula.Term{Kind: formula.TVar, Var: "dir", Sels: []formula.Sel{{Index: i}}, Type: st}
	}
	e := &formula.Term{Kind: formula.TConst, Type: st, Val: 1} // E
	p1 := &formula.Term{Kind: formula.TParam, Type: node, Param: 1}
	lit := func(t *formula.Term, neg bool) *formula.Form {
		return &formula.Form{Op: 'l', Lit: formula.Lit{L: dir(t), R: e, Neg: neg}}
	}
	all := func(excl ...*formula.Term) *formula.Form {
		q := &formula.Quant{Type: node}
		for _, x := range excl {
			q = q.Without(x)
		}
		return &formula.Form{Op: 'l', Lit: formula.Lit{L: dir(formula.Bound(node)), R: e, Neg: true, All: q}}
	}
	z, err := smt.NewZ3(smt.Options{})
	if err != nil {
		t.Fatal(err)
	}
	// unsat reports whether the conjunction of the formulas (the negated
	// ones negated) is unsatisfiable.
	unsat := func(pos []*formula.Form, neg []*formula.Form) bool {
		return unsatisfiable(t, z, mf.Sym, pos, neg)
	}
	for _, tc := range []struct {
		name     string
		pos, neg []*formula.Form
		unsat    bool
	}{
		{"forall and an instance violated", []*formula.Form{all(), lit(p1, false)}, nil, true},
		{"forall but P1 and P1 violated", []*formula.Form{all(p1), lit(p1, false)}, nil, false},
		{"an instance does not imply the forall", []*formula.Form{lit(p1, true)}, []*formula.Form{all()}, false},
		{"forall implies itself", []*formula.Form{all()}, []*formula.Form{all()}, true},
		{"forall implies forall but P1", []*formula.Form{all()}, []*formula.Form{all(p1)}, true},
		{"forall but P1 does not imply forall", []*formula.Form{all(p1)}, []*formula.Form{all()}, false},
		{"forall but P1 and P1 imply forall", []*formula.Form{all(p1), lit(p1, true)}, []*formula.Form{all()}, true},
		// an existential literal (a guard's exists) has a witness
		{"exists contradicts forall not", []*formula.Form{formula.Not(all()), all()}, nil, true},
		{"exists alone", []*formula.Form{formula.Not(all())}, nil, false},
		{"exists and P1 not: the witness is another node", []*formula.Form{formula.Not(all()), lit(p1, true)}, nil, false},
		{"exists but P1 and forall but P1 not", []*formula.Form{formula.Not(all(p1)), all(p1)}, nil, true},
		{"exists but P1 does not contradict P1 only", []*formula.Form{formula.Not(all(p1)), lit(p1, false)}, nil, false},
		{"forall and the negation of exists: consistent", []*formula.Form{all()}, []*formula.Form{formula.Not(all())}, false},
	} {
		if got := unsat(tc.pos, tc.neg); got != tc.unsat {
			t.Errorf("%s: unsat %v, want %v", tc.name, got, tc.unsat)
		}
	}
}

// TestQuantifiedThroughLoops: a loop over the node type assigns
// components at values no term denotes, so a quantified literal over them
// is not carried through it (its precondition is true: weaker, sound),
// while a quantified literal over other components is.
func TestQuantifiedThroughLoops(t *testing.T) {
	src := `const N : 2;
type NODE : scalarset(N); ST : enum { I, E };
var dir : array [NODE] of ST; other : array [NODE] of ST;
startstate for i : NODE do dir[i] := I; other[i] := I; end; end;
rule "SetAll" true ==> for j : NODE do dir[j] := E; end; end;
ruleset i : NODE do rule "Only" forall j : NODE do j = i | dir[j] = I end ==> dir[i] := E; end; end;
ruleset i : NODE do rule "Drop" true ==> dir[i] := I; if forall j : NODE do dir[j] = I end then other[i] := E; end; end; end;
invariant "x" forall i : NODE do dir[i] = I | other[i] = I end;
`
	path := filepath.Join(t.TempDir(), "loop.m")
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	m := testmodel.Load(t, path, nil)
	mf := formula.FactsOf(m)
	node, st := nodeAndST(t, m)
	all := func(v string) formula.Lit {
		return formula.Lit{L: &formula.Term{Kind: formula.TVar, Var: v, Sels: []formula.Sel{{Index: formula.Bound(node)}}, Type: st},
			R: &formula.Term{Kind: formula.TConst, Type: st, Val: 1}, Neg: true, All: &formula.Quant{Type: node}}
	}
	in := formula.RuleInstance{Rule: m.Rules[0]}
	_, pre, touches, err := Rule(m, mf, in, nil, formula.Cube{all("dir")})
	if err != nil || !touches || pre.Op != 't' {
		t.Errorf("forall V: dir[V] != E after the loop: %v, touches %v, %v", pre, touches, err)
	}
	_, pre, touches, err = Rule(m, mf, in, nil, formula.Cube{all("other")})
	if err != nil || touches || pre.String() != all("other").String() {
		t.Errorf("forall V: other[V] != E after the loop: %v, touches %v, %v", pre, touches, err)
	}
	// a guard quantifier with an exclusion: j = i | dir[j] = I
	only := formula.RuleInstance{Rule: m.Rules[1], Args: []formula.Arg{{Inv: 1}}}
	guard, _, _, err := Rule(m, mf, only, []check.Type{node}, nil)
	if err != nil || !strings.Contains(guard.String(), "(forall V : NODE do V != P1 -> dir[V] = I end)") {
		t.Errorf("guard of Only: %v (%v)", guard, err)
	}
	// a condition after an assignment to the quantified components: the
	// value assigned (dir[P1] = I) is decided, the others are the forall
	drop := formula.RuleInstance{Rule: m.Rules[2], Args: []formula.Arg{{Inv: 1}}}
	other := formula.Lit{L: &formula.Term{Kind: formula.TVar, Var: "other", Sels: []formula.Sel{{Index: &formula.Term{Kind: formula.TParam, Type: node, Param: 1}}}, Type: st},
		R: &formula.Term{Kind: formula.TConst, Type: st, Val: 1}}
	_, pre, _, err = Rule(m, mf, drop, []check.Type{node}, formula.Cube{other})
	if err != nil || !strings.Contains(pre.String(), "(forall V : NODE do V != P1 -> dir[V] = I end)") {
		t.Errorf("wp of Drop: %v (%v)", pre, err)
	}
}

// unsatisfiable reports whether the conjunction of the formulas pos and
// the negations of the formulas neg is unsatisfiable.
func unsatisfiable(t *testing.T, z smt.Solver, sym map[check.Type]bool, pos, neg []*formula.Form) bool {
	t.Helper()
	enc := NewEncoder(sym)
	var ts []*smt.Term
	for _, f := range neg {
		ts = append(ts, enc.NotForm(f))
	}
	for _, f := range pos {
		ts = append(ts, enc.Form(f))
	}
	if enc.Err() != nil {
		t.Fatal(enc.Err())
	}
	ok, err := z.Valid(smt.Not(enc.Assume(smt.And(ts...))))
	if err != nil {
		t.Fatal(err)
	}
	return ok
}

// nodeAndST returns the model's types NODE and ST.
func nodeAndST(t *testing.T, m *check.Model) (node, st check.Type) {
	return testmodel.Type(t, m, "NODE"), testmodel.Type(t, m, "ST")
}

// TestQuantifiedStateExclusion: a quantifier whose body excludes the
// value of a state component (`j = src | dir[j] = I`, German 2004's
// upgrade completion) is a quantified literal with that component
// excluded; carried through an assignment to the quantified components
// at P1, the instance at P1 holds unless src is P1; carried through an
// assignment to the component, the exclusion follows it. Z3 reads the
// exclusion as "V is not src's value", whatever that value is.
func TestQuantifiedStateExclusion(t *testing.T) {
	src := `const N : 3;
type NODE : scalarset(N); ST : enum { I, E };
var dir : array [NODE] of ST; other : array [NODE] of ST; src : NODE; last : NODE;
startstate for i : NODE do dir[i] := I; other[i] := I; end; src := last; end;
ruleset i : NODE do rule "Grant" i = src & forall j : NODE do j = src | dir[j] = I end ==> other[i] := E; end; end;
ruleset i : NODE do rule "Ack" true ==> dir[i] := E; if forall j : NODE do j != src -> dir[j] = I end then other[i] := E; end; end; end;
ruleset i : NODE do rule "Move" true ==> src := i; if forall j : NODE do j != src -> dir[j] = I end then other[i] := E; end; end; end;
ruleset i : NODE do rule "Last" true ==> src := last; if forall j : NODE do j != src -> dir[j] = I end then other[i] := E; end; end; end;
invariant "x" forall i : NODE do dir[i] = I | other[i] = I end;
`
	path := filepath.Join(t.TempDir(), "excl.m")
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	m := testmodel.Load(t, path, nil)
	mf := formula.FactsOf(m)
	node, st := nodeAndST(t, m)
	p1 := &formula.Term{Kind: formula.TParam, Type: node, Param: 1}
	other := formula.Lit{L: &formula.Term{Kind: formula.TVar, Var: "other", Sels: []formula.Sel{{Index: p1}}, Type: st},
		R: &formula.Term{Kind: formula.TConst, Type: st, Val: 1}}
	guard, _, _, err := Rule(m, mf, formula.RuleInstance{Rule: m.Rules[0], Args: []formula.Arg{{Inv: 1}}}, []check.Type{node}, nil)
	if err != nil || !strings.Contains(guard.String(), "(forall V : NODE do V != src -> dir[V] = I end)") {
		t.Errorf("guard of Grant: %v (%v)", guard, err)
	}
	for _, tc := range []struct {
		rule int
		want string
	}{
		// dir[P1] := E: the instance at P1 holds only when src is P1
		{1, "(P1 = src) & ((forall V : NODE do V != P1 & V != src -> dir[V] = I end))"},
		// src := P1: P1 is excluded
		{2, "(forall V : NODE do V != P1 -> dir[V] = I end)"},
		// src := last: last is excluded
		{3, "(forall V : NODE do V != last -> dir[V] = I end)"},
	} {
		in := formula.RuleInstance{Rule: m.Rules[tc.rule], Args: []formula.Arg{{Inv: 1}}}
		_, pre, _, err := Rule(m, mf, in, []check.Type{node}, formula.Cube{other})
		if err != nil || !strings.Contains(pre.String(), tc.want) {
			t.Errorf("wp of %s: %v (%v), want it to contain %s", m.Rules[tc.rule].Name, pre, err, tc.want)
		}
	}

	// Z3: forall V != src: dir[V] != E, with dir[P1] = E, means src = P1.
	dir := func(i *formula.Term) *formula.Term {
		return &formula.Term{Kind: formula.TVar, Var: "dir", Sels: []formula.Sel{{Index: i}}, Type: st}
	}
	srcT := &formula.Term{Kind: formula.TVar, Var: "src", Type: node}
	e := &formula.Term{Kind: formula.TConst, Type: st, Val: 1}
	lit := func(l, r *formula.Term, neg bool) *formula.Form {
		return &formula.Form{Op: 'l', Lit: formula.Lit{L: l, R: r, Neg: neg}}
	}
	all := (&formula.Quant{Type: node}).Without(srcT)
	q := &formula.Form{Op: 'l', Lit: formula.Lit{L: dir(formula.Bound(node)), R: e, Neg: true, All: all}}
	qAll := &formula.Form{Op: 'l', Lit: formula.Lit{L: dir(formula.Bound(node)), R: e, Neg: true, All: &formula.Quant{Type: node}}}
	z, err := smt.NewZ3(smt.Options{})
	if err != nil {
		t.Fatal(err)
	}
	valid := func(hyp []*formula.Form, concl *formula.Form) bool {
		return unsatisfiable(t, z, mf.Sym, hyp, []*formula.Form{concl})
	}
	for _, tc := range []struct {
		name  string
		hyp   []*formula.Form
		concl *formula.Form
		valid bool
	}{
		{"forall but src, dir[P1] = E: src = P1", []*formula.Form{q, lit(dir(p1), e, false)}, lit(srcT, p1, false), true},
		{"forall but src: dir[P1] = I", []*formula.Form{q}, lit(dir(p1), e, true), false},
		{"forall but src, src != P1: dir[P1] = I", []*formula.Form{q, lit(srcT, p1, true)}, lit(dir(p1), e, true), true},
		{"forall implies forall but src", []*formula.Form{qAll}, q, true},
		{"forall but src does not imply forall", []*formula.Form{q}, qAll, false},
		{"forall but src and dir[src] = I imply forall", []*formula.Form{q, lit(dir(srcT), e, true)}, qAll, false}, // dir[src] is a component of its own to Z3: weaker, never wrong
		{"forall but src: another value's witness", []*formula.Form{q, lit(srcT, p1, false)}, lit(dir(p1), e, true), false},
	} {
		if got := valid(tc.hyp, tc.concl); got != tc.valid {
			t.Errorf("%s: valid %v, want %v", tc.name, got, tc.valid)
		}
	}
}
