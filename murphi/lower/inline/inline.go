package inline

// This file implements the inline pass: aliases, switch, procedure and
// function calls, returns (see the pass list in murphi/lower/lower.go).

import (
	"paraverify/murphi/ast"
	"paraverify/murphi/check"
	"paraverify/murphi/lower/rewrite"
	"paraverify/murphi/source"
)

// Kinds of constructs left in place.
var (
	KindProc   = &source.Kind{Name: "procedure call", Hint: "inline the procedure by hand: no recursion, no return inside a loop, var arguments whose indices the procedure does not change"}
	KindFunc   = &source.Kind{Name: "function call", Hint: "write the function's value as an expression: a function without side effects, recursion or loops (except `for` loops that only `return` a constant when a condition holds)"}
	KindAlias  = &source.Kind{Name: "alias", Hint: "write the aliased designator instead of the alias"}
	KindReturn = &source.Kind{Name: "return", Hint: "restructure the code with if/else instead of return"}
)

// UsedBeforeChange reports whether every use of the alias obj (of the
// designator x) in the statement lists bodies comes before, on its path,
// any statement that may write what the indices of x read. Package lower
// provides it (see murphi/lower/aliasorder.go).
type UsedBeforeChange func(info *check.Info, obj *check.Object, x ast.Expr, bodies [][]ast.Stmt) bool

type inliner struct {
	m       *check.Model
	info    *check.Info
	names   *rewrite.Namer
	left    source.ErrorList
	changed bool

	// subst maps aliases, var formals and value formals passed as they
	// are to their expression (in the output); rename maps locals and
	// bound variables of inlined code to fresh names.
	subst  map[*check.Object]ast.Expr
	rename map[*check.Object]string
	active map[*check.Proc]bool // procedures and functions being inlined
	depth  int                  // > 0 inside inlined code
	// per rule: the names its parameters, locals, quantifiers and aliases
	// bind (inlined code must not mean another object by them), and the
	// locals that inlining adds
	bound  map[string]bool
	locals []ast.Decl
	// writes memoizes procWrites
	writes map[*check.Proc]*procEffect
	// calls is the call graph: the procedures and functions each one
	// calls; recursive memoizes isRecursive
	calls     map[*check.Proc][]*check.Proc
	recursive map[*check.Proc]bool
	// selected is set when a rewrite selects a field or an element of
	// an expression that is not a designator (f(x).a, which Murphi's
	// grammar has no syntax for)
	selected bool
	// usedBeforeChange decides when an alias whose indices read what the
	// statements below it change can still be substituted
	usedBeforeChange UsedBeforeChange
}

// Pass runs the inline pass on m; usedBeforeChange must not be nil.
func Pass(m *check.Model, names *rewrite.Namer, usedBeforeChange UsedBeforeChange) (*ast.File, source.ErrorList, bool) {
	in := &inliner{m: m, info: m.Info, names: names, subst: map[*check.Object]ast.Expr{},
		rename: map[*check.Object]string{}, active: map[*check.Proc]bool{}, writes: map[*check.Proc]*procEffect{},
		recursive: map[*check.Proc]bool{}, usedBeforeChange: usedBeforeChange}
	var outer []string // enclosing ruleset parameters and rule-level aliases
	var walk func(rs []ast.Rule) []ast.Rule
	walk = func(rs []ast.Rule) []ast.Rule {
		var out []ast.Rule
		for _, r := range rs {
			switch r := r.(type) {
			case *ast.Ruleset:
				saved := outer
				for _, q := range r.Params {
					outer = append(outer[:len(outer):len(outer)], q.Var.Name)
				}
				var params []*ast.Quantifier
				for _, q := range r.Params {
					params = append(params, rewrite.CopyQuant(q, in.hook)) // an alias of a constant in a bound
				}
				out = append(out, &ast.Ruleset{KwPos: r.KwPos, Params: params, Rules: walk(r.Rules)})
				outer = saved
			case *ast.AliasRule:
				if in.ruleAliases(r) {
					out = append(out, walk(r.Rules)...)
					continue
				}
				saved := outer
				// the alias stays, its expression with the aliases
				// substituted above it (one of them may name it)
				var kept []*ast.Alias
				for _, a := range r.Aliases {
					outer = append(outer[:len(outer):len(outer)], a.Name.Name)
					kept = append(kept, &ast.Alias{Name: a.Name, X: in.expr(a.X)})
				}
				out = append(out, &ast.AliasRule{KwPos: r.KwPos, Aliases: kept, Rules: walk(r.Rules)})
				outer = saved
			default:
				out = append(out, in.rule(r, outer))
			}
		}
		return out
	}
	rules := walk(m.File.Rules)
	if !in.changed {
		return nil, in.left, false
	}
	// Procedures and functions that are still called stay, with those
	// they call.
	keep := map[*check.Proc]bool{}
	var mark func(n ast.Node)
	mark = func(n ast.Node) {
		ast.Inspect(n, func(x ast.Node) bool {
			var id *ast.Ident
			switch x := x.(type) {
			case *ast.Call:
				id = x.Func
			case *ast.CallStmt:
				id = x.Proc
			}
			if id != nil {
				for _, p := range m.Procs {
					if p.Obj.Name == id.Name && !keep[p] {
						keep[p] = true
						mark(p.Decl)
					}
				}
			}
			return true
		})
	}
	for _, r := range rules {
		mark(r)
	}
	var decls []ast.Decl
	for _, d := range m.File.Decls {
		if p, ok := d.(*ast.ProcDecl); ok {
			if obj := m.Info.Defs[p.Name]; obj == nil || obj.Proc == nil || !keep[obj.Proc] {
				continue
			}
		}
		decls = append(decls, d)
	}
	return &ast.File{Path: m.File.Path, Decls: decls, Rules: rules}, in.left, true
}

// ruleAliases substitutes the aliases of a rule-level alias into the rules
// below it; it returns false (and reports) when an alias cannot be.
func (in *inliner) ruleAliases(r *ast.AliasRule) bool {
	written := map[*check.Object]bool{}
	ast.Inspect(r, func(n ast.Node) bool {
		if s, ok := n.(ast.Stmt); ok {
			in.stmtWrites(s, written)
		}
		return true
	})
	for _, a := range r.Aliases {
		if o := in.unstable(a.X, written, false); o != nil && !in.usedBeforeChange(in.info, in.info.Defs[a.Name], a.X, ruleBodies(r.Rules)) {
			in.left.AddKind(KindAlias, a.Pos(), "the alias %s reads %s, which the rules below it change before they use the alias", a.Name.Name, o.Name)
			return false
		}
		if obj := in.info.Defs[a.Name]; obj != nil && rewrite.Composite(obj.Type) && !rewrite.IsDesignator(a.X) {
			in.left.AddKind(KindAlias, a.Pos(), "the alias %s names a record or array value that is not a variable", a.Name.Name)
			return false
		}
	}
	for _, a := range r.Aliases {
		if obj := in.info.Defs[a.Name]; obj != nil {
			in.subst[obj] = in.expr(a.X)
		}
	}
	in.changed = true
	return true
}

// ruleBodies lists the statements of the rules and startstates in rs.
func ruleBodies(rs []ast.Rule) [][]ast.Stmt {
	var out [][]ast.Stmt
	for _, r := range rs {
		switch r := r.(type) {
		case *ast.Ruleset:
			out = append(out, ruleBodies(r.Rules)...)
		case *ast.AliasRule:
			out = append(out, ruleBodies(r.Rules)...)
		case *ast.Choose:
			out = append(out, ruleBodies(r.Rules)...)
		default:
			if _, body := rewrite.BodyOf(r); body != nil {
				out = append(out, body)
			}
		}
	}
	return out
}

// unstable returns a state variable or local that e reads in a way that
// assignments to written would change: in an index of a designator, or,
// when e is a value (not a designator, or value is set), anywhere; a call
// of a function that reads the state counts as reading anything (the
// function is returned).
// nil: e denotes the same component (or value) wherever it is used.
func (in *inliner) unstable(e ast.Expr, written map[*check.Object]bool, value bool) *check.Object {
	var found *check.Object
	var visit func(e ast.Expr, value bool)
	visit = func(e ast.Expr, value bool) {
		if found != nil || e == nil {
			return
		}
		switch x := e.(type) {
		case *ast.Ident:
			obj := in.info.Uses[x]
			if obj != nil && obj.Kind == check.AliasObj {
				visit(obj.Alias, value)
				return
			}
			if value && obj != nil && written[obj] {
				found = obj
			}
		case *ast.Index:
			visit(x.X, value)
			visit(x.Index, true)
		case *ast.Selector:
			visit(x.X, value)
		case *ast.Paren:
			visit(x.X, value)
		default:
			ast.Inspect(e, func(n ast.Node) bool {
				if c, ok := n.(*ast.Call); ok && found == nil && !in.m.Stateless(c.Func) {
					// what a function reads is not seen here (one that
					// reads no state reads its arguments, visited below)
					found = in.info.Uses[c.Func]
				}
				if id, ok := n.(*ast.Ident); ok {
					obj := in.info.Uses[id]
					if obj != nil && obj.Kind == check.AliasObj {
						visit(obj.Alias, true)
					} else if obj != nil && written[obj] && found == nil {
						found = obj
					}
				}
				return found == nil
			})
		}
	}
	visit(e, value || !rewrite.IsDesignator(e))
	return found
}

func isUndefined(e ast.Expr) bool {
	_, ok := e.(*ast.UndefinedLit)
	return ok
}

// root returns the object a designator is rooted at, through aliases.
func (in *inliner) root(e ast.Expr) *check.Object {
	for hops := 0; hops < 100; hops++ {
		switch x := e.(type) {
		case *ast.Ident:
			obj := in.info.Uses[x]
			if obj != nil && obj.Kind == check.AliasObj {
				e = obj.Alias
				continue
			}
			return obj
		case *ast.Index:
			e = x.X
		case *ast.Selector:
			e = x.X
		case *ast.Paren:
			e = x.X
		default:
			return nil
		}
	}
	return nil
}

// procEffect is what a procedure may write: its formals and the global
// variables (directly or through the procedures it calls).
type procEffect struct {
	formals map[*check.Object]bool
	globals map[*check.Object]bool
}

func (in *inliner) procWrites(p *check.Proc) *procEffect {
	if e, ok := in.writes[p]; ok {
		return e
	}
	e := &procEffect{formals: map[*check.Object]bool{}, globals: map[*check.Object]bool{}}
	in.writes[p] = e // a recursive call adds nothing new
	w := map[*check.Object]bool{}
	for _, s := range p.Decl.Body {
		in.stmtWrites(s, w)
	}
	for o := range w {
		switch o.Kind {
		case check.FormalObj:
			e.formals[o] = true
		case check.VarObj:
			e.globals[o] = true
		}
	}
	return e
}

// stmtWrites adds the roots of everything s may assign to w.
func (in *inliner) stmtWrites(s ast.Stmt, w map[*check.Object]bool) {
	ast.Inspect(s, func(n ast.Node) bool {
		var target ast.Expr
		switch n := n.(type) {
		case *ast.Assign:
			target = n.LHS
		case *ast.Undefine:
			target = n.X
		case *ast.Clear:
			target = n.X
		case *ast.CallStmt:
			obj := in.info.Uses[n.Proc]
			if obj == nil || obj.Proc == nil {
				return true
			}
			eff := in.procWrites(obj.Proc)
			for g := range eff.globals {
				w[g] = true
			}
			for i, f := range obj.Proc.Formals {
				if eff.formals[f] && i < len(n.Args) {
					if r := in.root(n.Args[i]); r != nil {
						w[r] = true
					}
				}
			}
		}
		if target != nil {
			if r := in.root(target); r != nil {
				w[r] = true
			}
		}
		return true
	})
}

// ---------------------------------------------------------------------------
// Rules and statements

func (in *inliner) rule(r ast.Rule, outer []string) ast.Rule {
	in.bound = map[string]bool{}
	for _, n := range outer {
		in.bound[n] = true
	}
	ast.Inspect(r, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok && in.info.Defs[id] != nil {
			in.bound[id.Name] = true
		}
		return true
	})
	in.locals = nil
	if inv, ok := r.(*ast.Invariant); ok {
		return &ast.Invariant{KwPos: inv.KwPos, Name: inv.Name, Cond: in.expr(inv.Cond)}
	}
	var guard ast.Expr
	if sr, ok := r.(*ast.SimpleRule); ok && sr.Guard != nil {
		guard = in.expr(sr.Guard)
	}
	decls, body := rewrite.BodyOf(r)
	if flat, ok := in.noReturn(body); ok && stmtsReturn(body) {
		body = flat
		in.changed = true
	}
	stmts := in.stmts(body)
	if in.selected {
		// not expected: calls and aliases that would select from a value
		// are not inlined (see function, call and aliasStmt)
		in.selected = false
		in.left.AddKind(KindFunc, r.Pos(), "the rule would select a field or an element of a value that is not a variable")
		return r
	}
	return rewrite.WithBody(r, guard, append(rewrite.CopyDecls(decls, in.hook), in.locals...), stmts)
}

// isRecursive reports whether p can call itself, directly or through
// other procedures and functions: such a call cannot be inlined.
func (in *inliner) isRecursive(p *check.Proc) bool {
	if r, ok := in.recursive[p]; ok {
		return r
	}
	if in.calls == nil {
		in.calls = map[*check.Proc][]*check.Proc{}
		for _, q := range in.m.Procs {
			if q.Decl == nil {
				continue
			}
			ast.Inspect(q.Decl, func(n ast.Node) bool {
				var id *ast.Ident
				switch n := n.(type) {
				case *ast.Call:
					id = n.Func
				case *ast.CallStmt:
					id = n.Proc
				}
				if id != nil {
					if o := in.info.Uses[id]; o != nil && o.Proc != nil {
						in.calls[q] = append(in.calls[q], o.Proc)
					}
				}
				return true
			})
		}
	}
	seen := map[*check.Proc]bool{}
	var reach func(q *check.Proc) bool
	reach = func(q *check.Proc) bool {
		for _, c := range in.calls[q] {
			if c == p {
				return true
			}
			if !seen[c] {
				seen[c] = true
				if reach(c) {
					return true
				}
			}
		}
		return false
	}
	r := reach(p)
	in.recursive[p] = r
	return r
}

func (in *inliner) stmts(ss []ast.Stmt) []ast.Stmt {
	var out []ast.Stmt
	for _, s := range ss {
		out = append(out, in.stmt(s)...)
	}
	return out
}

func (in *inliner) stmt(s ast.Stmt) []ast.Stmt {
	switch s := s.(type) {
	case *ast.Assign:
		lhs, rhs := in.expr(s.LHS), in.expr(s.RHS)
		if u, ok := rhs.(*ast.UndefinedLit); ok {
			// a value parameter passed `undefined`
			return []ast.Stmt{&ast.Undefine{KwPos: u.ValuePos, X: lhs}}
		}
		return []ast.Stmt{&ast.Assign{LHS: lhs, RHS: rhs}}
	case *ast.If:
		out := &ast.If{HasElse: s.HasElse, Else: in.stmts(s.Else)}
		for _, a := range s.Arms {
			out.Arms = append(out.Arms, &ast.IfArm{KwPos: a.KwPos, Cond: in.expr(a.Cond), Body: in.stmts(a.Body)})
		}
		return []ast.Stmt{out}
	case *ast.Switch:
		in.changed = true
		x := in.expr(s.X)
		out := &ast.If{HasElse: s.HasElse, Else: in.stmts(s.Else)}
		for _, c := range s.Cases {
			var cond ast.Expr
			for _, v := range c.Values {
				eq := &ast.Binary{X: rewrite.CopyExpr(x, nil), OpPos: c.KwPos, Op: ast.OpEq, Y: in.expr(v)}
				if cond == nil {
					cond = eq
				} else {
					cond = &ast.Binary{X: cond, OpPos: c.KwPos, Op: ast.OpOr, Y: eq}
				}
			}
			out.Arms = append(out.Arms, &ast.IfArm{KwPos: c.KwPos, Cond: cond, Body: in.stmts(c.Body)})
		}
		if len(out.Arms) == 0 {
			return out.Else
		}
		return []ast.Stmt{out}
	case *ast.For:
		return []ast.Stmt{&ast.For{KwPos: s.KwPos, Quant: in.quant(s.Quant), Body: in.stmts(s.Body)}}
	case *ast.While:
		return []ast.Stmt{&ast.While{KwPos: s.KwPos, Cond: in.expr(s.Cond), Body: in.stmts(s.Body)}}
	case *ast.AliasStmt:
		return in.aliasStmt(s)
	case *ast.CallStmt:
		if out, ok := in.call(s); ok {
			return out
		}
		return []ast.Stmt{rewrite.CopyStmt(s, in.hook)}
	case *ast.Return:
		in.left.AddKind(KindReturn, s.Pos(), "a return inside a loop")
	}
	return []ast.Stmt{rewrite.CopyStmt(s, in.hook)}
}

// aliasStmt substitutes designator aliases; an alias of a value becomes a
// local assigned at the alias.
func (in *inliner) aliasStmt(s *ast.AliasStmt) []ast.Stmt {
	written := map[*check.Object]bool{}
	for _, st := range s.Body {
		in.stmtWrites(st, written)
	}
	var pre []ast.Stmt
	for _, a := range s.Aliases {
		obj := in.info.Defs[a.Name]
		if obj == nil {
			continue
		}
		value := rewrite.Composite(obj.Type) && !rewrite.IsDesignator(a.X) // x.f would be f(y).f
		if o := in.unstable(a.X, written, false); (o != nil && !in.usedBeforeChange(in.info, obj, a.X, [][]ast.Stmt{s.Body})) || value {
			if rewrite.IsDesignator(a.X) {
				in.left.AddKind(KindAlias, a.Pos(), "the alias %s reads %s, which its body changes before it uses the alias", a.Name.Name, in.unstable(a.X, written, false).Name)
				return []ast.Stmt{rewrite.CopyStmt(s, in.hook)}
			}
			name := in.local(a.Name.Name, obj.Type, nil, a.Pos())
			pre = append(pre, &ast.Assign{LHS: &ast.Ident{NamePos: a.Name.NamePos, Name: name}, RHS: in.expr(a.X)})
			in.rename[obj] = name
			continue
		}
		in.subst[obj] = in.expr(a.X)
	}
	in.changed = true
	return append(pre, in.stmts(s.Body)...)
}

// local declares a fresh local of type t (orig: the declared type
// expression, used when t has no name) in the rule being rewritten.
func (in *inliner) local(base string, t check.Type, orig ast.TypeExpr, pos source.Pos) string {
	name := in.names.Fresh(base)
	in.locals = append(in.locals, &ast.VarDecl{Names: []*ast.Ident{{NamePos: pos, Name: name}}, Type: in.typeRef(t, orig, pos)})
	return name
}

// typeRef returns a type expression for t: its name, boolean, a subrange
// of literals, or the declared type expression orig.
func (in *inliner) typeRef(t check.Type, orig ast.TypeExpr, pos source.Pos) ast.TypeExpr {
	if _, ok := t.(*check.BoolType); ok {
		return &ast.NamedType{Name: &ast.Ident{NamePos: pos, Name: "boolean"}}
	}
	if o := rewrite.NamedType(in.m, t); o != nil {
		return &ast.NamedType{Name: &ast.Ident{NamePos: pos, Name: o.Name}}
	}
	if s, ok := t.(*check.SubrangeType); ok {
		return &ast.SubrangeType{Lo: rewrite.IntLit(s.Lo, pos), Hi: rewrite.IntLit(s.Hi, pos)}
	}
	return orig
}

// ---------------------------------------------------------------------------
// Expressions

func (in *inliner) expr(e ast.Expr) ast.Expr { return rewrite.CopyExpr(e, in.hook) }

func (in *inliner) hook(e ast.Expr) ast.Expr {
	switch e := e.(type) {
	case *ast.Ident:
		obj := in.info.Uses[e]
		if obj == nil {
			return nil
		}
		if x, ok := in.subst[obj]; ok {
			return rewrite.CopyExpr(x, nil)
		}
		if n, ok := in.rename[obj]; ok {
			return &ast.Ident{NamePos: e.NamePos, Name: n}
		}
	case *ast.Call:
		if x := in.function(e); x != nil {
			in.changed = true
			return x
		}
		out := &ast.Call{Func: &ast.Ident{NamePos: e.Func.NamePos, Name: e.Func.Name}}
		for _, a := range e.Args {
			out.Args = append(out.Args, in.expr(a))
		}
		return out
	case *ast.QuantExpr:
		return &ast.QuantExpr{KwPos: e.KwPos, Forall: e.Forall, Quant: in.quant(e.Quant), Body: in.expr(e.Body)}
	case *ast.Selector:
		x := in.expr(e.X)
		in.selected = in.selected || !rewrite.IsDesignator(x)
		return &ast.Selector{X: x, Name: rewrite.CopyIdent(e.Name)}
	case *ast.Index:
		x := in.expr(e.X)
		in.selected = in.selected || !rewrite.IsDesignator(x)
		return &ast.Index{X: x, Index: in.expr(e.Index)}
	}
	return nil
}

// quant copies a quantifier; inside inlined code its variable gets a
// fresh name.
func (in *inliner) quant(q *ast.Quantifier) *ast.Quantifier {
	out := rewrite.CopyQuant(q, in.hook)
	if in.depth > 0 {
		if qi := in.info.Quants[q]; qi != nil {
			name := in.names.Fresh(q.Var.Name)
			in.rename[qi.Var] = name
			out.Var.Name = name
		}
	}
	return out
}

// hidden returns a name that the body of p uses for a global object and
// that the rule being rewritten binds to something else ("" if none).
func (in *inliner) hidden(p *check.Proc) string {
	own := map[*check.Object]bool{} // declared in p
	ast.Inspect(p.Decl, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok && in.info.Defs[id] != nil {
			own[in.info.Defs[id]] = true
		}
		return true
	})
	name := ""
	ast.Inspect(p.Decl, func(n ast.Node) bool {
		id, ok := n.(*ast.Ident)
		if !ok || name != "" {
			return name == ""
		}
		obj := in.info.Uses[id]
		if obj == nil {
			return true
		}
		switch obj.Kind {
		case check.VarObj, check.ConstObj, check.TypeObj, check.EnumConstObj, check.ProcObj, check.FuncObj:
			if in.bound[id.Name] && !own[obj] {
				name = id.Name
			}
		}
		return true
	})
	return name
}

// call inlines a procedure call; ok is false (and the call is reported)
// when it cannot be.
func (in *inliner) call(s *ast.CallStmt) ([]ast.Stmt, bool) {
	obj := in.info.Uses[s.Proc]
	if obj == nil || obj.Proc == nil || obj.Proc.Decl == nil {
		return nil, false
	}
	p := obj.Proc
	if in.active[p] || in.isRecursive(p) {
		in.left.AddKind(KindProc, s.Pos(), "the call of %s: the procedure is recursive", p.Obj.Name)
		return nil, false
	}
	if n := in.hidden(p); n != "" {
		in.left.AddKind(KindProc, s.Pos(), "the call of %s: the procedure uses the global %s, which is another object where it is called", p.Obj.Name, n)
		return nil, false
	}
	body, ok := in.noReturn(p.Decl.Body)
	if !ok {
		in.left.AddKind(KindProc, s.Pos(), "the call of %s: the procedure returns from inside a loop", p.Obj.Name)
		return nil, false
	}
	for _, d := range p.Decl.Decls {
		if _, isType := d.(*ast.TypeDecl); isType {
			in.left.AddKind(KindProc, s.Pos(), "the call of %s: the procedure declares a local type", p.Obj.Name)
			return nil, false
		}
	}
	eff := in.procWrites(p)
	// the components the body may write, as the caller names them
	written := map[*check.Object]bool{}
	for g := range eff.globals {
		written[g] = true
	}
	for i, f := range p.Formals {
		if f.VarParam && eff.formals[f] {
			if r := in.root(s.Args[i]); r != nil {
				written[r] = true
			}
		}
	}
	for i, f := range p.Formals {
		if f.VarParam {
			if o := in.unstable(s.Args[i], written, false); o != nil {
				in.left.AddKind(KindProc, s.Args[i].Pos(), "the call of %s: the var argument %s has an index that reads %s, which the procedure changes", p.Obj.Name, f.Name, o.Name)
				return nil, false
			}
		}
	}
	var pre []ast.Stmt
	var bound []*check.Object
	for i, f := range p.Formals {
		arg := s.Args[i]
		bound = append(bound, f)
		switch {
		case f.VarParam:
			in.subst[f] = in.expr(arg)
		case !eff.formals[f] && in.unstable(arg, written, true) == nil && !isUndefined(arg) && (rewrite.IsDesignator(arg) || !rewrite.Composite(f.Type)):
			in.subst[f] = in.expr(arg)
		default:
			name := in.local(f.Name, f.Type, paramType(p, f, in.info), s.Pos())
			if isUndefined(arg) {
				pre = append(pre, &ast.Undefine{KwPos: arg.Pos(), X: &ast.Ident{NamePos: s.Proc.NamePos, Name: name}})
			} else {
				pre = append(pre, &ast.Assign{LHS: &ast.Ident{NamePos: s.Proc.NamePos, Name: name}, RHS: in.expr(arg)})
			}
			in.rename[f] = name
		}
	}
	for _, d := range p.Decl.Decls {
		switch d := d.(type) {
		case *ast.ConstDecl:
			if c := in.info.Defs[d.Name]; c != nil {
				in.subst[c] = rewrite.IntLit(c.Value, d.Name.NamePos)
				bound = append(bound, c)
			}
		case *ast.VarDecl:
			for _, id := range d.Names {
				l := in.info.Defs[id]
				if l == nil {
					continue
				}
				name := in.local(l.Name, l.Type, d.Type, s.Pos())
				in.rename[l] = name
				bound = append(bound, l)
				// a local starts undefined at every call
				pre = append(pre, &ast.Undefine{KwPos: s.Proc.NamePos, X: &ast.Ident{NamePos: s.Proc.NamePos, Name: name}})
			}
		}
	}
	in.active[p] = true
	in.depth++
	out := append(pre, in.stmts(body)...)
	in.depth--
	delete(in.active, p)
	for _, o := range bound {
		delete(in.subst, o)
		delete(in.rename, o)
	}
	in.changed = true
	return out, true
}

// paramType returns the declared type expression of formal f of p.
func paramType(p *check.Proc, f *check.Object, info *check.Info) ast.TypeExpr {
	for _, g := range p.Decl.Params {
		for _, id := range g.Names {
			if info.Defs[id] == f {
				return g.Type
			}
		}
	}
	return nil
}

// noReturn rewrites a statement list without return statements: what
// follows an if (or switch, or alias) with a return inside moves into its
// branches that do not return. ok is false when a return is inside a loop.
func (in *inliner) noReturn(ss []ast.Stmt) ([]ast.Stmt, bool) {
	for i, s := range ss {
		if !hasReturn(s) {
			continue
		}
		rest := ss[i+1:]
		then := func(body []ast.Stmt) ([]ast.Stmt, bool) {
			return in.noReturn(append(append([]ast.Stmt(nil), body...), rest...))
		}
		head := append([]ast.Stmt(nil), ss[:i]...)
		switch s := s.(type) {
		case *ast.Return:
			return head, true
		case *ast.If:
			out := &ast.If{HasElse: true}
			ok := true
			for _, a := range s.Arms {
				body, k := then(a.Body)
				ok = ok && k
				out.Arms = append(out.Arms, &ast.IfArm{KwPos: a.KwPos, Cond: a.Cond, Body: body})
			}
			var k bool
			out.Else, k = then(s.Else)
			return append(head, out), ok && k
		case *ast.Switch:
			out := &ast.Switch{KwPos: s.KwPos, X: s.X, HasElse: true}
			ok := true
			for _, c := range s.Cases {
				body, k := then(c.Body)
				ok = ok && k
				out.Cases = append(out.Cases, &ast.Case{KwPos: c.KwPos, Values: c.Values, Body: body})
			}
			var k bool
			out.Else, k = then(s.Else)
			return append(head, out), ok && k
		case *ast.AliasStmt:
			body, k := then(s.Body)
			return append(head, &ast.AliasStmt{KwPos: s.KwPos, Aliases: s.Aliases, Body: body}), k
		}
		return ss, false // a return inside a loop
	}
	return ss, true
}

// stmtsReturn reports whether a return is among ss.
func stmtsReturn(ss []ast.Stmt) bool {
	for _, s := range ss {
		if hasReturn(s) {
			return true
		}
	}
	return false
}

func hasReturn(s ast.Stmt) bool {
	found := false
	ast.Inspect(s, func(n ast.Node) bool {
		if _, ok := n.(*ast.Return); ok {
			found = true
		}
		return !found
	})
	return found
}

// ---------------------------------------------------------------------------
// Functions

// function returns the value of a function call as an expression over the
// caller's terms (a conditional expression where the body branches), or
// nil (reported) when the function cannot be inlined.
func (in *inliner) function(e *ast.Call) ast.Expr {
	obj := in.info.Uses[e.Func]
	if obj == nil || obj.Proc == nil || obj.Proc.Decl == nil || obj.Proc.Result == nil {
		return nil
	}
	p := obj.Proc
	fail := func(format string, args ...any) ast.Expr {
		in.left.AddKind(KindFunc, e.Pos(), "the call of %s: "+format, append([]any{p.Obj.Name}, args...)...)
		return nil
	}
	if in.active[p] || in.isRecursive(p) {
		return fail("the function is recursive")
	}
	for _, a := range e.Args {
		if isUndefined(a) {
			return fail("an argument is undefined")
		}
	}
	if n := in.hidden(p); n != "" {
		return fail("the function uses the global %s, which is another object where it is called", n)
	}
	for _, d := range p.Decl.Decls {
		if _, isType := d.(*ast.TypeDecl); isType {
			return fail("the function declares a local type")
		}
	}
	saved := map[*check.Object]ast.Expr{}
	var objs []*check.Object
	bind := func(o *check.Object, x ast.Expr) {
		if _, ok := saved[o]; !ok {
			saved[o] = in.subst[o]
			objs = append(objs, o)
		}
		in.subst[o] = x
	}
	for i, f := range p.Formals {
		bind(f, in.expr(e.Args[i]))
	}
	for _, d := range p.Decl.Decls {
		if c, ok := d.(*ast.ConstDecl); ok {
			if o := in.info.Defs[c.Name]; o != nil {
				bind(o, rewrite.IntLit(o.Value, c.Name.NamePos))
			}
		}
	}
	for _, l := range p.Locals {
		bind(l, &ast.BadExpr{At: e.Pos()}) // read before assigned
	}
	in.active[p] = true
	in.depth++
	selected := in.selected
	in.selected = false
	fe := &funcEval{in: in, p: p}
	x := fe.eval(p.Decl.Body)
	if in.selected && x != nil {
		x = nil
		fe.why = "its value would select a field or an element of a value that is not a variable (Murphi has no f(x).a)"
	}
	in.selected = selected
	in.depth--
	delete(in.active, p)
	for _, o := range objs {
		if saved[o] == nil {
			delete(in.subst, o)
		} else {
			in.subst[o] = saved[o]
		}
	}
	if x == nil {
		return fail("%s", fe.why)
	}
	undefined := false
	ast.Inspect(x, func(n ast.Node) bool {
		_, bad := n.(*ast.BadExpr)
		undefined = undefined || bad
		return !undefined
	})
	if undefined {
		return fail("it may read a local before assigning it")
	}
	return x
}

// funcEval evaluates a function body symbolically: assignments to its
// locals and value formals update their expressions (in inliner.subst),
// branches become conditional expressions.
type funcEval struct {
	in  *inliner
	p   *check.Proc
	why string
}

func (fe *funcEval) fail(why string) ast.Expr {
	if fe.why == "" {
		fe.why = why
	}
	return nil
}

// branch evaluates ss with the current bindings, restoring them after.
func (fe *funcEval) branch(ss []ast.Stmt) ast.Expr {
	saved := map[*check.Object]ast.Expr{}
	for k, v := range fe.in.subst {
		saved[k] = v
	}
	x := fe.eval(ss)
	fe.in.subst = saved
	return x
}

func (fe *funcEval) eval(ss []ast.Stmt) ast.Expr {
	in := fe.in
	for i, s := range ss {
		rest := ss[i+1:]
		with := func(body []ast.Stmt) []ast.Stmt {
			return append(append([]ast.Stmt(nil), body...), rest...)
		}
		switch s := s.(type) {
		case *ast.Return:
			return in.expr(s.X)
		case *ast.Put:
		case *ast.Assign:
			id, ok := s.LHS.(*ast.Ident)
			obj := in.info.Uses[id]
			if !ok || obj == nil || !(obj.Kind == check.LocalObj || obj.Kind == check.FormalObj && !obj.VarParam) {
				return fe.fail("it assigns " + exprName(s.LHS) + " (only whole locals and value parameters may be assigned)")
			}
			in.subst[obj] = in.expr(s.RHS)
		case *ast.If:
			var arms []ast.Expr
			var conds []ast.Expr
			for _, a := range s.Arms {
				conds = append(conds, in.expr(a.Cond))
				v := fe.branch(with(a.Body))
				if v == nil {
					return nil
				}
				arms = append(arms, v)
			}
			x := fe.branch(with(s.Else))
			if x == nil {
				return nil
			}
			for k := len(arms) - 1; k >= 0; k-- {
				x = &ast.CondExpr{Cond: conds[k], Then: arms[k], Else: x}
			}
			return x
		case *ast.Switch:
			cond := func(c *ast.Case) ast.Expr {
				var out ast.Expr
				for _, v := range c.Values {
					eq := &ast.Binary{X: s.X, OpPos: c.KwPos, Op: ast.OpEq, Y: v}
					if out == nil {
						out = eq
					} else {
						out = &ast.Binary{X: out, OpPos: c.KwPos, Op: ast.OpOr, Y: eq}
					}
				}
				return out
			}
			ifs := &ast.If{HasElse: true, Else: s.Else}
			cases := s.Cases
			if len(s.Else) == 0 && len(cases) > 0 && in.exhaustive(s) {
				// the last case is what remains: the function
				// returns in every case that returns
				ifs.Else = cases[len(cases)-1].Body
				cases = cases[:len(cases)-1]
			}
			for _, c := range cases {
				ifs.Arms = append(ifs.Arms, &ast.IfArm{KwPos: c.KwPos, Cond: cond(c), Body: c.Body})
			}
			if len(ifs.Arms) == 0 {
				return fe.eval(with(s.Else))
			}
			return fe.eval(append([]ast.Stmt{ifs}, rest...))
		case *ast.AliasStmt:
			for _, a := range s.Aliases {
				if o := in.info.Defs[a.Name]; o != nil {
					in.subst[o] = in.expr(a.X)
				}
			}
			return fe.eval(with(s.Body))
		case *ast.For:
			// for q do if C then return V end end: (exists q do C end) ? V : rest
			qi := in.info.Quants[s.Quant]
			var ifs *ast.If
			if len(s.Body) == 1 {
				ifs, _ = s.Body[0].(*ast.If)
			}
			if qi == nil || ifs == nil || len(ifs.Arms) != 1 || len(ifs.Else) > 0 || len(ifs.Arms[0].Body) != 1 {
				return fe.fail("it has a loop (only `for ... do if C then return V end end` is inlined)")
			}
			ret, ok := ifs.Arms[0].Body[0].(*ast.Return)
			if !ok || ret.X == nil || rewrite.Mentions(ret.X, qi.Var, in.info) {
				return fe.fail("it has a loop (only `for ... do if C then return V end end` is inlined)")
			}
			q := in.quant(s.Quant)
			cond := &ast.QuantExpr{KwPos: s.KwPos, Quant: q, Body: in.expr(ifs.Arms[0].Cond)}
			then := in.expr(ret.X)
			els := fe.branch(rest)
			if els == nil {
				return nil
			}
			return &ast.CondExpr{Cond: cond, Then: then, Else: els}
		default:
			return fe.fail("it has a statement that is not an assignment of a local, if, switch, alias or return")
		}
	}
	return fe.fail("it can end without returning a value")
}

// exhaustive reports whether the cases of a switch over an enum or a
// boolean name every value of its type (each case value a constant).
func (in *inliner) exhaustive(s *ast.Switch) bool {
	var n int64
	switch t := in.info.Types[s.X].(type) {
	case *check.EnumType:
		n = int64(len(t.Values))
	case *check.BoolType:
		n = 2
	default:
		return false
	}
	seen := map[int64]bool{}
	for _, c := range s.Cases {
		for _, v := range c.Values {
			for {
				p, ok := v.(*ast.Paren)
				if !ok {
					break
				}
				v = p.X
			}
			id, ok := v.(*ast.Ident)
			if !ok {
				return false
			}
			o := in.info.Uses[id]
			if o == nil || o.Kind != check.EnumConstObj {
				return false
			}
			seen[o.Value] = true
		}
	}
	return int64(len(seen)) == n
}

// exprName names a designator for messages.
func exprName(e ast.Expr) string {
	switch x := e.(type) {
	case *ast.Ident:
		return x.Name
	case *ast.Index:
		return exprName(x.X) + "[...]"
	case *ast.Selector:
		return exprName(x.X) + "." + x.Name.Name
	}
	return "an expression"
}
