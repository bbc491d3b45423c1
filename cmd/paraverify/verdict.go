package main

// This file names what a run established, in the same words for the
// summary line, --json and the top of invariants.md, and the version of
// the tool that says so.

import (
	"fmt"
	"runtime"
	"runtime/debug"
	"sort"
	"strings"

	"paraverify/invfinder"
	"paraverify/murphi/check"
)

// Results of find and the main job that produced a table.
const (
	// resultVerified: the invariants were found and Z3 verified them for
	// every size (find).
	resultVerified = "verified"
	// resultWritten: verified, and the Isabelle session written but not
	// checked (the main job without --isabelle, or without an Isabelle).
	resultWritten = "session-written"
	// resultChecked: verified, and Isabelle accepted the session.
	resultChecked = "isabelle-checked"
	// resultRejected: verified, but Isabelle rejected the session (a bug
	// of the proof generator).
	resultRejected = "isabelle-rejected"
)

// verdict puts a result into words.
func verdict(result string, p *proofSummary) string {
	const z3 = "invariants found and verified by Z3 for every size"
	switch result {
	case resultVerified:
		return z3
	case resultWritten:
		return z3 + "; Isabelle session written, not checked"
	case resultChecked:
		return fmt.Sprintf("proved: %s; Isabelle session checked by %s in %.1fs", z3, p.IsabelleVersion, p.IsabelleSeconds)
	case resultRejected:
		return z3 + "; the Isabelle session was REJECTED by " + p.IsabelleVersion + " (a bug of paraverify's proof generator)"
	}
	return result
}

// version names this build: the module version, or the commit it was
// built from (with +modified for uncommitted changes), and Go's version.
func version() string {
	v := "devel"
	if bi, ok := debug.ReadBuildInfo(); ok {
		if bi.Main.Version != "" && bi.Main.Version != "(devel)" && !strings.HasPrefix(bi.Main.Version, "v0.0.0-") {
			v = bi.Main.Version
		}
		var rev, mod string
		for _, s := range bi.Settings {
			switch s.Key {
			case "vcs.revision":
				rev = s.Value
			case "vcs.modified":
				if s.Value == "true" {
					mod = "+modified"
				}
			}
		}
		if len(rev) > 12 {
			rev = rev[:12]
		}
		if rev != "" {
			v += " (commit " + rev + mod + ")"
		}
	}
	return "paraverify " + v + ", " + runtime.Version()
}

// runRecord fills in the run record of a report: the model file, its
// constants as used, the reference instance and the version.
func runRecord(result string, p *proofSummary, path string, model *check.Model, sum *findSummary) *invfinder.Run {
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
		larger = fmt.Sprintf("%s (%s), the first %d states breadth first", strings.Join(sum.Larger, ", "), by, sum.LargerStates)
	}
	return &invfinder.Run{Result: result, Verdict: verdict(result, p), File: path, Constants: consts,
		Reference: strings.TrimSpace(ref), States: sum.States, Complete: sum.Complete, Larger: larger, Refuted: sum.Refuted, Version: version()}
}
