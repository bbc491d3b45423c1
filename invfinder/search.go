package invfinder

// This file implements the search for causal relations and auxiliary
// invariants (paraVerifier's invFinder): for every invariant and every
// representative rule instance, the rule either cannot touch the invariant
// (invHoldRule2), or its guard alone implies the weakest precondition
// (invHoldRule1), or its guard together with one more invariant f' does
// (invHoldRule3). f' is the negation of the smallest set of literals, taken
// from the weakest precondition, the branch conditions and the guard, that
// the guard and the weakest precondition imply (checked by the SMT oracle)
// and that no reachable state of the reference instance satisfies
// (checked by the reachable-set oracle). New invariants are canonicalized,
// deduplicated and processed in turn until the set is closed.

import (
	"context"
	"errors"
	"fmt"
	"io"
	"slices"
	"sort"
	"strings"
	"time"

	"paraverify/invfinder/formula"
	"paraverify/invfinder/literals"
	"paraverify/invfinder/smt"
	"paraverify/invfinder/witness"
	"paraverify/invfinder/wp"
	"paraverify/murphi/check"
)

// Relation kinds, as in paraVerifier.
const (
	InvHoldRule1 = 1 // the guard implies the weakest precondition
	InvHoldRule2 = 2 // the rule does not touch the invariant
	InvHoldRule3 = 3 // the guard and invariant Aux imply it
)

// Relation is the causal relation of one invariant and rule instance.
type Relation struct {
	Inv  int // index in Result.Invs
	Rule *check.RuleFamily
	Args []formula.Arg
	Kind int
	Aux  int // invHoldRule3: index of f' in Result.Invs; otherwise -1
	// AuxArgs instantiates f': parameter j+1 of f' is the obligation's
	// parameter AuxArgs[j] (1..k the invariant's P1..Pk, k+1.. the rule
	// instance's other values O1..).
	AuxArgs []int
	// Branch is the execution path of the action (in the order of the
	// disjuncts of wp.Rule's weakest precondition) that an invHoldRule3
	// relation covers; -1 for the whole action. paraVerifier splits
	// obligations per branch in the same way.
	Branch int
	// Witness, when set, is the existential literal of the guard or a
	// condition (printed) whose value Aux is instantiated at: AuxArgs
	// names it as the parameter after the obligation's own (see
	// package witness); Aux holds at every such value.
	Witness string
	// WitnessOf, when set, is the state component whose value Aux is
	// instantiated at (Witness is then witness.ValueKey).
	WitnessOf *formula.Term
}

// Found is one invariant with where it came from.
type Found struct {
	Inv    *formula.Inv
	Origin string // "property NAME" or "rule R(args) on invariant k"
	// Prop is the model invariant whose normal form this is (Origin
	// "property NAME", NAME its display name); nil for an auxiliary one.
	Prop *check.RuleFamily
	// Also lists the other model invariants with this normal form (two
	// properties with a conjunct in common): their proofs use it too.
	Also []*check.RuleFamily
	// From is the index of the invariant whose obligation for rule
	// instance Rule gave this one; -1 for a property, or when that
	// invariant was withdrawn or dropped as unused. When it was dropped
	// because a stronger invariant implies it, From is the stronger one
	// and Implied is set.
	From    int
	Rule    string
	Implied bool
	// Restated marks a property's invariant replaced by a stronger
	// auxiliary one that says the same in other dress (see prune); From
	// and Rule tell where that one was found.
	Restated bool
}

// Result is a closed set of invariants with their relations.
type Result struct {
	Invs      []Found
	Relations []Relation
	// Fixed are the model's fixed variables (FixedVars), "name : type",
	// sorted: parameters of their types range over the other values.
	Fixed []string
	// Distinguished are the distinguished values of the types that have
	// them (DistinguishedValues), "type : v1, v2", in declaration order:
	// parameters of these types range over the other values.
	Distinguished []string
	// Renamed lists the families shown under another name than their own
	// because an earlier family of the kind has that name (see
	// check.RuleFamily.Display), in model order: `enter_2 = rule "enter"
	// at line 8`.
	Renamed []string
	// Withdrawn counts the auxiliary invariants taken back (Options.Withdraw).
	Withdrawn int
	// Implied counts the auxiliary invariants dropped because another
	// invariant of the table implies them, Unused those dropped because
	// no kept invariant needs them, Restated the properties whose
	// invariant an auxiliary one in stronger dress replaced (see prune).
	Implied, Unused, Restated int
	// Refuted counts the invariants withdrawn because the Reach, a
	// Refuter, reached their cubes (or an invariant's they came from);
	// Swept those withdrawn because a state it found for another one
	// violates them (see FoundStates).
	Refuted, Swept int

	special formula.Special // the distinguished terms of each type
}

// Special returns the distinguished terms of each type, which the
// invariants' formulas are printed with (formula.Inv.Murphi).
func (r *Result) Special() formula.Special { return r.special }

// Reach answers whether some reachable state of the reference instance
// satisfies some instance of a cube (distinct values for its parameters).
type Reach interface {
	Reachable(params []check.Type, c formula.Cube) (bool, error)
}

// Refuter is a Reach whose "unreachable" may be evidence only (a prefix
// of the reachable states): when an obligation has no discharge, Find asks
// Refute to look harder for a reachable state that satisfies the cube of
// its invariant (or of one it came from), to withdraw that invariant.
type Refuter interface {
	Refute(params []check.Type, c formula.Cube) (bool, error)
}

// FoundStates is a Refuter that keeps the states its targeted searches
// find: Marks says how many there are (one count per instance it asks),
// InFound whether one found after marks satisfies the cube for distinct
// values of its parameters.
type FoundStates interface {
	Marks() []int
	InFound(params []check.Type, c formula.Cube, marks []int) (bool, error)
}

// Digger is a Refuter that can look much harder, by long random walks,
// for a reachable state that satisfies one of several cubes: when a search
// is about to fail and the targeted searches found nothing, Find asks it
// once for the failing invariant, those it came from and the state before
// the failing rule. Dig returns the index of the cube met (-1: none);
// when it meets none, walked says where it walked ("32000000 steps in
// num_nodes=3") and unfit lists the cubes that fit in no instance it
// could walk.
type Digger interface {
	Dig(params [][]check.Type, cubes []formula.Cube) (met int, walked []string, unfit []int, err error)
}

// Prober is a Reach that can look beyond a prefix of the reachable
// states for one that satisfies a property's cube (its negation) in the
// reference instance itself: when a search is about to fail, Find asks it
// for the property the failing invariant came from, and a state found
// ends the search with a *Reached (the property is false).
type Prober interface {
	Probe(params []check.Type, c formula.Cube) (bool, error)
}

// Reached is the error of a search that a Prober ended: a targeted search
// beyond the evidence reached a state that violates Property (by name)
// in the reference instance. The search has no trace of it: an
// exploration that goes deeper finds one.
type Reached struct {
	Property string
}

func (e *Reached) Error() string {
	return fmt.Sprintf("a targeted search beyond the evidence reached a state that violates property %s", e.Property)
}

// Fitter is a Reach that can say whether a cube's parameters fit in its
// instance (distinct values for them): a cube that does not fit is
// answered "reachable", since nothing is known of it there.
type Fitter interface {
	Fits(params []check.Type, c formula.Cube) bool
	// Short lists the types of which the instance (without a larger one)
	// has too few values for the cube's parameters.
	Short(params []check.Type, c formula.Cube) []check.Type
}

// Options bound the search.
type Options struct {
	MaxInvariants int // 0: 1000
	MaxLits       int // largest candidate cube; 0: 7
	// Progress receives a progress line about every second (invariants
	// processed and found, relations); nil: silent.
	Progress io.Writer
	// Withdraw bounds how many auxiliary invariants the search may take
	// back (0: none). An auxiliary invariant whose own obligation nothing
	// discharges may hold only in the evidence, or be a poor choice: it
	// is withdrawn, never proposed again, and the obligations that used
	// it are searched again.
	Withdraw int
	// MaxRefuted, on evidence that is a prefix with a deeper one to come,
	// stops the search (ErrShallow) once the targeted search has refuted
	// more than this many invariants: each was adopted because the prefix
	// is too shallow to show a state violating it, and a deeper prefix
	// shows them all at once, where refuting them one by one (a targeted
	// search and the obligations searched again for each) can take the
	// search half an hour (0: no bound).
	MaxRefuted int

	// Context, when set, stops the search (a budget ran out) also where
	// it forms candidates for a while without asking the solver (which
	// refuses its queries then): with many candidate literals, the
	// subsets checked against the evidence alone.
	Context context.Context

	// Workers classifies the rule instances of an invariant on this many
	// goroutines (0 or 1: the caller's), with the same result; the solver
	// must then be safe for concurrent use (smt.Pool behind an
	// smt.Cache). The Reach's calls are serialized.
	Workers int

	// MaxRuns bounds the symbolic executions of rule instances the search
	// keeps for reuse, per generation (wp.NewCache; 0:
	// defaultMaxRuns, negative: no bound). The result does not depend on
	// it: an execution dropped is done again when needed.
	MaxRuns int

	// Regrow, when set, says whether the caller redoes the search with
	// evidence that has more values of these types after a failure whose
	// discharging cube has too few of them (Failure.TooFewTypes): the
	// long random walks (Digger) are not taken before such a failure,
	// which the redo is likelier to settle (German 2004: at its first
	// failure, whose state before the rule needs three addresses, 96 M
	// steps in each instance met nothing in 20 minutes, and the search
	// redone with the three-address instance went past it).
	Regrow func(types []string) bool

	rejected map[string]bool // canonical forms of withdrawn invariants
	runs     *wp.Cache       // the symbolic executions of rule instances (set by Find)
}

// defaultMaxRuns is Options.MaxRuns's default: German 2004 at one
// address does 2,269 executions in all (none dropped), with two
// addresses it kept 4.3 GB of them after an hour.
const defaultMaxRuns = 1 << 13

// ErrTooManyInvariants is wrapped by the error Find returns when the set
// grows past Options.MaxInvariants.
var ErrTooManyInvariants = errors.New("the search stopped (--max-invariants)")

// ErrShallow is wrapped by the error Find returns when the targeted search
// refuted more than Options.MaxRefuted invariants.
var ErrShallow = errors.New("the evidence is too shallow (--max-refuted)")

// Failure explains an obligation no candidate could discharge.
type Failure struct {
	Inv        string
	Rule       string
	Obligation string
	Candidates []string
	// Others says what the rule instance's other values (O1, ...) stand
	// for (formula.RuleInstance.OthersSaid).
	Others []string
	// Types names the index types of the invariant's and the rule
	// instance's parameters (the types a larger instance would grow).
	Types []string
	// Quantifiers lists the quantifiers over symmetric types in the
	// rule's guard and conditions, which the obligation uses only at the
	// values in scope; Unstated those of them that the search could not
	// also state as quantified literals (an invariant that needs one of
	// these at every value is beyond the invariants the search forms);
	// Dropped those read as true (an exists in a condition: the search
	// has no term for the value it speaks of).
	Quantifiers, Unstated, Dropped []string
	// TooFew is a cube that would discharge the obligation but has more
	// parameters of a type than the instance has values of it (with the
	// Reach a Fitter), so nothing was known of it; TooFewTypes are the
	// types it has too many parameters of (all its parameters' types when
	// the Fitter cannot say). A larger instance can answer for it.
	TooFew      string
	TooFewTypes []string
	// Walks says what the long random walks before the failure (Digger)
	// did: where they walked, and which cubes fit nowhere they could.
	Walks string
	// Chain tells where the failing invariant came from: the obligation
	// (rule instance and invariant) that gave it, the one that gave that
	// invariant, and so on back to a property (at most maxChain).
	Chain []string
	// Params and Bad are the failing invariant's parameters and cube (the
	// job asks its evidence which instance judged it unreachable).
	Params []check.Type `json:"-"`
	Bad    formula.Cube `json:"-"`

	index int    // the invariant's number in the search
	form  string // the invariant's formula
	// pre is the cube of all the obligation's literals (the state before
	// the rule), over preParams (the invariant's and the rule instance's).
	preParams []check.Type
	pre       formula.Cube
	// preCase is the guard case and the branch of the rule into the
	// invariant's cube (see isStep).
	preCase *formula.Form
}

// at names the failing invariant by its number i in the table and its
// formula.
func (f *Failure) at(i int, form string) {
	f.index, f.form = i, form
	f.Inv = fmt.Sprintf("invariant %d %s", i+1, form)
}

func (f *Failure) Error() string {
	s := fmt.Sprintf("no invariant discharges rule %s for %s\n  obligation: %s\n  candidate literals: %s",
		f.Rule, f.Inv, clip(f.Obligation), clip(fmt.Sprint(f.Candidates)))
	if len(f.Others) > 0 {
		s += "\n  other values of the rule: " + strings.Join(f.Others, "; ")
	}
	if len(f.Quantifiers) > 0 {
		s += "\n  quantifiers of the rule used only at the values the obligation names: " + strings.Join(f.Quantifiers, ", ")
	}
	if len(f.Unstated) > 0 {
		s += "\n  of them not stated as quantified literals: " + strings.Join(f.Unstated, ", ")
	}
	if len(f.Dropped) > 0 {
		s += "\n  of them read as true (the value an exists speaks of has no name): " + strings.Join(f.Dropped, ", ")
	}
	if f.TooFew != "" {
		s += "\n  a candidate that would discharge it has more parameters than the instance has values: " + clip(f.TooFew)
	}
	if f.Walks != "" {
		s += "\n  random walks: " + f.Walks
	}
	for k, c := range f.Chain {
		lead := "  it came from "
		if k > 0 {
			lead = "    which came from "
		}
		s += "\n" + lead + clip(c)
	}
	return s
}

// digReport says what a Digger's walks that met nothing did for failing
// invariant i, whose cube and those it came from are chain's (the state
// before the rule last when pre): walked, and the cubes that fit nowhere.
func digReport(i int, chain []int, pre bool, walked []string, unfit []int) string {
	s := "none: no instance with a prefix has values for any"
	if len(walked) > 0 {
		s = strings.Join(walked, ", ") + " met none"
	}
	s += fmt.Sprintf(" of the cubes of invariant %d", i+1)
	if len(chain) > 1 {
		s += fmt.Sprintf(" and the %d it came from", len(chain)-1)
	}
	if pre {
		s += " and the state before the rule"
	}
	var names []string
	for _, k := range unfit {
		switch {
		case k < len(chain):
			names = append(names, fmt.Sprintf("invariant %d", chain[k]+1))
		case pre:
			names = append(names, "the state before the rule")
		}
	}
	if len(names) > 0 && len(walked) > 0 {
		s += "; with too few values for " + strings.Join(names, ", ") + " in every instance with a prefix, none looked for"
	}
	return s
}

// maxChain bounds the steps of Failure.Chain.
const maxChain = 12

// maxShown bounds the length of a formula in a message.
const maxShown = 1500

func clip(s string) string {
	if len(s) <= maxShown {
		return s
	}
	return s[:maxShown] + fmt.Sprintf(" ... (%d more characters)", len(s)-maxShown)
}

// Find runs the search from the model's properties.
func Find(m *check.Model, reach Reach, solver smt.Solver, opt Options) (_ *Result, err error) {
	if opt.MaxInvariants == 0 {
		opt.MaxInvariants = 1000
	}
	if opt.MaxLits == 0 {
		opt.MaxLits = 7
	}
	props, err := formula.Invariants(m)
	if err != nil {
		return nil, err
	}
	mf := formula.FactsOf(m)
	res := &Result{special: mf.Special}
	withdrawn := map[int]bool{}
	for name, t := range mf.Fixed {
		res.Fixed = append(res.Fixed, fmt.Sprintf("%s : %s", name, t))
	}
	sort.Strings(res.Fixed)
	dist := formula.DistinguishedValues(m)
	for _, t := range m.Types {
		if vs := dist[t.Type]; len(vs) > 0 {
			var s []string
			for _, v := range vs {
				s = append(s, check.FormatValue(t.Type, v))
			}
			res.Distinguished = append(res.Distinguished, fmt.Sprintf("%s : %s", t.Name, strings.Join(s, ", ")))
		}
	}
	res.Renamed = Renamed(m)
	index := map[string]int{}
	// add returns the index of inv's canonical form (added when new) and,
	// for an auxiliary invariant, the obligation's parameter each of the
	// canonical form's parameters stands for.
	// An auxiliary invariant that one in the table implies is not added:
	// the stronger one discharges the obligation too (see subsume.go).
	add := func(inv *formula.Inv, from int, rule string) (int, []int) {
		c, key, perm := inv.CanonicalPerm()
		var args []int
		if inv.From != nil {
			args = make([]int, len(inv.Params))
			for p := 1; p <= len(inv.Params); p++ {
				args[perm[p]-1] = inv.From[p-1]
			}
		}
		if i, ok := index[key]; ok {
			return i, args
		}
		if from >= 0 {
			if s, sigma := stronger(res, c, -1, withdrawn); s >= 0 {
				return s, compose(args, sigma)
			}
		}
		index[key] = len(res.Invs)
		f := Found{Inv: c, Origin: "property " + inv.Name, Prop: inv.Prop, Also: inv.Also, From: from, Rule: rule}
		if from >= 0 {
			f.Prop, f.Also = nil, nil
			f.Origin = fmt.Sprintf("rule %s on invariant %d", rule, from+1)
		}
		res.Invs = append(res.Invs, f)
		return len(res.Invs) - 1, args
	}
	for _, p := range props {
		add(p, -1, "")
	}
	last := time.Now()
	defer func() {
		if opt.Progress != nil {
			runs, hits := opt.runs.Stats()
			fmt.Fprintf(opt.Progress, "\rsearch: %d invariants, %d relations (%d rule executions, %d reused)\033[K\n", len(res.Invs), len(res.Relations), runs, hits)
		}
	}()
	nprops := len(res.Invs)
	opt.rejected = map[string]bool{}
	maxRuns := opt.MaxRuns
	if maxRuns == 0 {
		maxRuns = defaultMaxRuns
	}
	opt.runs = wp.NewCache(max(maxRuns, 0))
	refuter, _ := reach.(Refuter)
	refutedN := 0           // invariants withdrawn as refuted
	sweptN := 0             // invariants withdrawn by the sweep
	guessed := 0            // withdrawn without being refuted (Options.Withdraw)
	tried := map[int]bool{} // invariants the refuter did not reach
	// chain lists i and the auxiliary invariants it came from, at most
	// maxRefuteChain in all, but those withdrawn.
	chain := func(i int) []int {
		var js []int
		for j, k := i, 0; j >= nprops && k < maxRefuteChain; j, k = res.Invs[j].From, k+1 {
			if !withdrawn[j] {
				js = append(js, j)
			}
		}
		return js
	}
	// refuted returns the first of i and the auxiliary invariants it came
	// from (at most maxRefuteChain in all) whose cube the refuter reaches,
	// or -1.
	refuted := func(i int) (int, error) {
		if refuter == nil {
			return -1, nil
		}
		for _, j := range chain(i) {
			if tried[j] {
				continue
			}
			tried[j] = true
			if opt.Progress != nil {
				fmt.Fprintf(opt.Progress, "\rsearch: invariant %d of %d, %d relations; looking beyond the evidence for a state violating invariant %d\033[K", i+1, len(res.Invs), len(res.Relations), j+1)
			}
			inv := res.Invs[j].Inv
			r, err := refuter.Refute(inv.Params, inv.Bad)
			if err != nil || r {
				return j, err
			}
		}
		return -1, nil
	}
	prober, _ := reach.(Prober)
	probed := map[int]bool{} // properties probed
	// probe asks the Prober, once per property, for a state violating the
	// property invariant i came from: a *Reached when it finds one.
	probe := func(i int) error {
		j := i
		for res.Invs[j].From >= 0 {
			j = res.Invs[j].From
		}
		if prober == nil || probed[j] {
			return nil
		}
		probed[j] = true
		if opt.Progress != nil {
			fmt.Fprintf(opt.Progress, "\rsearch: looking beyond the evidence for a state violating %s\033[K", res.Invs[j].Origin)
		}
		inv := res.Invs[j].Inv
		hit, err := prober.Probe(inv.Params, inv.Bad)
		if err != nil {
			return err
		}
		if hit {
			return &Reached{Property: strings.TrimPrefix(res.Invs[j].Origin, "property ")}
		}
		return nil
	}
	// Whether the search closes or stops, the result leaves out what was
	// withdrawn; a closed table also what is implied or unused.
	defer func() {
		if len(withdrawn) > 0 {
			renum := compact(res, withdrawn, nil)
			res.Withdrawn = len(withdrawn)
			// A failing invariant was not withdrawn; it is named by its
			// number in the compacted table.
			if f, ok := err.(*Failure); ok && f.form != "" && renum[f.index] >= 0 {
				f.at(renum[f.index], f.form)
			}
		}
		res.Refuted, res.Swept = refutedN, sweptN
		if err == nil {
			prune(res, nprops)
		}
	}()
	creach := reach // for classify (on several goroutines: serialized, unless a ConcurrentReach)
	if opt.Workers > 1 {
		creach = locked(reach)
	}
	// pair classifies one invariant and rule instance and records its
	// relations (apply: the recording).
	var apply func(i int, in formula.RuleInstance, rels []Relation, auxs []*formula.Inv, err error) error
	pair := func(i int, in formula.RuleInstance) error {
		rels, auxs, err := classify(m, mf, creach, solver, res.Invs[i].Inv, in, opt)
		return apply(i, in, rels, auxs, err)
	}
	apply = func(i int, in formula.RuleInstance, rels []Relation, auxs []*formula.Inv, err error) error {
		inv := res.Invs[i].Inv
		if err != nil {
			if f, ok := err.(*Failure); ok {
				f.at(i, inv.Murphi(mf.Special))
				f.Params, f.Bad = inv.Params, inv.Bad
				// where the failing invariant came from, back to a property
				for j := i; len(f.Chain) < maxChain; j = res.Invs[j].From {
					fj := res.Invs[j]
					if fj.From < 0 {
						f.Chain = append(f.Chain, fj.Origin)
						break
					}
					f.Chain = append(f.Chain, fmt.Sprintf("rule %s on %s", fj.Rule, res.Invs[fj.From].Inv.Murphi(mf.Special)))
				}
			}
			return err
		}
		for k, rel := range rels {
			rel.Inv, rel.Aux = i, -1
			if auxs[k] != nil {
				rel.Aux, rel.AuxArgs = add(auxs[k], i, in.String())
			}
			res.Relations = append(res.Relations, rel)
		}
		return nil
	}
	// countRefuted counts one more invariant withdrawn as refuted, and
	// stops the search past Options.MaxRefuted.
	countRefuted := func() error {
		refutedN++
		if opt.MaxRefuted > 0 && refutedN > opt.MaxRefuted {
			return fmt.Errorf("%d invariants that the evidence let through were reachable beyond it: %w", refutedN, ErrShallow)
		}
		return nil
	}
	// withdraw takes invariant i back after err and searches again the
	// obligations that used it; it returns err when i cannot be withdrawn.
	var withdraw func(i int, err error) error
	var takeBack func(i int) error
	// reachedAt withdraws invariant j, whose cube a search (how) met
	// beyond the evidence, and then the failing invariant i.
	reachedAt := func(j, i int, how string) error {
		if err := countRefuted(); err != nil {
			return err
		}
		if opt.Progress != nil {
			fmt.Fprintf(opt.Progress, "\rsearch: invariant %d is reachable beyond the evidence (%s found a state): withdrawn, with the obligations that used it\033[K\n", j+1, how)
		}
		if err := takeBack(j); err != nil || withdrawn[i] {
			return err
		}
		return takeBack(i)
	}
	// stepFrom withdraws the failing invariant i, a step (rule) from a
	// state that a search (how) met beyond the evidence.
	stepFrom := func(i int, rule, how string) error {
		if err := countRefuted(); err != nil {
			return err
		}
		if opt.Progress != nil {
			fmt.Fprintf(opt.Progress, "\rsearch: %s is one step (rule %s) from violating invariant %d: withdrawn, with the obligations that used it\033[K\n", how, rule, i+1)
		}
		return takeBack(i)
	}
	digger, _ := reach.(Digger)
	dug := map[int]bool{} // failing invariants the Digger was asked for
	// dig asks the Digger, once per invariant, before the search fails at
	// auxiliary invariant i with f: it withdraws the invariant whose cube
	// it meets (and i), or i when it meets the state before the rule and
	// that state fires the rule into i's cube (done: i is withdrawn).
	dig := func(i int, f *Failure) (done bool, err error) {
		if digger == nil || i < nprops || dug[i] || withdrawn[i] {
			return false, nil
		}
		dug[i] = true
		if f.TooFew != "" && opt.Regrow != nil && opt.Regrow(f.TooFewTypes) {
			f.Walks = fmt.Sprintf("none: a cube that would discharge the obligation needs more values of %s than the instance has, and the search is redone first with evidence that has them", strings.Join(f.TooFewTypes, ", "))
			return false, nil
		}
		var params [][]check.Type
		var cubes []formula.Cube
		js := chain(i)
		for _, j := range js {
			inv := res.Invs[j].Inv
			params, cubes = append(params, inv.Params), append(cubes, inv.Bad)
		}
		if len(f.pre) > 0 {
			params, cubes = append(params, f.preParams), append(cubes, f.pre)
		}
		if opt.Progress != nil {
			fmt.Fprintf(opt.Progress, "\rsearch: invariant %d of %d, %d relations; random walks for a state violating invariant %d or one it came from, or the state before rule %s\033[K", i+1, len(res.Invs), len(res.Relations), i+1, f.Rule)
		}
		t, walked, unfit, err := digger.Dig(params, cubes)
		switch {
		case err != nil:
			return false, err
		case t < 0:
			f.Walks = digReport(i, js, len(f.pre) > 0, walked, unfit)
			return false, nil
		case t < len(js):
			return true, reachedAt(js[t], i, "a random walk")
		case isStep(wp.NewEncoder(mf.Sym), solver, f.pre, f.preParams, f.preCase):
			return true, stepFrom(i, f.Rule, "a state a random walk found")
		}
		return false, nil
	}
	withdraw = func(i int, err error) error {
		f, isFailure := err.(*Failure)
		if !isFailure {
			return err
		}
		// On evidence that is only a prefix, the failing invariant or one
		// it came from may be false: a targeted search beyond the prefix
		// that reaches one refutes it, and it is taken back, the failing
		// one with it (its obligation has no discharge on this evidence).
		stepHit := false // the state before the rule is reachable
		if refuter != nil && len(f.pre) > 0 && !tried[i] {
			// The state before the rule first: one that satisfies all the
			// obligation's literals is a step from violating invariant i,
			// and the targeted search for i's cube then starts from the
			// state it found as from every state it keeps. German 2004, in
			// a probe of its three-address evidence: an invariant that the
			// targeted search for its own cube does not reach, and does
			// once it has found the state before (in the job's evidence it
			// found neither: it depends on the states kept before).
			if opt.Progress != nil {
				fmt.Fprintf(opt.Progress, "\rsearch: invariant %d of %d, %d relations; looking beyond the evidence for the state before rule %s\033[K", i+1, len(res.Invs), len(res.Relations), f.Rule)
			}
			var e error
			if stepHit, e = refuter.Refute(f.preParams, f.pre); e != nil {
				return e
			}
		}
		j, e := refuted(i)
		if e != nil {
			return e
		}
		if j >= 0 {
			return reachedAt(j, i, "a targeted search")
		}
		// A state before that fires the rule into i's cube refutes i
		// itself, whether or not a targeted search reaches the state
		// after (German 2004: the state before was among the
		// three-node instance's walks, a step from violating an
		// invariant of three nodes that no search reached).
		if stepHit && i >= nprops && !withdrawn[i] && isStep(wp.NewEncoder(mf.Sym), solver, f.pre, f.preParams, f.preCase) {
			return stepFrom(i, f.Rule, "a reachable state")
		}
		if i < nprops || guessed >= opt.Withdraw {
			// Before the search fails, long random walks look for the
			// failing invariant's cube, those of the invariants it came
			// from and the state before the rule, all at once.
			if done, e := dig(i, f); e != nil || done {
				return e
			}
			// The search fails: the property the invariant came from
			// may itself be false beyond the evidence.
			if e := probe(i); e != nil {
				return e
			}
			return err
		}
		guessed++
		return takeBack(i)
	}
	// sweep withdraws the auxiliary invariants that the states found by
	// targeted searches since the last sweep violate: those states are
	// reachable, so the invariants are false, and each would otherwise
	// wait for an obligation of its to fail and a targeted search of its
	// own (German 2004's families of false invariants that share a core).
	// Only the states found since are asked (FoundStates). They cost no
	// targeted search: Options.MaxRefuted does not count them.
	fs, _ := reach.(FoundStates)
	var marks []int
	if fs != nil {
		marks = fs.Marks()
	}
	sweep := func() error {
		for fs != nil && !noSweep {
			now := fs.Marks()
			if slices.Equal(now, marks) {
				return nil
			}
			since := marks
			marks = now
			for k := nprops; k < len(res.Invs); k++ {
				if withdrawn[k] {
					continue
				}
				inv := res.Invs[k].Inv
				r, err := fs.InFound(inv.Params, inv.Bad, since)
				if err != nil {
					return err
				}
				if !r {
					continue
				}
				sweptN++
				if opt.Progress != nil {
					fmt.Fprintf(opt.Progress, "\rsearch: invariant %d is violated by a state a targeted search found: withdrawn, with the obligations that used it\033[K\n", k+1)
				}
				if err := takeBack(k); err != nil {
					return err
				}
			}
		}
		return nil
	}
	takeBack = func(i int) error {
		if opt.Progress != nil {
			fmt.Fprintf(opt.Progress, "\rsearch: withdrawing invariant %d %s\033[K\n", i+1, res.Invs[i].Inv)
		}
		withdrawn[i] = true
		_, key, _ := res.Invs[i].Inv.CanonicalPerm()
		opt.rejected[key] = true
		delete(index, key)
		// The pairs that relied on i are searched again from scratch.
		type redo struct {
			inv int
			in  formula.RuleInstance
		}
		var again []redo
		seen := map[obligation]bool{} // the pairs in again
		affected := map[int]bool{}    // their invariants
		pairKey := func(r Relation) obligation {
			return obligationOf(r.Inv, formula.RuleInstance{Rule: r.Rule, Args: r.Args})
		}
		for _, r := range res.Relations {
			if r.Aux == i && !withdrawn[r.Inv] {
				if k := pairKey(r); !seen[k] {
					seen[k], affected[r.Inv] = true, true
					again = append(again, redo{r.Inv, formula.RuleInstance{Rule: r.Rule, Args: r.Args}})
				}
			}
		}
		kept := res.Relations[:0]
		for _, r := range res.Relations {
			if r.Inv == i || affected[r.Inv] && seen[pairKey(r)] {
				continue
			}
			kept = append(kept, r)
		}
		res.Relations = kept
		if opt.Workers <= 1 {
			for _, a := range again {
				if withdrawn[a.inv] {
					continue
				}
				if err := pair(a.inv, a.in); err != nil {
					if err := withdraw(a.inv, err); err != nil {
						return err
					}
				}
			}
			return nil
		}
		// On several goroutines, as one does it: the pairs in order, those
		// of an invariant withdrawn before skipped. Only a failure (and
		// the withdrawal after it, between two runs of classifyAll)
		// withdraws, so the invariants a run skips are those withdrawn
		// when it starts.
		for len(again) > 0 {
			var rest []redo
			var invs []*formula.Inv // each pair's invariant (res.Invs grows while the workers read)
			for _, a := range again {
				if !withdrawn[a.inv] {
					rest = append(rest, a)
					invs = append(invs, res.Invs[a.inv].Inv)
				}
			}
			failed, failure := -1, error(nil)
			err := classifyAll(opt.Workers, len(rest), func(j int) ([]Relation, []*formula.Inv, error) {
				return classify(m, mf, creach, solver, invs[j], rest[j].in, opt)
			}, func(j int, rels []Relation, auxs []*formula.Inv, err error) error {
				if err := apply(rest[j].inv, rest[j].in, rels, auxs, err); err != nil {
					failed, failure = j, err
					return err
				}
				return nil
			})
			if failed < 0 {
				return err // nil, or a panic's
			}
			if err := withdraw(rest[failed].inv, failure); err != nil {
				return err
			}
			again = rest[failed+1:]
		}
		return nil
	}
	for i := 0; i < len(res.Invs); i++ {
		if err := sweep(); err != nil {
			return res, err
		}
		if withdrawn[i] {
			// (the sweep withdraws invariants not yet classified too)
			continue
		}
		if opt.Progress != nil && time.Since(last) > time.Second {
			last = time.Now()
			fmt.Fprintf(opt.Progress, "\rsearch: invariant %d of %d, %d relations\033[K", i+1, len(res.Invs), len(res.Relations))
		}
		if len(res.Invs)-len(withdrawn) > opt.MaxInvariants {
			// so many invariants: a property may be false beyond the
			// evidence
			for j := range nprops {
				if err := probe(j); err != nil {
					return res, err
				}
			}
			return res, fmt.Errorf("more than %d invariants: %w", opt.MaxInvariants, ErrTooManyInvariants)
		}
		inv := res.Invs[i].Inv
		if opt.Workers > 1 {
			var ins []formula.RuleInstance
			for _, r := range m.Rules {
				ins = append(ins, formula.Instances(r, inv.Params, mf.Sym, m.Info, mf.Special)...)
			}
			classifyOne := func(j int) ([]Relation, []*formula.Inv, error) {
				return classify(m, mf, creach, solver, inv, ins[j], opt)
			}
			// An instance that fails withdraws invariant i (or ends the
			// search): the instances after it are not taken.
			err := classifyAll(opt.Workers, len(ins), classifyOne, func(j int, rels []Relation, auxs []*formula.Inv, err error) error {
				return apply(i, ins[j], rels, auxs, err)
			})
			if err != nil {
				if err := withdraw(i, err); err != nil {
					return res, err
				}
			}
			continue
		}
	rules:
		for _, r := range m.Rules {
			for _, in := range formula.Instances(r, inv.Params, mf.Sym, m.Info, mf.Special) {
				if withdrawn[i] {
					break rules
				}
				if err := pair(i, in); err != nil {
					if err := withdraw(i, err); err != nil {
						return res, err
					}
				}
			}
		}
	}
	return res, nil
}

// compact drops the invariants in gone (withdrawn, implied or unused;
// their relations must already be gone from the table) and renumbers the
// rest, origins included; repl gives, for an invariant dropped because
// another implies it, that one. It returns the new number of each old
// invariant, -1 for a dropped one.
func compact(res *Result, gone map[int]bool, repl map[int]int) []int {
	renum := make([]int, len(res.Invs))
	var invs []Found
	for i, f := range res.Invs {
		renum[i] = -1
		if !gone[i] {
			renum[i] = len(invs)
			invs = append(invs, f)
		}
	}
	for k := range invs {
		f := &invs[k]
		if f.From < 0 {
			continue
		}
		var origin string
		switch s, implied := repl[f.From]; {
		case renum[f.From] >= 0:
			f.From = renum[f.From]
			origin = fmt.Sprintf("rule %s on invariant %d", f.Rule, f.From+1)
			if f.Implied {
				origin = fmt.Sprintf("rule %s on an invariant implied by invariant %d", f.Rule, f.From+1)
			}
		case implied:
			f.From, f.Implied = renum[s], true
			origin = fmt.Sprintf("rule %s on an invariant implied by invariant %d", f.Rule, f.From+1)
		case repl == nil:
			f.From = -1
			origin = fmt.Sprintf("rule %s on an invariant withdrawn later", f.Rule)
		default:
			f.From = -1
			origin = fmt.Sprintf("rule %s on an invariant dropped later (not needed)", f.Rule)
		}
		if !f.Restated { // a restated property keeps its origin
			f.Origin = origin
		}
	}
	var rels []Relation
	for _, r := range res.Relations {
		if renum[r.Inv] < 0 || (r.Aux >= 0 && renum[r.Aux] < 0) {
			continue
		}
		r.Inv = renum[r.Inv]
		if r.Aux >= 0 {
			r.Aux = renum[r.Aux]
		}
		rels = append(rels, r)
	}
	res.Invs, res.Relations = invs, rels
	return renum
}

// Renamed lists the model's families whose display name is not their
// name (see Result.Renamed).
func Renamed(m *check.Model) []string {
	var out []string
	for _, fams := range [][]*check.RuleFamily{m.StartStates, m.Rules, m.Invariants} {
		for _, f := range fams {
			if f.Display != f.Name {
				out = append(out, fmt.Sprintf("%s = %s %q at line %d", f.Display, f.Kind, f.Name, f.Pos.Line))
			}
		}
	}
	return out
}

// classify finds the relations of one invariant and rule instance: one
// relation for the whole action (invHoldRule1 or 2), or one per feasible
// branch, each with its new invariant f' (invHoldRule3, or invHoldRule1
// for a branch the guard excludes).
func classify(m *check.Model, mf *formula.Facts, reach Reach, solver smt.Solver, inv *formula.Inv, in formula.RuleInstance, opt Options) ([]Relation, []*formula.Inv, error) {
	rel := Relation{Rule: in.Rule, Args: in.Args, Branch: -1}
	guard, pre, touches, err := opt.runs.Rule(m, mf, in, inv.Params, inv.Bad)
	if err != nil {
		return nil, nil, err
	}
	if !touches {
		rel.Kind = InvHoldRule2
		return []Relation{rel}, []*formula.Inv{nil}, nil
	}
	enc := wp.NewEncoder(mf.Sym)
	g, w := enc.Form(guard), enc.Form(pre)
	if enc.Err() != nil {
		return nil, nil, enc.Err()
	}
	ok, err := solver.Valid(smt.Implies(enc.Assume(g), smt.Not(w)))
	if err != nil {
		return nil, nil, err
	}
	if ok {
		rel.Kind = InvHoldRule1
		return []Relation{rel}, []*formula.Inv{nil}, nil
	}
	// The parameters of candidate cubes: the invariant's and the others.
	_ = g
	types := formula.ScopeTypes(inv.Params, in)
	// The branches: the disjuncts of the weakest precondition's
	// disjunctive normal form (one or more per execution path).
	branches := literals.DNF(pre)
	// Each case is one disjunct of the guard's disjunctive normal form
	// together with one branch of the action.
	cases := literals.DNF(guard)
	var rels []Relation
	var auxs []*formula.Inv
	next := len(branches) * len(cases) // numbers for the finer branches below
	// discharge records the relation of one guard case and one branch (or
	// a part of one, numbered branch); a branch that no single cube
	// covers is split further where it has a disjunction (a guard too
	// large for the normal form is one case whose branch keeps its
	// disjunctions), each part needing its own f'.
	//
	// types are the parameters of the obligation; a case of a witnessed
	// existential (see package witness) has wit, the literal, and wIdx, the
	// parameter its fresh value is (0 for the cases of the terms in scope).
	// attempt runs discharges of the cases of a branch (run); when one
	// fails, the relations they recorded are taken back and it reports
	// not done, with no error (the caller goes on another way).
	attempt := func(run func() error) (done bool, err error) {
		mark, markNext := len(rels), next
		if err = run(); err == nil {
			return true, nil
		}
		if _, isFailure := err.(*Failure); !isFailure {
			return false, err
		}
		rels, auxs, next = rels[:mark], auxs[:mark], markNext
		return false, nil
	}
	var discharge func(gd, br *formula.Form, gg *smt.Term, types []check.Type, wit string, wIdx int, inst bool, branch, depth int) error
	// witOf holds the state component of each value witness (see
	// witness.ValueCases) by its key
	witOf := map[string]*formula.Term{}
	// valueSplit discharges the cases of the value of each state
	// component that witness.ValueCases considers, for each universal literal of
	// the branch, until the cases of one are all discharged.
	valueSplit := func(gd, br *formula.Form, gg *smt.Term, types []check.Type, depth int) (bool, error) {
		for _, u := range witness.Universals(mf.Sym, br) {
			if _, union := u.All.Type.(*check.UnionType); union {
				continue // its other members' values are no cases here
			}
			for _, x := range witness.SiblingTerms(m, u.All.Type, br) {
				key := witness.ValueKey(x)
				witOf[key] = x
				cases := witness.ValueCases(u, x, br, types, mf.Special)
				done, err := attempt(func() error {
					for k, c := range cases {
						ts, wit, idx := types, "", 0
						if k == len(cases)-1 {
							ts = append(append([]check.Type(nil), types...), u.All.Type)
							wit, idx = key, len(types)+1
						}
						for _, part := range literals.DNF(c) {
							next++
							if err := discharge(gd, part, gg, ts, wit, idx, true, next-1, depth+1); err != nil {
								return err
							}
						}
					}
					return nil
				})
				if done || err != nil {
					return done, err
				}
			}
		}
		return false, nil
	}
	discharge = func(gd, br *formula.Form, gg *smt.Term, types []check.Type, wit string, wIdx int, inst bool, branch, depth int) error {
		r := rel
		r.Branch = branch
		pb := enc.Form(br)
		ok, err := solver.Valid(smt.Implies(enc.Assume(gg), smt.Not(pb)))
		if err != nil {
			return err
		}
		if ok {
			r.Kind = InvHoldRule1
			rels, auxs = append(rels, r), append(auxs, nil)
			return nil
		}
		lits := literals.Of(br, gd, mf.Special)
		// Quantified literals only when no cube of the others will do:
		// paraVerifier's invariants first.
		var plain []formula.Lit
		for _, l := range lits {
			if l.All == nil {
				plain = append(plain, l)
			}
		}
		// Then all of them, the quantified ones too, but only outside a
		// universal's instances (the obligation above them tries them
		// whole).
		withQuantified := len(plain) < len(lits) && !inst
		aux, unfit, err := strengthen(enc, reach, solver, inv.Name, types, gg, pb, plain, opt)
		if err == nil && aux == nil && !inst && depth < maxSplitDepth {
			// a universal literal of the branch at the terms in scope
			// before the literal itself (see witness.UniversalInstances)
			if more := witness.UniversalInstances(mf.Sym, br, types, mf.Special); more != nil {
				// case by case at once: an instance's literals are
				// candidates before an exists of the branch is split
				done, err := attempt(func() error {
					for _, part := range literals.DNF(formula.And(br, more)) {
						next++
						if err := discharge(gd, part, gg, types, wit, wIdx, true, next-1, depth+1); err != nil {
							return err
						}
					}
					return nil
				})
				if done || err != nil {
					return err
				}
			}
			// then the value of a state component beside the branch's
			// literals, case by case (see witness.ValueCases)
			if wit == "" {
				done, err := valueSplit(gd, br, gg, types, depth)
				if done || err != nil {
					return err
				}
			}
		}
		if err == nil && aux == nil && withQuantified {
			var unfit2 *formula.Inv
			aux, unfit2, err = strengthen(enc, reach, solver, inv.Name, types, gg, pb, lits, opt)
			if unfit == nil {
				unfit = unfit2
			}
		}
		if err != nil {
			return err
		}
		record := func(aux *formula.Inv) {
			r.Kind = InvHoldRule3
			if wIdx > 0 && slices.Contains(aux.From, wIdx) {
				r.Witness, r.WitnessOf = wit, witOf[wit]
			}
			rels, auxs = append(rels, r), append(auxs, aux)
		}
		if aux != nil {
			record(aux)
			return nil
		}
		if wit == "" && depth < maxSplitDepth {
			// an exists of the guard or the branch, case by case: the
			// terms in scope, then a fresh value (see package witness)
			for _, e := range witness.Existentials(mf.Sym, gd, br) {
				t := e.All.Type
				var cases [][2]*formula.Form
				for _, x := range witness.ScopeTerms(types, e, mf.Special) {
					at := formula.LitForm(e.At(x))
					cases = append(cases, [2]*formula.Form{witness.ReplaceLit(gd, e.String(), at), witness.ReplaceLit(br, e.String(), at)})
				}
				w := &formula.Term{Kind: formula.TParam, Type: t, Param: len(types) + 1}
				at := formula.LitForm(e.At(w))
				cases = append(cases, [2]*formula.Form{witness.ReplaceLit(gd, e.String(), at), witness.ReplaceLit(br, e.String(), at)})
				done, err := attempt(func() error {
					for k, c := range cases {
						ts, idx := types, 0
						if k == len(cases)-1 {
							ts, idx = append(append([]check.Type(nil), types...), t), len(types)+1
						}
						next++
						if err := discharge(c[0], c[1], enc.Form(c[0]), ts, e.String(), idx, inst, next-1, depth+1); err != nil {
							return err
						}
					}
					return nil
				})
				if done || err != nil {
					return err
				}
			}
		}
		if parts := literals.SplitOnce(br); parts != nil && depth < maxSplitDepth {
			for _, part := range parts {
				for _, d := range literals.DNF(part) {
					next++
					if err := discharge(gd, d, gg, types, wit, wIdx, inst, next-1, depth+1); err != nil {
						return err
					}
				}
			}
			return nil
		}
		// Last, the disequalities the literals imply about the other
		// parameters: a cube with X != P1 instead of X = P2 no longer
		// needs P2, so its evidence needs one value fewer (German 2004's
		// "a message on the node's channel for an address other than P1").
		// The same literals as above, so only cubes with a disequality are
		// new.
		if extra := literals.OtherParams(plain, types, mf.Special); len(extra) > 0 {
			sets := [][]formula.Lit{plain}
			if withQuantified {
				sets = append(sets, lits)
			}
			for _, set := range sets {
				var unfit2 *formula.Inv
				aux, unfit2, err = strengthen(enc, reach, solver, inv.Name, types, gg, pb, append(append([]formula.Lit(nil), set...), extra...), opt)
				if err != nil {
					return err
				}
				if aux != nil {
					record(aux)
					return nil
				}
				if unfit == nil {
					unfit = unfit2
				}
			}
		}
		var names []string
		for _, l := range lits {
			names = append(names, l.String())
		}
		f := &Failure{Rule: in.String(), Obligation: "guard case: " + gd.String() + "; bad after (this branch): " + br.String(), Candidates: names, Types: typeNames(types),
			Others: in.OthersSaid(inv.Params, mf.Special), preParams: types, pre: formula.Cube(lits), preCase: formula.And(gd, br)}
		if unfit != nil {
			f.TooFew, f.TooFewTypes = unfit.String(), typeNames(unfit.Params)
			if fitter, ok := reach.(Fitter); ok {
				if short := typeNames(fitter.Short(unfit.Params, unfit.Bad)); len(short) > 0 {
					f.TooFewTypes = short
				}
			}
		}
		// a quantifier met on several paths is listed once, as not
		// stated when some path could not state it
		seen, unstated, dropped := map[string]bool{}, map[string]bool{}, map[string]bool{}
		for _, w := range opt.runs.Weakened(m, mf, in, inv.Params) {
			if w.Dropped && !dropped[w.Quant] {
				dropped[w.Quant] = true
				f.Dropped = append(f.Dropped, w.Quant)
			}
			if !seen[w.Quant] {
				seen[w.Quant] = true
				f.Quantifiers = append(f.Quantifiers, w.Quant)
			}
			if !w.Stated && !unstated[w.Quant] {
				unstated[w.Quant] = true
				f.Unstated = append(f.Unstated, w.Quant)
			}
		}
		return f
	}
	for b, br := range branches {
		for gi, gd := range cases {
			if err := discharge(gd, br, enc.Form(gd), types, "", 0, false, b*len(cases)+gi, 0); err != nil {
				return nil, nil, err
			}
		}
	}
	return rels, auxs, nil
}

// isStep reports whether the cube pre, over the obligation's parameters
// types, names each of them and implies gb (the guard case and the branch
// of a rule into an invariant's cube): a state that satisfies pre for
// distinct values of the parameters then has a successor that violates
// the invariant. gb is encoded negated (NotForm), where its quantified
// literals are exact (German 2004's guard "exists n: the invalidate list
// has n", which Form encodes for an assumption). A solver error counts as
// no.
func isStep(enc *wp.Encoder, solver smt.Solver, pre formula.Cube, types []check.Type, gb *formula.Form) bool {
	named := map[int]bool{}
	for _, p := range pre.Params() {
		named[p] = true
	}
	for k, t := range types {
		if t != nil && !named[k+1] {
			return false
		}
	}
	form, notGB := enc.Form(formula.CubeForm(pre)), enc.NotForm(gb)
	if enc.Err() != nil {
		return false
	}
	ok, err := solver.Valid(smt.Not(enc.Assume(smt.And(form, notGB))))
	return err == nil && ok
}

// strengthen finds the smallest cube of candidate literals that the guard
// and the branch imply and that no reachable state satisfies. A cube is
// implied exactly when each of its literals is, so the oracle is asked
// about single literals, each at most once and only when a cube that the
// reachable states do not refute contains it; cubes with a literal known
// not to be implied are not formed. The cubes are tried in the order of
// subsets, so the answer is the one a test of every cube would give.
//
// unfit is the first candidate met that has every literal implied but
// does not fit in the Reach's instance (see Fitter), when no candidate
// discharges the obligation.
func strengthen(enc *wp.Encoder, reach Reach, solver smt.Solver, name string, types []check.Type, g, branch *smt.Term, lits []formula.Lit, opt Options) (found, unfit *formula.Inv, err error) {
	const unknown, implied, notImplied = 0, 1, 2
	status := make([]int, len(lits))
	gb := smt.And(g, branch)
	fitter, _ := reach.(Fitter)
	// allImplied reports whether every literal of idx is implied by the
	// guard and the branch (deciding those not known yet).
	allImplied := func(idx []int) (bool, error) {
		for _, i := range idx {
			if status[i] == unknown {
				var query *smt.Term
				if lits[i].All == nil {
					lit := enc.Form(formula.CubeForm(formula.Cube{lits[i]}))
					query = smt.Implies(enc.Assume(gb), lit)
				} else { // unsatisfiable: the guard, the branch and the literal negated
					notLit := enc.NotForm(formula.CubeForm(formula.Cube{lits[i]}))
					query = smt.Not(enc.Assume(smt.And(gb, notLit)))
				}
				valid, e := solver.Valid(query)
				if e != nil {
					return false, e
				}
				status[i] = notImplied
				if valid {
					status[i] = implied
				}
			}
			if status[i] == notImplied {
				return false, nil
			}
		}
		return true, nil
	}
	tried := 0 // candidates formed, for the budget's check
	ren := formula.NewRenumberer(types, lits)
	if opt.Context != nil && opt.Context.Err() != nil {
		return nil, nil, fmt.Errorf("stopped: %w", context.Cause(opt.Context))
	}
	for size := 1; size <= opt.MaxLits && size <= len(lits) && found == nil && err == nil; size++ {
		literals.SubsetsWhere(len(lits), size, func(i int) bool { return status[i] != notImplied }, func(idx []int) bool {
			if tried++; tried&0xff == 0 && opt.Context != nil && opt.Context.Err() != nil {
				err = fmt.Errorf("stopped: %w", context.Cause(opt.Context))
				return false
			}
			for _, i := range idx {
				if status[i] == notImplied { // learnt after the prefix was formed
					return true
				}
			}
			cand := ren.Renumber(name, idx)
			if renumberCheck != nil {
				var c formula.Cube
				for _, i := range idx {
					c = append(c, lits[i])
				}
				renumberCheck(cand, formula.Renumber(name, types, c))
			}
			if cand == nil {
				return true
			}
			r, e := reach.Reachable(cand.Params, cand.Bad)
			if e != nil {
				err = e
				return false
			}
			if r && (unfit != nil || fitter == nil || fitter.Fits(cand.Params, cand.Bad)) {
				return true
			}
			// (after the evidence, which answers most candidates: the
			// canonical form costs more)
			if len(opt.rejected) > 0 {
				if _, key, _ := cand.CanonicalPerm(); opt.rejected[key] {
					return true
				}
			}
			ok, e := allImplied(idx)
			if e != nil {
				err = e
				return false
			}
			if !ok {
				return true
			}
			if r { // it would discharge the obligation, but does not fit
				unfit = cand
				return true
			}
			found = cand
			return false
		})
	}
	if found != nil {
		unfit = nil
	}
	return found, unfit, err
}

// maxRefuteChain bounds how many of a failing invariant and those it came
// from the refuter tries (each try can explore a million states).
const maxRefuteChain = 8

// maxSplitDepth bounds how often classify splits a branch no cube covers.
const maxSplitDepth = 4

// SortedRelations orders relations by invariant, then rule position.
func SortedRelations(rs []Relation) []Relation {
	out := append([]Relation(nil), rs...)
	sort.SliceStable(out, func(i, j int) bool { return out[i].Inv < out[j].Inv })
	return out
}

// renumberCheck, when set (by tests), sees each candidate the search
// forms from a subset of literals and the one formula.Renumber forms.
var renumberCheck func(got, want *formula.Inv)

// typeNames names the distinct subrange and scalarset types among types.
func typeNames(types []check.Type) []string {
	var out []string
	seen := map[string]bool{}
	for _, t := range types {
		var name string
		switch t := t.(type) {
		case *check.SubrangeType:
			name = t.Name
		case *check.ScalarsetType:
			name = t.Name
		}
		if name != "" && !seen[name] {
			seen[name] = true
			out = append(out, name)
		}
	}
	return out
}

// noSweep turns the sweep of Find off (tests compare the two).
var noSweep bool
