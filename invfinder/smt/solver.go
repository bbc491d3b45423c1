package smt

import (
	"errors"
	"fmt"
)

// ErrUnknown is wrapped by the error a Solver returns when it cannot decide a query (for Z3:
// "unknown", including a timeout). Such a query is neither valid nor invalid.
var ErrUnknown = errors.New("smt: solver returned unknown")

// A Solver decides quantifier-free formulas. Implementations other than Cache and Pool are not
// safe for concurrent use.
type Solver interface {
	// Valid reports whether f is a tautology.
	Valid(f *Term) (bool, error)
	// Implies reports whether a => b is a tautology.
	Implies(a, b *Term) (bool, error)
	// Sat reports whether f is satisfiable and, if so, returns a model: the value of every
	// variable (by name) and function application (by String) occurring in f.
	Sat(f *Term) (bool, map[string]Value, error)
}

// checkFormula reports an error unless f is a well-sorted Boolean term.
func checkFormula(f *Term) error {
	if f == nil {
		return fmt.Errorf("smt: nil formula")
	}
	if f.err != nil {
		return f.err
	}
	if f.sort.kind != KindBool {
		return fmt.Errorf("smt: formula %s has sort %s, want Bool", f.str, f.sort)
	}
	return nil
}

// modelKey is the key of an atom in a model: a variable's name or an application's String.
func modelKey(t *Term) string {
	if t.op == OpVar {
		return t.name
	}
	return t.str
}

// validViaSat implements Valid with a Sat function.
func validViaSat(sat func(*Term) (bool, map[string]Value, error), f *Term) (bool, error) {
	if err := checkFormula(f); err != nil {
		return false, err
	}
	ok, _, err := sat(Not(f))
	if err != nil {
		return false, err
	}
	return !ok, nil
}
