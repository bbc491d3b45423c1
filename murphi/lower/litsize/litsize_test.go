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
