package mc

import (
	"path/filepath"
	"runtime"
	"testing"

	"paraverify/internal/testdirs"
	"paraverify/murphi/check"
)

// BenchmarkExplore runs CMurphi-sized workloads and reports states/s and
// the peak heap. CMurphi 5.4.9 on this machine: german.m at 3 nodes without
// symmetry, 3,327,750 states in 7.6 s; flash_nodata.m at 2 nodes, 789,506
// states in 4.4 s.
func BenchmarkExplore(b *testing.B) {
	for _, bc := range []struct {
		name    string
		model   string
		consts  map[string]int64
		sym     bool // reduce the symmetric types (scalarsets and symmetric subranges)
		workers int
	}{
		{"german_N3_nosym", "german.m", map[string]int64{"NODE_NUM": 3}, false, 1},
		{"flash_nodata_N2_nosym", "flash_nodata.m", map[string]int64{"NODE_NUM": 2}, false, 1},
		{"german_N3_nosym_2workers", "german.m", map[string]int64{"NODE_NUM": 3}, false, 2},
		{"flash_nodata_N2_nosym_2workers", "flash_nodata.m", map[string]int64{"NODE_NUM": 2}, false, 2},
		{"german_chou_N4_sym", "german_chou.m", map[string]int64{"NODE_NUM": 4}, true, 1},
		{"german_N4_sym", "german.m", map[string]int64{"NODE_NUM": 4}, true, 1},
		{"flash_nodata_N2_sym", "flash_nodata.m", map[string]int64{"NODE_NUM": 2}, true, 1},
		// flash_nodata at 3 nodes (88.9 M states, 13 min) is in bench/compare.sh,
		// run by name; flash.m at 3 nodes is beyond this machine (2 nodes: 27 M).
		{"flash_N2_sym", "flash.m", map[string]int64{"NODE_NUM": 2}, true, 1},
	} {
		b.Run(bc.name, func(b *testing.B) {
			mc, m := compileFile(b, testdirs.SharedModel(bc.model), bc.consts)
			opt := Options{Deadlock: true, Workers: bc.workers}
			if bc.sym {
				opt.Symmetric = scalarsets(m)
				for _, u := range m.SubrangeSymmetry() {
					if u.Symmetric {
						opt.Symmetric = append(opt.Symmetric, u.Type)
					}
				}
			}
			var res *Result
			var peak uint64
			for i := 0; i < b.N; i++ {
				runtime.GC()
				res = mc.Explore(opt)
				var ms runtime.MemStats
				runtime.ReadMemStats(&ms)
				peak = max(peak, ms.HeapAlloc)
			}
			if res.Violation != nil {
				b.Fatal(res.Violation)
			}
			b.ReportMetric(float64(res.States), "states")
			b.ReportMetric(float64(res.RulesFired), "rules")
			b.ReportMetric(float64(res.States)/res.Duration.Seconds(), "states/s")
			b.ReportMetric(float64(peak)/(1<<20), "heapMiB")
		})
	}
}

// BenchmarkExploreHome explores a model with a home node inside its node
// type (german_home.m: node 0 of 0..NODE_NUM) without reduction and with
// the permutations that fix the home (the evidence of find and the main
// job; check --symmetric NODE). 4 nodes: 370,062 states unreduced, 68,236
// reduced.
func BenchmarkExploreHome(b *testing.B) {
	for _, bc := range []struct {
		name  string
		fixed bool
	}{{"german_home_N3_nosym", false}, {"german_home_N3_fixing_home", true}} {
		b.Run(bc.name, func(b *testing.B) {
			mc, m := compileFile(b, filepath.Join(testdirs.Protocols(), "german_home.m"), map[string]int64{"NODE_NUM": 3})
			opt := Options{Deadlock: true}
			if bc.fixed {
				for _, u := range m.SubrangeSymmetry() {
					if u.Type.Name == "NODE" {
						opt.Symmetric = []check.Type{u.Type}
						opt.Fixed = map[check.Type][]int64{u.Type: u.Distinguished}
					}
				}
			}
			var res *Result
			for i := 0; i < b.N; i++ {
				res = mc.Explore(opt)
			}
			if res.Violation != nil {
				b.Fatal(res.Violation)
			}
			b.ReportMetric(float64(res.States), "states")
			b.ReportMetric(float64(res.States)/res.Duration.Seconds(), "states/s")
		})
	}
}
