package smt

import (
	"fmt"
	"math/rand"
	"sync"
	"testing"
	"time"
)

// invQueries returns n implication queries shaped like invFinder's: a guard of 3-5 literals
// implies an obligation !(l1 & ... & lk) of 2-4 literals, over 6 enumeration atoms (3 or 4
// members) and 4 Boolean atoms.
func invQueries(seed int64, n int) [][2]*Term {
	r := rand.New(rand.NewSource(seed))
	cache := EnumSort("CacheState", "I", "S", "E")
	msg := EnumSort("Msg", "Empty", "ReqS", "ReqE", "Inv")
	var enums, bools []*Term
	for i := 1; i <= 3; i++ {
		enums = append(enums, Var(fmt.Sprintf("Cache[%d].State", i), cache))
		enums = append(enums, Var(fmt.Sprintf("Chan1[%d].Cmd", i), msg))
		bools = append(bools, Var(fmt.Sprintf("ShrSet[%d]", i), BoolSort()))
	}
	bools = append(bools, Var("ExGntd", BoolSort()))
	lit := func() *Term {
		if r.Intn(10) < 3 {
			b := bools[r.Intn(len(bools))]
			if r.Intn(2) == 0 {
				return Not(b)
			}
			return b
		}
		e := enums[r.Intn(len(enums))]
		c := EnumConst(e.Sort(), r.Intn(e.Sort().Size()))
		if r.Intn(4) == 0 {
			return Ne(e, c)
		}
		return Eq(e, c)
	}
	lits := func(lo, hi int) []*Term {
		k := lo + r.Intn(hi-lo+1)
		ls := make([]*Term, k)
		for i := range ls {
			ls[i] = lit()
		}
		return ls
	}
	qs := make([][2]*Term, n)
	for i := range qs {
		qs[i] = [2]*Term{And(lits(3, 5)...), Not(And(lits(2, 4)...))}
	}
	return qs
}

// BenchmarkImplies10k runs 10,000 invFinder-sized implication queries per iteration on one Z3
// solver; see the ns/query metric. These queries are conjunctions of literals, which the quick
// path decides without Z3.
func BenchmarkImplies10k(b *testing.B) { benchImplies(b, Options{}) }

// BenchmarkImplies10kZ3 is BenchmarkImplies10k with every query sent to Z3.
func BenchmarkImplies10kZ3(b *testing.B) { benchImplies(b, Options{NoQuickPath: true}) }

func benchImplies(b *testing.B, opts Options) {
	qs := invQueries(1, 10000)
	z, err := NewZ3(opts)
	if err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	valid := 0
	for it := 0; it < b.N; it++ {
		valid = 0
		for _, q := range qs {
			ok, err := z.Implies(q[0], q[1])
			if err != nil {
				b.Fatal(err)
			}
			if ok {
				valid++
			}
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(qs)), "ns/query")
	b.ReportMetric(float64(valid), "valid/10k")
}

// BenchmarkImplies10kPool2 runs the same queries from 2 goroutines through a Pool of 2, all on Z3.
func BenchmarkImplies10kPool2(b *testing.B) {
	qs := invQueries(1, 10000)
	p, err := NewPool(2, Options{NoQuickPath: true})
	if err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for it := 0; it < b.N; it++ {
		var wg sync.WaitGroup
		for w := 0; w < 2; w++ {
			wg.Add(1)
			go func(w int) {
				defer wg.Done()
				for i := w; i < len(qs); i += 2 {
					if _, err := p.Implies(qs[i][0], qs[i][1]); err != nil {
						b.Error(err)
						return
					}
				}
			}(w)
		}
		wg.Wait()
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(qs)), "ns/query")
}

// TestInvQueriesAgree checks the benchmark's queries against brute force (a sample, to keep the
// test fast) and that they are not all of one answer.
func TestInvQueriesAgree(t *testing.T) {
	qs := invQueries(1, 10000)
	z := newZ3(t)
	slow, err := NewZ3(Options{NoQuickPath: true})
	if err != nil {
		t.Fatal(err)
	}
	// Quick path against Z3 on all queries.
	for _, q := range qs {
		a, err := z.Implies(q[0], q[1])
		if err != nil {
			t.Fatal(err)
		}
		b, err := slow.Implies(q[0], q[1])
		if err != nil {
			t.Fatal(err)
		}
		if a != b {
			t.Fatalf("Implies(%s, %s): quick path %v, z3 %v", q[0], q[1], a, b)
		}
		if _, ok, _ := quickSat(Not(Implies(q[0], q[1]))); !ok {
			t.Fatalf("quick path did not decide Implies(%s, %s)", q[0], q[1])
		}
	}
	brute := &Brute{}
	valid := 0
	start := time.Now()
	for i := 0; i < len(qs); i += 20 {
		q := qs[i]
		zv, err := z.Implies(q[0], q[1])
		if err != nil {
			t.Fatal(err)
		}
		bv, err := brute.Implies(q[0], q[1])
		if err != nil {
			t.Fatal(err)
		}
		if zv != bv {
			t.Fatalf("Implies(%s, %s): z3 %v, brute %v", q[0], q[1], zv, bv)
		}
		if zv {
			valid++
		}
	}
	t.Logf("%d of %d sampled queries valid (%v)", valid, len(qs)/20, time.Since(start))
	if valid == 0 || valid == len(qs)/20 {
		t.Errorf("degenerate benchmark queries: %d valid", valid)
	}
}
