// Package witness splits a search obligation into the cases of a value it speaks of (an exists's witness, a universal literal's instances, a state component's value).
package witness

// An existential literal: a guard or condition of German 2004's home
// makes a request pending when `exists n : node_id do
// directory[addr][n] = cache_exclusive end`, and the invariant that rules
// out a conflicting grant must be instantiated at that node, which is
// none of the obligation's parameters. An existential literal E =
// (exists V : T do L(V) end) holds exactly when L(t) holds for one of the
// terms t of type T the obligation names (its parameters, fixed variables
// and distinguished constants) or L(W) for a value W distinct from all of
// them. The search discharges each of these cases on its own; in the
// last, W is one more parameter of the obligation, and the auxiliary
// invariant found may be instantiated at it (the relation records E in
// Witness). Verify and the proof re-check the whole obligation with E
// read as
//
//	L(t1) | ... | L(tn) | (L(W) & the invariant instances at W)
//
// which every state that satisfies E satisfies for some choice of W (the
// value E speaks of, when it is none of the t's), so the check is sound;
// and it is exact for the cases the search discharged.

import (
	"paraverify/invfinder/formula"
	"paraverify/murphi/check"
)

// Existentials lists the existential literals that stand as conjuncts
// of the formulas fs (a guard case, a branch), over symmetric types and
// without excluded state components, each once, in order.
func Existentials(sym map[check.Type]bool, fs ...*formula.Form) []formula.Lit {
	var out []formula.Lit
	seen := map[string]bool{}
	for _, f := range fs {
		for _, a := range conjuncts(f) {
			if a.Op != 'l' || a.Lit.All == nil || !a.Lit.All.Exists || a.Lit.All.HasVar() || !sym[a.Lit.All.Type] {
				continue
			}
			if k := a.Lit.String(); !seen[k] {
				seen[k] = true
				out = append(out, a.Lit)
			}
		}
	}
	return out
}

// ReplaceLit returns f with every literal printed as key replaced by g.
func ReplaceLit(f *formula.Form, key string, g *formula.Form) *formula.Form {
	switch f.Op {
	case 'l':
		if f.Lit.String() == key {
			return g
		}
		return f
	case '&', '|':
		args := make([]*formula.Form, len(f.Args))
		changed := false
		for i, a := range f.Args {
			args[i] = ReplaceLit(a, key, g)
			changed = changed || args[i] != a
		}
		if !changed {
			return f
		}
		if f.Op == '&' {
			return formula.And(args...)
		}
		return formula.Or(args...)
	}
	return f
}

// ScopeTerms are the terms of the range of the existential literal e
// that an obligation over parameters of the given types names: its
// parameters of e's type and the type's distinguished terms, but those e
// excludes.
func ScopeTerms(types []check.Type, e formula.Lit, sp formula.Special) []*formula.Term {
	t := e.All.Type
	var out []*formula.Term
	for i, pt := range types {
		if pt == t {
			out = append(out, &formula.Term{Kind: formula.TParam, Type: t, Param: i + 1})
		}
	}
	out = append(out, sp[t]...)
	kept := out[:0]
	for _, x := range out {
		if !e.All.Excludes(x) {
			kept = append(kept, x)
		}
	}
	return kept
}

// litForm is the formula of one literal.
func litForm(l formula.Lit) *formula.Form { return formula.LitForm(l) }

// ReadWitnessed reads each witnessed existential (wits, in order; lits
// their literals, aux the auxiliary instances at each one's witness) in
// the guard and the weakest precondition of an obligation over scope as
// the disjunction of its instances at the terms in scope (earlier
// witnesses included) and at its own witness, parameter len(scope)+k+1,
// with the instances there. A witnessed literal the formulas do not
// contain (it stands in another case of the guard) is left out.
func ReadWitnessed(guard, pre *formula.Form, scope []check.Type, wits []string, wtypes []check.Type, lits map[string]*formula.Lit, aux map[string][]*formula.Form, sp formula.Special) (*formula.Form, *formula.Form) {
	witness := func(k int) *formula.Term {
		return &formula.Term{Kind: formula.TParam, Type: wtypes[k], Param: len(scope) + 1 + k}
	}
	// a witness whose literal the formulas do not contain is no value of
	// theirs; the value of a state component (no literal) always is
	present := make([]bool, len(wits))
	for k, key := range wits {
		present[k] = lits[key] == nil || FindLit(key, guard, pre) != nil
	}
	for k, key := range wits {
		if !present[k] || lits[key] == nil {
			continue
		}
		e := lits[key]
		t := e.All.Type
		var alts []*formula.Form
		for _, x := range ScopeTerms(scope, *e, sp) {
			alts = append(alts, litForm(e.At(x)))
		}
		for j := range k {
			if w := witness(j); w.Type == t && present[j] {
				alts = append(alts, litForm(e.At(w)))
			}
		}
		alts = append(alts, formula.And(append([]*formula.Form{litForm(e.At(witness(k)))}, aux[key]...)...))
		d := formula.Or(alts...)
		guard, pre = ReplaceLit(guard, key, d), ReplaceLit(pre, key, d)
	}
	return guard, pre
}

// UniversalInstances returns the instances of the universal literals of
// the branch br at the terms in scope (see ScopeTerms) that br does not
// state yet, as one conjunction, or nil. German 2004's home completes a
// request when `forall n : node_id do n != source -> directory[addr][n]
// = cache_invalid end`; the invariant an obligation through that branch
// needs speaks of one node, the one whose invalidation is still listed,
// and the quantified literal itself would give a cube that excludes one
// more node at each step of the search (an endless chain of ever larger
// invariants). An instance at a term the range excludes only when a
// state component equals it (`n != source`) is the disjunction of that
// equation and the literal at the term. Each instance follows from the
// literal, so the branch with them is the same set of states.
func UniversalInstances(sym map[check.Type]bool, br *formula.Form, types []check.Type, sp formula.Special) *formula.Form {
	have := map[string]bool{}
	for _, a := range conjuncts(br) {
		have[a.String()] = true
	}
	var more []*formula.Form
	for _, u := range Universals(sym, br) {
		for _, x := range ScopeTerms(types, u, sp) {
			f := instanceAt(u, x)
			if k := f.String(); !have[k] {
				have[k] = true
				more = append(more, f)
			}
		}
	}
	if len(more) == 0 {
		return nil
	}
	return formula.And(more...)
}

// The value of a state component. German 2004's home completes a request
// when every node but the requester is invalidated (a universal literal
// of the branch); that no invalidation is then in flight follows from
// what the home knows of the node the message's dest field holds, a
// state component that no literal of the obligation names, so no cube
// of the candidates speaks of that node, and the universal literal's
// cubes exclude one more node at each step of the search. A state
// component x of the literal's type is undefined, equal to one of the
// terms in scope (see ScopeTerms), or holds a value W distinct from all
// of them; the search discharges each case on its own, with the
// universal literal instantiated at the value, and in the last W is one
// more parameter of the obligation at which the auxiliary invariant may
// be instantiated (the relation records x in WitnessOf). Verify and the
// proof re-check the obligation with the conjunct
//
//	x = undefined | x = t1 | ... | x = tn | (x = W & the invariant instances at W)
//
// which every state satisfies for some choice of W (x's value, when it
// is none of the t's).

// ValueKey is the key (Relation.Witness) of the witness that is the
// value of the state component x.
func ValueKey(x *formula.Term) string { return "the value of " + x.String() }

// Universals lists the universal literals over symmetric types that
// stand as conjuncts of br.
func Universals(sym map[check.Type]bool, br *formula.Form) []formula.Lit {
	var out []formula.Lit
	for _, a := range conjuncts(br) {
		if a.Op == 'l' && a.Lit.All != nil && !a.Lit.All.Exists && sym[a.Lit.All.Type] {
			out = append(out, a.Lit)
		}
	}
	return out
}

// conjuncts are the conjuncts of f (f itself when it is no conjunction).
func conjuncts(f *formula.Form) []*formula.Form {
	if f.Op == '&' {
		return f.Args
	}
	return []*formula.Form{f}
}

// SiblingTerms lists the state components of type t that are fields of
// a record (or of its records, two levels down) one of whose fields a
// plain literal of br reads: the message whose valid bit the branch
// speaks of holds its destination beside it.
func SiblingTerms(m *check.Model, t check.Type, br *formula.Form) []*formula.Term {
	seen := map[string]bool{}
	var out []*formula.Term
	var leaves func(v string, sels []formula.Sel, ty check.Type, depth int)
	leaves = func(v string, sels []formula.Sel, ty check.Type, depth int) {
		rt, ok := ty.(*check.RecordType)
		if !ok || depth > 2 {
			return
		}
		for _, f := range rt.Fields {
			ns := append(append([]formula.Sel(nil), sels...), formula.Sel{Field: f.Name})
			if f.Type != t {
				leaves(v, ns, f.Type, depth+1)
				continue
			}
			x := &formula.Term{Kind: formula.TVar, Var: v, Sels: ns, Type: t}
			if k := x.String(); !seen[k] {
				seen[k] = true
				out = append(out, x)
			}
		}
	}
	for _, a := range conjuncts(br) {
		if a.Op != 'l' || a.Lit.All != nil {
			continue
		}
		for _, x := range []*formula.Term{a.Lit.L, a.Lit.R} {
			if x.Kind != formula.TVar || len(x.Sels) == 0 || x.Sels[len(x.Sels)-1].Index != nil {
				continue
			}
			parent := x.Sels[:len(x.Sels)-1]
			if pt := componentType(m, x.Var, parent); pt != nil {
				leaves(x.Var, parent, pt, 0)
			}
		}
	}
	return out
}

// componentType is the type of the state component v with the selectors
// sels, or nil.
func componentType(m *check.Model, v string, sels []formula.Sel) check.Type {
	var ty check.Type
	for _, o := range m.Vars {
		if o.Name == v {
			ty = o.Type
		}
	}
	for _, s := range sels {
		switch tt := ty.(type) {
		case *check.ArrayType:
			if s.Index == nil {
				return nil
			}
			ty = tt.Elem
		case *check.RecordType:
			ty = nil
			for _, f := range tt.Fields {
				if f.Name == s.Field {
					ty = f.Type
				}
			}
		default:
			return nil
		}
		if ty == nil || (s.Index == nil) != (s.Field != "") {
			return nil
		}
	}
	return ty
}

// ValueCases are the cases of the value of the state component x for
// the branch br with its universal literal u (see above): x equal to
// each term in scope, with u there; x undefined; and last x equal to a
// fresh parameter W (number len(types)+1) with u at W, or W an excluded
// state component.
func ValueCases(u formula.Lit, x *formula.Term, br *formula.Form, types []check.Type, sp formula.Special) []*formula.Form {
	t := u.All.Type
	var cases []*formula.Form
	for _, sc := range termsOf(t, types, sp) {
		c := formula.And(br, litForm(formula.Lit{L: x, R: sc}))
		if !u.All.Excludes(sc) {
			c = formula.And(c, instanceAt(u, sc))
		}
		cases = append(cases, c)
	}
	cases = append(cases, formula.And(br, litForm(formula.Lit{L: x, R: &formula.Term{Kind: formula.TConst, Type: t, Undef: true}})))
	w := &formula.Term{Kind: formula.TParam, Type: t, Param: len(types) + 1}
	return append(cases, formula.And(br, litForm(formula.Lit{L: x, R: w}), instanceAt(u, w)))
}

// instanceAt is the universal literal u at the term y, read as u states
// it: the literal there, or y is a state component u excludes (`src = y
// | dir[y] = I` for `forall V do V != src -> dir[V] = I end`).
func instanceAt(u formula.Lit, y *formula.Term) *formula.Form {
	var alts []*formula.Form
	for _, e := range u.All.Excl {
		if e.Kind == formula.TVar {
			alts = append(alts, litForm(formula.Lit{L: e, R: y}))
		}
	}
	return formula.Or(append(alts, litForm(u.At(y)))...)
}

// termsOf are the terms of type t that an obligation over parameters of
// the given types names: its parameters of type t and t's distinguished
// terms.
func termsOf(t check.Type, types []check.Type, sp formula.Special) []*formula.Term {
	var out []*formula.Term
	for i, pt := range types {
		if pt == t {
			out = append(out, &formula.Term{Kind: formula.TParam, Type: t, Param: i + 1})
		}
	}
	return append(out, sp[t]...)
}

// ReadValues reads the witnessed values (wits[k] with a term in terms)
// into the guard of an obligation over scope: the conjunct above for
// each, its W parameter len(scope)+k+1 with the instances aux there.
func ReadValues(guard *formula.Form, scope []check.Type, wits []string, wtypes []check.Type, terms map[string]*formula.Term, aux map[string][]*formula.Form, sp formula.Special) *formula.Form {
	var extra []*formula.Form
	for k, key := range wits {
		x := terms[key]
		if x == nil {
			continue
		}
		t := x.Type
		alts := []*formula.Form{litForm(formula.Lit{L: x, R: &formula.Term{Kind: formula.TConst, Type: t, Undef: true}})}
		for _, y := range termsOf(t, scope, sp) {
			alts = append(alts, litForm(formula.Lit{L: x, R: y}))
		}
		for j := range k {
			if wtypes[j] == t {
				alts = append(alts, litForm(formula.Lit{L: x, R: &formula.Term{Kind: formula.TParam, Type: t, Param: len(scope) + 1 + j}}))
			}
		}
		w := &formula.Term{Kind: formula.TParam, Type: t, Param: len(scope) + 1 + k}
		alts = append(alts, formula.And(append([]*formula.Form{litForm(formula.Lit{L: x, R: w})}, aux[key]...)...))
		extra = append(extra, formula.Or(alts...))
	}
	if len(extra) == 0 {
		return guard
	}
	return formula.And(append([]*formula.Form{guard}, extra...)...)
}

// FindLit returns the literal printed as key in one of fs, or nil.
func FindLit(key string, fs ...*formula.Form) *formula.Lit {
	for _, f := range fs {
		switch f.Op {
		case 'l':
			if f.Lit.String() == key {
				l := f.Lit
				return &l
			}
		case '&', '|':
			if l := FindLit(key, f.Args...); l != nil {
				return l
			}
		}
	}
	return nil
}
