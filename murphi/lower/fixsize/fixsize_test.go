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
