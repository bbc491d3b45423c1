package invfinder

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"paraverify/internal/testdirs"
	"paraverify/invfinder/evidence"
	"paraverify/invfinder/formula"
	"paraverify/invfinder/smt"
)

// tableText prints a search's outcome: its invariants with their origins,
// its relations and its error.
func tableText(res *Result, err error) string {
	var b strings.Builder
	if res != nil {
		for i, f := range res.Invs {
			fmt.Fprintf(&b, "%d %s [%s]\n", i+1, f.Inv, f.Origin)
		}
		for _, r := range res.Relations {
			fmt.Fprintf(&b, "%d %s %v %d %d %v %d %q\n", r.Inv, r.Rule.Name, r.Args, r.Kind, r.Aux, r.AuxArgs, r.Branch, r.Witness)
		}
		fmt.Fprintf(&b, "withdrawn %d refuted %d\n", res.Withdrawn, res.Refuted)
	}
	fmt.Fprintf(&b, "error %v\n", err)
	return b.String()
}

// TestFindWorkers: classifying an invariant's rule instances on two
// goroutines (Z3 pool) gives the table of one goroutine, relation for
// relation: on a search that closes, one with a home node, one stopped by
// --max-invariants on German 2004, one that withdraws a false invariant
// (lying evidence) and one with quantified literals with excluded values.
// On one goroutine every candidate that formula.Renumberer forms is
// compared with the one formula.Renumber forms from the same literals.
func TestFindWorkers(t *testing.T) {
	z3, err := smt.NewZ3(smt.Options{})
	if err != nil {
		t.Fatal(err)
	}
	pool, err := smt.NewPool(2, smt.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		path   string
		consts map[string]int64
		states int
		opt    Options
		lie    string
	}{
		{testdirs.SharedModel("german_chou.m"), map[string]int64{"NODE_NUM": 2, "DATA_NUM": 2}, 0, Options{}, ""},
		{filepath.Join(testdirs.Protocols(), "german_home_two.m"), nil, 0, Options{}, ""},
		{testdirs.SharedModel("german2004.m"), map[string]int64{"num_nodes": 2, "num_addr": 2}, 20000, Options{MaxInvariants: 18}, ""},
		{testdirs.SharedModel("mutualEx.m"), map[string]int64{"clientNUMS": 3}, 0, Options{Withdraw: 10}, "n[P1] = T"},
		{filepath.Join(testdirs.Protocols(), "excl_source.m"), nil, 0, Options{}, ""},
	} {
		name := filepath.Base(tc.path)
		m := loadModel(t, tc.path, tc.consts)
		oracle := explorePrefix(t, m, tc.states)
		run := func(solver smt.Solver, workers int) string {
			var reach Reach = evidence.NewReach(oracle, m)
			if tc.lie != "" {
				reach = &lyingReach{Reach: reach, lie: func(c formula.Cube) bool { return len(c) == 1 && c[0].String() == tc.lie }}
			}
			opt := tc.opt
			opt.Workers = workers
			return tableText(Find(m, reach, smt.NewCache(solver), opt))
		}
		formed, mismatched := 0, 0
		renumberCheck = func(got, want *formula.Inv) {
			formed++
			if fmt.Sprint(want) != fmt.Sprint(got) || (want != nil && fmt.Sprint(got.Name, got.Params, got.From) != fmt.Sprint(want.Name, want.Params, want.From)) {
				if mismatched++; mismatched <= 5 {
					t.Errorf("%s: Renumberer formed %v (from %v), Renumber %v (from %v)", name, got, got.From, want, want.From)
				}
			}
		}
		start := time.Now()
		one := run(z3, 1)
		renumberCheck = nil
		if formed == 0 {
			t.Errorf("%s: the search formed no candidate", name)
		}
		mid := time.Now()
		two := run(pool, 2)
		t.Logf("%s: %d candidates formed; %.1f s with one worker, %.1f s with two", name, formed, mid.Sub(start).Seconds(), time.Since(mid).Seconds())
		if one != two {
			a, b := strings.Split(one, "\n"), strings.Split(two, "\n")
			for i := 0; i < len(a) && i < len(b); i++ {
				if a[i] != b[i] {
					t.Errorf("%s: line %d differs:\none worker:  %s\ntwo workers: %s", name, i+1, a[i], b[i])
					break
				}
			}
			t.Errorf("%s: %d lines with one worker, %d with two", name, len(a), len(b))
			continue
		}
		t.Logf("%s: the same %d lines; %s", name, strings.Count(one, "\n"), one[strings.LastIndex(strings.TrimSuffix(one, "\n"), "\n")+1:])
	}
}

// TestFindMaxRuns: a cache of rule executions bounded to a few (dropped
// and done again all the time, on two goroutines) gives the table of an
// unbounded one, relation for relation, and reuses fewer executions.
func TestFindMaxRuns(t *testing.T) {
	pool, err := smt.NewPool(2, smt.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		path   string
		consts map[string]int64
	}{
		{testdirs.SharedModel("german_chou.m"), map[string]int64{"NODE_NUM": 2, "DATA_NUM": 2}},
		{filepath.Join(testdirs.Protocols(), "german_home_two.m"), nil},
	} {
		name := filepath.Base(tc.path)
		m := loadModel(t, tc.path, tc.consts)
		oracle := explorePrefix(t, m, 0)
		run := func(max int) (string, string) {
			var progress strings.Builder
			out := tableText(Find(m, evidence.NewReach(oracle, m), smt.NewCache(pool), Options{Workers: 2, MaxRuns: max, Progress: &progress}))
			p := progress.String()
			return out, p[strings.LastIndex(p, "(")+1:]
		}
		all, allStats := run(-1)
		few, fewStats := run(3)
		if all != few {
			t.Errorf("%s: the table differs with 3 executions kept (%d lines, %d without a bound)", name, strings.Count(few, "\n"), strings.Count(all, "\n"))
		}
		var runsAll, hitsAll, runsFew, hitsFew int
		fmt.Sscanf(allStats, "%d rule executions, %d reused", &runsAll, &hitsAll)
		fmt.Sscanf(fewStats, "%d rule executions, %d reused", &runsFew, &hitsFew)
		if runsAll == 0 || runsFew <= runsAll || runsFew+hitsFew != runsAll+hitsAll {
			t.Errorf("%s: %d executions and %d reused without a bound, %d and %d with 3 kept", name, runsAll, hitsAll, runsFew, hitsFew)
		}
		t.Logf("%s: %d executions and %d reused without a bound, %d and %d with 3 kept", name, runsAll, hitsAll, runsFew, hitsFew)
	}
}
