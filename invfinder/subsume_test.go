package invfinder

import (
	"fmt"
	"strings"
	"testing"

	"paraverify/internal/testdirs"
	"paraverify/invfinder/evidence"
	"paraverify/invfinder/formula"
	"paraverify/invfinder/implication"
	"paraverify/invfinder/smt"
	"paraverify/murphi/check"
)

// cubeBuilder makes small invariants over c : array [NODE] of S (enum
// {I, S, E}), b : boolean, p : NODE for the subsumption tests.
type cubeBuilder struct {
	node *check.ScalarsetType
	st   *check.EnumType
}

func newCubeBuilder() *cubeBuilder {
	return &cubeBuilder{node: &check.ScalarsetType{Name: "NODE", Size: 3}, st: &check.EnumType{Name: "S", Values: []string{"I", "S", "E"}}}
}

func (cb *cubeBuilder) param(p int) *formula.Term {
	return &formula.Term{Kind: formula.TParam, Type: cb.node, Param: p}
}

// lit parses "c[1] = E", "c[2] != I", "b != true", "b = false",
// "p = 1", "p != 2", "p != undefined" (numbers are parameters).
func (cb *cubeBuilder) lit(t *testing.T, s string) formula.Lit {
	t.Helper()
	f := strings.Fields(s)
	if len(f) != 3 {
		t.Fatalf("bad literal %q", s)
	}
	var l formula.Lit
	l.Neg = f[1] == "!="
	switch {
	case strings.HasPrefix(f[0], "c["):
		var p int
		fmt.Sscanf(f[0], "c[%d]", &p)
		l.L = &formula.Term{Kind: formula.TVar, Var: "c", Type: cb.st, Sels: []formula.Sel{{Index: cb.param(p)}}}
		for v, name := range cb.st.Values {
			if name == f[2] {
				l.R = &formula.Term{Kind: formula.TConst, Type: cb.st, Val: int64(v)}
			}
		}
	case f[0] == "b":
		l.L = &formula.Term{Kind: formula.TVar, Var: "b", Type: check.Bool}
		l.R = &formula.Term{Kind: formula.TConst, Type: check.Bool, Val: map[string]int64{"false": 0, "true": 1}[f[2]]}
	case f[0] == "p":
		l.L = &formula.Term{Kind: formula.TVar, Var: "p", Type: cb.node}
		if f[2] == "undefined" {
			l.R = &formula.Term{Kind: formula.TConst, Type: cb.node, Undef: true}
		} else {
			var p int
			fmt.Sscanf(f[2], "%d", &p)
			l.R = cb.param(p)
		}
	}
	if l.R == nil {
		t.Fatalf("bad literal %q", s)
	}
	return l
}

// inv makes the invariant over k NODE parameters whose bad cube is the
// literals separated by " & ".
func (cb *cubeBuilder) inv(t *testing.T, k int, cube string) *formula.Inv {
	t.Helper()
	inv := &formula.Inv{}
	for range k {
		inv.Params = append(inv.Params, check.Type(cb.node))
	}
	for _, s := range strings.Split(cube, " & ") {
		inv.Bad = append(inv.Bad, cb.lit(t, s))
	}
	c, _ := inv.Canonical()
	return c
}

// TestImplies: an invariant implies another when, for some renaming of
// its parameters, each of its literals is implied by one of the other's
// (the other's bad cube is smaller); the renaming is returned.
func TestImplies(t *testing.T) {
	cb := newCubeBuilder()
	for _, tc := range []struct {
		ks, kw  int
		s, w    string
		implies bool
		sigma   string
	}{
		// the same cube
		{1, 1, "c[1] = E & b = true", "c[1] = E & b = true", true, "[1]"},
		// x != true is implied by x = false: !(A & x != true) implies !(A & x = false)
		{1, 1, "c[1] = E & b != true", "c[1] = E & b = false", true, "[1]"},
		{1, 1, "c[1] = E & b = false", "c[1] = E & b != true", false, ""},
		// State != I & State != S implied by State = E
		{1, 1, "c[1] != I & c[1] != S & b = true", "c[1] = E & b = true", true, "[1]"},
		{1, 1, "c[1] = E & b = true", "c[1] != I & c[1] != S & b = true", false, ""},
		// a sub-cube: fewer literals, fewer parameters
		{1, 2, "c[1] = E", "c[1] = S & c[2] = E", true, "[1]"}, // w canonical: c[P1] = E & c[P2] = S
		{2, 1, "c[1] = E & c[2] = E", "c[1] = E", false, ""},
		// distinct parameters: p = P1 implies p != P2
		{2, 2, "c[1] = E & p != 2", "c[1] = E & p = 1", true, "[1 2]"},
		{2, 2, "c[1] = E & p != 1", "c[1] = E & p = 1", false, ""},
		{2, 2, "c[1] = E & p != 2", "c[2] = E & p = 1", false, ""},
		// undefined is no parameter's value
		{1, 1, "c[1] = E & p != undefined", "c[1] = E & p = 1", true, "[1]"},
		// different values of one component do not imply each other
		{1, 1, "c[1] = S", "c[1] = E", false, ""},
		{1, 1, "c[1] != S", "c[1] != E", false, ""},
	} {
		s, w := cb.inv(t, tc.ks, tc.s), cb.inv(t, tc.kw, tc.w)
		sigma, ok := implication.Implies(s, w)
		if ok != tc.implies || (ok && fmt.Sprint(sigma) != tc.sigma) {
			t.Errorf("implication.Implies(%s, %s) = %v %v, want %v %s", s, w, sigma, ok, tc.implies, tc.sigma)
		}
	}
}

// TestTypedKey: invariants that differ only in the dress of literals over
// booleans and enums share a typed key; others do not.
func TestTypedKey(t *testing.T) {
	cb := newCubeBuilder()
	for _, tc := range []struct {
		a, b string
		same bool
	}{
		{"c[1] = E & b != true", "c[1] = E & b = false", true},
		{"c[1] != I & c[1] != S & b = true", "c[1] = E & b = true", true},
		{"c[1] != I & b = true", "c[1] = E & b = true", false},
		{"c[1] = E & b != true", "c[1] = E & b = true", false},
		// a symmetric type's values are not enumerated
		{"c[1] = E & p != 2", "c[1] = E & p = 1", false},
	} {
		a, b := cb.inv(t, 2, tc.a), cb.inv(t, 2, tc.b)
		if same := implication.TypedKey(a) == implication.TypedKey(b); same != tc.same {
			t.Errorf("implication.TypedKey(%s) == implication.TypedKey(%s): %v, want %v", a, b, same, tc.same)
		}
	}
}

// TestFindTablesCanonical: on the benchmark models the tool closes in the
// test suite, no invariant of the table is implied by another one, no two
// say the same in different dress, every property is stated, and the
// table still verifies. German's counts before this (57, German Chou 67)
// drop to 50 each (paraVerifier: 52 for German).
func TestFindTablesCanonical(t *testing.T) {
	for _, tc := range []struct {
		model  string
		consts map[string]int64
		invs   int
	}{
		{"mutualEx.m", map[string]int64{"clientNUMS": 2}, 5},
		{"german.m", map[string]int64{"NODE_NUM": 2}, 50},
		{"german_chou.m", map[string]int64{"NODE_NUM": 2}, 50},
	} {
		m := loadModel(t, testdirs.SharedModel(tc.model), tc.consts)
		z3, err := smt.NewZ3(smt.Options{})
		if err != nil {
			t.Fatal(err)
		}
		solver := smt.NewCache(z3)
		res, err := Find(m, evidence.NewReach(reference(t, m), m), solver, Options{})
		if err != nil {
			t.Fatalf("%s: %v", tc.model, err)
		}
		if len(res.Invs) != tc.invs {
			t.Errorf("%s: %d invariants, want %d", tc.model, len(res.Invs), tc.invs)
		}
		if err := Verify(m, res, solver); err != nil {
			t.Fatalf("%s: %v", tc.model, err)
		}
		checkCanonical(t, tc.model, res)
	}
}

// checkCanonical fails the test when an auxiliary invariant of res is
// implied by another invariant, or two invariants say the same in
// different dress.
func checkCanonical(t *testing.T, model string, res *Result) {
	t.Helper()
	keys := map[string]int{}
	for i, f := range res.Invs {
		tk := implication.TypedKey(f.Inv)
		if j, ok := keys[tk]; ok {
			t.Errorf("%s: invariants %d and %d say the same: %s, %s", model, j+1, i+1, res.Invs[j].Inv, f.Inv)
		}
		keys[tk] = i
		for j, g := range res.Invs {
			if _, ok := implication.Implies(g.Inv, f.Inv); ok && i != j && !strings.HasPrefix(f.Origin, "property ") {
				t.Errorf("%s: invariant %d %s implies invariant %d %s", model, j+1, g.Inv, i+1, f.Inv)
			}
		}
	}
}

// TestVerifyRejectsMissingProperty: a table that does not state a property
// (its invariant replaced by a weaker one, or gone) is refused, and a
// stronger one is accepted as stating it.
func TestVerifyRejectsMissingProperty(t *testing.T) {
	m := loadModel(t, testdirs.SharedModel("mutualEx.m"), map[string]int64{"clientNUMS": 2})
	solver := smt.NewCache(&smt.Brute{IntLo: -1, IntHi: 6})
	res, err := Find(m, evidence.NewReach(reference(t, m), m), solver, Options{})
	if err != nil {
		t.Fatal(err)
	}
	// The property is !(n[P1] = C & n[P2] = C); drop its invariant and
	// the relations that name it.
	bad := &Result{Invs: res.Invs[1:]}
	for _, r := range res.Relations {
		if r.Inv == 0 || r.Aux == 0 {
			continue
		}
		r.Inv--
		if r.Aux > 0 {
			r.Aux--
		}
		bad.Relations = append(bad.Relations, r)
	}
	if err := Verify(m, bad, solver); err == nil || !strings.Contains(err.Error(), "implies the property") {
		t.Errorf("a table without the property: %v", err)
	}
	if s, _ := stronger(res, res.Invs[0].Inv, -1, nil); s != 0 {
		t.Errorf("the property's own invariant does not state it: %d", s)
	}
}
