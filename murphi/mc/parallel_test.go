package mc

import (
	"fmt"
	"path/filepath"
	"testing"

	"paraverify/internal/testdirs"
)

// TestParallelSameResult: the parallel search gives the sequential one's
// counts, violation and trace, and the same state numbering (oracle
// witnesses), on correct and buggy models, with and without symmetry,
// with state limits and deadlocks.
func TestParallelSameResult(t *testing.T) {
	type run struct {
		path   string
		consts map[string]int64
		sym    bool
		opt    Options
	}
	runs := []run{
		{testdirs.SharedModel("german_chou.m"), map[string]int64{"NODE_NUM": 3}, true, Options{}},
		{testdirs.SharedModel("german.m"), map[string]int64{"NODE_NUM": 2}, false, Options{}},
		{testdirs.SharedModel("flash_nodata.m"), map[string]int64{"NODE_NUM": 2}, false, Options{MaxStates: 50000}},
		{testdirs.SharedModel("mutualEx.m"), nil, false, Options{Deadlock: true}},
	}
	for _, p := range testdirs.Models(testdirs.Protocols()) {
		runs = append(runs, run{p, ownConsts[filepath.Base(p)], true, Options{Deadlock: true}})
	}
	for _, r := range runs {
		name := fmt.Sprintf("%s%v", filepath.Base(r.path), r.consts)
		machine, m := compileFile(t, r.path, r.consts)
		opt := r.opt
		if r.sym {
			opt.Symmetric = scalarsets(m)
		}
		seq := machine.Explore(opt)
		for _, workers := range []int{2, 3} {
			opt.Workers = workers
			par := machine.Explore(opt)
			if par.States != seq.States || par.RulesFired != seq.RulesFired || par.Limit != seq.Limit {
				t.Errorf("%s, %d workers: %d states, %d fired, limit %q; sequential %d, %d, %q",
					name, workers, par.States, par.RulesFired, par.Limit, seq.States, seq.RulesFired, seq.Limit)
				continue
			}
			if fmt.Sprint(par.Violation) != fmt.Sprint(seq.Violation) {
				t.Errorf("%s, %d workers: violation %v; sequential %v", name, workers, par.Violation, seq.Violation)
			}
			if (par.Violation == nil) != (seq.Violation == nil) {
				continue
			}
			if par.Violation != nil && fmt.Sprintf("%+v", par.Violation.Trace) != fmt.Sprintf("%+v", seq.Violation.Trace) {
				t.Errorf("%s, %d workers: trace\n%+v\nsequential\n%+v", name, workers, par.Violation.Trace, seq.Violation.Trace)
			}
			for i := 0; i < seq.States; i += max(1, seq.States/50) {
				if !equalWords(par.store.state(i), seq.store.state(i)) {
					t.Errorf("%s, %d workers: state %d differs", name, workers, i)
					break
				}
			}
		}
	}
}
