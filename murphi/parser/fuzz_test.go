package parser

import (
	"os"
	"testing"
	"time"

	"paraverify/internal/testdirs"
	"paraverify/murphi/ast"
)

// slowParse bounds one parse of a fuzz input (at most a few KB; FLASH's
// 55 KB parse in ~15 ms): a slower parse is a performance bug.
const slowParse = 2 * time.Second

// FuzzParse checks that no input makes the parser panic, that every node of
// the result has a position and that the debug printer handles the result.
func FuzzParse(f *testing.F) {
	for _, dir := range []string{testdirs.Shared(), testdirs.Protocols()} {
		for _, m := range testdirs.Models(dir) {
			// Small seeds keep executions fast (FLASH takes ~30 ms a parse).
			if src, err := os.ReadFile(m); err == nil && len(src) <= 8<<10 {
				f.Add(src)
			}
		}
	}
	f.Add([]byte("rule \"r\" x ==> x := ; end"))
	f.Fuzz(func(t *testing.T, src []byte) {
		start := time.Now()
		file, errs := ParseFile("f.m", src)
		if d := time.Since(start); d > slowParse {
			t.Fatalf("parse took %v (limit %v)", d, slowParse)
		}
		if file == nil {
			t.Fatal("nil file")
		}
		for _, e := range errs {
			if !e.Pos.IsValid() {
				t.Errorf("error without position: %v", e)
			}
			if len(e.Msg) >= 15 && e.Msg[:15] == "internal error:" {
				t.Errorf("%v", e)
			}
		}
		ast.Inspect(file, func(n ast.Node) bool {
			if !n.Pos().IsValid() {
				t.Errorf("%T without position", n)
			}
			return true
		})
		_ = ast.Debug(file)
	})
}
