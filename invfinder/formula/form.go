package formula

// This file defines the boolean formulas over terms that the weakest
// preconditions, guards and obligations are built from.

import "strings"

// Form is a boolean formula over terms: a literal, true, false, a
// conjunction or a disjunction.
type Form struct {
	Op   byte // 'l', 't', 'f', '&', '|'
	Lit  Lit
	Args []*Form
	// str is String of a conjunction or disjunction built by junction,
	// computed there, or of a literal built by LitForm (a form is not
	// changed once built): junction compares its arguments by their
	// strings, and nested forms would otherwise print their arguments
	// again at every level.
	str string
}

// The formulas true and false.
var (
	True  = &Form{Op: 't'}
	False = &Form{Op: 'f'}
)

// LitForm is the formula of the literal l (with its String computed
// once, for the conjunctions it is part of).
func LitForm(l Lit) *Form { return &Form{Op: 'l', Lit: l, str: l.String()} }

// And is the conjunction of fs (see junction).
func And(fs ...*Form) *Form { return junction('&', fs) }

// Or is the disjunction of fs (see junction).
func Or(fs ...*Form) *Form { return junction('|', fs) }

// junction builds the conjunction ('&') or disjunction ('|') of fs,
// flattened, without units or repeated arguments (the same assignment
// seen from two loop iterations repeats a condition), absorbing on a zero.
func junction(op byte, fs []*Form) *Form {
	unit, zero := True, False
	if op == '|' {
		unit, zero = False, True
	}
	var args []*Form
	var keys []string
	seen := map[string]bool{}
	add := func(f *Form) {
		if k := f.String(); !seen[k] {
			seen[k] = true
			args = append(args, f)
			keys = append(keys, k)
		}
	}
	for _, f := range fs {
		switch f.Op {
		case unit.Op:
			continue
		case zero.Op:
			return zero
		case op:
			for _, a := range f.Args {
				add(a)
			}
		default:
			add(f)
		}
	}
	switch len(args) {
	case 0:
		return unit
	case 1:
		return args[0]
	}
	return &Form{Op: op, Args: args, str: joinArgs(op, keys)}
}

// joinArgs is the String of a conjunction or disjunction whose arguments
// print as keys.
func joinArgs(op byte, keys []string) string {
	sep := " & "
	if op == '|' {
		sep = " | "
	}
	n := 0
	for _, k := range keys {
		n += len(k) + len(sep) + 2
	}
	var b strings.Builder
	b.Grow(n)
	for i, k := range keys {
		if i > 0 {
			b.WriteString(sep)
		}
		b.WriteByte('(')
		b.WriteString(k)
		b.WriteByte(')')
	}
	return b.String()
}

// Not negates a formula (negation normal form is kept: literals flip).
func Not(f *Form) *Form {
	switch f.Op {
	case 't':
		return False
	case 'f':
		return True
	case 'l':
		if f.Lit.All != nil {
			return LitForm(f.Lit.Dual())
		}
		l := f.Lit
		l.Neg = !l.Neg
		return LitForm(l)
	}
	args := make([]*Form, len(f.Args))
	for i, a := range f.Args {
		args[i] = Not(a)
	}
	if f.Op == '&' {
		return Or(args...)
	}
	return And(args...)
}

// String prints a formula, its arguments in parentheses.
func (f *Form) String() string {
	switch f.Op {
	case 't':
		return "true"
	case 'f':
		return "false"
	}
	if f.str != "" {
		return f.str
	}
	if f.Op == 'l' {
		return f.Lit.String()
	}
	keys := make([]string, len(f.Args))
	for i, a := range f.Args {
		keys[i] = a.String()
	}
	return joinArgs(f.Op, keys)
}

// CubeForm is the conjunction of the cube's literals.
func CubeForm(c Cube) *Form {
	var fs []*Form
	for _, l := range c {
		fs = append(fs, LitForm(l))
	}
	return And(fs...)
}
