package evidence

// This file implements invfinder.Reach over the explicit-state checker's
// oracle: a cube is reachable when some reachable state of the reference
// instance satisfies it for some assignment of distinct values to its
// parameters.

import (
	"context"
	"fmt"
	"slices"
	"sort"
	"strings"
	"sync"

	"paraverify/invfinder/formula"
	"paraverify/murphi/check"
	"paraverify/murphi/mc/oracle"
)

// Reach answers the search's Reach queries (invfinder.Reach) from an
// explored reference instance.
type Reach struct {
	O *oracle.Oracle
	// Reduced are the types the exploration reduced by symmetry: the oracle
	// checks every permutation of their values, so one assignment of
	// distinct values to parameters of these types stands for all.
	Reduced map[check.Type]bool
	// Fixed are the model's fixed variables (formula.FixedVars).
	Fixed map[string]check.Type
	// Distinguished are the distinguished constants of the types that
	// have them (formula.DistinguishedValues): parameters take other values.
	Distinguished map[check.Type][]int64
	// TooSmall counts the cubes with more parameters of a type than the
	// reference instance has values of it (taken as reachable).
	TooSmall int
	// SmallerHits counts the cubes that only a smaller instance reached
	// (see Smaller).
	SmallerHits int
	// RefutedLarger counts the cubes Refute found reachable in the larger
	// instance (see Larger), not here: where most refutations come from
	// there, it is that instance's evidence that is too shallow.
	RefutedLarger int
	// Larger, when set, answers for the cubes that do not fit in this
	// instance: a larger instance, possibly explored only in part (a
	// breadth-first prefix), so that its "unreachable" is evidence, not
	// proof. The search stays sound: every finished table is re-checked
	// for all sizes by Verify.
	Larger *Reach
	// Wider, set on a larger instance, is another larger instance, grown
	// in types this one is not (German 2004: this one has a node more,
	// Wider an address more): it answers for the cubes that do not fit
	// here, which would otherwise count as reachable.
	Wider *Reach
	// Others makes this instance judge a cube that speaks of "some other
	// value" (see others) only when it has such a value; set for a larger
	// instance (an instance with Larger set does so too). Without it, and
	// without Larger, such a cube is answered as the states say: a guess
	// that the check of the whole table by Z3 tests.
	Others bool
	// Spare is how many values of each parameter type a cube must leave
	// unused in this instance to be answered here when Larger is set
	// (0 means 1): a counterexample may need nodes besides the cube's.
	Spare int
	// Name names the instance in reports (its constants, such as
	// "num_nodes=3"); empty: "the instance".
	Name string
	// Seek, when the oracle holds a prefix, bounds the targeted search
	// (oracle.Oracle.Seek, in states) by which Refute looks beyond it for a
	// state satisfying a cube (0: none).
	Seek int
	// Context, when set, stops the targeted search (a budget ran out).
	Context context.Context
	// Smaller are instances with fewer values of some types (explored
	// whole or in part) whose states are evidence too: an invariant must
	// hold for every size, so a cube that some state of theirs satisfies,
	// for distinct values of its parameters, is reachable. Breadth first,
	// they reach deeper in fewer states than this instance.
	Smaller []*Reach
	types   map[string]check.Type
	// mu guards cache and the counts Reachable keeps (TooSmall,
	// SmallerHits): Reachable, Fits and Short may be called on several
	// goroutines at once (see Concurrent); Refute, Probe and Judge, and
	// a change of the fields above, not beside any other call.
	mu    sync.Mutex
	cache map[cacheKey]bool
}

// Concurrent marks Reach as safe for Reachable, Fits and Short on
// several goroutines at once: the search's workers ask it without a lock.
// Two workers that ask the same new cube both work out its answer, which
// is the same, and count it once.
func (r *Reach) Concurrent() {}

// cacheKey is the key of Reachable's cache for a cube: the first half of
// the SHA-256 digest of its encoding (keyOf, key.go), so that the cache keeps 16
// bytes per cube asked, not its text. A search asks about millions of
// cubes (FLASH with a property naming a whole state: 2.6 GB of keys in
// 4.5 minutes). Two cubes with one digest (about 2^-128 for a pair) would
// share an answer; a wrong "unreachable" only makes a candidate that
// the check of the whole table by Z3 rejects, never an unsound proof.
type cacheKey [16]byte

// spare reports whether the parameters can take pairwise distinct values
// other than the distinguished ones with at least k values of each of
// their types left over (k = 0: whether they fit at all), and at least
// needs[T] of each type T besides (see others).
func (r *Reach) spare(params []check.Type, k int, needs map[check.Type]int) bool {
	return len(r.short(params, k, needs)) == 0
}

// short lists, in order of first occurrence, the types of the parameters
// (then those of needs) that lack such values (see spare).
func (r *Reach) short(params []check.Type, k int, needs map[check.Type]int) []check.Type {
	n := map[check.Type]int{}
	for _, t := range params {
		n[t]++
	}
	var out []check.Type
	lacks := func(t check.Type, c, k int) bool {
		return int64(c+k+len(r.Distinguished[t])) > int64(check.Card(t))
	}
	for _, t := range params {
		if c, ok := n[t]; ok && lacks(t, c, max(k, needs[t])) {
			out = append(out, t)
		}
		delete(n, t)
	}
	var rest []check.Type
	for t, need := range needs {
		if !slices.Contains(params, t) && lacks(t, 0, need) {
			rest = append(rest, t)
		}
	}
	slices.SortFunc(rest, func(a, b check.Type) int { return strings.Compare(a.String(), b.String()) })
	return append(out, rest...)
}

// others gives, when the instance judges such cubes (see Others), 1 for
// each type of which a cube has a state component it says differs from
// parameters or distinguished terms of the type (X != P1, X != 1) and
// equates with nothing: such a component stands for
// "some other value", which an instance can only show with a value
// outside the cube's parameters and the distinguished ones. Without one,
// "X is neither 1 nor P1 nor P2" is unreachable with three addresses
// however reachable it is with four. One value serves all the components
// of a type (they may then be other values only when they are equal);
// asking one per component would need instances too large to explore,
// and the check by Z3 of the whole table rejects an invariant that
// holds only for want of values.
func (r *Reach) others(c formula.Cube) map[check.Type]int {
	if r.Larger == nil && !r.Others {
		return nil
	}
	needs := r.othersEach(c)
	for t := range needs {
		needs[t] = 1
	}
	return needs
}

// othersEach is others with one value for each such component: how many
// values a type needs besides the parameters and the distinguished ones
// for all of them to differ ("X and Y are neither 1 nor P1", with X = 2
// and Y = 3). Only a second larger instance (Wider) is asked for that.
func (r *Reach) othersEach(c formula.Cube) map[check.Type]int {
	// the literals that may stand for "some other value", found first
	// without printing anything: most cubes have none (Fits asks this of
	// every reachable candidate)
	type other struct {
		x *formula.Term
		t check.Type
	}
	var cands []other
	for _, l := range c {
		if !l.Neg || l.All != nil {
			continue
		}
		x, v := l.L, l.R
		if v.Kind == formula.TVar {
			x, v = v, x
		}
		if x.Kind != formula.TVar || (v.Kind != formula.TParam && v.Kind != formula.TConst && v.Kind != formula.TFixed) {
			continue
		}
		t, ok := r.types[typeName(v.Type)]
		if !ok {
			t = v.Type
		}
		if v.Kind == formula.TConst && !slices.Contains(r.Distinguished[t], v.Val) {
			continue // a value of a type without parameters
		}
		cands = append(cands, other{x, t})
	}
	if len(cands) == 0 {
		return nil
	}
	equated := map[string]bool{}
	for _, l := range c {
		if !l.Neg && l.All == nil {
			equated[l.L.String()], equated[l.R.String()] = true, true
		}
	}
	var needs map[check.Type]int
	counted := map[string]bool{}
	for _, o := range cands {
		x, t := o.x, o.t
		if equated[x.String()] || counted[x.String()] {
			continue
		}
		counted[x.String()] = true
		if needs == nil {
			needs = map[check.Type]int{}
		}
		needs[t]++
	}
	return needs
}

// answerer returns the larger instance that answers for a cube instead
// of this one (orig and origCube as asked, params and c bound here; nil:
// this one answers). It is the second larger instance (Wider, on
// Larger) when the cube has more components standing for "some other
// value" of a type than this instance has such values, each counted apart
// (see othersEach), and fits there so counted: one value serving them all
// makes "X and Y are both other than 1" mean "X = Y" with two addresses.
// Otherwise it is the larger instance when the cube does not fit here
// with values to spare.
func (r *Reach) answerer(orig []check.Type, origCube formula.Cube, params []check.Type, c formula.Cube) *Reach {
	if r.Larger == nil {
		return nil
	}
	if w := r.Larger.Wider; w != nil && !r.spare(params, 0, r.othersEach(c)) {
		wp, wc := w.bindFixed(w.own(orig), origCube)
		if w.spare(wp, 0, w.othersEach(wc)) {
			return w
		}
	}
	if !r.spare(params, max(1, r.Spare), r.others(c)) {
		return r.Larger
	}
	return nil
}

// bindFixed turns the fixed variables of the parameters' types (and those
// the cube mentions) into extra parameters, bound to the variable's value
// in each state by an extra literal: parameters are distinct from the
// fixed value, as in the invariants' semantics.
func (r *Reach) bindFixed(params []check.Type, c formula.Cube) ([]check.Type, formula.Cube) {
	if len(r.Fixed) == 0 {
		return params, c
	}
	// need maps each fixed variable to bind to its type
	need := map[string]check.Type{}
	for _, t := range params {
		for name, ft := range r.Fixed {
			if ft == t {
				need[name] = ft
			}
		}
	}
	var visit func(t *formula.Term)
	visit = func(t *formula.Term) {
		if t.Kind == formula.TFixed {
			need[t.Var] = r.Fixed[t.Var]
		}
		for _, s := range t.Sels {
			if s.Index != nil {
				visit(s.Index)
			}
		}
	}
	for _, l := range c {
		visit(l.L)
		visit(l.R)
		if l.All != nil {
			for _, e := range l.All.Excl {
				visit(e)
			}
		}
	}
	if len(need) == 0 {
		return params, c
	}
	var names []string
	for name := range need {
		names = append(names, name)
	}
	sort.Strings(names)
	num := map[string]int{}
	out := append([]check.Type(nil), params...)
	var bind formula.Cube
	for _, name := range names {
		t := need[name]
		out = append(out, t)
		num[name] = len(out)
		bind = append(bind, formula.Lit{L: &formula.Term{Kind: formula.TVar, Var: name, Type: t}, R: &formula.Term{Kind: formula.TParam, Type: t, Param: len(out)}})
	}
	subst := func(t *formula.Term) *formula.Term {
		return t.MapIndices(func(x *formula.Term) *formula.Term {
			if x.Kind != formula.TFixed {
				return x
			}
			return &formula.Term{Kind: formula.TParam, Type: x.Type, Param: num[x.Var]}
		})
	}
	for _, l := range c {
		bind = append(bind, l.Map(func(x *formula.Term) *formula.Term { return subst(x) }))
	}
	return out, bind
}

// NewReach wraps an oracle over an exploration of m (or of the model m
// was lowered from): the types that exploration reduced by symmetry
// (scalarsets, symmetric subranges, and node types with a home node,
// whose permutations fix the home values) are matched to m's by name.
func NewReach(o *oracle.Oracle, m *check.Model) *Reach {
	types := map[string]check.Type{}
	for _, t := range m.Types {
		types[t.Type.String()] = t.Type
	}
	mf := formula.FactsOf(m)
	dist := formula.DistinguishedValues(m)
	reduced := map[check.Type]bool{}
	for _, t := range o.Reduced() {
		if u, ok := types[t.String()]; ok && mf.Sym[u] {
			reduced[u] = true
		}
	}
	return &Reach{O: o, Reduced: reduced, Fixed: mf.Fixed, Distinguished: dist, types: types, cache: map[cacheKey]bool{}}
}

// own translates parameter types to the oracle's model by name (a cube
// may come from another instance of the model, whose type objects differ).
func (r *Reach) own(params []check.Type) []check.Type {
	out := make([]check.Type, len(params))
	for i, t := range params {
		out[i] = t
		if u, ok := r.types[t.String()]; ok {
			out[i] = u
		}
	}
	return out
}

// Short implements invfinder.Fitter: the parameter types (with the fixed
// variables the cube binds) that have too few values here for distinct
// values of the cube's parameters; empty when it fits.
func (r *Reach) Short(params []check.Type, c formula.Cube) []check.Type {
	own, oc := r.bindFixed(r.own(params), c)
	return r.short(own, 0, r.others(oc))
}

// Fits implements invfinder.Fitter: whether the cube's parameters (and
// the fixed variables it binds) can take distinct values here or, when
// they cannot, in the larger instance.
func (r *Reach) Fits(params []check.Type, c formula.Cube) bool {
	own, oc := r.bindFixed(r.own(params), c)
	if r.spare(own, 0, r.others(oc)) {
		return true
	}
	return r.Larger != nil && r.Larger.Fits(params, c) || r.Wider != nil && r.Wider.Fits(params, c)
}

// Reachable implements invfinder.Reach.
func (r *Reach) Reachable(params []check.Type, c formula.Cube) (bool, error) {
	key := keyOf(params, c)
	r.mu.Lock()
	v, ok := r.cache[key]
	r.mu.Unlock()
	if ok {
		return v, nil
	}
	a, err := r.reachable(params, c)
	if err != nil || !a.keep {
		return a.found, err
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	if _, ok := r.cache[key]; ok {
		return a.found, nil // another goroutine's answer, the same
	}
	r.cache[key] = a.found
	if a.smaller {
		r.SmallerHits++
	}
	if a.tooSmall {
		r.TooSmall++
	}
	return a.found, nil
}

// answer is Reachable's answer to a cube not in its cache: whether it is
// reached, whether the answer is kept, and where it came from (for the
// counts).
type answer struct {
	found, keep bool
	smaller     bool // only a smaller instance reached it
	tooSmall    bool // too few values here, and no larger instance
}

// reachable works out Reachable's answer.
func (r *Reach) reachable(params []check.Type, c formula.Cube) (answer, error) {
	orig, origCube := params, c
	params, c = r.bindFixed(r.own(params), c)
	needs := r.others(c)
	if via := r.answerer(orig, origCube, params, c); via != nil {
		// Without a value left over, a cube like "x is neither P1 nor P2"
		// cannot be reached here however false it is in general, and a
		// cube that does not fit cannot be evaluated at all: ask the
		// larger instance.
		// A state of this instance that satisfies the cube is evidence
		// all the same (only "unreachable" needs the values to spare):
		// the larger instance, explored in part, may not have got as deep.
		v, err := r.inOwn(params, c)
		if err == nil && !v {
			v, err = via.Reachable(orig, origCube)
		}
		smaller := false
		if err == nil && !v {
			v = r.inSmaller(orig, origCube)
			smaller = v
		}
		return answer{found: v, keep: true, smaller: smaller}, err
	}
	if !r.spare(params, 0, needs) && r.Wider != nil {
		// (not cached here: a state the targeted search finds there
		// forgets its own answers; a state here is evidence all the same)
		if v, err := r.inOwn(params, c); err != nil || v {
			return answer{found: v}, err
		}
		v, err := r.Wider.Reachable(orig, origCube)
		return answer{found: v}, err
	}
	if !r.spare(params, 0, needs) {
		// Too few values in the reference instance to give the parameters
		// distinct values (and no larger instance): nothing is known, so
		// the cube counts as reachable and is never taken as an invariant.
		return answer{found: true, keep: true, tooSmall: true}, nil
	}
	found, err := r.inOwn(params, c)
	if err != nil {
		return answer{}, err
	}
	smaller := false
	if !found {
		found = r.inSmaller(orig, origCube)
		smaller = found
	}
	if !found && r.Larger != nil {
		// a state of the larger instance is evidence too: a cube that
		// holds here only for want of nodes is reachable there (and one
		// of the second larger instance, for want of addresses)
		if found, err = r.Larger.inStates(orig, origCube); err != nil {
			return answer{}, err
		}
	}
	if !found && r.Wider != nil {
		if found, err = r.Wider.inStates(orig, origCube); err != nil {
			return answer{}, err
		}
	}
	return answer{found: found, keep: true, smaller: smaller}, nil
}

// Judge returns the instance whose states Reachable asks last, and whose
// "unreachable" therefore decides, for the cube: this one, the larger
// instance (Larger) or the second larger one (Wider), as Reachable routes
// it. A search that fails on an invariant judged in a prefix of a larger
// instance may need that instance deeper, not the reference.
func (r *Reach) Judge(params []check.Type, c formula.Cube) *Reach {
	ps, pc := r.bindFixed(r.own(params), c)
	if via := r.answerer(params, c, ps, pc); via != nil {
		return via.Judge(params, c)
	}
	if r.Wider != nil && !r.spare(ps, 0, r.others(pc)) {
		return r.Wider.Judge(params, c)
	}
	return r
}

// inStates reports whether some explored state satisfies the cube for
// distinct values of its parameters; a cube that does not fit is not.
// On a larger instance with a second one (Wider), the second one's states
// are asked too: a cube may fit here and hold only for want of values of
// a type it does not name (German 2004: "a grant on the home's channel
// while requests for two addresses wait" needs two addresses named and a
// third, the grant's, in a field), which the second one has.
func (r *Reach) inStates(params []check.Type, c formula.Cube) (bool, error) {
	ps, pc := r.bindFixed(r.own(params), c)
	found, err := r.inOwn(ps, pc)
	if err == nil && !found && r.Wider != nil {
		return r.Wider.inStates(params, c)
	}
	return found, err
}

// inOwn reports whether some state of this instance's own exploration
// satisfies the cube (params and c bound here, see bindFixed) for
// distinct values of its parameters; a cube that does not fit is not.
func (r *Reach) inOwn(params []check.Type, c formula.Cube) (bool, error) {
	return r.satisfied(params, c, func(lits []oracle.Literal) bool {
		sat, _, _ := r.O.Exists(lits)
		return sat
	})
}

// satisfied reports whether holds is true of the oracle literals of the
// cube (params and c bound here) for some assignment of distinct values
// to its parameters; a cube that does not fit is not.
func (r *Reach) satisfied(params []check.Type, c formula.Cube, holds func([]oracle.Literal) bool) (bool, error) {
	if !r.spare(params, 0, nil) {
		return false, nil
	}
	return r.anyBinding(params, c, holds)
}

// inSmaller reports whether some state of a smaller instance satisfies
// the cube for distinct values of its parameters (see Smaller). A cube
// that does not fit there, or that names a component the instance does
// not have, is not answered by it.
func (r *Reach) inSmaller(params []check.Type, c formula.Cube) bool {
	for _, s := range r.Smaller {
		if found, err := s.inStates(params, c); err == nil && found {
			return true
		}
	}
	return false
}

// anyBinding reports whether f holds for the oracle literals of the cube
// under some binding of its parameters (see bindings); bindings where a
// literal without state components is false are skipped.
func (r *Reach) anyBinding(params []check.Type, c formula.Cube, f func([]oracle.Literal) bool) (bool, error) {
	found := false
	var err error
	bindings(params, r.Reduced, r.Distinguished, func(vals []int64) bool {
		for _, alt := range expand(c, vals, r.types) {
			lits, ok, e := r.literals(alt, vals)
			if e != nil {
				err = e
				return false
			}
			if ok && f(lits) {
				found = true
				return false
			}
		}
		return true
	})
	return found, err
}

// Refute implements invfinder.Refuter: on a prefix, a targeted search
// beyond it for a state that satisfies some instance of the cube. A state
// found stays evidence for every later query: the "unreachable" answers
// of this instance and of every one it asks are forgotten (one kept by
// the larger instance, decided by the second larger one's states, was
// stale once a search there found a state; with several workers, the
// discarded classifications after a failure asked cubes a single worker
// did not, so the answers then depended on the workers).
func (r *Reach) Refute(params []check.Type, c formula.Cube) (bool, error) {
	found, err := r.refute(params, c)
	if found {
		r.Forget()
	}
	return found, err
}

// refute is Refute without the forgetting.
func (r *Reach) refute(params []check.Type, c formula.Cube) (bool, error) {
	orig, origCube := params, c
	params, c = r.bindFixed(r.own(params), c)
	if via := r.answerer(orig, origCube, params, c); via != nil {
		found, err := via.reaches(orig, origCube)
		if found {
			r.RefutedLarger++
		}
		if err != nil || found {
			return found, err
		}
		// The cube is answered there for want of values to spare here,
		// but a state of this instance beyond its prefix, which the
		// targeted search here may reach sooner, refutes it all the same.
		return r.seek(params, c)
	}
	if r.Wider != nil && !r.spare(params, 0, r.others(c)) {
		return r.Wider.reaches(orig, origCube)
	}
	if found, err := r.seek(params, c); err != nil || found {
		return found, err
	}
	// An invariant that holds here may hold only because this instance
	// has few nodes (German 2004: "no acknowledgement comes back while
	// another invalidation is on its way" holds while there are only two
	// nodes to invalidate): a state of the larger instance, another size
	// of the same protocol, that satisfies the cube refutes it too.
	if r.Larger != nil {
		found, err := r.Larger.reaches(orig, origCube)
		if err != nil || !found {
			return false, err
		}
		r.RefutedLarger++
		return true, nil
	}
	// So may one that holds only for want of values of a type it does not
	// name (see inStates): the targeted search goes on in the second
	// larger instance (a larger instance is asked here by reaches, after
	// inStates asked the second one's explored states).
	if r.Wider != nil {
		return r.Wider.Refute(orig, origCube)
	}
	return false, nil
}

// seek is the targeted search beyond this instance's prefix (when the
// oracle holds one and Seek is set) for a state that satisfies the cube
// (params and c bound here) for distinct values of its parameters.
func (r *Reach) seek(params []check.Type, c formula.Cube) (bool, error) {
	return r.targeted(params, c, r.O.Seek)
}

// targeted runs search (the oracle's Seek or Probe) for each binding of
// the cube's parameters (bound here) until one finds a state; a state
// found forgets the cached "unreachable" answers.
func (r *Reach) targeted(params []check.Type, c formula.Cube, search func(context.Context, []oracle.Literal, int) bool) (bool, error) {
	if r.Seek <= 0 || !r.O.Partial() || !r.spare(params, 0, nil) {
		return false, nil
	}
	ctx := r.Context
	if ctx == nil {
		ctx = context.Background()
	}
	found, err := r.anyBinding(params, c, func(lits []oracle.Literal) bool {
		return search(ctx, lits, r.Seek)
	})
	if found {
		r.Forget()
	}
	return found, err
}

// digSeeks is how many of the targeted search's budgets (Seek) one round
// of Dig's random walks takes in each instance, and digRounds how many
// rounds Dig takes at most. German 2004's false invariant 2,890 (2,895
// later), in its three-node instance: 16 M steps met it from a prefix of
// 8 M states twice in two tries, from one of 56 M states once in two; in
// the main job's evidence (16 M states), rounds of 32 M steps missed it
// three times and met it once, in a second round.
const (
	digSeeks  = 32
	digRounds = 3
)

// maxDigTargets bounds the conjunctions Dig's walks look for in one
// instance (each state of a walk is matched against all of them).
const maxDigTargets = 4096

// Dig implements invfinder.Digger: rounds of random walks
// (oracle.Oracle.Dig) of digSeeks times the targeted search's budget in
// each instance that holds a prefix (the one that judges the first cube
// first, then this one and those it asks), for a state that satisfies
// some instance of one of the cubes, each asked where its parameters fit.
// Each round walks every such instance once, from seeds of its own, so
// that a cube that only a later instance holds is looked for early. It
// returns the index of the cube met (-1: none); a state found forgets the
// cached "unreachable" answers.
func (r *Reach) Dig(params [][]check.Type, cubes []formula.Cube) (met int, walked []string, unfit []int, err error) {
	type digIn struct {
		x       *Reach
		ctx     context.Context
		targets [][]oracle.Literal
		of      []int // of[t]: the cube target t is an instance of
	}
	var ins []digIn
	fits := make([]bool, len(cubes))
	for _, x := range r.instances() {
		if x.Seek <= 0 || !x.O.Partial() {
			continue
		}
		in := digIn{x: x, ctx: x.Context}
		if in.ctx == nil {
			in.ctx = context.Background()
		}
		for k, c := range cubes {
			ps, pc := x.bindFixed(x.own(params[k]), c)
			if !x.spare(ps, 0, nil) {
				continue
			}
			fits[k] = true
			if _, err := x.anyBinding(ps, pc, func(lits []oracle.Literal) bool {
				in.targets = append(in.targets, lits)
				in.of = append(in.of, k)
				return len(in.targets) >= maxDigTargets
			}); err != nil {
				return -1, nil, nil, err
			}
		}
		if len(in.targets) > 0 {
			ins = append(ins, in)
		}
	}
	// The instance whose "unreachable" let the first cube (the failing
	// invariant's) in walks first in each round (German 2004: the
	// three-node instance, where the reference, tried first before, never
	// met a cube).
	if len(cubes) > 0 {
		judge := r.Judge(params[0], cubes[0])
		if k := slices.IndexFunc(ins, func(in digIn) bool { return in.x == judge }); k > 0 {
			ins = append(append([]digIn{ins[k]}, ins[:k]...), ins[k+1:]...)
		}
	}
	for range digRounds {
		for _, in := range ins {
			if t := in.x.O.Dig(in.ctx, in.targets, digSeeks*in.x.Seek); t >= 0 {
				r.Forget()
				return in.of[t], nil, nil, nil
			}
		}
	}
	for _, in := range ins {
		name := in.x.Name
		if name == "" {
			name = "the instance"
		}
		w := fmt.Sprintf("%d steps in %s", digRounds*digSeeks*in.x.Seek, name)
		if in.ctx.Err() != nil {
			w = "at most " + w + " (cut short by the budget)"
		}
		walked = append(walked, w)
	}
	for k, ok := range fits {
		if !ok {
			unfit = append(unfit, k)
		}
	}
	return -1, walked, unfit, nil
}

// Probe implements invfinder.Prober: on a prefix, the targeted search in
// this instance (not a larger or smaller one: the job explores this one
// deeper for the trace) for a state that satisfies some instance of a
// property's cube. When it finds none, later targeted searches go as
// they would have without it.
func (r *Reach) Probe(params []check.Type, c formula.Cube) (bool, error) {
	params, c = r.bindFixed(r.own(params), c)
	return r.targeted(params, c, r.O.Probe)
}

// reaches reports whether some explored state, or one the targeted
// search finds beyond a prefix, satisfies the cube for distinct values of
// its parameters; a cube that does not fit is not reached.
func (r *Reach) reaches(params []check.Type, c formula.Cube) (bool, error) {
	found, err := r.inStates(params, c)
	if err != nil || found {
		return found, err
	}
	return r.Refute(params, c)
}

// instances lists this instance and those it asks for states (Larger,
// Wider and theirs, not Smaller: no targeted search runs there), each
// once, in a fixed order.
func (r *Reach) instances() []*Reach {
	var out []*Reach
	var walk func(x *Reach)
	walk = func(x *Reach) {
		if x == nil || slices.Contains(out, x) {
			return
		}
		out = append(out, x)
		walk(x.Larger)
		walk(x.Wider)
	}
	walk(r)
	return out
}

// Marks says how many states the targeted searches have found in each
// of the instances (see InFound).
func (r *Reach) Marks() []int {
	var out []int
	for _, x := range r.instances() {
		out = append(out, x.O.Found())
	}
	return out
}

// InFound reports whether a state that a targeted search found after
// marks (Marks) satisfies the cube for distinct values of its
// parameters, in any of the instances: a reachable state, so that an
// invariant with this cube is false (the search withdraws those it
// adopted before the state was found).
func (r *Reach) InFound(params []check.Type, c formula.Cube, marks []int) (bool, error) {
	for k, x := range r.instances() {
		if k >= len(marks) || x.O.Found() <= marks[k] {
			continue
		}
		ps, pc := x.bindFixed(x.own(params), c)
		found, err := x.satisfied(ps, pc, func(lits []oracle.Literal) bool {
			return x.O.ExistsFound(lits, marks[k])
		})
		if err != nil || found {
			return found, err
		}
	}
	return false, nil
}

// Forget drops the cached answers "unreachable" of this instance and of
// every one it asks (instances): a state found by a targeted search in
// any of them may change them, and so may a deeper exploration that
// replaces one (the job's second larger instance). The answers
// "reachable" stay: a state was reached.
func (r *Reach) Forget() {
	for _, x := range r.instances() {
		x.mu.Lock()
		for k, v := range x.cache {
			if !v {
				delete(x.cache, k)
			}
		}
		x.mu.Unlock()
	}
}

// bindings calls f with every assignment of distinct values (per type),
// none of them distinguished, to the parameters until f returns false;
// parameters of a reduced type take only the first value not taken by an
// earlier one (the others are permutations of it).
func bindings(params []check.Type, reduced map[check.Type]bool, dist map[check.Type][]int64, f func([]int64) bool) {
	vals := make([]int64, len(params))
	var rec func(i int) bool
	rec = func(i int) bool {
		if i == len(params) {
			return f(vals)
		}
	next:
		for _, v := range check.Values(params[i]) {
			if slices.Contains(dist[params[i]], v) {
				continue
			}
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
func componentName(t *formula.Term, vals []int64) string {
	var b strings.Builder
	b.WriteString(t.Var)
	for _, s := range t.Sels {
		switch {
		case s.Index == nil:
			b.WriteString("." + s.Field)
		case s.Index.Kind == formula.TParam:
			b.WriteString("[" + check.FormatValue(s.Index.Type, vals[s.Index.Param-1]) + "]")
		default:
			b.WriteString("[" + s.Index.String() + "]")
		}
	}
	return b.String()
}

// literals translates a cube of plain literals (see expand) with
// parameter values into oracle literals; ok is false when a literal
// without state components is false.
func (r *Reach) literals(c formula.Cube, vals []int64) ([]oracle.Literal, bool, error) {
	var out []oracle.Literal
	for _, l := range c {
		L, R := l.L, l.R
		if L.Kind != formula.TVar && R.Kind == formula.TVar {
			L, R = R, L
		}
		if L.Kind != formula.TVar {
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
		a := oracle.Atom{Leaf: leaf, Other: -1}
		switch {
		case R.Kind == formula.TVar:
			if a.Other, ok = r.O.Leaf(componentName(R, vals)); !ok {
				return nil, false, fmt.Errorf("invfinder: the reference instance has no component %s", componentName(R, vals))
			}
		case R.Kind == formula.TConst && R.Undef:
			a.Undefined = true
		case R.Kind == formula.TConst:
			v, err := r.value(R)
			if err != nil {
				return nil, false, err
			}
			a.Value = r.memberValue(L.Type, R.Type, v)
		default:
			a.Value = r.memberValue(L.Type, R.Type, vals[R.Param-1])
		}
		out = append(out, oracle.Literal{Atom: a, Neg: l.Neg})
	}
	return out, true, nil
}

// expand returns cubes of plain literals whose disjunction is the cube c
// under the parameters' values vals: each quantified literal is replaced
// by its instances for the values of its type in the reference instance,
// but the values of its excluded terms. The type is the reference
// instance's own (types, by name): the cube may come from another
// instance of the model. A state component among the excluded values
// gives one cube per value it may hold (undefined too, which excludes
// nothing), stating that value.
func expand(c formula.Cube, vals []int64, types map[string]check.Type) []formula.Cube {
	own := func(t check.Type) check.Type {
		if o, ok := types[t.String()]; ok {
			return o
		}
		return t
	}
	// the excluded state components, and the values each may hold
	var comps []*formula.Term
	seen := map[string]bool{}
	for _, l := range c {
		if l.All == nil {
			continue
		}
		for _, e := range l.All.Excl {
			if e.Kind == formula.TVar && !seen[e.String()] {
				seen[e.String()] = true
				comps = append(comps, e)
			}
		}
	}
	var out []formula.Cube
	held := make([]*formula.Term, len(comps))
	var each func(k int)
	each = func(k int) {
		if k < len(comps) {
			t := own(comps[k].Type)
			for _, v := range check.Values(t) {
				held[k] = &formula.Term{Kind: formula.TConst, Type: t, Val: v}
				each(k + 1)
			}
			held[k] = &formula.Term{Kind: formula.TConst, Type: t, Undef: true}
			each(k + 1)
			return
		}
		cube := make(formula.Cube, 0, len(c)+len(comps))
		value := map[string]*formula.Term{}
		for i, x := range comps {
			value[x.String()] = held[i]
			cube = append(cube, formula.Lit{L: x, R: held[i]})
		}
		for _, l := range c {
			if l.All == nil {
				cube = append(cube, l)
				continue
			}
			t := own(l.All.Type)
		next:
			for _, v := range check.Values(t) {
				for _, e := range l.All.Excl {
					if h, ok := value[e.String()]; ok && !h.Undef && h.Val == v {
						continue next
					}
					if (e.Kind == formula.TParam && vals[e.Param-1] == v) || (e.Kind == formula.TConst && !e.Undef && e.Val == v) {
						continue next
					}
				}
				cube = append(cube, l.At(&formula.Term{Kind: formula.TConst, Type: t, Val: v}))
			}
		}
		out = append(out, cube)
	}
	each(0)
	return out
}

func constVal(t *formula.Term, vals []int64) string {
	if t.Kind == formula.TParam {
		return check.FormatValue(t.Type, vals[t.Param-1])
	}
	return t.String()
}

// memberValue returns the value v of type t as a component of type lt
// holds it in the oracle's instance: when lt is a union and t one of its
// members, v is offset by the values of the members before t (a node p
// of P is 1 + p in owner : union {enum {dir}, P}).
func (r *Reach) memberValue(lt, t check.Type, v int64) int64 {
	u, ok := lt.(*check.UnionType)
	if !ok || t.String() == u.String() {
		return v
	}
	if own, ok := r.types[u.String()].(*check.UnionType); ok {
		u = own
	}
	var off int64
	for _, m := range u.Members {
		if m.String() == t.String() {
			return off + v
		}
		off += check.Card(m)
	}
	return v
}

// value returns a constant's value in the oracle's instance: the same,
// except for a union, whose numbering depends on its members' sizes (a
// cube may come from another instance of the model).
func (r *Reach) value(t *formula.Term) (int64, error) {
	u, ok := t.Type.(*check.UnionType)
	if !ok || r.types == nil {
		return t.Val, nil
	}
	own, ok := r.types[u.String()].(*check.UnionType)
	if !ok || own == u {
		return t.Val, nil
	}
	for _, m := range u.Members {
		off, _ := check.UnionOffset(u, m)
		if t.Val < off || t.Val >= off+check.Card(m) {
			continue
		}
		for _, om := range own.Members {
			if om.String() == m.String() {
				ooff, _ := check.UnionOffset(own, om)
				return ooff + t.Val - off, nil
			}
		}
	}
	return 0, fmt.Errorf("invfinder: the value %s of %s has no counterpart in the reference instance", t, u)
}
