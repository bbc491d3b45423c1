package report

import (
	"path/filepath"
	"strings"
	"testing"

	"paraverify/internal/testdirs"
	"paraverify/internal/testmodel"
	"paraverify/invfinder"
	"paraverify/invfinder/evidence"
	"paraverify/invfinder/formula"
	"paraverify/invfinder/smt"
	"paraverify/murphi/mc"
)

// find runs the search with Z3 on a model of protocols/ at the given
// sizes, with its whole state space (reduced by symmetry) as evidence.
func find(t *testing.T, name string, consts map[string]int64) *invfinder.Result {
	t.Helper()
	m := testmodel.Load(t, filepath.Join(testdirs.Protocols(), name), consts)
	machine, err := mc.Compile(m)
	if err != nil {
		t.Fatal(err)
	}
	var opt mc.Options
	for ty := range formula.SymmetricTypes(m) {
		opt.Symmetric = append(opt.Symmetric, ty)
	}
	explored := machine.Explore(opt)
	if explored.Violation != nil || explored.Limit != "" {
		t.Fatalf("%v %s", explored.Violation, explored.Limit)
	}
	o, err := explored.PartialOracle()
	if err != nil {
		t.Fatal(err)
	}
	z, err := smt.NewZ3(smt.Options{})
	if err != nil {
		t.Fatal(err)
	}
	res, err := invfinder.Find(m, evidence.NewReach(o, m), smt.NewCache(z), invfinder.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// TestReportWitness: where the search instantiates an auxiliary invariant
// at the value an exists of the rule speaks of (exists_witness.m) or at
// the value of a state component (inv_dest.m), the report shows that
// value as W and the relation table explains it.
func TestReportWitness(t *testing.T) {
	rep := NewReport("exists_witness.m", find(t, "exists_witness.m", map[string]int64{"N": 3}))
	found := false
	for _, rr := range rep.Relations {
		found = found || rr.Witness != "" && strings.Contains(rr.Aux, "W")
	}
	if !found || !strings.Contains(rep.RelationsMarkdown(), "W is the value that an exists") {
		t.Errorf("the report does not show the witness")
	}
	if !strings.Contains(NewReport("inv_dest.m", find(t, "inv_dest.m", map[string]int64{"NODE_NUM": 3})).RelationsMarkdown(), "or the value of a state component") {
		t.Errorf("the report does not explain the witness")
	}
}
