package oracle

// This file implements the reachable-set oracle for the invariant finder:
// after an exploration, "does some reachable state satisfy this
// conjunction of literals over concrete state components?" is answered by
// AND-ing one cached bitset per atom over the stored states (the words of
// 64 states that a positive literal's set leaves empty are skipped through
// a summary bitmap with one bit per word). The store holds
// one canonical state per symmetry orbit, so a conjunction is checked in
// every permuted form (a state satisfies q iff its canonical form
// satisfies q under some permutation).

import (
	"encoding/binary"
	"fmt"
	"math/bits"
	"sort"
	"sync"

	"paraverify/murphi/check"
	"paraverify/murphi/mc/sym"
	"paraverify/murphi/mc/vm"
)

// Atom is an atomic predicate on one state component (a leaf, named as in
// traces, e.g. "Cache[NODE_1].State"): Leaf = Value (in the project's value
// encoding) or, when Undefined, Leaf is undefined; or, when Other >= 0,
// Leaf = Other (two leaves of the same type).
type Atom struct {
	Leaf      int
	Value     int64
	Undefined bool
	Other     int
}

// Literal is an atom or its negation.
type Literal struct {
	Atom Atom
	Neg  bool
}

// Oracle answers satisfiability queries over the reachable states of a
// completed exploration. Exists may be called on several goroutines at
// once; Seek and Probe, which add states, not beside any other call.
type Oracle struct {
	r     Explored
	names map[string]int
	nbits int
	// cache maps an atom to its set of states (*stateSet): read without
	// a lock, written under build, which builds one atom's sets at a time.
	cache  sync.Map
	build  sync.Mutex
	invs   []invPerm // the identity and every symmetry permutation, inverted
	Misses int       // bitsets built (under build)
	// extra are states that Seek found beyond a prefix (one of each
	// orbit, not necessarily in the exploration's canonical form: they are
	// matched under every permutation), numbered after the stored ones.
	extra [][]uint64
	seeks uint64 // Seek's calls, which seed its random walks
	// found is how the last Seek reached the state it found (nil: none,
	// or on a merged path).
	found *seekPath
	// succ keeps the successors of the frontier that Seek expanded, and
	// trans the rule instances that gave them (see frontier.go).
	succ  *frontierCache
	trans *transitionCache
	// Workers is how many goroutines Seek expands the frontier with (0:
	// one; New takes the exploration's); what it finds does not depend
	// on it.
	Workers int
	// seekSignatures makes Seek canonicalize by signatures whatever the
	// group's size (BenchmarkSeek compares the two).
	seekSignatures bool
}

// invPerm maps a literal on a permuted state back to the canonical state.
type invPerm struct {
	src   []int32    // src[L]: the leaf that the permutation moves to L
	unmap [][]uint64 // unmap[L][raw]: the raw value before the permutation
}

// Explored is what an Oracle reads of an exploration (package mc's
// Result hands it over): the compiled machine, the symmetry the states
// are reduced by, and the stored states, which do not change afterwards.
type Explored struct {
	VM  *vm.Machine
	Sym *sym.Symmetry // nil without symmetry (or multiset) reduction
	// Reduced lists the types the exploration reduced by symmetry (see
	// mc.Result.Reduced).
	Reduced []check.Type
	// Limit is the limit that stopped the exploration ("" when it
	// completed).
	Limit string
	// Chunks hold the N stored (canonical) states in the order stored,
	// Words words each, 1<<ChunkBits states per chunk.
	Chunks    [][]uint64
	ChunkBits int
	Words, N  int
	// BFS is how many of them the breadth-first search stored (the rest
	// are from random walks), Frontier the first of those that it did not
	// expand, or expanded only in part.
	BFS, Frontier int
	// RealPath rebuilds the real (not canonical) path to stored state
	// idx: the start state instance, the rule instances fired and the
	// states (one more than the instances).
	RealPath func(idx int) (*vm.Instance, []*vm.Instance, [][]uint64)
	// Hash hashes a state (Seek keeps the states it met by their hash).
	Hash func([]uint64) uint64
	// Workers is how many goroutines explored the states: Seek expands
	// the frontier with as many (Oracle.Workers).
	Workers int
}

// state returns stored state i.
func (r *Explored) state(i int) []uint64 {
	c := r.Chunks[i>>r.ChunkBits]
	o := (i & (1<<r.ChunkBits - 1)) * r.Words
	return c[o : o+r.Words : o+r.Words]
}

// Reduced lists the types the exploration reduced by symmetry (see
// mc.Result.Reduced): the oracle checks every permutation of them.
func (o *Oracle) Reduced() []check.Type { return o.r.Reduced }

// New returns the oracle over the stored states of an exploration (see
// mc.Result.Oracle and mc.Result.PartialOracle).
func New(r Explored) (*Oracle, error) {
	o := &Oracle{r: r, names: map[string]int{}, nbits: r.N, Workers: r.Workers}
	for i := 0; i < r.VM.Lay.NGlobal; i++ {
		o.names[r.VM.Lay.Leaves[i].Name] = i
	}
	n := r.VM.Lay.NGlobal
	id := invPerm{src: make([]int32, n), unmap: make([][]uint64, n)}
	for i := range id.src {
		id.src[i] = int32(i)
	}
	o.invs = append(o.invs, id)
	if r.Sym != nil {
		g := r.Sym.AllPerms()
		if r.Sym.HasMultisets() {
			return nil, fmt.Errorf("mc: unsupported: the oracle does not check multisets (their places are not in the symmetry group it enumerates)")
		}
		if g == nil {
			return nil, fmt.Errorf("mc: the oracle checks every symmetry permutation of a stored state, and this symmetry group has more than %d", sym.MaxPermutations)
		}
		for _, p := range g.Perms {
			ip := invPerm{src: make([]int32, n), unmap: make([][]uint64, n)}
			for l := 0; l < n; l++ {
				d := p.Dst[l]
				ip.src[d] = int32(l)
				if tab := p.Remap[l]; tab != nil {
					inv := make([]uint64, len(tab))
					for raw, img := range tab {
						inv[img] = uint64(raw)
					}
					ip.unmap[d] = inv
				}
			}
			o.invs = append(o.invs, ip)
		}
	}
	return o, nil
}

// Leaf resolves a state component by its name as printed in traces.
func (o *Oracle) Leaf(name string) (int, bool) {
	l, ok := o.names[name]
	return l, ok
}

// Leaves lists the names of all state components, sorted.
func (o *Oracle) Leaves() []string {
	out := make([]string, 0, len(o.names))
	for n := range o.names {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// States returns the number of stored (canonical) states (not counting
// those Seek found).
func (o *Oracle) States() int { return o.nbits }

// Perms returns the number of permutations a stored state stands for
// (1 without symmetry reduction); State takes 0..Perms()-1.
func (o *Oracle) Perms() int { return len(o.invs) }

// raw returns the raw encoding of an atom's value for its leaf.
func (o *Oracle) raw(a Atom) uint64 {
	if a.Undefined {
		return 0
	}
	lf := &o.r.VM.Lay.Leaves[a.Leaf]
	w := a.Value - lf.Lo
	if w < 0 || w >= lf.Card {
		return ^uint64(0)
	}
	return uint64(w + 1)
}

// stateSet is a set of stored states: bit i of word j = i/64 for state
// i, bit j of blocks when word j is not zero, and bit j of partial when
// word j is not all ones (a negated literal can only hold there).
//
// The words are all in bits, or, when that saves at least half of them,
// only those that are not def (vals, in order): def is zero when fewer
// words are not zero than not all ones, else all ones, and mark (blocks
// or partial) says which words are held. At 20 M states a set's words
// take 2.5 MB; most of German 2004's sets (values seldom taken, or
// nearly always) hold a small part of them.
type stateSet struct {
	blocks, partial []uint64
	count           int // states in the set
	bits            []uint64
	def             uint64
	mark            []uint64
	rank            []int32 // rank[k]: the words held before word 64*k
	vals            []uint64
}

// word returns word j of the set.
func (s *stateSet) word(j int) uint64 {
	if s.bits != nil {
		return s.bits[j]
	}
	m, bit := s.mark[j>>6], uint64(1)<<(j&63)
	if m&bit == 0 {
		return s.def
	}
	return s.vals[int(s.rank[j>>6])+bits.OnesCount64(m&(bit-1))]
}

// maxValueSets bounds the values of a leaf whose sets are built together
// (a variable for tests).
var maxValueSets int64 = 16

// bitset returns the cached set of states satisfying a (canonical form).
// An atom Leaf = Value is built with the sets of every other value of
// the leaf (up to maxValueSets of them), in the same pass over the stored
// states; one atom's sets at a time (the pass is on two goroutines).
func (o *Oracle) bitset(a Atom) *stateSet {
	// Fields that do not matter are cleared, so that equal atoms share a set.
	if a.Other >= 0 {
		a.Value, a.Undefined = 0, false
	} else if a.Undefined {
		a.Value = 0
	}
	if b, ok := o.cache.Load(a); ok {
		return b.(*stateSet)
	}
	o.build.Lock()
	defer o.build.Unlock()
	if b, ok := o.cache.Load(a); ok { // built while this call waited
		return b.(*stateSet)
	}
	o.Misses++
	st := &o.r
	lf := &o.r.VM.Lay.Leaves[a.Leaf]
	words := (o.nbits + 63) / 64
	// only builds the set of a alone, of the states where holds says so.
	only := func(holds func(s []uint64) bool) *stateSet {
		b := make([]uint64, words)
		o.scan(func(i int) {
			if holds(st.state(i)) {
				b[i>>6] |= 1 << (i & 63)
			}
		})
		set := o.newStateSet(b)
		o.cache.Store(a, set)
		return set
	}
	if a.Other >= 0 {
		lg := &o.r.VM.Lay.Leaves[a.Other]
		return only(func(s []uint64) bool { return lf.Get(s) == lg.Get(s) })
	}
	if lf.Card >= maxValueSets {
		want := o.raw(a)
		return only(func(s []uint64) bool { return lf.Get(s) == want })
	}
	// by[raw]: the states where the leaf holds raw (0: undefined).
	by := make([][]uint64, lf.Card+1)
	for raw := range by {
		by[raw] = make([]uint64, words)
	}
	o.scan(func(i int) {
		by[lf.Get(st.state(i))][i>>6] |= 1 << (i & 63)
	})
	var set *stateSet
	for raw, b := range by {
		v := Atom{Leaf: a.Leaf, Other: -1, Undefined: raw == 0}
		if raw > 0 {
			v.Value = int64(raw) - 1 + lf.Lo
		}
		vs := o.newStateSet(b)
		o.cache.Store(v, vs)
		if v == a {
			set = vs
		}
	}
	if set == nil {
		// A value outside the leaf's type: no state has it.
		set = o.newStateSet(make([]uint64, words))
		o.cache.Store(a, set)
	}
	return set
}

// scan calls f on every stored state, in two goroutines that own
// disjoint words of any bitset indexed by state.
func (o *Oracle) scan(f func(i int)) {
	half := (o.nbits / 2) &^ 63
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		for i := half; i < o.nbits; i++ {
			f(i)
		}
	}()
	for i := 0; i < half; i++ {
		f(i)
	}
	wg.Wait()
}

// newStateSet returns the set of the states whose bits b has set (b is
// kept only when most of its words are needed).
func (o *Oracle) newStateSet(b []uint64) *stateSet {
	blocks := make([]uint64, (len(b)+63)/64)
	partial := make([]uint64, (len(b)+63)/64)
	count, nonzero, notOnes := 0, 0, 0
	for j, w := range b {
		if w != 0 {
			blocks[j>>6] |= 1 << (j & 63)
			count += bits.OnesCount64(w)
			nonzero++
		}
		if w != ^uint64(0) {
			partial[j>>6] |= 1 << (j & 63)
			notOnes++
		}
	}
	s := &stateSet{blocks: blocks, partial: partial, count: count, mark: blocks}
	held := nonzero
	if notOnes < nonzero {
		s.def, s.mark, held = ^uint64(0), partial, notOnes
	}
	if held > len(b)/2 {
		s.bits, s.mark = b, nil
		return s
	}
	s.rank = make([]int32, len(s.mark))
	s.vals = make([]uint64, 0, held)
	for k, m := range s.mark {
		s.rank[k] = int32(len(s.vals))
		for m != 0 {
			s.vals = append(s.vals, b[k*64+bits.TrailingZeros64(m)])
			m &= m - 1
		}
	}
	return s
}

// mapAtom rewrites an atom on a permuted state into one on the canonical
// state.
func (o *Oracle) mapAtom(p *invPerm, a Atom) Atom {
	b := a
	b.Leaf = int(p.src[a.Leaf])
	if a.Other >= 0 {
		b.Other = int(p.src[a.Other])
		return b
	}
	if tab := p.unmap[a.Leaf]; tab != nil && !a.Undefined {
		raw := o.raw(a)
		if raw < uint64(len(tab)) {
			lf := &o.r.VM.Lay.Leaves[b.Leaf]
			b.Value = int64(tab[raw]) - 1 + lf.Lo
		}
	}
	return b
}

// Exists reports whether some reachable state satisfies the conjunction of
// lits, and returns a witness: a stored state index and the permutation
// under which it satisfies them (0: identity).
func (o *Oracle) Exists(lits []Literal) (ok bool, state, perm int) {
	sets := make([]*stateSet, len(lits))
	// Permutations that map the literals to the same sets (those that
	// agree on the values the literals name) ask the same question: it is
	// asked once, for the first of them.
	asked := map[string]bool{}
	key := make([]byte, 0, 8*len(lits))
	for pi := range o.invs {
		p := &o.invs[pi]
		key = key[:0]
		for i, l := range lits {
			a := o.mapAtom(p, l.Atom)
			sets[i] = o.bitset(a)
			key = binary.AppendVarint(key, int64(a.Leaf))
			key = binary.AppendVarint(key, int64(a.Other))
			key = binary.AppendVarint(key, a.Value)
			key = append(key, b2u(a.Undefined)|b2u(l.Neg)<<1)
		}
		if len(o.invs) > 1 {
			if asked[string(key)] {
				continue
			}
			asked[string(key)] = true
		}
		if idx := firstCommon(sets, lits, o.nbits); idx >= 0 {
			return true, idx, pi
		}
	}
	for k, s := range o.extra {
		if pi, ok := o.extraHolds(s, lits); ok {
			return true, o.nbits + k, pi
		}
	}
	return false, -1, -1
}

// firstCommon returns the first state in every positive set and in no
// negated one, or -1. Only the words whose summary bit is set in every
// positive set are visited.
func firstCommon(sets []*stateSet, lits []Literal, n int) int {
	words := (n + 63) / 64
	// The literals that hold in the fewest states go first, so that a
	// word is mostly ruled out by its first set (the answer is the same
	// in any order).
	order := make([]int, len(sets))
	holds := make([]int, len(sets))
	for i, s := range sets {
		holds[i] = s.count
		if lits[i].Neg {
			holds[i] = n - s.count
		}
		// insertion sort: a conjunction has a few literals
		j := i
		for ; j > 0 && holds[order[j-1]] > holds[i]; j-- {
			order[j] = order[j-1]
		}
		order[j] = i
	}
	word := func(w int) int {
		acc := ^uint64(0)
		if w == words-1 && n%64 != 0 {
			acc = (uint64(1) << (n % 64)) - 1
		}
		for _, i := range order {
			if lits[i].Neg {
				acc &^= sets[i].word(w)
			} else {
				acc &= sets[i].word(w)
			}
			if acc == 0 {
				return -1
			}
		}
		return w*64 + bits.TrailingZeros64(acc)
	}
	// Only the words where every positive set has a state and no
	// negated set has them all are visited (the last word's unused bits
	// are zero in every set, so it is always partial).
	for b := 0; b < (words+63)/64; b++ {
		acc := ^uint64(0)
		for _, i := range order {
			if lits[i].Neg {
				acc &= sets[i].partial[b]
			} else {
				acc &= sets[i].blocks[b]
			}
			if acc == 0 {
				break
			}
		}
		for acc != 0 {
			w := b*64 + bits.TrailingZeros64(acc)
			acc &= acc - 1
			if w >= words {
				break
			}
			if i := word(w); i >= 0 {
				return i
			}
		}
	}
	return -1
}

// State returns the stored state idx permuted by perm, as readable
// component values (for witnesses).
func (o *Oracle) State(idx, perm int) map[string]string {
	var st []uint64
	if idx < o.nbits {
		st = o.r.state(idx)
	} else {
		st = o.extra[idx-o.nbits]
	}
	out := map[string]string{}
	p := &o.invs[perm]
	for l := 0; l < o.r.VM.Lay.NGlobal; l++ {
		src := int(p.src[l])
		lf := &o.r.VM.Lay.Leaves[l]
		raw := o.r.VM.Lay.Leaves[src].Get(st)
		if tab := p.unmap[l]; tab != nil && raw != 0 {
			for r, v := range tab { // invert the inverse
				if v == raw {
					raw = uint64(r)
					break
				}
			}
		}
		out[lf.Name] = o.r.VM.RawString(lf, raw, false)
	}
	return out
}

func b2u(b bool) byte {
	if b {
		return 1
	}
	return 0
}
