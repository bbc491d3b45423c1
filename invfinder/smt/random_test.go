package smt

import (
	"fmt"
	"math/rand"
	"sync"
	"testing"
)

// gen builds random well-sorted formulas over a few Bool, enumeration and Int atoms and two
// uninterpreted functions.
type gen struct {
	r     *rand.Rand
	bools []*Term
	enums []*Term
	ints  []*Term
}

func newGen(seed int64) *gen {
	g := &gen{r: rand.New(rand.NewSource(seed))}
	for i := 0; i < 3; i++ {
		g.bools = append(g.bools, Var(fmt.Sprintf("b%d", i), BoolSort()))
		g.enums = append(g.enums, Var(fmt.Sprintf("e%d", i), state))
	}
	for i := 0; i < 2; i++ {
		g.ints = append(g.ints, Var(fmt.Sprintf("x%d", i), IntSort()))
	}
	return g
}

func (g *gen) boolTerm(d int) *Term {
	if d <= 0 || g.r.Intn(5) == 0 {
		switch g.r.Intn(4) {
		case 0:
			return g.bools[g.r.Intn(len(g.bools))]
		case 1:
			return Eq(g.enumTerm(0), g.enumTerm(0))
		case 2:
			return App("g", BoolSort(), g.intTerm(0))
		default:
			return Le(g.intTerm(0), g.intTerm(0))
		}
	}
	switch g.r.Intn(9) {
	case 0:
		return Not(g.boolTerm(d - 1))
	case 1:
		return And(g.boolTerm(d-1), g.boolTerm(d-1), g.boolTerm(d-1))
	case 2:
		return Or(g.boolTerm(d-1), g.boolTerm(d-1))
	case 3:
		return Implies(g.boolTerm(d-1), g.boolTerm(d-1))
	case 4:
		return Ite(g.boolTerm(d-1), g.boolTerm(d-1), g.boolTerm(d-1))
	case 5:
		return Eq(g.enumTerm(d-1), g.enumTerm(d-1))
	case 6:
		return Ne(g.enumTerm(d-1), g.enumTerm(d-1))
	case 7:
		return Lt(g.intTerm(d-1), g.intTerm(d-1))
	default:
		return Eq(g.boolTerm(d-1), g.boolTerm(d-1))
	}
}

func (g *gen) enumTerm(d int) *Term {
	if d <= 0 || g.r.Intn(3) == 0 {
		if g.r.Intn(3) == 0 {
			return EnumConst(state, g.r.Intn(3))
		}
		return g.enums[g.r.Intn(len(g.enums))]
	}
	if g.r.Intn(2) == 0 {
		return App("f", state, g.enums[g.r.Intn(len(g.enums))])
	}
	return Ite(g.boolTerm(d-1), g.enumTerm(d-1), g.enumTerm(d-1))
}

func (g *gen) intTerm(d int) *Term {
	if d <= 0 || g.r.Intn(3) == 0 {
		if g.r.Intn(3) == 0 {
			return IntConst(int64(g.r.Intn(3)))
		}
		return g.ints[g.r.Intn(len(g.ints))]
	}
	if g.r.Intn(2) == 0 {
		return Add(g.intTerm(d-1), g.intTerm(d-1))
	}
	return Sub(g.intTerm(d-1), g.intTerm(d-1))
}

// bounded conjoins f with 0 <= x <= 2 for each Int variable of f, so that the brute-force
// range [0, 2] is exact.
func bounded(f *Term) *Term { return And(boundsOf(f), f) }

// checkModel reports whether model satisfies f and is functionally consistent.
func checkModel(f *Term, model map[string]Value) error {
	atoms := Atoms(f)
	asg := map[string]int64{}
	for _, a := range atoms {
		v, ok := model[modelKey(a)]
		if !ok {
			return fmt.Errorf("model lacks %s", a)
		}
		asg[a.Key()] = v.V
		if k := a.Sort().Kind(); k == KindEnum && (v.V < 0 || v.V >= int64(a.Sort().Size())) {
			return fmt.Errorf("%s = %d out of range", a, v.V)
		}
	}
	if ok, err := (&Brute{}).consistent(atoms, asg); err != nil || !ok {
		return fmt.Errorf("model not functionally consistent (%v)", err)
	}
	v, err := Eval(f, asg)
	if err != nil {
		return err
	}
	if v == 0 {
		return fmt.Errorf("model does not satisfy the formula")
	}
	return nil
}

func TestRandomCrossCheck(t *testing.T) {
	n := 3000
	if testing.Short() {
		n = 300
	}
	g := newGen(1)
	z := newZ3(t)
	brute := &Brute{IntLo: 0, IntHi: 2}
	valids, sats := 0, 0
	for i := 0; i < n; i++ {
		f := bounded(g.boolTerm(4))
		// Validity relative to the Int bounds (the brute-force range), and implication.
		body := g.boolTerm(4)
		a, b := g.boolTerm(3), g.boolTerm(2)
		bq := Implies(boundsOf(body), body)
		za, err := z.Implies(And(boundsOf(a), boundsOf(b), a), b)
		if err != nil {
			t.Fatalf("z3 Implies(%s, %s): %v", a, b, err)
		}
		ba, err := brute.Implies(And(boundsOf(a), boundsOf(b), a), b)
		if err != nil {
			t.Fatalf("brute Implies(%s, %s): %v", a, b, err)
		}
		if za != ba {
			t.Fatalf("Implies(%s, %s): z3 %v, brute %v", a, b, za, ba)
		}
		if za {
			valids++
		}
		for _, q := range []*Term{bq} {
			zv, err := z.Valid(q)
			if err != nil {
				t.Fatalf("z3 Valid(%s): %v", q, err)
			}
			bv, err := brute.Valid(q)
			if err != nil {
				t.Fatalf("brute Valid(%s): %v", q, err)
			}
			if zv != bv {
				t.Fatalf("Valid(%s): z3 %v, brute %v", q, zv, bv)
			}
			if zv {
				valids++
			}
		}
		zs, zm, err := z.Sat(f)
		if err != nil {
			t.Fatalf("z3 Sat(%s): %v", f, err)
		}
		bs, bm, err := brute.Sat(f)
		if err != nil {
			t.Fatalf("brute Sat(%s): %v", f, err)
		}
		if zs != bs {
			t.Fatalf("Sat(%s): z3 %v, brute %v", f, zs, bs)
		}
		if zs {
			sats++
			if err := checkModel(f, zm); err != nil {
				t.Fatalf("z3 model %v of %s: %v", zm, f, err)
			}
			if err := checkModel(f, bm); err != nil {
				t.Fatalf("brute model %v of %s: %v", bm, f, err)
			}
		}
	}
	t.Logf("%d formulas: %d valid of %d validity queries, %d satisfiable", n, valids, 2*n, sats)
	if valids == 0 || valids == 2*n || sats == 0 || sats == n {
		t.Errorf("degenerate random formulas: %d valid, %d sat", valids, sats)
	}
}

// boundsOf returns the conjunction of 0 <= x <= 2 over f's Int variables.
func boundsOf(f *Term) *Term {
	var cs []*Term
	for _, a := range Atoms(f) {
		if a.Op() == OpVar && a.Sort().Kind() == KindInt {
			cs = append(cs, Le(IntConst(0), a), Le(a, IntConst(2)))
		}
	}
	return And(cs...)
}

func TestPoolConcurrent(t *testing.T) {
	pool, err := NewPool(4, Options{})
	if err != nil {
		t.Fatal(err)
	}
	c := NewCache(pool)
	const workers, per = 8, 150
	// Expected answers from brute force, computed up front.
	g := newGen(7)
	qs := make([]*Term, per)
	want := make([]bool, per)
	brute := &Brute{IntLo: 0, IntHi: 2}
	for i := range qs {
		body := g.boolTerm(3)
		qs[i] = Implies(boundsOf(body), body)
		want[i], err = brute.Valid(qs[i])
		if err != nil {
			t.Fatal(err)
		}
	}
	var wg sync.WaitGroup
	errs := make(chan error, workers)
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			for k := range qs {
				i := (k + w*17) % per
				var got bool
				var err error
				if w%2 == 0 {
					got, err = c.Valid(qs[i])
				} else {
					got, err = pool.Valid(qs[i])
				}
				if err != nil || got != want[i] {
					errs <- fmt.Errorf("worker %d: Valid(%s) = %v, %v; want %v", w, qs[i], got, err, want[i])
					return
				}
			}
		}(w)
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	if h, m := c.Stats(); h == 0 || m == 0 {
		t.Errorf("cache stats: %d hits, %d misses", h, m)
	}
}
