package invfinder

// This file defines the boolean formulas over terms that the weakest
// preconditions, guards and obligations are built from.

// Form is a boolean formula over terms: a literal, true, false, a
// conjunction or a disjunction.
type Form struct {
	Op   byte // 'l', 't', 'f', '&', '|'
	Lit  Lit
	Args []*Form
}

var (
	formTrue  = &Form{Op: 't'}
	formFalse = &Form{Op: 'f'}
)

func and(fs ...*Form) *Form { return junction('&', fs) }

func or(fs ...*Form) *Form { return junction('|', fs) }

// junction builds the conjunction ('&') or disjunction ('|') of fs,
// flattened, without units or repeated arguments (the same assignment
// seen from two loop iterations repeats a condition), absorbing on a zero.
func junction(op byte, fs []*Form) *Form {
	unit, zero := formTrue, formFalse
	if op == '|' {
		unit, zero = formFalse, formTrue
	}
	var args []*Form
	seen := map[string]bool{}
	add := func(f *Form) {
		if k := f.String(); !seen[k] {
			seen[k] = true
			args = append(args, f)
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
	return &Form{Op: op, Args: args}
}

// not negates a formula (negation normal form is kept: literals flip).
func not(f *Form) *Form {
	switch f.Op {
	case 't':
		return formFalse
	case 'f':
		return formTrue
	case 'l':
		l := f.Lit
		l.Neg = !l.Neg
		return &Form{Op: 'l', Lit: l}
	}
	args := make([]*Form, len(f.Args))
	for i, a := range f.Args {
		args[i] = not(a)
	}
	if f.Op == '&' {
		return or(args...)
	}
	return and(args...)
}

func (f *Form) String() string {
	switch f.Op {
	case 't':
		return "true"
	case 'f':
		return "false"
	case 'l':
		return f.Lit.String()
	}
	sep := " & "
	if f.Op == '|' {
		sep = " | "
	}
	s := ""
	for i, a := range f.Args {
		if i > 0 {
			s += sep
		}
		s += "(" + a.String() + ")"
	}
	return s
}
