package check_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"paraverify/internal/testdirs"
	"paraverify/internal/testmodel"
	"paraverify/murphi/ast"
	"paraverify/murphi/check"
	"paraverify/murphi/parser"
)

// load parses and checks a file, failing the test on any error.
func load(t testing.TB, path string, consts map[string]int64) *check.Model {
	return testmodel.Load(t, path, consts)
}

// checkSrc checks source text and returns the error messages as one string.
func checkSrc(src string) string {
	f, errs := parser.ParseFile("t.m", []byte(src))
	if len(errs) == 0 {
		_, errs = check.Check(f, nil)
	}
	return errs.Error()
}

func TestModelsCheck(t *testing.T) {
	models := append(testdirs.Models(testdirs.Shared()), testdirs.Models(testdirs.Protocols())...)
	if len(models) < 20 {
		t.Fatalf("found %d models, want the 10 shared and at least 10 own", len(models))
	}
	for _, path := range models {
		t.Run(filepath.Base(path), func(t *testing.T) {
			m := load(t, path, nil)
			if len(m.Rules) == 0 || len(m.StartStates) == 0 {
				t.Errorf("%d rules, %d startstates", len(m.Rules), len(m.StartStates))
			}
			assertComplete(t, m)
		})
	}
}

// assertComplete checks the structural invariants of a checked model: every
// expression has a type, every identifier is resolved, every quantifier has
// its values, variables are numbered by slot.
func assertComplete(t *testing.T, m *check.Model) {
	t.Helper()
	fieldNames := map[*ast.Ident]bool{} // record field names are not objects
	ast.Inspect(m.File, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.Field:
			for _, id := range n.Names {
				fieldNames[id] = true
			}
		case *ast.Selector:
			fieldNames[n.Name] = true
		}
		return true
	})
	ast.Inspect(m.File, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.Ident:
			if fieldNames[n] {
				return true
			}
			if m.Info.Uses[n] == nil && m.Info.Defs[n] == nil {
				t.Errorf("%v: identifier %s not resolved", n.Pos(), n.Name)
			}
		case *ast.Quantifier:
			if m.Info.Quants[n] == nil {
				t.Errorf("%v: quantifier without info", n.Pos())
			}
		case *ast.StringLit:
		case ast.TypeExpr:
			if m.Info.TypeOf[n] == nil {
				t.Errorf("%v: type expression %T not resolved", n.Pos(), n)
			}
		case ast.Expr:
			if m.Info.Types[n] == nil {
				t.Errorf("%v: %T without type", n.Pos(), n)
			}
			if _, isConst := m.Info.Consts[n]; !isConst && isConstExpr(m, n) {
				t.Errorf("%v: constant %T without value", n.Pos(), n)
			}
		}
		return true
	})
	for i, v := range m.Vars {
		if v.Slot != i || v.Kind != check.VarObj {
			t.Errorf("variable %s: slot %d kind %v at index %d", v.Name, v.Slot, v.Kind, i)
		}
	}
}

func TestGermanChouModel(t *testing.T) {
	m := load(t, testdirs.SharedModel("german_chou.m"), map[string]int64{"NODE_NUM": 3})
	if m.Consts[0].Name != "NODE_NUM" || m.Consts[0].Value != 3 {
		t.Errorf("NODE_NUM = %d, want the override 3", m.Consts[0].Value)
	}
	node := m.Types[0].Type.(*check.ScalarsetType)
	if node.Name != "NODE" || node.Size != 3 {
		t.Errorf("NODE = %+v", node)
	}
	var store *check.RuleFamily
	for _, r := range m.Rules {
		if r.Name == "Store" {
			store = r
		}
	}
	if store == nil || len(store.Params) != 2 || store.Params[0].Type != node || store.Guard == nil {
		t.Fatalf("Store = %+v", store)
	}
	if got := check.Values(store.Params[1].Type); len(got) != 2 {
		t.Errorf("DATA values = %v", got)
	}
	if len(m.StartStates) != 1 || len(m.StartStates[0].Params) != 1 {
		t.Errorf("start states: %+v", m.StartStates)
	}
	if len(m.Invariants) != 2 || m.Invariants[0].Name != "CtrlProp" {
		t.Errorf("invariants: %+v", m.Invariants)
	}
	cache := m.Vars[0]
	at := cache.Type.(*check.ArrayType)
	if cache.Name != "Cache" || at.Index != node || at.Elem.(*check.RecordType).Name != "CACHE" {
		t.Errorf("Cache : %v", cache.Type)
	}
}

func TestRulesetInvariantsAndAliases(t *testing.T) {
	m := load(t, filepath.Join(testdirs.Protocols(), "fifo.m"), nil)
	for _, r := range m.Rules {
		if len(r.Aliases) != 1 || r.Aliases[0].Name != "buf" {
			t.Errorf("rule %s: aliases %v", r.Name, r.Aliases)
		}
	}
	m = load(t, filepath.Join(testdirs.Protocols(), "peterson.m"), nil)
	inv := m.Invariants[0]
	if inv.Name != "Mutex" || len(inv.Params) != 2 {
		t.Errorf("Mutex: %+v", inv)
	}
}

func TestConstOverrides(t *testing.T) {
	src := "const N : 2; M : N * 2;\ntype T : 1..M;\nvar x : T;\nstartstate x := 1 end;\n"
	f, _ := parser.ParseFile("t.m", []byte(src))
	m, errs := check.Check(f, &check.Config{Consts: map[string]int64{"N": 5}})
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	if hi := m.Vars[0].Type.(*check.SubrangeType).Hi; hi != 10 {
		t.Errorf("T = 1..%d, want 1..10 (dependent constants use the override)", hi)
	}
	_, errs = check.Check(f, &check.Config{Consts: map[string]int64{"NOPE": 1}})
	if len(errs) != 1 || !strings.Contains(errs[0].Msg, "declares no constant NOPE") {
		t.Errorf("unknown override: %v", errs)
	}
	f, _ = parser.ParseFile("t.m", []byte("const B : true;\nvar x : boolean;\nstartstate x := B end;\n"))
	_, errs = check.Check(f, &check.Config{Consts: map[string]int64{"B": 0}})
	if len(errs) != 1 || errs[0].Pos.Line != 1 || !strings.Contains(errs[0].Msg, "constant B is not an integer") {
		t.Errorf("boolean override: %v", errs)
	}
	// An override also reaches scalarset sizes and the values of quantifiers.
	f, _ = parser.ParseFile("t.m", []byte("const N : 2;\ntype S : scalarset(N);\nvar x : array [S] of boolean;\nruleset i : S do rule x[i] ==> x[i] := false end end;\nstartstate for i : S do x[i] := true end end;\n"))
	m, errs = check.Check(f, &check.Config{Consts: map[string]int64{"N": 4}})
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	if n := check.Card(m.Rules[0].Params[0].Type); n != 4 {
		t.Errorf("ruleset over %d values, want 4", n)
	}
}

func TestCheckErrors(t *testing.T) {
	for _, tc := range []struct{ src, want string }{
		{"var x : boolean;\nstartstate x := 1 end;", "t.m:2:17: type mismatch: cannot assign integer to boolean"},
		{"type E : enum {A};\nvar x : E;\nstartstate x := A; x := -A end;", "t.m:3:26: type mismatch: operand of unary - must be an integer, got E"},
		{"var x : 0..4;\nstartstate x := 4 / 0 end;", "t.m:2:21: division by zero"},
		{"var x : boolean;\nstartstate for i := 1 to 3 by 0 do x := true end end;", "t.m:2:31: type mismatch: the step of a range must not be 0"},
		{"var x : boolean;\nstartstate x := forall i : 0..1 do i end end;", "t.m:2:36: type mismatch: condition must be boolean, got 0..1"},
		{"var x : boolean;\nstartstate switch x case 1: x := true end end;", "t.m:2:26: type mismatch: case label of type integer in a switch on boolean"},
		{"var x, y : boolean;\nstartstate switch x case y: x := true end end;", "t.m:2:26: not a constant: case label"},
		{"type U : union {boolean};\nvar x : boolean;\nstartstate x := true end;", "t.m:1:17: type mismatch: union member boolean must be an enum or a scalarset"},
		{"var x : array [0..1000000000] of boolean;\nstartstate end;", ""},
		{"function f() : boolean; begin return 1 end;\nvar x : boolean;\nstartstate x := f() end;", "t.m:1:38: type mismatch: cannot return integer from function f of type boolean"},
		{"var x : boolean;\nstartstate x := isundefined(true) end;", "t.m:2:29: type mismatch: isundefined needs a variable"},
		{"type S : scalarset(0);\nvar x : boolean;\nstartstate x := true end;", "t.m:1:20: empty subrange 1..0"},
	} {
		if got := checkSrc(tc.src); !strings.HasPrefix(got, tc.want) || (tc.want == "" && got != "") {
			t.Errorf("%s\n got  %s\n want %s", tc.src, got, tc.want)
		}
	}
}

func TestAllErrorsSorted(t *testing.T) {
	src := "var x : boolean;\nstartstate\n  z := 1;\n  y := 2;\n  x := 3;\nend;\n"
	got := checkSrc(src)
	want := "t.m:3:3: undeclared name: z\nt.m:4:3: undeclared name: y\nt.m:5:8: type mismatch: cannot assign integer to boolean"
	if got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

func BenchmarkParseCheckFlash(b *testing.B) {
	path := testdirs.SharedModel("flash.m")
	src, err := os.ReadFile(path)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		f, errs := parser.ParseFile(path, src)
		if len(errs) == 0 {
			_, errs = check.Check(f, nil)
		}
		if len(errs) > 0 {
			b.Fatal(errs)
		}
	}
}

// BenchmarkCheckFlash measures the checker alone on flash.m.
func BenchmarkCheckFlash(b *testing.B) {
	path := testdirs.SharedModel("flash.m")
	src, err := os.ReadFile(path)
	if err != nil {
		b.Fatal(err)
	}
	f, errs := parser.ParseFile(path, src)
	if len(errs) > 0 {
		b.Fatal(errs)
	}
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if _, errs := check.Check(f, nil); len(errs) > 0 {
			b.Fatal(errs)
		}
	}
}

// isConstExpr reports whether e is built from literals and named constants
// only (so the checker must have recorded its value).
func isConstExpr(m *check.Model, e ast.Expr) bool {
	switch e := e.(type) {
	case *ast.IntLit:
		return true
	case *ast.Ident:
		obj := m.Info.Uses[e]
		return obj != nil && (obj.Kind == check.ConstObj || obj.Kind == check.EnumConstObj)
	case *ast.Paren:
		return isConstExpr(m, e.X)
	case *ast.Unary:
		return isConstExpr(m, e.X)
	case *ast.Binary:
		return isConstExpr(m, e.X) && isConstExpr(m, e.Y)
	case *ast.CondExpr:
		return isConstExpr(m, e.Cond) && isConstExpr(m, e.Then) && isConstExpr(m, e.Else)
	}
	return false
}
