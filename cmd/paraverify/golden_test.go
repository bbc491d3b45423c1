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
			got, err := os.ReadFile(filepath.Join(dir, file))
			if err != nil {
				t.Fatal(err)
			}
			golden := filepath.Join("testdata", "golden", tc.name+"."+file)
			if *update {
				if err := os.MkdirAll(filepath.Dir(golden), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(golden, got, 0o644); err != nil {
					t.Fatal(err)
				}
				continue
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run go test ./cmd/paraverify -run TestFindGolden -update)", err)
			}
			if string(got) != string(want) {
				t.Errorf("%s: %s differs from %s:\n%s", tc.name, file, golden, got)
			}
		}
	}
}
