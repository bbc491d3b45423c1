package main

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"paraverify/internal/testdirs"
)

type checkJSON struct {
	States          int      `json:"states"`
	Walked          int      `json:"walked"`
	RulesFired      int64    `json:"rules_fired"`
	SymmetricTypes  []string `json:"symmetric_types"`
	SymmetricRanges []string `json:"symmetric_subranges_detected"`
	Result          string   `json:"result"`
	Limit           string   `json:"limit"`
	// NotReduced: types left unreduced for a loop over them
	NotReduced map[string]string `json:"not_reduced"`
	Violations []struct {
		Kind, Name, Message string
		Trace               []struct {
			Rule    string
			Changes []struct{ Var, Old, New string }
		}
	} `json:"violations"`
}

func checkRun(t *testing.T, wantCode int, args ...string) checkJSON {
	t.Helper()
	code, out, errs := runCLI(t, append([]string{"check", "--json"}, args...)...)
	if code != wantCode {
		t.Fatalf("%v: exit %d, want %d\n%s\n%s", args, code, wantCode, out, errs)
	}
	var r checkJSON
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatalf("bad JSON %v:\n%s", err, out)
	}
	return r
}

func TestCheckJSON(t *testing.T) {
	r := checkRun(t, exitOK, "-D", "NODE_NUM=3", testdirs.SharedModel("german_chou.m"))
	if r.States != 5235 || r.RulesFired != 21289 || r.Result != "ok" || len(r.Violations) != 0 {
		t.Errorf("german_chou 3 nodes: %+v", r)
	}
	if strings.Join(r.SymmetricTypes, ",") != "NODE,DATA" {
		t.Errorf("symmetric types %v", r.SymmetricTypes)
	}
	r = checkRun(t, exitOK, "-D", "NODE_NUM=3", "--symmetry=off", testdirs.SharedModel("german_chou.m"))
	if r.States != 58104 || r.RulesFired != 235872 || len(r.SymmetricTypes) != 0 {
		t.Errorf("german_chou 3 nodes without symmetry: %+v", r)
	}
	r = checkRun(t, exitOK, "-D", "NODE_NUM=2", testdirs.SharedModel("german.m"))
	if r.States != 46194 || strings.Join(r.SymmetricRanges, ",") != "NODE,DATA" {
		t.Errorf("german 2 nodes: %+v", r)
	}
	r2 := checkRun(t, exitOK, "-D", "NODE_NUM=2", "--symmetric", "NODE", "--symmetric", "DATA", testdirs.SharedModel("german.m"))
	if r2.States >= r.States || strings.Join(r2.SymmetricTypes, ",") != "NODE,DATA" {
		t.Errorf("german 2 nodes reduced: %+v", r2)
	}
}

func TestCheckViolation(t *testing.T) {
	r := checkRun(t, exitViolated, filepath.Join(testdirs.Protocols(), "german_lite_bug_excl.m"))
	if r.Result != "violated" || len(r.Violations) != 1 {
		t.Fatalf("%+v", r)
	}
	v := r.Violations[0]
	if v.Kind != "invariant" || !strings.HasPrefix(v.Name, "Coherence(") || len(v.Trace) < 3 {
		t.Errorf("violation %+v", v)
	}
	code, out, _ := runCLI(t, "check", filepath.Join(testdirs.Protocols(), "fifo_bug_assert.m"))
	if code != exitViolated || !strings.Contains(out, "assertion failed: push on a full queue") || !strings.Contains(out, "trace (") {
		t.Errorf("exit %d\n%s", code, out)
	}
}

func TestCheckErrors(t *testing.T) {
	// A subrange used with arithmetic cannot be reduced: positioned error.
	code, _, errs := runCLI(t, "check", "--symmetric", "Node", filepath.Join(testdirs.Protocols(), "token_ring.m"))
	if code != exitBadInput || !strings.Contains(errs, "token_ring.m:") || !strings.Contains(errs, "Node is not used symmetrically") {
		t.Errorf("exit %d: %s", code, errs)
	}
	code, _, errs = runCLI(t, "check", "--symmetric", "NOPE", testdirs.SharedModel("mutualEx.m"))
	if code != exitBadInput || !strings.Contains(errs, "declares no type NOPE") {
		t.Errorf("exit %d: %s", code, errs)
	}
	code, _, _ = runCLI(t, "check", "--symmetry=maybe", testdirs.SharedModel("mutualEx.m"))
	if code != exitBadInput {
		t.Errorf("bad --symmetry: exit %d", code)
	}
	code, _, _ = runCLI(t, "check", filepath.Join(testdirs.Root(), "murphi", "check", "testdata", "bad", "undeclared_variable.m"))
	if code != exitBadInput {
		t.Errorf("bad model: exit %d", code)
	}
	r := checkRun(t, exitInconclusive, "--max-states", "100", testdirs.SharedModel("german.m"))
	if r.Result != "inconclusive" || r.States != 100 {
		t.Errorf("max states: %+v", r)
	}
	// Chou's FLASH has 1.35 M states at its own 3 nodes: far more than
	// 20 ms of search
	r = checkRun(t, exitInconclusive, "--timeout", "20ms", testdirs.SharedModel("flash_chou.m"))
	if r.Result != "inconclusive" || r.Limit != "the time budget of 20ms (--timeout) ran out" || r.States >= 1350226 {
		t.Errorf("timeout: %+v", r)
	}
}

// TestCheckJSONLists checks that the list fields are JSON lists, never
// null, when empty (german_chou.m has scalarsets and no symmetric subrange).
func TestCheckJSONLists(t *testing.T) {
	code, out, errs := runCLI(t, "check", "--json", "--symmetry=off", testdirs.SharedModel("german_chou.m"))
	if code != exitOK {
		t.Fatalf("exit %d\n%s", code, errs)
	}
	var raw map[string]json.RawMessage
	if err := json.Unmarshal([]byte(out), &raw); err != nil {
		t.Fatalf("bad JSON %v:\n%s", err, out)
	}
	for _, k := range []string{"symmetric_types", "symmetric_subranges_detected", "violations"} {
		if string(raw[k]) != "[]" {
			t.Errorf("%s = %s, want []", k, raw[k])
		}
	}
}

// TestCheckWarningsAndLimits: a constant index out of range in a rule that
// never fires is a warning on stderr and the model holds (exit 0); find
// refuses such a model (exit 3); recursion that never ends is a limit
// (exit 3), not a crash.
func TestCheckWarningsAndLimits(t *testing.T) {
	model := filepath.Join(testdirs.Protocols(), "range_unfired.m")
	code, _, errs := runCLI(t, "check", model)
	if code != exitOK || !strings.Contains(errs, model+":36:7: warning: constant 2 out of range Idx (0..1)") {
		t.Errorf("check: exit %d\n%s", code, errs)
	}
	code, out, _ := runCLI(t, "find", "-o", filepath.Join(t.TempDir(), "out"), model)
	if code != exitInconclusive || !strings.Contains(out, model+":36:7: unsupported: constant 2 out of range") {
		t.Errorf("find: exit %d\n%s", code, out)
	}
	r := checkRun(t, exitInconclusive, filepath.Join(testdirs.Root(), "murphi", "mc", "testdata", "deep_recursion.m"))
	if r.Result != "inconclusive" {
		t.Errorf("deep recursion: %+v", r)
	}
}

// TestCheckHomeSymmetry: a node type with a home node inside it is
// detected, and --symmetric reduces it by the permutations that fix the
// home (german_home.m: node 0 of 0..3); the buggy variant's shortest trace
// is the same either way; a home value in the middle of the type is
// refused with its position.
func TestCheckHomeSymmetry(t *testing.T) {
	model := filepath.Join(testdirs.Protocols(), "german_home.m")
	code, out, errs := runCLI(t, "check", "--json", "-D", "NODE_NUM=3", model)
	var plain struct {
		States int                `json:"states"`
		Fixed  map[string][]int64 `json:"fixed_values_detected"`
	}
	if err := json.Unmarshal([]byte(out), &plain); err != nil || code != exitOK {
		t.Fatalf("exit %d: %v\n%s%s", code, err, out, errs)
	}
	if plain.States != 370062 || len(plain.Fixed["NODE"]) != 1 || plain.Fixed["NODE"][0] != 0 {
		t.Errorf("unreduced: %+v", plain)
	}
	r := checkRun(t, exitOK, "-D", "NODE_NUM=3", "--symmetric", "NODE", model)
	if r.States != 68236 || strings.Join(r.SymmetricTypes, ",") != "NODE" {
		t.Errorf("reduced fixing node 0: %+v", r)
	}
	bug := filepath.Join(testdirs.Protocols(), "german_home_bug_excl.m")
	a := checkRun(t, exitViolated, "-D", "NODE_NUM=3", bug)
	b := checkRun(t, exitViolated, "-D", "NODE_NUM=3", "--symmetric", "NODE", bug)
	if len(a.Violations) != 1 || len(b.Violations) != 1 || len(a.Violations[0].Trace) != len(b.Violations[0].Trace) || b.States >= a.States {
		t.Errorf("buggy variant: %+v\nreduced: %+v", a, b)
	}
	code, _, errs = runCLI(t, "check", "--symmetric", "NODE", filepath.Join("testdata", "home_middle.m"))
	if code != exitBadInput || !strings.Contains(errs, "home_middle.m:6:") || !strings.Contains(errs, "neither its first nor its last") {
		t.Errorf("home in the middle: exit %d: %s", code, errs)
	}
}

// TestCheckClearedScalarset: clear stores a scalarset's first value, so
// the reduction fixes it and the violation that starts from another value
// is found; with one other value left (-D VAL_NUM=2) the scalarset is not
// reduced, and the violation is found as well.
func TestCheckClearedScalarset(t *testing.T) {
	bug := filepath.Join(testdirs.Protocols(), "clear_scalarset_bug.m")
	for _, tc := range []struct {
		size    string
		reduced string
		states  int
	}{{"3", "VAL", 4}, {"2", "", 4}} {
		code, out, errs := runCLI(t, "check", "--json", "-D", "VAL_NUM="+tc.size, bug)
		var r checkReport
		if err := json.Unmarshal([]byte(out), &r); err != nil || code != exitViolated {
			t.Fatalf("VAL_NUM=%s: exit %d: %v\n%s%s", tc.size, code, err, out, errs)
		}
		if strings.Join(r.SymmetricTypes, ",") != tc.reduced || r.ClearedScalarsets["VAL"] != bug+":26:3" || len(r.Violations) != 1 || r.Violations[0].Name != "RegIsCopy" {
			t.Errorf("VAL_NUM=%s: %+v", tc.size, r)
		}
		if r.States != tc.states {
			t.Errorf("VAL_NUM=%s: %d states, want %d", tc.size, r.States, tc.states)
		}
	}
	code, out, _ := runCLI(t, "check", bug)
	if code != exitViolated || !strings.Contains(out, "scalarset VAL: clear stores its first value ("+bug+":26:3), reduced by the permutations that fix it") {
		t.Errorf("exit %d\n%s", code, out)
	}
}

// TestCheckLoopOrder: a loop over NODE that remembers the last node
// matching keeps NODE unreduced, and says so; the violation that needs
// the marked node last in the order is found.
func TestCheckLoopOrder(t *testing.T) {
	bug := filepath.Join(testdirs.Protocols(), "loop_order_bug.m")
	r := checkRun(t, exitViolated, bug)
	if len(r.SymmetricTypes) != 0 || r.NotReduced["NODE"] != bug+":46:3" || len(r.Violations) != 1 || r.Violations[0].Name != "PickedIsNotMarked" {
		t.Errorf("%+v", r)
	}
	code, out, _ := runCLI(t, "check", filepath.Join(testdirs.Protocols(), "loop_order.m"))
	if code != exitOK || !strings.Contains(out, "NODE: not reduced by symmetry: the loop at ") || !strings.Contains(out, "14 states") {
		t.Errorf("exit %d\n%s", code, out)
	}
	// as CMurphi reduces: fewer states, the violation missed, and said
	code, out, _ = runCLI(t, "check", "--symmetry=cmurphi", bug)
	if code != exitOK || !strings.Contains(out, "9 states") || !strings.Contains(out, "NODE: reduced as CMurphi reduces it (--symmetry=cmurphi), though the loop at "+bug+":46:3") ||
		!strings.Contains(out, "result: ok in every state the inexact reduction reached") {
		t.Errorf("cmurphi: exit %d\n%s", code, out)
	}
}

// TestCheckDeepen: --deepen continues a breadth-first prefix that misses a
// violation with random walks that find it (a trace through the walk), the
// same walks for the same seed; without a violation the result stays
// inconclusive; --deepen needs --max-states.
func TestCheckDeepen(t *testing.T) {
	bug := filepath.Join(testdirs.Protocols(), "german_lite_bug_excl.m")
	r := checkRun(t, exitInconclusive, "--max-states", "50", bug)
	if r.States != 50 || r.Walked != 0 {
		t.Errorf("prefix of 50: %+v", r)
	}
	a := checkRun(t, exitViolated, "--max-states", "50", "--deepen", "100000", bug)
	if a.Walked == 0 || a.States != 50+a.Walked || len(a.Violations) != 1 || a.Violations[0].Kind != "invariant" || len(a.Violations[0].Trace) < 2 {
		t.Fatalf("deepened: %+v", a)
	}
	b := checkRun(t, exitViolated, "--max-states", "50", "--deepen", "100000", bug)
	if b.States != a.States || len(b.Violations[0].Trace) != len(a.Violations[0].Trace) {
		t.Errorf("the same seed gave %d states, a trace of %d steps; before %d, %d", b.States, len(b.Violations[0].Trace), a.States, len(a.Violations[0].Trace))
	}
	ok := checkRun(t, exitInconclusive, "--max-states", "5", "--deepen", "3", "--walk-depth", "4", testdirs.SharedModel("mutualEx.m"))
	if ok.Result != "inconclusive" || ok.Walked > 3 || ok.Limit != "state limit of 5 reached" {
		t.Errorf("mutualEx deepened: %+v", ok)
	}
	for _, args := range [][]string{{"--deepen", "10"}, {"--max-states", "5", "--deepen", "-1"}, {"--max-states", "5", "--deepen", "3", "--walk-depth", "0"}} {
		if code, _, _ := runCLI(t, append(append([]string{"check"}, args...), bug)...); code != exitBadInput {
			t.Errorf("%v: exit %d, want %d", args, code, exitBadInput)
		}
	}
}
