package lower

// This file implements the expand pass: clear becomes assignments of
// every component of the cleared designator to its type's first value
// (CMurphi and Rumur): false, the first enum constant, the lower bound of
// a subrange. An array indexed by a subrange or a scalarset gets a for
// loop over its index type (valid for every size of the type); one
// indexed by an enum or boolean is unrolled. The first value of a
// scalarset has no name in Murphi, so a clear that reaches one is left as
// it is and reported. Whole-record and whole-array assignments and
// undefine stay as they are: the search executes them as they are, and
// proof generation spells them out over its locations (a copy of an
// undefined component copies the undefined value, which an assignment of
// the component would not do in the explicit-state checker).

import (
	"paraverify/murphi/ast"
	"paraverify/murphi/check"
	"paraverify/murphi/format"
	"paraverify/murphi/lower/rewrite"
	"paraverify/murphi/source"
)

type expander struct {
	m       *check.Model
	info    *check.Info
	names   *rewrite.Namer
	left    source.ErrorList
	changed bool
	bound   map[string]bool // names the rule being rewritten binds
}

func expand(m *check.Model, names *rewrite.Namer) (*ast.File, source.ErrorList, bool) {
	x := &expander{m: m, info: m.Info, names: names}
	rules := rewrite.MapRules(m.File.Rules, func(r ast.Rule) ast.Rule {
		decls, body := rewrite.BodyOf(r)
		if body == nil {
			return nil
		}
		x.bound = map[string]bool{}
		ast.Inspect(r, func(n ast.Node) bool {
			if id, ok := n.(*ast.Ident); ok {
				if o := x.info.Defs[id]; o != nil {
					x.bound[id.Name] = true
				}
			}
			return true
		})
		var guard ast.Expr
		if sr, ok := r.(*ast.SimpleRule); ok {
			guard = sr.Guard
		}
		return rewrite.WithBody(r, guard, decls, x.stmts(body))
	}, nil)
	if !x.changed {
		return nil, x.left, false
	}
	return &ast.File{Path: m.File.Path, Decls: m.File.Decls, Rules: rules}, x.left, true
}

func (x *expander) stmts(ss []ast.Stmt) []ast.Stmt {
	var out []ast.Stmt
	for _, s := range ss {
		out = append(out, x.stmt(s)...)
	}
	return out
}

func (x *expander) stmt(s ast.Stmt) []ast.Stmt {
	switch s := s.(type) {
	case *ast.Clear:
		t := x.info.Types[s.X]
		if bad := x.firstless(t); bad != nil {
			x.left.AddKind(KindClear, s.Pos(), "clear sets every %s in %s to its first value, which has no name in Murphi", bad, format.Expr(s.X))
			break
		}
		if out, ok := x.components(t, s.X, s.Pos(), func(d ast.Expr, leaf check.Type) ast.Stmt {
			return &ast.Assign{LHS: d, RHS: x.first(leaf, s.Pos())}
		}); ok {
			x.changed = true
			return out
		}
	case *ast.If:
		out := &ast.If{HasElse: s.HasElse, Else: x.stmts(s.Else)}
		for _, a := range s.Arms {
			out.Arms = append(out.Arms, &ast.IfArm{KwPos: a.KwPos, Cond: a.Cond, Body: x.stmts(a.Body)})
		}
		return []ast.Stmt{out}
	case *ast.For:
		return []ast.Stmt{&ast.For{KwPos: s.KwPos, Quant: s.Quant, Body: x.stmts(s.Body)}}
	case *ast.While:
		return []ast.Stmt{&ast.While{KwPos: s.KwPos, Cond: s.Cond, Body: x.stmts(s.Body)}}
	}
	return []ast.Stmt{s}
}

// firstless returns a leaf type of t whose first value Murphi cannot
// write (a scalarset), or nil.
func (x *expander) firstless(t check.Type) check.Type {
	switch t := t.(type) {
	case *check.ScalarsetType:
		return t
	case *check.UnionType:
		return x.firstless(t.Members[0])
	case *check.ArrayType:
		return x.firstless(t.Elem)
	case *check.RecordType:
		for _, f := range t.Fields {
			if b := x.firstless(f.Type); b != nil {
				return b
			}
		}
	case *check.EnumType:
		if x.bound[t.Values[0]] {
			return t
		}
	}
	return nil
}

// first is the first value of a simple type, as an expression.
func (x *expander) first(t check.Type, pos source.Pos) ast.Expr {
	switch t := t.(type) {
	case *check.BoolType:
		return &ast.Ident{NamePos: pos, Name: "false"}
	case *check.EnumType:
		return &ast.Ident{NamePos: pos, Name: t.Values[0]}
	case *check.SubrangeType:
		return rewrite.IntLit(t.Lo, pos)
	case *check.UnionType:
		return x.first(t.Members[0], pos)
	}
	return &ast.BadExpr{At: pos}
}

// components calls leaf for every simple component of type t under the
// designator dst, with loops over the index types of arrays. ok is false
// (reported) when an index type cannot be named.
func (x *expander) components(t check.Type, dst ast.Expr, pos source.Pos, leaf func(d ast.Expr, t check.Type) ast.Stmt) ([]ast.Stmt, bool) {
	switch t := t.(type) {
	case *check.RecordType:
		var out []ast.Stmt
		for _, f := range t.Fields {
			sel := &ast.Selector{X: rewrite.CopyExpr(dst, nil), Name: &ast.Ident{NamePos: pos, Name: f.Name}}
			ss, ok := x.components(f.Type, sel, pos, leaf)
			if !ok {
				return nil, false
			}
			out = append(out, ss...)
		}
		return out, true
	case *check.ArrayType:
		at := func(i ast.Expr) ast.Expr {
			return &ast.Index{X: rewrite.CopyExpr(dst, nil), Index: rewrite.CopyExpr(i, nil)}
		}
		var consts []string
		switch it := t.Index.(type) {
		case *check.BoolType:
			consts = []string{"false", "true"}
		case *check.EnumType:
			consts = it.Values
		}
		if consts != nil {
			var out []ast.Stmt
			for _, c := range consts {
				if x.bound[c] {
					x.left.AddKind(KindClear, pos, "the array's index %s is hidden by a name of the rule", c)
					return nil, false
				}
				ss, ok := x.components(t.Elem, at(&ast.Ident{NamePos: pos, Name: c}), pos, leaf)
				if !ok {
					return nil, false
				}
				out = append(out, ss...)
			}
			return out, true
		}
		te := x.typeName(t.Index, pos)
		if te == nil {
			x.left.AddKind(KindClear, pos, "the array's index type %s has no name to loop over", t.Index)
			return nil, false
		}
		v := &ast.Ident{NamePos: pos, Name: x.names.Fresh("k")}
		body, ok := x.components(t.Elem, at(v), pos, leaf)
		if !ok {
			return nil, false
		}
		return []ast.Stmt{&ast.For{KwPos: pos, Quant: &ast.Quantifier{Var: rewrite.CopyExpr(v, nil).(*ast.Ident), Type: te}, Body: body}}, true
	}
	return []ast.Stmt{leaf(dst, t)}, true
}

// typeName is a type expression for an index type: its declared name, or
// the literal bounds of an anonymous subrange; nil for anything else.
func (x *expander) typeName(t check.Type, pos source.Pos) ast.TypeExpr {
	for _, o := range x.m.Types {
		if o.Type == t && !x.bound[o.Name] {
			return &ast.NamedType{Name: &ast.Ident{NamePos: pos, Name: o.Name}}
		}
	}
	if s, ok := t.(*check.SubrangeType); ok {
		return &ast.SubrangeType{Lo: rewrite.IntLit(s.Lo, pos), Hi: rewrite.IntLit(s.Hi, pos)}
	}
	return nil
}
