package mc

import (
	"os"
	"strconv"
	"strings"
	"testing"

	"paraverify/internal/testdirs"
	"paraverify/murphi/check"
	"paraverify/murphi/parser"
)

// compileFile parses, checks and compiles a model with constant overrides.
func compileFile(t testing.TB, path string, consts map[string]int64) (*Machine, *check.Model) {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	f, errs := parser.ParseFile(path, src)
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	m, errs := check.Check(f, &check.Config{Consts: consts})
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	mc, err := Compile(m)
	if err != nil {
		t.Fatal(err)
	}
	return mc, m
}

func scalarsets(m *check.Model) []check.Type {
	var out []check.Type
	for _, t := range m.Types {
		if _, ok := t.Type.(*check.ScalarsetType); ok {
			out = append(out, t.Type)
		}
	}
	return out
}

// TestCMurphiCounts compares reachable states and rules fired with the
// figures CMurphi 5.4.9 reports for the same models and sizes.
func TestCMurphiCounts(t *testing.T) {
	for _, tc := range []struct {
		model  string
		consts map[string]int64
		sym    bool
		states int
		fired  int64
	}{
		{"mutualEx.m", map[string]int64{"clientNUMS": 4}, false, 80, 224},
		{"moesi.m", map[string]int64{"num_clients": 4}, false, 52, 296},
		{"mesi.m", map[string]int64{"clientNUMS": 4}, false, 24, 148},
		{"germanish.m", map[string]int64{"clientNum": 4}, false, 160, 420},
		{"german.m", map[string]int64{"NODE_NUM": 2}, false, 46194, 134320},
		{"german_chou.m", map[string]int64{"NODE_NUM": 2}, true, 852, 2491},
		{"german_chou.m", map[string]int64{"NODE_NUM": 3}, true, 5235, 21289},
		{"german_chou.m", map[string]int64{"NODE_NUM": 3}, false, 58104, 235872},
	} {
		name := strings.TrimSuffix(tc.model, ".m")
		for k, v := range tc.consts {
			name += "_" + k + "=" + itoa(v)
		}
		if !tc.sym {
			name += "_nosym"
		}
		t.Run(name, func(t *testing.T) {
			mc, m := compileFile(t, testdirs.SharedModel(tc.model), tc.consts)
			opt := Options{Deadlock: true}
			if tc.sym {
				opt.Symmetric = scalarsets(m)
			}
			res := mc.Explore(opt)
			if res.Violation != nil {
				t.Fatalf("violation: %v\n%+v", res.Violation, res.Violation.Trace)
			}
			if res.States != tc.states || res.RulesFired != tc.fired {
				t.Errorf("%d states, %d rules fired; CMurphi: %d, %d", res.States, res.RulesFired, tc.states, tc.fired)
			}
		})
	}
}

func itoa(v int64) string { return strconv.FormatInt(v, 10) }
