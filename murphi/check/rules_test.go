package check_test

import (
	"fmt"
	"strings"
	"testing"

	"paraverify/murphi/ast"
	"paraverify/murphi/check"
	"paraverify/murphi/parser"
	"paraverify/murphi/source"
)

// checkErrs parses and checks src as file t.m; parse errors fail the test.
func checkErrs(t *testing.T, src string) source.ErrorList {
	t.Helper()
	f, errs := parser.ParseFile("t.m", []byte(src))
	if len(errs) > 0 {
		t.Fatalf("parse errors in\n%s\n%v", src, errs)
	}
	m, errs := check.Check(f, nil)
	for _, w := range m.Warnings {
		errs = append(errs, &source.Error{Pos: w.Pos, Msg: "warning: " + w.Msg})
	}
	return errs
}

// TestCheckRules has one case per checking rule. Each expected error is
// "LINE:COL: substring"; every reported error must be expected.
func TestCheckRules(t *testing.T) {
	const decls = "type T : 0..3; E : enum {A, B}; F : enum {C}; S : scalarset(2); S2 : scalarset(2);\n" +
		"  R : record f : boolean; g : T end; U : union {S, E};\n" +
		"var x : T; b : boolean; e : E; s : S; r : R; u : U; a : array [T] of boolean;\n"
	// in builds a model whose startstate body (on line 4) is body.
	in := func(body string) string { return decls + "startstate\n" + body + "\nend;\n" }
	for _, tc := range []struct {
		name string
		src  string
		want []string
	}{
		// Scopes.
		{"ok/shadow global by rule local", decls + "rule b ==> var b : T; begin b := 1 end;\nstartstate x := 0 end;", nil},
		{"ok/local shadows formal", decls + "procedure p(b : boolean); var b : T; begin b := 1 end;\nstartstate p(true) end;", nil},
		{"ok/nested scopes", in("for i : T do alias y : a[i] do y := true end end;\nfor i : T do a[i] := false end"), nil},
		{"dup var", "var x : boolean;\n  x : boolean;\nstartstate x := true end;", []string{"2:3: x redeclared in this scope (previous declaration at 1:5)"}},
		{"dup const type var", "const N : 1;\ntype N : boolean;\nvar N : boolean;\nstartstate end;", []string{"2:6: N redeclared", "3:5: N redeclared"}},
		{"dup enum value", "type E : enum {A, B, A};\nvar e : E;\nstartstate e := A end;", []string{"1:22: A redeclared"}},
		{"dup enum value across types", "type E : enum {A}; F : enum {A};\nvar e : E;\nstartstate e := A end;", []string{"1:30: A redeclared"}},
		{"dup formal", "procedure p(a : boolean; a : boolean); begin end;\nstartstate p(true, true) end;", []string{"1:26: a redeclared"}},
		{"dup local", in("") + "rule var y : T; y : T; begin end;", []string{"7:17: y redeclared"}},
		{"dup field", "type R : record f : boolean; f : boolean end;\nvar r : R;\nstartstate r.f := true end;", []string{"1:30: f redeclared"}},
		{"dup ruleset params", decls + "ruleset i : T; i : T do rule x = i ==> x := 0 end end;\nstartstate x := 0 end;", []string{"4:16: i redeclared in this scope"}},
		{"predeclared redeclared", "var true : boolean;\nstartstate end;", []string{"1:5: true redeclared in this scope"}},
		{"ruleset shadows ruleset", decls + "ruleset i : T do ruleset i : T do rule x = i ==> x := 0 end end end;\nstartstate x := 0 end;", []string{"4:26: i redeclared: it would shadow the enclosing parameter i declared at 4:9"}},
		{"forall shadows alias", in("alias i : x do b := forall i : T do a[i] end end"), []string{"5:28: i redeclared: it would shadow the enclosing alias i"}},
		{"guard outside locals", "var x : boolean;\nrule y ==> var y : boolean; begin y := true end;\nstartstate x := true end;", []string{"2:6: undeclared name: y"}},
		{"names are case-sensitive", "var X : boolean;\nstartstate x := true end;", []string{"2:12: undeclared name: x"}},
		{"undeclared type", "var x : Node;\nstartstate end;", []string{"1:9: undeclared name: Node"}},
		{"not a type", "const N : 2;\nvar x : N;\nstartstate end;", []string{"2:9: type mismatch: N is a constant, not a type"}},
		{"type as value", in("b := T = 1"), []string{"5:6: type mismatch: T is a type, not a value"}},

		// Constants and type expressions.
		{"ok/constant arithmetic", "const N : 3; M : (N * 4 - 2) / 5 % 3 + -1; B : N >= 3 & !(N = 2);\ntype T : M..N;\nvar x : T;\nstartstate x := 1 end;", nil},
		{"nonconstant bound", "var y : 0..3;\ntype T : 0..y;\nstartstate end;", []string{"2:13: not a constant: subrange bound"}},
		{"empty subrange", "type T : 3..1;\nstartstate end;", []string{"1:10: empty subrange 3..1"}},
		{"empty scalarset", "type S : scalarset(0);\nstartstate end;", []string{"1:20: empty subrange 1..0"}},
		{"huge subrange", "type T : 0..4294967296;\nstartstate end;", []string{"1:10: unsupported: subrange"}},
		{"boolean bound", "type T : 0..true;\nstartstate end;", []string{"1:13: type mismatch: subrange bound must be an integer"}},
		{"nonconstant const", "var y : 0..3;\nconst N : y;\nstartstate end;", []string{"2:11: not a constant: the value of N"}},
		{"constant overflow", "const N : 9223372036854775807; M : N + 1; K : -N - 1; L : K * -1; J : K - 1; I : -K; H : K / -1;\nstartstate end;",
			[]string{"1:38: constant overflow: 9223372036854775807 + 1", "1:61: constant overflow: -9223372036854775808 * -1", "1:73: constant overflow: -9223372036854775808 - 1", "1:82: constant overflow: -(-9223372036854775808)", "1:92: constant overflow: -9223372036854775808 / -1"}},
		{"division by zero", "const N : 4 / (2 - 2);\nstartstate end;", []string{"1:15: division by zero"}},
		{"array index not simple", decls + "type A2 : array [R] of boolean;\nstartstate end;", []string{"4:18: array index type R is not a finite simple type"}},
		{"union member", "type U : union {boolean, boolean};\nstartstate end;", []string{"1:17: union member boolean must be an enum or a scalarset"}},
		{"union member twice", "type S : scalarset(2); U : union {S, S};\nstartstate end;", []string{"1:38: type mismatch: S is used more than once in a union"}},

		// Expressions.
		{"ok/integers mix", in("x := x + 1; x := (x * 2) % 4; b := x < 2 | x = 3 -> x != 0"), nil},
		{"ok/union members", in("u := A; u := s; e := u; s := u; b := u = A & u != s & s = u"), nil},
		{"ok/complex equality and assignment", in("r := r; b := r = r & a != a"), nil},
		{"enum vs other enum", in("e := C"), []string{"5:6: type mismatch: cannot assign F to E"}},
		{"enum vs integer", in("e := 0"), []string{"5:6: type mismatch: cannot assign integer to E"}},
		{"scalarset vs other scalarset", decls + "var t : S2;\nstartstate s := t end;", []string{"5:17: type mismatch: cannot assign S2 to S"}},
		{"scalarset vs integer", in("b := s = 1"), []string{"5:8: type mismatch: cannot compare S and integer"}},
		{"boolean vs integer", in("b := b = 0"), []string{"5:8: type mismatch: cannot compare boolean and integer"}},
		{"ordering on enums", in("b := e < B"), []string{"5:8: type mismatch: < needs integer operands, got E and E"}},
		{"arithmetic on booleans", in("x := b + 1"), []string{"5:8: type mismatch: + needs integer operands"}},
		{"and on integers", in("b := x & b"), []string{"5:6: type mismatch: operand of & must be boolean, got T"}},
		{"not on integers", in("b := !x"), []string{"5:7: type mismatch: operand of ! must be boolean"}},
		{"negate enum", in("x := -e"), []string{"5:7: type mismatch: operand of unary - must be an integer, got E"}},
		{"conditional", in("x := b ? 1 : 2; x := x ? 1 : 2; x := b ? 1 : A"), []string{"5:22: type mismatch: condition of ?: must be boolean, got T", "5:46: type mismatch: branches of ?: have types integer and E"}},
		{"not an array", in("b := x[0]"), []string{"5:6: type mismatch: T is not an array"}},
		{"not a record", in("b := x.f"), []string{"5:6: type mismatch: T is not a record"}},
		{"no field", in("b := r.h"), []string{"5:8: no field h in R"}},
		{"index type", in("b := a[e]"), []string{"5:8: type mismatch: index of type E for array indexed by T"}},
		{"constant index out of range", in("a[4] := true; a[x + 4] := true; b := a[-1]"), []string{"5:3: warning: constant 4 out of range T (0..3) (an error where it is executed)", "5:40: warning: constant -1 out of range T (0..3)"}},
		{"array assignment shapes", decls + "var c : array [0..3] of boolean; d : array [0..2] of boolean;\nstartstate a := c; a := d end;", []string{"5:25: type mismatch: cannot assign array [0..2] of boolean to array [T] of boolean"}},

		// Conditions.
		{"conditions", decls + "rule x ==> while x do end; if e then end; assert s end;\ninvariant x + 1;\nstartstate b := exists i : T do i end end;",
			[]string{"4:6: condition must be boolean, got T", "4:18: condition must be boolean, got T", "4:31: condition must be boolean, got E", "4:50: condition must be boolean, got S", "5:11: condition must be boolean, got integer", "6:33: condition must be boolean, got T"}},

		// Assignment targets.
		{"ok/assignable targets", decls + "procedure p(var v : T); begin v := 1 end;\nrule var l : T; begin l := 2; p(l); p(x); alias y : r.g do y := 1 end end;\nstartstate x := 0 end;", nil},
		{"assign to constant", "const N : 1;\nvar x : 0..1;\nstartstate N := 0; x := 1 end;", []string{"3:12: cannot assign to N: it is a constant"}},
		{"assign to enum constant", in("A := B"), []string{"5:1: cannot assign to A: it is an enum constant"}},
		{"assign to ruleset parameter", decls + "ruleset i : T do rule true ==> i := 0 end end;\nstartstate x := 0 end;", []string{"4:32: cannot assign to i: a quantifier or ruleset parameter is read-only"}},
		{"assign to for variable", in("for i := 0 to 3 do i := 0 end"), []string{"5:20: cannot assign to i: a quantifier or ruleset parameter is read-only"}},
		{"assign to value formal", "procedure p(v : boolean); begin v := true end;\nstartstate p(true) end;", []string{"1:33: cannot assign to v: only var parameters can be assigned"}},
		{"assign through alias of a constant", "const N : 1;\nstartstate alias y : N do y := 0 end end;", []string{"2:27: cannot assign to y: the alias y does not name a variable"}},
		{"assign through alias of a parameter", decls + "ruleset i : T do alias y : i do rule true ==> y := 0 end end end;\nstartstate x := 0 end;", []string{"4:47: cannot assign to y: a quantifier or ruleset parameter is read-only"}},
		{"constant out of range", in("x := 4; x := -1; x := 3; x := 2 + 2"), []string{"5:6: warning: constant 4 out of range T (0..3)", "5:14: warning: constant -1 out of range", "5:31: warning: constant 4 out of range"}},

		// Calls.
		{"calls", decls + "function f(v : T; w : E) : T; begin return v end;\nprocedure p(var v : T; w : boolean); begin v := f(v, A) end;\nstartstate x := f(1, B); p(x, b); p(a[0] ? x : x, true) end;", []string{"6:37: var parameter v of p needs a variable (not a variable)"}},
		{"procedure as function", "procedure p(); begin end;\nvar b : boolean;\nstartstate b := p() end;", []string{"3:17: p is not a function"}},
		{"function as procedure", "function f() : boolean; begin return true end;\nstartstate f() end;", []string{"2:12: f is not a procedure"}},
		{"procedure as value", "procedure p(); begin end;\nvar b : boolean;\nstartstate b := p end;", []string{"3:17: procedure p used as a value"}},
		{"argument count", "procedure p(a, b : boolean); begin end;\nfunction f(a : boolean) : boolean; begin return a end;\nstartstate p(true); p(f(true, false), true, true) end;",
			[]string{"3:12: wrong number of arguments: p expects 2, got 1", "3:21: wrong number of arguments: p expects 2, got 3", "3:23: wrong number of arguments: f expects 1, got 2"}},
		{"argument type", decls + "procedure p(v : E); begin end;\nstartstate p(1); p(C); p(B) end;", []string{"5:14: type mismatch: cannot pass integer as parameter v of type E", "5:20: type mismatch: cannot pass F as parameter v of type E"}},
		{"argument constant out of range", decls + "procedure p(v : T); begin end;\nstartstate p(7) end;", []string{"5:14: warning: constant 7 out of range T (0..3)"}},
		{"var argument not a variable", decls + "procedure p(var v : T); begin end;\nruleset i : T do rule true ==> p(3); p(i); p(x + 1) end end;\nstartstate p(x) end;",
			[]string{"5:34: var parameter v of p needs a variable (not a variable)", "5:40: var parameter v of p needs a variable (a quantifier or ruleset parameter is read-only)", "5:46: var parameter v of p needs a variable"}},
		{"var argument constant", "const N : 1;\nprocedure p(var v : 0..3); begin end;\nstartstate p(N) end;", []string{"3:14: var parameter v of p needs a variable (it is a constant)"}},
		{"var argument of another type", decls + "procedure p(var v : U; var w : T); begin end;\nvar y : 0..9;\nstartstate p(e, y); p(u, e) end;",
			[]string{"6:14: type mismatch: cannot pass E as var parameter v of type U", "6:26: type mismatch: cannot pass E as var parameter w of type T"}},
		{"var argument through value formal", "procedure q(var v : boolean); begin end;\nprocedure p(w : boolean); begin q(w) end;\nstartstate p(true) end;", []string{"2:35: var parameter v of q needs a variable (only var parameters can be assigned)"}},
		{"ok/recursion", "function f(n : 0..3) : 0..3; begin if n = 0 then return 0 else return f(n - 1) end end;\nvar x : 0..3;\nstartstate x := f(3) end;", nil},
		{"undeclared procedure", "startstate p() end;", []string{"1:12: undeclared name: p"}},

		// Return.
		{"return value in procedure", "procedure p(); begin return true end;\nstartstate p() end;", []string{"1:22: return with a value outside a function"}},
		{"return value in rule", "var b : boolean;\nrule true ==> return b end;\nstartstate b := true; return end;", []string{"2:15: return with a value outside a function"}},
		{"missing return value", "function f() : boolean; begin if true then return end; return true end;\nvar b : boolean;\nstartstate b := f() end;", []string{"1:44: missing return value in function f"}},
		{"never returns", "function f() : boolean; begin end;\nvar b : boolean;\nstartstate b := f() end;", []string{"1:10: missing return value in function f: it never returns a value"}},
		{"return type", "function f() : boolean; begin return 1 end;\nvar b : boolean;\nstartstate b := f() end;", []string{"1:38: type mismatch: cannot return integer from function f of type boolean"}},
		{"return constant out of range", "function f() : 0..3; begin return 9 end;\nvar b : boolean;\nstartstate b := f() = 1 end;", []string{"1:35: warning: constant 9 out of range 0..3"}},

		// Switch, clear, undefine, isundefined, ismember.
		{"ok/switch", in("switch e case A, B: x := 0 else x := 1 end; switch x case 0: case 1, 2: end"), nil},
		{"switch labels", in("switch e case A, C: case x: end"), []string{"5:18: type mismatch: case label of type F in a switch on E", "5:26: not a constant: case label"}},
		{"switch on a record", in("switch r case 0: end"), []string{"5:8: type mismatch: switch on a value of type R, not a simple type"}},
		{"clear and undefine targets", in("clear r; undefine a; clear A; undefine B"), []string{"5:28: cannot assign to A: it is an enum constant", "5:40: cannot assign to B: it is an enum constant"}},
		{"isundefined", in("b := isundefined(x) & isundefined(r) & isundefined(A)"), []string{"5:35: type mismatch: isundefined needs a variable of a simple type, got R", "5:52: type mismatch: isundefined needs a variable"}},
		{"ismember", in("b := ismember(u, S) & ismember(u, E) & ismember(u, T) & ismember(A, E)"), []string{"5:52: type mismatch: ismember needs an enum or scalarset type, got T", "5:66: type mismatch: ismember needs a variable"}},

		// Quantifiers.
		{"ok/quantifiers", decls + "ruleset i : T; j := 1 to 5 by 2; k : U do rule a[i] & j > 2 & k = A ==> for l := 3 to 0 by -1 do x := l end end end;\nstartstate x := 0 end;", nil},
		{"quantify over a record", in("for i : R do end"), []string{"5:9: type mismatch: cannot quantify over R"}},
		{"ok/run-time range", in("for i := x to x + 1 do a[i] := b | forall j := 0 to i do a[j] end end"), nil},
		{"nonconstant ruleset range", decls + "ruleset i := 0 to x do rule a[i] ==> x := 0 end end;\nstartstate x := 0 end;", []string{"4:19: not a constant: upper bound of the range"}},
		{"nonconstant step", in("for i := 0 to 3 by x do end"), []string{"5:20: not a constant: step of the range"}},
		{"run-time range of booleans", in("for i := 0 to b do end"), []string{"5:15: type mismatch: upper bound of the range must be an integer, got boolean"}},
		{"ok/alias of a constant is a constant", "const N : 2;\nvar x : 0..N;\nalias y : N do ruleset i : 0..y do rule x := y - i end end end;\nstartstate x := 0 end;", nil},
		{"zero step", in("for i := 0 to 3 by 0 do end"), []string{"5:20: the step of a range must not be 0"}},
		{"too many values", in("for i := 0 to 100000 do end"), []string{"5:5: unsupported: quantifying over 100001 values"}},
		{"extreme range", in("for i := -9223372036854775807 to 9223372036854775807 by 4611686018427387904 do end"), []string{"5:5: unsupported: range -9223372036854775807..9223372036854775807"}},
		{"extreme empty range", in("for i := 9223372036854775807 to -9223372036854775807 do end"), []string{"5:5: unsupported: range"}},
		{"boolean range", in("for i := false to 3 do end"), []string{"5:10: type mismatch: lower bound of the range must be an integer"}},

		// Reals.
		{"ok/reals", "const R : 0.5; K : R * 2 + 1;\ntype T : real(4,99);\nvar x : T; i : 0..3;\nfunction f(a : T; b : 0..3) : T; begin return a / b + sqrt(a) end;\n" +
			"startstate x := 1; i := 1; x := f(x, i) * -K; i := 2; x := Fabs(x) end;\ninvariant x >= 0 & x != R & -x < 1.5;", nil},
		{"real misuse", "type T : real(4,99); U : real(20,1);\nvar x : T; i : 0..3;\n" +
			"startstate i := x; x := x % 2; i := 0.5 end;",
			[]string{"1:26: unsupported: real(20,1)", "3:17: type mismatch: cannot assign T to 0..3", "3:27: type mismatch: % needs integer operands", "3:37: type mismatch: cannot assign real to 0..3"}},

		// Multisets and undefined.
		{"ok/multisets", "type M : multiset [2] of boolean;\nvar m, k : M; b : boolean;\nprocedure p(x : boolean; y : M); begin end;\n" +
			"startstate undefine m; b := true; multisetadd(b, m); k := m; p(undefined, undefined); b := undefined end;\n" +
			"choose i : m do rule m[i] & multisetcount(j : m, m[j]) > 1 ==> multisetremove(i, m); multisetremovepred(j : m, !m[j]) end end;", nil},
		{"multiset misuse", "type M : multiset [2] of boolean;\nvar m : M; b : boolean;\nprocedure p(var x : boolean); begin end;\n" +
			"startstate b := m[1]; multisetadd(m, m); multisetremove(b, m); multisetadd(b, b); p(undefined) end;",
			[]string{"4:19: type mismatch: a multiset is indexed by a choose", "4:35: type mismatch: cannot add M to M", "4:57: type mismatch: multisetremove needs",
				"4:79: type mismatch: b is not a multiset variable", "4:85: var parameter x of p needs a variable (undefined is a value)"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			errs := checkErrs(t, tc.src)
			matched := make([]bool, len(errs))
			for _, w := range tc.want {
				pos, substr, _ := strings.Cut(w, ": ")
				found := false
				for i, e := range errs {
					if fmt.Sprintf("%d:%d", e.Pos.Line, e.Pos.Col) == pos && strings.Contains(e.Msg, substr) {
						matched[i], found = true, true
					}
				}
				if !found {
					t.Errorf("want %s; got:\n%v", w, errs)
				}
			}
			for i, e := range errs {
				if !matched[i] {
					t.Errorf("unexpected error %v", e)
				}
			}
		})
	}
}

// TestFlattenAndInfo checks rule families (parameters outermost first,
// rule-level aliases, generated names, duplicate names) and the side
// tables for constants, quantifier values and type expressions.
func TestFlattenAndInfo(t *testing.T) {
	src := `const N : 2; M : N * 3; B : N = 2;
type T : 0..M; E : enum {A, C};
var x : T; e : E;
ruleset i : 1..N do
  alias y : x do
    ruleset j := 5 to 1 by -2; k : E do
      rule x = j ==> y := i end;
      rule "dup" true ==> y := 0 end;
      invariant y >= 0;
    end;
  end;
end;
rule "dup" e = C ==> e := A end;
startstate x := 0; e := A end;
`
	f, errs := parser.ParseFile("t.m", []byte(src))
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	m, errs := check.Check(f, nil)
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	assertComplete(t, m)
	var got []string
	for _, fams := range [][]*check.RuleFamily{m.Rules, m.StartStates, m.Invariants} {
		for _, r := range fams {
			var ps, as []string
			for i, p := range r.Params {
				ps = append(ps, fmt.Sprintf("%s%v", p.Name, m.Info.Quants[r.Quants[i]].Values))
			}
			for _, a := range r.Aliases {
				as = append(as, a.Name)
			}
			got = append(got, fmt.Sprintf("%s %s %v %v guard=%v", r.Kind, r.Name, ps, as, r.Guard != nil))
		}
	}
	want := []string{
		"rule rule@7:7 [i[1 2] j[5 3 1] k[0 1]] [y] guard=true",
		"rule dup [i[1 2] j[5 3 1] k[0 1]] [y] guard=true",
		"rule dup [] [] guard=true",
		"startstate startstate@14:1 [] [] guard=false",
		"invariant invariant@9:7 [i[1 2] j[5 3 1] k[0 1]] [y] guard=true",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("families:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	consts := map[string]int64{}
	for _, c := range m.Consts {
		consts[c.Name] = c.Value
	}
	if consts["N"] != 2 || consts["M"] != 6 || consts["B"] != 1 {
		t.Errorf("constants %v", consts)
	}
	if _, ok := m.Consts[2].Type.(*check.BoolType); !ok {
		t.Errorf("B has type %v, want boolean", m.Consts[2].Type)
	}
	if tt := m.Vars[0].Type.(*check.SubrangeType); tt.Lo != 0 || tt.Hi != 6 || tt.Name != "T" {
		t.Errorf("x : %+v", tt)
	}
}

// TestCheckRobust checks hand-built, partly empty trees: errors, no panic.
func TestCheckRobust(t *testing.T) {
	if _, errs := check.Check(nil, nil); len(errs) != 1 || !strings.Contains(errs[0].Msg, "internal error") {
		t.Errorf("Check(nil) = %v", errs)
	}
	f := &ast.File{Path: "h.m", Decls: []ast.Decl{
		&ast.ConstDecl{Name: &ast.Ident{Name: "N"}},
		&ast.VarDecl{Names: []*ast.Ident{{Name: "x"}}, Type: &ast.SubrangeType{Lo: &ast.IntLit{Value: 0}}},
	}, Rules: []ast.Rule{
		&ast.SimpleRule{Body: []ast.Stmt{&ast.Assign{LHS: &ast.Ident{Name: "x"}}}},
		&ast.Invariant{},
		&ast.Ruleset{Params: []*ast.Quantifier{{Var: &ast.Ident{Name: "i"}}}},
	}}
	m, errs := check.Check(f, nil)
	if m == nil || len(errs) == 0 {
		t.Errorf("model %v, errors %v", m, errs)
	}
	for _, e := range errs {
		if e.Pos.File != "h.m" {
			t.Errorf("error without the file: %v", e)
		}
	}
}

// TestDisplayNames: families may share a name (Murphi's names are labels);
// each kind's display names are unique, the first family with a name
// keeps it, the later ones take the smallest free suffix, in declaration
// order, with no clash with a name the model uses itself.
func TestDisplayNames(t *testing.T) {
	src := "type T : scalarset(2);\nvar x : boolean;\n" +
		"startstate \"init\" x := false end;\nstartstate \"init\" x := true end;\nstartstate x := true end;\n" +
		"rule \"r\" x ==> x := false end;\n" +
		"ruleset i : T do rule \"r\" !x ==> x := true end; rule \"r_2\" x ==> x := true end; rule \"r\" x ==> x := true end end;\n" +
		"rule \"s\" x ==> x := false end;\n" +
		"invariant \"p\" x | !x;\ninvariant \"p\" !x | x;\ninvariant \"r\" true;\n"
	f, errs := parser.ParseFile("t.m", []byte(src))
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	m, errs := check.Check(f, nil)
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	show := func(fams []*check.RuleFamily) string {
		var s []string
		for _, f := range fams {
			s = append(s, f.Name+"="+f.Display)
		}
		return strings.Join(s, " ")
	}
	for _, tc := range []struct{ got, want string }{
		{show(m.StartStates), "init=init init=init_2 startstate@5:1=startstate@5:1"},
		{show(m.Rules), "r=r r=r_3 r_2=r_2 r=r_4 s=s"},
		{show(m.Invariants), "p=p p=p_2 r=r"},
	} {
		if tc.got != tc.want {
			t.Errorf("got %s, want %s", tc.got, tc.want)
		}
	}
}
