package wp

// This file translates boolean expressions (guards, conditions) and
// builds literals for the symbolic execution of wp.go.

import (
	"fmt"

	"paraverify/invfinder/formula"
	"paraverify/murphi/ast"
	"paraverify/murphi/check"
)

// cond translates a boolean expression evaluated on the path's state: a
// formula implied by it (see weak).
func (x *executor) cond(e ast.Expr, p *path) *formula.Form { return x.weak(e, p, true) }

// weak translates e (pos) or its negation (!pos) into a formula F that it
// implies, exactly except for quantifiers over symmetric types: a forall
// in positive position (or an exists in negative position) becomes its
// instances for the values in scope (the parameters, the others, the
// fixed variables), an exists in positive position (or a forall in
// negative position) becomes true. F is therefore only ever used as an
// assumption: as a guard, or as the condition of an execution path, so
// that the weakest precondition computed is weaker than the real one and
// every obligation proved with it holds.
func (x *executor) weak(e ast.Expr, p *path, pos bool) *formula.Form {
	info := x.m.Info
	if v, ok := info.Consts[e]; ok {
		if (v != 0) == pos {
			return formula.True
		}
		return formula.False
	}
	switch e := e.(type) {
	case *ast.Paren:
		return x.weak(e.X, p, pos)
	case *ast.Call:
		body, done := x.function(e, p)
		if body == nil {
			return formula.False
		}
		defer done()
		return x.weak(body, p, pos)
	case *ast.Unary:
		if e.Op == ast.OpNot {
			return x.weak(e.X, p, !pos)
		}
	case *ast.Binary:
		switch e.Op {
		case ast.OpAnd:
			if pos {
				return formula.And(x.weak(e.X, p, true), x.weak(e.Y, p, true))
			}
			return formula.Or(x.weak(e.X, p, false), x.weak(e.Y, p, false))
		case ast.OpOr:
			if pos {
				return formula.Or(x.weak(e.X, p, true), x.weak(e.Y, p, true))
			}
			return formula.And(x.weak(e.X, p, false), x.weak(e.Y, p, false))
		case ast.OpImplies:
			if pos {
				return formula.Or(x.weak(e.X, p, false), x.weak(e.Y, p, true))
			}
			return formula.And(x.weak(e.X, p, true), x.weak(e.Y, p, false))
		case ast.OpEq, ast.OpNeq:
			// x = !y is x != y
			xe, nx := check.StripNot(info, e.X)
			ye, ny := check.StripNot(info, e.Y)
			l, r := x.val(xe, p), x.val(ye, p)
			if l == nil || r == nil {
				return formula.False
			}
			return literal(l, r, ((e.Op == ast.OpNeq) != (nx != ny)) == pos)
		}
	case *ast.IsUndefined:
		// x = the undefined value (a value of its own, as an undefine
		// leaves it)
		if t := x.val(e.X, p); t != nil {
			return literal(t, &formula.Term{Kind: formula.TConst, Type: t.Type, Undef: true}, !pos)
		}
		return formula.False
	case *ast.QuantExpr:
		qi := info.Quants[e.Quant]
		if qi.Dynamic {
			x.unsupported(formula.KindDynamic, e.Pos(), "a range whose bounds are computed at run time")
			return formula.False
		}
		t := qi.Var.Type
		universal := e.Forall == pos // a conjunction over all values
		var vals []*formula.Term
		if !x.sym[t] {
			for _, v := range qi.Values {
				vals = append(vals, &formula.Term{Kind: formula.TConst, Type: t, Val: v})
			}
		} else {
			if !universal {
				if ex := x.existential(e, qi.Var, p, pos); ex != nil {
					return ex
				}
				x.weaken(e, qi.Var, false, true)
				return formula.True
			}
			for _, st := range x.scope {
				if st.Type == t {
					vals = append(vals, st)
				}
			}
		}
		var fs []*formula.Form
		for _, v := range vals {
			x.env[qi.Var] = v
			fs = append(fs, x.weak(e.Body, p, pos))
		}
		if universal && x.sym[t] {
			q := x.quantified(e, qi.Var, p, pos)
			if q != nil {
				fs = append(fs, q)
			}
			x.weaken(e, qi.Var, q != nil, false)
		}
		delete(x.env, qi.Var)
		if universal {
			return formula.And(fs...)
		}
		return formula.Or(fs...)
	}
	if _, isBool := info.Types[e].(*check.BoolType); isBool {
		if t := x.val(e, p); t != nil {
			return literal(t, &formula.Term{Kind: formula.TConst, Type: check.Bool, Val: 1}, !pos)
		}
		return formula.False
	}
	x.unsupported(formula.KindOf(e), e.Pos(), "%s", formula.Describe(e))
	return formula.False
}

// quantified returns the universal quantifier e (pos, over the symmetric
// type of v) as quantified literals, when its body is one literal or a
// conjunction of literals, each between a component indexed by v and a
// constant, that no loop or whole copy of the path has assigned; nil
// otherwise. It stands beside the quantifier's instances
// (see weak) for the search's candidates: `!exists j : NODE do dir[j] = E`
// is `forall V : NODE do dir[V] != E end`.
func (x *executor) quantified(e *ast.QuantExpr, v *check.Object, p *path, pos bool) *formula.Form {
	nerr := len(x.errs)
	x.env[v] = formula.Bound(v.Type)
	b := x.weak(e.Body, p, pos)
	if len(x.errs) > nerr {
		x.errs = x.errs[:nerr] // reported by the instances already
		return nil
	}
	if b.Op == '&' { // forall distributes over a conjunction
		var qs []*formula.Form
		for _, a := range b.Args {
			q := x.quantLit(a, v, p)
			if q == nil {
				return nil
			}
			qs = append(qs, q)
		}
		return formula.And(qs...)
	}
	return x.quantLit(b, v, p)
}

// quantLit returns the literal b over the bound variable of v's type as a
// quantified literal, or nil (see quantified). A disjunction of such a
// literal with equalities between the variable and values in scope or
// state components of its type (`j = source | dir[j] = I`,
// `j = req.source | dir[j] = I`) excludes those values from its range.
func (x *executor) quantLit(b *formula.Form, v *check.Object, p *path) *formula.Form {
	var excl []*formula.Term
	if b.Op == '|' {
		args, all := mergeValues(b.Args)
		if all {
			return nil // the body always holds: nothing to state
		}
		var ok bool
		b, excl, ok = splitComparisons(args, false, func(t *formula.Term) verdict {
			if t.Kind == formula.TConst && t.Undef || t.Kind == formula.TVar && !excludable(t, v.Type) {
				return giveUp
			}
			return exclude
		})
		if !ok {
			return nil
		}
	}
	body := []*formula.Form{b}
	if b.Op == '&' { // the disequalities mergeValues gave
		body = b.Args
	}
	var out []*formula.Form
	for _, b := range body {
		l, ok := boundLit(b)
		if !ok {
			return nil
		}
		l.All = &formula.Quant{Type: v.Type}
		for _, t := range excl {
			l.All = l.All.Without(t)
		}
		// The body speaks of the state after the path: the values the
		// path assigned are stated one by one (see readQuant).
		f, _ := x.readQuant(l, p)
		if f.Op == 't' {
			return nil // a loop or a copy assigned the components
		}
		out = append(out, f)
	}
	return formula.And(out...)
}

// mergeValues replaces the disjuncts of args that compare one component
// with constants of an enum or boolean type by the disequalities from the
// values none of them admits: `dir[j] = I | dir[j] = S` over {I, S, E} is
// `dir[j] != E`. That is weaker than the disjunction only by the
// undefined value, which it admits too; the formula is an assumption (see
// weak), where weaker is sound. all reports a disjunction that admits
// every value (it always holds); the other disjuncts are left as they are.
func mergeValues(args []*formula.Form) (out []*formula.Form, all bool) {
	type group struct {
		at     int // where the merged form goes
		term   *formula.Term
		typ    check.Type // the constants'
		admits map[int64]bool
		n      int
	}
	var groups []*group
	byTerm := map[string]*group{}
	merged := make([]bool, len(args))
	for i, a := range args {
		if a.Op != 'l' || a.Lit.All != nil {
			continue
		}
		t, c := a.Lit.L, a.Lit.R
		if c.Kind != formula.TConst {
			t, c = c, t
		}
		if t.Kind != formula.TVar || c.Kind != formula.TConst || c.Undef {
			continue
		}
		switch c.Type.(type) {
		case *check.EnumType, *check.BoolType:
		default:
			continue
		}
		g := byTerm[t.String()]
		if g == nil {
			g = &group{at: i, term: t, typ: c.Type, admits: map[int64]bool{}}
			byTerm[t.String()] = g
			groups = append(groups, g)
		}
		g.n++
		merged[i] = true
		for _, v := range check.Values(c.Type) {
			if (v == c.Val) != a.Lit.Neg {
				g.admits[v] = true
			}
		}
	}
	replace := map[int]*formula.Form{}
	for _, g := range groups {
		if g.n < 2 {
			merged[g.at] = false
			continue
		}
		var diseq []*formula.Form
		for _, v := range check.Values(g.typ) {
			if !g.admits[v] {
				diseq = append(diseq, formula.LitForm(formula.Lit{L: g.term, R: &formula.Term{Kind: formula.TConst, Type: g.typ, Val: v}, Neg: true}))
			}
		}
		if len(diseq) == 0 {
			return nil, true
		}
		replace[g.at] = formula.And(diseq...)
	}
	for i, a := range args {
		if f, ok := replace[i]; ok {
			out = append(out, f)
		} else if !merged[i] {
			out = append(out, a)
		}
	}
	return out, false
}

// existential returns the existential quantifier e (over the symmetric
// type of v; an exists in positive position or a forall in negative
// position) as an existential literal, when its body is one literal
// between a component indexed by v and a constant (with conjuncts `v !=
// t` that exclude values in scope; or a disjunction of such literals, one
// existential literal each), and the path has not
// assigned the components it reads; nil otherwise. The literal is exact:
// Z3 gives it a witness (see Encoder.Assume).
func (x *executor) existential(e *ast.QuantExpr, v *check.Object, p *path, pos bool) *formula.Form {
	nerr := len(x.errs)
	x.env[v] = formula.Bound(v.Type)
	b := x.weak(e.Body, p, pos)
	delete(x.env, v)
	if len(x.errs) > nerr {
		x.errs = x.errs[:nerr]
		return nil
	}
	// exists distributes over a disjunction (!forall p do vote_no[p] =
	// false & alive[p] end)
	bs := []*formula.Form{b}
	if b.Op == '|' {
		bs = b.Args
	}
	var out []*formula.Form
	for _, b := range bs {
		// `V != t & L(V)`, t a parameter, the fixed variable or a
		// distinguished constant: t is excluded from the range
		var excl []*formula.Term
		if b.Op == '&' {
			var ok bool
			b, excl, ok = splitComparisons(b.Args, true, func(t *formula.Term) verdict {
				if t.Kind == formula.TParam || t.Kind == formula.TFixed || t.Kind == formula.TConst && !t.Undef {
					return exclude
				}
				return keep
			})
			if !ok {
				return nil
			}
		}
		l, ok := boundLit(b)
		if !ok {
			return nil
		}
		q := &formula.Quant{Type: v.Type, Exists: true}
		for _, t := range excl {
			q = q.Without(t)
		}
		l.All = q
		// readQuant states the values the path assigned one by one, which
		// is right for a universal literal only: an existential one is
		// taken only where the path assigned none of its components.
		if f, changed := x.readQuant(l, p); changed || f.Op != 'l' {
			return nil
		}
		out = append(out, formula.LitForm(l))
	}
	return formula.Or(out...)
}

// verdict is what splitComparisons does with a compared term.
type verdict int

const (
	exclude verdict = iota // leave it out of the quantifier's range
	keep                   // the comparison is (part of) the body
	giveUp                 // the quantifier is no quantified literal
)

// splitComparisons splits the operands of a quantifier's body (a
// disjunction for a forall, a conjunction for an exists) into the
// comparisons of its bound variable with a term (equalities, or
// disequalities when neq), which judge excludes from the range, and the
// one other operand, the body; ok is false when there is no body or more
// than one, or judge gives up on a term.
func splitComparisons(args []*formula.Form, neq bool, judge func(t *formula.Term) verdict) (body *formula.Form, excl []*formula.Term, ok bool) {
	for _, a := range args {
		if a.Op == 'l' && a.Lit.Neg == neq && a.Lit.All == nil && (a.Lit.L.Kind == formula.TBound) != (a.Lit.R.Kind == formula.TBound) {
			t := a.Lit.R
			if t.Kind == formula.TBound {
				t = a.Lit.L
			}
			switch judge(t) {
			case giveUp:
				return nil, nil, false
			case exclude:
				excl = append(excl, t)
				continue
			}
		}
		if body != nil {
			return nil, nil, false
		}
		body = a
	}
	return body, excl, body != nil
}

// boundLit returns b as a literal between a global component with one
// index the quantifier's variable and a constant, the component left.
func boundLit(b *formula.Form) (formula.Lit, bool) {
	if b.Op != 'l' {
		return formula.Lit{}, false
	}
	l := b.Lit
	if l.R.Kind == formula.TVar {
		l.L, l.R = l.R, l.L
	}
	bound := 0
	for _, s := range l.L.Sels {
		if s.Index != nil && s.Index.Kind == formula.TBound {
			bound++
		}
	}
	return l, l.L.Kind == formula.TVar && bound == 1 && l.R.Kind == formula.TConst && !IsLocal(l.L)
}

// excludable reports whether the state component t can be an excluded
// value of a quantified literal over typ: a global component of that type
// whose indices do not name the quantifier's variable
// (`j = home_requests[a].source | dir[j] = I`).
func excludable(t *formula.Term, typ check.Type) bool {
	if IsLocal(t) || t.Type == nil || t.Type.String() != typ.String() {
		return false
	}
	for _, s := range t.Sels {
		if s.Index != nil && (s.Index.Kind == formula.TBound || s.Index.Kind == formula.TVar) {
			return false
		}
	}
	return true
}

// weaken records that the quantifier e over a symmetric type is used
// only at the values in scope, whether it is also stated as quantified
// literals (for the search's candidates), and whether it is read as true
// (an exists in positive position: no value in scope need be its
// witness).
func (x *executor) weaken(e *ast.QuantExpr, v *check.Object, stated, dropped bool) {
	kw := "exists"
	if e.Forall {
		kw = "forall"
	}
	d := Weak{Quant: fmt.Sprintf("%s %s : %s at %d:%d", kw, v.Name, v.Type, e.KwPos.Line, e.KwPos.Col), Stated: stated, Dropped: dropped}
	for _, w := range x.weakened {
		if w == d {
			return
		}
	}
	x.weakened = append(x.weakened, d)
}

// retype gives a constant the type of the component it meets (an integer
// literal compared with or assigned to a subrange component); nil when its
// value is not a value of that type.
func retype(t *formula.Term, typ check.Type) *formula.Term {
	if t.Kind != formula.TConst || t.Type == typ || isComplexType(typ) {
		return t
	}
	u := *t
	u.Type = typ
	if t.Undef {
		return &u
	}
	if un, ok := typ.(*check.UnionType); ok {
		// a member's value in the union's numbering
		if off, member := check.UnionOffset(un, t.Type); member {
			u.Val += off
			return &u
		}
	}
	for _, v := range check.Values(typ) {
		if v == t.Val {
			return &u
		}
	}
	return nil
}

// literal builds l = r (or l != r), constants typed as the other side. A
// literal without a state component is decided: parameters, fixed values
// and the distinguished constants of a type are pairwise distinct values.
func literal(l, r *formula.Term, neg bool) *formula.Form {
	if l.Kind == formula.TBound || r.Kind == formula.TBound {
		// the variable of a quantifier compared with a value: kept, so
		// that the body is no single literal (see quantified)
		return formula.LitForm(formula.Lit{L: l, R: r, Neg: neg})
	}
	if l.Kind == formula.TConst && r.Kind != formula.TConst {
		l, r = r, l
	}
	decided := func(eq bool) *formula.Form {
		if eq != neg {
			return formula.True
		}
		return formula.False
	}
	if r.Kind == formula.TConst && l.Type != r.Type {
		if l.Kind == formula.TConst && !l.Undef && !r.Undef {
			return decided(l.Val == r.Val)
		}
		if r = retype(r, l.Type); r == nil {
			// a constant outside the component's type never equals it
			return decided(false)
		}
	}
	if l.Kind != formula.TVar && r.Kind != formula.TVar {
		switch {
		case l.Kind == formula.TConst && r.Kind == formula.TConst:
			if l.Undef || r.Undef {
				return decided(l.Undef == r.Undef)
			}
			return decided(l.Val == r.Val)
		case l.Kind == formula.TConst || r.Kind == formula.TConst:
			return decided(false)
		}
		return decided(l.String() == r.String())
	}
	return formula.LitForm(formula.Lit{L: l, R: r, Neg: neg})
}

// isDesignator reports whether e is a name, an indexed or selected
// component, or a constant (something val translates without a case
// split).
func isDesignator(e ast.Expr) bool {
	switch e := e.(type) {
	case *ast.Paren:
		return isDesignator(e.X)
	case *ast.Ident, *ast.Index, *ast.Selector:
		return true
	}
	return false
}
