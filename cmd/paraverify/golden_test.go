package main

import (
	"flag"
	"os"
	"path/filepath"
	"testing"

	"paraverify/internal/testdirs"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/golden")

// TestFindGolden compares the tables find writes for small models with
// golden files (go test ./cmd/paraverify -run TestFindGolden -update
// rewrites them): the output is deterministic.
func TestFindGolden(t *testing.T) {
	for _, tc := range []struct{ name, model string }{
		{"mutualEx", testdirs.SharedModel("mutualEx.m")},
		{"home_dir", filepath.Join(testdirs.Protocols(), "home_dir.m")},
	} {
		dir := filepath.Join(t.TempDir(), "out")
		findRun(t, exitOK, "-o", dir, tc.model)
		for _, file := range []string{"invariants.md", "relations.md", "invariants.yaml"} {
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
