package mc

// This file implements the visited-state store: an arena of packed states
// in insertion (BFS) order with an open-addressing hash index, and the
// parent links used to rebuild traces.

// store holds states of w words each.
type store struct {
	arena
	table  []uint64 // fingerprint<<32 | index+1 of a state; 0 = empty
	mask   uint64
	n      int
	parent []uint32 // parent state index (noParent for start states)
	via    []uint32 // index of the instance that produced the state
}

// chunkBits: the arena keeps its states in chunks of 1<<chunkBits states.
// A chunk never moves once full, so the arena grows without copying what
// it holds, and a large exploration never needs its states twice over
// (a doubling slice needs three times their size while it copies: at
// 2^25 states of German 2004's three-node instance, 8 GB for 2.7 GB).
const chunkBits = 16

// arena holds states of w words each in chunks of 1<<chunkBits states;
// the first chunk grows by doubling up to that size, so that a small
// exploration takes little memory. A chunk's slice never changes once in
// the list (states are copied into it), so a copy of an arena reads the
// states it held then while the store adds more (parallel expansion).
type arena struct {
	w      int
	chunks [][]uint64
}

// state returns state i.
func (a arena) state(i int) []uint64 {
	c := a.chunks[i>>chunkBits]
	o := (i & (1<<chunkBits - 1)) * a.w
	return c[o : o+a.w : o+a.w]
}

// put stores st (w words) as state i, the arena holding states 0..i-1.
func (a *arena) put(i int, st []uint64) {
	full := a.w << chunkBits
	k, o := i>>chunkBits, (i&(1<<chunkBits-1))*a.w
	switch {
	case k == len(a.chunks) && k == 0:
		a.chunks = [][]uint64{make([]uint64, min(full, 1024*a.w))}
	case k == len(a.chunks):
		c := make([]uint64, full)
		adviseHuge(c)
		a.chunks = append(a.chunks, c)
	case o+a.w > len(a.chunks[k]):
		// only the first chunk grows; a new list of chunks, so that a
		// copy of the arena keeps reading the old one
		c := make([]uint64, min(full, 2*len(a.chunks[k])))
		adviseHuge(c)
		copy(c, a.chunks[k])
		a.chunks = [][]uint64{c}
	}
	copy(a.chunks[k][o:o+a.w], st)
}

// words returns the words the arena has allocated.
func (a arena) words() int {
	n := 0
	for _, c := range a.chunks {
		n += cap(c)
	}
	return n
}

const noParent = ^uint32(0)

func newStore(w int) *store {
	s := &store{arena: arena{w: w}}
	s.table = make([]uint64, 1<<16)
	s.mask = uint64(len(s.table) - 1)
	return s
}

func hashWords(ws []uint64) uint64 {
	h := uint64(0x9E3779B97F4A7C15)
	for _, w := range ws {
		h ^= w
		h *= 0xBF58476D1CE4E5B9
		h ^= h >> 31
	}
	h *= 0x94D049BB133111EB
	return h ^ h>>29
}

func equalWords(a, b []uint64) bool {
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// Table entries hold the low 32 bits of a state's hash above its index
// plus one. The slot is the hash masked by the table size, so the stored
// bits give the slot again (tables stay below 2^32 entries) and grow
// never rehashes a state.

// lookup returns the index of st (w words, hash full) if it is stored. It
// only reads the store, so several goroutines may look up at once while
// nobody inserts.
func (s *store) lookup(st []uint64, full uint64) (int, bool) {
	_, idx, found := s.probe(st, full)
	return idx, found
}

// probe follows st's probe sequence to st's index, or to the empty slot
// where it would go.
func (s *store) probe(st []uint64, full uint64) (slot uint64, idx int, found bool) {
	fp := full << 32
	h := full & s.mask
	for {
		e := s.table[h]
		if e == 0 {
			return h, 0, false
		}
		if e>>32<<32 == fp && equalWords(s.state(int(uint32(e)-1)), st) {
			return h, int(uint32(e) - 1), true
		}
		h = (h + 1) & s.mask
	}
}

// insert adds st (w words) unless present; it returns the state's index
// and whether it was new.
func (s *store) insert(st []uint64, parent, via uint32) (int, bool) {
	return s.insertHashed(st, hashWords(st), parent, via)
}

// insertHashed is insert for a state whose hashWords is full.
func (s *store) insertHashed(st []uint64, full uint64, parent, via uint32) (int, bool) {
	if uint64(s.n+1)*2 > uint64(len(s.table)) {
		s.grow()
	}
	h, idx, found := s.probe(st, full)
	if found {
		return idx, false
	}
	s.put(s.n, st)
	s.parent = append(s.parent, parent)
	s.via = append(s.via, via)
	s.n++
	s.table[h] = full<<32 | uint64(s.n)
	return s.n - 1, true
}

func (s *store) grow() {
	table := make([]uint64, len(s.table)*2)
	adviseHuge(table)
	mask := uint64(len(table) - 1)
	for _, e := range s.table {
		if e == 0 {
			continue
		}
		h := e >> 32 & mask
		for table[h] != 0 {
			h = (h + 1) & mask
		}
		table[h] = e
	}
	s.table, s.mask = table, mask
}

// compact frees what only the exploration needs, once it adds no more
// states: the hash table (the oracle and the traces read the states by
// index) and the spare capacity that doubling left in the arena and the
// parent and instance lists. For German 2004's evidence (20 M states of
// eight words) that is 512 MiB of table (and, before the arena had
// chunks, about 830 MiB of arena).
func (s *store) compact() {
	s.table, s.mask = nil, 0
	if last := len(s.chunks) - 1; last >= 0 {
		s.chunks[last] = clipped(s.chunks[last][:(s.n-last<<chunkBits)*s.w])
	}
	s.parent = clipped(s.parent)
	s.via = clipped(s.via)
}

// clipped returns s, or a copy of it without its spare capacity when that
// is more than an eighth of its length.
func clipped[T any](s []T) []T {
	if cap(s)-len(s) <= len(s)/8 {
		return s
	}
	return append(make([]T, 0, len(s)), s...)
}

// bytes estimates the memory held by the store.
func (s *store) bytes() uint64 {
	return uint64(s.words())*8 + uint64(len(s.table))*8 + uint64(cap(s.parent)+cap(s.via))*4
}
