package invfinder

import (
	"fmt"
	"strings"
	"testing"

	"paraverify/internal/testdirs"
	"paraverify/internal/testmodel"
	"paraverify/invfinder/evidence"
	"paraverify/invfinder/formula"
	"paraverify/invfinder/smt"
	"paraverify/murphi/check"
)

// plainReach hides the Fitter of the Reach it wraps.
type plainReach struct{ r Reach }

func (p plainReach) Reachable(params []check.Type, c formula.Cube) (bool, error) {
	return p.r.Reachable(params, c)
}

// TestFindTooFew: at one client, the obligations of mutualEx's property
// need a candidate of two clients, which the reference instance cannot
// evaluate (it counts as reachable there): the failure names it when the
// Reach can say so (a Fitter), and not otherwise, and says where the
// failing invariant came from.
func TestFindTooFew(t *testing.T) {
	m := loadModel(t, testdirs.SharedModel("mutualEx.m"), map[string]int64{"clientNUMS": 1})
	solver := smt.NewCache(&smt.Brute{IntLo: -1, IntHi: 6})
	reach := evidence.NewReach(reference(t, m), m)
	_, err := Find(m, reach, solver, Options{})
	f, ok := err.(*Failure)
	if !ok || f.TooFew == "" || fmt.Sprint(f.TooFewTypes) != "[client]" || !strings.Contains(err.Error(), "has more parameters than the instance has values: "+f.TooFew) {
		t.Fatalf("with a Fitter: %v (%#v)", err, f)
	}
	t.Log(f.TooFew)
	// the rule instance's other client, said with its parameter
	if want := "O1 (P2 in the obligation): a value of client other than P1"; f.Rule != "Idle(O1)" || fmt.Sprint(f.Others) != "["+want+"]" || !strings.Contains(err.Error(), "other values of the rule: "+want) {
		t.Errorf("rule %s, others %q", f.Rule, f.Others)
	}
	// where the failing invariant came from, back to the property
	if n := len(f.Chain); n == 0 || f.Chain[n-1] != "property coherence" || !strings.Contains(err.Error(), "it came from ") {
		t.Errorf("chain %q", f.Chain)
	}
	_, err = Find(m, plainReach{reach}, solver, Options{})
	if f, ok := err.(*Failure); !ok || f.TooFew != "" {
		t.Errorf("without a Fitter: %v", err)
	}
}

// TestReachShort: the types a cube has too many parameters of are the
// ones a larger instance must grow (German 2004 grew its addresses too
// for a candidate of three nodes and one address).
func TestReachShort(t *testing.T) {
	m := loadModel(t, testdirs.SharedModel("german_chou.m"), map[string]int64{"NODE_NUM": 2, "DATA_NUM": 2})
	reach := evidence.NewReach(reference(t, m), m)
	node, data := testmodel.Type(t, m, "NODE"), testmodel.Type(t, m, "DATA")
	for _, tc := range []struct {
		params []check.Type
		want   string
	}{
		{[]check.Type{node, node, data}, "[]"},
		{[]check.Type{node, node, node, data}, "[NODE]"},
		{[]check.Type{data, node, data, data, node, node}, "[DATA NODE]"},
	} {
		short := reach.Short(tc.params, nil)
		var names []string
		for _, s := range short {
			names = append(names, s.String())
		}
		if got := fmt.Sprint(names); got != tc.want {
			t.Errorf("Short(%v) = %s, want %s", tc.params, got, tc.want)
		}
		if fits := reach.Fits(tc.params, nil); fits != (len(short) == 0) {
			t.Errorf("Fits(%v) = %v with Short %s", tc.params, fits, tc.want)
		}
	}
}

// countingDigger counts the digs of the Reach it wraps (a Fitter).
type countingDigger struct {
	*evidence.Reach
	digs int
}

func (c *countingDigger) Dig(params [][]check.Type, cubes []formula.Cube) (int, []string, []int, error) {
	c.digs++
	return c.Reach.Dig(params, cubes)
}

// TestFindRegrowSkipsDig: a failure whose discharging cube has too few
// values takes no long random walks when the caller redoes the search
// with evidence that has them (Options.Regrow), and takes them when it
// does not.
func TestFindRegrowSkipsDig(t *testing.T) {
	m := loadModel(t, testdirs.SharedModel("mutualEx.m"), map[string]int64{"clientNUMS": 1})
	solver := smt.NewCache(&smt.Brute{IntLo: -1, IntHi: 6})
	for _, regrow := range []bool{false, true} {
		reach := &countingDigger{Reach: evidence.NewReach(reference(t, m), m)}
		var asked []string
		_, err := Find(m, reach, solver, Options{Regrow: func(types []string) bool {
			asked = append(asked, types...)
			return regrow
		}})
		f, ok := err.(*Failure)
		if !ok || f.TooFew == "" {
			t.Fatalf("regrow %v: %v, want a failure with too few values", regrow, err)
		}
		if fmt.Sprint(asked) != "[client]" {
			t.Errorf("regrow %v: Regrow asked for %q, want [client] once", regrow, asked)
		}
		want := "none: a cube that would discharge the obligation needs more values of client than the instance has, and the search is redone first with evidence that has them"
		switch {
		case regrow && (reach.digs != 0 || f.Walks != want):
			t.Errorf("regrow: %d digs, walks %q; want none, and %q", reach.digs, f.Walks, want)
		case !regrow && (reach.digs != 1 || f.Walks == want):
			t.Errorf("no regrow: %d digs, walks %q; want one dig", reach.digs, f.Walks)
		}
	}
}
