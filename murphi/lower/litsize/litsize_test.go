package litsize

import (
	"strings"
	"testing"

	"paraverify/murphi/check"
	"paraverify/murphi/format"
	"paraverify/murphi/parser"
)

// TestLift: literal sizes become constants with fresh names (DATA_SIZE is
// taken, so DATA's is DATA_SIZE_), declared first; a size that is already
// a constant, or an expression, stays; the result checks, and -D sets
// the new constant.
func TestLift(t *testing.T) {
	src := `const DATA_SIZE : 7; N : 2;
type
  NODE : scalarset(N);
  DATA : scalarset((1));
  PID : scalarset(3);
  ODD : scalarset(1+1);
var d : array [NODE] of DATA; p : PID; o : ODD; k : 0..DATA_SIZE;
startstate undefine d; undefine p; undefine o; k := 0; end;
invariant "x" k = 0;
`
	f, errs := parser.ParseFile("m.m", []byte(src))
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	var l Lifter
	l.Lift(f)
	got := format.File(f)
	for _, want := range []string{"DATA_SIZE_ : 1;", "PID_SIZE : 3;", "DATA : scalarset(DATA_SIZE_);", "PID : scalarset(PID_SIZE);", "NODE : scalarset(N);", "ODD : scalarset(1 + 1);"} {
		if !strings.Contains(got, want) {
			t.Errorf("no %q in\n%s", want, got)
		}
	}
	if len(l.Notes) != 2 || !strings.HasPrefix(l.Notes[0], "m.m:4:21: scalarset DATA of literal size 1 is sized by the constant DATA_SIZE_") {
		t.Errorf("notes %q", l.Notes)
	}
	m, errs := check.Check(f, &check.Config{Consts: map[string]int64{"PID_SIZE": 4}})
	if len(errs) > 0 {
		t.Fatalf("%v\n%s", errs, got)
	}
	for _, typ := range m.Types {
		if typ.Name == "PID" && check.Card(typ.Type) != 4 {
			t.Errorf("PID has %d values with -D PID_SIZE=4", check.Card(typ.Type))
		}
	}
}

// TestNameRanges: subranges written in place with literal bounds are
// named, one type per pair of bounds (range_0_3 is taken by an enum, so
// a new name would be range_0_3_), in global variables, record fields,
// array indices and elements, ruleset parameters and quantifiers; a
// range with the bounds of a declared subrange (C) is that type; a bound
// that is a constant, a negative bound, more than 8 values and a
// declared subrange stay.
func TestNameRanges(t *testing.T) {
	src := `const N : 2;
type
  range_0_3 : enum {A};
  C : 0..3;
  R : record n : 0..3; m : 1..2; end;
var a : 0..3; b : array [0..1] of 1..2; k : 0..N; s : -1..1; big : 0..8; c : C; r : R; e : range_0_3;
ruleset i : 1..2 do rule a = 0 ==> a := 1; end; end;
startstate a := 0; undefine b; k := 0; s := 0; big := 0; c := 0; undefine r; e := A; for y : 1..2 do b[y - 1] := y; end; end;
invariant forall x : 0..3 do x = c -> true end;
`
	f, errs := parser.ParseFile("m.m", []byte(src))
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	var l Lifter
	l.NameRanges(f)
	got := format.File(f)
	for _, want := range []string{"range_1_2 : 1..2;", "range_0_1 : 0..1;", "C : 0..3;",
		"n : C;", "m : range_1_2;", "a : C;", "b : array [range_0_1] of range_1_2;",
		"k : 0..N;", "s : -1..1;", "big : 0..8;", "ruleset i : range_1_2 do",
		"for y : range_1_2 do", "forall x : C do"} {
		if !strings.Contains(got, want) {
			t.Errorf("no %q in\n%s", want, got)
		}
	}
	if len(l.Notes) != 3 || !strings.HasPrefix(l.Notes[0], "m.m:5:18: the subrange 0..3 is read as the type C, declared with the same bounds") || strings.Contains(got, "range_0_3_") {
		t.Errorf("notes %q", l.Notes)
	}
	if _, errs := check.Check(f, nil); len(errs) > 0 {
		t.Fatalf("%v\n%s", errs, got)
	}
}
