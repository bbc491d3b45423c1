package formula

// This file implements the enumeration of representative rule instances
// for an invariant. For an invariant over distinct parameters P1..Pk and a
// rule family with parameters r1..rn, every concrete transition of every
// instance size is represented by one assignment where each rule parameter
// of a symmetric type either equals one of the invariant's parameters of
// that type or is an "other" value distinct from all of them, and "other"
// values are themselves equal or distinct in every possible way (set
// partitions): rule parameters equal to each other are covered, unlike in
// paraVerifier, which assumed them distinct. Parameters of non-symmetric
// types take each of their values.

import (
	"fmt"
	"strings"

	"paraverify/murphi/check"
)

// Arg is the value of one rule parameter in a representative instance:
// invariant parameter Inv (1-based), or other value number Other
// (1-based, distinct from every invariant parameter and from other values
// with a different number), or the concrete Value of a non-symmetric type,
// or the value of the fixed variable Fixed. For a type with distinguished
// values (DistinguishedValues) Value is one of them.
type Arg struct {
	Inv   int
	Other int
	Value int64
	Fixed string // the fixed variable (FixedVars) whose value it is
}

// RuleInstance is a rule family with representative arguments.
type RuleInstance struct {
	Rule *check.RuleFamily
	Args []Arg
}

// String names the instance as the tables do, e.g. `Store(P1, O1)`:
// parameter Pk of the invariant, other value Ok, a fixed variable, or a
// constant.
func (in RuleInstance) String() string {
	s := in.Rule.Display + "("
	for i, a := range in.Args {
		if i > 0 {
			s += ", "
		}
		switch {
		case a.Inv > 0:
			s += fmt.Sprintf("P%d", a.Inv)
		case a.Other > 0:
			s += fmt.Sprintf("O%d", a.Other)
		case a.Fixed != "":
			s += a.Fixed
		default:
			s += check.FormatValue(in.Rule.Params[i].Type, a.Value)
		}
	}
	return s + ")"
}

// Instances enumerates the representative instances of rule for an
// invariant with parameter types params; sp are the distinguished terms of
// the types (a rule parameter may also equal one of them).
func Instances(rule *check.RuleFamily, params []check.Type, symmetric map[check.Type]bool, info *check.Info, sp Special) []RuleInstance {
	var out []RuleInstance
	args := make([]Arg, len(rule.Params))
	var rec func(i int)
	rec = func(i int) {
		if i == len(rule.Params) {
			out = append(out, RuleInstance{Rule: rule, Args: append([]Arg(nil), args...)})
			return
		}
		t := rule.Params[i].Type
		if !symmetric[t] {
			for _, v := range info.Quants[rule.Quants[i]].Values {
				args[i] = Arg{Value: v}
				rec(i + 1)
			}
			return
		}
		// a distinguished term of that type
		for _, d := range sp[t] {
			if d.Kind == TFixed {
				args[i] = Arg{Fixed: d.Var}
			} else {
				args[i] = Arg{Value: d.Val}
			}
			rec(i + 1)
		}
		// an invariant parameter of the same type
		for p, pt := range params {
			if pt == t {
				args[i] = Arg{Inv: p + 1}
				rec(i + 1)
			}
		}
		// an other value already used by an earlier rule parameter of the
		// same type, or a new one (restricted growth: others are numbered
		// in order of first use, so each partition appears once)
		maxOther := 0
		for _, a := range args[:i] {
			if a.Other > maxOther {
				maxOther = a.Other
			}
		}
		for o := 1; o <= maxOther; o++ {
			if otherType(args[:i], rule, o) == t {
				args[i] = Arg{Other: o}
				rec(i + 1)
			}
		}
		args[i] = Arg{Other: maxOther + 1}
		rec(i + 1)
	}
	rec(0)
	return out
}

// otherType returns the type of the rule parameter that introduced other
// value o.
func otherType(args []Arg, rule *check.RuleFamily, o int) check.Type {
	for i, a := range args {
		if a.Other == o {
			return rule.Params[i].Type
		}
	}
	return nil
}

// ScopeTypes lists the types of the parameters of an obligation, an
// invariant over params and the rule instance in: the invariant's
// parameters P1..Pk, then the instance's other values O1, O2, ...
func ScopeTypes(params []check.Type, in RuleInstance) []check.Type {
	types := append([]check.Type(nil), params...)
	for i, a := range in.Args {
		if a.Other > 0 {
			for len(types) < len(params)+a.Other {
				types = append(types, nil)
			}
			types[len(params)+a.Other-1] = in.Rule.Params[i].Type
		}
	}
	return types
}

// OthersSaid says, for each other value of the instance (O1, O2, ...),
// which parameter of the obligation stands for it (ScopeTypes: the
// invariant's k parameters come first, so Oj is P(k+j)) and what it
// differs from: the invariant's parameters of its type, the type's
// distinguished terms (sp), and the other values of its type, e.g.
// "O1 (P3 in the obligation): a value of addr_type other than 1, P1".
func (in RuleInstance) OthersSaid(params []check.Type, sp Special) []string {
	types := ScopeTypes(params, in)
	var out []string
	for o := 1; len(params)+o <= len(types); o++ {
		t := types[len(params)+o-1]
		if t == nil {
			continue
		}
		var not []string
		for _, d := range sp[t] {
			not = append(not, d.String())
		}
		for p, pt := range params {
			if pt == t {
				not = append(not, fmt.Sprintf("P%d", p+1))
			}
		}
		for q := 1; len(params)+q <= len(types); q++ {
			if q != o && types[len(params)+q-1] == t {
				not = append(not, fmt.Sprintf("O%d", q))
			}
		}
		s := fmt.Sprintf("O%d (P%d in the obligation): a value of %s", o, len(params)+o, check.Shown(t))
		if len(not) > 0 {
			s += " other than " + strings.Join(not, ", ")
		}
		out = append(out, s)
	}
	return out
}
