package job

// This file implements the proof of the main job: generalize the causal
// relations, re-check every obligation with Z3 and build the Isabelle
// session; and the check of the written session with Isabelle.

import (
	"context"
	"fmt"
	"io"
	"strings"
	"time"

	"paraverify/internal/exitcode"
	"paraverify/invfinder"
	"paraverify/invfinder/smt"
	"paraverify/isabelle"
	"paraverify/proofgen"
)

// ProofSummary describes the generated proof.
type ProofSummary struct {
	Theories    int `json:"theories"`
	Lines       int `json:"lines"`
	Lemmas      int `json:"lemmas"`
	PairLemmas  int `json:"pair_lemmas"`
	Cases       int `json:"cases"`
	Obligations int `json:"obligations_checked"`
	// Isabelle is what became of the session: "not run" (written, not
	// checked), "checked", "rejected", "unavailable" (--isabelle and no
	// Isabelle found) or "stopped" (the time budget ran out during the
	// check); with the version and the seconds of the check.
	Isabelle        string  `json:"isabelle"`
	IsabelleVersion string  `json:"isabelle_version,omitempty"`
	IsabelleSeconds float64 `json:"isabelle_seconds,omitempty"`
	Session         string  `json:"session"`
	// Types are the proof's index types and Scope says in words for
	// which sizes it holds (see scope).
	Types []ProofType `json:"types"`
	Scope string      `json:"scope"`
}

// printProof prints the proof line of the summary.
func printProof(w io.Writer, p *ProofSummary) {
	state := "written, not checked"
	switch p.Isabelle {
	case "checked":
		state = fmt.Sprintf("checked by %s in %.1fs", p.IsabelleVersion, p.IsabelleSeconds)
	case "rejected":
		state = "rejected by " + p.IsabelleVersion
	case "unavailable":
		state = "written, not checked (no Isabelle found)"
	case "stopped":
		state = fmt.Sprintf("written, not checked (the check was stopped by the time budget after %.1fs)", p.IsabelleSeconds)
	}
	fmt.Fprintf(w, "proof: %d theories, %d lines, %d lemmas (%d pair lemmas, %d cases); %d obligations re-checked by Z3; Isabelle session %s\n",
		p.Theories, p.Lines, p.Lemmas, p.PairLemmas, p.Cases, p.Obligations, state)
	fmt.Fprintf(w, "the proof is %s\n", p.Scope)
}

// makeProof generalizes a found table over the translated model m and
// builds the session.
func makeProof(m *proofgen.Model, found *invfinder.Result, name string, solver smt.Solver, workers int) (*isabelle.Session, *ProofSummary, error) {
	p, err := proofgen.Build(m, found)
	if err != nil {
		return nil, nil, err
	}
	proofgen.MinimizeProps(p, solver)
	n, err := proofgen.SelfCheckParallel(p, solver, workers)
	if err != nil {
		return nil, nil, fmt.Errorf("internal error, a generalized obligation does not check (no proof written): %w", err)
	}
	proofgen.GuardInstances(p, solver)
	s := isabelle.Write(p, name)
	if bad := s.Lint(); len(bad) > 0 {
		return nil, nil, fmt.Errorf("internal error, the generated theories refer to variables Isabelle may rename (no proof written):\n  %s", strings.Join(bad, "\n  "))
	}
	st := s.Stats()
	ps := &ProofSummary{Theories: st.Theories, Lines: st.Lines, Lemmas: st.Lemmas, PairLemmas: len(p.Lemmas),
		Obligations: n, Isabelle: "not run", Session: s.Name, Types: proofTypes(m)}
	ps.Scope = scope(ps.Types)
	for _, l := range p.Lemmas {
		ps.Cases += len(l.Cases)
	}
	return s, ps, nil
}

// runIsabelle checks the written session (Isabelle's output and what
// became of the check go to stderr); it returns the result (see
// verdict.go) and the exit code.
func runIsabelle(ctx context.Context, stderr io.Writer, dir string, ps *ProofSummary) (string, int) {
	bin, err := isabelle.Find()
	if err != nil {
		ps.Isabelle = "unavailable"
		fmt.Fprintf(stderr, "paraverify: %v; the session in %s was written but not checked\n", err, dir)
		return ResultWritten, exitcode.Inconclusive
	}
	ps.IsabelleVersion = isabelle.Version(bin)
	start := time.Now()
	err = isabelle.Build(ctx, bin, dir, stderr)
	ps.IsabelleSeconds = time.Since(start).Seconds()
	if err != nil && ctx.Err() != nil {
		// the budget ran out: neither accepted nor rejected
		ps.Isabelle = "stopped"
		fmt.Fprintf(stderr, "paraverify: %v; the session in %s was written but not checked\n", err, dir)
		return ResultWritten, exitcode.Inconclusive
	}
	if err != nil {
		ps.Isabelle = "rejected"
		fmt.Fprintf(stderr, "paraverify: %v\n", err)
		return ResultRejected, exitcode.Inconclusive
	}
	ps.Isabelle = "checked"
	return ResultChecked, exitcode.OK
}
