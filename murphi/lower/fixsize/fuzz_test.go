package fixsize

import (
	"os"
	"testing"

	"paraverify/internal/testdirs"
	"paraverify/murphi/ast"
	"paraverify/murphi/check"
	"paraverify/murphi/format"
	"paraverify/murphi/parser"
)

// FuzzRewrite sets every integer constant of an arbitrary model that
// checks to 1 and rewrites it: no panic, and a rewritten model checks
// with the same values, also printed and parsed again.
func FuzzRewrite(f *testing.F) {
	seed(f)
	f.Fuzz(func(t *testing.T, src []byte) {
		file, errs := parser.ParseFile("f.m", src)
		if len(errs) > 0 {
			return
		}
		set := map[string]int64{}
		for _, d := range file.Decls {
			if c, ok := d.(*ast.ConstDecl); ok {
				set[c.Name.Name] = 1
			}
		}
		cfg := &check.Config{Consts: set}
		m, errs := check.Check(file, cfg)
		if len(errs) > 0 {
			return
		}
		if len(Rewrite(m, set)) == 0 {
			return
		}
		checksAgain(t, m, cfg)
	})
}

// FuzzKeep keeps every subrange type of an arbitrary model that checks
// (--keep of each): no panic, and the model so rewritten checks, also
// printed and parsed again.
func FuzzKeep(f *testing.F) {
	seed(f)
	f.Fuzz(func(t *testing.T, src []byte) {
		file, errs := parser.ParseFile("f.m", src)
		if len(errs) > 0 {
			return
		}
		m, errs := check.Check(file, &check.Config{})
		if len(errs) > 0 {
			return
		}
		var names []string
		for n := range subranges(m) {
			names = append(names, n)
		}
		kept, err := Keep(m, names)
		if err != nil {
			t.Fatalf("--keep of the declared subranges %v: %v", names, err)
		}
		if len(kept) == 0 {
			return
		}
		checksAgain(t, m, &check.Config{})
	})
}

// seed adds the project's models of at most 8 KiB to the corpus.
func seed(f *testing.F) {
	for _, m := range testdirs.Models(testdirs.Protocols()) {
		if src, err := os.ReadFile(m); err == nil && len(src) <= 8<<10 {
			f.Add(src)
		}
	}
}

// checksAgain fails unless m's rewritten file checks with cfg, also
// printed and parsed again.
func checksAgain(t *testing.T, m *check.Model, cfg *check.Config) {
	t.Helper()
	if _, errs := check.Check(m.File, cfg); len(errs) > 0 {
		t.Fatalf("the rewritten model does not check: %v\n%s", errs, format.File(m.File))
	}
	g, errs := parser.ParseFile("f.m", []byte(format.File(m.File)))
	if len(errs) == 0 {
		_, errs = check.Check(g, cfg)
	}
	if len(errs) > 0 {
		t.Fatalf("the printed rewrite: %v\n%s", errs, format.File(m.File))
	}
}
