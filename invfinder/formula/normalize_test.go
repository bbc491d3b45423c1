package formula

import (
	"path/filepath"
	"strings"
	"testing"

	"paraverify/internal/testdirs"
	"paraverify/internal/testmodel"
	"paraverify/murphi/check"
	"paraverify/murphi/parser"
)

func loadModel(t *testing.T, path string, consts map[string]int64) *check.Model {
	return testmodel.Load(t, path, consts)
}

func TestNormalForms(t *testing.T) {
	for _, tc := range []struct {
		model string
		want  []string
	}{
		{"mutualEx.m", []string{
			"forall P1 : client do forall P2 : client do P1 != P2 -> !(n[P1] = C & n[P2] = C) end end"}},
		{"german.m", []string{
			"forall P1 : NODE do forall P2 : NODE do P1 != P2 -> !(Cache[P1].State = E & Cache[P2].State = E) end end",
			"!(AuxData != MemData & ExGntd = false)",
			"forall P1 : NODE do !(AuxData != Cache[P1].Data & Cache[P1].State != I) end"}},
		{"german_chou.m", []string{
			"forall P1 : NODE do forall P2 : NODE do P1 != P2 -> !(Cache[P1].State != I & Cache[P2].State = E) end end",
			"forall P1 : NODE do forall P2 : NODE do P1 != P2 -> !(Cache[P1].State != I & Cache[P1].State != S & Cache[P2].State = S) end end",
			"!(AuxData != MemData & ExGntd = false)",
			"forall P1 : NODE do !(AuxData != Cache[P1].Data & Cache[P1].State != I) end"}},
		{"flash_nodata.m", []string{
			"forall P1 : NODE do forall P2 : NODE do P1 != P2 -> !(Sta.Proc[P1].CacheState = CACHE_E & Sta.Proc[P2].CacheState = CACHE_E) end end",
			"forall P1 : NODE do !(Sta.HomeProc.CacheState = CACHE_E & Sta.Proc[P1].CacheState = CACHE_E) end"}},
		// on[n] = !off[n] is on[n] != off[n]
		{"protocols/bool_neg.m", []string{"forall P1 : Node do !(off[P1] = on[P1]) end"}},
	} {
		path := testdirs.SharedModel(tc.model)
		if strings.HasPrefix(tc.model, "protocols/") {
			path = filepath.Join(testdirs.Root(), tc.model)
		}
		m := loadModel(t, path, nil)
		invs, err := Invariants(m)
		if err != nil {
			t.Fatalf("%s: %v", tc.model, err)
		}
		var got []string
		for _, inv := range invs {
			got = append(got, inv.String())
		}
		if strings.Join(got, "\n") != strings.Join(tc.want, "\n") {
			t.Errorf("%s:\ngot\n  %s\nwant\n  %s", tc.model, strings.Join(got, "\n  "), strings.Join(tc.want, "\n  "))
		}
	}
}

func TestCanonicalKey(t *testing.T) {
	node := &check.ScalarsetType{Name: "NODE", Size: 3}
	st := &check.EnumType{Name: "S", Values: []string{"I", "E"}}
	v := func(p int) *Term {
		return &Term{Kind: TVar, Var: "c", Type: st, Sels: []Sel{{Index: &Term{Kind: TParam, Type: node, Param: p}}}}
	}
	e := &Term{Kind: TConst, Type: st, Val: 1}
	i := &Term{Kind: TConst, Type: st, Val: 0}
	a := &Inv{Params: []check.Type{node, node}, Bad: Cube{{L: v(1), R: e}, {L: v(2), R: i, Neg: true}}}
	b := &Inv{Params: []check.Type{node, node}, Bad: Cube{{L: i, R: v(1), Neg: true}, {L: e, R: v(2)}}}
	ca, ka := a.Canonical()
	_, kb := b.Canonical()
	if ka != kb {
		t.Errorf("renamed and reordered invariants differ:\n%s\n%s", ka, kb)
	}
	if got := ca.String(); got != "forall P1 : NODE do forall P2 : NODE do P1 != P2 -> !(c[P1] != I & c[P2] = E) end end" {
		t.Errorf("canonical form %s", got)
	}
}

// propertyInvariants checks the model src (t.m) and returns the normal
// forms of its properties.
func propertyInvariants(t *testing.T, src string) ([]*Inv, error) {
	t.Helper()
	f, _ := parser.ParseFile("t.m", []byte(src))
	m, errs := check.Check(f, nil)
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	return Invariants(m)
}

// TestExistsProperty: an exists over a symmetric type in a property is a
// quantified literal of the normal form when its body is a literal (its
// negation in the bad cube), and refused when the negated body is a
// disjunction.
func TestExistsProperty(t *testing.T) {
	load := func(body string) ([]*Inv, error) {
		return propertyInvariants(t, "type N : scalarset(2);\nvar a : array [N] of boolean;\nstartstate for i : N do a[i] := false end end;\n"+
			"invariant \"e\" exists i : N do "+body+" end;\n")
	}
	invs, err := load("!a[i]")
	if err != nil || len(invs) != 1 || invs[0].String() != "!((forall V : N do a[V] = true end))" {
		t.Errorf("exists i : N do !a[i] end: %v %v", invs, err)
	}
	_, err = load("a[i] & !a[i]")
	if err == nil || !strings.Contains(err.Error(), "t.m:4:15: unsupported in a property") {
		t.Errorf("got %v", err)
	}
}

// TestExistsExcluding: an equation of the quantifier's variable beside
// the body of an exists (`j != i & a[j]`) leaves that value out of the
// quantified literal's range; beside a conjunction of two literals (whose
// negation no quantified literal states) it is refused.
func TestExistsExcluding(t *testing.T) {
	load := func(prop string) ([]*Inv, error) {
		return propertyInvariants(t, "type N : scalarset(3);\nvar a : array [N] of boolean; b : array [N] of boolean;\n"+
			"startstate for i : N do a[i] := false; b[i] := false end end;\n"+
			"invariant \"e\" "+prop+";\n")
	}
	for _, c := range []struct{ prop, want string }{
		{"forall i : N do b[i] | exists j : N do j != i & a[j] end end",
			"forall P1 : N do !((forall V : N do V != P1 -> a[V] != true end) & b[P1] != true) end"},
		{"forall i : N do b[i] | exists j : N do i != j & (a[j] | b[j]) end end",
			// b[P1] joins the literal over the other values of b
			"forall P1 : N do !((forall V : N do V != P1 -> a[V] != true end) & (forall V : N do b[V] != true end)) end"},
		{"forall i : N do forall k : N do i != k -> (b[i] | exists j : N do j != i & j != k & a[j] end) end end",
			"forall P1 : N do forall P2 : N do P1 != P2 -> !((forall V : N do V != P1 & V != P2 -> a[V] != true end) & b[P1] != true) end end"},
	} {
		invs, err := load(c.prop)
		if err != nil || len(invs) != 1 || invs[0].String() != c.want {
			t.Errorf("%s:\ngot  %v %v\nwant %s", c.prop, invs, err, c.want)
		}
	}
	_, err := load("forall i : N do b[i] | exists j : N do j != i & !a[j] & b[j] end end")
	if err == nil || !strings.Contains(err.Error(), "unsupported in a property") {
		t.Errorf("a conjunction of two literals beside the equation: got %v", err)
	}
}

// TestNotQuantified: the negation of a quantified literal is its dual (a
// universal one for an existential one and back), not the literal with
// its comparison flipped.
func TestNotQuantified(t *testing.T) {
	node := &check.ScalarsetType{Name: "NODE", Size: 2}
	st := &check.EnumType{Name: "ST", Values: []string{"I", "E"}}
	dir := &Term{Kind: TVar, Var: "dir", Sels: []Sel{{Index: Bound(node)}}, Type: st}
	e := &Term{Kind: TConst, Type: st, Val: 1}
	p1 := &Term{Kind: TParam, Type: node, Param: 1}
	all := &Form{Op: 'l', Lit: Lit{L: dir, R: e, Neg: true, All: (&Quant{Type: node}).Without(p1)}}
	ex := Not(all)
	if got, want := ex.String(), "(exists V : NODE do V != P1 & dir[V] = E end)"; got != want {
		t.Errorf("not forall: %s, want %s", got, want)
	}
	if got := Not(ex).String(); got != all.String() {
		t.Errorf("not not forall: %s, want %s", got, all)
	}
}

// TestRangeConstants: an integer literal compared with a component of a
// subrange type takes that type (the checker types it integer, and Z3's
// encoding would give it a sort of its own); one outside the subrange
// decides the literal.
func TestRangeConstants(t *testing.T) {
	src := "type C : 0..2; var c : C; b : boolean; startstate begin c := 0; b := false; end;\n" +
		"invariant \"in\" b -> c = 1;\ninvariant \"out\" b -> c != 5;\n"
	invs, err := Invariants(testmodel.FromSource(t, "t.m", src, nil))
	if err != nil {
		t.Fatal(err)
	}
	if len(invs) != 1 || invs[0].String() != "!(b = true & c != 1)" {
		t.Fatalf("got %v, want the one invariant !(b = true & c != 1) (c != 5 always holds)", invs)
	}
	for _, l := range invs[0].Bad {
		if l.L.Var == "c" && l.R.Type != l.L.Type {
			t.Errorf("the literal 1 has type %v, want %v", l.R.Type, l.L.Type)
		}
	}
}
