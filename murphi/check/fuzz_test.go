package check_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"paraverify/internal/testdirs"
	"paraverify/murphi/check"
	"paraverify/murphi/parser"
)

// FuzzCheck parses and checks arbitrary input: no panic, no internal
// error, every error positioned.
func FuzzCheck(f *testing.F) {
	// The bad-input suite adds small seeds that reach the error paths.
	bad := filepath.Join(testdirs.Root(), "murphi", "check", "testdata", "bad")
	for _, dir := range []string{testdirs.Shared(), testdirs.Protocols(), bad} {
		for _, m := range testdirs.Models(dir) {
			// Small seeds keep executions fast (FLASH takes ~30 ms a parse).
			if src, err := os.ReadFile(m); err == nil && len(src) <= 8<<10 {
				f.Add(src)
			}
		}
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		file, errs := parser.ParseFile("f.m", src)
		if len(errs) == 0 {
			var m *check.Model
			if m, errs = check.Check(file, &check.Config{}); len(errs) == 0 {
				// the analyses the checker's symmetry reduction reads
				// (no panic on any model)
				m.SubrangeSymmetry()
				m.OrderDependentLoops()
				m.ClearedScalarsets()
			}
		}
		for _, e := range errs {
			if strings.HasPrefix(e.Msg, "internal error") {
				t.Fatalf("%v", e)
			}
			if e.Pos.File != "f.m" {
				t.Errorf("error without file: %v", e)
			}
		}
	})
}
