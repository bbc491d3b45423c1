package effects

import (
	"slices"
	"strings"
	"testing"

	"paraverify/internal/testmodel"
	"paraverify/murphi/ast"
)

func TestOverlaps(t *testing.T) {
	for _, tc := range []struct {
		a, b []string
		want bool
	}{
		{[]string{"mem"}, []string{"mem"}, true},
		{[]string{"node"}, []string{"node.cache.state"}, true},
		{[]string{"node.cache.state"}, []string{"node"}, true},
		{[]string{"node.cache"}, []string{"node.cachex"}, false},
		{[]string{"a", "b"}, []string{"c"}, false},
		{nil, []string{"c"}, false},
	} {
		if got := Overlaps(tc.a, tc.b); got != tc.want {
			t.Errorf("Overlaps(%q, %q) = %v, want %v", tc.a, tc.b, got, tc.want)
		}
	}
}

// TestReader: the families the rule's last statement reads and writes
// (Movable and Writes), and whether each knows them.
func TestReader(t *testing.T) {
	for _, tc := range []struct {
		name, stmt          string
		reads, writes       string
		movable, writesKnow bool
	}{
		{"assignment", `x := rec.f;`, "rec.f", "x", true, true},
		{"index read", `a[p] := B;`, "p", "a", true, true},
		{"nested field", `rec.f := B;`, "", "rec.f", true, true},
		{"if", `if y then x := B; else rec.g := true; end;`, "y", "x rec.g", true, true},
		{"for", `for k : NODE do a[k] := x; end;`, "x", "a", true, true},
		{"undefine", `undefine p;`, "", "p", true, true},
		{"clear", `clear rec;`, "", "rec", false, true},
		{"assert", `assert y;`, "", "", false, true},
		{"local", `v := x;`, "", "", false, false},
		{"while", `while y do y := false; end;`, "", "", false, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			src := `const N : 2;
type NODE : scalarset(N); K : enum {A, B}; R : record f : K; g : boolean; end;
var x : K; y : boolean; a : array [NODE] of K; rec : R; p : NODE;
startstate begin x := A; y := false; undefine a; undefine rec; undefine p; end;
rule "r" var v : K; begin ` + tc.stmt + ` end;
`
			m := testmodel.FromSource(t, "m.m", src, nil)
			body := m.File.Rules[len(m.File.Rules)-1].(*ast.SimpleRule).Body
			s := body[len(body)-1]
			r := &Reader{Info: m.Info}
			e := &Effect{}
			if got := r.Movable(s, e); got != tc.movable {
				t.Errorf("Movable = %v, want %v", got, tc.movable)
			} else if got {
				if got, want := strings.Join(e.Reads, " "), tc.reads; got != want {
					t.Errorf("reads %q, want %q", got, want)
				}
				if got, want := strings.Join(e.Writes, " "), tc.writes; got != want {
					t.Errorf("writes %q, want %q", got, want)
				}
			}
			w := &Effect{}
			if got := r.Writes(s, w); got != tc.writesKnow {
				t.Errorf("Writes = %v, want %v", got, tc.writesKnow)
			} else if got {
				if got, want := strings.Join(w.Writes, " "), tc.writes; got != want {
					t.Errorf("Writes records %q, want %q", got, want)
				}
			}
			b := r.After(Before{}, s)
			if b.Unknown != !tc.writesKnow || (tc.writesKnow && !slices.Equal(b.Writes, w.Writes)) {
				t.Errorf("After = %+v, want the writes %q", b, w.Writes)
			}
		})
	}
}

// TestUnchanged: an expression reads what was written before it.
func TestUnchanged(t *testing.T) {
	m := testmodel.FromSource(t, "m.m", `type K : enum {A, B}; R : record f : K; g : boolean; end;
var x : K; rec : R;
startstate begin x := A; undefine rec; end;
rule "r" begin x := B; end;
`, nil)
	r := &Reader{Info: m.Info}
	s := m.File.Rules[len(m.File.Rules)-1].(*ast.SimpleRule).Body[0].(*ast.Assign)
	b := r.After(Before{}, s)
	if r.Unchanged([]ast.Expr{s.LHS}, b) {
		t.Error("x read after x := B reported unchanged")
	}
	if !r.Unchanged([]ast.Expr{s.RHS}, b) {
		t.Error("a constant reported changed")
	}
	if r.Unchanged(nil, Before{Unknown: true}) {
		t.Error("nothing read after unknown writes reported unchanged")
	}
}
