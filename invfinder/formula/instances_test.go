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

// TestOthersSaid: each other value of a rule instance is said with the
// obligation's parameter that stands for it and what it differs from:
// the invariant's parameters of its type, the distinguished terms, the
// other values of its type.
func TestOthersSaid(t *testing.T) {
	node := &check.SubrangeType{Name: "NODE", Lo: 0, Hi: 3}
	addr := &check.ScalarsetType{Name: "ADDR", Size: 3}
	r := &check.RuleFamily{Name: "r", Display: "r", Params: []*check.Object{{Name: "i", Type: node}, {Name: "a", Type: addr}, {Name: "b", Type: addr}}}
	sp := Special{node: {{Kind: TConst, Type: node, Val: 0}}}
	for _, tc := range []struct {
		args   []Arg
		params []check.Type
		want   string
	}{
		{[]Arg{{Other: 1}, {Inv: 2}, {Other: 2}}, []check.Type{node, addr}, "O1 (P3 in the obligation): a value of NODE other than 0, P1 | O2 (P4 in the obligation): a value of ADDR other than P2"},
		{[]Arg{{Inv: 1}, {Other: 1}, {Other: 2}}, []check.Type{node}, "O1 (P2 in the obligation): a value of ADDR other than O2 | O2 (P3 in the obligation): a value of ADDR other than O1"},
		{[]Arg{{Inv: 1}, {Other: 1}, {Other: 1}}, []check.Type{node}, "O1 (P2 in the obligation): a value of ADDR"},
		{[]Arg{{Inv: 1}, {Inv: 2}, {Inv: 2}}, []check.Type{node, addr}, ""},
	} {
		got := strings.Join(RuleInstance{Rule: r, Args: tc.args}.OthersSaid(tc.params, sp), " | ")
		if got != tc.want {
			t.Errorf("%v over %v:\n got %s\nwant %s", tc.args, tc.params, got, tc.want)
		}
	}
}
