package vm

// This file implements the guard index: most rule instances of a protocol
// are disabled in most states, and their guards usually begin with a
// designator compared with a constant (`Sta.UniMsg[src].Cmd = UNI_Get`).
// When that first conjunct reads a leaf fixed by the instance's
// parameters, the instance is filed under the leaf and the raw value the
// conjunct needs. A state then reads each indexed leaf once and evaluates
// only the guards whose first conjunct can hold there. Because guards are
// evaluated left to right with short-circuit, an instance whose first
// conjunct is false can be neither enabled nor raise a runtime error, so
// skipping it changes nothing; an undefined leaf selects every instance
// filed under it, so the undefined-read error is still reported.

import "math/bits"

// GuardKey is a leading conjunct of an instance's guard in indexed form:
// it holds where leaf Leaf's raw value is Want (differs from Want when
// Neg) and fails with an error where the leaf is undefined.
type GuardKey struct {
	Leaf int
	Want uint64
	Neg  bool
}

// RuleIndex selects the rule instances worth evaluating in a state.
type RuleIndex struct {
	// alwaysMarks has the bit 2i+1 of every instance i without a key set:
	// those are evaluated in every state (see Candidates)
	alwaysMarks []uint64
	groups      []keyGroup
	leaves      []Leaf
	rest        [][]GuardKey // per instance, the keys after its first
}

// keyGroup holds the instances keyed on one leaf.
type keyGroup struct {
	leaf  *Leaf
	all   []int32   // every instance of the group, for an undefined leaf
	byRaw [][]int32 // positive keys by wanted raw value
	neg   []negKey
}

type negKey struct {
	want uint64
	idx  int32
}

// Selection says how the index treats a rule instance.
type Selection uint8

// The selections of rule instances.
const (
	SelAlways Selection = iota // evaluated in every state
	SelKeyed                   // evaluated where its key allows
	SelNever                   // a conjunct on its parameters alone is false
)

// NewRuleIndex files the rule instances by their keys.
func NewRuleIndex(leaves []Leaf, rules []*Instance) *RuleIndex {
	ix := &RuleIndex{leaves: leaves, rest: make([][]GuardKey, len(rules)), alwaysMarks: make([]uint64, (2*len(rules)+63)/64)}
	byLeaf := map[int]int{}
	for i, in := range rules {
		switch in.Sel {
		case SelNever:
			continue
		case SelAlways:
			ix.alwaysMarks[(2*i+1)/64] |= 1 << ((2*i + 1) % 64)
			continue
		}
		k := in.Keys[0]
		ix.rest[i] = in.Keys[1:]
		gi, seen := byLeaf[k.Leaf]
		if !seen {
			gi = len(ix.groups)
			byLeaf[k.Leaf] = gi
			ix.groups = append(ix.groups, keyGroup{leaf: &leaves[k.Leaf]})
		}
		g := &ix.groups[gi]
		g.all = append(g.all, int32(i))
		switch {
		case k.Neg:
			g.neg = append(g.neg, negKey{want: k.Want, idx: int32(i)})
		case k.Want <= uint64(g.leaf.Card):
			for uint64(len(g.byRaw)) <= k.Want {
				g.byRaw = append(g.byRaw, nil)
			}
			g.byRaw[k.Want] = append(g.byRaw[k.Want], int32(i))
		}
	}
	return ix
}

// Candidates appends to buf[:0], in increasing order, the instances
// whose guards may hold (or fail) in state st, each as 2i+1 when its
// whole guard must be evaluated and as 2i when its keys are known to
// hold, so that only the rest of its guard is (see Machine.EnabledAs).
// marks is scratch space of MarkWords words (left as it was found: a
// state's candidates are marked there and read back in order, which costs
// a few words where sorting them cost most of this function: German
// 2004's 600 instances, 173 candidates a state).
func (ix *RuleIndex) Candidates(st []uint64, buf []int32, marks []uint64) []int32 {
	buf = buf[:0]
	marks = marks[:len(ix.alwaysMarks)]
	copy(marks, ix.alwaysMarks)
	mark := func(c int32) { marks[c>>6] |= 1 << (c & 63) }
	for gi := range ix.groups {
		g := &ix.groups[gi]
		raw := g.leaf.Get(st)
		if raw == 0 {
			for _, i := range g.all {
				mark(2*i + 1)
			}
			continue
		}
		if raw < uint64(len(g.byRaw)) {
			for _, i := range g.byRaw[raw] {
				if may, whole := ix.restMay(i, st); may {
					mark(2*i + b2i32(whole))
				}
			}
		}
		for _, n := range g.neg {
			if n.want != raw {
				if may, whole := ix.restMay(n.idx, st); may {
					mark(2*n.idx + b2i32(whole))
				}
			}
		}
	}
	for wi, wd := range marks {
		for wd != 0 {
			b := bits.TrailingZeros64(wd)
			buf = append(buf, int32(wi*64+b))
			wd &= wd - 1
		}
		marks[wi] = 0
	}
	return buf
}

// MarkWords is how many words of scratch space Candidates needs.
func (ix *RuleIndex) MarkWords() int { return len(ix.alwaysMarks) }

func b2i32(b bool) int32 {
	if b {
		return 1
	}
	return 0
}

// restMay reports whether instance i, whose first key holds in st, may
// be enabled or fail there: its further keys, in the guard's order, hold
// up to the end (whole false: they all hold) or up to one on an undefined
// leaf (whole true: the guard must be evaluated to raise the error).
func (ix *RuleIndex) restMay(i int32, st []uint64) (may, whole bool) {
	for _, k := range ix.rest[i] {
		raw := ix.leaves[k.Leaf].Get(st)
		if raw == 0 {
			return true, true
		}
		if (raw == k.Want) == k.Neg {
			return false, false
		}
	}
	return true, false
}
