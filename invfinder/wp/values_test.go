package wp

import (
	"path/filepath"
	"testing"

	"paraverify/internal/testdirs"
	"paraverify/internal/testmodel"
	"paraverify/invfinder/formula"
)

// TestMergeValues: disjuncts comparing one component with constants of an
// enum or boolean type become the disequalities from the values none
// admits (ST = {I, S, E} in exists_disjunct.m); other disjuncts stay, and
// a disjunction that admits every value always holds.
func TestMergeValues(t *testing.T) {
	m := testmodel.Load(t, filepath.Join(testdirs.Protocols(), "exists_disjunct.m"), nil)
	node, st := nodeAndST(t, m)
	if node == nil || st == nil {
		t.Fatal("no NODE, no ST")
	}
	comp := func(name string) *formula.Term {
		return &formula.Term{Kind: formula.TVar, Var: name, Sels: []formula.Sel{{Index: formula.Bound(node)}}, Type: st}
	}
	val := func(v int64) *formula.Term { return &formula.Term{Kind: formula.TConst, Type: st, Val: v} }
	I, S, E := int64(0), int64(1), int64(2)
	is := func(name string, v int64) *formula.Form {
		return formula.LitForm(formula.Lit{L: comp(name), R: val(v)})
	}
	isnt := func(name string, v int64) *formula.Form {
		return formula.LitForm(formula.Lit{L: comp(name), R: val(v), Neg: true})
	}
	p1 := &formula.Term{Kind: formula.TParam, Type: node, Param: 1}
	j := formula.LitForm(formula.Lit{L: formula.Bound(node), R: p1})
	for _, tc := range []struct {
		name string
		args []*formula.Form
		want string // the disjuncts left, "all" when always true
	}{
		{"two values", []*formula.Form{is("dir", I), is("dir", S)}, "[dir[V] != E]"},
		{"one value stays", []*formula.Form{is("dir", I), j}, "[dir[V] = I V = P1]"},
		{"one value of each of two components", []*formula.Form{is("dir", I), is("cache", S)}, "[dir[V] = I cache[V] = S]"},
		{"a disequality admits the rest", []*formula.Form{isnt("dir", E), is("dir", I)}, "[dir[V] != E]"},
		{"every value", []*formula.Form{is("dir", I), is("dir", S), is("dir", E)}, "all"},
		{"a value and its negation", []*formula.Form{is("dir", S), isnt("dir", S)}, "all"},
		{"two values and a comparison of the variable", []*formula.Form{j, is("dir", S), is("dir", E)}, "[V = P1 dir[V] != I]"},
	} {
		out, all := mergeValues(tc.args)
		got := "all"
		if !all {
			got = formatForms(out)
		}
		if got != tc.want {
			t.Errorf("%s: %s, want %s", tc.name, got, tc.want)
		}
	}
}

func formatForms(fs []*formula.Form) string {
	s := "["
	for i, f := range fs {
		if i > 0 {
			s += " "
		}
		s += f.String()
	}
	return s + "]"
}
