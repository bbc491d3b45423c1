package lower

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"paraverify/internal/testdirs"
	"paraverify/murphi/check"
	"paraverify/murphi/format"
	"paraverify/murphi/parser"
)

// FuzzLower lowers arbitrary models that check: no internal error (a
// pass that panics or produces a model that does not check), no
// case slower than 10 s, every
// construct left positioned in the file and of a kind, and the printed
// lowering parses and checks.
func FuzzLower(f *testing.F) {
	for _, dir := range []string{testdirs.Protocols(), filepath.Join(testdirs.Root(), "murphi", "lower", "testdata")} {
		for _, m := range testdirs.Models(dir) {
			if src, err := os.ReadFile(m); err == nil && len(src) <= 8<<10 {
				f.Add(src)
			}
		}
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		done := make(chan string, 1)
		go func() { done <- lowerOnce(src) }()
		select {
		case msg := <-done:
			if msg != "" {
				t.Fatal(msg)
			}
		case <-time.After(10 * time.Second):
			t.Fatalf("parsing, checking and lowering take more than 10 s")
		}
	})
}

// lowerOnce runs one fuzz case and returns what is wrong ("" if nothing).
func lowerOnce(src []byte) string {
	file, errs := parser.ParseFile("f.m", src)
	if len(errs) > 0 {
		return ""
	}
	m, errs := check.Check(file, &check.Config{})
	if len(errs) > 0 {
		return ""
	}
	res := Lower(m, &check.Config{})
	for _, e := range res.Left {
		if e.Kind == nil || e.Kind == kindInternal || strings.Contains(e.Msg, "internal error") || e.Pos.File != "f.m" {
			return e.Error()
		}
	}
	if len(res.Model.File.Decls) == 0 && len(res.Model.File.Rules) == 0 {
		return "" // prints as an empty file, which does not parse
	}
	g, errs := parser.ParseFile("f.m", []byte(format.File(res.Model.File)))
	if len(errs) == 0 {
		_, errs = check.Check(g, &check.Config{})
	}
	if len(errs) > 0 {
		return "the printed lowering: " + errs.Error()
	}
	return ""
}
