package invfinder

import (
	"sync"
	"testing"

	"paraverify/internal/testdirs"
	"paraverify/invfinder/evidence"
	"paraverify/invfinder/formula"
	"paraverify/invfinder/smt"
	"paraverify/murphi/check"
)

// TestReachConcurrent: an evidence.Reach asked by eight goroutines at
// once, each in its own order, answers every cube as one asked by a
// single goroutine does and counts the same cubes reached only by the
// smaller instance or too large for the reference (the workers of Find
// ask it without a lock). The cubes are German's invariants and each of
// them less one literal, asked of a prefix of two nodes with a prefix of
// three nodes as the larger instance and one node, whole, as the smaller.
// Run with -race, it also shows that no call writes what another reads.
func TestReachConcurrent(t *testing.T) {
	path := testdirs.SharedModel("german_chou.m")
	m := loadModel(t, path, map[string]int64{"NODE_NUM": 2, "DATA_NUM": 2})
	three := loadModel(t, path, map[string]int64{"NODE_NUM": 3, "DATA_NUM": 2})
	one := loadModel(t, path, map[string]int64{"NODE_NUM": 1, "DATA_NUM": 2})
	z3, err := smt.NewZ3(smt.Options{})
	if err != nil {
		t.Fatal(err)
	}
	res, err := Find(m, evidence.NewReach(reference(t, m), m), smt.NewCache(z3), Options{})
	if err != nil {
		t.Fatal(err)
	}
	type query struct {
		params []check.Type
		cube   formula.Cube
	}
	var qs []query
	for _, f := range res.Invs {
		qs = append(qs, query{f.Inv.Params, f.Inv.Bad})
		for k := range f.Inv.Bad {
			less := append(append(formula.Cube{}, f.Inv.Bad[:k]...), f.Inv.Bad[k+1:]...)
			qs = append(qs, query{f.Inv.Params, less})
		}
	}
	prefix, larger, smaller := explorePrefix(t, m, 60), explorePrefix(t, three, 300), reference(t, one)
	reach := func() *evidence.Reach {
		r := evidence.NewReach(prefix, m)
		r.Larger = evidence.NewReach(larger, three)
		r.Larger.Others = true
		r.Smaller = []*evidence.Reach{evidence.NewReach(smaller, one)}
		return r
	}
	serial := reach()
	want := make([]bool, len(qs))
	reached := 0
	for i, q := range qs {
		if want[i], err = serial.Reachable(q.params, q.cube); err != nil {
			t.Fatal(err)
		}
		if want[i] {
			reached++
		}
	}
	if reached == 0 || reached == len(qs) || serial.SmallerHits == 0 {
		t.Fatalf("%d of %d cubes reached, %d only by the smaller instance: the test no longer asks both kinds", reached, len(qs), serial.SmallerHits)
	}
	t.Logf("%d cubes, %d reached, %d only by the smaller instance, %d too large", len(qs), reached, serial.SmallerHits, serial.TooSmall)
	conc := reach()
	var wg sync.WaitGroup
	for g := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for k := range qs {
				// each goroutine its own order: from its own start,
				// forwards or backwards
				i := (k + g*len(qs)/8) % len(qs)
				if g%2 == 1 {
					i = len(qs) - 1 - i
				}
				got, err := conc.Reachable(qs[i].params, qs[i].cube)
				if err != nil || got != want[i] {
					t.Errorf("goroutine %d: %v: %v %v, want %v", g, qs[i].cube, got, err, want[i])
					return
				}
			}
		}()
	}
	wg.Wait()
	if conc.SmallerHits != serial.SmallerHits || conc.TooSmall != serial.TooSmall {
		t.Errorf("counted %d only by the smaller instance and %d too large, want %d and %d", conc.SmallerHits, conc.TooSmall, serial.SmallerHits, serial.TooSmall)
	}
}
