package oracle_test

import (
	"context"
	"strings"
	"testing"

	"paraverify/internal/testdirs"
	"paraverify/murphi/check"
	"paraverify/murphi/mc"
	"paraverify/murphi/mc/oracle"
)

// BenchmarkSeek: Seek's whole budget (a conjunction no state satisfies)
// from a prefix of German 2004 at two nodes besides the home, three
// addresses and two data indices, the larger instance its search takes:
// a group of 8 permutations, enumerated (Seek's form) or canonicalized
// by signatures (the exploration's form beyond 6), and enumerated with
// the frontier expanded by two goroutines; then without room for the
// frontier's successors (their transitions kept and run again), and with
// neither kept (every Seek expands the frontier); the same for a
// contradiction most states are two literals from ("rare"), whose
// frontier successors are mostly not queued.
func BenchmarkSeek(b *testing.B) {
	for _, c := range []struct {
		name       string
		signatures bool
		workers    int
		noRoom     bool // no room for the successors: their transitions are kept
		noCache    bool // neither: every Seek expands the frontier
	}{{"enumerated", false, 1, false, false}, {"signatures", true, 1, false, false}, {"enumerated-2-workers", false, 2, false, false},
		{"transitions", false, 1, true, false}, {"no-cache", false, 1, true, true},
		{"rare", false, 1, false, false}, {"rare-transitions", false, 1, true, false}, {"rare-no-cache", false, 1, true, true}} {
		signatures := c.signatures
		b.Run(c.name, func(b *testing.B) {
			defer oracle.SetNoRoom(c.noRoom)()
			if c.noCache {
				defer oracle.SetMaxFrontierTransitions(0)()
			}
			o := german2004Prefix(b, map[string]int64{"num_nodes": 2, "num_addr": 3, "num_data": 2}, 20000, 0)
			if o.Perms() != 8 {
				b.Fatalf("%d permutations, want 8", o.Perms())
			}
			oracle.SetSeekSignatures(o, signatures)
			o.Workers = c.workers
			leaf, ok := o.Leaf("auxdata[1].values[1]")
			if !ok {
				b.Fatal("no leaf auxdata[1].values[1]")
			}
			never := []oracle.Literal{{Atom: oracle.Atom{Leaf: leaf, Other: -1, Value: 0}}, {Atom: oracle.Atom{Leaf: leaf, Other: -1, Value: 1}}}
			if strings.HasPrefix(c.name, "rare") {
				// a cache line both shared and exclusive: most states
				// leave both literals false (the line is invalid), so few
				// successors are queued
				st, ok := o.Leaf("node[1].cache[2].state")
				if !ok {
					b.Fatal("no leaf node[1].cache[2].state")
				}
				never = []oracle.Literal{{Atom: oracle.Atom{Leaf: st, Other: -1, Value: 1}}, {Atom: oracle.Atom{Leaf: st, Other: -1, Value: 2}}}
			}
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				if o.Seek(context.Background(), never, 40000) {
					b.Fatal("Seek satisfied a contradiction")
				}
			}
		})
	}
}

// german2004Prefix is the oracle over the first max states of German 2004
// with the given sizes (and deepen more by random walks), reduced by the symmetry of its node, address and
// data subranges (the permutations fixing their distinguished values).
func german2004Prefix(tb testing.TB, consts map[string]int64, max, deepen int) *oracle.Oracle {
	tb.Helper()
	mach, m := compileFile(tb, testdirs.SharedModel("german2004.m"), consts)
	opt := mc.Options{MaxStates: max, Deepen: deepen, Fixed: map[check.Type][]int64{}}
	for _, u := range m.SubrangeSymmetry() {
		opt.Symmetric = append(opt.Symmetric, u.Type)
		opt.Fixed[u.Type] = u.Distinguished
	}
	o, err := mach.Explore(opt).PartialOracle()
	if err != nil {
		tb.Fatal(err)
	}
	return o
}

// BenchmarkSeekFrontier: Seek's whole budget for a contradiction most
// states are two literals from, on the reference instance of German 2004's
// search (two nodes besides the home, two addresses, one data index) at
// a prefix whose frontier is larger than the budget, so that the first
// step expands limit frontier states: with their successors kept, with
// only the rules that gave them kept (no room for the successors, as in
// German 2004's second search), and with neither.
func BenchmarkSeekFrontier(b *testing.B) {
	o := german2004Prefix(b, map[string]int64{"num_nodes": 2, "num_addr": 2, "num_data": 1}, 400000, 0)
	st, ok := o.Leaf("node[1].cache[2].state")
	if !ok {
		b.Fatal("no leaf node[1].cache[2].state")
	}
	never := []oracle.Literal{{Atom: oracle.Atom{Leaf: st, Other: -1, Value: 1}}, {Atom: oracle.Atom{Leaf: st, Other: -1, Value: 2}}}
	for _, c := range []struct {
		name            string
		noRoom, noCache bool
	}{{"successors", false, false}, {"transitions", true, false}, {"no-cache", true, true}} {
		b.Run(c.name, func(b *testing.B) {
			defer oracle.SetNoRoom(c.noRoom)()
			if c.noCache {
				defer oracle.SetMaxFrontierTransitions(0)()
			}
			oracle.DropFrontierCache(o)
			for i := 0; i < b.N; i++ {
				if o.Seek(context.Background(), never, 100000) {
					b.Fatal("Seek satisfied a contradiction")
				}
			}
		})
	}
}
