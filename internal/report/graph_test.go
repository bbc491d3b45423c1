package report

import (
	"strings"
	"testing"

	invreport "paraverify/invfinder/report"
)

// TestDotGraphParts: labels are quoted for Graphviz, cubes are cut out of
// the printed formulas and wrapped at their conjunctions, and an edge
// goes from the invariant an auxiliary one was found on.
func TestDotGraphParts(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{`a "b" \c`, `"a \"b\" \\c"`},
		{"one\ntwo", `"one\ntwo"`},
	} {
		if got := dotString(tc.in); got != tc.want {
			t.Errorf("dotString(%q) = %s, want %s", tc.in, got, tc.want)
		}
	}
	if got := dotLeft("one\ntwo"); got != `"one\ltwo\l"` {
		t.Errorf("dotLeft: %s", got)
	}
	if got := cubeOf("forall P1 : NODE do !(x[P1] = E & y = true) end"); got != "!(x[P1] = E & y = true)" {
		t.Errorf("cubeOf: %s", got)
	}
	got := strings.Join(wrapCube("!(aaaa = 1 & bbbb = 2 & cccc = 3)", 16), "|")
	if got != "!(aaaa = 1 &|  bbbb = 2 &|  cccc = 3)" {
		t.Errorf("wrapCube: %s", got)
	}
	rep := &invreport.Report{Model: "m.m", Invariants: []invreport.ReportInv{
		{Name: "inv_1", Formula: "!(x = true)", Property: true},
		{Name: "inv_2", Formula: "!(y = true)", From: "inv_1", Rule: "R(P1)"},
		{Name: "inv_3", Formula: "!(z = true)", From: "inv_1", Rule: "S(O1)", Implied: true},
	}}
	g := dotGraph(rep)
	for _, want := range []string{
		`inv_1 [label="inv_1\l!(x = true)\l", tooltip="!(x = true)", style="filled,bold"`,
		`inv_1 -> inv_2 [label="R(P1)"];`,
		`inv_1 -> inv_3 [label="S(O1)", style=dashed];`,
	} {
		if !strings.Contains(g, want) {
			t.Errorf("graph lacks %s:\n%s", want, g)
		}
	}
	if strings.Count(g, "\n  inv_1 -> ") != 2 || !strings.HasSuffix(g, "}\n") {
		t.Errorf("graph:\n%s", g)
	}
}
