package mc

import (
	"path/filepath"
	"strings"
	"testing"

	"paraverify/internal/testdirs"
)

// TestRumurDifferential compares counts with Rumur's on small models in
// testdata that exercise constructs the benchmark models do not (each
// model's header comment gives Rumur's figures and the construct list).
func TestRumurDifferential(t *testing.T) {
	for _, tc := range []struct {
		model  string
		sym    bool
		states int
		fired  int64
	}{
		{"constructs.m", true, 2856, 24048},
		{"constructs.m", false, 14336, 121344},
		{"symrecords.m", true, 11741, 78394},
		{"symrecords.m", false, 140395, 936294},
		{"records.m", true, 576, 2472},
		{"records.m", false, 864, 3804},
	} {
		name := strings.TrimSuffix(tc.model, ".m")
		if !tc.sym {
			name += "_nosym"
		}
		t.Run(name, func(t *testing.T) {
			mc, m := compileFile(t, filepath.Join("testdata", tc.model), nil)
			opt := Options{Deadlock: true}
			if tc.sym {
				opt.Symmetric = scalarsets(m)
				if len(opt.Symmetric) == 0 {
					t.Fatal("no scalarset to reduce")
				}
			}
			res := mc.Explore(opt)
			if res.Violation != nil {
				t.Fatalf("violation: %v", res.Violation)
			}
			if res.States != tc.states || res.RulesFired != tc.fired {
				t.Errorf("%d states, %d rules fired; Rumur: %d, %d", res.States, res.RulesFired, tc.states, tc.fired)
			}
		})
	}
}

// TestRuntimeErrors checks that run-time errors and deadlocks Rumur
// reports are found, positioned, and come with a trace of Rumur's length.
func TestRuntimeErrors(t *testing.T) {
	for _, tc := range []struct {
		model, kind, msg string
		line, col        int
		steps            int   // start state included
		fired            int64 // Rumur's count (the failing firing is not counted)
	}{
		{"range_error.m", "error", "value -1 out of range V", 9, 64, 10, 45},
		{"undefined_read.m", "error", "read of undefined value y", 8, 32, 4, 3},
		{"stutter_deadlock.m", "deadlock", "every enabled rule leaves the state unchanged", 0, 0, 4, 4},
	} {
		t.Run(tc.model, func(t *testing.T) {
			mc, _ := compileFile(t, filepath.Join("testdata", tc.model), nil)
			res := mc.Explore(Options{Deadlock: true})
			v := res.Violation
			if v == nil {
				t.Fatalf("no violation (%d states)", res.States)
			}
			if v.Kind != tc.kind || !strings.Contains(v.Msg, tc.msg) || v.Pos.Line != tc.line || v.Pos.Col != tc.col {
				t.Errorf("violation %s %q at %v; want %s %q at %d:%d", v.Kind, v.Msg, v.Pos, tc.kind, tc.msg, tc.line, tc.col)
			}
			if res.RulesFired != tc.fired {
				t.Errorf("%d rules fired, Rumur: %d", res.RulesFired, tc.fired)
			}
			if len(v.Trace) != tc.steps {
				t.Errorf("trace of %d steps, want %d: %+v", len(v.Trace), tc.steps, v.Trace)
			}
		})
	}
}

// TestUnionHandCount checks protocols/lock_union.m (a union of a scalarset
// and an enum; Rumur has no unions) against counts derived by hand: without
// symmetry, 1 idle state, 3 with one client waiting, 3 with one holding and
// 6 with one holding and another waiting (13 states; 3+3+9+6 = 21 firings);
// with symmetry one state of each kind (4 states; 3+1+3+1 = 8 firings).
func TestUnionHandCount(t *testing.T) {
	mc, m := compileFile(t, filepath.Join(testdirs.Protocols(), "lock_union.m"), nil)
	for _, tc := range []struct {
		sym    bool
		states int
		fired  int64
	}{{false, 13, 21}, {true, 4, 8}} {
		opt := Options{Deadlock: true}
		if tc.sym {
			opt.Symmetric = scalarsets(m)
		}
		res := mc.Explore(opt)
		if res.Violation != nil || res.States != tc.states || res.RulesFired != tc.fired {
			t.Errorf("symmetry %v: %d states, %d fired, violation %v; want %d, %d", tc.sym, res.States, res.RulesFired, res.Violation, tc.states, tc.fired)
		}
	}
}
