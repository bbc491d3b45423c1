package invfinder

// This file encodes formulas for the SMT oracle. A component of a
// non-symmetric finite type is a variable of an enumeration sort holding
// the type's values plus "undefined"; parameters of a symmetric type are the
// distinct integers 1, 2, ..., a component of that type is an integer
// variable (any other integer is another value of the type, -1 is
// undefined).

import (
	"fmt"

	"paraverify/invfinder/smt"
	"paraverify/murphi/check"
)

type encoder struct {
	sym   map[check.Type]bool
	sorts map[check.Type]smt.Sort
	err   error
}

func newEncoder(sym map[check.Type]bool) *encoder {
	return &encoder{sym: sym, sorts: map[check.Type]smt.Sort{}}
}

func (e *encoder) sort(t check.Type) smt.Sort {
	if e.sym[t] {
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

func (e *encoder) term(t *Term) *smt.Term {
	if e.sym[t.Type] {
		switch t.Kind {
		case TParam:
			return smt.IntConst(int64(t.Param))
		case TConst:
			if t.Undef {
				return smt.IntConst(-1)
			}
			e.err = fmt.Errorf("a constant of the symmetric type %s", t.Type)
			return smt.IntConst(0)
		}
		return smt.Var(t.String(), smt.IntSort())
	}
	s := e.sort(t.Type)
	switch t.Kind {
	case TConst:
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
	case TParam:
		e.err = fmt.Errorf("a parameter of the non-symmetric type %s", t.Type)
		return smt.EnumConst(s, 0)
	}
	return smt.Var(t.String(), s)
}

func (e *encoder) form(f *Form) *smt.Term {
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
		args = append(args, e.form(a))
	}
	if f.Op == '&' {
		return smt.And(args...)
	}
	return smt.Or(args...)
}

func cubeForm(c Cube) *Form {
	var fs []*Form
	for _, l := range c {
		fs = append(fs, &Form{Op: 'l', Lit: l})
	}
	return and(fs...)
}
