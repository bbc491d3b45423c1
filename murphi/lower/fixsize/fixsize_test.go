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
	f, errs := parser.ParseFile("m.m", []byte(src))
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	m, errs := check.Check(f, &check.Config{})
	if len(errs) > 0 {
		t.Fatal(errs)
	}
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
	f, errs := parser.ParseFile("m.m", []byte(src))
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	m, errs := check.Check(f, &check.Config{})
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	got := Suggest(m)
	if len(got) != 1 || got[0].Type != "ADDR" || got[0].Const != "NA" || got[0].Value != 1 || got[0].At != "m.m:9:36" {
		t.Fatalf("suggested %+v", got)
	}
	if want := "-D NA=1 keeps ADDR at the value 1, which the model only stores as a literal (m.m:9:36)"; !strings.HasPrefix(got[0].String(), want) {
		t.Errorf("hint %q", got[0].String())
	}
}
