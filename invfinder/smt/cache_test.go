package smt

import "testing"

// counting counts the queries that reach the underlying solver.
type counting struct {
	Solver
	n int
}

func (c *counting) Valid(f *Term) (bool, error) { c.n++; return c.Solver.Valid(f) }

func (c *counting) Sat(f *Term) (bool, map[string]Value, error) { c.n++; return c.Solver.Sat(f) }

func TestCache(t *testing.T) {
	under := &counting{Solver: &Brute{}}
	c := NewCache(under)
	x := Var("x", state)
	p := Var("p", BoolSort())
	E := EnumMember(state, "E")
	a := Implies(And(p, Eq(x, E)), Or(Eq(x, E), Not(p)))
	b := Implies(And(Eq(E, x), p), Or(Not(p), Eq(E, x))) // same formula, other order
	for _, f := range []*Term{a, b, a} {
		if ok, err := c.Valid(f); !ok || err != nil {
			t.Fatalf("Valid(%s) = %v, %v", f, ok, err)
		}
	}
	if ok, err := c.Implies(And(Eq(x, E), p), Or(Not(p), Eq(x, E))); !ok || err != nil {
		t.Fatalf("Implies = %v, %v", ok, err)
	}
	if under.n != 1 {
		t.Errorf("underlying solver asked %d times, want 1", under.n)
	}
	// A Sat answer answers the validity of the negation.
	sat, _, err := c.Sat(And(p, Ne(x, E)))
	if err != nil || !sat {
		t.Fatalf("Sat = %v, %v", sat, err)
	}
	if ok, err := c.Valid(Not(And(p, Ne(x, E)))); ok || err != nil {
		t.Fatalf("Valid(not sat) = %v, %v", ok, err)
	}
	if under.n != 2 {
		t.Errorf("underlying solver asked %d times, want 2", under.n)
	}
	if h, m := c.Stats(); h != 4 || m != 2 {
		t.Errorf("stats = %d hits, %d misses; want 4, 2", h, m)
	}
}
