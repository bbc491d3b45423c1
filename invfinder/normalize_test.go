package invfinder

import (
	"path/filepath"
	"strings"
	"testing"

	"paraverify/internal/testdirs"
	"paraverify/internal/testmodel"
	"paraverify/murphi/check"
	"paraverify/murphi/mc"
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
	} {
		m := loadModel(t, testdirs.SharedModel(tc.model), nil)
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

// instances lists every assignment of distinct values to the parameters.
func instances(inv *Inv) [][]int64 {
	var out [][]int64
	var rec func(i int, cur []int64)
	rec = func(i int, cur []int64) {
		if i == len(inv.Params) {
			out = append(out, append([]int64(nil), cur...))
			return
		}
	values:
		for _, v := range check.Values(inv.Params[i]) {
			for j, w := range cur {
				if w == v && inv.Params[j] == inv.Params[i] {
					continue values
				}
			}
			rec(i+1, append(cur, v))
		}
	}
	rec(0, nil)
	return out
}

// leafName prints a state component with parameters replaced by values, as
// the model checker names its leaves.
func leafName(t *Term, vals []int64) string {
	var b strings.Builder
	b.WriteString(t.Var)
	for _, s := range t.Sels {
		switch {
		case s.Index == nil:
			b.WriteString("." + s.Field)
		case s.Index.Kind == TParam:
			b.WriteString("[" + formatConst(s.Index.Type, vals[s.Index.Param-1]) + "]")
		default:
			b.WriteString("[" + s.Index.String() + "]")
		}
	}
	return b.String()
}

// badReachable reports whether some reachable state (in o) satisfies an
// instance of inv's bad cube.
func badReachable(t *testing.T, o *mc.Oracle, inv *Inv) bool {
	t.Helper()
	for _, vals := range instances(inv) {
		var lits []mc.Literal
		for _, l := range inv.Bad {
			leaf, ok := o.Leaf(leafName(l.L, vals))
			if !ok {
				t.Fatalf("no component %s", leafName(l.L, vals))
			}
			a := mc.Atom{Leaf: leaf, Other: -1}
			switch l.R.Kind {
			case TConst:
				a.Value = l.R.Val
			case TParam:
				a.Value = vals[l.R.Param-1]
			case TVar:
				a.Other, ok = o.Leaf(leafName(l.R, vals))
				if !ok {
					t.Fatalf("no component %s", leafName(l.R, vals))
				}
			}
			lits = append(lits, mc.Literal{Atom: a, Neg: l.Neg})
		}
		if ok, _, _ := o.Exists(lits); ok {
			return true
		}
	}
	return false
}

func explore(t *testing.T, m *check.Model) *mc.Oracle {
	t.Helper()
	machine, err := mc.Compile(m)
	if err != nil {
		t.Fatal(err)
	}
	res := machine.Explore(mc.Options{})
	o, err := res.Oracle()
	if err != nil {
		t.Fatalf("%v %s", res.Violation, res.Limit)
	}
	return o
}

// TestNormalFormsHold checks on the reachable states of small instances
// that no instance of a normalized invariant's bad cube is reachable, and on
// buggy models that the violated property's bad cube is.
func TestNormalFormsHold(t *testing.T) {
	for _, tc := range []struct {
		path   string
		consts map[string]int64
	}{
		{testdirs.SharedModel("mutualEx.m"), map[string]int64{"clientNUMS": 3}},
		{testdirs.SharedModel("mesi.m"), map[string]int64{"clientNUMS": 3}},
		{testdirs.SharedModel("moesi.m"), map[string]int64{"num_clients": 3}},
		{testdirs.SharedModel("germanish.m"), map[string]int64{"clientNum": 3}},
		{testdirs.SharedModel("german.m"), map[string]int64{"NODE_NUM": 2}},
		{testdirs.SharedModel("german_chou.m"), map[string]int64{"NODE_NUM": 3}},
		{filepath.Join(testdirs.Protocols(), "german_lite.m"), nil},
		{filepath.Join(testdirs.Protocols(), "peterson.m"), nil},
	} {
		m := loadModel(t, tc.path, tc.consts)
		invs, err := Invariants(m)
		if err != nil {
			t.Fatal(err)
		}
		o := explore(t, m)
		for _, inv := range invs {
			if badReachable(t, o, inv) {
				t.Errorf("%s: %s is violated in a reachable state", filepath.Base(tc.path), inv)
			}
		}
	}
	for _, tc := range []struct {
		bug, property string
		consts        map[string]int64
	}{
		{"german_lite_bug_excl.m", "Coherence", map[string]int64{"NODE_NUM": 2}},
		{"peterson_bug_turn.m", "Mutex", nil},
	} {
		m := loadModel(t, filepath.Join(testdirs.Protocols(), tc.bug), tc.consts)
		invs, err := Invariants(m)
		if err != nil {
			t.Fatal(err)
		}
		m.Invariants = nil // explore the whole reachable set
		machine, err := mc.Compile(m)
		if err != nil {
			t.Fatal(err)
		}
		res := machine.Explore(mc.Options{})
		o, err := res.Oracle()
		if err != nil {
			t.Fatal(err)
		}
		found := false
		for _, inv := range invs {
			if inv.Name == tc.property && badReachable(t, o, inv) {
				found = true
			}
		}
		if !found {
			t.Errorf("%s: no normalized form of %s is violated", tc.bug, tc.property)
		}
	}
}

func TestUnsupportedProperty(t *testing.T) {
	src := "type N : scalarset(2);\nvar a : array [N] of boolean;\nstartstate for i : N do a[i] := false end end;\n" +
		"invariant \"e\" exists i : N do !a[i] end;\n"
	f, _ := parser.ParseFile("t.m", []byte(src))
	m, errs := check.Check(f, nil)
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	_, err := Invariants(m)
	if err == nil || !strings.Contains(err.Error(), "t.m:4:15: unsupported in a property") {
		t.Errorf("got %v", err)
	}
}
