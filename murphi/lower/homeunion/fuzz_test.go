package homeunion

import (
	"os"
	"testing"

	"paraverify/internal/testdirs"
	"paraverify/murphi/check"
	"paraverify/murphi/format"
	"paraverify/murphi/parser"
)

// FuzzRewrite rewrites arbitrary models that check: no panic, and a
// rewritten model checks, also printed and parsed again.
func FuzzRewrite(f *testing.F) {
	for _, m := range testdirs.Models(testdirs.Protocols()) {
		if src, err := os.ReadFile(m); err == nil && len(src) <= 8<<10 {
			f.Add(src)
		}
	}
	f.Add([]byte(head + `startstate for p : Proc do req[p] := false; end; owner := H0; h := H1; end;
ruleset n : Node do rule "g" ismember(n, Home) | forall p : Proc do req[p] end ==> owner := n; end; end;
invariant "i" forall n : Node do ismember(n, Node) end;`))
	f.Fuzz(func(t *testing.T, src []byte) {
		file, errs := parser.ParseFile("f.m", src)
		if len(errs) > 0 {
			return
		}
		m, errs := check.Check(file, &check.Config{})
		if len(errs) > 0 {
			return
		}
		if len(Rewrite(m)) == 0 {
			return
		}
		if _, errs := check.Check(m.File, &check.Config{}); len(errs) > 0 {
			t.Fatalf("the rewritten model does not check: %v\n%s", errs, format.File(m.File))
		}
		g, errs := parser.ParseFile("f.m", []byte(format.File(m.File)))
		if len(errs) == 0 {
			_, errs = check.Check(g, &check.Config{})
		}
		if len(errs) > 0 {
			t.Fatalf("the printed rewrite: %v\n%s", errs, format.File(m.File))
		}
	})
}
