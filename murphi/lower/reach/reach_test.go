package reach

import (
	"testing"

	"paraverify/internal/testmodel"
	"paraverify/murphi/ast"
	"paraverify/murphi/format"
)

// TestCond: the condition of the rule's (last) assert or error, carried
// back to the state before the rule, or "" where it cannot be.
func TestCond(t *testing.T) {
	for _, tc := range []struct {
		name, body, want string
	}{
		{"no write", `assert x = A;`, `x = A`},
		{"assignment", `x := B; assert x = B;`, `true`},
		{"another variable", `y := true; assert x = A;`, `x = A`},
		{"the value read", `y := x = A; x := B; assert y;`, `(x = A)`},
		{"error in an arm", `x := B; if y then error "e"; end;`, `!y`},
		{"an arm after the write", `x := B; if y then assert x = A; elsif !y then assert false; end;`, `!(!y & !y)`},
		{"the element written", `a[i] := B; assert a[i] = B;`, `true`},
		{"another element", `a[i] := B; assert a[j] = A;`, `!(j = i) & (a[j] = A)`},
		{"a constant element", `r[0] := true; assert r[1];`, `r[1]`},
		{"a field", `rec.f := B; assert rec.g & rec.f = B;`, `rec.g`},
		{"a whole record", `rec := other; assert rec.g;`, `other.g`},
		{"a quantifier", `a[i] := B; assert forall k : NODE do a[k] = A end;`, `forall k : NODE do !(k = i) & (a[k] = A) end`},
		{"if joined", `if y then x := B; else x := A; end; assert x = A;`, `!y`},
		{"a conditional value compared", `if y then x := B; elsif x = A then x := B; end; assert x != B;`, `(!y & !(!y & (x = A))) & ((!y & !(x = A)) -> (x != B))`},
		{"if not touching", `if y then a[i] := B; end; assert x = A;`, `x = A`},
		{"index written", `p := i; a[p] := B; assert a[j] = B;`, `(j = i) | (a[j] = B)`},
		{"undefine", `undefine x; assert x = A;`, ``},
		{"a loop writing", `for k : NODE do a[k] := B; end; assert a[i] = B;`, ``},
		{"a loop not writing", `for k : NODE do a[k] := B; end; assert x = A;`, `x = A`},
		{"the whole read, a part written", `rec.f := B; assert rec = other;`, ``},
		{"a part of a value that is not a designator", `rec := other; y := true; assert y;`, `true`},
		{"in a loop", `x := B; for k : NODE do assert a[k] = A | x = A; end;`, `forall k : NODE do a[k] = A end`},
		{"in a loop after a write in it", `for k : NODE do y := true; assert y & a[k] = A; end;`, `forall k : NODE do a[k] = A end`},
		{"in a loop writing what it reads", `for k : NODE do assert a[k] = A; a[k] := B; end;`, ``},
		{"in a while loop", `while x = A do assert y; x := B; end;`, ``},
	} {
		t.Run(tc.name, func(t *testing.T) {
			src := `const N : 2;
type NODE : scalarset(N); K : enum {A, B}; R : record f : K; g : boolean; end;
var x : K; y : boolean; a : array [NODE] of K; r : array [0..1] of boolean; rec : R; other : R; p : NODE;
startstate begin x := A; y := false; undefine a; undefine r; undefine rec; undefine other; undefine p; end;
ruleset i : NODE; j : NODE do rule "r" true ==> ` + tc.body + ` end; end;
`
			m := testmodel.FromSource(t, "m.m", src, nil)
			rs := m.File.Rules[len(m.File.Rules)-1].(*ast.Ruleset)
			body := rs.Rules[0].(*ast.SimpleRule).Body
			var target ast.Stmt
			ast.Inspect(rs, func(n ast.Node) bool {
				switch n.(type) {
				case *ast.Assert, *ast.ErrorStmt:
					target = n.(ast.Stmt)
				}
				return true
			})
			got, ok := Cond(m.Info, body, target)
			switch {
			case tc.want == "" && ok:
				t.Errorf("got %s, want none", format.Expr(got))
			case tc.want != "" && !ok:
				t.Errorf("none, want %s", tc.want)
			case ok && format.Expr(got) != tc.want:
				t.Errorf("got %s, want %s", format.Expr(got), tc.want)
			}
		})
	}
}
