package unroll

// This file implements the pass: a `for`, `forall` or `exists` over an
// integer range (`for k := 0 to 3`) or over a subrange written in place
// that types no state component (`forall t : 1..2` beside `array [0..2]`),
// with at most maxValues values, is written out: the loop's body once per
// value, in order, the quantifier as a conjunction or disjunction, the
// variable replaced by the literal. Proof generation reads no quantifier
// over an integer range, nor an in-place range used as another type's
// index; the literals it reads. The state space is the same.

import (
	"paraverify/murphi/ast"
	"paraverify/murphi/check"
	"paraverify/murphi/lower/rewrite"
	"paraverify/murphi/source"
)

const maxValues = 8

type unroller struct {
	m       *check.Model
	typed   map[check.Type]bool // types of state components
	env     map[*check.Object]int64
	changed bool
}

// Pass writes out m's quantifiers and loops over small literal ranges.
func Pass(m *check.Model, _ *rewrite.Namer) (*ast.File, source.ErrorList, bool) {
	u := &unroller{m: m, typed: rewrite.StateTypes(m), env: map[*check.Object]int64{}}
	rules := rewrite.MapRules(m.File.Rules, func(r ast.Rule) ast.Rule {
		switch r := r.(type) {
		case *ast.Invariant:
			return &ast.Invariant{KwPos: r.KwPos, Name: r.Name, Cond: u.expr(r.Cond)}
		case *ast.SimpleRule:
			return rewrite.WithBody(r, u.expr(r.Guard), r.Decls, u.stmts(r.Body))
		case *ast.StartState:
			return rewrite.WithBody(r, nil, r.Decls, u.stmts(r.Body))
		}
		return nil
	}, nil)
	if !u.changed {
		return nil, nil, false
	}
	// an in-place range that only the written-out quantifiers used goes
	// (it would read as a type of its own to generalize)
	f := &ast.File{Path: m.File.Path, Rules: rules}
	named := map[string]bool{}
	ast.Inspect(&ast.File{Decls: m.File.Decls, Rules: rules}, func(n ast.Node) bool {
		if t, ok := n.(*ast.NamedType); ok {
			named[t.Name.Name] = true
		}
		return true
	})
	for _, d := range m.File.Decls {
		if td, ok := d.(*ast.TypeDecl); ok {
			if sub, ok := td.Type.(*ast.SubrangeType); ok && sub.InPlace && !named[td.Name.Name] {
				continue
			}
		}
		f.Decls = append(f.Decls, d)
	}
	return f, nil, true
}

// values returns the values of a quantifier the pass writes out.
func (u *unroller) values(q *ast.Quantifier) ([]int64, bool) {
	qi := u.m.Info.Quants[q]
	if qi == nil || qi.Dynamic || len(qi.Values) == 0 || len(qi.Values) > maxValues {
		return nil, false
	}
	if q.Type != nil {
		s, ok := qi.Var.Type.(*check.SubrangeType)
		if !ok || !s.InPlace || u.typed[qi.Var.Type] {
			return nil, false
		}
	}
	return qi.Values, true
}

func (u *unroller) expr(e ast.Expr) ast.Expr {
	if e == nil {
		return nil
	}
	return rewrite.CopyExpr(e, u.hook)
}

func (u *unroller) hook(e ast.Expr) ast.Expr {
	switch x := e.(type) {
	case *ast.Ident:
		if o := u.m.Info.Uses[x]; o != nil {
			if v, ok := u.env[o]; ok {
				return rewrite.IntLit(v, x.NamePos)
			}
		}
	case *ast.QuantExpr:
		vals, ok := u.values(x.Quant)
		if !ok {
			return nil
		}
		u.changed = true
		v := u.m.Info.Quants[x.Quant].Var
		op := ast.OpOr
		if x.Forall {
			op = ast.OpAnd
		}
		var out ast.Expr
		for _, val := range vals {
			u.env[v] = val
			part := rewrite.Paren(u.expr(x.Body))
			if out == nil {
				out = part
			} else {
				out = &ast.Binary{X: out, OpPos: x.KwPos, Op: op, Y: part}
			}
		}
		delete(u.env, v)
		return &ast.Paren{LParen: x.KwPos, X: out}
	}
	return nil
}

func (u *unroller) stmts(ss []ast.Stmt) []ast.Stmt {
	var out []ast.Stmt
	for _, s := range ss {
		out = append(out, u.stmt(s)...)
	}
	return out
}

func (u *unroller) stmt(s ast.Stmt) []ast.Stmt {
	switch s := s.(type) {
	case *ast.For:
		vals, ok := u.values(s.Quant)
		if !ok {
			return []ast.Stmt{&ast.For{KwPos: s.KwPos, Quant: rewrite.CopyQuant(s.Quant, u.hook), Body: u.stmts(s.Body)}}
		}
		u.changed = true
		v := u.m.Info.Quants[s.Quant].Var
		var out []ast.Stmt
		for _, val := range vals {
			u.env[v] = val
			out = append(out, u.stmts(s.Body)...)
		}
		delete(u.env, v)
		return out
	case *ast.If:
		out := &ast.If{HasElse: s.HasElse, Else: u.stmts(s.Else)}
		for _, a := range s.Arms {
			out.Arms = append(out.Arms, &ast.IfArm{KwPos: a.KwPos, Cond: u.expr(a.Cond), Body: u.stmts(a.Body)})
		}
		return []ast.Stmt{out}
	case *ast.While:
		return []ast.Stmt{&ast.While{KwPos: s.KwPos, Cond: u.expr(s.Cond), Body: u.stmts(s.Body)}}
	}
	return []ast.Stmt{rewrite.CopyStmt(s, u.hook)}
}
