package invfinder

// This file keeps the table free of invariants that another one implies.
// Two invariants can say the same thing in different dress:
// !(A & ExGntd = false) and !(A & ExGntd != true), or !(A & State = E) and
// !(A & State != I & State != S) over enum {I, S, E}. They are not
// equivalent in the semantics the search and the proof use (a component
// may be undefined, and the Isabelle model is untyped, so ExGntd != true
// says more than ExGntd = false), but the second of each pair implies the
// first in every semantics: its bad cube is larger. An invariant implied
// by another one in the table is not needed. The search uses the stronger
// one wherever it would add the weaker (Find's add); after the search,
// prune
//
//   - replaces a property's invariant by an auxiliary one that says the
//     same in stronger dress (equal once literals over booleans and enums
//     are read over the type's values: implication.TypedKey), so that the property is
//     stated once; the property follows from it (Verify checks that every
//     property is implied by an invariant of the table);
//   - drops the auxiliary invariants that another invariant implies,
//     redirecting their uses as auxiliary invariants to that one;
//   - drops the auxiliary invariants that no kept invariant's relations
//     use, directly or through others.
//
// The literals themselves are kept as written (see the package
// documentation): rewriting ExGntd != true to ExGntd = false would weaken
// the invariant where ExGntd may be undefined.

import (
	"fmt"

	"paraverify/invfinder/formula"
	"paraverify/invfinder/implication"
)

// stronger returns the first invariant of res, other than skip and not in
// gone, that implies inv, with the renaming (see implication.Implies); -1 if none.
func stronger(res *Result, inv *formula.Inv, skip int, gone map[int]bool) (int, []int) {
	for i, f := range res.Invs {
		if i == skip || gone[i] {
			continue
		}
		if sigma, ok := implication.Implies(f.Inv, inv); ok {
			return i, sigma
		}
	}
	return -1, nil
}

// compose instantiates the stronger invariant for a use of the weaker
// one: args are the obligation's parameters for the weaker invariant's,
// sigma maps the stronger's parameters to the weaker's.
func compose(args, sigma []int) []int {
	if args == nil {
		return nil
	}
	out := make([]int, len(sigma))
	for j, p := range sigma {
		out[j] = args[p-1]
	}
	return out
}

// restate replaces the invariant of property slot w by the auxiliary
// invariant s, which implies it (sigma: s's parameters as w's) and says
// the same in stronger dress: w's own relations go, s's become w's, and
// uses of either as an auxiliary invariant use the slot, instantiated for
// s. The slot keeps its origin (the property) and records where s was
// found.
func restate(res *Result, w, s int, sigma []int) {
	var rels []Relation
	for _, r := range res.Relations {
		if r.Inv == w {
			continue
		}
		if r.Inv == s {
			r.Inv = w
		}
		switch r.Aux {
		case w:
			r.AuxArgs = compose(r.AuxArgs, sigma)
		case s:
			r.Aux = w
		}
		rels = append(rels, r)
	}
	res.Relations = rels
	f := &res.Invs[w]
	f.Inv = res.Invs[s].Inv
	f.From, f.Rule, f.Restated = res.Invs[s].From, res.Invs[s].Rule, true
	for i := range res.Invs {
		if res.Invs[i].From == s {
			res.Invs[i].From = w
		}
	}
}

// prune drops from a closed table the auxiliary invariants that another
// invariant of the table implies (of two that imply each other the later
// one), redirecting their uses as auxiliary invariants to the stronger
// one, and then the auxiliary invariants that no kept invariant's
// relations use, directly or through others. The result is still closed:
// every kept invariant keeps all its relations, and a relation that used
// a dropped invariant uses one that implies it.
func prune(res *Result, nprops int) {
	n := len(res.Invs)
	drop := map[int]bool{}
	repl := map[int]int{}
	sigmas := map[int][]int{}
	// properties stated in stronger dress by an auxiliary invariant
	for w := 0; w < nprops; w++ {
		tk := implication.TypedKey(res.Invs[w].Inv)
		for s := nprops; s < n; s++ {
			if drop[s] || implication.TypedKey(res.Invs[s].Inv) != tk {
				continue
			}
			if sigma, ok := implication.Implies(res.Invs[s].Inv, res.Invs[w].Inv); ok {
				restate(res, w, s, sigma)
				drop[s], repl[s] = true, w
				sigmas[s] = identity(len(res.Invs[w].Inv.Params))
				break
			}
		}
	}
	restated := len(drop)
	for w := nprops; w < n; w++ {
		if drop[w] {
			continue
		}
		for s := 0; s < n; s++ {
			if s == w || drop[s] {
				continue
			}
			if _, ok := implication.Implies(res.Invs[s].Inv, res.Invs[w].Inv); !ok {
				continue
			}
			if _, back := implication.Implies(res.Invs[w].Inv, res.Invs[s].Inv); back && s > w {
				continue // equivalent: the earlier one stays
			}
			drop[w] = true
			break
		}
	}
	// Each dropped invariant's replacement: a kept one that implies it
	// (implication is transitive, and the strongest of an equivalent group
	// that comes first is kept, so there is one).
	for w := range drop {
		if _, ok := repl[w]; ok {
			continue // restated as a property
		}
		s, sigma := stronger(res, res.Invs[w].Inv, w, drop)
		if s < 0 {
			panic(fmt.Sprintf("invfinder: no kept invariant implies invariant %d", w+1))
		}
		repl[w], sigmas[w] = s, sigma
	}
	var rels []Relation
	for _, r := range res.Relations {
		if drop[r.Inv] {
			continue
		}
		if r.Aux >= 0 && drop[r.Aux] {
			r.AuxArgs = compose(r.AuxArgs, sigmas[r.Aux])
			r.Aux = repl[r.Aux]
		}
		rels = append(rels, r)
	}
	res.Relations = rels
	// keep what the properties need
	used := make([]bool, n)
	var visit func(i int)
	auxOf := map[int][]int{}
	for _, r := range res.Relations {
		if r.Aux >= 0 {
			auxOf[r.Inv] = append(auxOf[r.Inv], r.Aux)
		}
	}
	visit = func(i int) {
		if used[i] {
			return
		}
		used[i] = true
		for _, a := range auxOf[i] {
			visit(a)
		}
	}
	for i := 0; i < nprops; i++ {
		visit(i)
	}
	gone := map[int]bool{}
	for i := nprops; i < n; i++ {
		if !used[i] {
			gone[i] = true
		}
	}
	if len(gone) == 0 {
		return
	}
	res.Restated = restated
	res.Implied = len(drop) - restated
	res.Unused = len(gone) - len(drop)
	compact(res, gone, repl)
}

func identity(k int) []int {
	out := make([]int, k)
	for i := range out {
		out[i] = i + 1
	}
	return out
}
