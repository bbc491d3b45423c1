package proofgen

// This file builds the proof structure from invFinder's table: the
// invariants as formulas over symbolic parameters, and for every invariant
// and rule family that can touch it the case split of the representative
// instances with the causal relation of each case.

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"paraverify/invfinder"
	"paraverify/invfinder/formula"
	"paraverify/murphi/check"
	"paraverify/proofgen/model"
)

// Inv is one invariant: for all distinct parameters, not Bad.
type Inv struct {
	Name   string // inv_1, inv_2, ...
	Params []*Param
	Bad    *Expr // a conjunction of equalities
	Reads  []*Family
	Murphi string // the invariant in Murphi syntax
	Origin string
	Prop   *check.RuleFamily   // the model invariant it was normalized from, or nil
	Also   []*check.RuleFamily // other model invariants with the same normal form
	Home   *Home               // the invariant that a home variable holds its node, or nil
	// Typed, when set, makes this the typing invariant of an index type:
	// every location of a family of that type (Reads) holds Undef or one
	// of the type's values. A proof that reads an index from the value
	// of a state component (Aux.At) needs it: the states of the model
	// are untyped.
	Typed *IndexType
}

// Aux is one instance of an auxiliary invariant: Args are variables of
// the lemma (invariant or rule parameters).
type Aux struct {
	Inv  *Inv
	Args []string
	// Witness, when not 0, is the 1-based position of the argument that
	// ranges over every value its parameter may take (the value an
	// exists of the rule speaks of, see invfinder.Relation.Witness): the
	// instance stands for all of them.
	Witness int
	// At, when set (with Witness), is the state component (XRead) whose
	// value the set is used at (invfinder.Relation.WitnessOf); the case
	// has the typing invariant of its type beside it, which says that
	// it holds an index. The self-check instantiates the set there.
	At *Expr
}

// Case is one representative rule instance in a lemma.
type Case struct {
	Name  string  // c1, c2, ...
	Label string  // the instance, e.g. Crit(P1)
	Conds []*Expr // equalities and disequalities between parameters
	Kind  int     // invfinder.InvHoldRule1, 2 or 3
	Aux   []Aux   // InvHoldRule3: the auxiliary invariants
	// Inst, when set, are the points (index expressions over the
	// lemma's variables and distinguished values) at which the relation
	// needs the rule guard's universal quantifiers, and at which it
	// holds with them alone (GuardInstances).
	Inst []*Expr
}

// Lemma is the causal relation of one invariant and one rule family that
// writes a family the invariant reads.
type Lemma struct {
	Inv   *Inv
	Rule  *Rule
	Vars  []*Param // the rule's parameters, renamed apart from the invariant's
	Cases []*Case
	// Merged, when set, proves all cases at once: Kind 1 or 2 when every
	// case has that kind, otherwise 3 with the auxiliary instances of all
	// cases (and the invariant itself for invHoldRule2 cases) in Aux. A
	// lemma is merged when every instance in Aux is an invariant instance
	// under the lemma's assumptions alone (no case condition needed for
	// the distinctness of its arguments).
	Merged bool
	Kind   int
	Aux    []Aux
	Inst   []*Expr // as Case.Inst, for the merged relation
}

// Proof is the whole proof structure.
type Proof struct {
	Model  *Model
	Invs   []*Inv
	Lemmas []*Lemma
	// Touches[i][j] tells whether rule j writes a family invariant i reads
	// (a lemma exists); otherwise the frame argument covers the pair.
	Touches [][]bool
	// Needed, when set by MinimizeProps, holds for each property the
	// invariant instances it follows from, a subset of PropInstances.
	Needed map[*Property][]Aux
}

// Build generalizes invFinder's result into the proof structure.
func Build(m *Model, res *invfinder.Result) (*Proof, error) {
	p := &Proof{Model: m}
	for i, f := range res.Invs {
		inv, err := invariant(m, f.Inv, fmt.Sprintf("inv_%d", i+1))
		if err != nil {
			return nil, fmt.Errorf("invariant %d (%s): %w", i+1, f.Inv, err)
		}
		inv.Origin = f.Origin
		inv.Prop, inv.Also = f.Prop, f.Also
		p.Invs = append(p.Invs, inv)
	}
	// The home invariants: each constant or fixed variable holds its node.
	homeInv := map[*Family]*Inv{}
	for _, h := range m.Homes {
		inv := &Inv{Name: fmt.Sprintf("inv_%d", len(p.Invs)+1), Home: h, Reads: []*Family{h.Fam},
			Bad:    model.Not(&Expr{Op: XEq, Args: []*Expr{{Op: XRead, Fam: h.Fam}, {Op: XIdx, Args: []*Expr{h.Val}}}}),
			Murphi: fmt.Sprintf("%s = %s", h.Murphi, homeValue(h)),
			Origin: fmt.Sprintf("%s is set once by the startstate and no rule assigns it", h.Murphi)}
		homeInv[h.Fam] = inv
		p.Invs = append(p.Invs, inv)
	}
	// The typing invariants of the index types whose values a relation
	// reads from a state component: one per family of the type.
	typing := map[*IndexType][]*Inv{}
	for _, rel := range res.Relations {
		if rel.WitnessOf == nil {
			continue
		}
		it := m.IndexTypeOf(rel.WitnessOf.Type)
		if it == nil {
			return nil, fmt.Errorf("the value of %s, of the non-index type %s", rel.WitnessOf, rel.WitnessOf.Type)
		}
		if typing[it] == nil {
			for _, f := range m.Families {
				if m.IndexTypeOf(f.Type) == it {
					inv := typingInv(f, it, fmt.Sprintf("inv_%d", len(p.Invs)+1))
					typing[it] = append(typing[it], inv)
					p.Invs = append(p.Invs, inv)
				}
			}
		}
	}
	ruleOf := map[*check.RuleFamily]int{}
	for j, r := range m.Rules {
		ruleOf[r.Murphi] = j
	}
	// relations per invariant and rule family, per instance
	type key struct{ inv, rule int }
	groups := map[key]map[string][]invfinder.Relation{}
	for _, rel := range invfinder.SortedRelations(res.Relations) {
		j, ok := ruleOf[rel.Rule]
		if !ok {
			return nil, fmt.Errorf("relation for unknown rule %s", rel.Rule.Display)
		}
		k := key{rel.Inv, j}
		if groups[k] == nil {
			groups[k] = map[string][]invfinder.Relation{}
		}
		ik := argsKey(rel.Args)
		groups[k][ik] = append(groups[k][ik], rel)
	}
	p.Touches = make([][]bool, len(p.Invs))
	for i, inv := range p.Invs {
		p.Touches[i] = make([]bool, len(m.Rules))
		for j, r := range m.Rules {
			if !overlaps(inv.Reads, r.Writes) {
				continue
			}
			p.Touches[i][j] = true
			if inv.Typed != nil {
				p.Lemmas = append(p.Lemmas, typingLemma(inv, r, typing[inv.Typed]))
				continue
			}
			inst := groups[key{i, j}]
			if len(inst) == 0 {
				return nil, fmt.Errorf("no relations for invariant %d and rule %s", i+1, r.Murphi.Display)
			}
			if inv.Home != nil {
				return nil, fmt.Errorf("rule %s writes %s", r.Murphi.Display, inv.Home.Murphi)
			}
			l, err := p.lemma(inv, r, inst, homesRead(r, homeInv))
			if err != nil {
				return nil, fmt.Errorf("invariant %d and rule %s: %w", i+1, r.Murphi.Display, err)
			}
			p.Lemmas = append(p.Lemmas, l)
		}
	}
	return p, nil
}

// typingInv is the typing invariant of family f, of the index type it
// (see Inv.Typed). There is one per family, not one per type: a case that
// uses the value of one location has only its family's invariant beside
// it, and German 2004's witness cases, with every family's conjunct among
// their hypotheses, left goals on which each auto ran past 20 s.
func typingInv(f *Family, it *IndexType, name string) *Inv {
	inv := &Inv{Name: name, Typed: it, Reads: []*Family{f},
		Murphi: fmt.Sprintf("every location of %s holds a value of %s or is undefined", f.Key, it.Name),
		Origin: fmt.Sprintf("typing: a relation reads a value of %s from a state component", it.Name)}
	var args []*Expr
	for k, t := range f.Index {
		args = append(args, &Expr{Op: XVar, Name: fmt.Sprintf("i%d", k+1), Type: t})
	}
	read := &Expr{Op: XRead, Fam: f, Args: args}
	ok := model.Nary(XOr, &Expr{Op: XEq, Args: []*Expr{read, {Op: XConst, Name: "Undef"}}},
		&Expr{Op: XEx, Name: "n", Type: it, Args: []*Expr{{Op: XEq, Args: []*Expr{read, {Op: XIdx, Args: []*Expr{{Op: XVar, Name: "n", Type: it}}}}}}})
	for k := len(f.Index) - 1; k >= 0; k-- {
		ok = &Expr{Op: XAll, Name: args[k].Name, Type: f.Index[k], Args: []*Expr{ok}}
	}
	inv.Bad = model.Not(ok)
	return inv
}

// typingLemma is the lemma of a typing invariant and a rule that writes
// its family: the invariant holds after the rule because the typing
// invariants of its type (all, the invariant among them) hold before:
// every value the rule writes is a parameter, Undef or read from a
// location of the type.
func typingLemma(inv *Inv, r *Rule, all []*Inv) *Lemma {
	var aux []Aux
	for _, a := range all {
		aux = append(aux, Aux{Inv: a})
	}
	l := &Lemma{Inv: inv, Rule: r, Merged: true, Kind: invfinder.InvHoldRule3, Aux: aux}
	for _, q := range r.Params {
		v := *q
		l.Vars = append(l.Vars, &v)
	}
	l.Cases = []*Case{{Name: "c1", Label: r.Murphi.Display, Kind: invfinder.InvHoldRule3, Aux: aux}}
	return l
}

// homeValue prints the node a home variable holds, as the tables would.
func homeValue(h *Home) string {
	if h.Val.Op == XLit {
		return fmt.Sprint(h.Val.Lit)
	}
	return "its startstate parameter"
}

// homesRead returns the home invariants of the home variables that rule r
// reads: its obligations need them, as the search read those variables
// as their nodes.
func homesRead(r *Rule, homeInv map[*Family]*Inv) []*Inv {
	seen := map[*Inv]bool{}
	var out []*Inv
	visit := func(e *Expr) {
		Visit(e, func(x *Expr) {
			if inv := homeInv[x.Fam]; x.Op == XRead && inv != nil && !seen[inv] {
				seen[inv] = true
				out = append(out, inv)
			}
		})
	}
	visit(r.Guard)
	var walk func(ss []*Stmt)
	walk = func(ss []*Stmt) {
		for _, s := range ss {
			switch s.Kind {
			case SAssign:
				visit(s.Loc)
				visit(s.Val)
			case SIf:
				visit(s.Cond)
				walk(s.Then)
				walk(s.Else)
			case SFor:
				walk(s.Body)
			}
		}
	}
	walk(r.Body)
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// Distinguished returns the distinguished values of an index type as
// index expressions: its constants and its fixed variable's node.
func Distinguished(it *IndexType) []*Expr {
	if it == nil {
		return nil
	}
	var out []*Expr
	for _, d := range it.Dist {
		out = append(out, &Expr{Op: XLit, Lit: d})
	}
	if it.Fixed != nil {
		out = append(out, &Expr{Op: XVar, Name: it.Fixed.Name, Type: it})
	}
	return out
}

func argsKey(args []formula.Arg) string {
	var b strings.Builder
	for _, a := range args {
		fmt.Fprintf(&b, "%d/%d/%d/%s;", a.Inv, a.Other, a.Value, a.Fixed)
	}
	return b.String()
}

func overlaps(a, b []*Family) bool {
	for _, x := range a {
		for _, y := range b {
			if x == y {
				return true
			}
		}
	}
	return false
}

// invariant translates a normalized invariant.
func invariant(m *Model, v *formula.Inv, name string) (*Inv, error) {
	inv := &Inv{Name: name, Murphi: v.String()}
	for k, t := range v.Params {
		it := m.IndexTypeOf(t)
		if it == nil {
			return nil, fmt.Errorf("parameter of non-index type %s", t)
		}
		inv.Params = append(inv.Params, &Param{Name: fmt.Sprintf("p%d", k+1), Type: it})
	}
	var lits []*Expr
	reads := map[*Family]bool{}
	for _, l := range v.Bad {
		a, err := term(m, l.L, inv.Params)
		if err != nil {
			return nil, err
		}
		b, err := term(m, l.R, inv.Params)
		if err != nil {
			return nil, err
		}
		if a.Sort() != b.Sort() {
			if a.Sort() == SNat {
				a = &Expr{Op: XIdx, Args: []*Expr{a}}
			}
			if b.Sort() == SNat {
				b = &Expr{Op: XIdx, Args: []*Expr{b}}
			}
		}
		eq := &Expr{Op: XEq, Args: []*Expr{a, b}}
		if l.Neg {
			eq = model.Not(eq)
		}
		if l.All != nil {
			if eq, err = quantified(m, l.All, eq, inv.Params); err != nil {
				return nil, err
			}
		}
		Visit(eq, func(e *Expr) {
			if e.Op == XRead && !reads[e.Fam] {
				reads[e.Fam] = true
				inv.Reads = append(inv.Reads, e.Fam)
			}
		})
		lits = append(lits, eq)
	}
	if len(lits) == 0 {
		inv.Bad = &Expr{Op: XTrue}
	} else {
		inv.Bad = model.Nary(XAnd, lits...)
	}
	return inv, nil
}

// boundName names the variable of a quantified literal in the theories.
const boundName = "qv"

// quantified wraps the body of a quantified literal (over boundName) in
// its quantifier: every value of the index type but the excluded ones.
func quantified(m *Model, q *formula.Quant, body *Expr, params []*Param) (*Expr, error) {
	it := m.IndexTypeOf(q.Type)
	if it == nil {
		return nil, fmt.Errorf("quantified literal over the non-index type %s", q.Type)
	}
	v := &Expr{Op: XVar, Name: boundName, Type: it}
	var neqs []*Expr
	for _, t := range q.Excl {
		x, err := term(m, t, params)
		if err != nil {
			return nil, err
		}
		switch {
		case x.Sort() == SNat:
			neqs = append(neqs, model.Not(&Expr{Op: XEq, Args: []*Expr{v, x}}))
		case t.Kind == formula.TVar:
			// a state component, a value of the index type
			neqs = append(neqs, model.Not(&Expr{Op: XEq, Args: []*Expr{{Op: XIdx, Args: []*Expr{v}}, x}}))
		default:
			return nil, fmt.Errorf("excluded value %s", t)
		}
	}
	if len(neqs) > 0 {
		body = &Expr{Op: XImp, Args: []*Expr{model.Nary(XAnd, neqs...), body}}
	}
	return &Expr{Op: XAll, Name: boundName, Type: it, Args: []*Expr{body}}, nil
}

// term translates a term of a normalized invariant.
func term(m *Model, t *formula.Term, params []*Param) (*Expr, error) {
	switch t.Kind {
	case formula.TBound:
		it := m.IndexTypeOf(t.Type)
		if it == nil {
			return nil, fmt.Errorf("quantified literal over the non-index type %s", t.Type)
		}
		return &Expr{Op: XVar, Name: boundName, Type: it}, nil
	case formula.TParam:
		if t.Param < 1 || t.Param > len(params) {
			return nil, fmt.Errorf("parameter %s out of scope", t)
		}
		p := params[t.Param-1]
		return &Expr{Op: XVar, Name: p.Name, Type: p.Type}, nil
	case formula.TFixed:
		if it := m.IndexTypeOf(t.Type); it != nil && it.Fixed != nil {
			return &Expr{Op: XVar, Name: it.Fixed.Name, Type: it}, nil
		}
		return nil, fmt.Errorf("fixed variable %s", t)
	case formula.TConst:
		if t.Undef {
			return &Expr{Op: XConst, Name: "Undef"}, nil
		}
		if it := m.IndexTypeOf(t.Type); it != nil && slices.Contains(it.Dist, t.Val) {
			return &Expr{Op: XLit, Lit: t.Val}, nil
		}
		if _, isInt := t.Type.(*check.IntType); isInt && t.Val >= 0 {
			return &Expr{Op: XLit, Lit: t.Val}, nil // an index written as a number
		}
		switch ty := t.Type.(type) {
		case *check.BoolType:
			return model.BoolVal(t.Val != 0), nil
		case *check.EnumType:
			if cons := m.EnumCons(ty); t.Val >= 0 && int(t.Val) < len(cons) {
				return &Expr{Op: XConst, Name: cons[t.Val]}, nil
			}
		case *check.UnionType:
			// a value of an enum member, in the union's numbering
			for _, mt := range ty.Members {
				off, _ := check.UnionOffset(ty, mt)
				if e, ok := mt.(*check.EnumType); ok && t.Val >= off && t.Val < off+check.Card(mt) {
					return &Expr{Op: XConst, Name: m.EnumCons(e)[t.Val-off]}, nil
				}
			}
		}
		return nil, fmt.Errorf("constant %s of type %s", t, t.Type)
	case formula.TVar:
		key := t.Var
		var args []*Expr
		for _, s := range t.Sels {
			if s.Index == nil {
				key += "." + s.Field
				continue
			}
			key += "[]"
			a, err := term(m, s.Index, params)
			if err != nil {
				return nil, err
			}
			if a.Sort() != SNat {
				return nil, fmt.Errorf("index %s", s.Index)
			}
			args = append(args, a)
		}
		f := m.FamilyByKey(key)
		if f == nil {
			return nil, fmt.Errorf("unknown component %s", t)
		}
		return &Expr{Op: XRead, Fam: f, Args: args}, nil
	}
	return nil, fmt.Errorf("term %s", t)
}

// lemma builds the cases of one invariant and rule family; homes are the
// home invariants of the variables the rule reads, which every case uses.
func (p *Proof) lemma(inv *Inv, r *Rule, inst map[string][]invfinder.Relation, homes []*Inv) (*Lemma, error) {
	l := &Lemma{Inv: inv, Rule: r}
	taken := map[string]bool{}
	for _, q := range inv.Params {
		taken[q.Name] = true
	}
	for _, q := range r.Params {
		v := *q
		for taken[v.Name] {
			v.Name += "'"
		}
		taken[v.Name] = true
		l.Vars = append(l.Vars, &v)
	}
	keys := make([]string, 0, len(inst))
	for k := range inst {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for n, k := range keys {
		rels := inst[k]
		c, err := p.caseOf(l, rels)
		if err != nil {
			return nil, err
		}
		c.Name = fmt.Sprintf("c%d", n+1)
		if len(homes) > 0 {
			c.withHomes(l, homes)
		}
		l.Cases = append(l.Cases, c)
	}
	l.merge()
	return l, nil
}

// merge decides whether the lemma's cases can be proved at once.
func (l *Lemma) merge() {
	kinds := map[int]bool{}
	for _, c := range l.Cases {
		kinds[c.Kind] = true
	}
	if len(kinds) == 1 && !kinds[invfinder.InvHoldRule3] {
		for k := range kinds {
			l.Merged, l.Kind = true, k
		}
		return
	}
	invVar := map[string]bool{}
	for _, q := range l.Inv.Params {
		invVar[q.Name] = true
	}
	seen := map[string]bool{}
	add := func(a Aux) bool {
		if a.Witness > 0 {
			return false // a set of instances: its case states it
		}
		// distinct arguments of one type, and arguments of a type with
		// distinguished values, must be invariant parameters
		for i, q := range a.Inv.Params {
			if len(Distinguished(q.Type)) > 0 && !invVar[a.Args[i]] {
				return false
			}
			for j := 0; j < i; j++ {
				if a.Inv.Params[j].Type == q.Type && !(invVar[a.Args[i]] && invVar[a.Args[j]] && a.Args[i] != a.Args[j]) {
					return false
				}
			}
		}
		k := a.Inv.Name + "(" + strings.Join(a.Args, ",") + ")"
		if !seen[k] {
			seen[k] = true
			l.Aux = append(l.Aux, a)
		}
		return true
	}
	if kinds[invfinder.InvHoldRule2] {
		self := Aux{Inv: l.Inv}
		for _, q := range l.Inv.Params {
			self.Args = append(self.Args, q.Name)
		}
		add(self)
	}
	for _, c := range l.Cases {
		for _, a := range c.Aux {
			if !add(a) {
				l.Aux = nil
				return
			}
		}
	}
	l.Merged, l.Kind = true, invfinder.InvHoldRule3
}

// withHomes adds the home invariants to a case: the search read the home
// variables as their nodes, the model reads their locations. A case
// proved by the guard alone (invHoldRule1) or because the rule leaves the
// invariant alone (invHoldRule2, with the invariant itself as auxiliary)
// becomes invHoldRule3.
func (c *Case) withHomes(l *Lemma, homes []*Inv) {
	if c.Kind == invfinder.InvHoldRule2 {
		self := Aux{Inv: l.Inv}
		for _, q := range l.Inv.Params {
			self.Args = append(self.Args, q.Name)
		}
		c.Aux = append(c.Aux, self)
	}
	c.Kind = invfinder.InvHoldRule3
	for _, h := range homes {
		c.Aux = append(c.Aux, Aux{Inv: h})
	}
}

func (p *Proof) caseOf(l *Lemma, rels []invfinder.Relation) (*Case, error) {
	args := rels[0].Args
	c := &Case{Label: formula.RuleInstance{Rule: l.Rule.Murphi, Args: args}.String()}
	// the variable standing for each other value: its first rule parameter
	otherVar := map[int]*Param{}
	for i, a := range args {
		x := l.Vars[i]
		xv := &Expr{Op: XVar, Name: x.Name, Type: x.Type}
		switch {
		case a.Fixed != "":
			if x.Type == nil || x.Type.Fixed == nil {
				return nil, fmt.Errorf("a rule parameter equal to the fixed variable %s", a.Fixed)
			}
			c.Conds = append(c.Conds, &Expr{Op: XEq, Args: []*Expr{xv, {Op: XVar, Name: x.Type.Fixed.Name, Type: x.Type}}})
		case a.Inv > 0:
			q := l.Inv.Params[a.Inv-1]
			c.Conds = append(c.Conds, &Expr{Op: XEq, Args: []*Expr{xv, {Op: XVar, Name: q.Name, Type: q.Type}}})
		case a.Other > 0:
			for _, q := range l.Inv.Params {
				if q.Type == x.Type {
					c.Conds = append(c.Conds, model.Not(&Expr{Op: XEq, Args: []*Expr{xv, {Op: XVar, Name: q.Name, Type: q.Type}}}))
				}
			}
			// other values differ from the distinguished ones too
			for _, d := range Distinguished(x.Type) {
				c.Conds = append(c.Conds, model.Not(&Expr{Op: XEq, Args: []*Expr{xv, d}}))
			}
			if y, ok := otherVar[a.Other]; ok {
				c.Conds = append(c.Conds, &Expr{Op: XEq, Args: []*Expr{xv, {Op: XVar, Name: y.Name, Type: y.Type}}})
				continue
			}
			for o := 1; o < a.Other; o++ {
				if y, ok := otherVar[o]; ok && y.Type == x.Type {
					c.Conds = append(c.Conds, model.Not(&Expr{Op: XEq, Args: []*Expr{xv, {Op: XVar, Name: y.Name, Type: y.Type}}}))
				}
			}
			otherVar[a.Other] = x
		case x.Type != nil:
			// a distinguished value
			if !slices.Contains(x.Type.Dist, a.Value) {
				return nil, fmt.Errorf("value %d of parameter %s", a.Value, x.Murphi)
			}
			c.Conds = append(c.Conds, &Expr{Op: XEq, Args: []*Expr{xv, {Op: XLit, Lit: a.Value}}})
		default:
			if x.Values == nil || a.Value < 0 || int(a.Value) >= len(x.Values) {
				return nil, fmt.Errorf("value %d of parameter %s", a.Value, x.Murphi)
			}
			c.Conds = append(c.Conds, &Expr{Op: XEq, Args: []*Expr{{Op: XVar, Name: x.Name}, x.Values[a.Value]}})
		}
	}
	c.Kind = invfinder.InvHoldRule1
	if len(rels) == 1 && rels[0].Branch < 0 {
		c.Kind = rels[0].Kind
	}
	// the obligation's parameters in the search's order: the invariant's,
	// then the other values
	scope := append([]*Param(nil), l.Inv.Params...)
	for o := 1; otherVar[o] != nil; o++ {
		scope = append(scope, otherVar[o])
	}
	seen := map[string]bool{}
	for _, rel := range rels {
		if rel.Kind != invfinder.InvHoldRule3 {
			continue
		}
		c.Kind = invfinder.InvHoldRule3
		aux := p.Invs[rel.Aux]
		a := Aux{Inv: aux}
		for j, n := range rel.AuxArgs {
			var v string
			if n <= len(l.Inv.Params) {
				v = l.Inv.Params[n-1].Name
			} else if y, ok := otherVar[n-len(l.Inv.Params)]; ok {
				v = y.Name
			} else if rel.Witness != "" && n == len(l.Inv.Params)+len(otherVar)+1 {
				v, a.Witness = l.witnessName(), j+1
				if rel.WitnessOf != nil {
					at, err := term(p.Model, rel.WitnessOf, scope)
					if err != nil {
						return nil, fmt.Errorf("the value of %s: %w", rel.WitnessOf, err)
					}
					a.At = at
					if typed := p.typingOf(at.Fam); typed == nil {
						return nil, fmt.Errorf("the value of %s: no typing invariant", rel.WitnessOf)
					} else if k := typed.Name + "()"; !seen[k] {
						seen[k] = true
						c.Aux = append(c.Aux, Aux{Inv: typed})
					}
				}
			} else {
				return nil, fmt.Errorf("auxiliary invariant %s: argument %d is no parameter of the case", aux.Name, n)
			}
			a.Args = append(a.Args, v)
		}
		k := aux.Name + "(" + strings.Join(a.Args, ",") + ")"
		if !seen[k] {
			seen[k] = true
			c.Aux = append(c.Aux, a)
		}
	}
	return c, nil
}

// typingOf returns the typing invariant that reads family f, or nil.
func (p *Proof) typingOf(f *Family) *Inv {
	for _, inv := range p.Invs {
		if inv.Typed != nil && slices.Contains(inv.Reads, f) {
			return inv
		}
	}
	return nil
}

// witnessName names the variable of a set of auxiliary instances (see
// Aux.Witness), apart from the lemma's variables.
func (l *Lemma) witnessName() string {
	taken := map[string]bool{}
	for _, q := range l.Inv.Params {
		taken[q.Name] = true
	}
	for _, q := range l.Vars {
		taken[q.Name] = true
	}
	n := "w"
	for taken[n] {
		n += "'"
	}
	return n
}
