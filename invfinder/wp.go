package invfinder

// This file implements weakest preconditions by symbolic execution of a
// rule instance's action. Every execution path (one per choice of if/else
// branches) yields its path condition and a substitution from the state
// components it assigns to their new values, both over the state before
// the rule; then
//
//	wp(action, bad) = OR over paths p of (cond_p AND bad[sigma_p]).
//
// Array indices in the action must be parameters, fixed variables or
// constants (the rule's and the invariant's parameters are symbolic and
// pairwise distinct, so two components are the same exactly when they
// print the same). A `for` loop over a symmetric type is expanded over the
// values of that type in scope: its body may only assign components
// indexed by the loop variable, so iterations for values no term denotes
// change nothing the formula can read. Local variables, whole-record and
// whole-array copies, aliases, switch and procedure calls are executed
// exactly. Quantifiers over symmetric types in guards and in conditions
// are weakened (see weak): path conditions are then implied by the real
// ones, so the computed wp is weaker than the real one and every
// obligation proved from it holds. Anything else (arithmetic,
// state-dependent indices, loops writing shared components, while) is
// reported as unsupported rather than approximated.

import (
	"fmt"
	"strings"

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
	sigma map[string]*Term // simple components assigned so far
	// copies records whole-record or whole-array assignments: every
	// component under the destination that sigma does not hold reads the
	// corresponding component of the source in the state at the copy (or
	// the fill value when there is no source).
	copies []*copyRec
}

type copyRec struct {
	dst  *Term
	src  *Term                  // nil: fill
	fill func(leaf *Term) *Term // the value of a leaf when src is nil
	at   *path                  // the path at the copy, for reading src
}

func (p *path) clone() *path {
	q := &path{cond: append([]*Form(nil), p.cond...), sigma: make(map[string]*Term, len(p.sigma)),
		copies: append([]*copyRec(nil), p.copies...)}
	for k, v := range p.sigma {
		q.sigma[k] = v
	}
	return q
}

// under reports whether component t lies under component d (or is d),
// and returns the selectors of t below d.
func under(t, d *Term) ([]Sel, bool) {
	if t.Var != d.Var || len(t.Sels) < len(d.Sels) {
		return nil, false
	}
	for i, s := range d.Sels {
		u := t.Sels[i]
		if s.Field != u.Field || (s.Index == nil) != (u.Index == nil) || (s.Index != nil && s.Index.String() != u.Index.String()) {
			return nil, false
		}
	}
	return t.Sels[len(d.Sels):], true
}

// copyInto assigns the whole component dst from src (or the fill value).
func (x *executor) copyInto(dst, src *Term, fill func(leaf *Term) *Term, p *path) {
	rec := &copyRec{dst: dst, src: src, fill: fill, at: p.clone()}
	prefix := dst.String()
	for k := range p.sigma {
		if k == prefix || strings.HasPrefix(k, prefix+".") || strings.HasPrefix(k, prefix+"[") {
			delete(p.sigma, k)
		}
	}
	kept := p.copies[:0:0]
	for _, c := range p.copies {
		if _, ok := under(c.dst, dst); !ok {
			kept = append(kept, c)
		}
	}
	p.copies = append(kept, rec)
}

// isLocal reports whether a component belongs to a local variable of the
// rule or of an inlined procedure.
func isLocal(t *Term) bool { return strings.HasPrefix(t.Var, "$") }

// executor runs a rule instance symbolically.
type executor struct {
	m     *check.Model
	env   map[*check.Object]*Term
	scope []*Term // every parameter term in scope, for expanding loops
	errs  source.ErrorList
	sym   map[check.Type]bool
	start bool // running a startstate: unassigned variables are undefined
	fixed map[string]check.Type
	// havocs numbers the fresh values given to components a loop assigns
	// without its variable as index (never read back from the state)
	havocs int
	// refs binds the `var` formals of inlined procedures to components;
	// locals names local variables ("$name#k", never a state variable).
	refs   map[*check.Object]*Term
	locals map[*check.Object]string
	active map[*check.Proc]bool // procedures being inlined (no recursion)
}

// WP returns the weakest precondition of "bad holds after the rule" for
// the rule instance in, where the invariant has k parameters (others are
// numbered from k+1), together with the rule's guard over the same terms.
// The guard is exact except that a forall over a symmetric type is replaced
// by its instances for the parameters in scope, which weakens it: it may be
// used as an assumption, never as a conclusion.
func WP(m *check.Model, in RuleInstance, params []check.Type, bad Cube) (guard, wp *Form, err error) {
	guard, wp, _, err = wpTouch(m, SymmetricTypes(m), in, params, bad)
	return guard, wp, err
}

// wpTouch is WP that also reports whether some path assigns a component
// the cube reads (if not, the rule cannot change the cube: invHoldRule2).
func wpTouch(m *check.Model, sym map[check.Type]bool, in RuleInstance, params []check.Type, bad Cube) (guard, wp *Form, touches bool, err error) {
	return execute(m, sym, in, params, bad, false)
}

// AfterStart returns the condition that bad holds after the startstate
// instance in, run from the state where every variable is undefined.
func AfterStart(m *check.Model, in RuleInstance, params []check.Type, bad Cube) (*Form, error) {
	return afterStart(m, SymmetricTypes(m), in, params, bad)
}

func afterStart(m *check.Model, sym map[check.Type]bool, in RuleInstance, params []check.Type, bad Cube) (*Form, error) {
	_, f, _, err := execute(m, sym, in, params, bad, true)
	return f, err
}

// execute runs the rule (or startstate) instance symbolically; sym is
// SymmetricTypes(m), passed in because computing it walks the model.
func execute(m *check.Model, sym map[check.Type]bool, in RuleInstance, params []check.Type, bad Cube, start bool) (guard, wp *Form, touches bool, err error) {
	x := &executor{m: m, env: map[*check.Object]*Term{}, sym: sym, start: start, fixed: FixedVars(m),
		refs: map[*check.Object]*Term{}, locals: map[*check.Object]string{}, active: map[*check.Proc]bool{}}
	for i, t := range params {
		x.scope = append(x.scope, &Term{Kind: TParam, Type: t, Param: i + 1})
	}
	for name, t := range x.fixed {
		x.scope = append(x.scope, &Term{Kind: TFixed, Type: t, Var: name})
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
		case a.Fixed != "":
			t = &Term{Kind: TFixed, Type: p.Type, Var: a.Fixed}
		default:
			t = &Term{Kind: TConst, Type: p.Type, Val: a.Value}
		}
		x.env[p] = t
	}
	first := &path{sigma: map[string]*Term{}}
	guard = formTrue
	if in.Rule.Guard != nil {
		guard = x.cond(in.Rule.Guard, first)
	}
	paths := x.stmts(in.Rule.Body, []*path{first})
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
			lit := Lit{L: x.read(l.L, p), R: x.read(l.R, p), Neg: l.Neg}
			if lit.L.String() != l.L.String() || lit.R.String() != l.R.String() {
				touches = true
			}
			conj = append(conj, &Form{Op: 'l', Lit: lit})
		}
		conj = append(conj, p.cond...)
		alts = append(alts, and(conj...))
	}
	return guard, or(alts...), touches, nil
}

func (x *executor) unsupported(pos source.Pos, format string, args ...any) {
	x.errs.Add(pos, "unsupported in invariant search: "+format, args...)
}

// read returns the value of a simple component after the path's
// assignments, as a term over the state before the rule.
func (x *executor) read(t *Term, p *path) *Term {
	if t.Kind != TVar {
		return t
	}
	if v, ok := p.sigma[t.String()]; ok {
		return v
	}
	for i := len(p.copies) - 1; i >= 0; i-- {
		c := p.copies[i]
		rest, ok := under(t, c.dst)
		if !ok {
			continue
		}
		if c.src == nil {
			return c.fill(t)
		}
		return x.read(&Term{Kind: TVar, Var: c.src.Var, Sels: append(append([]Sel(nil), c.src.Sels...), rest...), Type: t.Type}, c.at)
	}
	if isLocal(t) || x.start {
		return &Term{Kind: TConst, Type: t.Type, Undef: true}
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
		obj := info.Uses[e]
		if obj == nil {
			break
		}
		switch obj.Kind {
		case check.VarObj:
			return &Term{Kind: TVar, Var: obj.Name, Type: obj.Type}
		case check.LocalObj:
			return &Term{Kind: TVar, Var: x.localName(obj), Type: obj.Type}
		case check.AliasObj:
			return x.loc(obj.Alias, p)
		case check.FormalObj:
			if r, ok := x.refs[obj]; ok {
				return r
			}
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
	x.unsupported(e.Pos(), "%s (want a state variable)", describe(e))
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
		obj := info.Uses[e]
		if t, ok := x.env[obj]; ok {
			return t
		}
		if obj != nil && obj.Kind == check.AliasObj {
			return x.val(obj.Alias, p)
		}
		if obj != nil && obj.Kind == check.VarObj {
			if t, ok := x.fixed[obj.Name]; ok && t == obj.Type {
				return &Term{Kind: TFixed, Type: t, Var: obj.Name}
			}
		}
	case *ast.Call:
		if _, isBool := info.Types[e].(*check.BoolType); !isBool {
			body, done := x.function(e, p)
			if body == nil {
				return nil
			}
			defer done()
			return x.val(body, p)
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

// cond translates a boolean expression evaluated on the path's state: a
// formula implied by it (see weak).
func (x *executor) cond(e ast.Expr, p *path) *Form { return x.weak(e, p, true) }

// weak translates e (pos) or its negation (!pos) into a formula F that it
// implies, exactly except for quantifiers over symmetric types: a forall
// in positive position (or an exists in negative position) becomes its
// instances for the values in scope (the parameters, the others, the
// fixed variables), an exists in positive position (or a forall in
// negative position) becomes true. F is therefore only ever used as an
// assumption: as a guard, or as the condition of an execution path, so
// that the weakest precondition computed is weaker than the real one and
// every obligation proved with it holds.
func (x *executor) weak(e ast.Expr, p *path, pos bool) *Form {
	info := x.m.Info
	if v, ok := info.Consts[e]; ok {
		if (v != 0) == pos {
			return formTrue
		}
		return formFalse
	}
	switch e := e.(type) {
	case *ast.Paren:
		return x.weak(e.X, p, pos)
	case *ast.Call:
		body, done := x.function(e, p)
		if body == nil {
			return formFalse
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
				return and(x.weak(e.X, p, true), x.weak(e.Y, p, true))
			}
			return or(x.weak(e.X, p, false), x.weak(e.Y, p, false))
		case ast.OpOr:
			if pos {
				return or(x.weak(e.X, p, true), x.weak(e.Y, p, true))
			}
			return and(x.weak(e.X, p, false), x.weak(e.Y, p, false))
		case ast.OpImplies:
			if pos {
				return or(x.weak(e.X, p, false), x.weak(e.Y, p, true))
			}
			return and(x.weak(e.X, p, true), x.weak(e.Y, p, false))
		case ast.OpEq, ast.OpNeq:
			l, r := x.val(e.X, p), x.val(e.Y, p)
			if l == nil || r == nil {
				return formFalse
			}
			return literal(l, r, (e.Op == ast.OpNeq) == pos)
		}
	case *ast.QuantExpr:
		qi := info.Quants[e.Quant]
		t := qi.Var.Type
		universal := e.Forall == pos // a conjunction over all values
		var vals []*Term
		if !x.sym[t] {
			for _, v := range qi.Values {
				vals = append(vals, &Term{Kind: TConst, Type: t, Val: v})
			}
		} else {
			if !universal {
				return formTrue
			}
			for _, st := range x.scope {
				if st.Type == t {
					vals = append(vals, st)
				}
			}
		}
		var fs []*Form
		for _, v := range vals {
			x.env[qi.Var] = v
			fs = append(fs, x.weak(e.Body, p, pos))
		}
		delete(x.env, qi.Var)
		if universal {
			return and(fs...)
		}
		return or(fs...)
	}
	if _, isBool := info.Types[e].(*check.BoolType); isBool {
		if t := x.val(e, p); t != nil {
			return literal(t, &Term{Kind: TConst, Type: check.Bool, Val: 1}, !pos)
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

// assign sets component l to the fill value (every leaf, for a record or
// an array).
func (x *executor) assign(l *Term, fill func(leaf *Term) *Term, p *path) {
	if isComplexType(l.Type) {
		x.copyInto(l, nil, fill, p)
		return
	}
	p.sigma[l.String()] = fill(l)
}

// localName names a local variable's components.
func (x *executor) localName(obj *check.Object) string {
	if n, ok := x.locals[obj]; ok {
		return n
	}
	n := fmt.Sprintf("$%s#%d", obj.Name, len(x.locals))
	x.locals[obj] = n
	return n
}

func (x *executor) stmt(s ast.Stmt, p *path) []*path {
	switch s := s.(type) {
	case *ast.Assign:
		l := x.loc(s.LHS, p)
		if l == nil {
			return nil
		}
		if _, ok := x.fixed[l.Var]; ok && len(l.Sels) == 0 {
			// only a startstate sets a fixed variable, to the value its
			// instance gives the parameter: the instances where that is
			// another value than the fixed one do not exist
			if v := x.val(s.RHS, p); v == nil || v.Kind != TFixed {
				return nil
			}
			return []*path{p}
		}
		if isComplexType(l.Type) {
			src := x.loc(s.RHS, p)
			if src == nil {
				return nil
			}
			x.copyInto(l, src, nil, p)
			return []*path{p}
		}
		if _, isBool := l.Type.(*check.BoolType); isBool && !isDesignator(s.RHS) {
			// a boolean formula: one path where it holds, one where not
			var out []*path
			for _, b := range []int64{1, 0} {
				f := x.weak(s.RHS, p, b == 1)
				if f.Op == 'f' {
					continue
				}
				q := p.clone()
				q.cond = append(q.cond, f)
				q.sigma[l.String()] = &Term{Kind: TConst, Type: check.Bool, Val: b}
				out = append(out, q)
			}
			return out
		}
		v := x.val(s.RHS, p)
		if v == nil {
			return nil
		}
		if v = retype(v, l.Type); v == nil {
			x.unsupported(s.RHS.Pos(), "a value out of the range of %s", l.Type)
			return nil
		}
		p.sigma[l.String()] = v
		return []*path{p}
	case *ast.Undefine:
		if l := x.loc(s.X, p); l != nil {
			x.assign(l, undefLeaf, p)
		}
		return []*path{p}
	case *ast.Clear:
		if l := x.loc(s.X, p); l != nil {
			x.assign(l, func(leaf *Term) *Term {
				return &Term{Kind: TConst, Type: leaf.Type, Val: check.Values(leaf.Type)[0]}
			}, p)
		}
		return []*path{p}
	case *ast.If:
		var out []*path
		rest := p
		for _, arm := range s.Arms {
			c, notc := x.weak(arm.Cond, rest, true), x.weak(arm.Cond, rest, false)
			taken := rest.clone()
			taken.cond = append(taken.cond, c)
			out = append(out, x.stmts(arm.Body, []*path{taken})...)
			rest = rest.clone()
			rest.cond = append(rest.cond, notc)
		}
		return append(out, x.stmts(s.Else, []*path{rest})...)
	case *ast.Switch:
		return x.switchStmt(s, p)
	case *ast.AliasStmt:
		return x.stmts(s.Body, []*path{p})
	case *ast.CallStmt:
		return x.call(s, p)
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
	body := s.Body
	var shared []ast.Expr
	if x.sym[t] {
		var ok bool
		shared, ok = loopWrites(s.Body, qi.Var, x.m.Info)
		if ok && len(shared) > 0 {
			body, ok = x.havocLoop(s, shared)
		}
		if !ok {
			x.unsupported(s.Pos(), "a loop over %s that reads or undefines components it assigns without its variable as index", t)
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
		paths = x.stmts(body, paths)
	}
	delete(x.env, qi.Var)
	for _, e := range shared {
		for _, q := range paths {
			l := x.loc(e, q)
			if l == nil {
				return nil
			}
			if isComplexType(l.Type) {
				x.unsupported(e.Pos(), "a loop that assigns a whole record or array without its variable as index")
				return nil
			}
			x.havocs++
			q.sigma[l.String()] = &Term{Kind: TVar, Var: fmt.Sprintf("$havoc#%d", x.havocs), Type: l.Type}
		}
	}
	return paths
}

// loopWrites inspects the body of a loop over v: shared are the
// assignment targets not indexed by v (each iteration may overwrite
// them); ok is false when the body has a call, a nested loop, or an
// undefine or clear of a shared component.
func loopWrites(ss []ast.Stmt, v *check.Object, info *check.Info) (shared []ast.Expr, ok bool) {
	ok = true
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
				if !indexed(n.LHS) {
					shared = append(shared, n.LHS)
				}
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
	return shared, ok
}

// designator prints a designator for comparing targets syntactically
// ("" for anything else).
func designator(e ast.Expr, info *check.Info) string {
	switch e := e.(type) {
	case *ast.Paren:
		return designator(e.X, info)
	case *ast.Ident:
		if o := info.Uses[e]; o != nil && o.Kind == check.AliasObj {
			return designator(o.Alias, info)
		}
		return e.Name
	case *ast.Selector:
		if b := designator(e.X, info); b != "" {
			return b + "." + e.Name.Name
		}
	case *ast.Index:
		if b, i := designator(e.X, info), designator(e.Index, info); b != "" && i != "" {
			return b + "[" + i + "]"
		}
	}
	return ""
}

// havocLoop handles a loop whose body also assigns shared components
// (targets not indexed by the loop variable, such as "remember the last
// node that matched"): provided the body never reads them, the loop runs
// without those assignments (and without statements that do nothing
// else), then each shared target gets a fresh unconstrained value. That
// over-approximates the loop's effect, which keeps the weakest
// precondition weaker than the real one.
func (x *executor) havocLoop(s *ast.For, shared []ast.Expr) ([]ast.Stmt, bool) {
	info := x.m.Info
	keys := map[string]bool{}
	for _, e := range shared {
		k := designator(e, info)
		if k == "" {
			return nil, false
		}
		keys[k] = true
	}
	// no read of a shared target (or of a part of one) in the body
	reads := true
	for _, st := range s.Body {
		ast.Inspect(st, func(n ast.Node) bool {
			if a, ok := n.(*ast.Assign); ok {
				// the target itself is not a read; its indices are
				ast.Inspect(a.RHS, func(m ast.Node) bool {
					if e, ok := m.(ast.Expr); ok && keys[designator(e, info)] {
						reads = false
					}
					return reads
				})
				return false
			}
			if e, ok := n.(ast.Expr); ok {
				d := designator(e, info)
				for k := range keys {
					if d != "" && (d == k || strings.HasPrefix(d, k+".") || strings.HasPrefix(d, k+"[") || strings.HasPrefix(k, d)) {
						reads = false
					}
				}
			}
			return reads
		})
	}
	if !reads {
		return nil, false
	}
	var prune func(ss []ast.Stmt) []ast.Stmt
	prune = func(ss []ast.Stmt) []ast.Stmt {
		var out []ast.Stmt
		for _, st := range ss {
			switch st := st.(type) {
			case *ast.Assign:
				if keys[designator(st.LHS, info)] {
					continue
				}
			case *ast.If:
				arms := make([]*ast.IfArm, len(st.Arms))
				empty := true
				for i, a := range st.Arms {
					b := *a
					b.Body = prune(a.Body)
					arms[i] = &b
					empty = empty && len(b.Body) == 0
				}
				els := prune(st.Else)
				if empty && len(els) == 0 {
					continue
				}
				c := *st
				c.Arms, c.Else = arms, els
				out = append(out, &c)
				continue
			}
			out = append(out, st)
		}
		return out
	}
	return prune(s.Body), true
}

func undefLeaf(leaf *Term) *Term { return &Term{Kind: TConst, Type: leaf.Type, Undef: true} }

// switchStmt runs `switch X case v1, v2: S ... else S end` as the
// equivalent if/elsif chain.
func (x *executor) switchStmt(s *ast.Switch, p *path) []*path {
	v := x.val(s.X, p)
	if v == nil {
		return nil
	}
	var out []*path
	rest := p
	for _, c := range s.Cases {
		var alts []*Form
		for _, e := range c.Values {
			w := x.val(e, rest)
			if w == nil {
				return nil
			}
			alts = append(alts, literal(v, w, false))
		}
		cond := or(alts...)
		taken := rest.clone()
		taken.cond = append(taken.cond, cond)
		out = append(out, x.stmts(c.Body, []*path{taken})...)
		rest = rest.clone()
		rest.cond = append(rest.cond, not(cond))
	}
	return append(out, x.stmts(s.Else, []*path{rest})...)
}

// call inlines a procedure call: `var` formals denote the actual
// components, value formals of simple types their values, value formals
// of record or array types fresh local copies; the procedure's locals
// start undefined. A return is allowed only as the last statement;
// recursion is not supported.
func (x *executor) call(s *ast.CallStmt, p *path) []*path {
	obj := x.m.Info.Uses[s.Proc]
	if obj == nil || obj.Proc == nil || obj.Proc.Decl == nil {
		x.unsupported(s.Proc.Pos(), "a call of %s", s.Proc.Name)
		return nil
	}
	proc := obj.Proc
	if x.active[proc] {
		x.unsupported(s.Proc.Pos(), "a recursive call of %s", s.Proc.Name)
		return nil
	}
	body := proc.Decl.Body
	for i, st := range body {
		if _, isRet := st.(*ast.Return); isRet {
			if i != len(body)-1 {
				x.unsupported(st.Pos(), "a return before the end of a procedure")
				return nil
			}
			body = body[:i]
		}
	}
	for i, f := range proc.Formals {
		arg := s.Args[i]
		switch {
		case f.VarParam:
			l := x.loc(arg, p)
			if l == nil {
				return nil
			}
			x.refs[f] = l
		case isComplexType(f.Type):
			src := x.loc(arg, p)
			if src == nil {
				return nil
			}
			l := &Term{Kind: TVar, Var: x.localName(f), Type: f.Type}
			x.refs[f] = l
			x.copyInto(l, src, nil, p)
		default:
			v := x.val(arg, p)
			if v == nil {
				return nil
			}
			x.env[f] = v
		}
	}
	for _, l := range proc.Locals {
		x.copyInto(&Term{Kind: TVar, Var: x.localName(l), Type: l.Type}, nil, undefLeaf, p)
	}
	x.active[proc] = true
	paths := x.stmts(body, []*path{p})
	delete(x.active, proc)
	for _, f := range proc.Formals {
		delete(x.refs, f)
		delete(x.env, f)
	}
	return paths
}

// function inlines a call of a function whose body is a single `return
// X` without local variables: it binds the formals (to values, or to the
// components passed for `var` and complex formals) and returns X, with a
// function that undoes the binding.
func (x *executor) function(e *ast.Call, p *path) (ast.Expr, func()) {
	obj := x.m.Info.Uses[e.Func]
	if obj == nil || obj.Proc == nil || obj.Proc.Decl == nil {
		x.unsupported(e.Pos(), "a call of %s", e.Func.Name)
		return nil, nil
	}
	proc := obj.Proc
	body := proc.Decl.Body
	ret, ok := ast.Stmt(nil), len(body) == 1 && len(proc.Locals) == 0
	if ok {
		ret = body[0]
	}
	r, isRet := ret.(*ast.Return)
	if !ok || !isRet || r.X == nil || x.active[proc] {
		x.unsupported(e.Pos(), "a call of %s (only functions whose body is one return are inlined)", e.Func.Name)
		return nil, nil
	}
	for i, f := range proc.Formals {
		if f.VarParam || isComplexType(f.Type) {
			l := x.loc(e.Args[i], p)
			if l == nil {
				return nil, nil
			}
			x.refs[f] = l
			continue
		}
		v := x.val(e.Args[i], p)
		if v == nil {
			return nil, nil
		}
		x.env[f] = v
	}
	x.active[proc] = true
	return r.X, func() {
		delete(x.active, proc)
		for _, f := range proc.Formals {
			delete(x.refs, f)
			delete(x.env, f)
		}
	}
}

// retype gives a constant the type of the component it meets (an integer
// literal compared with or assigned to a subrange component); nil when its
// value is not a value of that type.
func retype(t *Term, typ check.Type) *Term {
	if t.Kind != TConst || t.Type == typ || isComplexType(typ) {
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

// literal builds l = r (or l != r), constants typed as the other side.
func literal(l, r *Term, neg bool) *Form {
	if l.Kind == TConst && r.Kind != TConst {
		l, r = r, l
	}
	if (l.Kind == TParam || l.Kind == TFixed) && (r.Kind == TParam || r.Kind == TFixed) {
		// parameters and fixed values are pairwise distinct
		if (l.String() == r.String()) != neg {
			return formTrue
		}
		return formFalse
	}
	if l.Kind == TConst && r.Kind == TConst && !l.Undef && !r.Undef && l.Type == r.Type {
		if (l.Val == r.Val) != neg {
			return formTrue
		}
		return formFalse
	}
	if r.Kind == TConst && l.Type != r.Type {
		if l.Kind == TConst && !l.Undef && !r.Undef {
			if (l.Val == r.Val) != neg {
				return formTrue
			}
			return formFalse
		}
		if r = retype(r, l.Type); r == nil {
			// a constant outside the component's type never equals it
			if neg {
				return formTrue
			}
			return formFalse
		}
	}
	return &Form{Op: 'l', Lit: Lit{L: l, R: r, Neg: neg}}
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
