package wp

import (
	"os"
	"path/filepath"
	"testing"

	"paraverify/internal/testmodel"
	"paraverify/invfinder/formula"
	"paraverify/invfinder/smt"
	"paraverify/murphi/check"
)

// TestMergedPaths: three ifs that assign nothing the bad cube reads do
// not multiply the disjuncts of the weakest precondition (sixteen paths,
// two disjuncts), and the precondition is still exactly x's new value.
func TestMergedPaths(t *testing.T) {
	src := `var x : boolean; y : boolean; a1 : boolean; a2 : boolean; a3 : boolean;
  b1 : boolean; b2 : boolean; b3 : boolean;
startstate x := false; y := false; a1 := false; a2 := false; a3 := false; b1 := false; b2 := false; b3 := false; end;
rule "Big" true ==>
  if a1 then b1 := true; end;
  if a2 then b2 := true; else b2 := false; end;
  if a3 & a1 then b3 := true; elsif a2 then b3 := false; end;
  if y then x := true; else x := false; end;
end;
invariant "x" x = false;
`
	path := filepath.Join(t.TempDir(), "big.m")
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	m := testmodel.Load(t, path, nil)
	mf := formula.FactsOf(m)
	var boolT check.Type
	for _, v := range m.Vars {
		if v.Name == "x" {
			boolT = v.Type
		}
	}
	lit := func(name string, neg bool) *formula.Form {
		return literal(&formula.Term{Kind: formula.TVar, Var: name, Type: boolT}, &formula.Term{Kind: formula.TConst, Type: boolT, Val: 1}, neg)
	}
	_, pre, touches, err := Rule(m, mf, formula.RuleInstance{Rule: m.Rules[0]}, nil, formula.Cube{{L: lit("x", false).Lit.L, R: lit("x", false).Lit.R}})
	if err != nil {
		t.Fatal(err)
	}
	if !touches {
		t.Fatal("Big does not touch x")
	}
	if n := len(pre.Args); pre.Op == '|' && n > 2 {
		t.Errorf("%d disjuncts, want at most 2: %v", n, pre)
	}
	z, err := smt.NewZ3(smt.Options{})
	if err != nil {
		t.Fatal(err)
	}
	y := lit("y", false)
	if !unsatisfiable(t, z, mf.Sym, []*formula.Form{pre}, []*formula.Form{y}) || !unsatisfiable(t, z, mf.Sym, []*formula.Form{y}, []*formula.Form{pre}) {
		t.Errorf("precondition of x = true after Big is not y = true: %v", pre)
	}
}
