package check

// This file implements the resolution of type expressions, the values of
// finite types and the compatibility relation between types.

import (
	"paraverify/murphi/ast"
)

// typeExpr resolves a type expression; nil means an error was reported.
func (c *checker) typeExpr(te ast.TypeExpr) Type {
	if isNil(te) {
		c.missing("type")
		return nil
	}
	t := c.typeExpr1(te)
	if t != nil {
		c.info.TypeOf[te] = t
	}
	return t
}

func (c *checker) typeExpr1(te ast.TypeExpr) Type {
	switch te := te.(type) {
	case *ast.NamedType:
		if te.Name.Name == ast.BadName {
			return nil
		}
		obj := c.scope.lookup(te.Name.Name)
		if obj == nil {
			c.errs.Add(te.Pos(), "undeclared name: %s", te.Name.Name)
			return nil
		}
		c.info.Uses[te.Name] = obj
		if obj.Kind != TypeObj {
			c.errs.Add(te.Pos(), "type mismatch: %s is a %s, not a type", te.Name.Name, obj.Kind)
			return nil
		}
		return obj.Type
	case *ast.SubrangeType:
		lo, okLo := c.constInt(te.Lo, "subrange bound")
		hi, okHi := c.constInt(te.Hi, "subrange bound")
		if !okLo || !okHi {
			return nil
		}
		if lo > hi {
			c.errs.Add(te.Pos(), "empty subrange %d..%d", lo, hi)
			return nil
		}
		// hi >= lo, so the wrapped difference is the true one as unsigned.
		if uint64(hi)-uint64(lo) >= MaxCard {
			c.errs.Add(te.Pos(), "unsupported: subrange %d..%d has more than %d values", lo, hi, int64(MaxCard))
			return nil
		}
		return &SubrangeType{Lo: lo, Hi: hi}
	case *ast.EnumType:
		t := &EnumType{}
		for i, id := range te.Values {
			t.Values = append(t.Values, id.Name)
			c.declare(id, &Object{Kind: EnumConstObj, Type: t, Value: int64(i), Slot: -1})
		}
		return t
	case *ast.ScalarsetType:
		n, ok := c.constInt(te.Size, "scalarset size")
		if !ok {
			return nil
		}
		if n < 1 {
			c.errs.Add(te.Size.Pos(), "empty subrange 1..%d: a scalarset needs at least one value", n)
			return nil
		}
		if n > MaxCard {
			c.errs.Add(te.Size.Pos(), "unsupported: scalarset(%d) has more than %d values", n, int64(MaxCard))
			return nil
		}
		return &ScalarsetType{Size: n}
	case *ast.RecordType:
		t := &RecordType{}
		seen := map[string]*ast.Ident{}
		for _, f := range te.Fields {
			ft := c.typeExpr(f.Type)
			if ft != nil && !isData(ft) {
				ft = nil
			}
			for _, id := range f.Names {
				if prev, dup := seen[id.Name]; dup {
					c.errs.Add(id.Pos(), "%s redeclared in this scope (previous declaration at %d:%d)", id.Name, prev.Pos().Line, prev.Pos().Col)
					continue
				}
				seen[id.Name] = id
				if ft == nil {
					return nil
				}
				t.Fields = append(t.Fields, &RecordField{Name: id.Name, Type: ft})
			}
		}
		return t
	case *ast.ArrayType:
		idx := c.typeExpr(te.Index)
		elem := c.typeExpr(te.Elem)
		if idx == nil || elem == nil {
			return nil
		}
		if Card(idx) < 0 {
			c.errs.Add(te.Index.Pos(), "type mismatch: array index type %s is not a finite simple type", idx)
			return nil
		}
		return &ArrayType{Index: idx, Elem: elem}
	case *ast.RealType:
		p, ok1 := c.constInt(te.Precision, "precision of a real type")
		e, ok2 := c.constInt(te.Exponent, "exponent of a real type")
		if !ok1 || !ok2 {
			return nil
		}
		if p < 1 || p > 17 || e < 1 || e > 308 {
			c.errs.Add(te.Pos(), "unsupported: real(%d,%d): the precision must be 1..17 digits and the exponent 1..308", p, e)
			return nil
		}
		return &RealType{Precision: p, Exponent: e}
	case *ast.MultisetType:
		n, ok := c.constInt(te.Size, "multiset size")
		elem := c.typeExpr(te.Elem)
		if !ok || elem == nil {
			return nil
		}
		if n < 1 {
			c.errs.Add(te.Size.Pos(), "empty subrange 1..%d: a multiset needs at least one place", n)
			return nil
		}
		if n > MaxQuantified {
			c.errs.Add(te.Size.Pos(), "unsupported: multiset [%d] has more than %d places", n, int64(MaxQuantified))
			return nil
		}
		if !isData(elem) {
			c.errs.Add(te.Elem.Pos(), "type mismatch: a multiset cannot hold %s", elem)
			return nil
		}
		return &MultisetType{Size: n, Elem: elem, Index: &ScalarsetType{Size: n}}
	case *ast.UnionType:
		t := &UnionType{}
		for _, m := range te.Members {
			mt := c.typeExpr(m)
			if mt == nil {
				return nil
			}
			if _, dup := UnionOffset(t, mt); dup {
				c.errs.Add(m.Pos(), "type mismatch: %s is used more than once in a union", mt)
				return nil
			}
			switch mt.(type) {
			case *EnumType, *ScalarsetType:
				t.Members = append(t.Members, mt)
			default:
				c.errs.Add(m.Pos(), "type mismatch: union member %s must be an enum or a scalarset", mt)
				return nil
			}
		}
		return t
	}
	return nil
}

// MaxCard bounds the number of values of a subrange or scalarset type, so
// that cardinalities (also of unions) never overflow.
const MaxCard = 1 << 32

// constInt evaluates an integer constant expression.
func (c *checker) constInt(e ast.Expr, what string) (int64, bool) {
	op := c.expr(e)
	if op.typ == nil {
		return 0, false
	}
	if !op.isConst {
		c.errs.Add(e.Pos(), "not a constant: %s", what)
		return 0, false
	}
	if !isInteger(op.typ) {
		c.errs.Add(e.Pos(), "type mismatch: %s must be an integer, got %s", what, op.typ)
		return 0, false
	}
	return op.val, true
}

// Values returns the values of a finite simple type in the project's
// encoding (see Card), or nil for other types.
func Values(t Type) []int64 {
	switch t := t.(type) {
	case *SubrangeType:
		vs := make([]int64, 0, t.Hi-t.Lo+1)
		for v := t.Lo; v <= t.Hi; v++ {
			vs = append(vs, v)
		}
		return vs
	case *BoolType, *EnumType, *ScalarsetType, *UnionType:
		n := Card(t)
		vs := make([]int64, n)
		for i := range vs {
			vs[i] = int64(i)
		}
		return vs
	}
	return nil
}

// UnionOffset returns the number of union values that precede the values
// of member m, and whether m (or a type identical to it) is a member.
func UnionOffset(u *UnionType, m Type) (int64, bool) {
	var off int64
	for _, x := range u.Members {
		if x == m {
			return off, true
		}
		off += Card(x)
	}
	return 0, false
}

// isNumber reports an integer or real type.
func isNumber(t Type) bool { return isInteger(t) || IsReal(t) }

func isInteger(t Type) bool {
	switch t.(type) {
	case *IntType, *SubrangeType:
		return true
	}
	return false
}

// Assignable reports whether a value of type src may be stored in a
// location of type dst. Integers and subranges mix (bounds are checked at
// run time); enums and scalarsets need the identical type; a union accepts
// its members and a member accepts the union (checked at run time); arrays
// and records are compatible when they are structurally identical.
func Assignable(dst, src Type) bool {
	if dst == nil || src == nil {
		return true
	}
	if dst == src {
		return true
	}
	switch d := dst.(type) {
	case *IntType, *SubrangeType:
		return isInteger(src)
	case *RealType:
		return isInteger(src) || IsReal(src)
	case *BoolType:
		_, ok := src.(*BoolType)
		return ok
	case *EnumType, *ScalarsetType:
		if u, ok := src.(*UnionType); ok {
			_, member := UnionOffset(u, dst)
			return member
		}
		return false
	case *UnionType:
		switch s := src.(type) {
		case *UnionType:
			for _, m := range s.Members {
				if _, ok := UnionOffset(d, m); ok {
					return true
				}
			}
			return false
		default:
			_, ok := UnionOffset(d, src)
			return ok
		}
	case *ArrayType:
		s, ok := src.(*ArrayType)
		return ok && identical(d.Index, s.Index) && identical(d.Elem, s.Elem)
	case *MultisetType:
		s, ok := src.(*MultisetType)
		return ok && d.Size == s.Size && identical(d.Elem, s.Elem)
	case *RecordType:
		s, ok := src.(*RecordType)
		if !ok || len(s.Fields) != len(d.Fields) {
			return false
		}
		for i, f := range d.Fields {
			if f.Name != s.Fields[i].Name || !identical(f.Type, s.Fields[i].Type) {
				return false
			}
		}
		return true
	}
	return false
}

// identical reports structural identity of two types.
func identical(a, b Type) bool {
	if a == b {
		return true
	}
	switch x := a.(type) {
	case *SubrangeType:
		y, ok := b.(*SubrangeType)
		return ok && x.Lo == y.Lo && x.Hi == y.Hi
	case *BoolType:
		_, ok := b.(*BoolType)
		return ok
	case *IntType:
		_, ok := b.(*IntType)
		return ok
	case *RealType:
		y, ok := b.(*RealType)
		return ok && x.Precision == y.Precision && x.Exponent == y.Exponent
	case *ArrayType, *RecordType, *MultisetType:
		return Assignable(a, b)
	}
	return false
}

// comparable reports whether = and != apply to operands of types a and b.
func comparable(a, b Type) bool {
	return Assignable(a, b) || Assignable(b, a)
}
