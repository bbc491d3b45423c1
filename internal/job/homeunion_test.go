package job

import (
	"path/filepath"
	"strings"
	"testing"

	"paraverify/internal/load"
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
