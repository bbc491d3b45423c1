package invfinder

import (
	"path/filepath"
	"strings"
	"testing"

	"paraverify/internal/testdirs"
	"paraverify/internal/testmodel"
	"paraverify/invfinder/evidence"
	"paraverify/invfinder/formula"
	"paraverify/invfinder/smt"
	"paraverify/murphi/check"
	"paraverify/murphi/mc"
	"paraverify/murphi/mc/oracle"
)

func loadModel(t *testing.T, path string, consts map[string]int64) *check.Model {
	return testmodel.Load(t, path, consts)
}

// reference explores a model instance and returns its oracle.
func reference(t *testing.T, m *check.Model) *oracle.Oracle {
	t.Helper()
	return explorePrefix(t, m, 0)
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
		res, err := Find(m, evidence.NewReach(reference(t, m), m), solver, Options{})
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
		o := evidence.NewReach(reference(t, big), big)
		for _, f := range res.Invs {
			if r, err := o.Reachable(f.Inv.Params, f.Inv.Bad); err != nil || r {
				t.Errorf("%s: %s violated on the larger instance (%v)", name, f.Inv, err)
			}
		}
	}
}

// TestFindGerman runs the search on both German models at 3 nodes and
// checks every invariant on all states of the 4-node instance; in -short
// mode (make test) at 2 nodes, checked on 3 (the 4-node check takes
// minutes on a busy machine: make test-long).
func TestFindGerman(t *testing.T) {
	ref, larger := int64(3), int64(4)
	if testing.Short() {
		ref, larger = 2, 3
	}
	for _, tc := range []struct {
		model       string
		ref, larger map[string]int64
	}{
		{"german.m", map[string]int64{"NODE_NUM": ref, "DATA_NUM": 2}, map[string]int64{"NODE_NUM": larger, "DATA_NUM": 2}},
		{"german_chou.m", map[string]int64{"NODE_NUM": ref, "DATA_NUM": 2}, map[string]int64{"NODE_NUM": larger, "DATA_NUM": 2}},
		// the home node is node 0 of the node type (a distinguished value),
		// written as the constant and as a variable set to it
		{"german_home.m", map[string]int64{"NODE_NUM": 2, "DATA_NUM": 2}, map[string]int64{"NODE_NUM": 3, "DATA_NUM": 2}},
		{"german_home_var.m", map[string]int64{"NODE_NUM": 2, "DATA_NUM": 2}, map[string]int64{"NODE_NUM": 3, "DATA_NUM": 2}},
	} {
		path := testdirs.SharedModel(tc.model)
		if strings.HasPrefix(tc.model, "german_home") {
			path = filepath.Join(testdirs.Protocols(), tc.model)
		}
		m := loadModel(t, path, tc.ref)
		z3, err := smt.NewZ3(smt.Options{})
		if err != nil {
			t.Fatal(err)
		}
		res, err := Find(m, evidence.NewReach(reference(t, m), m), smt.NewCache(z3), Options{})
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
		big := loadModel(t, path, tc.larger)
		o := evidence.NewReach(reference(t, big), big)
		for _, f := range res.Invs {
			if r, err := o.Reachable(f.Inv.Params, f.Inv.Bad); err != nil || r {
				t.Errorf("%s: %s violated on the larger instance (%v)", tc.model, f.Inv, err)
			}
		}
	}
}

// TestFindFlash runs the search on FLASH without and with data at 2
// nodes, verifies the table, and checks every invariant on the first
// 600,000 reachable states (breadth first) of the 3-node instance, whose
// full reachable set (tens of millions of states) is out of reach for the
// test suite. With data, the evidence is the first 250,000 of the 2-node
// instance's 27 million states, as find's default --evidence gives (the
// table is the same as on the first million).
func TestFindFlash(t *testing.T) {
	if testing.Short() {
		t.Skip("FLASH in -short mode")
	}
	for _, tc := range []struct {
		model    string
		evidence int
		invs     int
	}{{"flash_nodata.m", 0, 130}, {"flash.m", 250000, 157}} {
		path := testdirs.SharedModel(tc.model)
		m := loadModel(t, path, map[string]int64{"NODE_NUM": 2})
		z3, err := smt.NewZ3(smt.Options{})
		if err != nil {
			t.Fatal(err)
		}
		solver := smt.NewCache(z3)
		res, err := Find(m, evidence.NewReach(explorePrefix(t, m, tc.evidence), m), solver, Options{})
		if err != nil {
			t.Fatalf("%s: %v", tc.model, err)
		}
		t.Logf("%s: %d invariants, %d relations", tc.model, len(res.Invs), len(res.Relations))
		if len(res.Invs) != tc.invs {
			t.Errorf("%s: %d invariants, measured %d", tc.model, len(res.Invs), tc.invs)
		}
		if err := Verify(m, res, solver); err != nil {
			t.Fatalf("%s: %v", tc.model, err)
		}
		checkCanonical(t, tc.model, res)
		big := loadModel(t, path, map[string]int64{"NODE_NUM": 3})
		reach := evidence.NewReach(explorePrefix(t, big, 600000), big)
		for _, f := range res.Invs {
			if r, err := reach.Reachable(f.Inv.Params, f.Inv.Bad); err != nil || r {
				t.Errorf("%s: %s violated on the 3-node instance (%v)", tc.model, f.Inv, err)
			}
		}
	}
}

// explorePrefix is the oracle over the first max reachable states of m
// (breadth first, reduced by symmetry), all of them when max is 0.
func explorePrefix(t *testing.T, m *check.Model, max int) *oracle.Oracle {
	t.Helper()
	return oracleOf(t, m, mc.Options{MaxStates: max})
}

// oracleOf is the oracle over the states of m that an exploration with opt
// (reduced by m's symmetric types, also those with a loop whose effect
// depends on the order of the nodes, as the job's evidence is) stores; it
// fails the test on a violation, and on a limit other than opt.MaxStates.
func oracleOf(t *testing.T, m *check.Model, opt mc.Options) *oracle.Oracle {
	t.Helper()
	machine, err := mc.Compile(m)
	if err != nil {
		t.Fatal(err)
	}
	for ty := range formula.SymmetricTypes(m) {
		opt.Symmetric = append(opt.Symmetric, ty)
	}
	opt.ReduceAnyway = true
	res := machine.Explore(opt)
	if res.Violation != nil || (res.Limit != "" && (opt.MaxStates == 0 || res.States < opt.MaxStates)) {
		t.Fatalf("%v %s", res.Violation, res.Limit)
	}
	o, err := res.PartialOracle()
	if err != nil {
		t.Fatal(err)
	}
	return o
}

// TestFindFlashChou runs the search on Chou's FLASH as README gives it:
// the first million states of the 3-node instance, and for candidates
// that leave fewer than two nodes unused there the first 2,000,000 states
// of the 4-node instance. The table is verified, and every invariant is
// checked on what the search did not see: all 1,350,226 states of the
// 3-node instance (the invariants with at most two parameters, as Home is
// one of the three nodes) and 100,000 states of random walks at 5 nodes.
func TestFindFlashChou(t *testing.T) {
	if testing.Short() {
		t.Skip("FLASH in -short mode")
	}
	path := testdirs.SharedModel("flash_chou.m")
	m := loadModel(t, path, map[string]int64{"NODE_NUM": 3})
	big := loadModel(t, path, map[string]int64{"NODE_NUM": 4})
	z3, err := smt.NewZ3(smt.Options{})
	if err != nil {
		t.Fatal(err)
	}
	solver := smt.NewCache(z3)
	reach := evidence.NewReach(explorePrefix(t, m, 1000000), m)
	reach.Larger, reach.Spare = evidence.NewReach(explorePrefix(t, big, 2000000), big), 2
	res, err := Find(m, reach, solver, Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("flash_chou: %d invariants, %d relations", len(res.Invs), len(res.Relations))
	if err := Verify(m, res, solver); err != nil {
		t.Fatal(err)
	}
	reach, big = nil, nil // the evidence is no longer needed
	whole := evidence.NewReach(explorePrefix(t, m, 0), m)
	five := loadModel(t, path, map[string]int64{"NODE_NUM": 5})
	walks := evidence.NewReach(oracleOf(t, five, mc.Options{WalkDepth: 300, MaxStates: 100000, Seed: 7}), five)
	fits := 0 // the invariants the 3-node instance has the nodes for
	for _, f := range res.Invs {
		// A cube that does not fit counts as reachable (TooSmall).
		small := whole.TooSmall
		if bad, err := whole.Reachable(f.Inv.Params, f.Inv.Bad); whole.TooSmall == small {
			fits++
			if err != nil || bad {
				t.Errorf("%s violated on 3 nodes (%v)", f.Inv, err)
			}
		}
		small = walks.TooSmall
		bad, err := walks.Reachable(f.Inv.Params, f.Inv.Bad)
		if walks.TooSmall > small {
			t.Errorf("%s does not fit in 5 nodes", f.Inv)
		} else if err != nil || bad {
			t.Errorf("%s violated on the 5-node walks (%v)", f.Inv, err)
		}
	}
	t.Logf("%d invariants checked on all 3-node states, %d on the 5-node walks", fits, len(res.Invs))
}

// TestFindSevenLiterals: the proof of seven_lits.m needs an auxiliary
// invariant of seven literals; the search forms cubes of up to seven by
// default, and with Options.MaxLits at six it fails on that obligation.
func TestFindSevenLiterals(t *testing.T) {
	m := loadModel(t, filepath.Join(testdirs.Protocols(), "seven_lits.m"), nil)
	solver := smt.NewCache(&smt.Brute{IntLo: -1, IntHi: 6})
	reach := evidence.NewReach(reference(t, m), m)
	res, err := Find(m, reach, solver, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Invs) != 2 || len(res.Invs[1].Inv.Bad) != 7 {
		t.Fatalf("%d invariants, the last %s; want the property and one of seven literals", len(res.Invs), res.Invs[len(res.Invs)-1].Inv)
	}
	if err := Verify(m, res, solver); err != nil {
		t.Fatal(err)
	}
	_, err = Find(m, reach, solver, Options{MaxLits: 6})
	if f, ok := err.(*Failure); !ok || !strings.Contains(f.Rule, "Fire") {
		t.Errorf("with cubes of at most six literals: %v; want a failure at Fire", err)
	}
}
