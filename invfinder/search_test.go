package invfinder

import (
	"path/filepath"
	"testing"

	"paraverify/internal/testdirs"
	"paraverify/invfinder/smt"
	"paraverify/murphi/check"
	"paraverify/murphi/mc"
)

// reference explores a model instance and returns its oracle.
func reference(t *testing.T, m *check.Model) *mc.Oracle {
	t.Helper()
	machine, err := mc.Compile(m)
	if err != nil {
		t.Fatal(err)
	}
	opt := mc.Options{}
	for ty := range SymmetricTypes(m) {
		opt.Symmetric = append(opt.Symmetric, ty)
	}
	res := machine.Explore(opt)
	o, err := res.Oracle()
	if err != nil {
		t.Fatalf("%v %v", err, res.Violation)
	}
	return o
}

func TestFind(t *testing.T) {
	for _, tc := range []struct {
		path        string
		ref, larger map[string]int64
	}{
		{testdirs.SharedModel("mutualEx.m"), map[string]int64{"clientNUMS": 3}, map[string]int64{"clientNUMS": 5}},
		{testdirs.SharedModel("mesi.m"), map[string]int64{"clientNUMS": 3}, map[string]int64{"clientNUMS": 5}},
		{testdirs.SharedModel("moesi.m"), map[string]int64{"num_clients": 3}, map[string]int64{"num_clients": 5}},
		{testdirs.SharedModel("germanish.m"), map[string]int64{"clientNum": 3}, map[string]int64{"clientNum": 5}},
		{filepath.Join(testdirs.Protocols(), "wp_features.m"), map[string]int64{"N": 3}, map[string]int64{"N": 5}},
		{filepath.Join(testdirs.Protocols(), "german_lite.m"), map[string]int64{"NODE_NUM": 3}, map[string]int64{"NODE_NUM": 4}},
		{filepath.Join(testdirs.Protocols(), "home_dir.m"), map[string]int64{"N": 3}, map[string]int64{"N": 5}},
	} {
		name := filepath.Base(tc.path)
		m := loadModel(t, tc.path, tc.ref)
		solver := smt.NewCache(&smt.Brute{IntLo: -1, IntHi: 6})
		res, err := Find(m, NewOracleReach(reference(t, m), m), solver, Options{})
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		t.Logf("%s: %d invariants, %d relations", name, len(res.Invs), len(res.Relations))
		for i, f := range res.Invs {
			t.Logf("  %d %s  [%s]", i+1, f.Inv, f.Origin)
		}
		if err := Verify(m, res, solver); err != nil {
			t.Errorf("%s: %v", name, err)
		}
		// Every invariant holds on a larger instance.
		big := loadModel(t, tc.path, tc.larger)
		o := NewOracleReach(reference(t, big), big)
		for _, f := range res.Invs {
			if r, err := o.Reachable(f.Inv.Params, f.Inv.Bad); err != nil || r {
				t.Errorf("%s: %s violated on the larger instance (%v)", name, f.Inv, err)
			}
		}
	}
}

func TestFindGerman(t *testing.T) {
	for _, tc := range []struct {
		model       string
		ref, larger map[string]int64
	}{
		{"german.m", map[string]int64{"NODE_NUM": 3, "DATA_NUM": 2}, map[string]int64{"NODE_NUM": 4, "DATA_NUM": 2}},
		{"german_chou.m", map[string]int64{"NODE_NUM": 3, "DATA_NUM": 2}, map[string]int64{"NODE_NUM": 4, "DATA_NUM": 2}},
	} {
		m := loadModel(t, testdirs.SharedModel(tc.model), tc.ref)
		z3, err := smt.NewZ3(smt.Options{})
		if err != nil {
			t.Fatal(err)
		}
		res, err := Find(m, NewOracleReach(reference(t, m), m), smt.NewCache(z3), Options{})
		if err != nil {
			for i, f := range res.Invs {
				t.Logf("  %d %s  [%s]", i+1, f.Inv, f.Origin)
			}
			t.Fatalf("%s: %v", tc.model, err)
		}
		t.Logf("%s: %d invariants, %d relations", tc.model, len(res.Invs), len(res.Relations))
		for i, f := range res.Invs {
			t.Logf("  %d %s  [%s]", i+1, f.Inv, f.Origin)
		}
		if err := Verify(m, res, smt.NewCache(z3)); err != nil {
			t.Errorf("%s: %v", tc.model, err)
		}
		big := loadModel(t, testdirs.SharedModel(tc.model), tc.larger)
		o := NewOracleReach(reference(t, big), big)
		for _, f := range res.Invs {
			if r, err := o.Reachable(f.Inv.Params, f.Inv.Bad); err != nil || r {
				t.Errorf("%s: %s violated on the larger instance (%v)", tc.model, f.Inv, err)
			}
		}
	}
}

// TestFindFlashNodata runs the search on FLASH without data at 2 nodes
// (the reference), verifies the table, and checks every invariant on the
// first 600,000 reachable states (breadth first) of the 3-node instance,
// whose full reachable set (tens of millions of states) is out of reach
// for the test suite.
func TestFindFlashNodata(t *testing.T) {
	if testing.Short() {
		t.Skip("FLASH in -short mode")
	}
	path := testdirs.SharedModel("flash_nodata.m")
	m := loadModel(t, path, map[string]int64{"NODE_NUM": 2})
	z3, err := smt.NewZ3(smt.Options{})
	if err != nil {
		t.Fatal(err)
	}
	solver := smt.NewCache(z3)
	res, err := Find(m, NewOracleReach(reference(t, m), m), solver, Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("flash_nodata: %d invariants, %d relations", len(res.Invs), len(res.Relations))
	if err := Verify(m, res, solver); err != nil {
		t.Fatal(err)
	}
	big := loadModel(t, path, map[string]int64{"NODE_NUM": 3})
	machine, err := mc.Compile(big)
	if err != nil {
		t.Fatal(err)
	}
	opt := mc.Options{MaxStates: 600000}
	for ty := range SymmetricTypes(big) {
		opt.Symmetric = append(opt.Symmetric, ty)
	}
	o, err := machine.Explore(opt).PartialOracle()
	if err != nil {
		t.Fatal(err)
	}
	reach := NewOracleReach(o, big)
	for _, f := range res.Invs {
		if r, err := reach.Reachable(f.Inv.Params, f.Inv.Bad); err != nil || r {
			t.Errorf("%s violated on the 3-node instance (%v)", f.Inv, err)
		}
	}
}
