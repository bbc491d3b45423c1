package sym

// This file implements symmetry reduction without enumerating the
// symmetry group. The symmetric types (scalarsets, and subranges used
// symmetrically) act on states through their permutations: a permutation
// moves array elements indexed by those types and renames stored values of
// them. A state is replaced by a canonical member of its orbit, computed as
// follows:
//
//  1. Every value v of every symmetric type gets a signature: a sum of
//     hashes over the state components that involve v (indexed by v, or
//     holding v), each hash depending only on the component's place with
//     the symmetric indices erased, on which of its indices and which value
//     are v itself, and on the component's other contents, with the other
//     symmetric values named by their own signatures of the previous
//     round (color refinement, repeated while it splits classes). A
//     permutation maps a state's signatures to its image's: sig(p(v), p(s))
//     = sig(v, s).
//  2. The values are ordered by signature; values with equal signatures
//     form a class. The candidate permutations send each value into the
//     block of positions of its class: they are few when the signatures
//     separate the values well.
//  3. A class whose values can be exchanged pairwise by transpositions
//     that fix the state (every adjacent pair checked) is placed in one
//     order only: the others give the same images.
//  4. The canonical form is the smallest image (as words) under the
//     remaining candidates.
//
// The set of images of step 4 is the same for every state of an orbit
// (for q = p(s) the candidates of q are those of s composed with p^-1), so
// the canonical form is a function of the orbit: one state per orbit is
// stored, exactly as with the minimum over the whole group, whatever the
// hashes (a collision only merges classes, which costs time, not
// exactness).

import (
	"cmp"
	"slices"

	"paraverify/murphi/check"
	"paraverify/murphi/mc/vm"
)

// Symmetry is the compiled action of the symmetric types on the global
// leaves; it is read-only and shared by the workers (each has a
// Canonizer).
type Symmetry struct {
	types []check.Type
	win   Windows  // the ordinals each type's permutations move
	size  []int    // values each type's permutations move (types, then one per multiset)
	kind  []uint64 // per type: the code that names it in hashes
	// wreath tells a multiset inside an array indexed by a symmetric type:
	// the group is then not a product of independent permutations of
	// types, a transposition of two values that fixes a state does not
	// stay one under the group's action, and the signatures are always
	// refined until stable (see Canon).
	wreath bool
	active []symLeaf // the leaves a permutation can move or rename
	// act[i] locates active[i] in the state, compactly: the loops over
	// the active leaves skip undefined ones (they contribute nothing to a
	// signature, and an image starts undefined), which is invariant too.
	act  []symAct
	scan []symScan // the raw-value locations of act, compactly
	// byWord[w] is the range of scan in word w (the active leaves come in
	// layout order), so that a word without a defined active leaf is
	// skipped at once; nil when they do not.
	byWord     [][2]int32
	activeBits []uint64 // per word: the bits of its active leaves
	inert      []uint64 // per word: the bits of the leaves no permutation changes
	place      []uint32 // per global leaf: its word << 6 | its shift
	words      int

	// per type: the active leaves with an index of the type equal to each
	// value (byIndex[t][v]), and those that can hold a value of it
	byIndex [][][]int32
	byValue [][]int32

	m     *vm.Machine
	group *Group // the whole group, built on demand (the oracle)
	// exhaustive makes the canonical form the orbit's minimum over the
	// whole group (tests compare the two).
	exhaustive bool
}

// symLeaf is a leaf that symmetric types index or that holds a value of one.
type symLeaf struct {
	leaf  int32
	word  int32
	shift uint8
	mask  uint64
	cls   uint64    // hash of the leaf's place with symmetric indices erased
	slots []symSlot // symmetric indices along its path, outermost first
	val   []symSpan // how its value is renamed; nil: never
	// For the first round: the values its indices name, each with the
	// hash of the leaf's place as that value sees it (its own indices
	// "self", the others "other"), and the hash as any other value sees it.
	idx     []symInv
	hsOther uint64
	// When the leaf has few raw values: per raw value, the symmetric value
	// it holds that no index names (-1: none) and that value's addend.
	extraT, extraU []int32
	extraH         []uint64
}

// symInv is a value of symmetric type t that a leaf's indices name; tab,
// when the leaf has few raw values, holds its first-round addend per raw
// value.
type symInv struct {
	t, u int32
	h    uint64
	tab  []uint64
}

// maxSigTable bounds the raw values of a leaf whose first-round addends
// are tabulated.
const maxSigTable = 64

// symScan locates an active leaf's raw value.
type symScan struct {
	mask  uint64
	word  int32
	shift uint8
}

// symAct locates an active leaf's raw value and, when it has at most two
// symmetric indices and one span of symmetric values (nearly always), says
// how a permutation moves it: slow sends the image to active[i].
type symAct struct {
	mask   uint64
	word   int32
	shift  uint8
	nslot  uint8
	slow   bool
	leaf   int32
	slot   [2]symSlot
	spanT  int32 // -1: its value is never renamed
	spanLo int32
	spanN  int32
}

// symSlot is one array index of a symmetric type on a leaf's path.
type symSlot struct {
	t      int32 // the symmetric type
	o      int32 // the index's ordinal in that type
	stride int32 // leaves between consecutive elements of that array
}

// symSpan says that raw values lo+1..lo+n of a leaf are the values 0..n-1
// of symmetric type t (a union covers several spans).
type symSpan struct {
	lo, n int64
	t     int32
}

// New compiles the action of the given types on the states of m; win
// restricts the permutations of a type to a block of its ordinals (nil or
// absent: all of them).
func New(m *vm.Machine, types []check.Type, win Windows) *Symmetry {
	s := &Symmetry{types: types, win: win, m: m, words: m.Lay.NWords}
	index := map[check.Type]int32{}
	for i, t := range types {
		index[t] = int32(i)
		s.size = append(s.size, int(win.Of(t).N))
		s.kind = append(s.kind, uint64(i))
	}
	// symOrd returns the symmetric type and ordinal of ordinal o of a
	// simple type t, or -1 (also for an ordinal its permutations fix).
	symOrd := func(t check.Type, o int64) (int32, int64) {
		if i, ok := index[t]; ok {
			if w := win.Of(t); o >= w.Lo && o < w.Lo+w.N {
				return i, o - w.Lo
			}
			return -1, 0
		}
		if u, ok := t.(*check.UnionType); ok {
			off := int64(0)
			for _, mt := range u.Members {
				n := check.Card(mt)
				if o < off+n {
					if i, ok := index[mt]; ok {
						if w := win.Of(mt); o-off >= w.Lo && o-off < w.Lo+w.N {
							return i, o - off - w.Lo
						}
					}
					return -1, 0
				}
				off += n
			}
		}
		return -1, 0
	}
	spans := func(t check.Type) []symSpan {
		if i, ok := index[t]; ok {
			w := win.Of(t)
			return []symSpan{{w.Lo, w.N, i}}
		}
		var out []symSpan
		if u, ok := t.(*check.UnionType); ok {
			off := int64(0)
			for _, mt := range u.Members {
				if i, ok := index[mt]; ok {
					w := win.Of(mt)
					out = append(out, symSpan{off + w.Lo, w.N, i})
				}
				off += check.Card(mt)
			}
		}
		return out
	}
	s.inert = make([]uint64, s.words)
	var walk func(t check.Type, leaf, erased int, slots []symSlot)
	walk = func(t check.Type, leaf, erased int, slots []symSlot) {
		switch t := t.(type) {
		case *check.ArrayType:
			en := vm.LeafCount(t.Elem)
			for i := int64(0); i < check.Card(t.Index); i++ {
				st, o := symOrd(t.Index, i)
				sl, er := slots, erased+int(i)*en
				if st >= 0 {
					sl = append(slots[:len(slots):len(slots)], symSlot{t: st, o: int32(o), stride: int32(en)})
					er = erased + int(i-o)*en // the place with this index at the type's first value
				}
				walk(t.Elem, leaf+int(i)*en, er, sl)
			}
		case *check.RecordType:
			off := 0
			for _, f := range t.Fields {
				walk(f.Type, leaf+off, erased+off, slots)
				off += vm.LeafCount(f.Type)
			}
		case *check.MultisetType:
			// Each multiset is a symmetric type of its own (its places),
			// always reduced, as CMurphi's multiset reduction; its kind
			// (for the hashes) is its place with symmetric indices erased,
			// the same for the multisets of one array.
			mt := int32(len(s.size))
			s.wreath = s.wreath || len(slots) > 0
			s.size = append(s.size, int(t.Size))
			s.kind = append(s.kind, mix(uint64(erased)+0x7f4a7c15))
			stride := 1 + vm.LeafCount(t.Elem)
			for p := 0; p < int(t.Size); p++ {
				sl := append(slots[:len(slots):len(slots)], symSlot{t: mt, o: int32(p), stride: int32(stride)})
				walk(check.Bool, leaf+p*stride, erased, sl)
				walk(t.Elem, leaf+p*stride+1, erased+1, sl)
			}
		default:
			lf := &m.Lay.Leaves[leaf]
			val := spans(t)
			if len(slots) == 0 && len(val) == 0 {
				s.inert[lf.Word] |= lf.Mask << lf.Shift
				return
			}
			s.active = append(s.active, symLeaf{leaf: int32(leaf), word: int32(lf.Word), shift: uint8(lf.Shift),
				mask: lf.Mask, cls: mix(uint64(erased) + 0x51ed27), slots: slots, val: val})
		}
	}
	for i, v := range m.Model.Vars {
		b := m.GlobalBase[i]
		walk(v.Type, b, b, nil)
	}
	for i := range s.active {
		l := &s.active[i]
		l.hsOther = l.placeHash(s.kind, -1, -1)
		for _, sl := range l.slots {
			if !slices.ContainsFunc(l.idx, func(v symInv) bool { return v.t == sl.t && v.u == sl.o }) {
				l.idx = append(l.idx, symInv{t: sl.t, u: sl.o, h: l.placeHash(s.kind, sl.t, sl.o)})
			}
		}
		if l.mask+1 <= maxSigTable {
			n := int(l.mask + 1)
			for k := range l.idx {
				e := &l.idx[k]
				e.tab = make([]uint64, n)
				for raw := range e.tab {
					c, _, _ := l.sig0(e, uint64(raw))
					e.tab[raw] = mix2(e.h, c)
				}
			}
			l.extraT, l.extraU, l.extraH = make([]int32, n), make([]int32, n), make([]uint64, n)
			for raw := 0; raw < n; raw++ {
				t, u, h := l.sig0Extra(uint64(raw))
				l.extraT[raw], l.extraU[raw], l.extraH[raw] = t, u, h
			}
		}
	}
	for i := range s.active {
		l := &s.active[i]
		a := symAct{mask: l.mask, word: l.word, shift: l.shift, leaf: l.leaf, spanT: -1}
		if len(l.slots) > 2 || len(l.val) > 1 || (len(l.val) == 1 && l.val[0].lo+l.val[0].n > 1<<30) {
			a.slow = true
		} else {
			a.nslot = uint8(copy(a.slot[:], l.slots))
			if len(l.val) == 1 {
				a.spanT, a.spanLo, a.spanN = l.val[0].t, int32(l.val[0].lo), int32(l.val[0].n)
			}
		}
		s.act = append(s.act, a)
		s.scan = append(s.scan, symScan{mask: l.mask, word: l.word, shift: l.shift})
	}
	s.activeBits = make([]uint64, s.words)
	s.byWord = make([][2]int32, s.words)
	for i, a := range s.scan {
		if i > 0 && a.word < s.scan[i-1].word {
			s.byWord = nil
			break
		}
		s.activeBits[a.word] |= a.mask << a.shift
		if s.byWord[a.word][1] == 0 {
			s.byWord[a.word][0] = int32(i)
		}
		s.byWord[a.word][1] = int32(i + 1)
	}
	s.place = make([]uint32, m.Lay.NGlobal)
	for i := range s.place {
		lf := &m.Lay.Leaves[i]
		s.place[i] = uint32(lf.Word)<<6 | uint32(lf.Shift)
	}
	s.byIndex = make([][][]int32, len(s.size))
	s.byValue = make([][]int32, len(s.size))
	for t, n := range s.size {
		s.byIndex[t] = make([][]int32, n)
	}
	for i := range s.active {
		l := &s.active[i]
		for _, sl := range l.slots {
			if !slices.Contains(s.byIndex[sl.t][sl.o], int32(i)) {
				s.byIndex[sl.t][sl.o] = append(s.byIndex[sl.t][sl.o], int32(i))
			}
		}
		for _, sp := range l.val {
			if !slices.Contains(s.byValue[sp.t], int32(i)) {
				s.byValue[sp.t] = append(s.byValue[sp.t], int32(i))
			}
		}
	}
	return s
}

// placeHash is the hash of l's place as value u of type t sees it in the
// first round: the indices that are u "self", the others "other" (of
// their type).
func (l *symLeaf) placeHash(kind []uint64, t, u int32) uint64 {
	h := l.cls
	for _, sl := range l.slots {
		c := codeOther + kind[sl.t]
		if sl.t == t && sl.o == u {
			c = codeSelf
		}
		h = mix2(h, c)
	}
	return h
}

// AllPerms returns the whole group (nil when it has more than
// MaxPermutations elements, or when the state holds multisets, whose
// places the group does not permute).
func (s *Symmetry) AllPerms() *Group {
	if s.group == nil && len(s.size) == len(s.types) && GroupSize(s.types, s.win) <= MaxPermutations {
		s.group = NewGroup(s.m, s.types, s.win)
	}
	return s.group
}

// HasMultisets reports whether the state holds multisets, whose places
// are symmetric too (AllPerms does not enumerate their permutations).
func (s *Symmetry) HasMultisets() bool { return len(s.size) > len(s.types) }

// MinImage returns a function that replaces a state (the global words)
// by the smallest member of its orbit, found by enumerating the group,
// when the group has at most max permutations and the state holds no
// multisets; nil otherwise. Its form is canonical (one per orbit) but
// may differ from Canon's: for callers that keep states apart by orbit
// without comparing them with stored ones, where a group of a few
// permutations costs less to enumerate than signatures.
func (s *Symmetry) MinImage(max int) func(st []uint64) {
	if s.HasMultisets() || GroupSize(s.types, s.win) > int64(max) {
		return nil
	}
	g := s.AllPerms()
	if g == nil {
		return nil
	}
	best, tmp := make([]uint64, s.words), make([]uint64, s.words)
	return func(st []uint64) { g.minImage(st, best, tmp) }
}

// Images returns a function that calls f with each image of a state (the
// global words) under the group's permutations but the identity, when
// the group has at most max permutations and the state holds no
// multisets; nil otherwise. f must not keep the slice it is given.
func (s *Symmetry) Images(max int) func(st []uint64, f func([]uint64)) {
	if s.HasMultisets() || GroupSize(s.types, s.win) > int64(max) {
		return nil
	}
	g := s.AllPerms()
	if g == nil {
		return nil
	}
	img := make([]uint64, s.words)
	return func(st []uint64, f func([]uint64)) {
		for i := range g.Perms {
			for k := range img {
				img[k] = g.Perms[i].imageWord(st, k)
			}
			f(img)
		}
	}
}

// Enumerate makes the canonical form the orbit's minimum over the whole
// group, enumerated (cheaper than signatures for a group of a few
// permutations; tests compare the two).
func (s *Symmetry) Enumerate() {
	s.exhaustive = true
	s.group = NewGroup(s.m, s.types, s.win)
}

// Hash codes for the components of a leaf's hash.
const (
	codeUndef uint64 = 0x9e3779b97f4a7c15
	codeSelf  uint64 = 0xc2b2ae3d27d4eb4f
	codeOther uint64 = 0x165667b19e3779f9
)

func mix(h uint64) uint64 {
	h ^= h >> 33
	h *= 0xff51afd7ed558ccd
	h ^= h >> 33
	h *= 0xc4ceb9fe1a85ec53
	h ^= h >> 33
	return h
}

func mix2(h, v uint64) uint64 { return mix(h*0x9e3779b97f4a7c15 + v + 0x632be59bd9b4e019) }

// Canonizer holds one worker's scratch space for canonicalization.
type Canonizer struct {
	s     *Symmetry
	sig   [][]uint64 // per type, per value: the signature of the last round
	next  [][]uint64
	order [][]int32  // per type: its values sorted by signature
	pos   [][]int32  // per type, per value: its position (the candidate permutation)
	class [][][2]int // per type: the [start, end) of each class of order with more than one value
	free  []freeClass
	best  []uint64
	img   []uint64
	invol []int32   // scratch: the values a leaf involves
	def   []defLeaf // the active leaves that are defined in the state
}

// defLeaf is a defined active leaf with its raw value.
type defLeaf struct {
	i   int32
	raw uint64
}

// freeClass is a class whose orders are enumerated.
type freeClass struct {
	t          int
	start, end int
}

// NewCanonizer returns a canonicalizer of s (one per worker).
func (s *Symmetry) NewCanonizer() *Canonizer {
	z := &Canonizer{s: s, best: make([]uint64, s.words), img: make([]uint64, s.words)}
	for _, n := range s.size {
		z.sig = append(z.sig, make([]uint64, n))
		z.next = append(z.next, make([]uint64, n))
		z.order = append(z.order, make([]int32, n))
		z.pos = append(z.pos, make([]int32, n))
		z.class = append(z.class, nil)
	}
	return z
}

// Canon replaces st (the global words) by its orbit's canonical form.
func (z *Canonizer) Canon(st []uint64) {
	if z.s.exhaustive {
		z.s.group.minImage(st, z.best, z.img)
		return
	}
	z.defined(st)
	for t := range z.sig {
		clear(z.sig[t])
	}
	// Signatures with the other symmetric values anonymous first; refined
	// (the others named by their signatures) while refinement splits
	// classes and some class is not symmetric in st. Whether one is
	// depends only on the orbit when the group permutes each symmetric
	// type independently (the conjugate of a transposition that fixes st
	// is a transposition that fixes the image); with multisets in arrays
	// over symmetric types it does not, and refinement goes on until the
	// classes are stable, a property of the orbit.
	z.round(st, 0)
	n := z.classify()
	if z.s.wreath {
		for r := 1; n < z.total() && r < 8; r++ {
			z.round(st, r)
			m := z.classify()
			if m == n {
				break
			}
			n = m
		}
		z.findFree(st)
	} else {
		z.findFree(st)
		for r := 1; len(z.free) > 0 && n < z.total() && r < 8; r++ {
			z.round(st, r)
			m := z.classify()
			z.findFree(st)
			if m == n {
				break
			}
			n = m
		}
	}
	if len(z.free) == 0 {
		if !z.identity() {
			z.image(st, z.best)
			copy(st, z.best)
		}
		return
	}
	first := true
	var rec func(k int)
	rec = func(k int) {
		if k == len(z.free) {
			z.image(st, z.img)
			if first || lessWords(z.img, z.best) {
				copy(z.best, z.img)
				first = false
			}
			return
		}
		fc := z.free[k]
		vals := z.order[fc.t][fc.start:fc.end]
		pos := z.pos[fc.t]
		// Every assignment of the class's values to its positions (Heap's
		// algorithm over the values).
		n := len(vals)
		perm := append([]int32(nil), vals...)
		assign := func() {
			for i, v := range perm {
				pos[v] = int32(fc.start + i)
			}
			rec(k + 1)
		}
		c := make([]int, n)
		assign()
		for i := 0; i < n; {
			if c[i] < i {
				if i%2 == 0 {
					perm[0], perm[i] = perm[i], perm[0]
				} else {
					perm[c[i]], perm[i] = perm[i], perm[c[i]]
				}
				assign()
				c[i]++
				i = 0
			} else {
				c[i] = 0
				i++
			}
		}
	}
	rec(0)
	copy(st, z.best)
}

// defined lists the defined active leaves of st in z.def.
func (z *Canonizer) defined(st []uint64) {
	s := z.s
	z.def = z.def[:0]
	if s.byWord == nil {
		for i, a := range s.scan {
			if raw := (st[a.word] >> a.shift) & a.mask; raw != 0 {
				z.def = append(z.def, defLeaf{int32(i), raw})
			}
		}
		return
	}
	for w, r := range s.byWord {
		x := st[w]
		if x&s.activeBits[w] == 0 {
			continue
		}
		for i := r[0]; i < r[1]; i++ {
			a := &s.scan[i]
			if raw := (x >> a.shift) & a.mask; raw != 0 {
				z.def = append(z.def, defLeaf{i, raw})
			}
		}
	}
}

// identity reports whether the positions z.pos leave every value in place.
func (z *Canonizer) identity() bool {
	for _, pos := range z.pos {
		for v, p := range pos {
			if int32(v) != p {
				return false
			}
		}
	}
	return true
}

// round computes one round of signatures of the symmetric values of st
// into z.sig (round 0: the other symmetric values anonymous; later rounds:
// named by their signatures of the previous round).
func (z *Canonizer) round(st []uint64, round int) {
	s := z.s
	for t := range z.next {
		clear(z.next[t])
	}
	if round == 0 {
		for _, d := range z.def {
			z.leafSig0(d.raw, &s.active[d.i])
		}
	} else {
		for _, d := range z.def {
			z.leafSig(d.raw, &s.active[d.i], round)
		}
	}
	for t := range z.next {
		for v, h := range z.next[t] {
			z.sig[t][v] = mix2(z.sig[t][v], h)
		}
	}
}

// classify orders the values of each type by signature, sets the
// positions z.pos of that order and the classes of equal signatures with
// more than one value; it returns the number of classes (singletons
// included).
func (z *Canonizer) classify() int {
	n := 0
	for t := range z.s.size {
		ord, sig, pos := z.order[t], z.sig[t], z.pos[t]
		for v := range ord {
			ord[v] = int32(v)
		}
		slices.SortFunc(ord, func(a, b int32) int { return cmp.Compare(sig[a], sig[b]) })
		z.class[t] = z.class[t][:0]
		for i := 0; i < len(ord); {
			j := i + 1
			for j < len(ord) && sig[ord[j]] == sig[ord[i]] {
				j++
			}
			if j-i > 1 {
				z.class[t] = append(z.class[t], [2]int{i, j})
			}
			n++
			i = j
		}
		for i, v := range ord {
			pos[v] = int32(i)
		}
	}
	return n
}

// findFree lists the classes that are not symmetric in st: their orders
// are enumerated.
func (z *Canonizer) findFree(st []uint64) {
	z.free = z.free[:0]
	for t := range z.s.size {
		for _, c := range z.class[t] {
			if !z.symmetricClass(st, t, z.order[t][c[0]:c[1]]) {
				z.free = append(z.free, freeClass{t, c[0], c[1]})
			}
		}
	}
}

func (z *Canonizer) total() int {
	n := 0
	for _, k := range z.s.size {
		n += k
	}
	return n
}

// leafSig adds the contribution of leaf l of st to the signature of every
// symmetric value it involves (round 0: the other symmetric values
// anonymous; later rounds: named by their signatures).
func (z *Canonizer) leafSig(raw uint64, l *symLeaf, round int) {
	vt, vo := int32(-1), int64(0)
	for _, sp := range l.val {
		if int64(raw) > sp.lo && int64(raw) <= sp.lo+sp.n {
			vt, vo = sp.t, int64(raw)-1-sp.lo
			break
		}
	}
	// The (type, value) pairs involved, deduplicated.
	inv := z.invol[:0]
	add := func(t int32, o int32) {
		for k := 0; k < len(inv); k += 2 {
			if inv[k] == t && inv[k+1] == o {
				return
			}
		}
		inv = append(inv, t, o)
	}
	for _, sl := range l.slots {
		add(sl.t, sl.o)
	}
	if vt >= 0 {
		add(vt, int32(vo))
	}
	z.invol = inv
	for k := 0; k < len(inv); k += 2 {
		t, u := inv[k], inv[k+1]
		h := l.cls
		for _, sl := range l.slots {
			h = mix2(h, z.code(t, u, sl.t, int64(sl.o), round))
		}
		switch {
		case raw == 0:
			h = mix2(h, codeUndef)
		case vt >= 0:
			h = mix2(h, z.code(t, u, vt, vo, round)^0x5bd1e995)
		default:
			h = mix2(h, raw)
		}
		z.next[t][u] += h
	}
}

// leafSig0 is leafSig for the first round, from the hashes of the leaf's
// place computed once (and, for a leaf with few raw values, every addend):
// the same function of the state as leafSig would compute for round 0 up
// to the hash constants, so also invariant.
func (z *Canonizer) leafSig0(raw uint64, l *symLeaf) {
	if l.extraT != nil {
		for k := range l.idx {
			e := &l.idx[k]
			z.next[e.t][e.u] += e.tab[raw]
		}
		if t := l.extraT[raw]; t >= 0 {
			z.next[t][l.extraU[raw]] += l.extraH[raw]
		}
		return
	}
	for k := range l.idx {
		e := &l.idx[k]
		c, _, _ := l.sig0(e, raw)
		z.next[e.t][e.u] += mix2(e.h, c)
	}
	if t, u, h := l.sig0Extra(raw); t >= 0 {
		z.next[t][u] += h
	}
}

// value decodes a raw value of l: the symmetric type and value it holds,
// or -1.
func (l *symLeaf) value(raw uint64) (int32, int32) {
	for _, sp := range l.val {
		if int64(raw) > sp.lo && int64(raw) <= sp.lo+sp.n {
			return sp.t, int32(int64(raw) - 1 - sp.lo)
		}
	}
	return -1, 0
}

// sig0 returns the code of raw value raw of l as index value e sees it in
// the first round.
func (l *symLeaf) sig0(e *symInv, raw uint64) (uint64, int32, int32) {
	vt, vo := l.value(raw)
	switch {
	case raw == 0:
		return codeUndef, vt, vo
	case vt < 0:
		return raw, vt, vo
	case vt == e.t && vo == e.u:
		return codeSelf ^ 0x5bd1e995, vt, vo
	}
	return (codeOther + uint64(vt)) ^ 0x5bd1e995, vt, vo
}

// sig0Extra returns the symmetric value that raw value raw of l holds when
// none of l's indices names it, with its first-round addend (type -1:
// none).
func (l *symLeaf) sig0Extra(raw uint64) (int32, int32, uint64) {
	vt, vo := l.value(raw)
	if vt < 0 || raw == 0 {
		return -1, 0, 0
	}
	for _, e := range l.idx {
		if e.t == vt && e.u == vo {
			return -1, 0, 0
		}
	}
	return vt, vo, mix2(l.hsOther, codeSelf^0x5bd1e995)
}

// code names symmetric value o of type vt in the hash for value u of type
// t.
func (z *Canonizer) code(t, u, vt int32, o int64, round int) uint64 {
	if vt == t && int64(u) == o {
		return codeSelf
	}
	if round == 0 {
		return codeOther + z.s.kind[vt]
	}
	return z.sig[vt][o]
}

// symmetricClass reports whether every transposition of adjacent values
// of the class (values of type t) fixes st, so that every order of the
// class gives the same image.
func (z *Canonizer) symmetricClass(st []uint64, t int, vals []int32) bool {
	for i := 0; i+1 < len(vals); i++ {
		if !z.fixes(st, t, vals[i], vals[i+1]) {
			return false
		}
	}
	return true
}

// fixes reports whether the transposition of values a and b of type t
// maps st to itself: the leaves indexed by a or b, and those that may hold
// a value of t, are the only ones it can change (an undefined one is
// checked from the leaf it would go to, which is in these lists too, or is
// itself).
func (z *Canonizer) fixes(st []uint64, t int, a, b int32) bool {
	s := z.s
	for k := 0; k < 3; k++ {
		var list []int32
		switch k {
		case 0:
			list = s.byIndex[t][a]
		case 1:
			list = s.byIndex[t][b]
		default:
			list = s.byValue[t]
		}
		for _, i := range list {
			sc := &s.scan[i]
			if (st[sc.word]>>sc.shift)&sc.mask == 0 {
				continue
			}
			if !z.fixesLeaf(st, &s.active[i], int32(t), a, b) {
				return false
			}
		}
	}
	return true
}

// fixesLeaf reports whether the transposition of a and b (of type t) moves
// leaf l of st onto an equal value.
func (z *Canonizer) fixesLeaf(st []uint64, l *symLeaf, t, a, b int32) bool {
	swap := func(o int32) int32 {
		switch o {
		case a:
			return b
		case b:
			return a
		}
		return o
	}
	raw := (st[l.word] >> l.shift) & l.mask
	if raw == 0 {
		// checked from the leaf it would go to, which is indexed by the
		// other value of the pair, or is itself
		return true
	}
	dst := int(l.leaf)
	for _, sl := range l.slots {
		if sl.t == t {
			dst += int(swap(sl.o)-sl.o) * int(sl.stride)
		}
	}
	img := raw
	for _, sp := range l.val {
		if sp.t == t && int64(raw) > sp.lo && int64(raw) <= sp.lo+sp.n {
			o := int32(int64(raw) - 1 - sp.lo)
			img = uint64(sp.lo + int64(swap(o)) + 1)
			break
		}
	}
	if dst == int(l.leaf) && img == raw {
		return true
	}
	d := &z.s.m.Lay.Leaves[dst]
	return (st[d.Word]>>d.Shift)&d.Mask == img
}

// image writes into out the image of st under the permutation z.pos
// (value v of type t goes to position pos[t][v]).
func (z *Canonizer) image(st, out []uint64) {
	s := z.s
	for k := range out {
		out[k] = st[k] & s.inert[k]
	}
	leaves := s.m.Lay.Leaves
	for _, d := range z.def {
		a := &s.act[d.i]
		raw := d.raw
		if a.slow {
			z.imageSlow(&s.active[d.i], raw, out, leaves)
			continue
		}
		dst := a.leaf
		for k := range a.nslot {
			sl := &a.slot[k]
			dst += (z.pos[sl.t][sl.o] - sl.o) * sl.stride
		}
		if a.spanT >= 0 {
			if o := int32(raw) - 1 - a.spanLo; o >= 0 && o < a.spanN {
				raw = uint64(a.spanLo + z.pos[a.spanT][o] + 1)
			}
		}
		p := s.place[dst]
		out[p>>6] |= raw << (p & 63)
	}
}

// imageSlow is the image of one leaf with many symmetric indices or a
// value of several symmetric types.
func (z *Canonizer) imageSlow(l *symLeaf, raw uint64, out []uint64, leaves []vm.Leaf) {
	dst := int(l.leaf)
	for _, sl := range l.slots {
		dst += int(z.pos[sl.t][sl.o]-sl.o) * int(sl.stride)
	}
	for _, sp := range l.val {
		if int64(raw) > sp.lo && int64(raw) <= sp.lo+sp.n {
			raw = uint64(sp.lo + int64(z.pos[sp.t][int64(raw)-1-sp.lo]) + 1)
			break
		}
	}
	d := &leaves[dst]
	out[d.Word] |= raw << d.Shift
}
