package parser

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/antlr4-go/antlr/v4"

	"paraverify/grammar"
	"paraverify/internal/testdirs"
	"paraverify/murphi/ast"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/golden")

// parseOK parses src and fails the test on any error.
func parseOK(t *testing.T, src string) *ast.File {
	t.Helper()
	f, errs := ParseFile("t.m", []byte(src))
	if len(errs) > 0 {
		t.Fatalf("unexpected errors:\n%v\nsource:\n%s", errs, src)
	}
	return f
}

// firstGuard returns the debug print of the guard of the first rule.
func firstGuard(t *testing.T, expr string) string {
	f := parseOK(t, "rule \"r\" "+expr+" ==> begin end;")
	r := f.Rules[0].(*ast.SimpleRule)
	return compact(ast.Debug(r.Guard))
}

// compact renders a debug print on one line without positions.
func compact(s string) string {
	var b strings.Builder
	for _, line := range strings.Split(s, "\n") {
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		if i := strings.Index(line, "@"); i >= 0 {
			j := i + 1
			for j < len(line) && (line[j] == ':' || (line[j] >= '0' && line[j] <= '9')) {
				j++
			}
			line = line[:i] + line[j:]
		}
		if b.Len() > 0 && line != ")" {
			b.WriteByte(' ')
		}
		b.WriteString(line)
	}
	return b.String()
}

func TestExprPrecedence(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"a | b & c", "(Binary | (Ident a) (Binary & (Ident b) (Ident c)))"},
		{"a -> b -> c", "(Binary -> (Ident a) (Binary -> (Ident b) (Ident c)))"},
		{"a -> b | c", "(Binary -> (Ident a) (Binary | (Ident b) (Ident c)))"},
		{"!a & b", "(Binary & (Unary ! (Ident a)) (Ident b))"},
		{"!a = b", "(Unary ! (Binary = (Ident a) (Ident b)))"},
		{"a + b * c = d", "(Binary = (Binary + (Ident a) (Binary * (Ident b) (Ident c))) (Ident d))"},
		{"a - b - c > 0", "(Binary > (Binary - (Binary - (Ident a) (Ident b)) (Ident c)) (IntLit 0))"},
		{"-a % 2 != 1", "(Binary != (Binary % (Unary - (Ident a)) (IntLit 2)) (IntLit 1))"},
		{"a <= b & c >= d & e < f", "(Binary & (Binary & (Binary <= (Ident a) (Ident b)) (Binary >= (Ident c) (Ident d))) (Binary < (Ident e) (Ident f)))"},
		{"a & !b = c", "(Binary & (Ident a) (Unary ! (Binary = (Ident b) (Ident c))))"},
		{"!!a", "(Unary ! (Unary ! (Ident a)))"},
		{"-a * b < +c", "(Binary < (Binary * (Unary - (Ident a)) (Ident b)) (Unary + (Ident c)))"},
		{"a / b % c * d", "(Binary * (Binary % (Binary / (Ident a) (Ident b)) (Ident c)) (Ident d))"},
		{"a | b -> c & d | e", "(Binary -> (Binary | (Ident a) (Ident b)) (Binary | (Binary & (Ident c) (Ident d)) (Ident e)))"},
		{"c ? x : d ? y : z", "(CondExpr (Ident c) (Ident x) (CondExpr (Ident d) (Ident y) (Ident z)))"},
		{"c -> d ? x : y", "(CondExpr (Binary -> (Ident c) (Ident d)) (Ident x) (Ident y))"},
		{"c ? x : y = z", "(CondExpr (Ident c) (Ident x) (Binary = (Ident y) (Ident z)))"},
		{"(a | b) & c", "(Binary & (Paren (Binary | (Ident a) (Ident b))) (Ident c))"},
		{"a[i].f[j, k] = g(1, x.y)", "(Binary = (Index (Index (Selector (Index (Ident a) (Ident i)) (Ident f)) (Ident j)) (Ident k)) (Call (Ident g) (IntLit 1) (Selector (Ident x) (Ident y))))"},
		{"forall i : T do a[i] end", "(QuantExpr forall (Quantifier (Ident i) (NamedType (Ident T))) (Index (Ident a) (Ident i)))"},
		{"exists i := 1 to 5 by 2 do b endexists", "(QuantExpr exists (Quantifier (Ident i) (IntLit 1) (IntLit 5) (IntLit 2)) (Ident b))"},
		{"FORALL i : 1..3 DO true ENDFORALL", "(QuantExpr forall (Quantifier (Ident i) (SubrangeType (IntLit 1) (IntLit 3))) (Ident true))"},
		{"forall i : T; j := 1 to i do b[i][j] end", "(QuantExpr forall (Quantifier (Ident i) (NamedType (Ident T))) (QuantExpr forall (Quantifier (Ident j) (IntLit 1) (Ident i)) (Index (Index (Ident b) (Ident i)) (Ident j))))"},
		{"exists i : T; j : U; k : V do c endexists", "(QuantExpr exists (Quantifier (Ident i) (NamedType (Ident T))) (QuantExpr exists (Quantifier (Ident j) (NamedType (Ident U))) (QuantExpr exists (Quantifier (Ident k) (NamedType (Ident V))) (Ident c))))"},
		{"isundefined(x.d) | ismember(p, NODE)", "(Binary | (IsUndefined (Selector (Ident x) (Ident d))) (IsMember (Ident p) (NamedType (Ident NODE))))"},
	} {
		if got := firstGuard(t, tc.in); got != tc.want {
			t.Errorf("%s\n got  %s\n want %s", tc.in, got, tc.want)
		}
	}
}

func TestStatements(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"x := 1", "(Assign (Ident x) (IntLit 1))"},
		{"if a then x := 1 elsif b then x := 2 else x := 3 end", "(If else (IfArm (Ident a) (Assign (Ident x) (IntLit 1))) (IfArm (Ident b) (Assign (Ident x) (IntLit 2))) (Assign (Ident x) (IntLit 3)))"},
		{"IF a THEN ENDIF", "(If (IfArm (Ident a)))"},
		{"switch x case 1, 2: y := 1; case 3: else y := 0 endswitch", "(Switch else (Ident x) (Case (IntLit 1) (IntLit 2) (Assign (Ident y) (IntLit 1))) (Case (IntLit 3)) (Assign (Ident y) (IntLit 0)))"},
		{"for i : T do a[i] := false endfor", "(For (Quantifier (Ident i) (NamedType (Ident T))) (Assign (Index (Ident a) (Ident i)) (Ident false)))"},
		{"for i : T; j : U do a[i][j] := false endfor", "(For (Quantifier (Ident i) (NamedType (Ident T))) (For (Quantifier (Ident j) (NamedType (Ident U))) (Assign (Index (Index (Ident a) (Ident i)) (Ident j)) (Ident false))))"},
		{"for i := 0 to 4 by 2 do end", "(For (Quantifier (Ident i) (IntLit 0) (IntLit 4) (IntLit 2)))"},
		{"while n > 0 do n := n - 1 endwhile", "(While (Binary > (Ident n) (IntLit 0)) (Assign (Ident n) (Binary - (Ident n) (IntLit 1))))"},
		{"alias c : a[i]; d : b do c := d endalias", "(AliasStmt (Alias (Ident c) (Index (Ident a) (Ident i))) (Alias (Ident d) (Ident b)) (Assign (Ident c) (Ident d)))"},
		{"p(x, 1)", "(CallStmt (Ident p) (Ident x) (IntLit 1))"},
		{"clear a", "(Clear (Ident a))"},
		{"undefine a[1].d", "(Undefine (Selector (Index (Ident a) (IntLit 1)) (Ident d)))"},
		{`error "bad"`, `(ErrorStmt "bad")`},
		{`assert x = 1 "one"`, `(Assert "one" (Binary = (Ident x) (IntLit 1)))`},
		{`put "hi"`, `(Put (StringLit "hi"))`},
		{`put x`, `(Put (Ident x))`},
		{`return`, `(Return)`},
		{`return x + 1`, `(Return (Binary + (Ident x) (IntLit 1)))`},
	} {
		f := parseOK(t, "rule \"r\" begin "+tc.in+" end;")
		body := f.Rules[0].(*ast.SimpleRule).Body
		if len(body) != 1 {
			t.Errorf("%s: %d statements", tc.in, len(body))
			continue
		}
		if got := compact(ast.Debug(body[0])); got != tc.want {
			t.Errorf("%s\n got  %s\n want %s", tc.in, got, tc.want)
		}
	}
}

func TestDeclarationsAndRules(t *testing.T) {
	src := `
-- comment
/* block
   comment */
Const N : 3; M : N + 1;
TYPE
  T : 1..N;
  S : scalarset(M);
  E : enum {A, B};
  R : record f, g : T; h : array [T, S] of boolean; endrecord;
  U : union {S, enum {Other}};
VAR x, y : T; r : R;
procedure p(var a : T; b, c : E); var l : T; begin l := a; a := l; endprocedure;
function f(a : T) : boolean; begin return a = 1 end;
ruleset i : T; j : S do
  rule 5 "r" x = i ==> var z : T; begin z := i; x := z endrule;
  startstate "s" x := 1 endstartstate;
  invariant "inv" x = i -> true;
endruleset;
alias q : r.f do rule "t" q = 1 ==> q := 2 end end;
rule x := 1 end;
`
	f := parseOK(t, src)
	if len(f.Decls) != 11 || len(f.Rules) != 3 {
		t.Fatalf("%d decls, %d rules; want 11, 3", len(f.Decls), len(f.Rules))
	}
	// array [T, S] of boolean is desugared into nested arrays.
	rec := f.Decls[5].(*ast.TypeDecl).Type.(*ast.RecordType)
	if got := compact(ast.Debug(rec.Fields[1].Type)); got != "(ArrayType (NamedType (Ident T)) (ArrayType (NamedType (Ident S)) (NamedType (Ident boolean))))" {
		t.Errorf("multi-index array: %s", got)
	}
	rs := f.Rules[0].(*ast.Ruleset)
	if len(rs.Params) != 2 || len(rs.Rules) != 3 {
		t.Fatalf("ruleset: %d params, %d rules", len(rs.Params), len(rs.Rules))
	}
	sr := rs.Rules[0].(*ast.SimpleRule)
	if sr.Priority == nil || sr.Name != "r" || sr.Guard == nil || len(sr.Decls) != 1 || len(sr.Body) != 2 {
		t.Errorf("rule: %+v", sr)
	}
	proc := f.Decls[9].(*ast.ProcDecl)
	if !proc.Params[0].Var || proc.Params[1].Var || len(proc.Params[1].Names) != 2 || proc.Result != nil {
		t.Errorf("procedure params: %+v", proc.Params)
	}
	if fn := f.Decls[10].(*ast.ProcDecl); fn.Result == nil {
		t.Errorf("function without result type")
	}
	if r := f.Rules[2].(*ast.SimpleRule); r.Guard != nil || r.Name != "" {
		t.Errorf("unguarded unnamed rule: %+v", r)
	}
}

func TestSyntaxErrors(t *testing.T) {
	for _, tc := range []struct{ src, want string }{
		{"", "t.m:1:1: empty file"},
		{"-- only a comment\n", "t.m:1:1: empty file"},
		{"const\x00", "t.m:1:6: binary file: not Murphi source"},
		{"var x : boolean;\nrule \"r\" x ==> x := ; end;", "t.m:2:21: syntax error: mismatched input ';'"},
		{"var x : boolean;\nrule \"r\" x ==> x := true x := false end;", "t.m:2:26: syntax error: mismatched input 'x' expecting {'end', 'endrule'}"},
		{"var x : boolean y\nrule \"r\" x ==> x := true end;", "t.m:2:1: syntax error: mismatched input 'rule' expecting {',', ':'}"},
		{"var x : boolean;\nrule \"r\" x ==> x := true;", "t.m:2:26: syntax error"},
		{"var x : boolean;\nrule \"r\" x x := true end;", "t.m:2:12: syntax error"},
		{"var x : boolean;\nrule \"r begin end;", "t.m:2:6: syntax error"},
		{"var x : boolean;\nstartstate x := (true)) end;", "t.m:2:23: syntax error"},
		{"var x : 1..99999999999999999999;", "t.m:1:12: integer literal 99999999999999999999 out of range"},
		{"var x : boolean;\nrule \"r\" x ==> x := @ end;", "t.m:2:21: syntax error"},
		{"var x : boolean;\nrule \"r\" x = x = x ==> x := true end;", "t.m:2:16: syntax error: comparison operators do not chain"},
		{"var x : boolean;\nRULE \"r\" x ==> x := \xff end;", "t.m:2:21: invalid character: byte 0xFF is not UTF-8"},
		{"-- \xb0C\nvar x\xb0 : boolean;", "t.m:2:6: invalid character: byte 0xB0 is not UTF-8"},
		{"\xef\xbb\xbfvar x : boolean\nrule", "t.m:2:5: syntax error: unexpected end of file"},
		{"/* \xb0 */ var x : \xef\xbb\xbf boolean;", "t.m:1:17: syntax error"},
		{"var x : boolean;\nrule \"r\" forall i : T do x ==> x := true end;", "t.m:2:28: syntax error: missing {'end', 'endforall'} at '==>'"},
		{"var x : boolean;\nrule \"r\" x ==> for i : T; do end end;", "t.m:2:27: syntax error"},
		{"var x : boolean;\nrule \"r\" exists ; i : T do x end ==> end;", "t.m:2:17: syntax error"},
	} {
		_, errs := ParseFile("t.m", []byte(tc.src))
		if len(errs) == 0 {
			t.Errorf("%q: no error, want %s", tc.src, tc.want)
			continue
		}
		if got := errs[0].Error(); !strings.HasPrefix(got, tc.want) {
			t.Errorf("%q:\n got  %v\n want %s...", tc.src, errs, tc.want)
		}
	}
}

// TestSeveralQuantifiersPositions checks that the nested nodes that stand
// for `for i : T; j : U` and `forall i : T; j : U` are placed at their own
// quantifier, so that errors about the inner one point at it.
func TestSeveralQuantifiersPositions(t *testing.T) {
	f := parseOK(t, "rule \"r\" forall i : T; j : U do true end ==>\nbegin for k : T; l : U do end end;")
	r := f.Rules[0].(*ast.SimpleRule)
	inner := r.Guard.(*ast.QuantExpr).Body.(*ast.QuantExpr)
	if p := inner.Pos(); p.Line != 1 || p.Col != 24 {
		t.Errorf("inner forall at %v, want 1:24", p)
	}
	loop := r.Body[0].(*ast.For).Body[0].(*ast.For)
	if p := loop.Pos(); p.Line != 2 || p.Col != 18 {
		t.Errorf("inner for at %v, want 2:18", p)
	}
}

// TestEncodings: bytes that are not UTF-8 are accepted in comments and
// strings (a Latin-1 degree sign in CMurphi's turbogas example), and a
// UTF-8 byte-order mark at the start of the file is ignored; positions after
// them count one column per byte that is not UTF-8.
func TestEncodings(t *testing.T) {
	for _, src := range []string{
		"\xef\xbb\xbfvar x : boolean;\nstartstate x := true end;",
		"-- 20\xb0C\nvar x : boolean; -- \xff\xfe\nstartstate x := true end;",
		"/* 20\xb0C\n \xb0 */ var x : boolean;\nstartstate \"\xb0\" x := true end;",
		"var x : boolean;\nstartstate put \"20\xb0C\"; x := true end;",
	} {
		f := parseOK(t, src)
		if len(f.Decls) != 1 || len(f.Rules) != 1 {
			t.Errorf("%q: %d declarations, %d rules", src, len(f.Decls), len(f.Rules))
		}
	}
	// The column of a token after a comment with a Latin-1 byte.
	_, errs := ParseFile("t.m", []byte("var x : boolean; /* \xb0 */ @"))
	if len(errs) == 0 || !strings.HasPrefix(errs[0].Error(), "t.m:1:26: syntax error") {
		t.Errorf("errors %v, want one at 1:26", errs)
	}
}

// TestPredeclaredCase: boolean, true and false are read in any letter case,
// as CMurphi reads them; other names keep their case.
func TestPredeclaredCase(t *testing.T) {
	f := parseOK(t, "var x : BOOLEAN; y : Boolean; True_ : 0..1;\nstartstate x := TRUE; y := FaLsE; True_ := 0 end;")
	var names []string
	ast.Inspect(f, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok {
			names = append(names, id.Name)
		}
		return true
	})
	if got, want := strings.Join(names, " "), "x boolean y boolean True_ x true y false True_"; got != want {
		t.Errorf("names %q, want %q", got, want)
	}
}

func TestManyErrorsAreCapped(t *testing.T) {
	src := strings.Repeat("rule \"r\" x ==> := ; end;\n", 200)
	_, errs := ParseFile("t.m", []byte(src))
	// Recovery goes on after the first error, up to the cap.
	if len(errs) != MaxErrors+1 || errs[MaxErrors].Msg != "too many errors" {
		t.Fatalf("%d errors (last %v), want %d ending with too many errors", len(errs), errs[len(errs)-1], MaxErrors+1)
	}
}

// TestSLLSuffices guards parse speed: every shared and project model must
// parse in the fast SLL prediction mode without falling back to full LL.
func TestSLLSuffices(t *testing.T) {
	models := append(testdirs.Models(testdirs.Shared()), testdirs.Models(testdirs.Protocols())...)
	for _, m := range models {
		src, err := os.ReadFile(m)
		if err != nil {
			t.Fatal(err)
		}
		src = bytes.TrimPrefix(src, utf8BOM)
		el := &errorListener{path: m}
		lexer := grammar.NewMurphiLexer(antlr.NewInputStream(string(src)))
		lexer.RemoveErrorListeners()
		lexer.AddErrorListener(el)
		parseWith(antlr.NewCommonTokenStream(lexer, antlr.TokenDefaultChannel), el, antlr.PredictionModeSLL)
		if len(el.errs) > 0 {
			t.Errorf("%s: SLL mode reports %v", m, el.errs)
		}
	}
}

func TestSharedModelsParse(t *testing.T) {
	models := testdirs.Models(testdirs.Shared())
	if len(models) < 10 {
		t.Fatalf("found %d shared models, want 10", len(models))
	}
	for _, m := range models {
		src, err := os.ReadFile(m)
		if err != nil {
			t.Fatal(err)
		}
		f, errs := ParseFile(m, src)
		if len(errs) > 0 {
			t.Errorf("%s:\n%v", m, errs)
		}
		if len(f.Rules) == 0 {
			t.Errorf("%s: no rules", m)
		}
		checkPositions(t, f)
	}
}

// checkPositions asserts that every node has a valid position in the file.
func checkPositions(t *testing.T, f *ast.File) {
	t.Helper()
	ast.Inspect(f, func(n ast.Node) bool {
		if p := n.Pos(); !p.IsValid() || p.File != f.Path {
			t.Errorf("%T has position %v", n, p)
		}
		return true
	})
}

// TestGolden compares the AST debug print of small models with
// testdata/golden/<model>.ast; run with -update to rewrite them.
func TestGolden(t *testing.T) {
	var models []string
	for _, name := range []string{"mutualEx.m", "mesi.m", "moesi.m", "germanish.m"} {
		models = append(models, testdirs.SharedModel(name))
	}
	models = append(models, testdirs.Models(testdirs.Protocols())...)
	for _, m := range models {
		name := filepath.Base(m)
		t.Run(name, func(t *testing.T) {
			src, err := os.ReadFile(m)
			if err != nil {
				t.Fatal(err)
			}
			f, errs := ParseFile(name, src)
			if len(errs) > 0 {
				t.Fatalf("%v", errs)
			}
			got := ast.Debug(f)
			golden := filepath.Join("testdata", "golden", strings.TrimSuffix(name, ".m")+".ast")
			if *update {
				if err := os.MkdirAll(filepath.Dir(golden), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run go test ./murphi/parser -update)", err)
			}
			if got != string(want) {
				t.Errorf("AST of %s differs from %s (run with -update after checking the change)", name, golden)
			}
		})
	}
}

func BenchmarkParseFlash(b *testing.B) {
	src, err := os.ReadFile(testdirs.SharedModel("flash.m"))
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if _, errs := ParseFile("flash.m", src); len(errs) > 0 {
			b.Fatal(errs)
		}
	}
}

func TestNesting(t *testing.T) {
	// Within the bound: a valid deeply parenthesised guard parses.
	n := MaxNesting - 10
	src := "var x : boolean;\nrule \"r\" " + strings.Repeat("(", n) + "x" + strings.Repeat(")", n) + " ==> x := true end;"
	parseOK(t, src)
	// Beyond the bound (brackets or blocks): one positioned error, fast.
	for _, src := range []string{
		"rule \"r\" " + strings.Repeat("(", 20000) + "x",
		strings.Repeat("ruleset i : T do ", 5000),
		"rule begin " + strings.Repeat("if x then a[", 3000),
	} {
		start := time.Now()
		_, errs := ParseFile("t.m", []byte(src))
		if d := time.Since(start); d > time.Second {
			t.Errorf("%.30q...: parse took %v", src, d)
		}
		if len(errs) != 1 || !strings.Contains(errs[0].Msg, "nesting deeper than") || errs[0].Pos.Line != 1 {
			t.Errorf("%.30q...: errors %v", src, errs)
		}
	}
}

// TestQuantifierLists: forall, exists and for take several quantifiers
// (nested, the first outermost), and a colon may stand for `do`, as in
// CMurphi's grammar.
func TestQuantifierLists(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"forall i : T; j := 1 to 3 do a end",
			"(QuantExpr forall (Quantifier (Ident i) (NamedType (Ident T))) (QuantExpr forall (Quantifier (Ident j) (IntLit 1) (IntLit 3)) (Ident a)))"},
		{"exists i : T : a endexists",
			"(QuantExpr exists (Quantifier (Ident i) (NamedType (Ident T))) (Ident a))"},
	} {
		if got := firstGuard(t, tc.in); got != tc.want {
			t.Errorf("%s:\n got  %s\n want %s", tc.in, got, tc.want)
		}
	}
	f := parseOK(t, "rule begin for i : T; j : U do x := i end; while c : x := 1 end; alias a : b : a := 1 end end;\nruleset i : T : rule begin end end;")
	r := f.Rules[0].(*ast.SimpleRule)
	outer, ok := r.Body[0].(*ast.For)
	if !ok || len(outer.Body) != 1 {
		t.Fatalf("for with two quantifiers: %s", ast.Debug(r.Body[0]))
	}
	if inner, ok := outer.Body[0].(*ast.For); !ok || inner.Quant.Var.Name != "j" || outer.Quant.Var.Name != "i" {
		t.Errorf("for with two quantifiers: %s", ast.Debug(r.Body[0]))
	}
	if len(r.Body) != 3 {
		t.Errorf("statements: %d, want 3", len(r.Body))
	}
}

// TestFormalsSemicolons: CMurphi's `formals semi` allows semicolons after
// the last formal and doubled ones (CMurphi's turbogas example has
// `switcher(y,p,q,z,w: superint_type;)`).
func TestFormalsSemicolons(t *testing.T) {
	f := parseOK(t, "function f(a : boolean;; b, c : boolean;) : boolean; begin return a end;")
	if n := len(f.Decls[0].(*ast.ProcDecl).Params); n != 2 {
		t.Errorf("%d parameter groups, want 2", n)
	}
}

// TestDeclarationSemicolons: extra semicolons after declarations, as
// Rumur accepts (`x : boolean;;`, `x : boolean; ;`), in every section,
// also rule-local ones; one declaration each.
func TestDeclarationSemicolons(t *testing.T) {
	f := parseOK(t, `const N : 2;; M : 3; ;
type T : 1..N;; S : enum {a, b};;
var x : T;; y : S; ;
rule "r" var z : T;; begin z := x; y := a; end;
`)
	var consts, types, vars int
	for _, d := range f.Decls {
		switch d.(type) {
		case *ast.ConstDecl:
			consts++
		case *ast.TypeDecl:
			types++
		case *ast.VarDecl:
			vars++
		}
	}
	if consts != 2 || types != 2 || vars != 2 {
		t.Errorf("%d constants, %d types, %d variables; want 2 each", consts, types, vars)
	}
	if r, ok := f.Rules[0].(*ast.SimpleRule); !ok || len(r.Decls) != 1 {
		t.Errorf("rule %#v: want one local declaration", f.Rules[0])
	}
}

// TestRumurForms: declarations without semicolons, several constants in
// one declaration, function headers without their semicolon, an enum's
// trailing comma, hexadecimal literals and messages after an invariant
// (before an assertion's condition), as Rumur reads them.
func TestRumurForms(t *testing.T) {
	f := parseOK(t, `const A, B : 0x1F C : 2
type T : enum { a, b, }
var x : 0..A y : T
function f(b : boolean) : boolean begin return !b end;
procedure p() begin x := 0 end;
rule "r" begin assert "nonneg" x >= 0; x := B end;
invariant x <= 31 "small";
invariant "named" x >= 0;
`)
	var consts []string
	var values []int64
	for _, d := range f.Decls {
		if c, ok := d.(*ast.ConstDecl); ok {
			consts = append(consts, c.Name.Name)
			values = append(values, c.Value.(*ast.IntLit).Value)
		}
	}
	if strings.Join(consts, " ") != "A B C" || fmt.Sprint(values) != "[31 31 2]" {
		t.Errorf("constants %v = %v, want A B C = [31 31 2]", consts, values)
	}
	var enum *ast.EnumType
	procs := 0
	for _, d := range f.Decls {
		switch d := d.(type) {
		case *ast.TypeDecl:
			enum, _ = d.Type.(*ast.EnumType)
		case *ast.ProcDecl:
			procs++
		}
	}
	if enum == nil || len(enum.Values) != 2 || procs != 2 {
		t.Errorf("enum %+v, %d procedures and functions; want 2 values, 2", enum, procs)
	}
	var names []string
	for _, r := range f.Rules {
		if inv, ok := r.(*ast.Invariant); ok {
			names = append(names, inv.Name)
		}
	}
	if strings.Join(names, ",") != "small,named" {
		t.Errorf("invariant names %q", names)
	}
	body := f.Rules[0].(*ast.SimpleRule).Body
	if a, ok := body[0].(*ast.Assert); !ok || a.Msg != "nonneg" {
		t.Errorf("assertion %#v, want the message nonneg", body[0])
	}
}
