package report

// This file renders the derivation graph of a table in Graphviz's
// language: which invariant was found from which rule and invariant.

import (
	"fmt"
	"strings"

	invreport "paraverify/invfinder/report"
)

// graphLine is the width at which node labels are wrapped.
const graphLine = 56

// dotGraph renders the derivation graph of a table: one node per
// invariant (properties filled), and an edge from the invariant whose
// obligation for a rule instance gave an auxiliary invariant to that
// invariant, labelled with the rule instance; dashed when the obligation
// was that of a weaker invariant, dropped from the table, which the
// edge's source implies.
// The output depends only on the report.
func dotGraph(rep *invreport.Report) string {
	var b strings.Builder
	fmt.Fprintf(&b, "// Derivation graph of the invariants of %s, written by paraverify.\n", rep.Model)
	b.WriteString("// An edge inv_i -> inv_j labelled R: inv_j was found for the obligation of rule\n" +
		"// instance R on inv_i (dashed: on an invariant that inv_i implies, left out of the table).\n" +
		"// Render with: dot -Tsvg invariants.dot -o invariants.svg\n")
	b.WriteString("digraph invariants {\n")
	fmt.Fprintf(&b, "  graph [rankdir=LR, fontname=\"Helvetica\", labelloc=t, label=%s];\n",
		dotString(fmt.Sprintf("Invariants of %s: %d (properties filled)", rep.Model, len(rep.Invariants))))
	b.WriteString("  node [shape=box, fontname=\"Courier\", fontsize=10];\n")
	b.WriteString("  edge [fontname=\"Helvetica\", fontsize=9];\n")
	for _, inv := range rep.Invariants {
		label := inv.Name + "\n"
		if len(inv.Params) > 0 {
			label += strings.Join(inv.Params, "; ") + "\n"
		}
		label += strings.Join(wrapCube(cubeOf(inv.Formula), graphLine), "\n")
		attrs := fmt.Sprintf("label=%s, tooltip=%s", dotLeft(label), dotString(inv.Formula))
		if inv.Property {
			attrs += ", style=\"filled,bold\", fillcolor=\"#dce8f7\""
		}
		fmt.Fprintf(&b, "  %s [%s];\n", inv.Name, attrs)
	}
	for _, inv := range rep.Invariants {
		if inv.From == "" {
			continue
		}
		attrs := "label=" + dotString(inv.Rule)
		if inv.Implied {
			attrs += ", style=dashed"
		}
		fmt.Fprintf(&b, "  %s -> %s [%s];\n", inv.From, inv.Name, attrs)
	}
	b.WriteString("}\n")
	return b.String()
}

// cubeOf returns the bad cube of a printed invariant, !(...), without the
// quantifiers and parameter conditions around it.
func cubeOf(formula string) string {
	i := strings.Index(formula, "!(")
	j := strings.LastIndex(formula, ")")
	if i < 0 || j < i {
		return formula
	}
	return formula[i : j+1]
}

// wrapCube breaks a cube into lines of about width characters at its
// conjunctions.
func wrapCube(cube string, width int) []string {
	parts := strings.Split(cube, " & ")
	var lines []string
	cur := ""
	for i, p := range parts {
		if i < len(parts)-1 {
			p += " &"
		}
		switch {
		case cur == "":
			cur = p
		case len(cur)+1+len(p) <= width:
			cur += " " + p
		default:
			lines = append(lines, cur)
			cur = "  " + p
		}
	}
	return append(lines, cur)
}

// dotString quotes s as a Graphviz string.
func dotString(s string) string {
	r := strings.NewReplacer(`\`, `\\`, `"`, `\"`, "\n", `\n`)
	return `"` + r.Replace(s) + `"`
}

// dotLeft quotes s as a Graphviz label whose lines are left-justified.
func dotLeft(s string) string {
	r := strings.NewReplacer(`\`, `\\`, `"`, `\"`, "\n", `\l`)
	return `"` + r.Replace(s) + `\l"`
}
