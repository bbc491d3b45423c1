package main

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"regexp"
	"testing"

	"paraverify/internal/testdirs"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/golden")

var versionRE = regexp.MustCompile(`paraverify [^\n"]*, go[0-9][0-9.]*[a-z0-9]*`)

// TestFindGolden compares the tables and the derivation graph find writes
// for small models and German with golden files (go test ./cmd/paraverify
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
		findRun(t, exitOK, "-o", dir, tc.model)
		if _, err := os.Stat(filepath.Join(dir, "invariants.svg")); err == nil {
			t.Errorf("%s: invariants.svg written without Graphviz", tc.name)
		}
		for _, file := range tc.files {
			compareGolden(t, filepath.Join(dir, file), filepath.Join("testdata", "golden", tc.name+"."+file), "TestFindGolden")
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
		t.Fatalf("%v (run go test ./cmd/paraverify -run %s -update)", err, test)
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
