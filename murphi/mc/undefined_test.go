package mc

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestCMurphiUndefined checks CMurphi's treatment of undefined values (its
// generated C++, src/cpp_code.cpp of CMurphi 5.4.9): an assignment from a
// variable copies an undefined value, a scalarset or union compares an
// undefined value as a value of its own (a member of no type for
// ismember), and every other read of one
// (enum, subrange and boolean comparisons, arithmetic, conditions) is an
// error. Each model's invariant states what the semantics gives; want is
// "" when the model has no violation, else the error's message.
func TestCMurphiUndefined(t *testing.T) {
	const head = `type N : scalarset(2); E : enum {A, B}; V : 0..3;
  U : union {N, enum {Other}};
var n, m : N; u : U; e : E; v, w : V; b, c : boolean; done : boolean;
startstate begin undefine n; undefine m; undefine u; undefine e; undefine v; undefine w; undefine b; c := false; done := false; end;
`
	for _, tc := range []struct {
		name, src, want string
		states          int
	}{
		{"copy of undefined subrange, boolean, enum", `rule "cp" !done ==> begin w := v; c := b; e := e; done := true; end;
invariant "copied" done -> (isundefined(w) & isundefined(c) & isundefined(e));`, "", 2},
		{"scalarset compared with a parameter", `ruleset p : N do rule "cmp" !done & n != p ==> begin done := true; end; end;
invariant "ok" true;`, "", 2},
		{"two undefined scalarsets are equal", `rule "eq" !done & n = m ==> begin done := true; end;
invariant "equal" true;`, "", 2},
		{"union compared with a constant and a parameter", `ruleset p : N do rule "u" !done & u != Other & u != p ==> begin done := true; end; end;
invariant "ok" true;`, "", 2},
		{"undefined scalarset in an invariant", `invariant "cmp" forall p : N do n != p end;`, "", 1},
		{"ismember of an undefined union or scalarset is false", `rule "m" !done & !ismember(u, N) & !ismember(n, N) ==> begin done := true; end;
invariant "ok" true;`, "", 2},
		{"enum comparison fails", `rule "e" e = A ==> begin done := true; end;`, "read of undefined value e", 0},
		{"subrange comparison fails", `rule "v" v = 1 ==> begin done := true; end;`, "read of undefined value v", 0},
		{"boolean condition fails", `rule "b" b ==> begin done := true; end;`, "read of undefined value b", 0},
		{"arithmetic fails", `rule "a" !done ==> begin w := v + 1; done := true; end;`, "read of undefined value v", 0},
		{"scalarset as an index fails", `var a : array [N] of boolean;
rule "i" !done ==> begin a[n] := true; done := true; end;`, "undefined", 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "m.m")
			if err := os.WriteFile(path, []byte(head+tc.src+"\n"), 0o644); err != nil {
				t.Fatal(err)
			}
			mc, _ := compileFile(t, path, nil)
			res := mc.Explore(Options{})
			v := res.Violation
			switch {
			case tc.want == "" && v != nil:
				t.Fatalf("violation %s %q at %v", v.Kind, v.Msg, v.Pos)
			case tc.want == "" && res.States != tc.states:
				t.Errorf("%d states, want %d", res.States, tc.states)
			case tc.want != "" && (v == nil || v.Kind != "error" || !strings.Contains(v.Msg, tc.want)):
				t.Errorf("violation %+v, want an error %q", v, tc.want)
			}
		})
	}
}
