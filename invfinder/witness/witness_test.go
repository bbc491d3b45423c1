package witness

import (
	"slices"
	"strings"
	"testing"

	"paraverify/invfinder/formula"
	"paraverify/murphi/check"
)

// TestWitnessHelpers: existentials lists the positive existential
// literals that stand as conjuncts (over symmetric types, without
// exclusions), each once; replaceLit replaces a literal wherever it
// stands; scopeTerms lists the parameters of a type and its
// distinguished terms.
func TestWitnessHelpers(t *testing.T) {
	node := &check.ScalarsetType{Size: 3}
	data := &check.SubrangeType{Name: "DATA", Lo: 0, Hi: 1}
	sym := map[check.Type]bool{node: true}
	e := check.Bool
	at := func(typ check.Type, excl ...*formula.Term) formula.Lit {
		bound := formula.Bound(typ)
		return formula.Lit{
			L:   &formula.Term{Kind: formula.TVar, Var: "d", Type: e, Sels: []formula.Sel{{Index: bound}}},
			R:   &formula.Term{Kind: formula.TConst, Type: e, Val: 1},
			All: &formula.Quant{Type: typ, Excl: excl, Exists: true},
		}
	}
	p1 := &formula.Term{Kind: formula.TParam, Type: node, Param: 1}
	x := formula.Lit{L: &formula.Term{Kind: formula.TVar, Var: "x", Type: e}, R: &formula.Term{Kind: formula.TConst, Type: e, Val: 0}}
	ex, exData, exExcl := at(node), at(data), at(node, p1)
	all := ex // the universal literal of the same body
	all.All = &formula.Quant{Type: node}
	tests := []struct {
		name string
		fs   []*formula.Form
		want []string
	}{
		{"conjunct", []*formula.Form{formula.And(litForm(x), litForm(ex))}, []string{ex.String()}},
		{"alone, twice", []*formula.Form{litForm(ex), litForm(ex)}, []string{ex.String()}},
		{"under a disjunction", []*formula.Form{formula.Or(litForm(x), litForm(ex))}, nil},
		{"non-symmetric type", []*formula.Form{litForm(exData)}, nil},
		{"with an excluded parameter", []*formula.Form{litForm(exExcl)}, []string{exExcl.String()}},
		{"universal", []*formula.Form{litForm(all)}, nil},
	}
	for _, tc := range tests {
		var got []string
		for _, l := range Existentials(sym, tc.fs...) {
			got = append(got, l.String())
		}
		if strings.Join(got, ";") != strings.Join(tc.want, ";") {
			t.Errorf("%s: existentials %v, want %v", tc.name, got, tc.want)
		}
	}
	f := formula.Or(formula.And(litForm(x), litForm(ex)), litForm(ex))
	g := ReplaceLit(f, ex.String(), litForm(ex.At(p1)))
	if want := formula.Or(formula.And(litForm(x), litForm(ex.At(p1))), litForm(ex.At(p1))).String(); g.String() != want {
		t.Errorf("replaceLit: %s, want %s", g, want)
	}
	if h := ReplaceLit(f, x.String()+"#", formula.True); h != f {
		t.Errorf("replaceLit of an absent literal: %s", h)
	}
	d := &formula.Term{Kind: formula.TConst, Type: node, Val: 0}
	sp := formula.Special{node: {d}}
	for _, tc := range []struct {
		e    formula.Lit
		want string
	}{
		{ex, "P1,P3," + d.String()},
		{exExcl, "P3," + d.String()}, // exExcl leaves out P1
	} {
		var got []string
		for _, t := range ScopeTerms([]check.Type{node, data, node}, tc.e, sp) {
			got = append(got, t.String())
		}
		if strings.Join(got, ",") != tc.want {
			t.Errorf("scopeTerms of %s: %v, want %s", tc.e, got, tc.want)
		}
	}
	if len(sp[node]) != 1 {
		t.Errorf("scopeTerms changed the distinguished terms: %v", sp[node])
	}
}

// TestUniversalInstances: the universal literals that stand as conjuncts
// of a branch are instantiated at the terms in scope (parameters of the
// type, distinguished terms) but those they exclude; an excluded state
// component makes the instance a disjunction with the equation; an
// instance the branch states already, an existential literal and a
// literal of a non-symmetric type give nothing.
func TestUniversalInstances(t *testing.T) {
	node := &check.ScalarsetType{Size: 3}
	data := &check.SubrangeType{Name: "DATA", Lo: 0, Hi: 1}
	sym := map[check.Type]bool{node: true}
	e := check.Bool
	quant := func(typ check.Type, exists bool, excl ...*formula.Term) formula.Lit {
		return formula.Lit{
			L:   &formula.Term{Kind: formula.TVar, Var: "d", Type: e, Sels: []formula.Sel{{Index: formula.Bound(typ)}}},
			R:   &formula.Term{Kind: formula.TConst, Type: e, Val: 1},
			All: &formula.Quant{Type: typ, Excl: excl, Exists: exists},
		}
	}
	p1 := &formula.Term{Kind: formula.TParam, Type: node, Param: 1}
	p2 := &formula.Term{Kind: formula.TParam, Type: node, Param: 2}
	src := &formula.Term{Kind: formula.TVar, Var: "src", Type: node}
	home := &formula.Term{Kind: formula.TConst, Type: node, Val: 0}
	sp := formula.Special{node: {home}}
	x := formula.Lit{L: &formula.Term{Kind: formula.TVar, Var: "x", Type: e}, R: &formula.Term{Kind: formula.TConst, Type: e, Val: 0}}
	all, allSrc := quant(node, false, p1), quant(node, false, src)
	types := []check.Type{node, node}
	at := func(l formula.Lit, t *formula.Term) *formula.Form { return litForm(l.At(t)) }
	for _, tc := range []struct {
		name string
		br   *formula.Form
		want *formula.Form // nil: nothing to add
	}{
		{"excluded parameter", formula.And(litForm(x), litForm(all)), formula.And(at(all, p2), at(all, home))},
		{"excluded state component", litForm(allSrc),
			formula.And(
				formula.Or(litForm(formula.Lit{L: src, R: p1}), at(allSrc, p1)),
				formula.Or(litForm(formula.Lit{L: src, R: p2}), at(allSrc, p2)),
				formula.Or(litForm(formula.Lit{L: src, R: home}), at(allSrc, home)))},
		{"instances stated", formula.And(litForm(all), at(all, p2), at(all, home)), nil},
		{"one instance stated", formula.And(litForm(all), at(all, home)), at(all, p2)},
		{"existential", litForm(quant(node, true)), nil},
		{"non-symmetric type", litForm(quant(data, false)), nil},
		{"under a disjunction", formula.Or(litForm(x), litForm(all)), nil},
	} {
		got := UniversalInstances(sym, tc.br, types, sp)
		switch {
		case tc.want == nil && got != nil:
			t.Errorf("%s: %s, want nothing", tc.name, got)
		case tc.want != nil && (got == nil || got.String() != tc.want.String()):
			t.Errorf("%s: %v, want %s", tc.name, got, tc.want)
		}
	}
}

// TestValueCases: the cases of a value cover it: undefined, each term in
// scope (with the universal literal there unless it excludes the term),
// and a fresh parameter with the literal there or the term an excluded
// state component.
func TestValueCases(t *testing.T) {
	node := &check.ScalarsetType{Size: 3}
	dir := func(x *formula.Term) *formula.Term {
		return &formula.Term{Kind: formula.TVar, Var: "dir", Sels: []formula.Sel{{Index: x}}, Type: check.Bool}
	}
	v := &formula.Term{Kind: formula.TBound, Type: node}
	src := &formula.Term{Kind: formula.TVar, Var: "src", Type: node}
	p1 := &formula.Term{Kind: formula.TParam, Type: node, Param: 1}
	u := formula.Lit{L: dir(v), R: &formula.Term{Kind: formula.TConst, Type: check.Bool, Val: 0},
		All: &formula.Quant{Type: node, Excl: []*formula.Term{src, p1}}}
	x := &formula.Term{Kind: formula.TVar, Var: "out", Sels: []formula.Sel{{Field: "dest"}}, Type: node}
	br := litForm(formula.Lit{L: &formula.Term{Kind: formula.TVar, Var: "busy", Type: check.Bool}, R: &formula.Term{Kind: formula.TConst, Type: check.Bool, Val: 1}})
	var got []string
	for _, c := range ValueCases(u, x, br, []check.Type{node}, nil) {
		got = append(got, c.String())
	}
	want := []string{
		"(busy = true) & (out.dest = P1)",
		"(busy = true) & (out.dest = undefined)",
		"(busy = true) & (out.dest = P2) & ((src = P2) | (dir[P2] = false))",
	}
	if !slices.Equal(got, want) {
		t.Errorf("cases\n got %q\nwant %q", got, want)
	}
}
