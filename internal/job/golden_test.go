package job

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"testing"

	"paraverify/internal/exitcode"
	"paraverify/internal/testdirs"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/golden")

var versionRE = regexp.MustCompile(`paraverify [^\n"]*, go[0-9][0-9.]*[a-z0-9]*`)

// runJSON runs find (with prove the main job) on model with the command
// line's defaults and --json, writing into dir, and decodes the summary.
func runJSON(t *testing.T, prove bool, dir, model string) Summary {
	t.Helper()
	o := Defaults()
	// the version is masked in the golden files (versionRE)
	o.JSON, o.Out, o.Version = true, dir, "paraverify test, "+runtime.Version()
	var out, errs bytes.Buffer
	if err := Run(o, model, prove, &out, &errs); err != nil {
		code := exitcode.BadInput
		if e, ok := err.(*exitcode.Error); ok {
			code = e.Code
		}
		t.Fatalf("%s: exit %d: %v\n%s\n%s", model, code, err, out.String(), errs.String())
	}
	var s Summary
	if err := json.Unmarshal(out.Bytes(), &s); err != nil {
		t.Fatalf("bad JSON %v:\n%s", err, out.String())
	}
	return s
}

// TestFindGolden compares the tables and the derivation graph find writes
// for small models and German with golden files (go test ./internal/job
// -run TestFindGolden -update rewrites them): the output is deterministic.
// Graphviz is kept out of reach, so invariants.md links the .dot file
// whether or not it is installed (TestFindGraphSVG renders it).
func TestFindGolden(t *testing.T) {
	t.Setenv("PATH", t.TempDir())
	for _, tc := range []struct {
		name, model string
		files       []string
	}{
		{"mutualEx", testdirs.SharedModel("mutualEx.m"), []string{"invariants.md", "relations.md", "invariants.yaml", "invariants.dot"}},
		{"home_dir", filepath.Join(testdirs.Protocols(), "home_dir.m"), []string{"invariants.md", "relations.md", "invariants.yaml", "invariants.dot"}},
		{"german", testdirs.SharedModel("german.m"), []string{"invariants.md", "invariants.dot"}},
	} {
		dir := filepath.Join(t.TempDir(), "out")
		runJSON(t, false, dir, tc.model)
		if _, err := os.Stat(filepath.Join(dir, "invariants.svg")); err == nil {
			t.Errorf("%s: invariants.svg written without Graphviz", tc.name)
		}
		for _, file := range tc.files {
			compareGolden(t, filepath.Join(dir, file), filepath.Join("testdata", "golden", tc.name+"."+file), "TestFindGolden")
		}
	}
}

// TestProveGolden compares the generated theories of mutualEx, German,
// home_prop.m, big_action.m, big_forall.m and exists_witness_large.m with golden files (go test ./internal/job -run TestProveGolden
// -update rewrites them).
func TestProveGolden(t *testing.T) {
	for _, tc := range []struct {
		name  string
		model string
		files []string
	}{
		{"mutualEx", testdirs.SharedModel("mutualEx.m"),
			[]string{"ROOT", "mutualEx_Model.thy", "mutualEx_Invs_1.thy", "mutualEx.thy"}},
		{"german", testdirs.SharedModel("german.m"),
			[]string{"ROOT", "german_Model.thy", "german_Invs_1.thy", "german_Invs_2.thy", "german_Invs_3.thy", "german_Invs_4.thy", "german.thy"}},
		// a fixed home node read by a property (cache[Home] != E): the
		// model theory defines idx_of and the home invariant's hold
		// lemma (accepted by Isabelle)
		{"home_prop", filepath.Join(testdirs.Protocols(), "home_prop.m"),
			[]string{"ROOT", "home_prop_Model.thy", "home_prop_Invs_1.thy", "home_prop.thy"}},
		// a rule with sixteen conditionals (isabelle.LargeBranches): its
		// relations are proved with clarsimp first (accepted by Isabelle)
		{"big_action", filepath.Join(testdirs.Protocols(), "big_action.m"),
			[]string{"big_action_Invs_1.thy"}},
		// the large rule enters C under a forall: its relations offer
		// auto the condition's instances at the parameters (ball_points,
		// accepted by Isabelle)
		{"big_forall", filepath.Join(testdirs.Protocols(), "big_forall.m"),
			[]string{"big_forall_Invs_1.thy"}},
		// the large rule's if has an exists whose witness an auxiliary
		// invariant is instantiated at, with a home node 0: the case's
		// alternative without the lemma's facts (use in ... gr0I;
		// accepted by Isabelle)
		{"exists_witness_large", filepath.Join(testdirs.Protocols(), "exists_witness_large.m"),
			[]string{"exists_witness_large_Invs_1.thy"}},
	} {
		dir := filepath.Join(t.TempDir(), "out")
		s := runJSON(t, true, dir, tc.model)
		if s.Result != ResultWritten || s.Proof == nil || s.Proof.Obligations == 0 {
			t.Fatalf("%s: %+v", tc.name, s)
		}
		for _, file := range tc.files {
			compareGolden(t, filepath.Join(dir, "isabelle", file), filepath.Join("testdata", "golden", "isabelle", tc.name, file), "TestProveGolden")
		}
	}
}

// compareGolden compares the file at path with the golden file, or with
// -update rewrites the golden file; test names the test to rerun.
func compareGolden(t *testing.T, path, golden, test string) {
	t.Helper()
	got, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	// the tool's version (commit, Go release) is not part of the output
	// a golden file pins
	got = versionRE.ReplaceAll(got, []byte("paraverify VERSION"))
	// nor are the directories the models were read from
	got = maskDirs(got)
	if *update {
		if err := os.MkdirAll(filepath.Dir(golden), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(golden, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatalf("%v (run go test ./internal/job -run %s -update)", err, test)
	}
	if string(got) != string(want) {
		t.Errorf("%s differs from %s:\n%s", path, golden, got)
	}
}

// maskDirs replaces the absolute directories of the shared and the
// project's own models with $SHARED and $PROTOCOLS.
func maskDirs(b []byte) []byte {
	for _, d := range []struct{ dir, name string }{
		{testdirs.Shared(), "$SHARED"},
		{testdirs.Protocols(), "$PROTOCOLS"},
	} {
		abs, err := filepath.Abs(d.dir)
		if err != nil {
			continue
		}
		b = bytes.ReplaceAll(b, []byte(abs+string(filepath.Separator)), []byte(d.name+"/"))
	}
	return b
}
