package mc

import (
	"path/filepath"
	"testing"

	"paraverify/internal/testdirs"
)

// symModels are models with symmetric types, with constants small enough
// for the whole group to be enumerated.
var symModels = []struct {
	path   string
	consts map[string]int64
}{
	{"testdata/funcgraph.m", nil},
	{"testdata/digraph.m", nil},
	{"testdata/constructs.m", nil},
	{"testdata/symrecords.m", nil},
	{"testdata/records.m", nil},
	{filepath.Join(testdirs.Protocols(), "lock_union.m"), nil},
	{filepath.Join(testdirs.Protocols(), "msi.m"), nil},
	{filepath.Join(testdirs.Protocols(), "rwlock.m"), nil},
	{filepath.Join(testdirs.Protocols(), "german_lite.m"), nil},
	{filepath.Join(testdirs.Protocols(), "barrier.m"), nil},
}

// TestCanonCountsExhaustive: the canonical form by signatures keeps one
// state per orbit, exactly as the minimum over the whole group does (same
// states and rules fired); funcgraph.m and digraph.m also against the
// number of unlabeled graphs.
func TestCanonCountsExhaustive(t *testing.T) {
	known := map[string]int{"testdata/funcgraph.m": 47, "testdata/digraph.m": 3044}
	for _, sm := range symModels {
		t.Run(filepath.Base(sm.path), func(t *testing.T) {
			mc, m := compileFile(t, sm.path, sm.consts)
			sym := scalarsets(m)
			if len(sym) == 0 {
				t.Fatal("no scalarset")
			}
			fast := mc.Explore(Options{Symmetric: sym, signatures: true})
			full := mc.Explore(Options{Symmetric: sym, exhaustive: true})
			if fast.States != full.States || fast.RulesFired != full.RulesFired {
				t.Errorf("signatures: %d states, %d fired; whole group: %d, %d", fast.States, fast.RulesFired, full.States, full.RulesFired)
			}
			if (fast.Violation == nil) != (full.Violation == nil) {
				t.Errorf("violations differ: %v, %v", fast.Violation, full.Violation)
			}
			if want, ok := known[sm.path]; ok && fast.States != want {
				t.Errorf("%d states, want %d orbits", fast.States, want)
			}
		})
	}
}

// TestCanonLargeScalarset: scalarsets far beyond an enumerable group.
// funcgraph.m with 8 nodes: 951 orbits (OEIS A001372) among 8^8 maps.
func TestCanonLargeScalarset(t *testing.T) {
	mc, m := compileFile(t, "testdata/funcgraph.m", map[string]int64{"N": 8})
	res := mc.Explore(Options{Symmetric: scalarsets(m), Workers: 2})
	if res.Violation != nil || res.Limit != "" || res.States != 951 {
		t.Errorf("%d states (violation %v, limit %q), want 951", res.States, res.Violation, res.Limit)
	}
}
