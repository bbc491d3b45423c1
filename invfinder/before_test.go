package invfinder

import (
	"strings"
	"testing"

	"paraverify/internal/testdirs"
	"paraverify/invfinder/evidence"
	"paraverify/invfinder/formula"
	"paraverify/invfinder/smt"
	"paraverify/murphi/check"
)

// refuteLog records the cubes Refute is asked about.
type refuteLog struct {
	*evidence.Reach
	asked []formula.Cube
}

func (r *refuteLog) Refute(params []check.Type, c formula.Cube) (bool, error) {
	r.asked = append(r.asked, c)
	return r.Reach.Refute(params, c)
}

// TestFindSeeksStateBefore: on a prefix of 30 states of German (three
// nodes) the search adopts candidates that are false and fails on
// obligations of theirs. Before it looks beyond the prefix for a state
// violating the failing invariant, it looks for the state before the rule
// (all the obligation's literals), a step from one: each such search is
// said on the progress line, asked with the failing obligation's
// literals, and followed by the search for the invariant's own cube.
func TestFindSeeksStateBefore(t *testing.T) {
	m := loadModel(t, testdirs.SharedModel("german.m"), map[string]int64{"NODE_NUM": 3})
	reach := &refuteLog{Reach: evidence.NewReach(explorePrefix(t, m, 30), m)}
	reach.Seek = 2000
	var progress strings.Builder
	z3, err := smt.NewZ3(smt.Options{})
	if err != nil {
		t.Fatal(err)
	}
	solver := smt.NewCache(z3)
	res, err := Find(m, reach, solver, Options{Progress: &progress})
	if _, failed := err.(*Failure); err != nil && !failed {
		t.Fatal(err)
	}
	before := strings.Count(progress.String(), "looking beyond the evidence for the state before rule")
	if before == 0 || res.Refuted == 0 {
		t.Fatalf("%d searches for the state before a rule, %d invariants refuted; the test needs some", before, res.Refuted)
	}
	// every search for a state before a rule is followed by one for the
	// failing invariant's cube, which has fewer literals
	pre := 0
	for k := 0; k+1 < len(reach.asked); k++ {
		if len(reach.asked[k]) > len(reach.asked[k+1]) {
			pre++
		}
	}
	if pre == 0 {
		t.Errorf("no search for a state before a rule is followed by a search for a smaller cube: %v", reach.asked)
	}
	t.Logf("%d searches for a state before a rule; %d refuted; %d invariants (%v)", before, res.Refuted, len(res.Invs), err)
}
