package propindex_test

import (
	"testing"

	"paraverify/internal/testmodel"
	"paraverify/murphi/check"
	"paraverify/murphi/lower"
	"paraverify/murphi/mc"
)

// TestSameVerdict: a property that reads an array through a pointer the
// rules undefine, under a condition, has the same verdict before and
// after the lowering: violated where it is false without reading the
// array (the pointer undefined), or where it reads the array at an
// undefined index (an error in Murphi); holding where neither happens.
func TestSameVerdict(t *testing.T) {
	for _, tc := range []struct {
		prop     string
		violated bool
	}{
		{`(flag & st[p]) | flag`, true},  // false while p is undefined, st[p] unread
		{`flag -> st[p]`, true},          // st[p] read while p is undefined
		{`flag -> !st[p] | st[p]`, true}, // likewise: an error in Murphi
		{`(flag & !isundefined(p)) -> st[p] | !st[p]`, false},
		{`isundefined(p) | st[p] | !st[p]`, false},
	} {
		src := `const N : 2;
type NODE : scalarset(N);
var st : array [NODE] of boolean; p : NODE; flag : boolean;
startstate begin for i : NODE do st[i] := false; end; undefine p; flag := false; end;
ruleset i : NODE do
  rule "point" isundefined(p) ==> p := i; st[i] := true; end;
  rule "drop" !isundefined(p) ==> undefine p; flag := !flag; end;
end;
invariant "q" ` + tc.prop + `;
`
		m := testmodel.FromSource(t, "m.m", src, nil)
		res := lower.Lower(m, &check.Config{})
		if res.Model == m {
			t.Errorf("%s: not lowered", tc.prop)
			continue
		}
		for _, e := range res.Left {
			t.Errorf("%s: left %v", tc.prop, e)
		}
		for name, model := range map[string]*check.Model{"original": m, "lowered": res.Model} {
			c, err := mc.Compile(model)
			if err != nil {
				t.Fatal(err)
			}
			r := c.Explore(mc.Options{MaxStates: 10000, Workers: 1})
			if (r.Violation != nil) != tc.violated {
				t.Errorf("%s, %s: violation %v, want %v", tc.prop, name, r.Violation, tc.violated)
			}
		}
	}
}
