package instance

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"paraverify/internal/load"
	"paraverify/internal/prepare"
	"paraverify/internal/testdirs"
	"paraverify/murphi/check"
	"paraverify/murphi/mc"
)

// TestHomeUnionSameStates: the model with its union read as a subrange
// has the original's reachable states and transitions (explored without
// symmetry reduction, which the rewritten model cannot have), and the
// broken variant is violated in both.
func TestHomeUnionSameStates(t *testing.T) {
	for _, tc := range []struct {
		model         string
		states, fired int
		violated      bool
	}{
		{"german_union.m", 19392, 71304, false},
		{"german_union_bug_excl.m", 0, 0, true},
	} {
		path := filepath.Join(testdirs.Protocols(), tc.model)
		orig, err := load.Model(path, load.Overrides{}, "NODE_NUM=2")
		if err != nil {
			t.Fatal(err)
		}
		rw, notes, err := LoadModel(path, load.Overrides{}, "NODE_NUM=2")
		if err != nil || len(notes) != 1 || !strings.Contains(notes[0], "read as the subrange 0..NODE_NUM with Home = 0") {
			t.Fatalf("%s: %v %v", tc.model, notes, err)
		}
		var got [2]*mc.Result
		for i, m := range []*check.Model{orig, rw} {
			machine, err := mc.Compile(m)
			if err != nil {
				t.Fatal(err)
			}
			got[i] = machine.Explore(mc.Options{Deadlock: true})
		}
		for i, res := range got {
			if tc.violated {
				if res.Violation == nil || !strings.Contains(res.Violation.Msg, `invariant "CtrlProp"`) {
					t.Errorf("%s (%d): %+v", tc.model, i, res.Violation)
				}
				continue
			}
			if res.Violation != nil || res.States != tc.states || int(res.RulesFired) != tc.fired {
				t.Errorf("%s (%d): %d states, %d fired, %v; want %d, %d", tc.model, i, res.States, res.RulesFired, res.Violation, tc.states, tc.fired)
			}
		}
		if tc.violated && got[0].Violation != nil && got[1].Violation != nil && len(got[0].Violation.Trace) != len(got[1].Violation.Trace) {
			t.Errorf("%s: traces of %d and %d steps", tc.model, len(got[0].Violation.Trace), len(got[1].Violation.Trace))
		}
	}
}

// TestLoadModelSameStates explores every project model as the file
// says and as LoadModel reads it (literal sizes as constants, a union of
// home values and a scalarset as a subrange, an enum index as a fixed
// range) with the explicit-state checker, without symmetry reduction:
// the same number of states and of rules fired, and the same verdict.
// (ismember of an undefined pointer was once read as true.)
//
// PARAVERIFY_SAME_STATES_DIR=DIR runs it on the models in DIR instead,
// read as the job reads them and then lowered (as the search and the
// proof read them), at most 100,000 states each: a check of collected
// files, not a test of the project.
func TestLoadModelSameStates(t *testing.T) {
	paths, _ := filepath.Glob(filepath.Join(testdirs.Protocols(), "*.m"))
	dir := os.Getenv("PARAVERIFY_SAME_STATES_DIR")
	if dir != "" {
		paths, _ = filepath.Glob(filepath.Join(dir, "*.m"))
	}
	changed := 0
	for _, path := range paths {
		t.Run(filepath.Base(path), func(t *testing.T) {
			orig, err := load.Model(path, load.Overrides{})
			if err != nil {
				t.Skipf("does not load: %v", err)
			}
			rw, notes, err := LoadModel(path, load.Overrides{})
			if err != nil {
				t.Fatal(err)
			}
			if dir != "" {
				low, err := prepare.Lower(rw)
				if err != nil {
					t.Fatal(err)
				}
				if !low.Refused {
					rw = low.Model
				}
				notes = append(notes, "lowered")
			}
			if len(notes) == 0 {
				return
			}
			changed++
			max := 300000
			if dir != "" {
				max = 100000
			}
			var got [2]*mc.Result
			for i, m := range []*check.Model{orig, rw} {
				machine, err := mc.Compile(m)
				if err != nil {
					t.Skipf("the explicit-state checker does not run it: %v", err)
				}
				got[i] = machine.Explore(mc.Options{MaxStates: max, Workers: 1})
			}
			a, b := got[0], got[1]
			if a.Violation != nil && a.Violation.Kind == "error" && b.Violation != nil && b.Violation.Kind == "invariant" {
				// an assert or error the lowering made an invariant
				return
			}
			limited := a.Limit != "" && a.Limit == b.Limit && a.States == b.States
			if a.States != b.States || (a.RulesFired != b.RulesFired && !limited) || (a.Violation == nil) != (b.Violation == nil) || a.Limit != b.Limit {
				t.Errorf("as written: %d states, %d rules, violation %v, limit %q; as read: %d states, %d rules, violation %v, limit %q (%v)",
					a.States, a.RulesFired, a.Violation, a.Limit, b.States, b.RulesFired, b.Violation, b.Limit, notes)
			}
		})
	}
	if changed < 10 && dir == "" {
		t.Errorf("only %d models read differently from their files", changed)
	}
}
