package enumidx

import (
	"strings"
	"testing"

	"paraverify/internal/testmodel"
	"paraverify/murphi/check"
	"paraverify/murphi/format"
)

// TestRewrite: an enum indexing an array of the state becomes 0..k-1 and
// its constants their positions, everywhere (guards, actions, aliases,
// procedures, properties); an enum that indexes nothing, and one of more
// than 8 constants, stay.
func TestRewrite(t *testing.T) {
	src := `const N : 2;
type NODE : scalarset(N); VC : enum {Req, Resp}; K : enum {A, B};
  BIG : enum {C1, C2, C3, C4, C5, C6, C7, C8, C9};
var chan : array [NODE] of array [VC] of K; big : array [BIG] of boolean; k : K; last : VC;
procedure Send(i : NODE; v : VC); begin chan[i][v] := A; last := v; end;
startstate begin for i : NODE do for v : VC do chan[i][v] := B; end; end; undefine big; k := A; last := Req; end;
ruleset i : NODE do
  alias c : chan[i][Resp] do
    rule "r" chan[i][Req] = B & c = B ==> Send(i, Resp); k := B; big[C1] := true; end;
  end;
end;
invariant "p" last = Req | last = Resp;
`
	m := testmodel.FromSource(t, "m.m", src, nil)
	if sel := Select(m); len(sel) != 1 || sel[0].Name != "VC" {
		t.Fatalf("selected %v", sel)
	}
	f := Rewrite(m)
	got := format.File(f)
	for _, want := range []string{"VC : 0..1;", "K : enum { A, B };", "big[C1] := true", "chan[i][0] = B", "alias c : chan[i][1]",
		"Send(i, 1)", "last := 0", `invariant "p"`, "last = 0 | last = 1"} {
		if !strings.Contains(got, want) {
			t.Errorf("no %q in\n%s", want, got)
		}
	}
	if _, errs := check.Check(f, nil); len(errs) > 0 {
		t.Fatalf("%v\n%s", errs, got)
	}
	if n := Notes(m); len(n) != 1 || !strings.Contains(n[0], "the enum VC indexes an array, and is read as the fixed range 0..1 (Req = 0, Resp = 1)") {
		t.Errorf("notes %q", n)
	}
}

// TestUnionMember: an enum that is a member of a union stays an enum (a
// union's members must be enums or scalarsets), even where it indexes an
// array.
func TestUnionMember(t *testing.T) {
	src := `const N : 2;
type D : enum {dir}; P : scalarset(N); M : union {D, P};
var dirst : array [D] of boolean; owner : M; st : array [P] of boolean;
startstate begin dirst[dir] := false; owner := dir; for p : P do st[p] := false; end; end;
ruleset p : P do rule "take" owner = dir ==> owner := p; st[p] := true; end; end;
invariant "x" forall p : P do st[p] -> owner = p end;
`
	m := testmodel.FromSource(t, "m.m", src, nil)
	if sel := Select(m); len(sel) != 0 {
		t.Errorf("selected %v", sel)
	}
}
