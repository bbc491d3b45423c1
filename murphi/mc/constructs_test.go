package mc

import (
	"path/filepath"
	"strings"
	"testing"

	"paraverify/internal/testdirs"
)

// TestUndefinedParameter: an undefined variable passed as a value
// parameter leaves the formal undefined (protocols/undefined_param.m, the
// 3-cache example's UndefNode pattern); Rumur's and CMurphi's counts with
// and without symmetry.
func TestUndefinedParameter(t *testing.T) {
	mc, m := compileFile(t, filepath.Join(testdirs.Protocols(), "undefined_param.m"), nil)
	for _, tc := range []struct {
		sym           bool
		states, fired int
	}{{true, 27, 41}, {false, 133, 183}} {
		opt := Options{Deadlock: true}
		if tc.sym {
			opt.Symmetric = scalarsets(m)
		}
		res := mc.Explore(opt)
		if res.Violation != nil || res.States != tc.states || res.RulesFired != int64(tc.fired) {
			t.Errorf("symmetry %v: %d states, %d fired, violation %v; want %d, %d", tc.sym, res.States, res.RulesFired, res.Violation, tc.states, tc.fired)
		}
	}
}

// TestCMurphiOnlySemantics: where CMurphi 5.4.9 and Rumur disagree,
// paraverify follows CMurphi (its figures): an undefined enum or scalarset
// variable copied into another; multisets (Rumur has none), with
// multiset reduction also without symmetry; rule priorities; reals
// (Rumur has none), rounded to their precision in the state.
func TestCMurphiOnlySemantics(t *testing.T) {
	for _, tc := range []struct {
		path          string
		sym           bool
		states, fired int
	}{
		{"testdata/undefined_copy.m", false, 2, 3},
		{filepath.Join(testdirs.Protocols(), "heater_real.m"), false, 101, 135},
		{filepath.Join(testdirs.Protocols(), "multiset_net.m"), true, 306, 976},
		{filepath.Join(testdirs.Protocols(), "multiset_net.m"), false, 1724, 5460},
	} {
		mc, m := compileFile(t, tc.path, nil)
		opt := Options{Deadlock: true}
		if tc.sym {
			opt.Symmetric = scalarsets(m)
		}
		res := mc.Explore(opt)
		if res.Violation != nil || res.States != tc.states || res.RulesFired != int64(tc.fired) {
			t.Errorf("%s symmetry %v: %d states, %d fired, violation %v; CMurphi: %d, %d", filepath.Base(tc.path), tc.sym, res.States, res.RulesFired, res.Violation, tc.states, tc.fired)
		}
	}
}

// TestRunTimeLimits: recursion deeper than MaxCallDepth and a run-time
// range longer than a quantifier may be stop the search with a limit (not
// a violation, not a crash), naming the place.
func TestRunTimeLimits(t *testing.T) {
	for _, tc := range []struct{ model, msg string }{
		{"deep_recursion.m", "7:24: recursion deeper than 10000 calls (in rule@12:1)"},
		{"long_range.m", "7:7: the range -1000000 to 1000000 has more than 65536 values"},
	} {
		t.Run(tc.model, func(t *testing.T) {
			mc, _ := compileFile(t, filepath.Join("testdata", tc.model), nil)
			for _, workers := range []int{1, 2} {
				res := mc.Explore(Options{Deadlock: true, Workers: workers})
				if res.Violation != nil || !strings.Contains(res.Limit, tc.msg) {
					t.Errorf("%d workers: limit %q, violation %v; want a limit %q", workers, res.Limit, res.Violation, tc.msg)
				}
			}
		})
	}
}
