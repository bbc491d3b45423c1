package invfinder

import (
	"path/filepath"
	"strings"
	"testing"

	"paraverify/internal/testdirs"
	"paraverify/invfinder/formula"
)

// TestFindWitness: exists_witness.m's Mark makes the line pending when
// some node is exclusive, and the property needs "no shared grant to i
// while node j is exclusive" at the node the exists speaks of. The search
// discharges the obligation case by case (the exists at the property's
// node, and at a fresh node W), records the witness, and Verify accepts
// the table; it rejects the table when the witness is forgotten, when the
// case of the node in scope loses its auxiliary invariant, and when the
// invariant used at W is one that does not help.
func TestFindWitness(t *testing.T) {
	m, res, solver := findVerified(t, filepath.Join(testdirs.Protocols(), "exists_witness.m"), map[string]int64{"N": 3})
	var wit []int // the relations with a witness
	for i, r := range res.Relations {
		if r.Witness != "" {
			wit = append(wit, i)
		}
	}
	if len(wit) == 0 {
		t.Fatal("no relation uses a witness")
	}
	r := res.Relations[wit[0]]
	if r.Rule.Name != "Mark" || !strings.Contains(r.Witness, "exists V : NODE do dir[V] = E end") {
		t.Errorf("witness relation %+v", r)
	}
	rep := NewReport("exists_witness.m", res)
	found := false
	for _, rr := range rep.Relations {
		found = found || rr.Witness != "" && strings.Contains(rr.Aux, "W")
	}
	if !found || !strings.Contains(rep.RelationsMarkdown(), "W is the value that an exists") {
		t.Errorf("the report does not show the witness")
	}
	clone := func() *Result {
		return &Result{Invs: append([]Found(nil), res.Invs...), Relations: append([]Relation(nil), res.Relations...), special: res.special}
	}
	// the witness forgotten: the auxiliary invariant's argument is no
	// parameter of the obligation
	bad := clone()
	for _, i := range wit {
		bad.Relations[i].Witness = ""
	}
	if err := Verify(m, bad, solver); err == nil {
		t.Error("forgotten witness accepted")
	}
	// the case of the exists at the invariant's own node loses its
	// auxiliary invariant (the other relations of the obligation stay)
	bad = clone()
	dropped := 0
	var kept []Relation
	for _, x := range bad.Relations {
		if x.Inv == r.Inv && x.Rule == r.Rule && x.Witness == "" && x.Kind == InvHoldRule3 && dropped == 0 {
			dropped++
			continue
		}
		kept = append(kept, x)
	}
	bad.Relations = kept
	if dropped == 0 {
		t.Fatal("no relation for the case in scope")
	}
	if err := Verify(m, bad, solver); err == nil {
		t.Error("the case of the node in scope without its auxiliary invariant accepted")
	}
	// at W an invariant of the same parameters that does not help: the
	// property itself (one parameter) at W
	bad = clone()
	prop := -1
	for i, f := range res.Invs {
		if len(f.Inv.Params) == 1 && f.Prop != nil {
			prop = i
		}
	}
	if prop < 0 {
		t.Fatal("no one-parameter property")
	}
	for _, i := range wit {
		x := &bad.Relations[i]
		w := len(formula.ScopeTypes(res.Invs[x.Inv].Inv.Params, formula.RuleInstance{Rule: x.Rule, Args: x.Args})) + 1
		x.Aux, x.AuxArgs = prop, []int{w}
	}
	if err := Verify(m, bad, solver); err == nil {
		t.Error("an unhelpful invariant at the witness accepted")
	}
}
