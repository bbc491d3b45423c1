package formula

// This file implements the translation of the model's invariants into
// normalized bad cubes (see the package documentation).

import (
	"fmt"
	"slices"

	"paraverify/murphi/ast"
	"paraverify/murphi/check"
	"paraverify/murphi/source"
)

// MaxCubes bounds the disjunctive normal form of one property.
const MaxCubes = 4096

// nnf is a negation-normal-form formula: a literal, a constant, or an
// and/or of sub-formulas.
type nnf struct {
	op   byte // 'l' literal, 't' true, 'f' false, '&', '|'
	lit  Lit
	args []*nnf
}

// normalizer holds the state of one translation.
type normalizer struct {
	m         *check.Model
	symmetric map[check.Type]bool
	fixed     map[string]check.Type // the model's fixed variables
	special   Special               // the distinguished terms of each type
	consts    map[string]*Term      // the constant variables as their values
	params    []check.Type          // types of the parameters introduced so far
	errs      source.ErrorList
}

// SymmetricTypes returns the index types whose values are interchangeable:
// the scalarsets but those whose first value a clear stores, and the
// subranges used symmetrically.
func SymmetricTypes(m *check.Model) map[check.Type]bool {
	out := map[check.Type]bool{}
	cleared := m.ClearedScalarsets()
	for _, t := range m.Types {
		if s, ok := t.Type.(*check.ScalarsetType); ok {
			if _, ok := cleared[s]; !ok {
				out[t.Type] = true
			}
		}
	}
	for _, u := range m.SubrangeSymmetry() {
		if u.Symmetric {
			out[u.Type] = true
		}
	}
	return out
}

// Invariants turns every invariant of the model into normalized,
// canonical, deduplicated bad cubes, in model order.
func Invariants(m *check.Model) ([]*Inv, error) {
	mf := FactsOf(m)
	var out []*Inv
	seen := map[string]*Inv{}
	var errs source.ErrorList
	for _, f := range m.Invariants {
		n := &normalizer{m: m, symmetric: mf.Sym, fixed: mf.Fixed, special: mf.Special, consts: mf.Consts}
		invs := n.family(f)
		errs = append(errs, n.errs...)
		for _, inv := range invs {
			c, key := inv.Canonical()
			if first := seen[key]; first == nil {
				seen[key] = c
				out = append(out, c)
			} else if first.Prop != f && !slices.Contains(first.Also, f) {
				first.Also = append(first.Also, f) // a conjunct of two properties
			}
		}
	}
	if len(errs) > 0 {
		errs.Sort()
		return nil, errs
	}
	return out, nil
}

// family translates one invariant family: its ruleset parameters of
// symmetric types become bad-cube parameters, the others are expanded.
func (n *normalizer) family(f *check.RuleFamily) []*Inv {
	var out []*Inv
	var rec func(i int, env map[*check.Object]*Term)
	rec = func(i int, env map[*check.Object]*Term) {
		if i == len(f.Params) {
			bad := n.conv(f.Guard, true, env)
			for _, c := range n.cubes(bad, f.Guard.Pos()) {
				for _, inv := range n.finish(f.Display, c) {
					inv.Prop = f
					out = append(out, inv)
				}
			}
			return
		}
		p := f.Params[i]
		if n.symmetric[p.Type] {
			env[p] = n.newParam(p.Type)
			rec(i+1, env)
			return
		}
		for _, v := range n.m.Info.Quants[f.Quants[i]].Values {
			env[p] = &Term{Kind: TConst, Type: p.Type, Val: v}
			rec(i+1, env)
		}
	}
	rec(0, map[*check.Object]*Term{})
	return out
}

func (n *normalizer) newParam(t check.Type) *Term {
	n.params = append(n.params, t)
	return &Term{Kind: TParam, Type: t, Param: len(n.params)}
}

func lit(l Lit) *nnf { return &nnf{op: 'l', lit: l} }
func boolConst(b bool) *nnf {
	if b {
		return &nnf{op: 't'}
	}
	return &nnf{op: 'f'}
}

// conv translates e (negated when neg) into negation normal form.
func (n *normalizer) conv(e ast.Expr, neg bool, env map[*check.Object]*Term) *nnf {
	switch e := e.(type) {
	case *ast.Paren:
		return n.conv(e.X, neg, env)
	case *ast.Unary:
		if e.Op == ast.OpNot {
			return n.conv(e.X, !neg, env)
		}
	case *ast.Binary:
		switch e.Op {
		case ast.OpAnd, ast.OpOr:
			op := byte('&')
			if (e.Op == ast.OpOr) != neg {
				op = '|'
			}
			return &nnf{op: op, args: []*nnf{n.conv(e.X, neg, env), n.conv(e.Y, neg, env)}}
		case ast.OpImplies: // X -> Y == !X | Y
			if neg {
				return &nnf{op: '&', args: []*nnf{n.conv(e.X, false, env), n.conv(e.Y, true, env)}}
			}
			return &nnf{op: '|', args: []*nnf{n.conv(e.X, true, env), n.conv(e.Y, false, env)}}
		case ast.OpEq, ast.OpNeq:
			// a boolean operand's negation moves to the comparison:
			// x = !y is x != y
			x, nx := check.StripNot(n.m.Info, e.X)
			y, ny := check.StripNot(n.m.Info, e.Y)
			if nx != ny {
				neg = !neg
			}
			l, r := n.term(x, env), n.term(y, env)
			if l == nil || r == nil {
				return boolConst(false)
			}
			var in bool
			if l, r, in = rangeConst(l, r); !in {
				// an integer outside the component's subrange never equals it
				return boolConst((e.Op == ast.OpNeq) != neg)
			}
			return lit(Lit{L: l, R: r, Neg: (e.Op == ast.OpNeq) != neg})
		}
	case *ast.IsUndefined:
		// x = the undefined value
		if t := n.term(e.X, env); t != nil {
			return lit(Lit{L: t, R: &Term{Kind: TConst, Type: t.Type, Undef: true}, Neg: neg})
		}
		return boolConst(false)
	case *ast.QuantExpr:
		qi := n.m.Info.Quants[e.Quant]
		if qi.Dynamic {
			n.errs.Add(e.Pos(), "unsupported in a property: a range whose bounds are computed at run time")
			return boolConst(false)
		}
		t := qi.Var.Type
		// Under the negation a forall becomes an exists (and vice versa);
		// an exists over a symmetric type is a fresh parameter.
		exists := e.Forall == neg
		if n.symmetric[t] {
			if !exists {
				// for all values: quantified literals, when the body is
				// one literal or a conjunction of them
				env[qi.Var] = Bound(t)
				if q := quantNNF(n.conv(e.Body, neg, env), t); q != nil {
					return q
				}
				n.errs.AddKind(KindExists, e.Pos(), "unsupported in a property: a universal quantifier inside the bad condition (an exists in the property) over %s whose body is not a literal or a conjunction of literals over components indexed by its variable", t)
				return boolConst(false)
			}
			env[qi.Var] = n.newParam(t)
			return n.conv(e.Body, neg, env)
		}
		op := byte('&')
		if exists {
			op = '|'
		}
		out := &nnf{op: op}
		for _, v := range qi.Values {
			env[qi.Var] = &Term{Kind: TConst, Type: t, Val: v}
			out.args = append(out.args, n.conv(e.Body, neg, env))
		}
		return out
	}
	if v, ok := n.m.Info.Consts[e]; ok {
		if _, isBool := n.m.Info.Types[e].(*check.BoolType); isBool {
			return boolConst((v != 0) != neg)
		}
	}
	if _, isBool := n.m.Info.Types[e].(*check.BoolType); isBool {
		if t := n.term(e, env); t != nil {
			return lit(Lit{L: t, R: &Term{Kind: TConst, Type: check.Bool, Val: 1}, Neg: neg})
		}
		return boolConst(false)
	}
	n.errs.AddKind(propertyKind(e), e.Pos(), "unsupported in a property: %s", Describe(e))
	return boolConst(false)
}

// quantNNF returns f, the body of a universal quantifier over t, as
// quantified literals: f must be a literal between a component with one
// index the quantifier's variable and a constant, or a conjunction of
// such literals, or either in a disjunction with equations of the
// variable and terms that do not mention it (V = P1 | st[V] != Crit, from
// `exists j : NODE do j != i & st[j] = Crit end` negated), which leave
// those terms out of the literals' range; nil otherwise.
func quantNNF(f *nnf, t check.Type) *nnf {
	switch f.op {
	case '|':
		var excl []*Term
		var rest []*nnf
		var args []*nnf
		var flat func(g *nnf)
		flat = func(g *nnf) {
			if g.op != '|' {
				args = append(args, g)
				return
			}
			for _, a := range g.args {
				flat(a)
			}
		}
		flat(f)
		for _, a := range args {
			if a.op == 'l' && !a.lit.Neg && a.lit.All == nil {
				l, r := a.lit.L, a.lit.R
				if r.Kind == TBound {
					l, r = r, l
				}
				if l.Kind == TBound && !mentionsBound(r) && r.Type.String() == t.String() {
					excl = append(excl, r)
					continue
				}
			}
			rest = append(rest, a)
		}
		if len(excl) == 0 || len(rest) != 1 {
			return nil
		}
		q := quantNNF(rest[0], t)
		if q == nil {
			return nil
		}
		exclude(q, excl)
		return q
	case '&':
		out := &nnf{op: '&'}
		for _, a := range f.args {
			q := quantNNF(a, t)
			if q == nil {
				return nil
			}
			out.args = append(out.args, q)
		}
		return out
	case 'l':
		l := f.lit
		if l.R.Kind == TVar {
			l.L, l.R = l.R, l.L
		}
		bound := 0
		if l.L.Kind == TVar {
			for _, s := range l.L.Sels {
				if s.Index != nil && s.Index.Kind == TBound {
					bound++
				}
			}
		}
		if bound != 1 || l.R.Kind != TConst {
			return nil
		}
		l.All = &Quant{Type: t}
		return lit(l)
	}
	return nil
}

// exclude takes the terms excl out of the range of every quantified
// literal of q (the result of quantNNF).
func exclude(q *nnf, excl []*Term) {
	if q.op == 'l' {
		for _, e := range excl {
			q.lit.All = q.lit.All.Without(e)
		}
		return
	}
	for _, a := range q.args {
		exclude(a, excl)
	}
}

// mentionsBound reports whether the bound term occurs in t.
func mentionsBound(t *Term) bool {
	if t.Kind == TBound {
		return true
	}
	for _, s := range t.Sels {
		if s.Index != nil && mentionsBound(s.Index) {
			return true
		}
	}
	return false
}

// rangeConst gives an integer constant compared with a component of a
// subrange type that type (the literal 0 in `cnt = 0`, typed integer by
// the checker), as the search's weakest preconditions do; in is false
// when the constant is not a value of the subrange.
func rangeConst(l, r *Term) (*Term, *Term, bool) {
	if l.Kind == TConst && r.Kind != TConst {
		r, l, in := rangeConst(r, l)
		return l, r, in
	}
	sub, ok := l.Type.(*check.SubrangeType)
	if r.Kind != TConst || l.Kind == TConst || r.Undef || !ok || sub.Union || r.Type == l.Type {
		return l, r, true
	}
	switch rt := r.Type.(type) {
	case *check.IntType:
	case *check.SubrangeType:
		if rt.Union {
			return l, r, true
		}
	default:
		return l, r, true
	}
	if r.Val < sub.Lo || r.Val > sub.Hi {
		return l, r, false
	}
	u := *r
	u.Type = l.Type
	return l, &u, true
}

// Describe names the construct e in a message about what is unsupported.
func Describe(e ast.Expr) string {
	switch e := e.(type) {
	case *ast.Call:
		return "function call"
	case *ast.CondExpr:
		return "conditional expression"
	case *ast.IsUndefined:
		return "isundefined"
	case *ast.IsMember:
		return "ismember"
	case *ast.Binary:
		switch e.Op {
		case ast.OpLt, ast.OpLe, ast.OpGt, ast.OpGe:
			return fmt.Sprintf("an ordering comparison (%s)", e.Op)
		case ast.OpAdd, ast.OpSub, ast.OpMul, ast.OpDiv, ast.OpMod:
			return fmt.Sprintf("arithmetic (%s)", e.Op)
		}
		return fmt.Sprintf("operator %s", e.Op)
	case *ast.Unary:
		return fmt.Sprintf("operator %s", e.Op)
	case *ast.Index:
		return "an array index that is not a parameter or a constant"
	case *ast.QuantExpr:
		return "a quantifier"
	case *ast.Selector:
		return "a field of a value that is not a state variable"
	}
	return fmt.Sprintf("expression %T", e)
}

// term translates a state designator, constant or parameter.
func (n *normalizer) term(e ast.Expr, env map[*check.Object]*Term) *Term {
	info := n.m.Info
	if v, ok := info.Consts[e]; ok {
		return &Term{Kind: TConst, Type: info.Types[e], Val: v}
	}
	switch e := e.(type) {
	case *ast.Paren:
		return n.term(e.X, env)
	case *ast.Ident:
		obj := info.Uses[e]
		if t, ok := env[obj]; ok {
			return t
		}
		if obj != nil && obj.Kind == check.VarObj {
			if t, ok := n.fixed[obj.Name]; ok && t == obj.Type {
				return &Term{Kind: TFixed, Type: t, Var: obj.Name}
			}
			if c, ok := n.consts[obj.Name]; ok {
				return c
			}
			return &Term{Kind: TVar, Var: obj.Name, Type: obj.Type}
		}
	case *ast.Index:
		x := n.term(e.X, env)
		i := n.term(e.Index, env)
		if x == nil || i == nil {
			return nil
		}
		if x.Kind == TVar && (i.Kind == TParam || i.Kind == TConst || i.Kind == TFixed || i.Kind == TBound) {
			at := x.Type.(*check.ArrayType)
			return &Term{Kind: TVar, Var: x.Var, Sels: append(append([]Sel(nil), x.Sels...), Sel{Index: i}), Type: at.Elem}
		}
	case *ast.Selector:
		x := n.term(e.X, env)
		if x == nil {
			return nil
		}
		if x.Kind == TVar {
			var ft check.Type
			for _, f := range x.Type.(*check.RecordType).Fields {
				if f.Name == e.Name.Name {
					ft = f.Type
				}
			}
			return &Term{Kind: TVar, Var: x.Var, Sels: append(append([]Sel(nil), x.Sels...), Sel{Field: e.Name.Name}), Type: ft}
		}
	}
	n.errs.AddKind(propertyKind(e), e.Pos(), "unsupported in a property: %s (want a variable, a constant or a parameter)", Describe(e))
	return nil
}

// cubes distributes an NNF formula into a disjunction of cubes.
func (n *normalizer) cubes(f *nnf, pos source.Pos) []Cube {
	switch f.op {
	case 't':
		return []Cube{{}}
	case 'f':
		return nil
	case 'l':
		return []Cube{{f.lit}}
	case '|':
		var out []Cube
		for _, a := range f.args {
			out = append(out, n.cubes(a, pos)...)
			if len(out) > MaxCubes {
				n.errs.AddKind(KindSize, pos, "unsupported: the property has more than %d cubes in disjunctive normal form", MaxCubes)
				return nil
			}
		}
		return out
	}
	out := []Cube{{}}
	for _, a := range f.args {
		var next []Cube
		for _, c := range out {
			for _, d := range n.cubes(a, pos) {
				next = append(next, append(append(Cube(nil), c...), d...))
			}
			if len(next) > MaxCubes {
				n.errs.AddKind(KindSize, pos, "unsupported: the property has more than %d cubes in disjunctive normal form", MaxCubes)
				return nil
			}
		}
		out = next
	}
	return out
}
