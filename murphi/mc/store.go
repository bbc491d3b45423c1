package mc

// This file implements the visited-state store: an arena of packed states
// in insertion (BFS) order with an open-addressing hash index, and the
// parent links used to rebuild traces.

// store holds states of w words each.
type store struct {
	w      int
	arena  []uint64
	table  []uint64 // fingerprint<<32 | index+1 of a state; 0 = empty
	mask   uint64
	n      int
	parent []uint32 // parent state index (noParent for start states)
	via    []uint32 // index of the instance that produced the state
}

const noParent = ^uint32(0)

func newStore(w int) *store {
	s := &store{w: w}
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

func (s *store) state(i int) []uint64 { return s.arena[i*s.w : (i+1)*s.w] }

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
	if len(s.arena)+len(st) > cap(s.arena) {
		arena := make([]uint64, len(s.arena), 2*cap(s.arena)+len(st))
		adviseHuge(arena)
		copy(arena, s.arena)
		s.arena = arena
	}
	s.arena = append(s.arena, st...)
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
// eight words) that is 512 MiB of table and about 830 MiB of arena.
func (s *store) compact() {
	s.table, s.mask = nil, 0
	s.arena = clipped(s.arena)
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
	return uint64(cap(s.arena))*8 + uint64(len(s.table))*8 + uint64(cap(s.parent)+cap(s.via))*4
}
