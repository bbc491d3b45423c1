package main

// This file implements `paraverify prove` and the main job (`paraverify
// FILE`): find, then generalize the relations, re-check every obligation
// with Z3 and write the Isabelle session beside the tables (package job).

import (
	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"paraverify/internal/job"
)

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
	f.BoolVar(&jobFlags.Isabelle, "isabelle", job.Defaults().Isabelle, "check the session with isabelle build -D")
}
