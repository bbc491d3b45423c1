package invfinder

// This file implements weakest preconditions by symbolic execution of a
// rule instance's action. Every execution path (one per choice of if/else
// branches) yields its path condition and a substitution from the state
// components it assigns to their new values, both over the state before
// the rule; then
//
//	wp(action, bad) = OR over paths p of (cond_p AND bad[sigma_p]).
//
// Array indices in the action must be parameters or constants (the rule's
// and the invariant's parameters are symbolic and pairwise distinct, so two
// components are the same exactly when they print the same). A `for` loop
// over a symmetric type is expanded over the parameters of that type in
// scope: its body may only assign components indexed by the loop variable,
// so iterations for values no parameter denotes change nothing the formula
// can read. Anything else (arithmetic, state-dependent indices, procedure
// calls, quantifiers in action conditions, loops writing shared components)
// is reported as unsupported rather than approximated.

import (
	"fmt"

	"paraverify/murphi/ast"
	"paraverify/murphi/check"
	"paraverify/murphi/source"
)

// Form is a boolean formula over terms: a literal, true, false, a
// conjunction or a disjunction.
type Form struct {
	Op   byte // 'l', 't', 'f', '&', '|'
	Lit  Lit
	Args []*Form
}

var (
	formTrue  = &Form{Op: 't'}
	formFalse = &Form{Op: 'f'}
)

func and(fs ...*Form) *Form {
	out := &Form{Op: '&'}
	for _, f := range fs {
		switch f.Op {
		case 't':
			continue
		case 'f':
			return formFalse
		case '&':
			out.Args = append(out.Args, f.Args...)
		default:
			out.Args = append(out.Args, f)
		}
	}
	if len(out.Args) == 0 {
		return formTrue
	}
	if len(out.Args) == 1 {
		return out.Args[0]
	}
	return out
}

func or(fs ...*Form) *Form {
	out := &Form{Op: '|'}
	for _, f := range fs {
		switch f.Op {
		case 'f':
			continue
		case 't':
			return formTrue
		case '|':
			out.Args = append(out.Args, f.Args...)
		default:
			out.Args = append(out.Args, f)
		}
	}
	if len(out.Args) == 0 {
		return formFalse
	}
	if len(out.Args) == 1 {
		return out.Args[0]
	}
	return out
}

// not negates a formula (negation normal form is kept: literals flip).
func not(f *Form) *Form {
	switch f.Op {
	case 't':
		return formFalse
	case 'f':
		return formTrue
	case 'l':
		l := f.Lit
		l.Neg = !l.Neg
		return &Form{Op: 'l', Lit: l}
	case '&':
		var args []*Form
		for _, a := range f.Args {
			args = append(args, not(a))
		}
		return or(args...)
	}
	var args []*Form
	for _, a := range f.Args {
		args = append(args, not(a))
	}
	return and(args...)
}

func (f *Form) String() string {
	switch f.Op {
	case 't':
		return "true"
	case 'f':
		return "false"
	case 'l':
		return f.Lit.String()
	}
	sep := " & "
	if f.Op == '|' {
		sep = " | "
	}
	s := ""
	for i, a := range f.Args {
		if i > 0 {
			s += sep
		}
		s += "(" + a.String() + ")"
	}
	return s
}

// path is one execution path of an action.
type path struct {
	cond  []*Form
	sigma map[string]*Term
}

func (p *path) clone() *path {
	q := &path{cond: append([]*Form(nil), p.cond...), sigma: make(map[string]*Term, len(p.sigma))}
	for k, v := range p.sigma {
		q.sigma[k] = v
	}
	return q
}

// executor runs a rule instance symbolically.
type executor struct {
	m     *check.Model
	env   map[*check.Object]*Term
	scope []*Term // every parameter term in scope, for expanding loops
	errs  source.ErrorList
	sym   map[check.Type]bool
	guard bool // translating the guard: foralls are instantiated (a weakening)
}

// WP returns the weakest precondition of "bad holds after the rule" for
// the rule instance in, where the invariant has k parameters (others are
// numbered from k+1), together with the rule's guard over the same terms.
// The guard is exact except that a forall over a symmetric type is replaced
// by its instances for the parameters in scope, which weakens it: it may be
// used as an assumption, never as a conclusion.
func WP(m *check.Model, in RuleInstance, params []check.Type, bad Cube) (guard, wp *Form, err error) {
	guard, wp, _, err = wpTouch(m, in, params, bad)
	return guard, wp, err
}

// wpTouch is WP that also reports whether some path assigns a component
// the cube reads (if not, the rule cannot change the cube: invHoldRule2).
func wpTouch(m *check.Model, in RuleInstance, params []check.Type, bad Cube) (guard, wp *Form, touches bool, err error) {
	x := &executor{m: m, env: map[*check.Object]*Term{}, sym: SymmetricTypes(m)}
	for i, t := range params {
		x.scope = append(x.scope, &Term{Kind: TParam, Type: t, Param: i + 1})
	}
	for i, p := range in.Rule.Params {
		a := in.Args[i]
		var t *Term
		switch {
		case a.Inv > 0:
			t = &Term{Kind: TParam, Type: p.Type, Param: a.Inv}
		case a.Other > 0:
			t = &Term{Kind: TParam, Type: p.Type, Param: len(params) + a.Other}
			x.scope = append(x.scope, t)
		default:
			t = &Term{Kind: TConst, Type: p.Type, Val: a.Value}
		}
		x.env[p] = t
	}
	if len(in.Rule.Aliases) > 0 || len(in.Rule.Locals) > 0 {
		x.errs.Add(in.Rule.Pos, "unsupported in invariant search: rule-level aliases and local variables")
		return nil, nil, false, x.errs
	}
	start := &path{sigma: map[string]*Term{}}
	guard = formTrue
	if in.Rule.Guard != nil {
		x.guard = true
		guard = x.cond(in.Rule.Guard, start)
		x.guard = false
	}
	paths := x.stmts(in.Rule.Body, []*path{start})
	if len(x.errs) > 0 {
		x.errs.Sort()
		return nil, nil, false, x.errs
	}
	var alts []*Form
	for _, p := range paths {
		// the substituted bad literals first, then the branch conditions:
		// the order in which candidate literals are tried
		var conj []*Form
		for _, l := range bad {
			for _, t := range []*Term{l.L, l.R} {
				if _, ok := p.sigma[t.String()]; ok && t.Kind == TVar {
					touches = true
				}
			}
			conj = append(conj, &Form{Op: 'l', Lit: Lit{L: x.read(l.L, p), R: x.read(l.R, p), Neg: l.Neg}})
		}
		conj = append(conj, p.cond...)
		alts = append(alts, and(conj...))
	}
	return guard, or(alts...), touches, nil
}

func (x *executor) unsupported(pos source.Pos, format string, args ...any) {
	x.errs.Add(pos, "unsupported in invariant search: "+format, args...)
}

// read returns the value of a term after the path's assignments.
func (x *executor) read(t *Term, p *path) *Term {
	if t.Kind != TVar {
		return t
	}
	if v, ok := p.sigma[t.String()]; ok {
		return v
	}
	return t
}

// loc evaluates a designator to a state component (indices resolved).
func (x *executor) loc(e ast.Expr, p *path) *Term {
	info := x.m.Info
	switch e := e.(type) {
	case *ast.Paren:
		return x.loc(e.X, p)
	case *ast.Ident:
		if obj := info.Uses[e]; obj != nil && obj.Kind == check.VarObj {
			return &Term{Kind: TVar, Var: obj.Name, Type: obj.Type}
		}
	case *ast.Index:
		b := x.loc(e.X, p)
		i := x.val(e.Index, p)
		if b == nil || i == nil {
			return nil
		}
		if i.Kind == TVar || i.Undef {
			x.unsupported(e.Index.Pos(), "an array index that depends on the state")
			return nil
		}
		return &Term{Kind: TVar, Var: b.Var, Sels: append(append([]Sel(nil), b.Sels...), Sel{Index: i}), Type: b.Type.(*check.ArrayType).Elem}
	case *ast.Selector:
		b := x.loc(e.X, p)
		if b == nil {
			return nil
		}
		for _, f := range b.Type.(*check.RecordType).Fields {
			if f.Name == e.Name.Name {
				return &Term{Kind: TVar, Var: b.Var, Sels: append(append([]Sel(nil), b.Sels...), Sel{Field: f.Name}), Type: f.Type}
			}
		}
	}
	x.unsupported(e.Pos(), "%s is not a state variable", describe(e))
	return nil
}

// val evaluates a simple-typed expression to a term over the old state.
func (x *executor) val(e ast.Expr, p *path) *Term {
	info := x.m.Info
	if v, ok := info.Consts[e]; ok {
		return &Term{Kind: TConst, Type: info.Types[e], Val: v}
	}
	switch e := e.(type) {
	case *ast.Paren:
		return x.val(e.X, p)
	case *ast.Ident:
		if t, ok := x.env[info.Uses[e]]; ok {
			return t
		}
	}
	l := x.loc(e, p)
	if l == nil {
		return nil
	}
	if isComplexType(l.Type) {
		x.unsupported(e.Pos(), "a record or array value")
		return nil
	}
	return x.read(l, p)
}

func isComplexType(t check.Type) bool {
	switch t.(type) {
	case *check.ArrayType, *check.RecordType:
		return true
	}
	return false
}

// cond translates a boolean expression evaluated on the path's state.
func (x *executor) cond(e ast.Expr, p *path) *Form {
	info := x.m.Info
	if v, ok := info.Consts[e]; ok {
		if v != 0 {
			return formTrue
		}
		return formFalse
	}
	switch e := e.(type) {
	case *ast.Paren:
		return x.cond(e.X, p)
	case *ast.Unary:
		if e.Op == ast.OpNot {
			return not(x.cond(e.X, p))
		}
	case *ast.Binary:
		switch e.Op {
		case ast.OpAnd:
			return and(x.cond(e.X, p), x.cond(e.Y, p))
		case ast.OpOr:
			return or(x.cond(e.X, p), x.cond(e.Y, p))
		case ast.OpImplies:
			return or(not(x.cond(e.X, p)), x.cond(e.Y, p))
		case ast.OpEq, ast.OpNeq:
			l, r := x.val(e.X, p), x.val(e.Y, p)
			if l == nil || r == nil {
				return formFalse
			}
			return &Form{Op: 'l', Lit: Lit{L: l, R: r, Neg: e.Op == ast.OpNeq}}
		}
	case *ast.QuantExpr:
		qi := info.Quants[e.Quant]
		t := qi.Var.Type
		var vals []*Term
		switch {
		case !x.sym[t]:
			for _, v := range qi.Values {
				vals = append(vals, &Term{Kind: TConst, Type: t, Val: v})
			}
		case x.guard && e.Forall:
			// In a guard (an assumption), a forall over a symmetric type is
			// weakened to its instances for the parameters in scope.
			for _, pt := range x.scope {
				if pt.Type == t {
					vals = append(vals, pt)
				}
			}
		default:
			x.unsupported(e.Pos(), "an exists in a guard or a quantifier in an action over %s", t)
			return formFalse
		}
		var fs []*Form
		for _, v := range vals {
			x.env[qi.Var] = v
			fs = append(fs, x.cond(e.Body, p))
		}
		delete(x.env, qi.Var)
		if e.Forall {
			return and(fs...)
		}
		return or(fs...)
	}
	if _, isBool := info.Types[e].(*check.BoolType); isBool {
		if t := x.val(e, p); t != nil {
			return &Form{Op: 'l', Lit: Lit{L: t, R: &Term{Kind: TConst, Type: check.Bool, Val: 1}}}
		}
		return formFalse
	}
	x.unsupported(e.Pos(), "%s", describe(e))
	return formFalse
}

func (x *executor) stmts(ss []ast.Stmt, paths []*path) []*path {
	for _, s := range ss {
		var next []*path
		for _, p := range paths {
			next = append(next, x.stmt(s, p)...)
		}
		paths = next
		if len(x.errs) > 0 {
			return nil
		}
	}
	return paths
}

// assign sets the simple component l to v (or, for a record, each field).
func (x *executor) assign(l *Term, v func(leaf *Term) *Term, p *path, pos source.Pos) {
	switch t := l.Type.(type) {
	case *check.RecordType:
		for _, f := range t.Fields {
			x.assign(&Term{Kind: TVar, Var: l.Var, Sels: append(append([]Sel(nil), l.Sels...), Sel{Field: f.Name}), Type: f.Type}, v, p, pos)
		}
	case *check.ArrayType:
		x.unsupported(pos, "assigning a whole array")
	default:
		p.sigma[l.String()] = v(l)
	}
}

func (x *executor) stmt(s ast.Stmt, p *path) []*path {
	switch s := s.(type) {
	case *ast.Assign:
		l := x.loc(s.LHS, p)
		if l == nil {
			return nil
		}
		if isComplexType(l.Type) {
			src := x.loc(s.RHS, p)
			if src == nil {
				return nil
			}
			x.assign(l, func(leaf *Term) *Term {
				rel := &Term{Kind: TVar, Var: src.Var, Sels: append(append([]Sel(nil), src.Sels...), leaf.Sels[len(l.Sels):]...), Type: leaf.Type}
				return x.read(rel, p)
			}, p, s.Pos())
			return []*path{p}
		}
		v := x.val(s.RHS, p)
		if v == nil {
			return nil
		}
		p.sigma[l.String()] = v
		return []*path{p}
	case *ast.Undefine:
		if l := x.loc(s.X, p); l != nil {
			x.assign(l, func(leaf *Term) *Term { return &Term{Kind: TConst, Type: leaf.Type, Undef: true} }, p, s.Pos())
		}
		return []*path{p}
	case *ast.Clear:
		if l := x.loc(s.X, p); l != nil {
			x.assign(l, func(leaf *Term) *Term {
				return &Term{Kind: TConst, Type: leaf.Type, Val: check.Values(leaf.Type)[0]}
			}, p, s.Pos())
		}
		return []*path{p}
	case *ast.If:
		var out []*path
		rest := p
		for _, arm := range s.Arms {
			c := x.cond(arm.Cond, rest)
			taken := rest.clone()
			taken.cond = append(taken.cond, c)
			out = append(out, x.stmts(arm.Body, []*path{taken})...)
			rest = rest.clone()
			rest.cond = append(rest.cond, not(c))
		}
		return append(out, x.stmts(s.Else, []*path{rest})...)
	case *ast.For:
		return x.loop(s, p)
	case *ast.Put:
		return []*path{p}
	}
	x.unsupported(s.Pos(), "statement %s", stmtName(s))
	return nil
}

func stmtName(s ast.Stmt) string {
	return fmt.Sprintf("%T", s)[len("*ast."):]
}

// loop expands `for j : T do body end`.
func (x *executor) loop(s *ast.For, p *path) []*path {
	qi := x.m.Info.Quants[s.Quant]
	t := qi.Var.Type
	var vals []*Term
	if x.sym[t] {
		if !writesIndexedBy(s.Body, qi.Var, x.m.Info) {
			x.unsupported(s.Pos(), "a loop over %s that assigns components not indexed by its variable", t)
			return nil
		}
		for _, pt := range x.scope {
			if pt.Type == t {
				vals = append(vals, pt)
			}
		}
	} else {
		for _, v := range qi.Values {
			vals = append(vals, &Term{Kind: TConst, Type: t, Val: v})
		}
	}
	paths := []*path{p}
	for _, v := range vals {
		x.env[qi.Var] = v
		paths = x.stmts(s.Body, paths)
	}
	delete(x.env, qi.Var)
	return paths
}

// writesIndexedBy reports whether every assignment in ss writes a
// component with v as one of its array indices.
func writesIndexedBy(ss []ast.Stmt, v *check.Object, info *check.Info) bool {
	ok := true
	var indexed func(e ast.Expr) bool
	indexed = func(e ast.Expr) bool {
		switch e := e.(type) {
		case *ast.Index:
			if id, isID := e.Index.(*ast.Ident); isID && info.Uses[id] == v {
				return true
			}
			return indexed(e.X)
		case *ast.Selector:
			return indexed(e.X)
		}
		return false
	}
	for _, s := range ss {
		ast.Inspect(s, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.Assign:
				ok = ok && indexed(n.LHS)
			case *ast.Undefine:
				ok = ok && indexed(n.X)
			case *ast.Clear:
				ok = ok && indexed(n.X)
			case *ast.CallStmt, *ast.While, *ast.For:
				ok = false
			}
			return ok
		})
	}
	return ok
}
