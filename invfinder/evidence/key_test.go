package evidence_test

import (
	"crypto/sha256"
	"testing"

	"paraverify/internal/testdirs"
	"paraverify/internal/testmodel"
	"paraverify/invfinder"
	"paraverify/invfinder/evidence"
	"paraverify/invfinder/formula"
	"paraverify/invfinder/smt"
	"paraverify/murphi/mc"
)

// TestKeyOf: two cubes get one cache key exactly when they print alike
// (formula.Inv.Key, which the key was the digest of before): the cubes
// of the invariants a search finds on German (three nodes, with data) and
// on German 2004 at one address (a home node, records, two kinds of
// index), each with its literals in every prefix and with one literal
// dropped. (A quantified literal is encoded by its printed form.)
func TestKeyOf(t *testing.T) {
	cubes := searchCubes(t)
	byKey := map[string]evidence.CacheKey{}
	byCache := map[evidence.CacheKey]string{}
	for _, c := range cubes {
		k, ck := c.Key(), evidence.KeyOf(c.Params, c.Bad)
		if prev, ok := byKey[k]; ok && prev != ck {
			t.Fatalf("%s: two cache keys", k)
		}
		if prev, ok := byCache[ck]; ok && prev != k {
			t.Fatalf("one cache key for %s and %s", prev, k)
		}
		byKey[k], byCache[ck] = ck, k
	}
	if len(byKey) < 100 {
		t.Errorf("%d distinct cubes; the test needs more", len(byKey))
	}
	t.Logf("%d cubes, %d distinct", len(cubes), len(byKey))
}

// searchCubes returns the cubes of the invariants a search finds on
// German (three nodes) and German 2004 at one address (its first 60),
// each with its literals in every prefix and with one literal dropped.
func searchCubes(t testing.TB) []*formula.Inv {
	var cubes []*formula.Inv
	for _, md := range []struct {
		file   string
		consts map[string]int64
		max    int
	}{{"german.m", map[string]int64{"NODE_NUM": 3}, 0}, {"german2004.m", map[string]int64{"num_nodes": 2, "num_addr": 1}, 60}} {
		m := testmodel.Load(t, testdirs.SharedModel(md.file), md.consts)
		machine, err := mc.Compile(m)
		if err != nil {
			t.Fatal(err)
		}
		opt := mc.Options{MaxStates: 20000}
		for _, ty := range m.Types {
			if formula.SymmetricTypes(m)[ty.Type] {
				opt.Symmetric = append(opt.Symmetric, ty.Type)
			}
		}
		o, err := machine.Explore(opt).PartialOracle()
		if err != nil {
			t.Fatal(err)
		}
		z3, err := smt.NewZ3(smt.Options{})
		if err != nil {
			t.Fatal(err)
		}
		res, _ := invfinder.Find(m, evidence.NewReach(o, m), smt.NewCache(z3), invfinder.Options{MaxInvariants: md.max})
		if res == nil || len(res.Invs) < 20 {
			t.Fatalf("%s: too few invariants to compare", md.file)
		}
		for _, f := range res.Invs {
			inv := f.Inv
			for k := 1; k <= len(inv.Bad); k++ {
				cubes = append(cubes, &formula.Inv{Params: inv.Params, Bad: inv.Bad[:k]})
				if k < len(inv.Bad) {
					drop := append(append(formula.Cube{}, inv.Bad[:k-1]...), inv.Bad[k:]...)
					cubes = append(cubes, &formula.Inv{Params: inv.Params, Bad: drop})
				}
			}
		}
	}
	return cubes
}

// BenchmarkKeyOf computes the cache key of the cubes of searchCubes: by
// their encoding (keyOf), and by the digest of their printed form as
// before.
func BenchmarkKeyOf(b *testing.B) {
	cubes := searchCubes(b)
	b.Run("encoded", func(b *testing.B) {
		for b.Loop() {
			for _, c := range cubes {
				evidence.KeyOf(c.Params, c.Bad)
			}
		}
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(cubes)), "ns/cube")
	})
	b.Run("printed", func(b *testing.B) {
		for b.Loop() {
			for _, c := range cubes {
				sha256.Sum256([]byte(c.Key()))
			}
		}
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(cubes)), "ns/cube")
	})
}
