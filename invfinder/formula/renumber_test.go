package formula

import (
	"fmt"
	"testing"

	"paraverify/murphi/check"
)

// TestRenumbererSubsets: on every subset of a list of literals that has
// a quantified literal whose excluded values the other literals state
// (mergeInstances), literals decided by the numbering and contradictory
// pairs, the Renumberer forms what Renumber forms.
func TestRenumbererSubsets(t *testing.T) {
	node := &check.ScalarsetType{Name: "NODE", Size: 3}
	st := &check.EnumType{Name: "S", Values: []string{"I", "S", "E"}}
	param := func(p int) *Term { return &Term{Kind: TParam, Type: node, Param: p} }
	dir := func(x *Term) *Term { return &Term{Kind: TVar, Var: "dir", Type: st, Sels: []Sel{{Index: x}}} }
	owner := &Term{Kind: TVar, Var: "owner", Type: node}
	val := func(v int64) *Term { return &Term{Kind: TConst, Type: st, Val: v} }
	all := &Quant{Type: node}
	all = all.Without(param(2)).Without(owner).Without(param(4))
	types := []check.Type{node, node, node, node}
	lits := []Lit{
		{L: dir(&Term{Kind: TBound, Type: node}), R: val(0), Neg: true, All: all},
		{L: dir(param(2)), R: val(0), Neg: true},
		{L: dir(owner), R: val(0), Neg: true},
		{L: dir(param(4)), R: val(0), Neg: true},
		{L: dir(param(3)), R: val(2)},
		{L: dir(param(3)), R: val(1)},
		{L: dir(param(3)), R: val(2), Neg: true},
		{L: owner, R: param(1)},
		{L: param(1), R: param(1)},
		{L: param(2), R: param(3)},
		{L: val(1), R: dir(param(1)), Neg: true},
	}
	r := NewRenumberer(types, lits)
	subsets, merged := 0, 0
	for mask := 1; mask < 1<<len(lits); mask++ {
		var idx []int
		var c Cube
		for i := range lits {
			if mask&(1<<i) != 0 {
				idx = append(idx, i)
				c = append(c, lits[i])
			}
		}
		got, want := r.Renumber("x", idx), Renumber("x", types, c)
		subsets++
		if want != nil {
			for _, l := range want.Bad {
				if l.All != nil && len(l.All.Excl) < len(all.Excl) {
					merged++
				}
			}
		}
		if fmt.Sprint(got) != fmt.Sprint(want) || (want != nil && fmt.Sprint(got.Name, got.Params, got.From) != fmt.Sprint(want.Name, want.Params, want.From)) {
			t.Fatalf("%v: Renumberer %v (from %v), Renumber %v (from %v)", idx, got, got.From, want, want.From)
		}
	}
	if merged == 0 {
		t.Fatal("no subset merges an excluded value back")
	}
	t.Logf("%d subsets, %d with a merge", subsets, merged)
}

// BenchmarkRenumberer forms every subset of up to four of twelve
// literals over four node parameters (none quantified, as most of the
// search's candidates), as strengthen does for an obligation.
func BenchmarkRenumberer(b *testing.B) {
	node := &check.ScalarsetType{Name: "NODE", Size: 3}
	st := &check.EnumType{Name: "S", Values: []string{"I", "S", "E"}}
	param := func(p int) *Term { return &Term{Kind: TParam, Type: node, Param: p} }
	dir := func(x *Term, f string) *Term {
		return &Term{Kind: TVar, Var: "dir", Type: st, Sels: []Sel{{Index: x}, {Field: f}}}
	}
	val := func(v int64) *Term { return &Term{Kind: TConst, Type: st, Val: v} }
	types := []check.Type{node, node, node, node}
	var lits []Lit
	for p := 1; p <= 4; p++ {
		lits = append(lits, Lit{L: dir(param(p), "st"), R: val(int64(p % 3))}, Lit{L: dir(param(p), "next"), R: val(0), Neg: true}, Lit{L: dir(param(p), "prev"), R: param(p%4 + 1)})
	}
	var subsets [][]int
	for mask := 1; mask < 1<<len(lits); mask++ {
		var idx []int
		for i := range lits {
			if mask&(1<<i) != 0 {
				idx = append(idx, i)
			}
		}
		if len(idx) <= 4 {
			subsets = append(subsets, idx)
		}
	}
	for b.Loop() {
		r := NewRenumberer(types, lits)
		for _, idx := range subsets {
			r.Renumber("x", idx)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(subsets)), "ns/subset")
}
