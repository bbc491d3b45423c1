package format

import (
	goast "go/ast"
	goparser "go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"paraverify/internal/testdirs"
	"paraverify/murphi/ast"
	"paraverify/murphi/check"
	"paraverify/murphi/parser"
)

// corpus lists the models of protocols/, the benchmarks and the test data
// of the murphi packages that check (bad: those that parse but do not).
func corpus(t *testing.T) (good, bad []string) {
	root := testdirs.Root()
	good = append(testdirs.Models(testdirs.Protocols()), testdirs.Models(testdirs.Shared())...)
	for _, dir := range []string{"mc", "lower"} {
		good = append(good, testdirs.Models(filepath.Join(root, "murphi", dir, "testdata"))...)
	}
	bad = testdirs.Models(filepath.Join(root, "murphi", "check", "testdata", "bad"))
	if len(good) < 40 || len(bad) < 20 {
		t.Fatalf("%d models, %d bad ones", len(good), len(bad))
	}
	return good, bad
}

// positions matches the positions in ast.Debug's output.
var positions = regexp.MustCompile(`@[0-9]+:[0-9]+`)

// shape is the tree without positions.
func shape(f *ast.File) string {
	return positions.ReplaceAllString(ast.Debug(&ast.File{Decls: f.Decls, Rules: f.Rules}), "")
}

// TestRoundTrip prints every model of the corpus, parses and checks the
// text again, and prints it once more: the reparsed tree is the parsed
// one (up to positions), the second print is the first (idempotent), the
// reparsed model checks, and it has the same state variables, rules and
// properties.
func TestRoundTrip(t *testing.T) {
	files, _ := corpus(t)
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
			if a, b := shape(f), shape(g); a != b {
				t.Errorf("the reparsed tree differs:\n%s", firstDiff(a, b))
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

// TestRoundTripUnchecked prints the models that parse but do not check
// (the checker's test data) and parses them again: the same tree.
func TestRoundTripUnchecked(t *testing.T) {
	_, files := corpus(t)
	for _, path := range files {
		t.Run(filepath.Base(path), func(t *testing.T) {
			src, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			f, errs := parser.ParseFile(path, src)
			if len(errs) > 0 {
				t.Skip("does not parse")
			}
			text := File(f)
			g, errs := parser.ParseFile(path, []byte(text))
			if len(errs) > 0 {
				t.Fatalf("%v\n%s", errs, text)
			}
			if a, b := shape(f), shape(g); a != b {
				t.Errorf("the reparsed tree differs:\n%s", firstDiff(a, b))
			}
		})
	}
}

// firstDiff shows where two renderings first differ.
func firstDiff(a, b string) string {
	al, bl := strings.Split(a, "\n"), strings.Split(b, "\n")
	for i := range al {
		if i >= len(bl) || al[i] != bl[i] {
			lo := max(0, i-5)
			return "parsed:\n" + strings.Join(al[lo:min(len(al), i+3)], "\n") + "\nreparsed:\n" + strings.Join(bl[lo:min(len(bl), i+3)], "\n")
		}
	}
	return "the reparsed tree is longer"
}

// TestEveryNode fails when a node type of package ast (a declaration,
// type, expression, statement or rule) has no case in the printer: the
// printer must print every node the parser produces. The bad nodes stand
// for text that did not parse and have none.
func TestEveryNode(t *testing.T) {
	fset := token.NewFileSet()
	astFile, err := goparser.ParseFile(fset, filepath.Join(testdirs.Root(), "murphi", "ast", "ast.go"), nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	nodes := map[string]bool{}
	for _, d := range astFile.Decls {
		fn, ok := d.(*goast.FuncDecl)
		if !ok || fn.Recv == nil || len(fn.Recv.List) != 1 {
			continue
		}
		switch fn.Name.Name {
		case "declNode", "typeNode", "exprNode", "stmtNode", "ruleNode":
		default:
			continue
		}
		star, ok := fn.Recv.List[0].Type.(*goast.StarExpr)
		if !ok {
			continue
		}
		if name := star.X.(*goast.Ident).Name; !strings.HasPrefix(name, "Bad") {
			nodes[name] = true
		}
	}
	if len(nodes) < 50 {
		t.Fatalf("%d node types found in ast.go", len(nodes))
	}
	self, err := goparser.ParseFile(fset, "format.go", nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	printed := map[string]bool{}
	goast.Inspect(self, func(n goast.Node) bool {
		if cc, ok := n.(*goast.CaseClause); ok {
			for _, e := range cc.List {
				if star, ok := e.(*goast.StarExpr); ok {
					if sel, ok := star.X.(*goast.SelectorExpr); ok {
						printed[sel.Sel.Name] = true
					}
				}
			}
		}
		return true
	})
	for n := range nodes {
		if !printed[n] {
			t.Errorf("the printer has no case for ast.%s", n)
		}
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
