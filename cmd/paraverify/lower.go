package main

// This file implements `paraverify lower`: print the model as the search
// and the proof generator read it.

import (
	"fmt"

	"github.com/spf13/cobra"

	"paraverify/internal/instance"
	"paraverify/internal/prepare"
	"paraverify/murphi/format"
)

var lowerCmd = &cobra.Command{
	Use:   "lower FILE",
	Short: "Print the model lowered to the core subset that find and prove read",
	Long: `Print the model as the invariant search and the proof generator read it:
procedures and functions inlined, switch as if/elsif, aliases substituted,
rule-local variables replaced, conditional expressions lifted, whole-array
and whole-record assignments, undefine and clear spelled out component by
component. Constructs that could not be lowered are listed after the model
(as Murphi comments); find reports those the search cannot handle, the main
job those proof generation cannot.`,
	Args: cobra.ExactArgs(1),
	RunE: func(cmd *cobra.Command, args []string) error {
		model, notes, err := instance.LoadModel(args[0], overrides())
		if err != nil {
			return err
		}
		for _, n := range notes {
			fmt.Fprintln(cmd.ErrOrStderr(), n)
		}
		low, err := prepare.Lower(model)
		if err != nil {
			return err
		}
		out := cmd.OutOrStdout()
		fmt.Fprint(out, format.File(low.Model.File))
		for _, e := range low.Left {
			fmt.Fprintf(out, "-- not lowered (%s): %v\n", e.Kind.Name, e)
		}
		return nil
	},
}

func init() {
	lowerCmd.Flags().StringArrayVar(&flagKeep, "keep", nil, keepUsage)
	rootCmd.AddCommand(lowerCmd)
}
