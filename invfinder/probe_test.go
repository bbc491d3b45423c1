package invfinder

import (
	"errors"
	"testing"

	"paraverify/internal/testdirs"
	"paraverify/invfinder/evidence"
	"paraverify/invfinder/formula"
	"paraverify/invfinder/smt"
	"paraverify/murphi/check"
)

// probingReach is a Prober whose answer is hit; it counts the probes.
type probingReach struct {
	Reach
	hit    bool
	probes []string
}

func (r *probingReach) Probe(params []check.Type, c formula.Cube) (bool, error) {
	r.probes = append(r.probes, c.String())
	return r.hit, nil
}

// TestFindProbesProperty: a search that is about to fail asks the Prober,
// once, for a state violating the property the failing invariant came
// from. A state found ends the search with a *Reached naming the
// property; none leaves the failure as it was. A search that closes asks
// nothing.
func TestFindProbesProperty(t *testing.T) {
	m := loadModel(t, testdirs.SharedModel("mutualEx.m"), map[string]int64{"clientNUMS": 3})
	solver := smt.NewCache(&smt.Brute{IntLo: -1, IntHi: 6})
	honest := evidence.NewReach(reference(t, m), m)
	lie := func(c formula.Cube) bool { return len(c) == 1 && c[0].String() == "n[P1] = T" }

	for _, hit := range []bool{true, false} {
		r := &probingReach{Reach: &lyingReach{Reach: honest, lie: lie}, hit: hit}
		_, err := Find(m, r, solver, Options{})
		var reached *Reached
		var fail *Failure
		switch {
		case len(r.probes) != 1:
			t.Errorf("hit %v: %d probes %q, want one, of the property", hit, len(r.probes), r.probes)
		case hit && (!errors.As(err, &reached) || reached.Property != "coherence"):
			t.Errorf("hit: err %v, want the property coherence reached", err)
		case !hit && !errors.As(err, &fail):
			t.Errorf("no hit: err %v, want the search's failure", err)
		}
		t.Logf("hit %v: probes %q: %v", hit, r.probes, err)
	}
	r := &probingReach{Reach: honest, hit: true}
	if _, err := Find(m, r, solver, Options{}); err != nil || len(r.probes) != 0 {
		t.Errorf("a search that closes: err %v, %d probes", err, len(r.probes))
	}
}
