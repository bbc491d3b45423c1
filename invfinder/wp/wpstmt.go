package wp

// This file executes statements symbolically for wp.go: assignments,
// if/switch, loops over symmetric types, procedure and function inlining.

import (
	"fmt"
	"strings"

	"paraverify/invfinder/formula"
	"paraverify/murphi/ast"
	"paraverify/murphi/check"
)

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
func (x *executor) assign(l *formula.Term, fill func(leaf *formula.Term) *formula.Term, p *path) {
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
			if v := x.val(s.RHS, p); v == nil || v.Kind != formula.TFixed {
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
				q.sigma[l.String()] = &formula.Term{Kind: formula.TConst, Type: check.Bool, Val: b}
				out = append(out, q)
			}
			return out
		}
		v := x.val(s.RHS, p)
		if v == nil {
			return nil
		}
		if v = retype(v, l.Type); v == nil {
			x.unsupported(formula.KindRange, s.RHS.Pos(), "a value out of the range of %s", l.Type)
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
			x.assign(l, func(leaf *formula.Term) *formula.Term {
				return &formula.Term{Kind: formula.TConst, Type: leaf.Type, Val: check.Values(leaf.Type)[0]}
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
	x.unsupported(formula.KindStmt, s.Pos(), "statement %s", stmtName(s))
	return nil
}

func stmtName(s ast.Stmt) string {
	return fmt.Sprintf("%T", s)[len("*ast."):]
}

// loop expands `for j : T do body end`.
func (x *executor) loop(s *ast.For, p *path) []*path {
	qi := x.m.Info.Quants[s.Quant]
	if qi.Dynamic {
		x.unsupported(formula.KindDynamic, s.Pos(), "a range whose bounds are computed at run time")
		return nil
	}
	t := qi.Var.Type
	var vals []*formula.Term
	body := s.Body
	var shared []ast.Expr
	var last map[string]bool
	if x.sym[t] {
		var ok bool
		shared, ok = loopWrites(s.Body, qi.Var, x.m.Info)
		last = lastValues(s.Body, shared, qi.Var, x.m.Info)
		if ok && len(shared) > 0 {
			body, ok = x.havocLoop(s, shared)
		}
		if !ok {
			x.unsupported(formula.KindLoop, s.Pos(), "a loop over %s that reads or undefines components it assigns without its variable as index", t)
			return nil
		}
		for _, pt := range x.scope {
			if pt.Type == t {
				vals = append(vals, pt)
			}
		}
	} else {
		for _, v := range qi.Values {
			vals = append(vals, &formula.Term{Kind: formula.TConst, Type: t, Val: v})
		}
	}
	var wild []*formula.Term
	if x.sym[t] {
		wild = x.loopTargets(s.Body, qi.Var, p)
	}
	paths := []*path{p}
	for _, v := range vals {
		x.env[qi.Var] = v
		paths = x.stmts(body, paths)
	}
	delete(x.env, qi.Var)
	for _, q := range paths {
		q.wild = append(q.wild, wild...)
	}
	for _, e := range shared {
		if v := x.unbound(e); v != nil {
			x.unsupported(formula.KindLoop, e.Pos(), "a loop over %s that assigns a component indexed by %s, the variable of a loop inside it, without its own variable as index", t, v.Name)
			return nil
		}
		for _, q := range paths {
			l := x.loc(e, q)
			if l == nil {
				return nil
			}
			if isComplexType(l.Type) {
				x.unsupported(formula.KindLoop, e.Pos(), "a loop that assigns a whole record or array without its variable as index")
				return nil
			}
			if last[designator(e, x.m.Info)] && l.Type.String() == t.String() {
				// the loop's last value of t: one and the same in every
				// loop of the statement that assigns it
				q.sigma[l.String()] = &formula.Term{Kind: formula.TVar, Var: "$last#" + t.String(), Type: l.Type}
				continue
			}
			x.havocs++
			q.sigma[l.String()] = &formula.Term{Kind: formula.TVar, Var: fmt.Sprintf("$havoc#%d", x.havocs), Type: l.Type}
		}
	}
	return paths
}

// loopTargets lists the components the statements of a loop over v's
// (symmetric) type assign, clear or undefine, with v as the bound term
// (formula.TBound): the loop assigns them at values no term denotes,
// which a quantified literal reads. A target that is not a component
// over v (an index of an inner loop, a local) is its whole variable.
func (x *executor) loopTargets(ss []ast.Stmt, v *check.Object, p *path) []*formula.Term {
	var out []*formula.Term
	info := x.m.Info
	var root func(e ast.Expr) string
	root = func(e ast.Expr) string {
		switch e := e.(type) {
		case *ast.Paren:
			return root(e.X)
		case *ast.Index:
			return root(e.X)
		case *ast.Selector:
			return root(e.X)
		case *ast.Ident:
			if o := info.Uses[e]; o != nil {
				switch o.Kind {
				case check.VarObj:
					return o.Name
				case check.AliasObj:
					return root(o.Alias)
				}
			}
		}
		return ""
	}
	target := func(e ast.Expr) {
		nerr := len(x.errs)
		x.env[v] = formula.Bound(v.Type)
		l := x.loc(e, p)
		delete(x.env, v)
		if len(x.errs) > nerr {
			x.errs = x.errs[:nerr]
			l = nil
		}
		if l == nil {
			if r := root(e); r != "" {
				l = &formula.Term{Kind: formula.TVar, Var: r}
			}
		}
		if l != nil {
			out = append(out, l)
		}
	}
	for _, s := range ss {
		ast.Inspect(s, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.Assign:
				target(n.LHS)
			case *ast.Undefine:
				target(n.X)
			case *ast.Clear:
				target(n.X)
			}
			return true
		})
	}
	return out
}

// mayOverlap reports whether two components may be one, or one part of
// the other, for some value of the bound term: their selectors agree
// where both have one (the bound term agreeing with every index).
func mayOverlap(a, b *formula.Term) bool {
	if a.Var != b.Var {
		return false
	}
	for i := 0; i < len(a.Sels) && i < len(b.Sels); i++ {
		s, t := a.Sels[i], b.Sels[i]
		if (s.Index == nil) != (t.Index == nil) || s.Field != t.Field {
			return false
		}
		if s.Index != nil && s.Index.Kind != formula.TBound && t.Index.Kind != formula.TBound && s.Index.String() != t.Index.String() {
			return false
		}
	}
	return true
}

// unbound returns a loop variable that e mentions outside its loop (a
// variable of a nested loop), or nil.
func (x *executor) unbound(e ast.Expr) *check.Object {
	var found *check.Object
	ast.Inspect(e, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok && found == nil {
			if o := x.m.Info.Uses[id]; o != nil && o.Kind == check.ParamObj && x.env[o] == nil {
				found = o
			}
		}
		return found == nil
	})
	return found
}

// loopWrites inspects the body of a loop over v: shared are the
// assignment targets not indexed by v (each iteration may overwrite
// them); ok is false when the body has a call, a while loop, or an
// undefine or clear of a shared component. A nested for loop is looked
// into here (its targets indexed by v are not shared) and checked on its
// own variable when it runs.
func loopWrites(ss []ast.Stmt, v *check.Object, info *check.Info) (shared []ast.Expr, ok bool) {
	ok = true
	indexed := func(e ast.Expr) bool { return info.IndexedBy(e, v) }
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
			case *ast.CallStmt, *ast.While:
				ok = false
			}
			return ok
		})
	}
	return shared, ok
}

// lastValues lists (by designator) the shared targets of a loop over v
// that its body assigns exactly once, as a statement of its own (under
// no condition), with v itself as the value: after the loop each holds
// the last value of v's type (for d : DATA do MemData := d; AuxData := d
// end leaves MemData = AuxData). Every other shared target is havocked.
func lastValues(body []ast.Stmt, shared []ast.Expr, v *check.Object, info *check.Info) map[string]bool {
	count := map[string]int{}
	for _, e := range shared {
		count[designator(e, info)]++
	}
	out := map[string]bool{}
	for _, st := range body {
		a, ok := st.(*ast.Assign)
		if !ok {
			continue
		}
		id, ok := a.RHS.(*ast.Ident)
		if d := designator(a.LHS, info); ok && info.Uses[id] == v && d != "" && count[d] == 1 {
			out[d] = true
		}
	}
	return out
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
	// no read of a shared target, of a part of one or of a whole that
	// holds one in the body: a designator read is compared as a whole
	// (Sta.Dir.ShrSet[p] is no read of Sta.LastOtherInvAck), its indices
	// are reads of their own
	reads := true
	overlaps := func(d string) bool {
		for k := range keys {
			if d == k || strings.HasPrefix(d, k+".") || strings.HasPrefix(d, k+"[") || strings.HasPrefix(k, d+".") || strings.HasPrefix(k, d+"[") {
				return true
			}
		}
		return false
	}
	var read func(e ast.Expr)
	var indices func(e ast.Expr)
	indices = func(e ast.Expr) {
		switch x := e.(type) {
		case *ast.Index:
			indices(x.X)
			read(x.Index)
		case *ast.Selector:
			indices(x.X)
		case *ast.Paren:
			indices(x.X)
		}
	}
	read = func(e ast.Expr) {
		ast.Inspect(e, func(n ast.Node) bool {
			x, ok := n.(ast.Expr)
			if !ok {
				return true
			}
			if d := designator(x, info); d != "" {
				if overlaps(d) {
					reads = false
				}
				indices(x)
				return false
			}
			return true
		})
	}
	for _, st := range s.Body {
		ast.Inspect(st, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.Assign:
				// the target itself is not a read; its indices are
				indices(n.LHS)
				read(n.RHS)
				return false
			case ast.Expr:
				read(n)
				return false
			}
			return true
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

func undefLeaf(leaf *formula.Term) *formula.Term {
	return &formula.Term{Kind: formula.TConst, Type: leaf.Type, Undef: true}
}

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
		var alts []*formula.Form
		for _, e := range c.Values {
			w := x.val(e, rest)
			if w == nil {
				return nil
			}
			alts = append(alts, literal(v, w, false))
		}
		cond := formula.Or(alts...)
		taken := rest.clone()
		taken.cond = append(taken.cond, cond)
		out = append(out, x.stmts(c.Body, []*path{taken})...)
		rest = rest.clone()
		rest.cond = append(rest.cond, formula.Not(cond))
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
		x.unsupported(formula.KindCall, s.Proc.Pos(), "a call of %s", s.Proc.Name)
		return nil
	}
	proc := obj.Proc
	if x.active[proc] {
		x.unsupported(formula.KindCall, s.Proc.Pos(), "a recursive call of %s", s.Proc.Name)
		return nil
	}
	body := proc.Decl.Body
	for i, st := range body {
		if _, isRet := st.(*ast.Return); isRet {
			if i != len(body)-1 {
				x.unsupported(formula.KindCall, st.Pos(), "a return before the end of a procedure")
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
			l := &formula.Term{Kind: formula.TVar, Var: x.localName(f), Type: f.Type}
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
		x.copyInto(&formula.Term{Kind: formula.TVar, Var: x.localName(l), Type: l.Type}, nil, undefLeaf, p)
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
		x.unsupported(formula.KindCall, e.Pos(), "a call of %s", e.Func.Name)
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
		x.unsupported(formula.KindCall, e.Pos(), "a call of %s (only functions whose body is one return are inlined)", e.Func.Name)
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
