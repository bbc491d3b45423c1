package instance

import (
	"strings"
	"testing"

	"paraverify/internal/budget"
	"paraverify/internal/testdirs"
)

// TestLargerCut: a larger instance that the memory limit stops before
// its bound is evidence all the same, with the limit named (Cut); one
// that reaches its bound has none.
func TestLargerCut(t *testing.T) {
	b := budget.New(0, 0, nil)
	defer b.Stop()
	path := testdirs.SharedModel("german.m")
	ref := &Reference{Consts: []RefConst{{Name: "NODE_NUM", Value: 2, Source: "chosen"}, {Name: "DATA_NUM", Value: 2, Source: "chosen"}}}
	cases := []struct {
		mib       int
		wantCut   string
		wantBound bool
	}{
		{1, "memory limit of 1 MiB reached", false},
		{0, "", true},
	}
	for _, c := range cases {
		ex := &Explorer{Path: path, Workers: 1, MaxMemory: c.mib, Budget: b, LargerWalks: 50}
		l, v, err := ex.Larger(ref, []string{"NODE_NUM=3"}, 1000, 0)
		if err != nil || v != nil {
			t.Fatalf("%d MiB: %v %v", c.mib, err, v)
		}
		if l.Cut != c.wantCut || l.Reach == nil || (l.States == 1000) != c.wantBound {
			t.Errorf("%d MiB: cut %q after %d states (%d walked), want %q, at the bound %v", c.mib, l.Cut, l.States, l.Walked, c.wantCut, c.wantBound)
		}
		if c.wantBound && l.Walked != 500 {
			t.Errorf("%d MiB: %d states of random walks, want 500", c.mib, l.Walked)
		}
		if !c.wantBound && (l.Walked != 0 || strings.Contains(l.Cut, "state limit")) {
			t.Errorf("%d MiB: walked %d after a cut %q", c.mib, l.Walked, l.Cut)
		}
	}
}
