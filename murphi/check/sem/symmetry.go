package sem

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
	"slices"

	"paraverify/murphi/ast"
	"paraverify/murphi/source"
)

// SubrangeUse is the verdict of the symmetry analysis for one subrange type.
type SubrangeUse struct {
	Type      *SubrangeType
	Symmetric bool
	Pos       source.Pos // the first use that breaks symmetry
	Reason    string
	// Distinguished lists, in increasing order, the constant values of the
	// type that the model stores, compares or uses as indices (Home := 0,
	// dest = 0, Proc[0]) when nothing else breaks its symmetry: every
	// permutation of the other values that fixes these maps reachable
	// states to reachable states (the values are "the home" and a
	// symmetric rest). Symmetric is false then; Pos and Reason name the
	// first such use.
	Distinguished []int64
	// StoredOnly tells that every use of a Distinguished value stores it
	// (an assignment or a clear, such as a message's address reset to 1
	// when the message is emptied): none compares it, indexes by it or
	// passes it.
	StoredOnly bool
}

// SubrangeSymmetry analyses every named subrange type of the model, in
// declaration order.
func (m *Model) SubrangeSymmetry() []SubrangeUse {
	offense := map[*SubrangeType]*SubrangeUse{}
	broken := map[*SubrangeType]bool{} // something other than a constant breaks it
	consts := map[*SubrangeType]map[int64]bool{}
	read := map[*SubrangeType]bool{} // a constant is compared, an index or an argument
	var order []*SubrangeType
	for _, t := range m.Types {
		if s, ok := t.Type.(*SubrangeType); ok && s.Name == t.Name {
			offense[s] = &SubrangeUse{Type: s, Symmetric: true}
			consts[s] = map[int64]bool{}
			order = append(order, s)
		}
	}
	typeOf := func(e ast.Expr) Type { return m.Info.Types[e] }
	blame := func(t Type, pos source.Pos, format string, args ...any) {
		s, ok := t.(*SubrangeType)
		if !ok || offense[s] == nil || broken[s] {
			return
		}
		broken[s] = true
		u := offense[s]
		u.Symmetric, u.Pos, u.Reason = false, pos, fmt.Sprintf(format, args...)
	}
	// constant records the constant value v used as a value of type t.
	constant := func(t Type, v int64, pos source.Pos, stored bool) {
		s, ok := t.(*SubrangeType)
		if !ok || offense[s] == nil || broken[s] {
			return
		}
		if !stored {
			read[s] = true
		}
		u := offense[s]
		if u.Symmetric {
			u.Symmetric, u.Pos, u.Reason = false, pos, fmt.Sprintf("the constant %d is used as %s", v, t)
		}
		consts[s][v] = true
	}
	// mix reports a value of type b (the expression bx, when known) flowing
	// into or compared with type a (the expression ax, when known). A
	// compile-time constant of no subrange type makes its value a
	// distinguished value of the other side's type.
	mix := func(a, b Type, ax, bx ast.Expr, pos source.Pos, stored bool) {
		if a == nil || b == nil || a == b || !IsInteger(a) || !IsInteger(b) {
			return
		}
		if _, ok := b.(*IntType); ok && bx != nil {
			if v, ok := m.Info.Consts[bx]; ok {
				constant(a, v, pos, stored)
				return
			}
		}
		if _, ok := a.(*IntType); ok && ax != nil {
			if v, ok := m.Info.Consts[ax]; ok {
				constant(b, v, pos, false)
				return
			}
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
					mix(typeOf(n.X), typeOf(n.Y), n.X, n.Y, n.OpPos, false)
				}
			case *ast.Unary:
				if n.Op == ast.OpNeg || n.Op == ast.OpPlus {
					blame(typeOf(n.X), n.OpPos, "arithmetic %s on its values", n.Op)
				}
			case *ast.Assign:
				mix(typeOf(n.LHS), typeOf(n.RHS), nil, n.RHS, n.RHS.Pos(), true)
			case *ast.Index:
				if at, ok := typeOf(n.X).(*ArrayType); ok {
					mix(at.Index, typeOf(n.Index), nil, n.Index, n.Index.Pos(), false)
				}
			case *ast.CondExpr:
				mix(typeOf(n.Then), typeOf(n.Else), n.Then, n.Else, n.Else.Pos(), false)
			case *ast.Switch:
				for _, cs := range n.Cases {
					for _, v := range cs.Values {
						mix(typeOf(n.X), typeOf(v), n.X, v, v.Pos(), false)
					}
				}
			case *ast.Call:
				m.mixArgs(n.Func, n.Args, mix)
			case *ast.CallStmt:
				m.mixArgs(n.Proc, n.Args, mix)
			case *ast.Return:
				if n.X != nil && result != nil {
					mix(result, typeOf(n.X), nil, n.X, n.X.Pos(), false)
				}
			case *ast.Clear:
				// clear stores the first value of every subrange it reaches.
				for _, t := range ClearedTypes(typeOf(n.X)) {
					if s, ok := t.(*SubrangeType); ok {
						constant(s, s.Lo, n.Pos(), true)
					}
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
		u := *offense[s]
		if !broken[s] {
			for v := range consts[s] {
				u.Distinguished = append(u.Distinguished, v)
			}
			slices.Sort(u.Distinguished)
			u.StoredOnly = len(u.Distinguished) > 0 && !read[s]
		}
		out = append(out, u)
	}
	return out
}

func (m *Model) mixArgs(name *ast.Ident, args []ast.Expr, mix func(a, b Type, ax, bx ast.Expr, pos source.Pos, stored bool)) {
	obj := m.Info.Uses[name]
	if obj == nil || obj.Proc == nil || len(obj.Proc.Formals) != len(args) {
		return
	}
	for i, a := range args {
		mix(obj.Proc.Formals[i].Type, m.Info.Types[a], nil, a, a.Pos(), false)
	}
}

// ClearedTypes returns the subrange and scalarset types whose first value
// `clear` stores in a location of type t: the types of its leaves, through
// records and array elements, and the first member of a union (whose first
// value is the union's). Each type is listed once, in the order found.
func ClearedTypes(t Type) []Type {
	var out []Type
	seen := map[Type]bool{}
	var walk func(t Type)
	walk = func(t Type) {
		switch t := t.(type) {
		case *SubrangeType, *ScalarsetType:
			if !seen[t] {
				seen[t] = true
				out = append(out, t)
			}
		case *UnionType:
			if len(t.Members) > 0 {
				walk(t.Members[0])
			}
		case *ArrayType:
			walk(t.Elem)
		case *RecordType:
			for _, f := range t.Fields {
				walk(f.Type)
			}
		}
	}
	walk(t)
	return out
}

// ClearedScalarsets returns the scalarset types whose first value a
// `clear` stores, each with the first such clear: that value is then not
// interchangeable with the others, and a reduction by symmetry must fix it.
func (m *Model) ClearedScalarsets() map[*ScalarsetType]source.Pos {
	out := map[*ScalarsetType]source.Pos{}
	visit := func(n ast.Node) bool {
		if c, ok := n.(*ast.Clear); ok {
			for _, t := range ClearedTypes(m.Info.Types[c.X]) {
				if s, ok := t.(*ScalarsetType); ok {
					if _, seen := out[s]; !seen {
						out[s] = c.Pos()
					}
				}
			}
		}
		return true
	}
	m.inspect(visit)
	return out
}
