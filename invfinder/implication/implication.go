// Package implication decides when one invariant implies another syntactically, for the table's subsumption.
package implication

import (
	"paraverify/invfinder/formula"
	"paraverify/murphi/check"
)

// distinctValues reports whether two terms that are not state components
// denote different values in every state: different constants, different
// parameters (parameters are pairwise distinct), a parameter and a fixed
// variable (parameters differ from fixed variables), or a constant and a
// parameter or fixed variable (constants of a symmetric type's union are
// of its other members, and undefined is no parameter's value).
func distinctValues(a, b *formula.Term) bool {
	switch {
	case a.Kind == formula.TVar || b.Kind == formula.TVar:
		return false
	case a.Kind == formula.TConst && b.Kind == formula.TConst:
		return a.Undef != b.Undef || (!a.Undef && a.Val != b.Val)
	case a.Kind == formula.TParam && b.Kind == formula.TParam:
		return a.Param != b.Param
	case a.Kind == formula.TFixed && b.Kind == formula.TFixed:
		return false
	}
	return true // a constant, parameter or fixed variable against another kind
}

// litImplies reports whether literal a implies literal b (both oriented:
// a state component first): they are the same, or a says x = u and b
// says x != v for distinct values u and v.
func litImplies(a, b formula.Lit) bool {
	if a.String() == b.String() {
		return true
	}
	if a.All != nil || b.All != nil {
		return false // quantified literals: only the same one
	}
	return !a.Neg && b.Neg && a.L.Kind == formula.TVar && a.R.Kind != formula.TVar && b.R.Kind != formula.TVar &&
		a.L.String() == b.L.String() && distinctValues(a.R, b.R)
}

// Implies reports whether invariant s implies invariant w, syntactically:
// there is a renaming of s's parameters to distinct parameters of w of the
// same types under which every literal of s's bad cube is implied by a
// literal of w's. Then every state in an instance of w's bad cube is in
// the corresponding instance of s's, so where s holds, w holds. sigma[j]
// is w's parameter (1-based) for s's parameter j+1.
func Implies(s, w *formula.Inv) (sigma []int, ok bool) {
	if len(s.Params) > len(w.Params) || len(s.Bad) == 0 {
		return nil, false
	}
	// quick filter: every variable s speaks of, w speaks of
	vars := map[string]bool{}
	for _, l := range w.Bad {
		vars[l.L.Var] = true
		vars[l.R.Var] = true
	}
	for _, l := range s.Bad {
		if !vars[l.L.Var] || !vars[l.R.Var] {
			return nil, false
		}
	}
	k := len(s.Params)
	m := make([]int, k+1)
	used := make([]bool, len(w.Params)+1)
	var try func(j int) bool
	try = func(j int) bool {
		if j > k {
			for _, ls := range s.Bad {
				l := ls.Map(func(x *formula.Term) *formula.Term { return x.Rename(m) }).Orient()
				found := false
				for _, lw := range w.Bad {
					if litImplies(lw, l) {
						found = true
						break
					}
				}
				if !found {
					return false
				}
			}
			return true
		}
		for p := 1; p <= len(w.Params); p++ {
			if !used[p] && w.Params[p-1] == s.Params[j-1] {
				used[p], m[j] = true, p
				if try(j + 1) {
					return true
				}
				used[p] = false
			}
		}
		return false
	}
	if !try(1) {
		return nil, false
	}
	return append([]int(nil), m[1:]...), true
}

// TypedKey is the canonical key of inv once its literals are read over
// the values of their types: a boolean or enum component that the cube
// says is none of all but one of its type's values is that value
// (ExGntd != true is ExGntd = false, State != I & State != S is
// State = E over enum {I, S, E}). Two invariants with one TypedKey say
// the same thing wherever their components hold values of their types.
func TypedKey(inv *formula.Inv) string {
	excluded := map[string]map[int64]bool{}
	var comp []string
	terms := map[string]*formula.Term{}
	for _, l := range inv.Bad {
		if !l.Neg || l.L.Kind != formula.TVar || l.R.Kind != formula.TConst || l.R.Undef || l.All != nil {
			continue
		}
		switch l.L.Type.(type) {
		case *check.BoolType, *check.EnumType:
		default:
			continue
		}
		k := l.L.String()
		if excluded[k] == nil {
			excluded[k] = map[int64]bool{}
			comp = append(comp, k)
			terms[k] = l.L
		}
		excluded[k][l.R.Val] = true
	}
	single := map[string]int64{}
	for _, k := range comp {
		var left []int64
		for _, v := range check.Values(terms[k].Type) {
			if !excluded[k][v] {
				left = append(left, v)
			}
		}
		if len(left) == 1 {
			single[k] = left[0]
		}
	}
	if len(single) == 0 {
		_, key := inv.Canonical()
		return key
	}
	out := &formula.Inv{Name: inv.Name, Params: inv.Params}
	done := map[string]bool{}
	for _, l := range inv.Bad {
		k := l.L.String()
		if v, ok := single[k]; ok && l.Neg && l.R.Kind == formula.TConst && !l.R.Undef && l.All == nil {
			if !done[k] {
				done[k] = true
				out.Bad = append(out.Bad, formula.Lit{L: l.L, R: &formula.Term{Kind: formula.TConst, Type: l.L.Type, Val: v}})
			}
			continue
		}
		out.Bad = append(out.Bad, l)
	}
	_, key := out.Canonical()
	return key
}
