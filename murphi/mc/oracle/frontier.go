package oracle

// This file implements the cache of Seek's first step. Every Seek on a
// prefix begins by expanding the same stored states, the latest ones the
// exploration did not expand, and only what it does with their successors
// depends on the literals sought. The successors are kept the first time
// (up to maxFrontierWords words), so that a later Seek reads them instead
// of running every rule on every one of those states again: the search
// of German 2004 makes hundreds of Seeks on each of its instances, and
// the expansion was most of their time. Seek pushes the successors in the
// order it would have computed them, so what it finds does not depend on
// the cache. The cache gives way to the evidence: it is kept only while
// the live heap is under half of the memory limit (--max-memory), and
// dropped when it is not (German 2004's second search, whose evidence
// fills most of its budget, stopped at the budget with the cache).
// Beside it, the rule instances that gave the successors are kept (a
// few bytes a successor instead of its words, whatever the room): without the successors,
// a Seek runs those rules again instead of looking for the enabled ones
// among all, which was three quarters of an expansion's time in German
// 2004's second search (transitionCache).

import (
	"math"
	"runtime/debug"
	"runtime/metrics"
)

// maxFrontierWords bounds the words of successor states an oracle keeps
// for Seek (512 MiB); the frontier states beyond them are expanded by
// every Seek, as without the cache. (A variable for the tests.)
var maxFrontierWords = 1 << 26

// frontierCache holds the successors of the stored states next+1 to
// BFS-1 (the latest the exploration did not expand), in the order Seek
// pushes them: the latest state's first, each state's in the order its
// rules give them, in Seek's canonical form.
type frontierCache struct {
	states []uint64 // the successors, w words each
	roots  []int32  // the stored state each is a successor of
	next   int      // the latest stored state whose successors are not here
	full   bool     // no more are kept (at maxFrontierWords, or no room)
	// signatures is the canonical form the states are in (see
	// Oracle.seekSignatures): the cache is dropped when it changes.
	signatures bool
}

// roomForCache reports whether the cache may be kept (a variable for the
// tests).
var roomForCache = underHalfLimit

// underHalfLimit reports whether the live heap (after the last
// collection) is under half of the memory limit, if there is one.
func underHalfLimit() bool {
	limit := debug.SetMemoryLimit(-1)
	if limit == math.MaxInt64 {
		return true
	}
	live := []metrics.Sample{{Name: "/gc/heap/live:bytes"}}
	metrics.Read(live)
	return live[0].Value.Kind() != metrics.KindUint64 || live[0].Value.Uint64() < uint64(limit)/2
}

// frontier returns the oracle's cache of frontier successors: without
// room for one, an empty one that keeps nothing (the one kept before is
// dropped).
func (o *Oracle) frontier() *frontierCache {
	if !roomForCache() {
		o.succ = nil
		return &frontierCache{next: o.r.BFS - 1, full: true}
	}
	if o.succ == nil || o.succ.signatures != o.seekSignatures {
		o.succ = &frontierCache{next: o.r.BFS - 1, signatures: o.seekSignatures}
	}
	return o.succ
}

// keeps reports whether the batch of frontier states that begins at hi
// may be kept (keep decides, with the room there is then).
func (c *frontierCache) keeps(hi int) bool { return !c.full && hi == c.next }

// keep adds a batch of expanded frontier states (hi down to lo, their
// successors in exp as frontierPart.expand left them) to the cache, when
// they are the next ones it lacks, as many as there is room for.
func (c *frontierCache) keep(exp []frontierPart, hi, lo, w int) {
	if c.full || hi != c.next {
		return
	}
	if !roomForCache() {
		c.full = true
		return
	}
	for idx := hi; idx >= lo; idx-- {
		succ, miss := successorsOf(exp, hi, idx, w)
		if len(c.states)+len(succ) > maxFrontierWords {
			c.full = true
			return
		}
		c.states = append(c.states, succ...)
		for range miss {
			c.roots = append(c.roots, int32(idx))
		}
		c.next = idx - 1
	}
}

// cachedMissing computes how many literals each kept successor from
// start on leaves false (into out, at most len(out) of them, and only
// those of stored states from last on), on workers goroutines; it returns
// how many it computed.
func (c *frontierCache) cachedMissing(start, last, w, workers int, out []int32, missing func([]uint64) int) int {
	n := min(len(c.roots)-start, len(out))
	for n > 0 && int(c.roots[start+n-1]) < last {
		n-- // the roots descend: those of states before last are at the end
	}
	if n < 2*workers {
		workers = 1
	}
	inParallel(workers, func(i int) {
		for j := i; j < n; j += workers {
			k := start + j
			out[j] = int32(missing(c.states[k*w : (k+1)*w]))
		}
	})
	return n
}

// maxFrontierTransitions bounds the transitions an oracle keeps (64 MiB
// of rule numbers; a variable for the tests).
var maxFrontierTransitions = 1 << 25

// transitionCache holds, for the stored states next+1 to BFS-1, the rule
// instances that gave their successors, in the order Seek expanded them:
// where the cache of successors has no room (German 2004's second search,
// whose evidence fills its memory budget), a Seek runs those rules again
// instead of looking for the enabled ones, which is most of an
// expansion's time, in two bytes a successor. The
// canonical form does not matter to it: the successors are put in Seek's
// each time.
type transitionCache struct {
	rules []uint16 // the rule numbers, the latest state's first
	ends  []int32  // ends[j]: where the rules of state BFS-1-j end
	top   int      // BFS-1
	next  int      // the latest stored state whose rules are not here
	full  bool     // no more are kept (at maxFrontierTransitions, or rule numbers past 16 bits)
}

// transitions returns the oracle's cache of frontier transitions.
func (o *Oracle) transitions() *transitionCache {
	if o.trans == nil {
		top := o.r.BFS - 1
		o.trans = &transitionCache{top: top, next: top, full: len(o.r.VM.Rules) > math.MaxUint16+1}
	}
	return o.trans
}

// of returns the rules that gave the successors of stored state idx,
// when they are kept.
func (c *transitionCache) of(idx int) ([]uint16, bool) {
	if idx <= c.next || idx > c.top {
		return nil, false
	}
	j := c.top - idx
	from := int32(0)
	if j > 0 {
		from = c.ends[j-1]
	}
	return c.rules[from:c.ends[j]], true
}

// keep adds the rules of a batch of expanded frontier states (hi down to
// lo, as in frontierCache.keep) that are the next ones it lacks.
func (c *transitionCache) keep(exp []frontierPart, hi, lo int) {
	for idx := min(hi, c.next); idx >= lo && !c.full; idx-- {
		if idx != c.next {
			return
		}
		e := &exp[(hi-idx)%len(exp)]
		n := (hi - idx) / len(exp)
		rules := e.rules[e.from[n]:e.from[n+1]]
		if len(c.rules)+len(rules) > maxFrontierTransitions {
			c.full = true
			return
		}
		for _, r := range rules {
			c.rules = append(c.rules, uint16(r))
		}
		c.ends = append(c.ends, int32(len(c.rules)))
		c.next = idx - 1
	}
}
