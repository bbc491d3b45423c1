package invfinder

import (
	"path/filepath"
	"strings"
	"testing"

	"paraverify/internal/testdirs"
	"paraverify/invfinder/formula"
	"paraverify/murphi/check"
	"paraverify/murphi/mc"
	"paraverify/murphi/mc/oracle"
)

// instances lists every assignment of distinct values to the parameters.
func instances(inv *formula.Inv) [][]int64 {
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
func leafName(t *formula.Term, vals []int64) string {
	var b strings.Builder
	b.WriteString(t.Var)
	for _, s := range t.Sels {
		switch {
		case s.Index == nil:
			b.WriteString("." + s.Field)
		case s.Index.Kind == formula.TParam:
			b.WriteString("[" + check.FormatValue(s.Index.Type, vals[s.Index.Param-1]) + "]")
		default:
			b.WriteString("[" + s.Index.String() + "]")
		}
	}
	return b.String()
}

// badReachable reports whether some reachable state (in o) satisfies an
// instance of inv's bad cube.
func badReachable(t *testing.T, o *oracle.Oracle, inv *formula.Inv) bool {
	t.Helper()
	for _, vals := range instances(inv) {
		var lits []oracle.Literal
		for _, l := range inv.Bad {
			leaf, ok := o.Leaf(leafName(l.L, vals))
			if !ok {
				t.Fatalf("no component %s", leafName(l.L, vals))
			}
			a := oracle.Atom{Leaf: leaf, Other: -1}
			switch l.R.Kind {
			case formula.TConst:
				a.Value = l.R.Val
			case formula.TParam:
				a.Value = vals[l.R.Param-1]
			case formula.TVar:
				a.Other, ok = o.Leaf(leafName(l.R, vals))
				if !ok {
					t.Fatalf("no component %s", leafName(l.R, vals))
				}
			}
			lits = append(lits, oracle.Literal{Atom: a, Neg: l.Neg})
		}
		if ok, _, _ := o.Exists(lits); ok {
			return true
		}
	}
	return false
}

func explore(t *testing.T, m *check.Model) *oracle.Oracle {
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
		invs, err := formula.Invariants(m)
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
		invs, err := formula.Invariants(m)
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
