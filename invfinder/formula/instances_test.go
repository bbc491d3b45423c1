package formula

import (
	"fmt"
	"strings"
	"testing"

	"paraverify/internal/testdirs"
	"paraverify/murphi/check"
)

func argString(as []Arg) string {
	var parts []string
	for _, a := range as {
		switch {
		case a.Inv > 0:
			parts = append(parts, fmt.Sprintf("P%d", a.Inv))
		case a.Other > 0:
			parts = append(parts, fmt.Sprintf("O%d", a.Other))
		default:
			parts = append(parts, fmt.Sprint(a.Value))
		}
	}
	return strings.Join(parts, ",")
}

func TestInstances(t *testing.T) {
	m := loadModel(t, testdirs.SharedModel("german_chou.m"), nil)
	sym := SymmetricTypes(m)
	node, data := m.Types[0].Type, m.Types[1].Type
	rule := func(name string) *check.RuleFamily {
		for _, r := range m.Rules {
			if r.Name == name {
				return r
			}
		}
		t.Fatalf("no rule %s", name)
		return nil
	}
	for _, tc := range []struct {
		rule   string
		params []check.Type
		want   string
	}{
		// one node parameter against an invariant over two nodes: P1, P2 or another node
		{"SendReqS", []check.Type{node, node}, "P1 P2 O1"},
		// Store(i : NODE; d : DATA): DATA is symmetric too, and no invariant parameter is data
		{"Store", []check.Type{node}, "P1,O1 O1,O2"},
		{"Store", nil, "O1,O2"},
	} {
		var got []string
		for _, in := range Instances(rule(tc.rule), tc.params, sym, m.Info, nil) {
			got = append(got, argString(in.Args))
		}
		if strings.Join(got, " ") != tc.want {
			t.Errorf("%s over %v: %v, want %s", tc.rule, tc.params, got, tc.want)
		}
	}
	_ = data
}

// TestInstancesEqualParameters builds a rule with two parameters of one
// symmetric type: the instances include the one where they are equal.
func TestInstancesEqualParameters(t *testing.T) {
	node := &check.ScalarsetType{Name: "NODE", Size: 3}
	r := &check.RuleFamily{Name: "r", Display: "r", Params: []*check.Object{{Name: "i", Type: node}, {Name: "j", Type: node}}}
	sym := map[check.Type]bool{node: true}
	var got []string
	for _, in := range Instances(r, []check.Type{node}, sym, nil, nil) {
		got = append(got, argString(in.Args))
	}
	want := "P1,P1 P1,O1 O1,P1 O1,O1 O1,O2"
	if strings.Join(got, " ") != want {
		t.Errorf("got %v, want %s", got, want)
	}
}
