package main

// This file implements `paraverify prove` and the main job (`paraverify
// FILE`): find, then generalize the relations, re-check every obligation
// with Z3 and write the Isabelle session beside the tables.

import (
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"paraverify/invfinder"
	"paraverify/invfinder/smt"
	"paraverify/isabelle"
	"paraverify/murphi/check"
	"paraverify/proofgen"
)

var proveFlags struct {
	isabelle bool
}

const proveLong = `Run find (see paraverify find --help), then generalize the causal relations
into a proof for every size: each index type gets its own size parameter,
each (invariant, rule) pair its case split. Every obligation is re-checked
with Z3 in its symbolic form before anything is written. Writes the tables
and an Isabelle session (isabelle/ROOT and the theories) into the output
directory (default <model>.paraverify/ in the current directory, replaced
atomically).

With --isabelle, runs isabelle build -D on the session (Isabelle from
$ISABELLE or PATH); without an Isabelle it says so and exits 3.`

var proveCmd = &cobra.Command{
	Use:   "prove FILE",
	Short: "Find the invariants and write an Isabelle proof for every size (the main job)",
	Long:  proveLong,
	Args:  cobra.ExactArgs(1),
	RunE: func(cmd *cobra.Command, args []string) error {
		return runJob(cmd, args[0], true)
	},
}

func init() {
	addProveFlags(proveCmd.Flags())
	rootCmd.AddCommand(proveCmd)
}

// addProveFlags registers the flags of prove (shared by the main job).
func addProveFlags(f *pflag.FlagSet) {
	addFindFlags(f)
	f.BoolVar(&proveFlags.isabelle, "isabelle", false, "check the session with isabelle build -D")
}

// proofSummary describes the generated proof.
type proofSummary struct {
	Theories    int `json:"theories"`
	Lines       int `json:"lines"`
	Lemmas      int `json:"lemmas"`
	PairLemmas  int `json:"pair_lemmas"`
	Cases       int `json:"cases"`
	Obligations int `json:"obligations_checked"`
	// Isabelle is what became of the session: "not run" (written, not
	// checked), "checked", "rejected", or "unavailable" (--isabelle and
	// no Isabelle found); with the version and the seconds of the check.
	Isabelle        string  `json:"isabelle"`
	IsabelleVersion string  `json:"isabelle_version,omitempty"`
	IsabelleSeconds float64 `json:"isabelle_seconds,omitempty"`
	Session         string  `json:"session"`
}

func printProof(w io.Writer, p *proofSummary) {
	state := "written, not checked"
	switch p.Isabelle {
	case "checked":
		state = fmt.Sprintf("checked by %s in %.1fs", p.IsabelleVersion, p.IsabelleSeconds)
	case "rejected":
		state = "rejected by " + p.IsabelleVersion
	case "unavailable":
		state = "written, not checked (no Isabelle found)"
	}
	fmt.Fprintf(w, "proof: %d theories, %d lines, %d lemmas (%d pair lemmas, %d cases); %d obligations re-checked by Z3; Isabelle session %s\n",
		p.Theories, p.Lines, p.Lemmas, p.PairLemmas, p.Cases, p.Obligations, state)
}

// makeProof generalizes a found table and builds the session.
func makeProof(model *check.Model, found *invfinder.Result, name string, solver smt.Solver) (*isabelle.Session, *proofSummary, error) {
	m, err := proofgen.Translate(model, name)
	if err != nil {
		return nil, nil, err
	}
	p, err := proofgen.Build(m, found)
	if err != nil {
		return nil, nil, err
	}
	n, err := proofgen.SelfCheck(p, solver)
	if err != nil {
		return nil, nil, fmt.Errorf("internal error, a generalized obligation does not check (no proof written): %w", err)
	}
	s := isabelle.Write(p, name)
	if bad := s.Lint(); len(bad) > 0 {
		return nil, nil, fmt.Errorf("internal error, the generated theories refer to variables Isabelle may rename (no proof written):\n  %s", strings.Join(bad, "\n  "))
	}
	st := s.Stats()
	ps := &proofSummary{Theories: st.Theories, Lines: st.Lines, Lemmas: st.Lemmas, PairLemmas: len(p.Lemmas),
		Obligations: n, Isabelle: "not run", Session: s.Name}
	for _, l := range p.Lemmas {
		ps.Cases += len(l.Cases)
	}
	return s, ps, nil
}

// runIsabelle checks the written session; it returns the result (see
// verdict.go) and the exit code.
func runIsabelle(cmd *cobra.Command, dir string, ps *proofSummary) (string, int) {
	bin, err := isabelle.Find()
	if err != nil {
		ps.Isabelle = "unavailable"
		fmt.Fprintf(cmd.ErrOrStderr(), "paraverify: %v; the session in %s was written but not checked\n", err, dir)
		return resultWritten, exitInconclusive
	}
	ps.IsabelleVersion = isabelle.Version(bin)
	start := time.Now()
	err = isabelle.Build(bin, dir, cmd.ErrOrStderr())
	ps.IsabelleSeconds = time.Since(start).Seconds()
	if err != nil {
		ps.Isabelle = "rejected"
		fmt.Fprintf(cmd.ErrOrStderr(), "paraverify: %v\n", err)
		return resultRejected, exitInconclusive
	}
	ps.Isabelle = "checked"
	return resultChecked, exitOK
}
