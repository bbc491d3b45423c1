package format

import (
	"os"
	"path/filepath"
	"testing"

	"paraverify/internal/testdirs"
	"paraverify/murphi/ast"
	"paraverify/murphi/check"
	"paraverify/murphi/parser"
)

// TestRoundTrip prints every model of protocols/ and the benchmarks,
// parses and checks the text again, and prints it once more: the second
// print is the first (idempotent), the reparsed model checks, and it has
// the same state variables, rules and properties.
func TestRoundTrip(t *testing.T) {
	files := append(testdirs.Models(testdirs.Protocols()), testdirs.Models(testdirs.Shared())...)
	if len(files) < 20 {
		t.Fatalf("%d models", len(files))
	}
	for _, path := range files {
		t.Run(filepath.Base(path), func(t *testing.T) {
			src, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			f, errs := parser.ParseFile(path, src)
			if len(errs) > 0 {
				t.Fatal(errs)
			}
			m, errs := check.Check(f, nil)
			if len(errs) > 0 {
				t.Fatal(errs)
			}
			text := File(f)
			g, errs := parser.ParseFile(path, []byte(text))
			if len(errs) > 0 {
				t.Fatalf("%v\n%s", errs, text)
			}
			n, errs := check.Check(g, nil)
			if len(errs) > 0 {
				t.Fatalf("%v\n%s", errs, text)
			}
			if again := File(g); again != text {
				t.Errorf("printing the printed model changes it:\n%s", again)
			}
			if len(m.Vars) != len(n.Vars) || len(m.Rules) != len(n.Rules) || len(m.StartStates) != len(n.StartStates) || len(m.Invariants) != len(n.Invariants) {
				t.Errorf("%d/%d vars, %d/%d rules, %d/%d startstates, %d/%d invariants", len(m.Vars), len(n.Vars),
					len(m.Rules), len(n.Rules), len(m.StartStates), len(n.StartStates), len(m.Invariants), len(n.Invariants))
			}
		})
	}
}

// TestExprPrecedence prints expressions built without parentheses where
// precedence needs them, and only there.
func TestExprPrecedence(t *testing.T) {
	id := func(n string) ast.Expr { return &ast.Ident{Name: n} }
	bin := func(x ast.Expr, op ast.Op, y ast.Expr) ast.Expr { return &ast.Binary{X: x, Op: op, Y: y} }
	neg := func(x ast.Expr) ast.Expr { return &ast.Unary{Op: ast.OpNeg, X: x} }
	for _, tc := range []struct {
		e    ast.Expr
		want string
	}{
		{bin(bin(id("a"), ast.OpOr, id("b")), ast.OpAnd, id("c")), "(a | b) & c"},
		{bin(id("a"), ast.OpOr, bin(id("b"), ast.OpAnd, id("c"))), "a | b & c"},
		{bin(bin(id("a"), ast.OpSub, id("b")), ast.OpSub, id("c")), "a - b - c"},
		{bin(id("a"), ast.OpSub, bin(id("b"), ast.OpSub, id("c"))), "a - (b - c)"},
		{bin(bin(id("a"), ast.OpImplies, id("b")), ast.OpImplies, id("c")), "(a -> b) -> c"},
		{bin(id("a"), ast.OpImplies, bin(id("b"), ast.OpImplies, id("c"))), "a -> b -> c"},
		{bin(bin(id("a"), ast.OpEq, id("b")), ast.OpEq, id("c")), "(a = b) = c"},
		{&ast.Unary{Op: ast.OpNot, X: bin(id("a"), ast.OpAnd, id("b"))}, "!(a & b)"},
		{&ast.Unary{Op: ast.OpNot, X: bin(id("a"), ast.OpEq, id("b"))}, "!a = b"},
		{neg(neg(id("a"))), "-(-a)"},
		{bin(id("a"), ast.OpSub, neg(&ast.IntLit{Value: 1})), "a - -1"},
		{&ast.CondExpr{Cond: &ast.CondExpr{Cond: id("c"), Then: id("x"), Else: id("y")}, Then: id("a"), Else: &ast.CondExpr{Cond: id("d"), Then: id("p"), Else: id("q")}}, "(c ? x : y) ? a : d ? p : q"},
		{&ast.Index{X: id("a"), Index: bin(id("i"), ast.OpAdd, &ast.IntLit{Value: 1})}, "a[i + 1]"},
	} {
		if got := Expr(tc.e); got != tc.want {
			t.Errorf("got %s, want %s", got, tc.want)
		}
	}
}
