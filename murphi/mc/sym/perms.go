package sym

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
	"paraverify/murphi/mc/vm"
)

// Perm is one permutation of the symmetric types, compiled to its action
// on the global leaves.
type Perm struct {
	Dst   []int32    // Dst[l]: where leaf l goes
	Remap [][]uint64 // Remap[l]: new raw value for each raw value, nil: unchanged
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

// Group is the symmetry group, every permutation compiled.
type Group struct {
	types []check.Type
	Perms []Perm // all permutations except the identity
}

// Window is the block [Lo, Lo+N) of a symmetric type's ordinals that its
// permutations move: all of them for a scalarset, the values after (or
// before) the distinguished ones for a node type with a home node, which
// every permutation fixes.
type Window struct{ Lo, N int64 }

// Windows gives the windows of the types that are not permuted whole.
type Windows map[check.Type]Window

// Of returns t's window: its own, or all of t's ordinals.
func (w Windows) Of(t check.Type) Window {
	if x, ok := w[t]; ok {
		return x
	}
	return Window{0, check.Card(t)}
}

// MaxPermutations bounds the size of a group that is enumerated (8! =
// 40320): the oracle's.
const MaxPermutations = 40320

// GroupSize returns the number of permutations of the given types,
// saturating above MaxPermutations.
func GroupSize(types []check.Type, win Windows) int64 {
	n := int64(1)
	for _, t := range types {
		for k := win.Of(t).N; k > 1; k-- {
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

// NewGroup builds the permutation group of the given types (each
// permuting its window) acting on the states of m.
func NewGroup(m *vm.Machine, types []check.Type, win Windows) *Group {
	s := &Group{types: types}
	combos := []map[check.Type][]int64{{}}
	for _, t := range types {
		var next []map[check.Type][]int64
		w := win.Of(t)
		for _, c := range combos {
			for _, wp := range permutations(int(w.N)) {
				// the whole type's ordinals, the window's permuted
				p := make([]int64, check.Card(t))
				for o := range p {
					p[o] = int64(o)
				}
				for k, v := range wp {
					p[w.Lo+int64(k)] = w.Lo + v
				}
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
		s.Perms = append(s.Perms, compilePerm(m, pm))
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

func compilePerm(m *vm.Machine, pm map[check.Type][]int64) Perm {
	n := m.Lay.NGlobal
	p := Perm{Dst: make([]int32, n), Remap: make([][]uint64, n)}
	var walk func(t check.Type, src, dst int)
	walk = func(t check.Type, src, dst int) {
		switch t := t.(type) {
		case *check.ArrayType:
			en := vm.LeafCount(t.Elem)
			for i := int64(0); i < check.Card(t.Index); i++ {
				j := permOrd(pm, t.Index, i)
				walk(t.Elem, src+int(i)*en, dst+int(j)*en)
			}
		case *check.RecordType:
			off := 0
			for _, f := range t.Fields {
				walk(f.Type, src+off, dst+off)
				off += vm.LeafCount(f.Type)
			}
		default:
			p.Dst[src] = int32(dst)
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
			p.Remap[src] = tab
		}
	}
	for i, v := range m.Model.Vars {
		walk(v.Type, m.GlobalBase[i], m.GlobalBase[i])
	}
	p.words = make([][]move, m.Lay.NWords)
	for l := 0; l < n; l++ {
		d := &m.Lay.Leaves[p.Dst[l]]
		src := &m.Lay.Leaves[l]
		mv := move{word: src.Word, from: src.Shift, mask: src.Mask, tab: p.Remap[l], dword: d.Word, shift: d.Shift}
		p.words[d.Word] = append(p.words[d.Word], mv)
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
func (p *Perm) imageWord(st []uint64, k int) uint64 {
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
func (s *Group) minImage(st, best, tmp []uint64) {
	copy(best, st)
	w := len(st)
	for i := range s.Perms {
		p := &s.Perms[i]
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
