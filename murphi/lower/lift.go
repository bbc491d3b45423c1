package lower

// This file implements the lift pass: conditional expressions c ? a : b
// (written by the user or left by inlined functions and locals) move out
// of values. An assignment, undefine or clear whose value or target holds
// one becomes an if statement; a condition holding one becomes
// (c & P(a)) | (!c & P(b)).

import (
	"paraverify/murphi/ast"
	"paraverify/murphi/check"
	"paraverify/murphi/lower/rewrite"
	"paraverify/murphi/source"
)

// tree is a value that depends on conditions: a leaf expression, or
// cond ? then : els.
type tree struct {
	leaf      ast.Expr
	cond      ast.Expr
	then, els *tree
}

func leafTree(e ast.Expr) *tree { return &tree{leaf: e} }

// mapTree applies f to every leaf.
func mapTree(t *tree, f func(ast.Expr) ast.Expr) *tree {
	if t.cond == nil {
		return leafTree(f(t.leaf))
	}
	return &tree{cond: t.cond, then: mapTree(t.then, f), els: mapTree(t.els, f)}
}

// combine builds the tree of f(a, b) over the leaves of both trees.
func combine(a, b *tree, f func(x, y ast.Expr) ast.Expr) *tree {
	if a.cond != nil {
		return &tree{cond: a.cond, then: combine(a.then, b, f), els: combine(a.els, b, f)}
	}
	return mapTree(b, func(y ast.Expr) ast.Expr { return f(rewrite.CopyExpr(a.leaf, nil), y) })
}

type lifter struct {
	info *check.Info
}

func lift(m *check.Model, names *rewrite.Namer) (*ast.File, source.ErrorList, bool) {
	has := false
	ast.Inspect(m.File, func(n ast.Node) bool {
		if _, ok := n.(*ast.CondExpr); ok {
			has = true
		}
		return !has
	})
	if !has {
		return nil, nil, false
	}
	l := &lifter{info: m.Info}
	rules := rewrite.MapRules(m.File.Rules, func(r ast.Rule) ast.Rule {
		switch r := r.(type) {
		case *ast.Invariant:
			return &ast.Invariant{KwPos: r.KwPos, Name: r.Name, Cond: l.boolean(r.Cond)}
		case *ast.SimpleRule:
			var guard ast.Expr
			if r.Guard != nil {
				guard = l.boolean(r.Guard)
			}
			return rewrite.WithBody(r, guard, r.Decls, l.stmts(r.Body))
		case *ast.StartState:
			return rewrite.WithBody(r, nil, r.Decls, l.stmts(r.Body))
		}
		return nil
	}, nil)
	return &ast.File{Path: m.File.Path, Decls: m.File.Decls, Rules: rules}, nil, true
}

func hasCond(e ast.Node) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		if _, ok := n.(*ast.CondExpr); ok {
			found = true
		}
		return !found
	})
	return found
}

func (l *lifter) isBool(e ast.Expr) bool {
	_, ok := l.info.Types[e].(*check.BoolType)
	return ok
}

// term lifts the conditional expressions out of a value.
func (l *lifter) term(e ast.Expr) *tree {
	if !hasCond(e) {
		return leafTree(rewrite.CopyExpr(e, nil))
	}
	switch x := e.(type) {
	case *ast.CondExpr:
		return &tree{cond: l.boolean(x.Cond), then: l.term(x.Then), els: l.term(x.Else)}
	case *ast.Paren:
		if l.isBool(x) {
			return leafTree(l.boolean(x))
		}
		return mapTree(l.term(x.X), rewrite.Paren)
	case *ast.Unary:
		if x.Op == ast.OpNot {
			return leafTree(l.boolean(x))
		}
		return mapTree(l.term(x.X), func(y ast.Expr) ast.Expr { return &ast.Unary{OpPos: x.OpPos, Op: x.Op, X: y} })
	case *ast.Binary:
		switch x.Op {
		case ast.OpAdd, ast.OpSub, ast.OpMul, ast.OpDiv, ast.OpMod:
			return combine(l.term(x.X), l.term(x.Y), func(a, b ast.Expr) ast.Expr {
				return &ast.Binary{X: a, OpPos: x.OpPos, Op: x.Op, Y: b}
			})
		}
		return leafTree(l.boolean(x))
	case *ast.Index:
		return combine(l.term(x.X), l.term(x.Index), func(a, b ast.Expr) ast.Expr { return &ast.Index{X: a, Index: b} })
	case *ast.Selector:
		return mapTree(l.term(x.X), func(y ast.Expr) ast.Expr {
			return &ast.Selector{X: y, Name: &ast.Ident{NamePos: x.Name.NamePos, Name: x.Name.Name}}
		})
	case *ast.QuantExpr, *ast.IsUndefined, *ast.IsMember:
		return leafTree(l.boolean(x))
	}
	return leafTree(rewrite.CopyExpr(e, nil))
}

// formula turns a tree of conditions into (c & T) | (!c & E), without
// the parts that a literal true or false makes trivial.
func formula(t *tree) ast.Expr {
	if t.cond == nil {
		return t.leaf
	}
	pos := t.cond.Pos()
	part := func(c ast.Expr, x ast.Expr) ast.Expr {
		switch literal(x) {
		case "true":
			return c
		case "false":
			return nil
		}
		return &ast.Binary{X: rewrite.Paren(c), OpPos: pos, Op: ast.OpAnd, Y: rewrite.Paren(x)}
	}
	then := part(rewrite.CopyExpr(t.cond, nil), formula(t.then))
	els := part(&ast.Unary{OpPos: pos, Op: ast.OpNot, X: rewrite.Paren(t.cond)}, formula(t.els))
	switch {
	case then == nil && els == nil:
		return &ast.Ident{NamePos: pos, Name: "false"}
	case then == nil:
		return els
	case els == nil:
		return then
	}
	return &ast.Binary{X: then, OpPos: pos, Op: ast.OpOr, Y: els}
}

// literal returns "true" or "false" for those constants, "" otherwise.
func literal(e ast.Expr) string {
	if id, ok := e.(*ast.Ident); ok && (id.Name == "true" || id.Name == "false") {
		return id.Name
	}
	return ""
}

// boolean lifts the conditional expressions out of a condition.
func (l *lifter) boolean(e ast.Expr) ast.Expr {
	if !hasCond(e) {
		return rewrite.CopyExpr(e, nil)
	}
	switch x := e.(type) {
	case *ast.Paren:
		return &ast.Paren{LParen: x.LParen, X: l.boolean(x.X)}
	case *ast.Unary:
		if x.Op == ast.OpNot {
			return &ast.Unary{OpPos: x.OpPos, Op: x.Op, X: l.boolean(x.X)}
		}
	case *ast.Binary:
		switch x.Op {
		case ast.OpAnd, ast.OpOr, ast.OpImplies:
			return &ast.Binary{X: l.boolean(x.X), OpPos: x.OpPos, Op: x.Op, Y: l.boolean(x.Y)}
		case ast.OpEq, ast.OpNeq, ast.OpLt, ast.OpLe, ast.OpGt, ast.OpGe:
			// booleans too: a designator whose index holds one
			// (flag[c ? 0 : 1] = false) is compared case by case
			a, b := l.term(x.X), l.term(x.Y)
			return formula(combine(a, b, func(p, q ast.Expr) ast.Expr {
				return &ast.Binary{X: p, OpPos: x.OpPos, Op: x.Op, Y: q}
			}))
		}
	case *ast.CondExpr:
		return formula(&tree{cond: l.boolean(x.Cond), then: leafTree(l.boolean(x.Then)), els: leafTree(l.boolean(x.Else))})
	case *ast.QuantExpr:
		return &ast.QuantExpr{KwPos: x.KwPos, Forall: x.Forall, Quant: rewrite.CopyQuant(x.Quant, nil), Body: l.boolean(x.Body)}
	case *ast.IsUndefined:
		return formula(mapTree(l.term(x.X), func(y ast.Expr) ast.Expr { return &ast.IsUndefined{KwPos: x.KwPos, X: y} }))
	case *ast.Ident, *ast.Index, *ast.Selector:
		return formula(l.term(x))
	}
	return rewrite.CopyExpr(e, nil)
}

func (l *lifter) stmts(ss []ast.Stmt) []ast.Stmt {
	var out []ast.Stmt
	for _, s := range ss {
		out = append(out, l.stmt(s))
	}
	return out
}

// branch turns a tree of statements into if statements.
func branch(t *tree, mk func(ast.Expr) ast.Stmt, at source.Pos) ast.Stmt {
	if t.cond == nil {
		return mk(t.leaf)
	}
	return &ast.If{Arms: []*ast.IfArm{{KwPos: at, Cond: t.cond, Body: []ast.Stmt{branch(t.then, mk, at)}}},
		HasElse: true, Else: []ast.Stmt{branch(t.els, mk, at)}}
}

// pair is the leaf of an assignment tree: target and value.
type pair struct {
	ast.Expr
	lhs, rhs ast.Expr
}

func (l *lifter) stmt(s ast.Stmt) ast.Stmt {
	if !hasCond(s) {
		return rewrite.CopyStmt(s, nil)
	}
	switch s := s.(type) {
	case *ast.Assign:
		t := combine(l.term(s.LHS), l.term(s.RHS), func(a, b ast.Expr) ast.Expr { return pair{lhs: a, rhs: b} })
		return branch(t, func(e ast.Expr) ast.Stmt {
			p := e.(pair)
			return &ast.Assign{LHS: p.lhs, RHS: p.rhs}
		}, s.Pos())
	case *ast.Undefine:
		return branch(l.term(s.X), func(e ast.Expr) ast.Stmt { return &ast.Undefine{KwPos: s.KwPos, X: e} }, s.Pos())
	case *ast.Clear:
		return branch(l.term(s.X), func(e ast.Expr) ast.Stmt { return &ast.Clear{KwPos: s.KwPos, X: e} }, s.Pos())
	case *ast.If:
		out := &ast.If{HasElse: s.HasElse, Else: l.stmts(s.Else)}
		for _, a := range s.Arms {
			out.Arms = append(out.Arms, &ast.IfArm{KwPos: a.KwPos, Cond: l.boolean(a.Cond), Body: l.stmts(a.Body)})
		}
		return out
	case *ast.For:
		return &ast.For{KwPos: s.KwPos, Quant: rewrite.CopyQuant(s.Quant, nil), Body: l.stmts(s.Body)}
	case *ast.While:
		return &ast.While{KwPos: s.KwPos, Cond: l.boolean(s.Cond), Body: l.stmts(s.Body)}
	case *ast.Assert:
		return &ast.Assert{KwPos: s.KwPos, Cond: l.boolean(s.Cond), Msg: s.Msg}
	}
	return rewrite.CopyStmt(s, nil)
}
