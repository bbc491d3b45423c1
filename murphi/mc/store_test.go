package mc

import "testing"

// TestArenaChunks: states put into the arena read back across chunk
// boundaries and the first chunk's growth, a copy taken earlier still reads
// the states it held, and compact leaves no more than an eighth spare.
func TestArenaChunks(t *testing.T) {
	const w = 3
	s := newStore(w)
	n := 2<<chunkBits + 5 // into the third chunk
	var early arena
	for i := 0; i < n; i++ {
		st := []uint64{uint64(i), uint64(i) * 7, ^uint64(i)}
		if idx, isNew := s.insert(st, noParent, 0); idx != i || !isNew {
			t.Fatalf("insert %d: index %d, new %v", i, idx, isNew)
		}
		if i == 1500 { // the first chunk has grown once (1024 states)
			early = s.arena
		}
	}
	if len(s.chunks) != 3 {
		t.Fatalf("%d chunks for %d states", len(s.chunks), n)
	}
	check := func(a arena, upTo int) {
		t.Helper()
		for i := 0; i < upTo; i++ {
			st := a.state(i)
			if len(st) != w || st[0] != uint64(i) || st[1] != uint64(i)*7 || st[2] != ^uint64(i) {
				t.Fatalf("state %d reads %v", i, st)
			}
		}
	}
	check(s.arena, n)
	check(early, 1501)
	if idx, isNew := s.insert([]uint64{7, 49, ^uint64(7)}, noParent, 0); idx != 7 || isNew {
		t.Errorf("a stored state inserted again: index %d, new %v", idx, isNew)
	}
	s.compact()
	check(s.arena, n)
	if spare := s.words() - n*w; spare > n*w/8 {
		t.Errorf("compact left %d spare words for %d states", spare, n)
	}
}
