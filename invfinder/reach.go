package invfinder

// This file implements Reach over the explicit-state checker's oracle: a
// cube is reachable when some reachable state of the reference instance
// satisfies it for some assignment of distinct values to its parameters.

import (
	"fmt"
	"strings"

	"paraverify/murphi/check"
	"paraverify/murphi/mc"
)

// OracleReach answers Reach queries from an explored reference instance.
type OracleReach struct {
	O *mc.Oracle
	// Reduced are the types the exploration reduced by symmetry: the oracle
	// checks every permutation of their values, so one assignment of
	// distinct values to parameters of these types stands for all.
	Reduced map[check.Type]bool
	// TooSmall counts the cubes with more parameters of a type than the
	// reference instance has values of it (taken as reachable).
	TooSmall int
	cache    map[string]bool
}

// fits reports whether the parameters can take pairwise distinct values
// of their types.
func fits(params []check.Type) bool {
	n := map[check.Type]int{}
	for _, t := range params {
		n[t]++
		if int64(n[t]) > int64(check.Card(t)) {
			return false
		}
	}
	return true
}

// NewOracleReach wraps an oracle over an exploration that reduced the
// given types by symmetry.
func NewOracleReach(o *mc.Oracle, reduced map[check.Type]bool) *OracleReach {
	return &OracleReach{O: o, Reduced: reduced, cache: map[string]bool{}}
}

// Reachable implements Reach.
func (r *OracleReach) Reachable(params []check.Type, c Cube) (bool, error) {
	key := (&Inv{Params: params, Bad: c}).key()
	if v, ok := r.cache[key]; ok {
		return v, nil
	}
	if !fits(params) {
		// Too few values in the reference instance to give the parameters
		// distinct values: nothing is known, so the cube counts as
		// reachable and is never taken as an invariant.
		r.cache[key] = true
		r.TooSmall++
		return true, nil
	}
	found := false
	var err error
	bindings(params, r.Reduced, func(vals []int64) bool {
		lits, ok, e := r.literals(c, vals)
		if e != nil {
			err = e
			return false
		}
		if !ok {
			return true // some literal is false for these values
		}
		if sat, _, _ := r.O.Exists(lits); sat {
			found = true
			return false
		}
		return true
	})
	if err != nil {
		return false, err
	}
	r.cache[key] = found
	return found, nil
}

// bindings calls f with every assignment of distinct values (per type) to
// the parameters until f returns false; parameters of a reduced type take
// only the first value not taken by an earlier one (the others are
// permutations of it).
func bindings(params []check.Type, reduced map[check.Type]bool, f func([]int64) bool) {
	vals := make([]int64, len(params))
	var rec func(i int) bool
	rec = func(i int) bool {
		if i == len(params) {
			return f(vals)
		}
	next:
		for _, v := range check.Values(params[i]) {
			for j := 0; j < i; j++ {
				if params[j] == params[i] && vals[j] == v {
					continue next
				}
			}
			vals[i] = v
			if !rec(i + 1) {
				return false
			}
			if reduced[params[i]] {
				break
			}
		}
		return true
	}
	rec(0)
}

// componentName prints a component with parameters replaced by values,
// as the checker names its state components.
func componentName(t *Term, vals []int64) string {
	var b strings.Builder
	b.WriteString(t.Var)
	for _, s := range t.Sels {
		switch {
		case s.Index == nil:
			b.WriteString("." + s.Field)
		case s.Index.Kind == TParam:
			b.WriteString("[" + check.FormatValue(s.Index.Type, vals[s.Index.Param-1]) + "]")
		default:
			b.WriteString("[" + s.Index.String() + "]")
		}
	}
	return b.String()
}

// literals translates a cube with parameter values into oracle literals;
// ok is false when a literal without state components is false.
func (r *OracleReach) literals(c Cube, vals []int64) ([]mc.Literal, bool, error) {
	var out []mc.Literal
	for _, l := range c {
		L, R := l.L, l.R
		if L.Kind != TVar && R.Kind == TVar {
			L, R = R, L
		}
		if L.Kind != TVar {
			a, b := constVal(L, vals), constVal(R, vals)
			if (a == b) == l.Neg {
				return nil, false, nil
			}
			continue
		}
		leaf, ok := r.O.Leaf(componentName(L, vals))
		if !ok {
			return nil, false, fmt.Errorf("invfinder: the reference instance has no component %s", componentName(L, vals))
		}
		a := mc.Atom{Leaf: leaf, Other: -1}
		switch {
		case R.Kind == TVar:
			if a.Other, ok = r.O.Leaf(componentName(R, vals)); !ok {
				return nil, false, fmt.Errorf("invfinder: the reference instance has no component %s", componentName(R, vals))
			}
		case R.Kind == TConst && R.Undef:
			a.Undefined = true
		case R.Kind == TConst:
			a.Value = R.Val
		default:
			a.Value = vals[R.Param-1]
		}
		out = append(out, mc.Literal{Atom: a, Neg: l.Neg})
	}
	return out, true, nil
}

func constVal(t *Term, vals []int64) string {
	if t.Kind == TParam {
		return check.FormatValue(t.Type, vals[t.Param-1])
	}
	return t.String()
}
