package check

// This file implements the symmetry analysis of subrange types. A named
// subrange type T (such as `NODE : 1..NODE_NUM`) is used symmetrically when
// no expression does arithmetic or ordering on values of T and no value of
// another integer type (a literal, a constant, a `to` loop variable, an
// arithmetic result, another subrange) is stored in, compared with, or
// used as an index or argument of type T. Then every permutation of T's
// values maps reachable states to reachable states, exactly as for a
// scalarset, and the explicit-state checker and the invariant finder may
// treat T's values as interchangeable.

import (
	"fmt"

	"paraverify/murphi/ast"
	"paraverify/murphi/source"
)

// SubrangeUse is the verdict of the symmetry analysis for one subrange type.
type SubrangeUse struct {
	Type      *SubrangeType
	Symmetric bool
	Pos       source.Pos // the first use that breaks symmetry
	Reason    string
}

// SubrangeSymmetry analyses every named subrange type of the model, in
// declaration order.
func (m *Model) SubrangeSymmetry() []SubrangeUse {
	offense := map[*SubrangeType]*SubrangeUse{}
	var order []*SubrangeType
	for _, t := range m.Types {
		if s, ok := t.Type.(*SubrangeType); ok && s.Name == t.Name {
			offense[s] = &SubrangeUse{Type: s, Symmetric: true}
			order = append(order, s)
		}
	}
	typeOf := func(e ast.Expr) Type { return m.Info.Types[e] }
	blame := func(t Type, pos source.Pos, format string, args ...any) {
		s, ok := t.(*SubrangeType)
		if !ok {
			return
		}
		u := offense[s]
		if u == nil || !u.Symmetric {
			return
		}
		u.Symmetric, u.Pos, u.Reason = false, pos, fmt.Sprintf(format, args...)
	}
	// mix reports a value of type b flowing into or compared with type a.
	mix := func(a, b Type, pos source.Pos) {
		if a == nil || b == nil || a == b || !isInteger(a) || !isInteger(b) {
			return
		}
		blame(a, pos, "a value of type %s is used as %s", b, a)
		blame(b, pos, "a value of type %s is used as %s", b, a)
	}
	visit := func(result Type) func(n ast.Node) bool {
		return func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.Binary:
				switch n.Op {
				case ast.OpAdd, ast.OpSub, ast.OpMul, ast.OpDiv, ast.OpMod:
					blame(typeOf(n.X), n.OpPos, "arithmetic %s on its values", n.Op)
					blame(typeOf(n.Y), n.OpPos, "arithmetic %s on its values", n.Op)
				case ast.OpLt, ast.OpLe, ast.OpGt, ast.OpGe:
					blame(typeOf(n.X), n.OpPos, "ordering %s on its values", n.Op)
					blame(typeOf(n.Y), n.OpPos, "ordering %s on its values", n.Op)
				case ast.OpEq, ast.OpNeq:
					mix(typeOf(n.X), typeOf(n.Y), n.OpPos)
				}
			case *ast.Unary:
				if n.Op == ast.OpNeg || n.Op == ast.OpPlus {
					blame(typeOf(n.X), n.OpPos, "arithmetic %s on its values", n.Op)
				}
			case *ast.Assign:
				mix(typeOf(n.LHS), typeOf(n.RHS), n.RHS.Pos())
			case *ast.Index:
				if at, ok := typeOf(n.X).(*ArrayType); ok {
					mix(at.Index, typeOf(n.Index), n.Index.Pos())
				}
			case *ast.CondExpr:
				mix(typeOf(n.Then), typeOf(n.Else), n.Else.Pos())
			case *ast.Switch:
				for _, cs := range n.Cases {
					for _, v := range cs.Values {
						mix(typeOf(n.X), typeOf(v), v.Pos())
					}
				}
			case *ast.Call:
				m.mixArgs(n.Func, n.Args, mix)
			case *ast.CallStmt:
				m.mixArgs(n.Proc, n.Args, mix)
			case *ast.Return:
				if n.X != nil && result != nil {
					mix(result, typeOf(n.X), n.X.Pos())
				}
			}
			return true
		}
	}
	for _, d := range m.File.Decls {
		if p, ok := d.(*ast.ProcDecl); ok {
			var result Type
			if p.Result != nil {
				result = m.Info.TypeOf[p.Result]
			}
			ast.Inspect(p, visit(result))
			continue
		}
		ast.Inspect(d, visit(nil))
	}
	for _, r := range m.File.Rules {
		ast.Inspect(r, visit(nil))
	}
	out := make([]SubrangeUse, 0, len(order))
	for _, s := range order {
		out = append(out, *offense[s])
	}
	return out
}

func (m *Model) mixArgs(name *ast.Ident, args []ast.Expr, mix func(a, b Type, pos source.Pos)) {
	obj := m.Info.Uses[name]
	if obj == nil || obj.Proc == nil || len(obj.Proc.Formals) != len(args) {
		return
	}
	for i, a := range args {
		mix(obj.Proc.Formals[i].Type, m.Info.Types[a], a.Pos())
	}
}
