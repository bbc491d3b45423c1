package smt

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
)

// Op is the operator of a Term.
type Op uint8

// The operators.
const (
	OpErr     Op = iota // ill-sorted construction; see Term.Err
	OpConst             // Bool, Int or enumeration constant
	OpVar               // variable
	OpApp               // application of an uninterpreted function
	OpEq                // =
	OpNot               // not
	OpAnd               // and (n-ary)
	OpOr                // or (n-ary)
	OpImplies           // =>
	OpIte               // ite
	OpLt                // <
	OpLe                // <=
	OpAdd               // +
	OpSub               // -
)

var opNames = [...]string{OpEq: "=", OpNot: "not", OpAnd: "and", OpOr: "or", OpImplies: "=>",
	OpIte: "ite", OpLt: "<", OpLe: "<=", OpAdd: "+", OpSub: "-"}

// A Term is an immutable, sorted expression. Build terms with the constructors of this package.
type Term struct {
	op   Op
	sort Sort
	name string // variable or function name
	val  int64  // constant value
	args []*Term
	str  string // canonical readable form
	key  string // canonical form including sorts of variables
	err  error
}

// Op returns t's operator.
func (t *Term) Op() Op { return t.op }

// Sort returns t's sort.
func (t *Term) Sort() Sort { return t.sort }

// Name returns the name of a variable or applied function, otherwise "".
func (t *Term) Name() string { return t.name }

// Args returns t's operands (shared; do not modify).
func (t *Term) Args() []*Term { return t.args }

// Const returns the value of a constant term.
func (t *Term) Const() (Value, bool) { return Value{t.sort, t.val}, t.op == OpConst }

// String returns a canonical SMT-LIB-like form: variables by name, enumeration constants by
// member name.
func (t *Term) String() string { return t.str }

// Key returns a canonical form that also identifies the sorts of variables and enumeration
// constants; equal keys mean equal terms.
func (t *Term) Key() string { return t.key }

// Err returns the error of an ill-sorted term (or of one of its subterms), or nil.
func (t *Term) Err() error { return t.err }

func errTerm(format string, a ...any) *Term {
	err := fmt.Errorf("smt: "+format, a...)
	s := fmt.Sprintf("(error %q)", err.Error())
	return &Term{op: OpErr, sort: BoolSort(), str: s, key: s, err: err}
}

// firstErr returns the first error term among ts, or nil.
func firstErr(ts []*Term) *Term {
	for _, t := range ts {
		if t == nil {
			return errTerm("nil term")
		}
		if t.err != nil {
			return t
		}
	}
	return nil
}

var (
	trueTerm  = &Term{op: OpConst, sort: BoolSort(), val: 1, str: "true", key: "true"}
	falseTerm = &Term{op: OpConst, sort: BoolSort(), val: 0, str: "false", key: "false"}
)

// True returns the constant true.
func True() *Term { return trueTerm }

// False returns the constant false.
func False() *Term { return falseTerm }

// BoolConst returns true or false.
func BoolConst(b bool) *Term {
	if b {
		return trueTerm
	}
	return falseTerm
}

// IntConst returns the integer constant v.
func IntConst(v int64) *Term {
	s := strconv.FormatInt(v, 10)
	if v < 0 {
		s = "(- " + strconv.FormatInt(-v, 10) + ")"
		if v == -v { // math.MinInt64
			s = "(- " + strings.TrimPrefix(strconv.FormatInt(v, 10), "-") + ")"
		}
	}
	return &Term{op: OpConst, sort: IntSort(), val: v, str: s, key: s}
}

// EnumConst returns member i of the enumeration sort s.
func EnumConst(s Sort, i int) *Term {
	if s.kind != KindEnum {
		return errTerm("EnumConst of non-enumeration sort %s", s)
	}
	if i < 0 || i >= s.n {
		return errTerm("member %d out of range of enumeration %s (%d members)", i, s, s.n)
	}
	m := s.Member(i)
	return &Term{op: OpConst, sort: s, val: int64(i), str: m, key: s.name + "." + m}
}

// EnumMember returns the member of s called name.
func EnumMember(s Sort, name string) *Term {
	for i := 0; i < s.n; i++ {
		if s.Member(i) == name {
			return EnumConst(s, i)
		}
	}
	return errTerm("no member %s in enumeration %s", name, s)
}

func checkSort(s Sort) error {
	switch s.kind {
	case KindBool, KindInt:
		return nil
	case KindEnum:
		if s.n == 0 {
			return fmt.Errorf("smt: empty enumeration %s", s.name)
		}
		return nil
	}
	return fmt.Errorf("smt: invalid sort")
}

// Var returns the variable called name of sort s.
func Var(name string, s Sort) *Term {
	if err := checkSort(s); err != nil {
		return errTerm("variable %s: %v", name, err)
	}
	if err := checkName(name); err != nil {
		return errTerm("variable: %v", err)
	}
	q := quoteSymbol(name)
	return &Term{op: OpVar, sort: s, name: name, str: q, key: q + ":" + s.name}
}

// App returns the application of the uninterpreted function name, with result sort result, to
// args. The function's domain is given by the sorts of args. With no arguments it is
// Var(name, result): variables and functions share one name space.
func App(name string, result Sort, args ...*Term) *Term {
	if e := firstErr(args); e != nil {
		return e
	}
	if err := checkSort(result); err != nil {
		return errTerm("function %s: %v", name, err)
	}
	if err := checkName(name); err != nil {
		return errTerm("function: %v", err)
	}
	if len(args) == 0 {
		return Var(name, result)
	}
	q := quoteSymbol(name)
	var s, k strings.Builder
	s.WriteString("(" + q)
	k.WriteString("(" + q + ":" + result.name)
	for _, a := range args {
		s.WriteString(" " + a.str)
		k.WriteString(" " + a.key)
	}
	s.WriteString(")")
	k.WriteString(")")
	return &Term{op: OpApp, sort: result, name: name, args: append([]*Term(nil), args...), str: s.String(), key: k.String()}
}

// mk builds an operator node with the given operands, without simplification.
func mk(op Op, s Sort, args ...*Term) *Term {
	var str, key strings.Builder
	str.WriteString("(" + opNames[op])
	key.WriteString("(" + opNames[op])
	for _, a := range args {
		str.WriteString(" " + a.str)
		key.WriteString(" " + a.key)
	}
	str.WriteString(")")
	key.WriteString(")")
	return &Term{op: op, sort: s, args: args, str: str.String(), key: key.String()}
}

func needBool(what string, ts ...*Term) *Term {
	if e := firstErr(ts); e != nil {
		return e
	}
	for _, t := range ts {
		if t.sort.kind != KindBool {
			return errTerm("%s: operand %s has sort %s, want Bool", what, t.str, t.sort)
		}
	}
	return nil
}

func needInt(what string, ts ...*Term) *Term {
	if e := firstErr(ts); e != nil {
		return e
	}
	for _, t := range ts {
		if t.sort.kind != KindInt {
			return errTerm("%s: operand %s has sort %s, want Int", what, t.str, t.sort)
		}
	}
	return nil
}

// Eq returns a = b; a and b must have the same sort.
func Eq(a, b *Term) *Term {
	if e := firstErr([]*Term{a, b}); e != nil {
		return e
	}
	if a.sort != b.sort {
		return errTerm("=: sorts differ: %s has sort %s, %s has sort %s", a.str, a.sort, b.str, b.sort)
	}
	if a.key == b.key {
		return trueTerm
	}
	if a.op == OpConst && b.op == OpConst {
		return BoolConst(a.val == b.val)
	}
	if a.key > b.key {
		a, b = b, a
	}
	return mk(OpEq, BoolSort(), a, b)
}

// Ne returns not (a = b).
func Ne(a, b *Term) *Term { return Not(Eq(a, b)) }

// Not returns the negation of a.
func Not(a *Term) *Term {
	if e := needBool("not", a); e != nil {
		return e
	}
	switch {
	case a.op == OpConst:
		return BoolConst(a.val == 0)
	case a.op == OpNot:
		return a.args[0]
	}
	return mk(OpNot, BoolSort(), a)
}

// And returns the conjunction of ts (true if there are none).
func And(ts ...*Term) *Term { return junction(OpAnd, ts) }

// Or returns the disjunction of ts (false if there are none).
func Or(ts ...*Term) *Term { return junction(OpOr, ts) }

func junction(op Op, ts []*Term) *Term {
	if e := needBool(opNames[op], ts...); e != nil {
		return e
	}
	unit, zero := trueTerm, falseTerm // for and
	if op == OpOr {
		unit, zero = falseTerm, trueTerm
	}
	seen := make(map[string]bool, len(ts))
	var flat []*Term
	var add func(t *Term) bool
	add = func(t *Term) bool {
		switch {
		case t == zero || (t.op == OpConst && t.val == zero.val):
			return false
		case t.op == OpConst:
			return true
		case t.op == op:
			for _, u := range t.args {
				if !add(u) {
					return false
				}
			}
			return true
		}
		if !seen[t.key] {
			seen[t.key] = true
			flat = append(flat, t)
		}
		return true
	}
	for _, t := range ts {
		if !add(t) {
			return zero
		}
	}
	switch len(flat) {
	case 0:
		return unit
	case 1:
		return flat[0]
	}
	sort.Slice(flat, func(i, j int) bool { return flat[i].key < flat[j].key })
	return mk(op, BoolSort(), flat...)
}

// Implies returns a => b.
func Implies(a, b *Term) *Term {
	if e := needBool("=>", a, b); e != nil {
		return e
	}
	switch {
	case a.op == OpConst && a.val == 0, b.op == OpConst && b.val == 1, a.key == b.key:
		return trueTerm
	case a.op == OpConst:
		return b
	case b.op == OpConst:
		return Not(a)
	}
	return mk(OpImplies, BoolSort(), a, b)
}

// Ite returns if c then a else b; a and b must have the same sort.
func Ite(c, a, b *Term) *Term {
	if e := needBool("ite", c); e != nil {
		return e
	}
	if e := firstErr([]*Term{a, b}); e != nil {
		return e
	}
	if a.sort != b.sort {
		return errTerm("ite: branch sorts differ: %s and %s", a.sort, b.sort)
	}
	switch {
	case c.op == OpConst && c.val == 1, a.key == b.key:
		return a
	case c.op == OpConst:
		return b
	}
	return mk(OpIte, a.sort, c, a, b)
}

// Lt returns a < b over Int.
func Lt(a, b *Term) *Term {
	if e := needInt("<", a, b); e != nil {
		return e
	}
	if a.op == OpConst && b.op == OpConst {
		return BoolConst(a.val < b.val)
	}
	return mk(OpLt, BoolSort(), a, b)
}

// Le returns a <= b over Int.
func Le(a, b *Term) *Term {
	if e := needInt("<=", a, b); e != nil {
		return e
	}
	if a.op == OpConst && b.op == OpConst {
		return BoolConst(a.val <= b.val)
	}
	return mk(OpLe, BoolSort(), a, b)
}

// Add returns a + b over Int.
func Add(a, b *Term) *Term {
	if e := needInt("+", a, b); e != nil {
		return e
	}
	return mk(OpAdd, IntSort(), a, b)
}

// Sub returns a - b over Int.
func Sub(a, b *Term) *Term {
	if e := needInt("-", a, b); e != nil {
		return e
	}
	return mk(OpSub, IntSort(), a, b)
}

// quoteSymbol returns name as an SMT-LIB symbol, quoted with |...| unless it is a simple symbol.
func quoteSymbol(name string) string {
	simple := name != ""
	for i, r := range name {
		switch {
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', strings.ContainsRune("~!@$%^&*_-+=<>.?/", r):
		case r >= '0' && r <= '9' && i > 0:
		default:
			simple = false
		}
	}
	if simple {
		return name
	}
	return "|" + name + "|"
}

func checkName(name string) error {
	if name == "" {
		return fmt.Errorf("empty name")
	}
	if strings.ContainsAny(name, `|\`) {
		return fmt.Errorf("name %q contains | or \\", name)
	}
	return nil
}

// Atoms returns the variables and function applications occurring in t (including those inside
// function arguments), deduplicated by Key, in order of first occurrence (depth first, arguments
// before the application).
func Atoms(t *Term) []*Term {
	seen := map[string]bool{}
	var out []*Term
	var walk func(t *Term)
	walk = func(t *Term) {
		for _, a := range t.args {
			walk(a)
		}
		if (t.op == OpVar || t.op == OpApp) && !seen[t.key] {
			seen[t.key] = true
			out = append(out, t)
		}
	}
	walk(t)
	return out
}
