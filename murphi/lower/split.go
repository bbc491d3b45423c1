package lower

// This file implements the split pass: the conjuncts of a quantifier's
// body that do not mention its variable move out of it,
//
//	forall q : NODE do A & B(q) end   becomes   A & forall q : NODE do B(q) end
//
// and the same for exists. For exists the two are equal always; for forall
// they are equal when the type has a value, which every Murphi type has
// (the checker refuses an empty subrange or scalarset). Published models
// strengthened by hand (CMP abstractions: Chou's FLASH with its lemmas)
// write guards this way; the search instantiates a quantifier of a guard
// only at the values in scope, and with none in scope (a rule without
// node parameters) it would lose A as well.
//
// Only quantifiers over a type are split (a range `q := 1 to K` may be
// empty), and only in rules: properties and startstates stay as written.

import (
	"paraverify/murphi/ast"
	"paraverify/murphi/check"
	"paraverify/murphi/lower/rewrite"
	"paraverify/murphi/source"
)

func split(m *check.Model, _ *rewrite.Namer) (*ast.File, source.ErrorList, bool) {
	info := m.Info
	// free returns the conjuncts of q's body that do not mention its
	// variable and those that do (nil, nil when q is not split).
	free := func(q *ast.QuantExpr) (out, in []ast.Expr) {
		if q.Quant.Type == nil {
			return nil, nil
		}
		obj := info.Defs[q.Quant.Var]
		if obj == nil {
			return nil, nil
		}
		for _, c := range conjuncts(q.Body) {
			if rewrite.Mentions(c, obj, info) {
				in = append(in, c)
			} else {
				out = append(out, c)
			}
		}
		if len(out) == 0 {
			return nil, nil
		}
		return out, in
	}
	changed := false
	var hook func(e ast.Expr) ast.Expr
	hook = func(e ast.Expr) ast.Expr {
		q, ok := e.(*ast.QuantExpr)
		if !ok {
			return nil
		}
		out, in := free(q)
		if out == nil {
			return nil
		}
		changed = true
		copies := func(es []ast.Expr) []ast.Expr {
			var cs []ast.Expr
			for _, c := range es {
				cs = append(cs, rewrite.CopyExpr(c, hook))
			}
			return cs
		}
		parts := copies(out)
		if len(in) > 0 {
			parts = append(parts, &ast.QuantExpr{KwPos: q.KwPos, Forall: q.Forall, Quant: rewrite.CopyQuant(q.Quant, hook), Body: andAll(q.KwPos, copies(in))})
		}
		return &ast.Paren{LParen: q.KwPos, X: andAll(q.KwPos, parts)}
	}
	rules := rewrite.MapRules(m.File.Rules, func(r ast.Rule) ast.Rule {
		sr, ok := r.(*ast.SimpleRule)
		if !ok {
			return nil
		}
		var guard ast.Expr
		if sr.Guard != nil {
			guard = rewrite.CopyExpr(sr.Guard, hook)
		}
		return rewrite.WithBody(r, guard, rewrite.CopyDecls(sr.Decls, hook), rewrite.CopyStmts(sr.Body, hook))
	}, nil)
	if !changed {
		return nil, nil, false
	}
	return &ast.File{Path: m.File.Path, Decls: m.File.Decls, Rules: rules}, nil, true
}

// conjuncts flattens a conjunction (through parentheses).
func conjuncts(e ast.Expr) []ast.Expr {
	switch x := e.(type) {
	case *ast.Paren:
		return conjuncts(x.X)
	case *ast.Binary:
		if x.Op == ast.OpAnd {
			return append(conjuncts(x.X), conjuncts(x.Y)...)
		}
	}
	return []ast.Expr{e}
}

// andAll joins es with & (left to right), each as an operand of &.
func andAll(pos source.Pos, es []ast.Expr) ast.Expr {
	var res ast.Expr
	for _, e := range es {
		e = andOperand(e)
		if res == nil {
			res = e
		} else {
			res = &ast.Binary{X: res, OpPos: pos, Op: ast.OpAnd, Y: e}
		}
	}
	return res
}

// andOperand parenthesizes an operand of & that binds less tightly.
func andOperand(e ast.Expr) ast.Expr {
	switch x := e.(type) {
	case *ast.CondExpr:
		return &ast.Paren{LParen: e.Pos(), X: e}
	case *ast.Binary:
		if x.Op == ast.OpOr || x.Op == ast.OpImplies {
			return &ast.Paren{LParen: e.Pos(), X: e}
		}
	}
	return e
}
