package invfinder

import (
	"fmt"
	"testing"

	"paraverify/internal/testdirs"
	"paraverify/internal/testmodel"
	"paraverify/invfinder/evidence"
	"paraverify/invfinder/formula"
	"paraverify/invfinder/smt"
	"paraverify/murphi/mc"
)

// BenchmarkFindGerman2004 runs the search on the first 20,000 states of
// German 2004 (two nodes besides the home, two addresses) up to 300
// invariants: candidates by the thousand for each obligation, quantified
// literals and a home node, the search's hot path on the large models;
// on one goroutine and on two (Options.Workers).
func BenchmarkFindGerman2004(b *testing.B) {
	m := testmodel.Load(b, testdirs.SharedModel("german2004.m"), map[string]int64{"num_nodes": 2, "num_addr": 2})
	machine, err := mc.Compile(m)
	if err != nil {
		b.Fatal(err)
	}
	opt := mc.Options{MaxStates: 20000}
	for ty := range formula.SymmetricTypes(m) {
		opt.Symmetric = append(opt.Symmetric, ty)
	}
	res := machine.Explore(opt)
	if res.Violation != nil {
		b.Fatal(res.Violation)
	}
	oracle, err := res.PartialOracle()
	if err != nil {
		b.Fatal(err)
	}
	for _, workers := range []int{1, 2} {
		b.Run(fmt.Sprintf("workers=%d", workers), func(b *testing.B) {
			for b.Loop() {
				pool, err := smt.NewPool(workers, smt.Options{})
				if err != nil {
					b.Fatal(err)
				}
				found, err := Find(m, evidence.NewReach(oracle, m), smt.NewCache(pool), Options{MaxInvariants: 300, Workers: workers})
				if found == nil {
					b.Fatal(err)
				}
				b.ReportMetric(float64(len(found.Relations)), "relations")
			}
		})
	}
}
