package instance

import (
	"fmt"
	"path/filepath"
	"testing"

	"paraverify/internal/budget"
	"paraverify/internal/load"
	"paraverify/internal/testdirs"
	"paraverify/internal/testmodel"
	"paraverify/invfinder/formula"
)

// TestSmallerInstances: one smaller instance per constant the tool sets,
// that one one less (at least 1), the constants set with -D left out.
func TestSmallerInstances(t *testing.T) {
	r := &Reference{Consts: []RefConst{{Name: "num_nodes", Value: 2, Source: "chosen"}, {Name: "num_addr", Value: 2, Source: "grown"},
		{Name: "num_data", Value: 1, Source: "chosen"}, {Name: "X", Value: 5, Source: "-D"}}}
	if got := fmt.Sprint(r.SmallerInstances()); got != "[[num_nodes=1 num_addr=2 num_data=1] [num_nodes=2 num_addr=1 num_data=1]]" {
		t.Errorf("smaller instances: %s", got)
	}
}

// TestDistinguishedIn: German 2004's home node 0 and address 1 mean the
// same in its smaller instances, also with one address (a type of one
// value has no distinguished value of its own); a home numbered by the
// size does not.
func TestDistinguishedIn(t *testing.T) {
	g := testdirs.SharedModel("german2004.m")
	ref := testmodel.Load(t, g, map[string]int64{"num_nodes": 2, "num_addr": 2, "num_data": 1})
	for _, c := range []map[string]int64{{"num_nodes": 1, "num_addr": 2, "num_data": 1}, {"num_nodes": 2, "num_addr": 1, "num_data": 1}} {
		dist, ok := distinguishedIn(ref, testmodel.Load(t, g, c))
		// by name: fmt orders a map's interface keys by their addresses
		byName := map[string][]int64{}
		for typ, vs := range dist {
			byName[typ.String()] = vs
		}
		if !ok || fmt.Sprint(byName) != "map[addr_type:[1] node_id:[0]]" {
			t.Errorf("%v: %v %v", c, byName, ok)
		}
	}
	// home_last.m: the home is the last node, NODE_NUM + 1
	h := filepath.Join(testdirs.Protocols(), "job", "home_last.m")
	three, two := testmodel.Load(t, h, map[string]int64{"NODE_NUM": 3}), testmodel.Load(t, h, map[string]int64{"NODE_NUM": 2})
	if fmt.Sprint(formula.DistinguishedValues(three)) != "map[NODE:[4]]" {
		t.Fatalf("home_last.m at three nodes: distinguished %v", formula.DistinguishedValues(three))
	}
	if _, ok := distinguishedIn(three, two); ok {
		t.Error("home_last.m: a home numbered by the size means the same at two nodes as at three")
	}
}

// TestSmallerLeftOut: a smaller instance that gives no evidence is named
// with the reason, not dropped silently: one whose exploration the memory
// limit stopped (a limit of 1 MiB stops it at once), one whose home is
// numbered by the size.
func TestSmallerLeftOut(t *testing.T) {
	b := budget.New(0, 0, nil)
	defer b.Stop()
	cases := []struct {
		path   string
		consts []RefConst
		mib    int
		want   string
	}{
		{testdirs.SharedModel("german.m"), []RefConst{{Name: "NODE_NUM", Value: 3, Source: "chosen"}, {Name: "DATA_NUM", Value: 2, Source: "chosen"}}, 1,
			"NODE_NUM=2 DATA_NUM=2 (stopped after 1 states: memory limit of 1 MiB reached)"},
		{filepath.Join(testdirs.Protocols(), "job", "home_last.m"), []RefConst{{Name: "NODE_NUM", Value: 3, Source: "chosen"}}, 0,
			"NODE_NUM=2 (its distinguished values differ from the reference's)"},
	}
	for _, c := range cases {
		ref := &Reference{Consts: c.consts}
		low, _, err := LoadModel(c.path, load.Overrides{}, ref.Defines()...)
		if err != nil {
			t.Fatal(err)
		}
		ex := &Explorer{Path: c.path, Workers: 1, MaxMemory: c.mib, Budget: b}
		got, err := ex.ExploreSmaller(ref, low, 1000)
		if err != nil {
			t.Fatal(err)
		}
		if len(got.LeftOut) == 0 || got.LeftOut[0] != c.want {
			t.Errorf("%s: left out %q, want first %q (described %q)", filepath.Base(c.path), got.LeftOut, c.want, got.Described)
		}
		if len(got.Reaches) != len(got.Described) || len(got.Reaches)+len(got.LeftOut) != len(ref.SmallerInstances()) {
			t.Errorf("%s: %d reaches, %d described, %d left out, of %d", filepath.Base(c.path), len(got.Reaches), len(got.Described), len(got.LeftOut), len(ref.SmallerInstances()))
		}
	}
}
