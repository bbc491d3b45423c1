package homeunion

import (
	"strings"
	"testing"

	"paraverify/murphi/check"
	"paraverify/murphi/format"
	"paraverify/murphi/parser"
)

func checked(t *testing.T, src string) *check.Model {
	t.Helper()
	f, errs := parser.ParseFile("m.m", []byte(src))
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	m, errs := check.Check(f, nil)
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	return m
}

const head = `const N : 3;
type Proc : scalarset(N); Home : enum {H0, H1}; Node : union {Home, Proc};
var owner : Node; own : array [Node] of boolean; req : array [Proc] of boolean; h : Home;
`

// TestRewrite: each use of a member type, rewritten; the result checks.
func TestRewrite(t *testing.T) {
	for _, tc := range []struct {
		name, src string
		want      []string // lines of the formatted result (trimmed)
		note      string
	}{
		{"declarations and binders", head + `startstate
  for p : Proc do req[p] := false; end; for n : Node do own[n] := false; end; owner := H0; h := H1;
end;
ruleset p : Proc do rule "req" !req[p] ==> req[p] := true; end; end;
ruleset n : Node do rule "grant" ismember(n, Proc) & exists p : Proc do req[p] end ==> owner := n; end; end;
ruleset x : Home do rule "home" true ==> owner := x; end; end;
invariant "one" forall p : Proc do forall q : Proc do p != q -> !(own[p] & own[q]) end end;
`,
			[]string{"H0 : 0;", "H1 : 1;", "Node : 0..(N) + 1;", "req : array [Node] of boolean;", "h : Node;",
				"for p : Node do", "if (p != H0 & p != H1) then",
				"(p != H0 & p != H1) & (!req[p])",
				"(n != H0 & n != H1) & exists p : Node do (p != H0 & p != H1) & (req[p]) end",
				"(x = H0 | x = H1) & (true)",
				"forall p : Node do (p != H0 & p != H1) -> (forall q : Node do (q != H0 & q != H1) -> (p != q -> !(own[p] & own[q])) end) end"},
			"node type Node (a union of home values and the scalarset Proc) is read as the subrange 0..(N) + 1 with H0 = 0, H1 = 1, and Proc's values after them"},
		// ismember in every other place an expression can stand (the
		// MOSI model of protogen-mlir-v2 has it in a multisetcount: the
		// rewritten model did not check, an internal error)
		{"ismember everywhere", head + `var ms : multiset [2] of Node; b : boolean;
startstate for p : Proc do req[p] := false; end; owner := H0; h := H1; b := false; end;
ruleset n : Node do rule "places" true ==>
  switch ismember(n, Home) case true: b := true; else b := false; end;
  alias a : ismember(n, Proc) do b := a; end;
  put ismember(n, Home);
  if multisetcount(i : ms, ismember(ms[i], Proc)) > 0 then b := true; end;
  multisetremovepred(i : ms, ismember(ms[i], Home));
  b := isundefined(owner) | ismember(owner, Home);
  b := ismember(owner, Proc) | ismember(n, Proc);
end; end;
invariant "i" b | !b;
`,
			[]string{"switch (n = H0 | n = H1)", "alias a : (n != H0 & n != H1) do",
				"put (n = H0 | n = H1)", "multisetcount(i : ms, (!isundefined(ms[i]) & ms[i] != H0 & ms[i] != H1))",
				// an undefined value is a member of no type; a parameter
				// is never undefined
				"b := isundefined(owner) | (owner = H0 | owner = H1);",
				"b := (!isundefined(owner) & owner != H0 & owner != H1) | (n != H0 & n != H1);",
				"multisetremovepred(i : ms, (ms[i] = H0 | ms[i] = H1))"},
			"node type Node"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := checked(t, tc.src)
			us := Rewrite(m)
			if len(us) != 1 || !strings.HasPrefix(us[0].String(), tc.note) {
				t.Fatalf("unions %v", us)
			}
			if _, errs := check.Check(m.File, nil); len(errs) > 0 {
				t.Fatalf("the result does not check: %v\n%s", errs, format.File(m.File))
			}
			out := format.File(m.File)
			flat := strings.Join(strings.Fields(out), " ")
			for _, w := range tc.want {
				if !strings.Contains(flat, strings.Join(strings.Fields(w), " ")) {
					t.Errorf("missing %q in\n%s", w, out)
				}
			}
			for _, gone := range []string{"union", "scalarset", "enum {H0"} {
				if strings.Contains(out, gone) {
					t.Errorf("%q left in\n%s", gone, out)
				}
			}
		})
	}
}

// TestRewriteLeaves: unions that stay as they are.
func TestRewriteLeaves(t *testing.T) {
	for _, tc := range []struct{ name, src string }{
		{"a union of values only", `const N : 2;
type P : scalarset(N); O : enum {Other}; V : union {O, P};
var x : array [P] of V;
startstate for p : P do x[p] := Other; end; end;
ruleset p : P; q : P do rule "r" true ==> x[p] := q; end; end;
invariant "i" forall p : P do x[p] != p | true end;
`},
		{"two scalarsets", `const N : 2;
type P : scalarset(N); Q : scalarset(N); H : enum {Hm}; V : union {H, P, Q};
var x : array [V] of boolean;
startstate for v : V do x[v] := false; end; end;
ruleset v : V do rule "r" true ==> x[v] := true; end; end;
invariant "i" forall v : V do x[v] | !x[v] end;
`},
		{"a startstate in a ruleset over a member", `const N : 2;
type P : scalarset(N); H : enum {Hm}; V : union {H, P};
var x : array [V] of boolean;
ruleset p : P do startstate for v : V do x[v] := false; end; x[p] := true; end; end;
ruleset v : V do rule "r" true ==> x[v] := true; end; end;
invariant "i" forall v : V do x[v] | !x[v] end;
`},
		{"an inline member", `const N : 2;
type P : scalarset(N); V : union {enum {Hm}, P};
var x : array [V] of boolean;
startstate for v : V do x[v] := false; end; end;
ruleset v : V do rule "r" true ==> x[v] := true; end; end;
invariant "i" forall v : V do x[v] | !x[v] end;
`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := checked(t, tc.src)
			before := format.File(m.File)
			if us := Rewrite(m); len(us) != 0 {
				t.Errorf("rewritten: %v", us)
			}
			if after := format.File(m.File); after != before {
				t.Errorf("file changed:\n%s", after)
			}
		})
	}
}
