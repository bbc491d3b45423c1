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
	// pool lists, per symmetric type, the values encoded so far
	// (parameters, fixed variables, distinguished constants, witnesses):
	// the instances of quantified literals (see Assume).
	pool map[check.Type][]*formula.Term
	// quants are the quantified literals met so far, each with the
	// boolean standing for it (or for its negation when neg).
	quants    []quantUse
	witnesses int
}

// quantUse is one occurrence of a quantified literal.
type quantUse struct {
	lit formula.Lit
	b   *smt.Term
	neg bool
	w   *formula.Term // neg: the witness, a value other than every one in the pool
}

// witnessBase numbers the witnesses of negated quantified literals as
// parameters beyond every real one.
const witnessBase = 1 << 20

// NewEncoder returns an encoder for formulas whose symmetric types (the
// types whose values are parameters: formula.Facts.Sym) are sym.
func NewEncoder(sym map[check.Type]bool) *Encoder {
	return &Encoder{sym: sym, sorts: map[check.Type]smt.Sort{}, pool: map[check.Type][]*formula.Term{}}
}

// remember adds a value of a symmetric type to the pool.
func (e *Encoder) remember(t *formula.Term) {
	if !e.sym[t.Type] {
		return
	}
	s := t.String()
	for _, u := range e.pool[t.Type] {
		if u.String() == s {
			return
		}
	}
	e.pool[t.Type] = append(e.pool[t.Type], t)
}

// quant returns the boolean standing for the quantified literal l (or for
// its negation when neg); Assume gives its meaning.
func (e *Encoder) quant(l formula.Lit, neg bool) *smt.Term {
	if l.All.Exists {
		return e.quant(l.Dual(), !neg) // exists V: L is not forall V: not L
	}
	for _, q := range e.quants {
		if q.neg == neg && q.lit.String() == l.String() {
			return q.b
		}
	}
	u := quantUse{lit: l, neg: neg, b: smt.Var(fmt.Sprintf("quant#%d", len(e.quants)), smt.BoolSort())}
	for _, x := range l.All.Excl {
		if x.Kind != formula.TVar {
			e.remember(x)
			continue
		}
		for _, sel := range x.Sels {
			if sel.Index != nil {
				e.remember(sel.Index)
			}
		}
	}
	for _, sel := range l.L.Sels {
		if sel.Index != nil && sel.Index.Kind != formula.TBound {
			e.remember(sel.Index)
		}
	}
	if neg {
		e.witnesses++
		u.w = &formula.Term{Kind: formula.TParam, Type: l.All.Type, Param: witnessBase + e.witnesses}
		e.remember(u.w)
	}
	e.quants = append(e.quants, u)
	return u.b
}

// Assume conjoins to the assumption a of a query the meaning of the
// quantified literals encoded so far (a itself when there are none). A
// quantified literal asserted implies its instances at the values of its
// type in the pool (all values the query names, the witnesses included),
// which weakens it; a negated one implies that one of those values, or
// its own witness (another value), is in its range and violates its
// literal, which is exact. Each meaning is an implication from the
// literal's boolean, so the query is sound for unsatisfiability wherever
// the boolean stands (under a negation the boolean is unconstrained:
// less precise, never wrong); Form and NotForm put it where it is
// precise.
func (e *Encoder) Assume(a *smt.Term) *smt.Term {
	if len(e.quants) == 0 {
		return a
	}
	defs := []*smt.Term{a}
	for _, q := range e.quants {
		var parts []*smt.Term
		for _, t := range e.pool[q.lit.All.Type] {
			if q.lit.All.Excludes(t) || (q.w != nil && t == q.w) {
				continue
			}
			inst := e.Form(&formula.Form{Op: 'l', Lit: q.lit.At(t)})
			held := e.held(q.lit.All, t)
			if q.neg {
				parts = append(parts, smt.And(smt.Not(inst), smt.Not(held)))
			} else {
				parts = append(parts, smt.Or(inst, held))
			}
		}
		if q.neg {
			inst := e.Form(&formula.Form{Op: 'l', Lit: q.lit.At(q.w)})
			parts = append(parts, smt.And(smt.Not(inst), smt.Not(e.held(q.lit.All, q.w))))
			defs = append(defs, smt.Implies(q.b, smt.Or(parts...)))
		} else {
			defs = append(defs, smt.Implies(q.b, smt.And(parts...)))
		}
	}
	return smt.And(defs...)
}

// held is the condition that one of the state components q excludes
// holds the value t (false when it excludes none).
func (e *Encoder) held(q *formula.Quant, t *formula.Term) *smt.Term {
	var eqs []*smt.Term
	for _, x := range q.Excl {
		if x.Kind == formula.TVar {
			eqs = append(eqs, e.Form(&formula.Form{Op: 'l', Lit: formula.Lit{L: x, R: t}}))
		}
	}
	return smt.Or(eqs...)
}

// NotForm encodes the negation of a formula (its quantified literals
// negated: see Assume).
func (e *Encoder) NotForm(f *formula.Form) *smt.Term { return e.encode(f, true) }

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
	if t.Kind == formula.TBound {
		e.err = fmt.Errorf("the variable of a quantified literal outside it")
		return smt.IntConst(0)
	}
	if t.Kind == formula.TVar {
		for _, s := range t.Sels {
			if s.Index != nil {
				e.remember(s.Index)
			}
		}
	} else {
		e.remember(t)
	}
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
func (e *Encoder) Form(f *formula.Form) *smt.Term { return e.encode(f, false) }

// encode encodes f, or its negation when neg.
func (e *Encoder) encode(f *formula.Form, neg bool) *smt.Term {
	switch f.Op {
	case 't', 'f':
		if (f.Op == 't') != neg {
			return smt.True()
		}
		return smt.False()
	case 'l':
		if f.Lit.All != nil {
			return e.quant(f.Lit, neg)
		}
		eq := smt.Eq(e.term(f.Lit.L), e.term(f.Lit.R))
		if f.Lit.Neg != neg {
			return smt.Not(eq)
		}
		return eq
	}
	var args []*smt.Term
	for _, a := range f.Args {
		args = append(args, e.encode(a, neg))
	}
	if (f.Op == '&') != neg {
		return smt.And(args...)
	}
	return smt.Or(args...)
}
