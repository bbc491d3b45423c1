package sem_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"paraverify/internal/testdirs"
	"paraverify/internal/testmodel"
	"paraverify/murphi/ast"
	"paraverify/murphi/check/sem"
)

func TestSubrangeSymmetry(t *testing.T) {
	for _, tc := range []struct {
		model string
		want  map[string]string // type -> "" (symmetric) or a reason substring
	}{
		{testdirs.SharedModel("german.m"), map[string]string{"NODE": "", "DATA": ""}},
		{testdirs.SharedModel("flash.m"), map[string]string{"NODE": "", "DATA": ""}},
		{testdirs.SharedModel("mutualEx.m"), map[string]string{"client": ""}},
		{filepath.Join(testdirs.Protocols(), "token_ring.m"), map[string]string{"Node": "integer is used as Node", "Count": "integer is used as Count"}},
		{filepath.Join(testdirs.Protocols(), "counter.m"), map[string]string{"Val": "ordering < on its values"}},
		{testdirs.SharedModel("german2004.m"), map[string]string{"num_data_type": "", "node_id": "the constant 0 is used as node_id",
			"addr_type": "the constant 1 is used as addr_type", "channel_id": "the constant 1 is used as channel_id"}},
	} {
		m := testmodel.Load(t, tc.model, nil)
		got := map[string]sem.SubrangeUse{}
		for _, u := range m.SubrangeSymmetry() {
			got[u.Type.Name] = u
		}
		for name, reason := range tc.want {
			u, ok := got[name]
			switch {
			case !ok:
				t.Errorf("%s: no verdict for %s", tc.model, name)
			case reason == "" && !u.Symmetric:
				t.Errorf("%s: %s not symmetric: %v %s", tc.model, name, u.Pos, u.Reason)
			case reason != "" && (u.Symmetric || !strings.Contains(u.Reason, reason) || !u.Pos.IsValid()):
				t.Errorf("%s: %s: got symmetric=%v %q, want %q", tc.model, name, u.Symmetric, u.Reason, reason)
			}
		}
	}
}

// TestSubrangeDistinguished: a subrange whose symmetry only constants
// break lists them; anything else (arithmetic, a loop variable) leaves
// none.
func TestSubrangeDistinguished(t *testing.T) {
	for _, tc := range []struct {
		model string
		want  map[string]string // type -> its distinguished values
	}{
		{testdirs.SharedModel("german2004.m"), map[string]string{"num_data_type": "[]", "node_id": "[0]", "addr_type": "[1]", "channel_id": "[1 2 3]"}},
		{testdirs.SharedModel("german.m"), map[string]string{"NODE": "[]", "DATA": "[]"}},
		{filepath.Join(testdirs.Protocols(), "token_ring.m"), map[string]string{"Node": "[]", "Count": "[]"}},
		{filepath.Join(testdirs.Protocols(), "counter.m"), map[string]string{"Val": "[]"}},
		// clear stores the first value of every subrange it reaches: the
		// message's sender (node 0, the home already) and datum (1)
		{filepath.Join(testdirs.Protocols(), "german_mix.m"), map[string]string{"NODE": "[0]", "DATA": "[1]"}},
	} {
		m := testmodel.Load(t, tc.model, nil)
		for _, u := range m.SubrangeSymmetry() {
			if want, ok := tc.want[u.Type.Name]; ok && fmt.Sprint(u.Distinguished) != want {
				t.Errorf("%s: %s: distinguished %v, want %s", tc.model, u.Type.Name, u.Distinguished, want)
			}
		}
	}
}

// TestClearedScalarsets: a clear of a record reaches the scalarsets of its
// fields and array elements and a union's first member, each once, and
// reports the first clear; a scalarset that no clear reaches (an array's
// index, a union's later member) is not listed.
func TestClearedScalarsets(t *testing.T) {
	src := `type A : scalarset(3); B : scalarset(2); C : scalarset(2); D : scalarset(2); E : enum {e1, e2};
  R : record a : A; arr : array [C] of A; u : union {B, E}; w : union {E, D}; end;
var r : R; a2 : A;
startstate clear r; end;
rule "r" true ==> clear a2; end;
invariant true;
`
	path := filepath.Join(t.TempDir(), "c.m")
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	m := testmodel.Load(t, path, nil)
	got := map[string]string{}
	for s, pos := range m.ClearedScalarsets() {
		got[s.Name] = pos.String()
	}
	if want := map[string]string{"A": path + ":4:12", "B": path + ":4:12"}; fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("cleared %v, want %v", got, want)
	}
	var names []string
	for _, ty := range sem.ClearedTypes(m.Info.Types[m.File.Rules[0].(*ast.StartState).Body[0].(*ast.Clear).X]) {
		names = append(names, ty.String())
	}
	if fmt.Sprint(names) != "[A B]" {
		t.Errorf("cleared types %v, want [A B]", names)
	}
}

// TestOrderDependentLoops: a loop over a scalarset or subrange in a rule
// is free of order when each iteration writes its own locations (or one
// constant, or a counter it does not otherwise read) and reads nothing
// another iteration writes; anything else is reported, at the loop.
func TestOrderDependentLoops(t *testing.T) {
	const decls = `type N : scalarset(3); R : 1..3; E : enum {x, y};
var a : array [N] of boolean; b : array [N] of boolean; m : array [N] of array [N] of boolean;
  s : record f : boolean; g : boolean; h : array [N] of boolean; end;
  last : N; flag : boolean; cnt : 0..3; e : E; r : array [R] of boolean;
function same(v : boolean) : boolean; begin return v; end;
function peek(i : N) : boolean; begin return a[i]; end;
function any() : boolean; begin for i : N do if a[i] then return true end end; return false; end;
startstate for i : N do last := i; a[i] := false; b[i] := false end; flag := false; cnt := 0; end;
`
	for _, tc := range []struct {
		body  string
		want  string // "" or the type reported
		extra string // declarations of its own
	}{
		{"for i : N do b[i] := a[i]; a[i] := !a[i] end", "", ""},
		{"for i : N do for j : N do m[i][j] := a[j] end end", "", ""},
		{"for i : N do s.h[i] := s.f; s.g := true end", "", ""},
		{"for i : N do if a[i] then flag := true end end", "", ""},
		{"for i : N do if a[i] then cnt := cnt + 1 end end", "", ""},
		{"for i : N do b[i] := same(a[i]) end", "", ""},
		{"flag := any()", "", ""},
		{"for e2 : E do e := e2 end", "", ""},
		{"for i : N do if a[i] then last := i end end", "N", ""},
		{"for i : N do if !flag then b[i] := true; flag := true end end", "N", ""},
		{"for i : N do if a[i] then flag := true else flag := false end end", "N", ""},
		{"for i : N do if a[i] then cnt := cnt + 1 else cnt := cnt - 1 end end", "N", ""},
		{"for i : N do a[i] := a[last] end", "N", ""},
		{"for i : N do b[i] := peek(i) end", "N", ""},
		{"for i : N do if peek(i) then put i end end", "", ""},
		{"last := first()", "N", "function first() : N; begin for i : N do if a[i] then return i end end; return last; end;\n"},
		{"for k : R do r[k] := r[1] end", "R", ""},
	} {
		src := decls + tc.extra + "rule \"r\" true ==> begin " + tc.body + "; end;\ninvariant true;\n"
		path := filepath.Join(t.TempDir(), "o.m")
		if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		m := testmodel.Load(t, path, nil)
		var got []string
		for ty := range m.OrderDependentLoops() {
			got = append(got, ty.String())
		}
		if want := tc.want; strings.Join(got, ",") != want {
			t.Errorf("%s: reported %v, want %q", tc.body, got, want)
		}
	}
}

// TestStoredOnly: German 2004 only stores its addresses' 1 and its nodes'
// 0 (reset values) and compares its channels' literals; German's home node
// model compares its node 0.
func TestStoredOnly(t *testing.T) {
	for _, tc := range []struct {
		model string
		want  map[string]bool
	}{
		{testdirs.SharedModel("german2004.m"), map[string]bool{"addr_type": true, "node_id": true, "channel_id": false, "num_data_type": false}},
		{filepath.Join(testdirs.Protocols(), "german_home.m"), map[string]bool{"NODE": false}},
	} {
		m := testmodel.Load(t, tc.model, nil)
		for _, u := range m.SubrangeSymmetry() {
			if want, ok := tc.want[u.Type.Name]; ok && u.StoredOnly != want {
				t.Errorf("%s: %s: stored only %v, want %v", tc.model, u.Type.Name, u.StoredOnly, want)
			}
		}
	}
}
