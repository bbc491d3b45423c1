package invfinder

// This file re-checks a search result independently of the search that
// produced it: the table must cover every invariant and rule instance, and
// each (invariant, rule instance) obligation must be discharged by the
// solver from the guard and the auxiliary invariants its relations name.

import (
	"cmp"
	"fmt"
	"maps"
	"slices"

	"paraverify/invfinder/formula"
	"paraverify/invfinder/literals"
	"paraverify/invfinder/smt"
	"paraverify/invfinder/witness"
	"paraverify/invfinder/wp"
	"paraverify/murphi/check"
)

// obligation identifies an invariant and a rule instance, the family by
// itself rather than by its name (two families may share one).
type obligation struct {
	inv  int
	rule *check.RuleFamily
	args string
}

func obligationOf(inv int, in formula.RuleInstance) obligation {
	return obligation{inv, in.Rule, in.String()}
}

// Verify checks that the table states every property of the model (each
// normalized property is implied by an invariant of the table, see
// implies), that every invariant of res holds in every initial state
// (for any number of nodes: startstates are run symbolically from the
// all-undefined state), then recomputes, for every invariant and every
// representative rule instance, the guard and the weakest precondition of
// the invariant's bad cube, and checks that the relations recorded for the
// pair justify it: invHoldRule2 requires that the action does not touch
// the cube; the others that guard & wp & (each auxiliary invariant named,
// instantiated as recorded with distinct parameters of the right types)
// is unsatisfiable.
func Verify(m *check.Model, res *Result, solver smt.Solver) error {
	mf := formula.FactsOf(m)
	// Every property is implied by an invariant of the table (its own
	// normal form, or one that states it in stronger dress: see prune).
	props, err := formula.Invariants(m)
	if err != nil {
		return err
	}
	for _, p := range props {
		if s, _ := stronger(res, p, -1, nil); s < 0 {
			return fmt.Errorf("verify: no invariant of the table implies the property %s: %s", p.Name, p)
		}
	}
	type recorded struct {
		kinds map[int]bool
		auxs  []Relation
	}
	table := map[obligation]*recorded{}
	for _, r := range res.Relations {
		k := obligationOf(r.Inv, formula.RuleInstance{Rule: r.Rule, Args: r.Args})
		p := table[k]
		if p == nil {
			p = &recorded{kinds: map[int]bool{}}
			table[k] = p
		}
		p.kinds[r.Kind] = true
		if r.Aux >= 0 {
			p.auxs = append(p.auxs, r)
		}
	}
	checked := 0
	runs := wp.NewCache(defaultMaxRuns) // the verifier's own, shared with nothing
	for i, f := range res.Invs {
		if err := holdsInitially(m, mf, f.Inv, solver); err != nil {
			if t := unnamedType(f.Inv); t != nil {
				return &StartUnnamedError{Inv: i + 1, Form: f.Inv.String(), Type: t.String()}
			}
			return fmt.Errorf("verify: invariant %d %s: %w", i+1, f.Inv, err)
		}
	}
	for i, f := range res.Invs {
		inv := f.Inv
		for _, r := range m.Rules {
			for _, in := range formula.Instances(r, inv.Params, mf.Sym, m.Info, mf.Special) {
				name := fmt.Sprintf("invariant %d %s, rule %s", i+1, inv, in.String())
				p := table[obligationOf(i, in)]
				if p == nil {
					return fmt.Errorf("verify: %s: no relation recorded", name)
				}
				delete(table, obligationOf(i, in))
				guard, pre, touches, err := runs.Rule(m, mf, in, inv.Params, inv.Bad)
				if err != nil {
					return err
				}
				if p.kinds[InvHoldRule2] {
					if touches || len(p.kinds) > 1 {
						return fmt.Errorf("verify: %s: invHoldRule2 recorded, but the action assigns a component of the invariant", name)
					}
					checked++
					continue
				}
				enc := wp.NewEncoder(mf.Sym)
				scope := formula.ScopeTypes(inv.Params, in)
				// the witnessed existentials, in order of first use, and
				// the auxiliary instances at each one's value
				var wits []string
				var wtypes []check.Type
				witAux := map[string][]*formula.Form{}
				witLit := map[string]*formula.Lit{} // nil: not the rule's
				witTerm := map[string]*formula.Term{}
				var conj []*smt.Term
				for _, a := range p.auxs {
					aux := res.Invs[a.Aux].Inv
					if len(a.AuxArgs) != len(aux.Params) {
						return fmt.Errorf("verify: %s: auxiliary invariant %d without its instantiation", name, a.Aux+1)
					}
					// the witness of the k-th existential is parameter
					// len(scope)+k
					types, w := scope, 0
					if a.Witness != "" {
						var wt check.Type
						if x := a.WitnessOf; x != nil {
							if _, union := x.Type.(*check.UnionType); union || x.Kind != formula.TVar || !mf.Sym[x.Type] || a.Witness != witness.ValueKey(x) || !inScope(x, len(scope)) {
								return fmt.Errorf("verify: %s: the witnessed value %s is not a state component of a symmetric type", name, a.Witness)
							}
							witTerm[a.Witness], wt = x, x.Type
						} else {
							if _, ok := witLit[a.Witness]; !ok {
								witLit[a.Witness] = witness.FindLit(a.Witness, guard, pre)
							}
							e := witLit[a.Witness]
							if e == nil {
								return fmt.Errorf("verify: %s: the witnessed condition %s is not the rule's", name, a.Witness)
							}
							wt = e.All.Type
						}
						k := slices.Index(wits, a.Witness)
						if k < 0 {
							wits, wtypes, k = append(wits, a.Witness), append(wtypes, wt), len(wits)
						}
						w = len(scope) + 1 + k
						types = append(append([]check.Type(nil), scope...), make([]check.Type, k+1)...)
						types[w-1] = wt
					}
					to := []int{0}
					for j, s := range a.AuxArgs {
						if s == len(scope)+1 && w > 0 {
							s = w
						}
						if s < 1 || s > len(types) || types[s-1] != aux.Params[j] {
							return fmt.Errorf("verify: %s: auxiliary invariant %d instantiated with a parameter of the wrong type", name, a.Aux+1)
						}
						if slices.Contains(to[1:], s) {
							return fmt.Errorf("verify: %s: auxiliary invariant %d instantiated with equal parameters", name, a.Aux+1)
						}
						to = append(to, s)
					}
					var inst formula.Cube
					for _, l := range aux.Bad {
						inst = append(inst, l.Map(func(x *formula.Term) *formula.Term { return x.Rename(to) }))
					}
					if w > 0 {
						witAux[a.Witness] = append(witAux[a.Witness], formula.Not(formula.CubeForm(inst)))
						continue
					}
					// an encoding error names the relation and the auxiliary
					// invariant it comes from (not only the solver's term)
					t := enc.NotForm(formula.CubeForm(inst))
					if t.Err() != nil {
						return fmt.Errorf("verify: %s: auxiliary invariant %d %s: %w", name, a.Aux+1, aux, t.Err())
					}
					conj = append(conj, t)
				}
				// with several witnessed literals, each case of the guard
				// is read with the witnesses of its own literals
				cases := []*formula.Form{guard}
				if len(wits) > 1 {
					if cs := literals.DNF(guard); len(cs) > 1 {
						cases = cs
					}
				}
				for _, c := range cases {
					g, pr := witness.ReadWitnessed(c, pre, scope, wits, wtypes, witLit, witAux, mf.Special)
					g = witness.ReadValues(g, scope, wits, wtypes, witTerm, witAux, mf.Special)
					all := append([]*smt.Term{enc.Form(g), enc.Form(pr)}, conj...)
					if enc.Err() != nil {
						return fmt.Errorf("verify: %s: %w (guard %s, pre %s)", name, enc.Err(), g, pr)
					}
					ok, err := solver.Valid(smt.Not(enc.Assume(smt.And(all...))))
					if err != nil {
						return err
					}
					if !ok {
						return fmt.Errorf("verify: %s: the guard and the recorded auxiliary invariants do not exclude a violation", name)
					}
				}
				checked++
			}
		}
	}
	if len(table) > 0 {
		// the first by invariant and instance, not the map's pick
		left := slices.SortedFunc(maps.Keys(table), func(a, b obligation) int {
			return cmp.Or(cmp.Compare(a.inv, b.inv), cmp.Compare(a.args, b.args))
		})
		return fmt.Errorf("verify: relation %d %s matches no rule instance (%d such)", left[0].inv, left[0].args, len(left))
	}
	if checked == 0 && len(res.Invs) > 0 && len(m.Rules) > 0 {
		return fmt.Errorf("verify: nothing checked")
	}
	return nil
}

// StartUnnamedError is a start-state check that failed for an invariant
// with a universal literal over a type none of its parameters has: it
// speaks of every value of the type and names none. The proof is for
// every size, 0 included, where such a literal holds (and an exists of
// the property is false), and a loop of the startstate over the type
// assigns at values no term names, which the check reads as unknown.
type StartUnnamedError struct {
	Inv  int    // the invariant's number in the table
	Form string // the invariant
	Type string // the type
}

func (e *StartUnnamedError) Error() string {
	return fmt.Sprintf("invariant %d %s speaks of every value of %s and names none: the start-state check cannot show that it holds initially for every size of %s (at size 0 an exists over %s is false)",
		e.Inv, e.Form, e.Type, e.Type, e.Type)
}

// unnamedType returns the type of a universal literal of inv's bad cube
// that none of inv's parameters has, or nil.
func unnamedType(inv *formula.Inv) check.Type {
	for _, l := range inv.Bad {
		if l.All == nil || l.All.Exists {
			continue
		}
		named := false
		for _, p := range inv.Params {
			if p.String() == l.All.Type.String() {
				named = true
			}
		}
		if !named {
			return l.All.Type
		}
	}
	return nil
}

// holdsInitially checks that no startstate instance leads to the
// invariant's bad cube.
func holdsInitially(m *check.Model, mf *formula.Facts, inv *formula.Inv, solver smt.Solver) error {
	for _, st := range m.StartStates {
		for _, in := range formula.Instances(st, inv.Params, mf.Sym, m.Info, mf.Special) {
			after, err := wp.AfterStart(m, mf, in, inv.Params, inv.Bad)
			if err != nil {
				return err
			}
			enc := wp.NewEncoder(mf.Sym)
			f := enc.Form(after)
			if enc.Err() != nil {
				return enc.Err()
			}
			ok, err := solver.Valid(smt.Not(enc.Assume(f)))
			if err != nil {
				return err
			}
			if !ok {
				return fmt.Errorf("violated by startstate %s", in.String())
			}
		}
	}
	return nil
}

// inScope reports whether the parameters the term x names (in its
// indices) are among the first n, and it names no bound variable.
func inScope(x *formula.Term, n int) bool {
	switch x.Kind {
	case formula.TParam:
		return x.Param >= 1 && x.Param <= n
	case formula.TBound:
		return false
	}
	for _, s := range x.Sels {
		if s.Index != nil && !inScope(s.Index, n) {
			return false
		}
	}
	return true
}
