package wp

// This file encodes formulas for the SMT oracle. A component of a
// non-symmetric finite type is a variable of an enumeration sort holding
// the type's values plus "undefined"; parameters of a symmetric type are the
// distinct integers 1, 2, ..., the fixed variable of the type (if any) is
// 0, a distinguished constant v of the type (DistinguishedValues) is
// distinguishedBase - v, a component of that type is an integer variable
// (any other integer is another value of the type, -1 is undefined). A
// union with a symmetric member is encoded like the symmetric type, its
// other values as the negative integers -2 - v.

import (
	"fmt"

	"paraverify/invfinder/formula"
	"paraverify/invfinder/smt"
	"paraverify/murphi/check"
)

// distinguishedBase offsets the encoding of distinguished constants away
// from the parameters, the fixed value, undefined and union members.
const distinguishedBase = -1 << 40

// Encoder translates formulas into SMT terms. It makes one enumeration
// sort per non-symmetric type, so that the formulas one encoder translates
// can be combined in one query.
type Encoder struct {
	sym   map[check.Type]bool
	sorts map[check.Type]smt.Sort
	err   error
}

// NewEncoder returns an encoder for formulas whose symmetric types (the
// types whose values are parameters: formula.Facts.Sym) are sym.
func NewEncoder(sym map[check.Type]bool) *Encoder {
	return &Encoder{sym: sym, sorts: map[check.Type]smt.Sort{}}
}

// Err reports a term the encoding could not translate faithfully (a
// constant of a symmetric union type, a parameter of a non-symmetric
// type), or nil; the query must not be asked then.
func (e *Encoder) Err() error { return e.err }

// intSorted reports whether values of t are integers: a symmetric type,
// or a union with a symmetric member (its other members' values are the
// negative integers -2 - v, v the value in the union's numbering).
func (e *Encoder) intSorted(t check.Type) bool {
	if e.sym[t] {
		return true
	}
	if u, ok := t.(*check.UnionType); ok {
		for _, m := range u.Members {
			if e.sym[m] {
				return true
			}
		}
	}
	return false
}

func (e *Encoder) sort(t check.Type) smt.Sort {
	if e.intSorted(t) {
		return smt.IntSort()
	}
	if s, ok := e.sorts[t]; ok {
		return s
	}
	var members []string
	for _, v := range check.Values(t) {
		members = append(members, check.FormatValue(t, v))
	}
	members = append(members, "undefined")
	s := smt.EnumSort(fmt.Sprintf("%s#%d", t, len(e.sorts)), members...)
	e.sorts[t] = s
	return s
}

func (e *Encoder) term(t *formula.Term) *smt.Term {
	if e.intSorted(t.Type) {
		switch t.Kind {
		case formula.TParam:
			return smt.IntConst(int64(t.Param))
		case formula.TFixed:
			return smt.IntConst(0)
		case formula.TConst:
			if t.Undef {
				return smt.IntConst(-1)
			}
			if u, ok := t.Type.(*check.UnionType); ok {
				for _, m := range u.Members {
					off, _ := check.UnionOffset(u, m)
					if t.Val >= off && t.Val < off+check.Card(m) && !e.sym[m] {
						return smt.IntConst(-2 - t.Val)
					}
				}
			}
			if _, ok := t.Type.(*check.UnionType); !ok {
				return smt.IntConst(distinguishedBase - t.Val)
			}
			e.err = fmt.Errorf("a constant of the symmetric type %s", t.Type)
			return smt.IntConst(0)
		}
		return smt.Var(t.String(), smt.IntSort())
	}
	s := e.sort(t.Type)
	switch t.Kind {
	case formula.TConst:
		if t.Undef {
			return smt.EnumConst(s, int(check.Card(t.Type)))
		}
		idx := 0
		for i, v := range check.Values(t.Type) {
			if v == t.Val {
				idx = i
			}
		}
		return smt.EnumConst(s, idx)
	case formula.TParam:
		e.err = fmt.Errorf("a parameter of the non-symmetric type %s", t.Type)
		return smt.EnumConst(s, 0)
	}
	return smt.Var(t.String(), s)
}

// Form encodes a formula.
func (e *Encoder) Form(f *formula.Form) *smt.Term {
	switch f.Op {
	case 't':
		return smt.True()
	case 'f':
		return smt.False()
	case 'l':
		eq := smt.Eq(e.term(f.Lit.L), e.term(f.Lit.R))
		if f.Lit.Neg {
			return smt.Not(eq)
		}
		return eq
	}
	var args []*smt.Term
	for _, a := range f.Args {
		args = append(args, e.Form(a))
	}
	if f.Op == '&' {
		return smt.And(args...)
	}
	return smt.Or(args...)
}
