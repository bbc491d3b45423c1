package job

// This file names what a run established, in the same words for the
// summary line, --json and the top of invariants.md.

import (
	"fmt"
	"sort"
	"strings"

	invreport "paraverify/invfinder/report"
	"paraverify/murphi/check"
)

// Results of find and the main job that produced a table.
const (
	// ResultVerified: the invariants were found and Z3 verified them for
	// every size (find).
	ResultVerified = "verified"
	// ResultWritten: verified, and the Isabelle session written but not
	// checked (the main job without --isabelle, or without an Isabelle).
	ResultWritten = "session-written"
	// ResultChecked: verified, and Isabelle accepted the session.
	ResultChecked = "isabelle-checked"
	// ResultRejected: verified, but Isabelle rejected the session (a bug
	// of the proof generator).
	ResultRejected = "isabelle-rejected"
)

// verdict puts a result into words.
func verdict(result string, p *ProofSummary) string {
	const z3 = "invariants found and verified by Z3 for every size"
	switch result {
	case ResultVerified:
		return z3
	case ResultWritten:
		return z3 + "; Isabelle session written, not checked"
	case ResultChecked:
		return fmt.Sprintf("proved: %s; Isabelle session checked by %s in %.1fs", z3, p.IsabelleVersion, p.IsabelleSeconds)
	case ResultRejected:
		return z3 + "; the Isabelle session was REJECTED by " + p.IsabelleVersion + " (a bug of paraverify's proof generator)"
	}
	return result
}

// runRecord fills in the run record of a report: the model file, its
// constants as used, the reference instance and the version of the tool.
func runRecord(result string, p *ProofSummary, path string, model *check.Model, sum *Summary, version string) *invreport.Run {
	var consts []string
	for _, c := range model.Consts {
		consts = append(consts, fmt.Sprintf("%s=%d", c.Name, c.Value))
	}
	sort.Strings(consts)
	ref := "the file's own sizes"
	if len(sum.Reference) > 0 {
		var parts []string
		for _, c := range sum.Reference {
			p := fmt.Sprintf("%s=%d", c.Name, c.Value)
			switch {
			case c.Source == "-D":
				p += " (set by -D)"
			case c.File != nil:
				p += fmt.Sprintf(" (%s by paraverify; the file says %d)", c.Source, *c.File)
			}
			parts = append(parts, p)
		}
		ref = strings.Join(parts, ", ")
	}
	var larger string
	if len(sum.Larger) > 0 {
		by := "chosen by paraverify"
		if sum.LargerSource == "--larger" {
			by = "set by --larger"
		}
		how := fmt.Sprintf("the first %d states breadth first", sum.LargerStates)
		if sum.LargerWalk > 0 {
			how = fmt.Sprintf("%d states by random walks of at most %d steps", sum.LargerStates, sum.LargerWalk)
		}
		if sum.LargerWalked > 0 {
			how += fmt.Sprintf(" and %d by random walks from them", sum.LargerWalked)
		}
		if sum.LargerCut != "" {
			how += " (stopped there: " + sum.LargerCut + ")"
		}
		larger = fmt.Sprintf("%s (%s), %s", strings.Join(sum.Larger, ", "), by, how)
		if len(sum.Wider) > 0 {
			larger += fmt.Sprintf("; and %s (chosen by paraverify, for the candidates that fit in neither), the first %d states", strings.Join(sum.Wider, ", "), sum.WiderStates)
			if sum.WiderWalked > 0 {
				larger += fmt.Sprintf(" and %d by random walks from them", sum.WiderWalked)
			}
			if sum.WiderCut != "" {
				larger += " (stopped there: " + sum.WiderCut + ")"
			}
		}
	}
	var scope string
	if p != nil {
		scope = p.Scope
	}
	return &invreport.Run{Result: result, Verdict: verdict(result, p), File: path, Constants: consts,
		Reference: strings.TrimSpace(ref), States: sum.States, Complete: sum.Complete, Walked: sum.Walked, Larger: larger, Smaller: strings.Join(sum.Smaller, ", "),
		SmallerLeftOut: strings.Join(sum.SmallerLeftOut, ", "), Refuted: sum.Refuted, Read: sum.ReadAs, Scope: scope, Version: version}
}
