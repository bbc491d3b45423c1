package wp

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"paraverify/internal/testmodel"
	"paraverify/invfinder/formula"
	"paraverify/invfinder/smt"
	"paraverify/murphi/check"
)

// TestLastValue: a loop over a symmetric type that assigns its variable
// to a location not indexed by it leaves there the last value of the
// type, one and the same term in every such loop of a statement (mem =
// aux after the startstate and after Reset); a location the loop assigns
// under a condition gets a value of its own (a havoc), and a guard that
// is an exists over a disjunction is one existential literal per
// disjunct.
func TestLastValue(t *testing.T) {
	src := `const N : 2; D : 2;
type NODE : scalarset(N); DATA : scalarset(D);
var mem : DATA; aux : DATA; some : DATA; flag : boolean; a : array [NODE] of boolean; b : array [NODE] of boolean;
startstate
  for d : DATA do mem := d; aux := d; end;
  for d : DATA do if flag then some := d; end; end;
  flag := false;
  for i : NODE do a[i] := false; b[i] := true; end;
end;
rule "Reset" true ==> for d : DATA do mem := d; end; for d : DATA do aux := d; end; end;
rule "Any" !forall p : NODE do !a[p] & b[p] end ==> flag := true; end;
invariant "same" mem = aux;
`
	path := filepath.Join(t.TempDir(), "last.m")
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	m := testmodel.Load(t, path, nil)
	mf := formula.FactsOf(m)
	var data check.Type
	for _, o := range m.Types {
		if o.Name == "DATA" {
			data = o.Type
		}
	}
	if data == nil || !mf.Sym[data] {
		t.Fatal("no symmetric DATA")
	}
	v := func(name string) *formula.Term { return &formula.Term{Kind: formula.TVar, Var: name, Type: data} }
	differ := func(x, y string) formula.Cube { return formula.Cube{{L: v(x), R: v(y), Neg: true}} }
	z, err := smt.NewZ3(smt.Options{})
	if err != nil {
		t.Fatal(err)
	}
	start := formula.RuleInstance{Rule: m.StartStates[0]}
	for _, tc := range []struct {
		x, y     string
		possible bool
	}{
		{"mem", "aux", false},
		{"mem", "some", true}, // some: assigned under a condition
	} {
		after, err := AfterStart(m, mf, start, nil, differ(tc.x, tc.y))
		if err != nil {
			t.Fatal(err)
		}
		if got := !unsatisfiable(t, z, mf.Sym, []*formula.Form{after}, nil); got != tc.possible {
			t.Errorf("%s != %s after the startstate: possible %v, want %v (%v)", tc.x, tc.y, got, tc.possible, after)
		}
	}
	_, pre, _, err := Rule(m, mf, formula.RuleInstance{Rule: m.Rules[0]}, nil, differ("mem", "aux"))
	if err != nil {
		t.Fatal(err)
	}
	if !unsatisfiable(t, z, mf.Sym, []*formula.Form{pre}, nil) {
		t.Errorf("mem != aux after Reset: %v", pre)
	}
	guard, _, _, err := Rule(m, mf, formula.RuleInstance{Rule: m.Rules[1]}, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	if g := guard.String(); !strings.Contains(g, "(exists V : NODE do a[V] = true end)") || !strings.Contains(g, "(exists V : NODE do b[V] != true end)") || guard.Op != '|' {
		t.Errorf("guard of Any: %v", g)
	}
}
