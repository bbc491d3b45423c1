package instance

import (
	"os"
	"strings"
	"testing"

	"paraverify/internal/testdirs"
	"paraverify/murphi/check"
	"paraverify/murphi/parser"
)

// sharedModel loads a model of ../shared/protocols at the file's sizes,
// without the command line's flags, which other tests leave set.
func sharedModel(t *testing.T, name string) *check.Model {
	t.Helper()
	path := testdirs.SharedModel(name)
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	file, errs := parser.ParseFile(path, src)
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	model, errs := check.Check(file, &check.Config{})
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	return model
}

// TestReferenceGrowTypes: the reference instance grows by the constants
// that size the types the search needs more of (all of them when none
// does), never the ones set with -D, and at most maxGrowth times.
func TestReferenceGrowTypes(t *testing.T) {
	model := sharedModel(t, "german.m")
	mk := func() *Reference {
		return &Reference{Consts: []RefConst{{Name: "NODE_NUM", Value: 2, Source: "chosen"}, {Name: "DATA_NUM", Value: 2, Source: "chosen"}}}
	}
	r := mk()
	if !r.Grow(0, model, []string{"NODE"}) || r.String() != "NODE_NUM=3 DATA_NUM=2" {
		t.Errorf("NODE: %s", r)
	}
	r = mk()
	if !r.Grow(0, model, nil) || r.String() != "NODE_NUM=3 DATA_NUM=3" {
		t.Errorf("no types: %s", r)
	}
	// NODE sized by a constant set with -D: growing DATA gives NODE no
	// value more (it did before 2026-11-29: two searches more, then the
	// same failure)
	r = mk()
	r.Consts[0].Source = "-D"
	if r.Grow(1, model, []string{"NODE"}) || r.String() != "NODE_NUM=2 DATA_NUM=2" {
		t.Errorf("NODE set with -D: %s", r)
	}
	r = mk()
	r.Consts[0].Source = "-D"
	if !r.Grow(1, model, []string{"NODE", "DATA"}) || r.String() != "NODE_NUM=2 DATA_NUM=3" {
		t.Errorf("NODE set with -D, DATA too: %s", r)
	}
	if mk().Grow(maxGrowth, model, []string{"NODE"}) {
		t.Error("grew beyond maxGrowth")
	}
}

// TestChosenNote: a violation's note on the reference instance names the
// file's sizes where the tool chose others, and nothing where the sizes
// are the file's or were set with -D.
func TestChosenNote(t *testing.T) {
	two, three := int64(2), int64(3)
	for _, tc := range []struct {
		name   string
		consts []RefConst
		want   string
	}{
		{"file's sizes", []RefConst{{Name: "N", Value: 2, File: &two, Source: "chosen"}}, ""},
		{"chosen", []RefConst{{Name: "N", Value: 3, File: &two, Source: "chosen"}, {Name: "D", Value: 2, File: &two, Source: "chosen"}},
			" (in the reference instance N=3 D=2, chosen by the tool; the file says N=2)"},
		{"grown", []RefConst{{Name: "N", Value: 4, File: &three, Source: "grown"}},
			" (in the reference instance N=4, chosen by the tool; the file says N=3)"},
		{"set with -D", []RefConst{{Name: "N", Value: 3, File: &two, Source: "-D"}}, ""},
		{"no file value", []RefConst{{Name: "N", Value: 3, Source: "chosen"}}, ""},
	} {
		r := &Reference{Consts: tc.consts}
		if got := r.ChosenNote(); got != tc.want {
			t.Errorf("%s: %q, want %q", tc.name, got, tc.want)
		}
	}
}

// TestDescribe: the reference line says where the sizes come from, and
// why a chosen size is what it is when the model names a value by number
// (with a word on large instances).
func TestDescribe(t *testing.T) {
	two, eight := int64(2), int64(8)
	for _, tc := range []struct {
		name   string
		consts []RefConst
		want   string
	}{
		{"chosen", []RefConst{{Name: "N", Value: 3, File: &two, Source: "chosen"}},
			"reference instance: N=3 (chosen for the search; the file says N=2; -D NAME=VALUE sets them)"},
		{"file's size", []RefConst{{Name: "N", Value: 2, File: &two, Source: "chosen"}},
			"reference instance: N=2 (chosen for the search; -D NAME=VALUE sets them)"},
		{"set with -D", []RefConst{{Name: "N", Value: 3, File: &two, Source: "-D"}},
			"reference instance: N=3 (as set with -D)"},
		{"named", []RefConst{{Name: "N", Value: 3, File: &two, Source: "chosen", Named: "T's value 3"}},
			"reference instance: N=3 (chosen for the search; the file says N=2; -D NAME=VALUE sets them; N=3 because the model names T's value 3 by number)"},
		{"named, large", []RefConst{{Name: "N", Value: 8, File: &eight, Source: "chosen", Named: "T's value 8"}, {Name: "A", Value: 1, File: &two, Source: "chosen"}},
			"reference instance: N=8 A=1 (chosen for the search; the file says A=2; -D NAME=VALUE sets them; N=8 because the model names T's value 8 by number: an instance that large is slow to search; paraverify check explores the file at its own size)"},
		{"named, grown", []RefConst{{Name: "N", Value: 4, File: &two, Source: "grown", Named: "T's value 3"}},
			"reference instance: N=4 (chosen for the search; the file says N=2; -D NAME=VALUE sets them)"},
	} {
		r := &Reference{Consts: tc.consts}
		if got := r.Describe(); got != tc.want {
			t.Errorf("%s:\n got %q\nwant %q", tc.name, got, tc.want)
		}
	}
}

// TestReferenceWider: a second larger instance grows the size constants
// of the types a candidate lacks that the larger instance does not grow
// (German 2004: a node more there, an address more here); none without a first one, none for types the first
// grows, only one, and none after the reference grows.
func TestReferenceWider(t *testing.T) {
	model := sharedModel(t, "german2004.m")
	mk := func(larger ...string) *Reference {
		return &Reference{Consts: []RefConst{{Name: "num_nodes", Value: 2, Source: "chosen"}, {Name: "num_addr", Value: 2, Source: "chosen"}, {Name: "num_data", Value: 1, Source: "chosen"}},
			Larger: larger, AutoLarger: len(larger) > 0}
	}
	if w := mk().WiderSizes(model, []string{"addr_type"}); w != nil {
		t.Errorf("without a larger instance: %v", w)
	}
	if w := mk("num_nodes=3").WiderSizes(model, []string{"node_id"}); w != nil {
		t.Errorf("node_id, which the larger instance grows: %v", w)
	}
	if w := mk("num_nodes=3").WiderSizes(model, nil); w != nil {
		t.Errorf("no types: %v", w)
	}
	r := mk("num_nodes=3")
	// one more than the model's value (Run passes the reference instance)
	if !r.AddWider(model, []string{"node_id", "addr_type"}) || strings.Join(r.Wider, " ") != "num_addr=3" {
		t.Fatalf("node_id and addr_type: %v", r.Wider)
	}
	if r.AddWider(model, []string{"addr_type", "num_data_type"}) {
		t.Errorf("a second one chosen: %v", r.Wider)
	}
	r.LargerStates = 16000000
	if !r.Grow(0, model, []string{"addr_type"}) || r.Wider != nil || r.LargerStates != 0 || len(r.Larger) != 0 {
		t.Errorf("after growing: larger %v, wider %v, %d states", r.Larger, r.Wider, r.LargerStates)
	}
}

// TestReferenceRegrows: a failure for want of values is redone with more
// evidence while a larger or a second larger instance can still be
// chosen for its types, and not after.
func TestReferenceRegrows(t *testing.T) {
	model := sharedModel(t, "german2004.m")
	r := &Reference{Consts: []RefConst{{Name: "num_nodes", Value: 2, Source: "chosen"}, {Name: "num_addr", Value: 2, Source: "chosen"}, {Name: "num_data", Value: 1, Source: "chosen"}}}
	for _, tc := range []struct {
		step  string
		types []string
		want  bool
	}{
		{"no larger instance", []string{"addr_type"}, true},
		{"no larger instance, no types", nil, false},
	} {
		if got := r.Regrows(model, tc.types); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.step, got, tc.want)
		}
	}
	if !r.AddLarger(model, []string{"node_id"}) {
		t.Fatal("no larger instance chosen")
	}
	if r.Regrows(model, []string{"node_id"}) {
		t.Errorf("node_id, which the larger instance grows: regrows")
	}
	if !r.Regrows(model, []string{"node_id", "addr_type"}) {
		t.Errorf("addr_type, which a second larger instance would grow: does not regrow")
	}
	if !r.AddWider(model, []string{"addr_type"}) || r.Regrows(model, []string{"addr_type"}) {
		t.Errorf("after the second larger instance (%v): regrows", r.Wider)
	}
}
