package oracle_test

import (
	"context"
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
// the frontier expanded by two goroutines.
func BenchmarkSeek(b *testing.B) {
	for _, c := range []struct {
		name       string
		signatures bool
		workers    int
	}{{"enumerated", false, 1}, {"signatures", true, 1}, {"enumerated-2-workers", false, 2}} {
		signatures := c.signatures
		b.Run(c.name, func(b *testing.B) {
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
