package main

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"paraverify/internal/job"
	"paraverify/internal/testdirs"
)

// refString prints a summary's reference instance as NAME=VALUE(source)
// pairs.
func refString(s job.Summary) string {
	var parts []string
	for _, c := range s.Reference {
		p := c.Name + "=" + itoa(c.Value) + "(" + c.Source
		if c.File != nil {
			p += ", file " + itoa(*c.File)
		}
		parts = append(parts, p+")")
	}
	return strings.Join(parts, " ")
}

func itoa(v int64) string { b, _ := json.Marshal(v); return string(b) }

// TestMainJobAsShipped: the main job on German as the file is written
// (NODE_NUM : 5) chooses two nodes, says so on stderr and in --json, and
// proves the protocol; -D sets the size instead.
func TestMainJobAsShipped(t *testing.T) {
	model := testdirs.SharedModel("german.m")
	s := proveRun(t, exitOK, "-o", filepath.Join(t.TempDir(), "a"), model)
	if s.Result != job.ResultWritten || s.Invariants != 50 || s.States != 11550 {
		t.Errorf("%+v", s)
	}
	if got := refString(s); got != "NODE_NUM=2(chosen, file 5) DATA_NUM=2(chosen, file 2)" {
		t.Errorf("reference instance %s", got)
	}
	code, out, errs := runCLI(t, "-o", filepath.Join(t.TempDir(), "b"), model)
	if code != exitOK || !strings.Contains(errs, "reference instance: NODE_NUM=2 DATA_NUM=2 (chosen for the search; the file says NODE_NUM=5") ||
		!strings.Contains(out, "(reference instance NODE_NUM=2 DATA_NUM=2: 11550 states)") {
		t.Errorf("exit %d\nstdout: %s\nstderr: %s", code, out, errs)
	}
	s = findRun(t, exitOK, "-D", "NODE_NUM=3", "-o", filepath.Join(t.TempDir(), "c"), model)
	if s.Result != job.ResultVerified || s.Invariants != 50 || refString(s) != "NODE_NUM=3(-D) DATA_NUM=2(chosen, file 2)" {
		t.Errorf("-D NODE_NUM=3: %s %+v", refString(s), s)
	}
}

// TestReferenceGrows: lone_client.m is written for one client and its
// property has one parameter, so the search starts on one client and
// does not close there (the auxiliary invariant needs two): it is redone
// with evidence from a larger instance of two clients, chosen by the
// tool, also when -D sets the reference instance.
func TestReferenceGrows(t *testing.T) {
	model := filepath.Join(testdirs.Protocols(), "job", "lone_client.m")
	s := proveRun(t, exitOK, "-o", filepath.Join(t.TempDir(), "a"), model)
	if s.Result != job.ResultWritten || s.Invariants != 2 || refString(s) != "N=1(chosen, file 1)" || strings.Join(s.Larger, " ") != "N=2" || s.LargerSource != "chosen" {
		t.Errorf("%s %+v", refString(s), s)
	}
	code, _, errs := runCLI(t, "find", "-o", filepath.Join(t.TempDir(), "b"), model)
	if code != exitOK || !strings.Contains(errs, "reference instance: N=1") || !strings.Contains(errs, "the search did not close on N=1") ||
		!strings.Contains(errs, "evidence from a larger instance, N=2") {
		t.Errorf("exit %d\n%s", code, errs)
	}
	s = findRun(t, exitOK, "-D", "N=1", "-o", filepath.Join(t.TempDir(), "c"), model)
	if s.Result != job.ResultVerified || refString(s) != "N=1(-D)" || strings.Join(s.Larger, " ") != "N=2" {
		t.Errorf("-D N=1: %s %+v", refString(s), s)
	}
}

// TestDeadlockFinding: a safe model that deadlocks is proved (exit 0),
// the deadlock reported with its trace as a finding; --deadlock makes it
// fail (exit 1), as check does by default.
func TestDeadlockFinding(t *testing.T) {
	model := filepath.Join(testdirs.Protocols(), "job", "mutex_deadlock.m")
	for _, cmd := range [][]string{{"--json"}, {"find", "--json"}} {
		s := jsonRun(t, exitOK, append(cmd, "-o", filepath.Join(t.TempDir(), "a"), model)...)
		if s.Result != job.ResultWritten && s.Result != job.ResultVerified || s.Deadlock == nil || s.Deadlock.Kind != "deadlock" || len(s.Deadlock.Trace) < 2 ||
			s.DeadlockIn != "N=2" || len(s.Violations) != 0 {
			t.Errorf("%v: %+v", cmd, s)
		}
		dir := filepath.Join(t.TempDir(), "b")
		s = jsonRun(t, exitViolated, append(cmd, "--deadlock", "-o", dir, model)...)
		if s.Result != "violated" || len(s.Violations) != 1 || s.Violations[0].Kind != "deadlock" || len(s.Violations[0].Trace) < 2 {
			t.Errorf("%v --deadlock: %+v", cmd, s)
		}
		if _, err := os.Stat(dir); err == nil {
			t.Errorf("%v --deadlock: output written", cmd)
		}
	}
	code, out, _ := runCLI(t, "-o", filepath.Join(t.TempDir(), "c"), model)
	if code != exitOK || !strings.Contains(out, "finding: deadlock: no rule is enabled in the reference instance N=2 (not a property") ||
		!strings.Contains(out, "trace (") || !strings.Contains(out, ": invariants found and verified by Z3 for every size; Isabelle session written, not checked: ") {
		t.Errorf("exit %d\n%s", code, out)
	}
	r := checkRun(t, exitViolated, model)
	if r.Result != "violated" || r.Violations[0].Kind != "deadlock" {
		t.Errorf("check: %+v", r)
	}
}

// TestNothingToProve: a model without an invariant has nothing to prove.
func TestNothingToProve(t *testing.T) {
	model := filepath.Join(t.TempDir(), "noprop.m")
	src := "var x : boolean;\nstartstate x := false; endstartstate\nrule \"flip\" true ==> x := !x; endrule\n"
	if err := os.WriteFile(model, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{model}, {"prove", model}, {"find", model}} {
		code, out, errs := runCLI(t, append([]string{"-o", filepath.Join(t.TempDir(), "o")}, args...)...)
		if code != exitBadInput || !strings.Contains(errs, "nothing to prove: the model declares no invariant") {
			t.Errorf("%v: exit %d\n%s\n%s", args, code, out, errs)
		}
	}
	var f jsonFailure
	code, out, _ := runCLI(t, "--json", model)
	if err := json.Unmarshal([]byte(out), &f); err != nil || code != exitBadInput || f.Result != "error" ||
		len(f.Errors) != 1 || !strings.Contains(f.Errors[0].Message, "nothing to prove") {
		t.Errorf("--json: exit %d %v\n%s", code, err, out)
	}
	// an assert in a rule is something to prove: the lowering states it
	// as an invariant, and the main job proves it
	checked := filepath.Join(t.TempDir(), "assertonly.m")
	src = "const N : 2;\ntype node : scalarset(N);\nvar a : array [node] of boolean; busy : boolean;\n" +
		"startstate for i : node do a[i] := false; end; busy := false; end;\n" +
		"ruleset i : node do\n  rule \"take\" !busy ==> busy := true; a[i] := true; end;\n" +
		"  rule \"give\" a[i] ==> assert busy \"held\"; a[i] := false; busy := false; end;\nend;\n"
	if err := os.WriteFile(checked, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	if code, out, errs := runCLI(t, "-o", filepath.Join(t.TempDir(), "o"), checked); code != 0 || !strings.Contains(out, "Isabelle session written") {
		t.Errorf("a model whose only check is an assert: exit %d\n%s\n%s", code, out, errs)
	}
}

// TestJSONErrors: with --json, input errors, unsupported constructs and
// violations come as JSON on stdout (nothing on stderr).
func TestJSONErrors(t *testing.T) {
	bad := filepath.Join(testdirs.Root(), "murphi", "check", "testdata", "bad", "undeclared_variable.m")
	decode := func(args []string, wantCode int) jsonFailure {
		t.Helper()
		code, out, errs := runCLI(t, args...)
		var f jsonFailure
		if err := json.Unmarshal([]byte(out), &f); err != nil || code != wantCode || errs != "" {
			t.Fatalf("%v: exit %d, want %d; %v\nstdout: %s\nstderr: %s", args, code, wantCode, err, out, errs)
		}
		return f
	}
	for _, cmd := range [][]string{{"--json"}, {"find", "--json"}, {"prove", "--json"}, {"check", "--json"}} {
		f := decode(append(cmd, bad), exitBadInput)
		if f.Result != "error" || f.File != bad || len(f.Errors) == 0 || f.Errors[0].Line == 0 || f.Errors[0].File != bad {
			t.Errorf("%v bad input: %+v", cmd, f)
		}
		f = decode(append(cmd, filepath.Join(t.TempDir(), "missing.m")), exitBadInput)
		if f.Result != "error" || len(f.Errors) != 1 || !strings.Contains(f.Errors[0].Message, "no such file") {
			t.Errorf("%v missing file: %+v", cmd, f)
		}
	}
	// An error without a position leaves "line" and "col" out (not 0:0).
	noProp := filepath.Join(t.TempDir(), "noprop.m")
	if err := os.WriteFile(noProp, []byte("var x : boolean;\nstartstate x := false; endstartstate\nrule \"r\" true ==> x := !x; endrule\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errs := runCLI(t, "--json", "-o", filepath.Join(t.TempDir(), "o"), noProp)
	if code != exitBadInput || errs != "" || !strings.Contains(out, "nothing to prove") || strings.Contains(out, `"line"`) || strings.Contains(out, `"col"`) {
		t.Errorf("nothing to prove: exit %d\n%s", code, out)
	}
	// A construct the checker does not run: exit 3, "unsupported".
	huge := filepath.Join(t.TempDir(), "huge.m")
	src := "var x : boolean;\nvar y : 0..99999999999;\n" +
		"startstate x := false; endstartstate\nrule \"r\" true ==> x := !x; endrule\ninvariant \"i\" x | !x;\n"
	if err := os.WriteFile(huge, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, cmd := range [][]string{{"--json"}, {"check", "--json"}} {
		f := decode(append(cmd, huge), exitInconclusive)
		if f.Result != "unsupported" || len(f.Errors) != 1 || !strings.Contains(f.Errors[0].Message, "unsupported: subrange") || f.Errors[0].Line != 2 {
			t.Errorf("%v unsupported: %+v", cmd, f)
		}
	}
	code, _, errs = runCLI(t, "check", huge)
	if code != exitInconclusive || !strings.Contains(errs, "huge.m:2:") {
		t.Errorf("check, unsupported: exit %d\n%s", code, errs)
	}
	// Unsupported in the search or the proof: the summary with the
	// positioned errors, grouped by kind.
	s := jsonRun(t, exitInconclusive, "--json", "-o", filepath.Join(t.TempDir(), "o"), filepath.Join(testdirs.Protocols(), "counter.m"))
	if s.Result != "unsupported" || len(s.Unsupported) != 2 || len(s.Errors) != 3 || s.Errors[0].Line != 17 || !strings.HasPrefix(s.Errors[0].Message, "unsupported in proof generation") {
		t.Errorf("counter.m: %+v", s)
	}
	// A violation, with its trace.
	s = jsonRun(t, exitViolated, "--json", "-o", filepath.Join(t.TempDir(), "o"), filepath.Join(testdirs.Protocols(), "german_lite_bug_excl.m"))
	if s.Result != "violated" || len(s.Violations) != 1 || s.Violations[0].Kind != "invariant" || len(s.Violations[0].Trace) < 3 {
		t.Errorf("violation: %+v", s)
	}
	// parse: a file whose only errors are unsupported constructs exits 3.
	code, _, _ = runCLI(t, "parse", filepath.Join(testdirs.Root(), "murphi", "check", "testdata", "bad", "unsupported_huge_subrange.m"))
	if code != exitInconclusive {
		t.Errorf("parse, unsupported only: exit %d", code)
	}
}

// TestOutputDirectory: the default output directory is created in the
// current directory (not beside the model), -o creates missing parents,
// and the permissions are the usual ones (0755, 0644 before the umask).
func TestOutputDirectory(t *testing.T) {
	old := syscall.Umask(0o022)
	defer syscall.Umask(old)
	src, err := os.ReadFile(testdirs.SharedModel("mutualEx.m"))
	if err != nil {
		t.Fatal(err)
	}
	work := t.TempDir()
	t.Chdir(work)
	models := t.TempDir()
	model := filepath.Join(models, "mutualEx.m")
	if err := os.WriteFile(model, src, 0o644); err != nil {
		t.Fatal(err)
	}
	s := proveRun(t, exitOK, model)
	if s.Dir != "mutualEx.paraverify" {
		t.Errorf("output directory %q", s.Dir)
	}
	if _, err := os.Stat(filepath.Join(models, "mutualEx.paraverify")); err == nil {
		t.Errorf("output written beside the model")
	}
	nested := filepath.Join(work, "a", "b", "c")
	s = findRun(t, exitOK, "-o", nested, model)
	if s.Dir != nested {
		t.Errorf("-o %s: %+v", nested, s)
	}
	for _, dir := range []string{filepath.Join(work, "mutualEx.paraverify"), nested} {
		err := filepath.Walk(dir, func(p string, fi os.FileInfo, err error) error {
			if err != nil {
				return err
			}
			want := os.FileMode(0o644)
			if fi.IsDir() {
				want = 0o755
			}
			if fi.Mode().Perm() != want {
				t.Errorf("%s: mode %v, want %v", p, fi.Mode().Perm(), want)
			}
			return nil
		})
		if err != nil {
			t.Error(err)
		}
	}
	for _, p := range []string{filepath.Join(work, "a"), filepath.Join(work, "a", "b")} {
		if fi, err := os.Stat(p); err != nil || fi.Mode().Perm() != 0o755 {
			t.Errorf("%s: %v %v", p, fi, err)
		}
	}
}

// TestCLIDefects: flag values that make no sense are refused (exit 2), an
// unknown command is not read as a file name, --help names flag values
// plainly, and check lists the symmetric subranges it does not reduce.
func TestCLIDefects(t *testing.T) {
	model := testdirs.SharedModel("mutualEx.m")
	for _, args := range [][]string{
		{"--workers", "0", model},
		{"--workers", "-3", model},
		{"check", "--workers", "0", model},
		{"find", "--workers", "-3", model},
		{"--max-invariants", "0", model},
		{"find", "--max-invariants", "0", model},
		{"find", "--spare", "-1", model},
		{"--max-refuted", "-1", model},
		{"check", "--max-states", "-1", model},
		{"check", "--timeout", "-1s", model},
	} {
		code, _, errs := runCLI(t, append(args[:len(args):len(args)], "-o", filepath.Join(t.TempDir(), "o"))...)
		if args[0] == "check" {
			code, _, errs = runCLI(t, args...)
		}
		if code != exitBadInput || !strings.Contains(errs, "want") && !strings.Contains(errs, "negative") {
			t.Errorf("%v: exit %d\n%s", args, code, errs)
		}
	}
	code, _, errs := runCLI(t, "frobnicate")
	if code != exitBadInput || !strings.Contains(errs, `unknown command "frobnicate"`) {
		t.Errorf("unknown command: exit %d\n%s", code, errs)
	}
	code, _, errs = runCLI(t, "chek")
	if code != exitBadInput || !strings.Contains(errs, "Did you mean this?\n\tcheck") {
		t.Errorf("misspelt command: exit %d\n%s", code, errs)
	}
	code, _, errs = runCLI(t, filepath.Join(t.TempDir(), "missing.m"))
	if code != exitBadInput || strings.Contains(errs, "unknown command") || !strings.Contains(errs, "no such file") {
		t.Errorf("missing model: exit %d\n%s", code, errs)
	}
	// an existing file is a model, whatever its name
	txt := filepath.Join(t.TempDir(), "model.txt")
	src, _ := os.ReadFile(model)
	if err := os.WriteFile(txt, src, 0o644); err != nil {
		t.Fatal(err)
	}
	if code, _, errs := runCLI(t, "-o", filepath.Join(t.TempDir(), "o"), txt); code != exitOK {
		t.Errorf("model.txt: exit %d\n%s", code, errs)
	}
	_, out, _ := runCLI(t, "--help")
	if !strings.Contains(out, "--config FILE ") || strings.Contains(out, "--config consts") {
		t.Errorf("--help:\n%s", out)
	}
	_, out, _ = runCLI(t, "check", "-D", "NODE_NUM=2", "--symmetric", "NODE", "--symmetric", "DATA", testdirs.SharedModel("german.m"))
	if !strings.Contains(out, "symmetry reduction on: NODE, DATA") || strings.Contains(out, "subrange types used symmetrically") {
		t.Errorf("check with both subranges reduced:\n%s", out)
	}
	_, out, _ = runCLI(t, "check", "-D", "NODE_NUM=2", "--symmetric", "NODE", testdirs.SharedModel("german.m"))
	if !strings.Contains(out, "subrange types used symmetrically: DATA (reduce") {
		t.Errorf("check with NODE reduced:\n%s", out)
	}
}

// TestFindGraphSVG: with Graphviz installed, the derivation graph is also
// rendered as SVG and invariants.md links it.
func TestFindGraphSVG(t *testing.T) {
	if _, err := exec.LookPath("dot"); err != nil {
		t.Skip("Graphviz (dot) is not installed")
	}
	dir := filepath.Join(t.TempDir(), "out")
	findRun(t, exitOK, "-o", dir, testdirs.SharedModel("german.m"))
	svg, err := os.ReadFile(filepath.Join(dir, "invariants.svg"))
	if err != nil || !strings.Contains(string(svg), "<svg") || !strings.Contains(string(svg), "inv_50") {
		t.Errorf("invariants.svg: %v\n%.300s", err, svg)
	}
	md, _ := os.ReadFile(filepath.Join(dir, "invariants.md"))
	if !strings.Contains(string(md), "[invariants.svg](invariants.svg)") {
		t.Errorf("invariants.md does not link the SVG:\n%.600s", md)
	}
}

// TestExistsNamingNone: a property that says some node exists, naming
// none, is not proved for every size (at size 0 it is false): exit 3
// with that reason, not an internal error.
func TestExistsNamingNone(t *testing.T) {
	model := filepath.Join(t.TempDir(), "somenode.m")
	src := "const N : 2;\ntype node : scalarset(N); st_t : enum {Idle, Crit};\nvar st : array [node] of st_t; x : boolean;\n" +
		"startstate for i : node do st[i] := Idle; end; x := true; end;\n" +
		"ruleset i : node do\n  rule \"enter\" st[i] = Idle & x ==> st[i] := Crit; x := false; end;\n" +
		"  rule \"exit\" st[i] = Crit ==> st[i] := Idle; x := true; end;\nend;\n" +
		"invariant \"mutex\" forall i : node do forall j : node do i != j -> !(st[i] = Crit & st[j] = Crit) end end;\n" +
		"invariant \"some\" exists j : node do st[j] != Crit end;\n"
	if err := os.WriteFile(model, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errs := runCLI(t, "-o", filepath.Join(t.TempDir(), "o"), model)
	if code != exitInconclusive || !strings.Contains(errs, "not proved: invariant") || !strings.Contains(errs, "names none") || strings.Contains(errs, "internal error") {
		t.Errorf("exit %d\n%s\n%s", code, out, errs)
	}
}

// TestRefusedWithinBudget: a model refused up front whose exploration
// for a violation the time budget stops is reported as refused, with
// its groups, not as a search the budget stopped.
func TestRefusedWithinBudget(t *testing.T) {
	model := filepath.Join(t.TempDir(), "bigbag.m")
	src := "type slot : 0..15; val : 0..3;\nvar a : array [slot] of val; bag : multiset [2] of boolean;\n" +
		"startstate for s : slot do a[s] := 0; end; end;\n" +
		"ruleset s : slot do rule \"inc\" true ==> a[s] := (a[s] + 1) % 4; end; end;\n" +
		"invariant \"small\" a[0] <= 3;\n"
	if err := os.WriteFile(model, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	var f struct {
		Result      string            `json:"result"`
		Message     string            `json:"message"`
		Unsupported []json.RawMessage `json:"unsupported"`
	}
	code, out, _ := runCLI(t, "--json", "--timeout", "1s", "--evidence", "0", "-o", filepath.Join(t.TempDir(), "o"), model)
	if err := json.Unmarshal([]byte(out), &f); err != nil || code != exitInconclusive || f.Result != "unsupported" || len(f.Unsupported) == 0 ||
		!strings.Contains(f.Message, "multiset") || !strings.Contains(f.Message, "before the exploration for a violation stopped") {
		t.Errorf("exit %d %v\n%s", code, err, out)
	}
}
