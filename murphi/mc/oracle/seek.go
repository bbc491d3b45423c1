package oracle

// This file implements the oracle's targeted search. On a breadth-first
// prefix of the reachable states, "no stored state satisfies this
// conjunction" may hold only because the states that do lie deeper. Seek
// looks for one there: one step beyond the stored states not yet expanded
// (the frontier), then a bounded best-first search from the nearest of
// those and the stored states that satisfy all of the literals but one,
// ordered by steps taken and literals left false, then random walks.
// A state it finds is kept as evidence that Exists answers from.

import (
	"container/heap"
	"context"
	"math/bits"
	"math/rand/v2"
	"slices"
	"sync"

	"paraverify/murphi/mc/vm"
)

// Partial reports whether the oracle's states are only a prefix of the
// reachable states (the exploration stopped at a limit).
func (o *Oracle) Partial() bool { return o.r.Limit != "" }

// Found returns how many states Seek has found and kept.
func (o *Oracle) Found() int { return len(o.extra) }

// ExistsFound reports whether one of the states Seek found and kept,
// from the from-th on, satisfies lits under some permutation: what Exists
// answers anew once those states are kept.
func (o *Oracle) ExistsFound(lits []Literal, from int) bool {
	for _, s := range o.extra[min(max(from, 0), len(o.extra)):] {
		if _, ok := o.extraHolds(s, lits); ok {
			return true
		}
	}
	return false
}

// maxSeekQueue bounds the states Seek keeps from the frontier's
// successors (beyond it, only those that leave one literal false).
const maxSeekQueue = 1 << 16

// seekSeeds is how many stored states Seek starts from for each literal
// left out (and each symmetry permutation).
const seekSeeds = 16

// Seek looks for a reachable state that satisfies lits (under some
// symmetry permutation): among the successors of the stored states the
// exploration did not expand (at most limit of them), then by a
// best-first search of at most limit/8 more states from the nearest of
// those and the stored states nearest to satisfying them, then by random
// walks of at most limit/8 steps in all from stored states. A state found
// is kept: Exists finds it from then on. Rules that fail with an error
// are not followed.
func (o *Oracle) Seek(ctx context.Context, lits []Literal, limit int) bool {
	o.found = nil
	if len(lits) == 0 || limit <= 0 || ctx.Err() != nil {
		return false
	}
	if ok, _, _ := o.Exists(lits); ok {
		return true
	}
	m, w := o.r.VM, o.r.VM.Lay.NWords
	// mapped[p]: the literals as atoms of the canonical state, for the
	// state permuted by p.
	mapped := make([][]Literal, len(o.invs))
	for pi := range o.invs {
		for _, l := range lits {
			mapped[pi] = append(mapped[pi], Literal{Atom: o.mapAtom(&o.invs[pi], l.Atom), Neg: l.Neg})
		}
	}
	// missing is how many literals s leaves false under its best
	// permutation.
	missing := func(s []uint64) int {
		best := len(lits)
		for _, ls := range mapped {
			n := 0
			for _, l := range ls {
				if o.atomHolds(s, l.Atom) == l.Neg {
					if n++; n >= best {
						break
					}
				}
			}
			best = min(best, n)
		}
		return best
	}
	x := m.NewExec()
	canon := o.seekCanon()
	successors := o.expander(x, canon)
	expand := func(s []uint64, f func([]uint64)) { successors(s, func(s []uint64, _ int32) { f(s) }) }
	q := &seekQueue{}
	seen := map[uint64]struct{}{}
	hit := false // a state pushed satisfies the literals (and is kept)
	// nodes are the states pushed, with where they came from (FoundPath).
	var nodes []seekNode
	// push queues s, which leaves k literals false, unless seen before;
	// with k = 0 the search is over. from is the node s is a successor
	// of (-1: none), or else root the stored state it is (at) or is a
	// successor of (-1: neither, a merged path).
	push := func(s []uint64, depth, k int, from int32, root int, at bool) {
		h := o.r.Hash(s)
		if _, ok := seen[h]; ok || hit {
			return
		}
		seen[h] = struct{}{}
		it := seekItem{state: append([]uint64(nil), s...), missing: k, depth: depth, seq: len(seen), node: int32(len(nodes))}
		nodes = append(nodes, seekNode{state: it.state, parent: from, root: root, at: at})
		if k == 0 {
			hit = true
			o.extra = append(o.extra, it.state)
			o.found = pathOf(nodes, it.node)
			return
		}
		heap.Push(q, it)
	}
	// queued says whether a frontier successor that leaves k literals
	// false is queued for the search below: all of them up to
	// maxSeekQueue, then only those that leave at most one.
	queued := func(k int) bool { return k <= 1 || q.Len() < maxSeekQueue }
	// First one step beyond the stored states the exploration did not
	// expand (the breadth-first frontier, latest first): the prefix lacks
	// their successors. The successors nearest to the literals are kept
	// for the search below.
	// The frontier's states are expanded in batches, by o.Workers
	// goroutines that each take a part of the batch; their successors
	// are pushed in the order one goroutine would have pushed them, so
	// that what Seek finds does not depend on the workers.
	st := &o.r
	last := max(o.r.Frontier, o.r.BFS-limit) // the last frontier state expanded
	workers := max(o.Workers, 1)
	// The parts leave the successors as the rules give them, unless the
	// cache of successors keeps them: how many literals a state leaves
	// false does not depend on its permutation (missing takes the best),
	// so only those queued are put in canonical form (frontierPush), a
	// few of millions where the frontier is large and the group too
	// (German 2004's three addresses: 8 permutations).
	exp := make([]frontierPart, workers)
	for i := range exp {
		xi := x // Seek's own for the first part
		if i > 0 {
			xi = m.NewExec()
		}
		exp[i].succ, exp[i].replay = o.expander(xi, nil), o.replayer(xi, nil)
		if canon != nil {
			exp[i].canon = canon
			if i > 0 {
				exp[i].canon = o.seekCanon()
			}
		}
	}
	var canonical []uint64
	frontierPush := func(s []uint64, k, root int, isCanonical bool) {
		if canon != nil && !isCanonical {
			canonical = append(canonical[:0], s...)
			canon(canonical)
			s = canonical
		}
		push(s, 1, k, -1, root, false)
	}
	// The successors kept by earlier Seeks come first (see frontier.go),
	// then those of the states after them, which are kept in turn.
	fc, tc := o.frontier(), o.transitions()
	miss := make([]int32, seekBatch*8)
	for start := 0; ; {
		if ctx.Err() != nil {
			return false
		}
		n := fc.cachedMissing(start, last, w, workers, miss, missing)
		if n == 0 {
			break
		}
		for j := range n {
			if k := int(miss[j]); queued(k) {
				s := start + j
				frontierPush(fc.states[s*w:(s+1)*w], k, int(fc.roots[s]), true)
				if hit {
					return true
				}
			}
		}
		start += n
	}
	for hi := min(fc.next, o.r.BFS-1); hi >= last; hi -= seekBatch {
		if ctx.Err() != nil {
			return false
		}
		lo := max(hi-seekBatch+1, last)
		// part i expands the states hi-i, hi-i-workers, ... of the batch
		kept := fc.keeps(hi) // the batch's successors, in canonical form
		inParallel(workers, func(i int) { exp[i].expand(st, hi-i, lo, workers, w, missing, tc, kept) })
		fc.keep(exp, hi, lo, w)
		tc.keep(exp, hi, lo)
		for idx := hi; idx >= lo; idx-- {
			states, miss := successorsOf(exp, hi, idx, w)
			for j, k := range miss {
				if queued(int(k)) {
					frontierPush(states[j*w:(j+1)*w], int(k), idx, kept)
				}
			}
			if hit {
				return true
			}
		}
	}
	// Then best first from those, from the stored states nearest to the
	// literals and from paths merged (see merge).
	for _, idx := range o.seeds(ctx, mapped) {
		push(st.state(idx), 0, missing(st.state(idx)), -1, idx, true)
	}
	o.merge(mapped, x, canon, func(s []uint64) { push(s, 0, missing(s), -1, -1, false) })
	for deep := 0; q.Len() > 0 && deep < limit/8 && !hit; deep++ {
		if deep&0xfff == 0 && ctx.Err() != nil {
			return false
		}
		it := heap.Pop(q).(seekItem)
		expand(it.state, func(s []uint64) { push(s, it.depth+1, missing(s), it.node, -1, false) })
	}
	if hit {
		return true
	}
	// Last, random walks from stored states, at most limit/8 steps in
	// all: a conjunction whose states lie far beyond the frontier (a
	// transaction that must complete while another waits) is met by
	// chance where no search ordered by literals gets.
	rng := rand.New(rand.NewPCG(uint64(len(o.extra)), uint64(o.seeks)))
	o.seeks++
	hitAt := func(s []uint64) int {
		if missing(s) == 0 {
			return 0
		}
		return -1
	}
	wk := o.walkTo(ctx, x, canon, rng, limit/8, hitAt, nil)
	if wk.target < 0 {
		return false
	}
	o.keepWalk(wk)
	return true
}

// walk is where random walks met a target: the walk's start (a stored
// state), its states after it and the target (-1: none met).
type walk struct {
	root   int
	walked []uint64
	target int
}

// walkTo takes random walks of at most seekWalkDepth steps from stored
// states chosen by rng, at most steps in all, with x and canon (one
// goroutine's), until hit returns a target (>= 0) for a state reached
// (in canonical form), ctx is done or stop (when set) returns true.
func (o *Oracle) walkTo(ctx context.Context, x *vm.Exec, canon func([]uint64), rng *rand.Rand, steps int, hit func([]uint64) int, stop func() bool) walk {
	m, w, st := o.r.VM, o.r.VM.Lay.NWords, &o.r
	var enabled, cands, pcands []int32
	var cur, walked []uint64 // walked: the walk's states after its start
	for n := 0; n < steps; {
		idx := rng.IntN(st.N)
		copy(x.St[:w], st.state(idx))
		walked = walked[:0]
		for d := 0; d < seekWalkDepth && n < steps; d, n = d+1, n+1 {
			if n&0xfff == 0 && (ctx.Err() != nil || stop != nil && stop()) {
				return walk{target: -1}
			}
			cur = append(cur[:0], x.St[:w]...)
			enabled = enabled[:0]
			for _, c := range m.Candidates(cur, x, &cands, &pcands) {
				if ok, err := m.EnabledAs(m.Rules[c>>1], c, x); err == nil && ok {
					enabled = append(enabled, c>>1)
				}
			}
			if len(enabled) == 0 {
				break
			}
			in := m.Rules[enabled[rng.IntN(len(enabled))]]
			m.Bind(in, x)
			if m.Run(in, x) != nil {
				break
			}
			if canon != nil {
				canon(x.St[:w])
			}
			walked = append(walked, x.St[:w]...)
			if t := hit(x.St[:w]); t >= 0 {
				return walk{root: idx, walked: walked, target: t}
			}
		}
	}
	return walk{target: -1}
}

// keepWalk keeps the state a walk met (its last) as Seek keeps the
// states it finds, with the walk as its path.
func (o *Oracle) keepWalk(wk walk) {
	w := o.r.VM.Lay.NWords
	last := wk.walked[len(wk.walked)-w:]
	o.extra = append(o.extra, append([]uint64(nil), last...))
	p := &seekPath{root: wk.root}
	for i := 0; i < len(wk.walked); i += w {
		p.states = append(p.states, wk.walked[i:i+w])
	}
	o.found = p
}

// seekBatch is how many frontier states Seek expands at a time (in
// parallel, with Oracle.Workers).
const seekBatch = 1024

// expander returns a function that calls f with the canonical
// successors of a state, computed with x and canon (one goroutine's),
// each with the rule instance that gave it (its index in the machine's
// Rules).
func (o *Oracle) expander(x *vm.Exec, canon func([]uint64)) func(s []uint64, f func(s []uint64, rule int32)) {
	m, w := o.r.VM, o.r.VM.Lay.NWords
	var cands, pcands []int32
	return func(s []uint64, f func([]uint64, int32)) {
		copy(x.St[:w], s)
		for _, c := range m.Candidates(s, x, &cands, &pcands) {
			in := m.Rules[c>>1]
			if ok, err := m.EnabledAs(in, c, x); err == nil && ok && m.Run(in, x) == nil {
				if canon != nil {
					canon(x.St[:w])
				}
				f(x.St[:w], c>>1)
			}
			copy(x.St[:w], s)
		}
	}
}

// replayer returns a function that calls f with the canonical successors
// of a state that the given rule instances gave it before (an expander's
// rule numbers, in its order), computed with x and canon: the rules run
// again without the search for those enabled (RuleIndex.Candidates and
// the guards, most of an expansion's time).
func (o *Oracle) replayer(x *vm.Exec, canon func([]uint64)) func(s []uint64, rules []uint16, f func([]uint64)) {
	m, w := o.r.VM, o.r.VM.Lay.NWords
	return func(s []uint64, rules []uint16, f func([]uint64)) {
		for _, r := range rules {
			copy(x.St[:w], s)
			in := m.Rules[r]
			m.Bind(in, x)
			if m.Run(in, x) != nil {
				continue // as it did not before: not kept
			}
			if canon != nil {
				canon(x.St[:w])
			}
			f(x.St[:w])
		}
	}
}

// successorsOf returns the successors of frontier state idx of the batch
// that begins at hi (as the parts expanded it), w words each, with how
// many literals each leaves false.
func successorsOf(exp []frontierPart, hi, idx, w int) (states []uint64, missing []int32) {
	e := &exp[(hi-idx)%len(exp)]
	n := (hi - idx) / len(exp)
	return e.states[e.from[n]*w : e.from[n+1]*w], e.missing[e.from[n]:e.from[n+1]]
}

// inParallel runs f(0), ..., f(workers-1), each on a goroutine of its own
// (on this one when there is one).
func inParallel(workers int, f func(i int)) {
	if workers <= 1 {
		f(0)
		return
	}
	var wg sync.WaitGroup
	for i := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			f(i)
		}()
	}
	wg.Wait()
}

// frontierPart is one goroutine's part of a batch of frontier states:
// the successors of its n-th state are states[from[n]*w:from[n+1]*w],
// with how many literals each leaves false.
type frontierPart struct {
	succ    func(s []uint64, f func(s []uint64, rule int32))
	replay  func(s []uint64, rules []uint16, f func([]uint64))
	canon   func([]uint64) // the part's own, for the successors the cache keeps
	states  []uint64
	missing []int32
	rules   []int32 // the rule instance of each successor expanded (-1: replayed)
	from    []int
}

// expand expands the stored states first, first-step, ... down to lo:
// those whose transitions tc keeps by running those again. The
// successors are put in canonical form when canonical is set.
func (e *frontierPart) expand(st *Explored, first, lo, step, w int, missing func([]uint64) int, tc *transitionCache, canonical bool) {
	e.states, e.missing, e.rules, e.from = e.states[:0], e.missing[:0], e.rules[:0], append(e.from[:0], 0)
	add := func(s []uint64, rule int32) {
		if canonical && e.canon != nil {
			e.canon(s)
		}
		e.states = append(e.states, s...)
		e.missing = append(e.missing, int32(missing(s)))
		e.rules = append(e.rules, rule)
	}
	for idx := first; idx >= lo; idx -= step {
		if rules, ok := tc.of(idx); ok {
			e.replay(st.state(idx), rules, func(s []uint64) { add(s, -1) })
		} else {
			e.succ(st.state(idx), add)
		}
		e.from = append(e.from, len(e.missing))
	}
}

// Probe is Seek for a state that would end the search (one violating a
// property): when it finds none, the oracle is left as it was, so that
// later Seeks (their random walks) go as they would have without it.
func (o *Oracle) Probe(ctx context.Context, lits []Literal, limit int) bool {
	seeks := o.seeks
	if o.Seek(ctx, lits, limit) {
		return true
	}
	o.seeks = seeks
	return false
}

// seekEnumerate is the largest symmetry group whose permutations Seek
// enumerates to keep its states apart by orbit; beyond it, it uses
// signatures (sym.Canonizer). German 2004's larger instance has 8 (two
// nodes, two addresses and two data indices that permute), where
// signatures took four fifths of Seek's time.
const seekEnumerate = 24

// seekCanon returns how Seek turns a state into its orbit's canonical
// form (nil without symmetry). Seek's states need not be in the
// exploration's form: it compares them only with each other, and the
// oracle matches the states it keeps under every permutation.
func (o *Oracle) seekCanon() func([]uint64) {
	if o.r.Sym == nil {
		return nil
	}
	if !o.seekSignatures {
		if f := o.r.Sym.MinImage(seekEnumerate); f != nil {
			return f
		}
	}
	return o.r.Sym.NewCanonizer().Canon
}

// seekWalkDepth bounds each random walk of Seek.
const seekWalkDepth = 500

// atomHolds evaluates an atom on a stored (canonical) state.
func (o *Oracle) atomHolds(s []uint64, a Atom) bool {
	lf := &o.r.VM.Lay.Leaves[a.Leaf]
	if a.Other >= 0 {
		return lf.Get(s) == o.r.VM.Lay.Leaves[a.Other].Get(s)
	}
	return lf.Get(s) == o.raw(a)
}

// extraHolds reports whether a kept state satisfies lits under some
// permutation, and which.
func (o *Oracle) extraHolds(s []uint64, lits []Literal) (int, bool) {
	for pi := range o.invs {
		ok := true
		for _, l := range lits {
			if o.atomHolds(s, o.mapAtom(&o.invs[pi], l.Atom)) == l.Neg {
				ok = false
				break
			}
		}
		if ok {
			return pi, true
		}
	}
	return -1, false
}

// maxSubsetLits is the most literals whose choices to leave out seeds
// and merge enumerate (at most 4,095 of them). The search's own cubes
// stay below it; a property that names a whole state (33 literals in
// Multi-verify's german_error_1.m, 66 in flash_error_1.m) has millions,
// and seeds counts instead (nearest), merge is skipped.
const maxSubsetLits = 12

// seeds returns the stored states to start a search for the literals
// from: for each permutation and each literal, the latest stored states
// that satisfy all the others; when no stored state satisfies all but
// one, those that satisfy all but two, and so on (the latest stored
// states when none satisfies any). For more than maxSubsetLits literals,
// nearest gives the same kind of states by counting.
func (o *Oracle) seeds(ctx context.Context, mapped [][]Literal) []int {
	n := len(mapped[0])
	if n > maxSubsetLits {
		return o.nearest(ctx, mapped)
	}
	var out []int
	taken := map[int]bool{}
	for drop := 1; drop <= n && len(out) == 0 && ctx.Err() == nil; drop++ {
		for _, ls := range mapped {
			sets := make([]*stateSet, len(ls))
			for i, l := range ls {
				sets[i] = o.bitset(l.Atom)
			}
			subsets(n, drop, func(skip []bool) bool {
				for _, idx := range o.lastCommon(sets, ls, skip, seekSeeds) {
					if !taken[idx] {
						taken[idx] = true
						out = append(out, idx)
					}
				}
				return true
			})
		}
	}
	return out
}

// nearest returns the latest stored states that leave the fewest of the
// literals false under some permutation (at most seekSeeds for each
// literal): the states seeds would find, counted literal by literal
// instead of choice by choice.
func (o *Oracle) nearest(ctx context.Context, mapped [][]Literal) []int {
	n := len(mapped[0])
	best := n + 1
	var out []int
	taken := map[int]bool{}
	missing := make([]int32, o.nbits)
	for _, ls := range mapped {
		if ctx.Err() != nil {
			break
		}
		clear(missing)
		for _, l := range ls {
			set := o.bitset(l.Atom)
			for j := 0; j*64 < len(missing); j++ {
				w := set.word(j)
				for i := j * 64; i < min(len(missing), j*64+64); i++ {
					if (w>>(i%64)&1 == 1) == l.Neg {
						missing[i]++
					}
				}
			}
		}
		for i := len(missing) - 1; i >= 0; i-- {
			switch m := int(missing[i]); {
			case m < best:
				best, out, taken = m, out[:0], map[int]bool{}
				fallthrough
			case m == best && len(out) < seekSeeds*n && !taken[i]:
				taken[i] = true
				out = append(out, i)
			}
		}
	}
	return out
}

// subsets calls f with every choice of k of n places (true: chosen),
// until f returns false.
func subsets(n, k int, f func([]bool) bool) {
	pick := make([]bool, n)
	var rec func(i, left int) bool
	rec = func(i, left int) bool {
		if left == 0 {
			return f(pick)
		}
		for j := i; j <= n-left; j++ {
			pick[j] = true
			if !rec(j+1, left-1) {
				return false
			}
			pick[j] = false
		}
		return true
	}
	rec(0, k)
}

// lastCommon returns up to k of the latest stored states in every
// positive set and in no negated one, the literals in skip left out.
func (o *Oracle) lastCommon(sets []*stateSet, lits []Literal, skip []bool, k int) []int {
	return o.common(sets, lits, skip, k, false)
}

// common returns up to k stored states in every positive set and in no
// negated one, the literals in skip left out: the latest, or with
// earliest the first stored (breadth first, those with the shortest
// paths).
func (o *Oracle) common(sets []*stateSet, lits []Literal, skip []bool, k int, earliest bool) []int {
	var out []int
	n := o.nbits
	last := (n+63)/64 - 1
	for i := 0; i <= last && len(out) < k; i++ {
		wi := last - i
		if earliest {
			wi = i
		}
		acc := ^uint64(0)
		if wi == last && n%64 != 0 {
			acc = (uint64(1) << (n % 64)) - 1
		}
		for i, s := range sets {
			if skip[i] {
				continue
			}
			if lits[i].Neg {
				acc &^= s.word(wi)
			} else {
				acc &= s.word(wi)
			}
		}
		for acc != 0 && len(out) < k {
			b := 63 - bits.LeadingZeros64(acc)
			if earliest {
				b = bits.TrailingZeros64(acc)
			}
			out = append(out, wi*64+b)
			acc &^= 1 << b
		}
	}
	return out
}

// mergeSeeds is how many states of each side merge tries.
const mergeSeeds = 4

// merge starts more searches where the literals hold separately: for
// each literal and permutation, it fires the rule instances of the path
// to a stored state where the literal holds, in order, on the real state
// of one where all the others hold (skipping those not enabled), and
// gives every state on the way (canonical) to f. Protocols whose
// transactions interleave freely (two addresses, two nodes) reach the
// conjunction this way where a search one step at a time does not.
func (o *Oracle) merge(mapped [][]Literal, x *vm.Exec, canon func([]uint64), f func([]uint64)) {
	m, w := o.r.VM, o.r.VM.Lay.NWords
	n := len(mapped[0])
	if n < 2 || n > maxSubsetLits {
		return
	}
	var images func([]uint64, func([]uint64))
	if o.r.Sym != nil {
		images = o.r.Sym.Images(seekEnumerate)
	}
	type path struct {
		ins []*vm.Instance
		// starts are the last real state and its images under the
		// symmetry group, which fire (below) fires paths on
		starts [][]uint64
	}
	paths := map[int]path{}
	pathOf := func(idx int) path {
		if p, ok := paths[idx]; ok {
			return p
		}
		_, ins, states := o.r.RealPath(idx)
		last := states[len(states)-1]
		p := path{ins: ins}
		if last != nil {
			p.starts = [][]uint64{last}
			if images != nil {
				images(last, func(img []uint64) { p.starts = append(p.starts, append([]uint64(nil), img...)) })
			}
		}
		paths[idx] = p
		return p
	}
	skip := make([]bool, n)
	// sides: the latest stored states where the literals not skipped
	// hold, and the first stored (the shortest paths, which disturb
	// least what the base has set up).
	sides := func(sets []*stateSet, ls []Literal, skip []bool) []int {
		out := o.common(sets, ls, skip, mergeSeeds, false)
		for _, idx := range o.common(sets, ls, skip, mergeSeeds, true) {
			if !slices.Contains(out, idx) {
				out = append(out, idx)
			}
		}
		return out
	}
	// fire: the path to each top fired on each base, and on every image of
	// the base: the two real states need not name the nodes alike.
	fire := func(bases, tops []int) {
		for _, a := range bases {
			for _, b := range tops {
				for _, start := range pathOf(a).starts {
					cur := append([]uint64(nil), start...)
					for _, in := range pathOf(b).ins {
						copy(x.St[:w], cur)
						if ok, err := m.Enabled(in, x); err != nil || !ok || m.Run(in, x) != nil {
							continue
						}
						copy(cur, x.St[:w])
						if canon != nil {
							canon(x.St[:w])
						}
						f(x.St[:w])
					}
				}
			}
		}
	}
	for _, ls := range mapped {
		sets := make([]*stateSet, n)
		for i, l := range ls {
			sets[i] = o.bitset(l.Atom)
		}
		// The literals split in two: those the path's state satisfies
		// (the chosen ones) and those the base satisfies. One literal
		// against the others, and for up to four literals (two of one
		// node's and two of another's, say) every split; beyond, also
		// two against the others.
		most := 2
		if n <= 4 {
			most = n - 1
		}
		for k := 1; k <= most; k++ {
			subsets(n, k, func(pick []bool) bool {
				for i := range skip {
					skip[i] = pick[i]
				}
				bases := sides(sets, ls, skip)
				for i := range skip {
					skip[i] = !pick[i]
				}
				tops := sides(sets, ls, skip)
				fire(bases, tops)
				return true
			})
		}
	}
}

// seekItem is a state in Seek's queue.
type seekItem struct {
	state   []uint64
	missing int   // literals it leaves false
	depth   int   // steps from its seed
	seq     int   // order of discovery, for a deterministic queue
	node    int32 // its seekNode
}

// seekNode is a state Seek pushed and where it came from: a successor
// of node parent, or (parent -1) the stored state root (at) or one of its
// successors; root -1 with parent -1 is a state of a merged path, whose
// way from the stored states is not kept.
type seekNode struct {
	state  []uint64
	parent int32
	root   int
	at     bool
}

// seekPath is how Seek reached the state it found: from stored state
// root through states (in Seek's canonical form), each a successor of the
// one before.
type seekPath struct {
	root   int
	states [][]uint64
}

// pathOf returns the path to node n (nil when it starts from a merged
// path).
func pathOf(nodes []seekNode, n int32) *seekPath {
	var rev [][]uint64
	for {
		nd := &nodes[n]
		if nd.parent < 0 {
			if nd.root < 0 {
				return nil
			}
			if !nd.at {
				rev = append(rev, nd.state)
			}
			p := &seekPath{root: nd.root}
			for i := len(rev) - 1; i >= 0; i-- {
				p.states = append(p.states, rev[i])
			}
			return p
		}
		rev = append(rev, nd.state)
		n = nd.parent
	}
}

// FoundPath returns a real path (the start state instance, the rule
// instances fired, the states: one more than the instances) to a state
// in the orbit of the one the last Seek found; ok is false when Seek found
// none, found it on a merged path, or a step cannot be matched.
func (o *Oracle) FoundPath() (start *vm.Instance, ins []*vm.Instance, states [][]uint64, ok bool) {
	p := o.found
	if p == nil || o.r.RealPath == nil {
		return nil, nil, nil, false
	}
	start, ins, states = o.r.RealPath(p.root)
	if len(states) == 0 || states[0] == nil || len(ins) != len(states)-1 {
		return nil, nil, nil, false
	}
	m := o.r.VM
	canon := o.seekCanon()
	x := m.NewExec()
	cur := states[len(states)-1]
	for _, want := range p.states {
		in, succ, matched := m.StepTo(x, cur, want, nil, canon)
		if !matched {
			return nil, nil, nil, false
		}
		cur = succ
		ins, states = append(ins, in), append(states, cur)
	}
	return start, ins, states, true
}

// seekQueue orders states by steps taken plus twice the literals left
// false (a literal is worth two steps), then by literals left false.
type seekQueue []seekItem

func (q seekQueue) Len() int { return len(q) }
func (q seekQueue) Less(i, j int) bool {
	a, b := &q[i], &q[j]
	if fa, fb := a.depth+2*a.missing, b.depth+2*b.missing; fa != fb {
		return fa < fb
	}
	if a.missing != b.missing {
		return a.missing < b.missing
	}
	return a.seq < b.seq
}
func (q seekQueue) Swap(i, j int) { q[i], q[j] = q[j], q[i] }
func (q *seekQueue) Push(x any)   { *q = append(*q, x.(seekItem)) }
func (q *seekQueue) Pop() any {
	old := *q
	it := old[len(old)-1]
	*q = old[:len(old)-1]
	return it
}
