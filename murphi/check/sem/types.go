package sem

// This file implements the values of finite types and the compatibility
// relation between types.

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

// IsNumber reports an integer or real type.
func IsNumber(t Type) bool { return IsInteger(t) || IsReal(t) }

// IsInteger reports an integer type: IntType or a subrange.
func IsInteger(t Type) bool {
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
		return IsInteger(src)
	case *RealType:
		return IsInteger(src) || IsReal(src)
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
		return ok && Identical(d.Index, s.Index) && Identical(d.Elem, s.Elem)
	case *MultisetType:
		s, ok := src.(*MultisetType)
		return ok && d.Size == s.Size && Identical(d.Elem, s.Elem)
	case *RecordType:
		s, ok := src.(*RecordType)
		if !ok || len(s.Fields) != len(d.Fields) {
			return false
		}
		for i, f := range d.Fields {
			if f.Name != s.Fields[i].Name || !Identical(f.Type, s.Fields[i].Type) {
				return false
			}
		}
		return true
	}
	return false
}

// Identical reports structural identity of two types.
func Identical(a, b Type) bool {
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

// Comparable reports whether = and != apply to operands of types a and b.
func Comparable(a, b Type) bool {
	return Assignable(a, b) || Assignable(b, a)
}
