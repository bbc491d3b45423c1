package job

import (
	"os"
	"testing"

	"paraverify/internal/testdirs"
	"paraverify/murphi/check"
	"paraverify/murphi/parser"
)

// TestReferenceGrowTypes: the reference instance grows by the constants
// that size the types the search needs more of (all of them when none
// does), never the ones set with -D, and at most maxGrowth times.
func TestReferenceGrowTypes(t *testing.T) {
	// loaded without the command line's flags, which other tests leave set
	path := testdirs.SharedModel("german.m")
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	file, errs := parser.ParseFile(path, src)
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	model, errs := check.Check(file, &check.Config{})
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	mk := func() *reference {
		return &reference{consts: []RefConst{{Name: "NODE_NUM", Value: 2, Source: "chosen"}, {Name: "DATA_NUM", Value: 2, Source: "chosen"}}}
	}
	r := mk()
	if !r.grow(0, model, []string{"NODE"}) || r.String() != "NODE_NUM=3 DATA_NUM=2" {
		t.Errorf("NODE: %s", r)
	}
	r = mk()
	if !r.grow(0, model, nil) || r.String() != "NODE_NUM=3 DATA_NUM=3" {
		t.Errorf("no types: %s", r)
	}
	r = mk()
	r.consts[0].Source = "-D"
	if !r.grow(1, model, []string{"NODE"}) || r.String() != "NODE_NUM=2 DATA_NUM=3" {
		t.Errorf("NODE set with -D: %s", r)
	}
	if mk().grow(maxGrowth, model, []string{"NODE"}) {
		t.Error("grew beyond maxGrowth")
	}
}
