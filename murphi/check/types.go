package check

// This file implements the resolution of type expressions and the
// evaluation of integer constant expressions.

import (
	"paraverify/murphi/ast"
	"paraverify/murphi/check/sem"
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
		return &SubrangeType{Lo: lo, Hi: hi, Union: te.Union, Names: te.Names, Rest: te.Rest, InPlace: te.InPlace}
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
	if !sem.IsInteger(op.typ) {
		c.errs.Add(e.Pos(), "type mismatch: %s must be an integer, got %s", what, op.typ)
		return 0, false
	}
	return op.val, true
}
