package propindex

import (
	"strings"
	"testing"

	"paraverify/internal/testmodel"
	"paraverify/murphi/ast"
	"paraverify/murphi/check"
	"paraverify/murphi/format"
	"paraverify/murphi/lower/rewrite"
)

// TestPass: an array in a property indexed by a state designator the
// rules write is read at a quantified index equal to it, and where the
// index is undefined the property must not read the array and must hold
// without it; one index per run, the innermost first (the next run takes
// next[k]); inside an exists, an exists; an index no rule writes (home)
// stays.
func TestPass(t *testing.T) {
	for _, tc := range []struct{ prop, want string }{
		{`busy -> st[owner] = Crit`, `forall k : NODE do owner = k -> (busy -> st[k] = Crit) end & (isundefined(owner) -> !busy)`},
		{`st[home] = Crit -> busy`, ``},
		{`busy -> st[next[owner]] = Crit`, `forall k : NODE do owner = k -> (busy -> st[next[k]] = Crit) end & (isundefined(owner) -> !busy)`},
		{`busy -> exists i : NODE do st[next[i]] = Crit end`, `busy -> exists i : NODE do exists k : NODE do next[i] = k & (st[k] = Crit) end end`},
		{`!exists i : NODE do st[next[i]] = Crit end`, `!exists i : NODE do forall k : NODE do next[i] = k -> (st[k] = Crit) end & !isundefined(next[i]) end`},
		{`busy -> st[d.o] = Crit`, `forall k : NODE do d.o = k -> (busy -> st[k] = Crit) end & (isundefined(d.o) -> !busy)`},
		{`(st[owner] = Crit) = busy`, `forall k : NODE do owner = k -> ((st[k] = Crit) = busy) end & !isundefined(owner)`},
	} {
		src := `const N : 2;
type NODE : scalarset(N); State : enum {Idle, Crit};
var st : array [NODE] of State; owner, home : NODE; next : array [NODE] of NODE; busy : boolean;
  d : record o : NODE; end;
startstate begin undefine st; undefine owner; home := owner; undefine next; busy := false; undefine d; end;
ruleset i : NODE do rule "r" true ==> st[i] := Crit; owner := i; next[i] := owner; d.o := i; end; end;
invariant "p" ` + tc.prop + `;
`
		m := testmodel.FromSource(t, "m.m", src, nil)
		f, _, changed := Pass(m, rewrite.NewNamer(m.File))
		if tc.want == "" {
			if changed {
				t.Errorf("%s: rewritten", tc.prop)
			}
			continue
		}
		if !changed {
			t.Errorf("%s: not rewritten", tc.prop)
			continue
		}
		inv := f.Rules[len(f.Rules)-1].(*ast.Invariant)
		if got := format.Expr(inv.Cond); got != tc.want {
			t.Errorf("%s:\n got %s\nwant %s", tc.prop, got, tc.want)
		}
		if _, errs := check.Check(f, nil); len(errs) > 0 {
			t.Errorf("%s: %v\n%s", tc.prop, errs, strings.TrimSpace(format.File(f)))
		}
	}
}
