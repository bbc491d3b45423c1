package unroll

import (
	"strings"
	"testing"

	"paraverify/murphi/check"
	"paraverify/murphi/format"
	"paraverify/murphi/lower/litsize"
	"paraverify/murphi/lower/rewrite"
	"paraverify/murphi/parser"
)

// TestPass: a for loop over an integer range and a quantifier over an
// in-place range that types no state component are written out; one over
// an in-place range that indexes an array, and one over a scalarset, stay.
func TestPass(t *testing.T) {
	src := `const N : 2;
type NODE : scalarset(N);
var a : array [0..2] of boolean; c : NODE;
startstate begin for k := 0 to 2 do a[k] := false; end; undefine c; end;
rule "r" forall t : 1..2 do a[t] end ==> for j : 0..2 do a[j] := true; end; end;
invariant "p" exists t : 1..2 do !a[t] end | forall i : NODE do i = c | !(i = c) end;
`
	file, errs := parser.ParseFile("m.m", []byte(src))
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	var l litsize.Lifter
	l.NameRanges(file)
	m, errs := check.Check(file, nil)
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	f, _, changed := Pass(m, rewrite.NewNamer(m.File))
	if !changed {
		t.Fatal("nothing written out")
	}
	got := format.File(f)
	for _, want := range []string{"a[0] := false;\n  a[1] := false;\n  a[2] := false;", "(a[1] & a[2])", "(!a[1] | !a[2])",
		"for j : range_0_2 do", "forall i : NODE do"} {
		if !strings.Contains(got, want) {
			t.Errorf("no %q in\n%s", want, got)
		}
	}
	if strings.Contains(got, "range_1_2") {
		t.Errorf("the range only the quantifiers used stays:\n%s", got)
	}
	if _, errs := check.Check(f, nil); len(errs) > 0 {
		t.Fatalf("%v\n%s", errs, got)
	}
}
