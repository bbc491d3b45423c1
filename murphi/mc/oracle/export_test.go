package oracle

import (
	"fmt"
	"slices"

	"paraverify/murphi/mc/vm"
)

// The tests explore with package mc, which imports this package, so they
// are in package oracle_test; these give them the internals they check.

// LeafOf returns the layout of state component l.
func LeafOf(o *Oracle, l int) *vm.Leaf { return &o.r.VM.Lay.Leaves[l] }

// StoredState returns stored state i.
func StoredState(o *Oracle, i int) []uint64 { return o.r.state(i) }

// Raw returns the raw encoding of an atom's value for its leaf.
func Raw(o *Oracle, a Atom) uint64 { return o.raw(a) }

// SetMaxValueSets sets how many values of a leaf bitset builds the sets
// of together.
func SetMaxValueSets(n int64) { maxValueSets = n }

// SetSeekSignatures makes Seek canonicalize by signatures whatever the
// group's size (or not).
func SetSeekSignatures(o *Oracle, on bool) { o.seekSignatures = on }

// CheckFoundPath checks the path FoundPath gives for the last state Seek
// found: its first state is its start instance's, each next one what its
// rule instance makes of the one before, and the last one, in Seek's
// canonical form, the state Seek kept. It returns false when there is no
// path (a state found on a merged path), and an error when the path is
// wrong.
func CheckFoundPath(o *Oracle) (bool, error) {
	start, ins, states, ok := o.FoundPath()
	if !ok {
		return false, nil
	}
	m, w := o.r.VM, o.r.VM.Lay.NWords
	x := m.NewExec()
	for i := range x.St {
		x.St[i] = 0
	}
	if en, err := m.Enabled(start, x); err != nil || !en || m.Run(start, x) != nil || !slices.Equal(x.St[:w], states[0]) {
		return true, fmt.Errorf("the path's first state is not its start state %s's", start.Name())
	}
	for k, in := range ins {
		copy(x.St[:w], states[k])
		if en, err := m.Enabled(in, x); err != nil || !en || m.Run(in, x) != nil || !slices.Equal(x.St[:w], states[k+1]) {
			return true, fmt.Errorf("step %d (%s) does not lead to the path's next state", k+1, in.Name())
		}
	}
	last := append([]uint64(nil), states[len(states)-1]...)
	if canon := o.seekCanon(); canon != nil {
		canon(last)
	}
	if !slices.Equal(last, o.extra[len(o.extra)-1]) {
		return true, fmt.Errorf("the path ends in another orbit than the state Seek kept")
	}
	return true, nil
}

// SetWords returns how many sets o has built, how many of them hold
// words (those of no state and of all hold none), and how many words
// they hold in all, of how many.
func SetWords(o *Oracle) (sets, holding, held, words int) {
	o.cache.Range(func(_, v any) bool {
		s := v.(*stateSet)
		sets++
		if len(s.vals) > 0 || s.bits != nil {
			holding++
		}
		held += len(s.vals) + len(s.bits)
		words += (o.nbits + 63) / 64
		return true
	})
	return sets, holding, held, words
}

// DropFrontierCache forgets the frontier successors and transitions
// Seek kept.
func DropFrontierCache(o *Oracle) { o.succ, o.trans = nil, nil }

// FrontierTransitions returns how many frontier states' transitions o
// keeps, how many transitions, and whether it keeps no more.
func FrontierTransitions(o *Oracle) (states, n int, full bool) {
	if o.trans == nil {
		return 0, 0, false
	}
	return len(o.trans.ends), len(o.trans.rules), o.trans.full
}

// SetMaxFrontierTransitions sets how many frontier transitions an oracle
// keeps, and returns what puts the bound of before back.
func SetMaxFrontierTransitions(n int) (restore func()) {
	prev := maxFrontierTransitions
	maxFrontierTransitions = n
	return func() { maxFrontierTransitions = prev }
}

// FrontierCached returns how many frontier successors o keeps, in how
// many words, and whether it keeps no more.
func FrontierCached(o *Oracle) (n, words int, full bool) {
	if o.succ == nil {
		return 0, 0, false
	}
	return len(o.succ.roots), len(o.succ.states), o.succ.full
}

// SetMaxFrontierWords sets how many words of frontier successors an
// oracle keeps, and returns what puts the bound of before back.
func SetMaxFrontierWords(n int) (restore func()) {
	prev := maxFrontierWords
	maxFrontierWords = n
	return func() { maxFrontierWords = prev }
}

// SetNoRoom makes Seek find no room for its frontier cache (or room as
// the memory limit says), and returns what puts it back.
func SetNoRoom(on bool) (restore func()) {
	prev := roomForCache
	if on {
		roomForCache = func() bool { return false }
	}
	return func() { roomForCache = prev }
}

// UnderHalfLimit is underHalfLimit.
var UnderHalfLimit = underHalfLimit

// ReplayMatches expands each frontier state of o (those the exploration
// did not expand) as Seek does and runs again the rules that gave its
// successors, as Seek does with the transitions it keeps: it returns the
// first state whose two lists of successors differ (-1: none) and how
// many successors were compared.
func ReplayMatches(o *Oracle) (bad, n int) {
	m := o.r.VM
	x := m.NewExec()
	canon := o.seekCanon()
	succ, replay := o.expander(x, canon), o.replayer(x, canon)
	for idx := o.r.BFS - 1; idx >= o.r.Frontier; idx-- {
		var a, b []uint64
		var rules []uint16
		succ(o.r.state(idx), func(s []uint64, r int32) {
			a = append(a, s...)
			rules = append(rules, uint16(r))
		})
		replay(o.r.state(idx), rules, func(s []uint64) { b = append(b, s...) })
		if !slices.Equal(a, b) {
			return idx, n
		}
		n += len(rules)
	}
	return -1, n
}
