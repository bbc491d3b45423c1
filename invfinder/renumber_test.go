package invfinder

import (
	"fmt"
	"path/filepath"
	"testing"

	"paraverify/internal/testdirs"
	"paraverify/invfinder/evidence"
	"paraverify/invfinder/formula"
	"paraverify/invfinder/smt"
)

// TestRenumbererMatches: every candidate the search forms with
// formula.Renumberer equals the one formula.Renumber forms from the same
// literals, on models with a home node, quantified literals with excluded
// values (German 2004) and plain symmetric ones.
func TestRenumbererMatches(t *testing.T) {
	for _, tc := range []struct {
		path   string
		consts map[string]int64
		states int
		max    int
	}{
		{testdirs.SharedModel("german_chou.m"), map[string]int64{"NODE_NUM": 2, "DATA_NUM": 2}, 0, 0},
		{filepath.Join(testdirs.Protocols(), "exists_witness_home.m"), nil, 0, 0},
		{testdirs.SharedModel("german2004.m"), map[string]int64{"num_nodes": 2, "num_addr": 2}, 20000, 60},
		{filepath.Join(testdirs.Protocols(), "excl_source.m"), nil, 0, 0},
		{filepath.Join(testdirs.Protocols(), "german_home_two.m"), nil, 0, 0},
	} {
		name := filepath.Base(tc.path)
		m := loadModel(t, tc.path, tc.consts)
		z3, err := smt.NewZ3(smt.Options{})
		if err != nil {
			t.Fatal(err)
		}
		formed, quantified, mismatched := 0, 0, 0
		renumberCheck = func(got, want *formula.Inv) {
			formed++
			if w := fmt.Sprint(want); w != fmt.Sprint(got) || (want != nil && (got.Name != want.Name || fmt.Sprint(got.Params, got.From) != fmt.Sprint(want.Params, want.From))) {
				if mismatched++; mismatched <= 5 {
					t.Errorf("%s: Renumberer formed %v (from %v), Renumber %v (from %v)", name, got, got.From, want, want.From)
				}
			}
			if want != nil {
				for _, l := range want.Bad {
					if l.All != nil && len(l.All.Excl) > 0 {
						quantified++
						break
					}
				}
			}
		}
		_, _ = Find(m, evidence.NewReach(explorePrefix(t, m, tc.states), m), smt.NewCache(z3), Options{MaxInvariants: tc.max})
		renumberCheck = nil
		t.Logf("%s: %d candidates formed, %d with excluded values, %d differ", name, formed, quantified, mismatched)
		if formed == 0 {
			t.Errorf("%s: the search formed no candidate", name)
		}
	}
}
