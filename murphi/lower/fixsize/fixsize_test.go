package fixsize

import (
	"strings"
	"testing"

	"paraverify/murphi/check"
	"paraverify/murphi/format"
	"paraverify/murphi/parser"
)

// TestRewrite: of the subranges bounded by a constant that is set, only
// the one of a single value that the model names as a literal is kept at
// it (ADDR, A); one of two values both named (CH), one of a single
// value not named (DATA) and one bounded by a constant not set (OTHER)
// stay; the result checks and ADDR is then 1..1.
func TestRewrite(t *testing.T) {
	src := `const NA : 1; NC : 2; ND : 1; NO : 1;
type
  ADDR : 1..NA;
  CH : 1..NC;
  DATA : 1..ND;
  OTHER : 1..NO;
var a : ADDR; c : CH; d : DATA; o : OTHER;
startstate a := 1; c := 1; undefine d; o := 1; end;
rule "r" c = 1 ==> begin c := 2; a := 1; end;
invariant "x" o = 1;
`
	m := checked(t, src)
	f := m.File
	kept := Rewrite(m, map[string]int64{"NA": 1, "NC": 2, "ND": 1})
	if len(kept) != 1 || kept[0].Type != "ADDR" || kept[0].Value != 1 || kept[0].Names[0] != "NA" {
		t.Fatalf("kept %+v", kept)
	}
	if !strings.HasPrefix(kept[0].String(), "subrange ADDR is kept at 1..1: NA = 1, set by -D or --config") {
		t.Errorf("note %q", kept[0].String())
	}
	got := format.File(f)
	for _, want := range []string{"ADDR : 1..1;", "CH : 1..NC;", "DATA : 1..ND;", "OTHER : 1..NO;"} {
		if !strings.Contains(got, want) {
			t.Errorf("no %q in\n%s", want, got)
		}
	}
	if _, errs := check.Check(f, &check.Config{}); len(errs) > 0 {
		t.Errorf("the rewritten file does not check: %v", errs)
	}
}

// TestKeep: the subranges --keep names are read at their values, those
// bounded by constants (ADDR, at the value NA has) and those of literal
// bounds alike, each named once; a name that is no declared subrange
// (the enum E, an unknown name) is an error that lists what can be kept.
func TestKeep(t *testing.T) {
	src := `const NA : 3; NC : 2;
type
  ADDR : 1..NA;
  CH : 0..NC;
  LIT : 1..2;
  E : enum { a, b };
var x : ADDR; c : CH; l : LIT; e : E;
startstate x := 1; c := 0; l := 1; e := a; end;
rule "r" c = 0 ==> begin c := 1; end;
invariant "x" l = 1;
`
	m := checked(t, src)
	kept, err := Keep(m, []string{"ADDR", "LIT", "ADDR"})
	if err != nil || len(kept) != 2 {
		t.Fatalf("kept %+v, %v", kept, err)
	}
	if k := kept[0]; k.Type != "ADDR" || k.Value != 1 || k.Hi != 3 || len(k.Names) != 1 || k.Names[0] != "NA" {
		t.Errorf("ADDR kept as %+v", k)
	}
	if got, want := kept[0].String(), "subrange ADDR (bounded by NA) is kept at 1..3, as --keep ADDR asks"; !strings.HasPrefix(got, want) {
		t.Errorf("note %q, want it to start with %q", got, want)
	}
	if got, want := kept[1].String(), "subrange LIT is kept at 1..2, as --keep LIT asks"; !strings.HasPrefix(got, want) {
		t.Errorf("note %q, want it to start with %q", got, want)
	}
	got := format.File(m.File)
	for _, want := range []string{"ADDR : 1..3;", "CH : 0..NC;", "LIT : 1..2;"} {
		if !strings.Contains(got, want) {
			t.Errorf("no %q in\n%s", want, got)
		}
	}
	if _, errs := check.Check(m.File, &check.Config{}); len(errs) > 0 {
		t.Errorf("the rewritten file does not check: %v", errs)
	}
	for _, bad := range []string{"E", "NODE"} {
		if _, err := Keep(checked(t, src), []string{bad}); err == nil || !strings.Contains(err.Error(), "--keep "+bad+": the model declares no subrange type "+bad+" (the types --keep can keep: ADDR, CH, LIT)") {
			t.Errorf("--keep %s: %v", bad, err)
		}
	}
}

// TestSuggest: a subrange whose one distinguished value the model only
// stores (ADDR's reset value 1) is suggested with the constant that bounds
// it; one whose literal is compared (HOME's 0), one with two literals
// (CH), the type with the most ruleset parameters (NODE, though its 0 is
// only stored too) and one of literal bounds are not.
func TestSuggest(t *testing.T) {
	src := `const NN : 3; NA : 2; NH : 2; NC : 3;
type
  NODE : 0..NN;
  ADDR : 1..NA;
  HOME : 0..NH;
  CH : 1..NC;
  LIT : 1..3;
var owner : array [ADDR] of NODE; last : ADDR; h : HOME; c : CH; l : LIT;
startstate undefine owner; last := 1; h := 0; c := 1; l := 1; end;
ruleset n : NODE; a : ADDR; k : HOME do
  rule "take" isundefined(owner[a]) & h != 0 ==> begin owner[a] := n; h := k; c := 2; end;
end;
ruleset n : NODE; a : ADDR do
  rule "drop" owner[a] = n ==> begin undefine owner[a]; last := 1; owner[a] := 0; end;
end;
ruleset n : NODE do rule "idle" l = 1 ==> begin l := 1; end; end;
invariant "x" l = 1;
`
	m := checked(t, src)
	got := Suggest(m)
	if len(got) != 1 || got[0].Type != "ADDR" || got[0].Const != "NA" || got[0].Value != 1 || got[0].At != "m.m:9:36" {
		t.Fatalf("suggested %+v", got)
	}
	if want := "-D NA=1 keeps ADDR at the value 1, which the model only stores as a literal (m.m:9:36)"; !strings.HasPrefix(got[0].String(), want) {
		t.Errorf("hint %q", got[0].String())
	}
	if want := "; --keep ADDR keeps it at 1..2 instead, the values it has here"; !strings.HasSuffix(got[0].String(), want) {
		t.Errorf("hint %q, want it to end with %q", got[0].String(), want)
	}
}

// checked parses and checks the model src (a test's fault when it does
// not check).
func checked(t *testing.T, src string) *check.Model {
	t.Helper()
	f, errs := parser.ParseFile("m.m", []byte(src))
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	m, errs := check.Check(f, &check.Config{})
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	return m
}
