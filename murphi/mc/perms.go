package mc

// This file implements the whole symmetry group compiled permutation by
// permutation: every permutation of the values of the symmetric types acts
// on states by moving array elements indexed by those types and renaming
// stored values of those types. The reachable-set oracle checks every
// permutation of a stored state (for the small reference instances of the
// invariant finder); canonicalization does not enumerate the group (see
// sym.go), except in tests that compare it with the orbit's minimum.

import (
	"sort"

	"paraverify/murphi/check"
)

// perm is one permutation of the symmetric types, compiled to its action
// on the global leaves.
type perm struct {
	dst   []int32    // dst[l]: where leaf l goes
	remap [][]uint64 // remap[l]: new raw value for each raw value, nil: unchanged
	words [][]move   // words[k]: the moves that build word k of the image
	order []move     // all moves, most significant destination first
}

// move copies one leaf into its place in the image.
type move struct {
	word  int // source word
	from  uint
	mask  uint64
	tab   []uint64 // value remap, nil: unchanged
	dword int      // destination word
	shift uint     // destination shift
}

// group is the symmetry group, every permutation compiled.
type group struct {
	types []check.Type
	perms []perm // all permutations except the identity
}

// MaxPermutations bounds the size of a group that is enumerated (8! =
// 40320): the oracle's.
const MaxPermutations = 40320

// groupSize returns the number of permutations of the given types,
// saturating above MaxPermutations.
func groupSize(types []check.Type) int64 {
	n := int64(1)
	for _, t := range types {
		for k := check.Card(t); k > 1; k-- {
			n *= k
			if n > MaxPermutations {
				return MaxPermutations + 1
			}
		}
	}
	return n
}

// permutations lists all permutations of 0..n-1.
func permutations(n int) [][]int64 {
	if n == 0 {
		return [][]int64{{}}
	}
	var out [][]int64
	for _, p := range permutations(n - 1) {
		for pos := 0; pos <= len(p); pos++ {
			q := make([]int64, 0, n)
			q = append(q, p[:pos]...)
			q = append(q, int64(n-1))
			q = append(q, p[pos:]...)
			out = append(out, q)
		}
	}
	return out
}

// newGroup builds the permutation group of the given types.
func (m *Machine) newGroup(types []check.Type) *group {
	s := &group{types: types}
	combos := []map[check.Type][]int64{{}}
	for _, t := range types {
		var next []map[check.Type][]int64
		for _, c := range combos {
			for _, p := range permutations(int(check.Card(t))) {
				n := map[check.Type][]int64{t: p}
				for k, v := range c {
					n[k] = v
				}
				next = append(next, n)
			}
		}
		combos = next
	}
	for _, pm := range combos {
		if isIdentity(pm) {
			continue
		}
		s.perms = append(s.perms, m.compilePerm(pm))
	}
	return s
}

func isIdentity(pm map[check.Type][]int64) bool {
	for _, p := range pm {
		for i, v := range p {
			if int64(i) != v {
				return false
			}
		}
	}
	return true
}

// permOrd maps an ordinal of a simple type under the permutation.
func permOrd(pm map[check.Type][]int64, t check.Type, ord int64) int64 {
	if p, ok := pm[t]; ok {
		return p[ord]
	}
	if u, ok := t.(*check.UnionType); ok {
		off := int64(0)
		for _, mt := range u.Members {
			n := check.Card(mt)
			if ord < off+n {
				return off + permOrd(pm, mt, ord-off)
			}
			off += n
		}
	}
	return ord
}

func (m *Machine) compilePerm(pm map[check.Type][]int64) perm {
	n := m.lay.nGlobal
	p := perm{dst: make([]int32, n), remap: make([][]uint64, n)}
	var walk func(t check.Type, src, dst int)
	walk = func(t check.Type, src, dst int) {
		switch t := t.(type) {
		case *check.ArrayType:
			en := leafCount(t.Elem)
			for i := int64(0); i < check.Card(t.Index); i++ {
				j := permOrd(pm, t.Index, i)
				walk(t.Elem, src+int(i)*en, dst+int(j)*en)
			}
		case *check.RecordType:
			off := 0
			for _, f := range t.Fields {
				walk(f.Type, src+off, dst+off)
				off += leafCount(f.Type)
			}
		default:
			p.dst[src] = int32(dst)
			card := check.Card(t)
			var tab []uint64
			changed := false
			for o := int64(0); o < card; o++ {
				if permOrd(pm, t, o) != o {
					changed = true
				}
			}
			if changed {
				tab = make([]uint64, card+1)
				for o := int64(0); o < card; o++ {
					tab[o+1] = uint64(permOrd(pm, t, o) + 1)
				}
			}
			p.remap[src] = tab
		}
	}
	for i, v := range m.model.Vars {
		walk(v.Type, m.c.globalBase[i], m.c.globalBase[i])
	}
	p.words = make([][]move, m.lay.nWords)
	for l := 0; l < n; l++ {
		d := &m.lay.leaves[p.dst[l]]
		src := &m.lay.leaves[l]
		mv := move{word: src.word, from: src.shift, mask: src.mask, tab: p.remap[l], dword: d.word, shift: d.shift}
		p.words[d.word] = append(p.words[d.word], mv)
		p.order = append(p.order, mv)
	}
	sort.Slice(p.order, func(i, j int) bool {
		a, b := &p.order[i], &p.order[j]
		if a.dword != b.dword {
			return a.dword < b.dword
		}
		return a.shift > b.shift
	})
	return p
}

// imageWord computes word k of the image of st under p.
func (p *perm) imageWord(st []uint64, k int) uint64 {
	var w uint64
	moves := p.words[k]
	for i := range moves {
		mv := &moves[i]
		raw := (st[mv.word] >> mv.from) & mv.mask
		if mv.tab != nil {
			raw = mv.tab[raw]
		}
		w |= raw << mv.shift
	}
	return w
}

// apply writes the image of st under p into out (both w words).
func (m *Machine) apply(p *perm, st, out []uint64) {
	for i := range out {
		out[i] = 0
	}
	leaves := m.lay.leaves
	for l := 0; l < len(p.dst); l++ {
		raw := leaves[l].get(st)
		if tab := p.remap[l]; tab != nil {
			raw = tab[raw]
		}
		d := &leaves[p.dst[l]]
		out[d.word] |= raw << d.shift
	}
}

func lessWords(a, b []uint64) bool {
	for i := range a {
		if a[i] != b[i] {
			return a[i] < b[i]
		}
	}
	return false
}

// minImage replaces st (w words) by the smallest member of its orbit (a
// canonical form too, used by tests), using best and tmp (w words each)
// as scratch. Each permutation's image is compared with the best so far
// leaf by leaf, from the most significant destination bits down, and
// abandoned at the first leaf where it is greater; only a smaller image is
// built in full.
func (m *Machine) minImage(s *group, st, best, tmp []uint64) {
	copy(best, st)
	w := len(st)
	for i := range s.perms {
		p := &s.perms[i]
		smaller := false
		for j := range p.order {
			mv := &p.order[j]
			raw := (st[mv.word] >> mv.from) & mv.mask
			if mv.tab != nil {
				raw = mv.tab[raw]
			}
			cur := (best[mv.dword] >> mv.shift) & mv.mask
			if raw != cur {
				smaller = raw < cur
				break
			}
		}
		if !smaller {
			continue
		}
		for k := 0; k < w; k++ {
			tmp[k] = p.imageWord(st, k)
		}
		copy(best, tmp)
	}
	copy(st, best)
}
