package invfinder

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"paraverify/internal/testdirs"
	"paraverify/invfinder/formula"
	"paraverify/murphi/check"
)

// TestFindWitness: exists_witness.m's Mark makes the line pending when
// some node is exclusive, and the property needs "no shared grant to i
// while node j is exclusive" at the node the exists speaks of. The search
// discharges the obligation case by case (the exists at the property's
// node, and at a fresh node W), records the witness, and Verify accepts
// the table; it rejects the table when the witness is forgotten, when the
// case of the node in scope loses its auxiliary invariant, and when the
// invariant used at W is one that does not help.
func TestFindWitness(t *testing.T) {
	m, res, solver := findVerified(t, filepath.Join(testdirs.Protocols(), "exists_witness.m"), map[string]int64{"N": 3})
	var wit []int // the relations with a witness
	for i, r := range res.Relations {
		if r.Witness != "" {
			wit = append(wit, i)
		}
	}
	if len(wit) == 0 {
		t.Fatal("no relation uses a witness")
	}
	r := res.Relations[wit[0]]
	if r.Rule.Name != "Mark" || !strings.Contains(r.Witness, "exists V : NODE do dir[V] = E end") {
		t.Errorf("witness relation %+v", r)
	}
	rep := NewReport("exists_witness.m", res)
	found := false
	for _, rr := range rep.Relations {
		found = found || rr.Witness != "" && strings.Contains(rr.Aux, "W")
	}
	if !found || !strings.Contains(rep.RelationsMarkdown(), "W is the value that an exists") {
		t.Errorf("the report does not show the witness")
	}
	clone := func() *Result {
		return &Result{Invs: append([]Found(nil), res.Invs...), Relations: append([]Relation(nil), res.Relations...), special: res.special}
	}
	// the witness forgotten: the auxiliary invariant's argument is no
	// parameter of the obligation
	bad := clone()
	for _, i := range wit {
		bad.Relations[i].Witness = ""
	}
	if err := Verify(m, bad, solver); err == nil {
		t.Error("forgotten witness accepted")
	}
	// the case of the exists at the invariant's own node loses its
	// auxiliary invariant (the other relations of the obligation stay)
	bad = clone()
	dropped := 0
	var kept []Relation
	for _, x := range bad.Relations {
		if x.Inv == r.Inv && x.Rule == r.Rule && x.Witness == "" && x.Kind == InvHoldRule3 && dropped == 0 {
			dropped++
			continue
		}
		kept = append(kept, x)
	}
	bad.Relations = kept
	if dropped == 0 {
		t.Fatal("no relation for the case in scope")
	}
	if err := Verify(m, bad, solver); err == nil {
		t.Error("the case of the node in scope without its auxiliary invariant accepted")
	}
	// at W an invariant of the same parameters that does not help: the
	// property itself (one parameter) at W
	bad = clone()
	prop := -1
	for i, f := range res.Invs {
		if len(f.Inv.Params) == 1 && f.Prop != nil {
			prop = i
		}
	}
	if prop < 0 {
		t.Fatal("no one-parameter property")
	}
	for _, i := range wit {
		x := &bad.Relations[i]
		w := len(formula.ScopeTypes(res.Invs[x.Inv].Inv.Params, formula.RuleInstance{Rule: x.Rule, Args: x.Args})) + 1
		x.Aux, x.AuxArgs = prop, []int{w}
	}
	if err := Verify(m, bad, solver); err == nil {
		t.Error("an unhelpful invariant at the witness accepted")
	}
}

// TestFindWitnessDisjunct: exists_any.m's Abort fires when some node
// voted no or crashed, an exists over a disjunction: two existential
// literals, one per case of the guard, each with its own witness. Verify
// reads each case with the witness of its own literal, accepts the
// table, and rejects it when either case loses its invariant at W.
func TestFindWitnessDisjunct(t *testing.T) {
	m, res, solver := findVerified(t, filepath.Join(testdirs.Protocols(), "exists_any.m"), map[string]int64{"N": 3})
	lits := map[string][]int{}
	for i, r := range res.Relations {
		if r.Witness != "" {
			if r.Rule.Name != "Abort" {
				t.Errorf("witness in rule %s", r.Rule.Name)
			}
			lits[r.Witness] = append(lits[r.Witness], i)
		}
	}
	if len(lits) != 2 {
		t.Fatalf("witnessed literals %v, want vote[V] = No and alive[V] != true", lits)
	}
	for w, idx := range lits {
		bad := &Result{Invs: res.Invs, Relations: nil, special: res.special}
		for i, x := range res.Relations {
			if !slices.Contains(idx, i) {
				bad.Relations = append(bad.Relations, x)
			}
		}
		if err := Verify(m, bad, solver); err == nil {
			t.Errorf("the case of %s without its invariant at W accepted", w)
		}
	}
}

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
		for _, l := range existentials(sym, tc.fs...) {
			got = append(got, l.String())
		}
		if strings.Join(got, ";") != strings.Join(tc.want, ";") {
			t.Errorf("%s: existentials %v, want %v", tc.name, got, tc.want)
		}
	}
	f := formula.Or(formula.And(litForm(x), litForm(ex)), litForm(ex))
	g := replaceLit(f, ex.String(), litForm(ex.At(p1)))
	if want := formula.Or(formula.And(litForm(x), litForm(ex.At(p1))), litForm(ex.At(p1))).String(); g.String() != want {
		t.Errorf("replaceLit: %s, want %s", g, want)
	}
	if h := replaceLit(f, x.String()+"#", formula.True); h != f {
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
		for _, t := range scopeTerms([]check.Type{node, data, node}, tc.e, sp) {
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
		got := universalInstances(sym, tc.br, types, sp)
		switch {
		case tc.want == nil && got != nil:
			t.Errorf("%s: %s, want nothing", tc.name, got)
		case tc.want != nil && (got == nil || got.String() != tc.want.String()):
			t.Errorf("%s: %v, want %s", tc.name, got, tc.want)
		}
	}
}

// TestUniversalInstancesFirst: excl_source.m's grant needs "the
// requester holds no exclusive copy while its request is pending"; the
// literal of the grant's guard (every node but src invalid) at the
// parameters gives it, where the quantified literal itself gave an
// invariant that excludes one more node (and a chain of such invariants
// in German 2004). Only the invariants about the stale memory, which no
// single node's state can state, keep a quantified literal.
func TestUniversalInstancesFirst(t *testing.T) {
	_, res, _ := findVerified(t, filepath.Join(testdirs.Protocols(), "excl_source.m"), map[string]int64{"N": 3})
	quantified := 0
	for _, f := range res.Invs {
		s := f.Inv.String()
		if !strings.Contains(s, "forall V") {
			continue
		}
		quantified++
		if !strings.Contains(s, "memory") {
			t.Errorf("a quantified invariant not about the memory: %s", s)
		}
	}
	if quantified == 0 {
		t.Error("no quantified invariant: the memory's needs one")
	}
}

// TestFindValueWitness: inv_dest.m grants exclusive access when the home
// processes the last acknowledgement (every node but the requester
// invalidated), and that no invalidation is then in flight needs what
// the home knows of the node out.dest holds, which no literal of the
// obligation names. The search splits on that value (undefined, a node
// in scope, a fresh node W), records out.dest as the witness, and Verify
// accepts the table; it rejects the table when the witness is forgotten,
// when it names another component, and when the case of an undefined
// out.dest loses its auxiliary invariant.
func TestFindValueWitness(t *testing.T) {
	m, res, solver := findVerified(t, filepath.Join(testdirs.Protocols(), "inv_dest.m"), map[string]int64{"NODE_NUM": 3})
	var wit []int
	for i, r := range res.Relations {
		if r.WitnessOf != nil {
			wit = append(wit, i)
		}
	}
	if len(wit) == 0 {
		t.Fatal("no relation uses the value of a state component")
	}
	r := res.Relations[wit[0]]
	if r.WitnessOf.String() != "out.dest" || r.Witness != "the value of out.dest" {
		t.Errorf("witness relation %+v", r)
	}
	if !strings.Contains(NewReport("inv_dest.m", res).RelationsMarkdown(), "or the value of a state component") {
		t.Errorf("the report does not explain the witness")
	}
	clone := func() *Result {
		return &Result{Invs: append([]Found(nil), res.Invs...), Relations: append([]Relation(nil), res.Relations...), special: res.special}
	}
	bad := clone()
	for _, i := range wit {
		bad.Relations[i].Witness, bad.Relations[i].WitnessOf = "", nil
	}
	if err := Verify(m, bad, solver); err == nil {
		t.Error("forgotten witness accepted")
	}
	// another component of the same type: the requester
	bad = clone()
	src := &formula.Term{Kind: formula.TVar, Var: "src", Type: r.WitnessOf.Type}
	for _, i := range wit {
		bad.Relations[i].Witness, bad.Relations[i].WitnessOf = valueKey(src), src
	}
	if err := Verify(m, bad, solver); err == nil {
		t.Error("a witness at the value of another component accepted")
	}
	// a component indexed by a parameter the obligation does not have
	bad = clone()
	far := &formula.Term{Kind: formula.TVar, Var: "seen", Sels: []formula.Sel{{Index: &formula.Term{Kind: formula.TParam, Type: r.WitnessOf.Type, Param: 9}}}, Type: r.WitnessOf.Type}
	for _, i := range wit {
		bad.Relations[i].Witness, bad.Relations[i].WitnessOf = valueKey(far), far
	}
	if err := Verify(m, bad, solver); err == nil || !strings.Contains(err.Error(), "not a state component") {
		t.Errorf("a witness at a component indexed out of scope: %v", err)
	}
	// the key and the component disagree
	bad = clone()
	for _, i := range wit {
		bad.Relations[i].Witness = valueKey(src)
	}
	if err := Verify(m, bad, solver); err == nil {
		t.Error("a witness whose key names another component accepted")
	}
	// the case of an undefined out.dest without its auxiliary invariant
	undef := -1
	for i, f := range res.Invs {
		if strings.Contains(f.Inv.String(), "out.dest = undefined") {
			undef = i
		}
	}
	if undef < 0 {
		t.Fatal("no invariant for an undefined out.dest")
	}
	bad = clone()
	var kept []Relation
	dropped := 0
	for _, x := range bad.Relations {
		if x.Inv == r.Inv && x.Rule == r.Rule && x.Kind == InvHoldRule3 && x.Aux == undef && x.WitnessOf == nil {
			dropped++
			continue
		}
		kept = append(kept, x)
	}
	bad.Relations = kept
	if dropped == 0 {
		t.Fatal("no relation for the undefined case")
	}
	if err := Verify(m, bad, solver); err == nil {
		t.Error("the undefined case without its auxiliary invariant accepted")
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
	for _, c := range valueCases(u, x, br, []check.Type{node}, nil) {
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
