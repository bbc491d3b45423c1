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

func and(fs ...*Form) *Form {
	out := &Form{Op: '&'}
	for _, f := range fs {
		switch f.Op {
		case 't':
			continue
		case 'f':
			return formFalse
		case '&':
			out.Args = append(out.Args, f.Args...)
		default:
			out.Args = append(out.Args, f)
		}
	}
	out.Args = dedupeForms(out.Args)
	if len(out.Args) == 0 {
		return formTrue
	}
	if len(out.Args) == 1 {
		return out.Args[0]
	}
	return out
}

// dedupeForms drops repeated arguments of a conjunction or disjunction
// (the same assignment seen from two loop iterations repeats a condition).
func dedupeForms(fs []*Form) []*Form {
	if len(fs) < 2 {
		return fs
	}
	seen := make(map[string]bool, len(fs))
	out := fs[:0:0]
	for _, f := range fs {
		k := f.String()
		if !seen[k] {
			seen[k] = true
			out = append(out, f)
		}
	}
	return out
}

func or(fs ...*Form) *Form {
	out := &Form{Op: '|'}
	for _, f := range fs {
		switch f.Op {
		case 'f':
			continue
		case 't':
			return formTrue
		case '|':
			out.Args = append(out.Args, f.Args...)
		default:
			out.Args = append(out.Args, f)
		}
	}
	out.Args = dedupeForms(out.Args)
	if len(out.Args) == 0 {
		return formFalse
	}
	if len(out.Args) == 1 {
		return out.Args[0]
	}
	return out
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
	case '&':
		var args []*Form
		for _, a := range f.Args {
			args = append(args, not(a))
		}
		return or(args...)
	}
	var args []*Form
	for _, a := range f.Args {
		args = append(args, not(a))
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
