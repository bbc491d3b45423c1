package report

// This file prints violations and their traces, for check, find and the
// main job alike.

import (
	"fmt"
	"io"

	"paraverify/murphi/mc"
)

// PrintViolation prints a violation with its trace.
func PrintViolation(w io.Writer, v *mc.Violation) {
	fmt.Fprintf(w, "result: violated: %s\n", v.Error())
	PrintTrace(w, v)
}

// PrintTrace prints the trace of a violation (or deadlock): each step's
// rule instance and the variables it changed.
func PrintTrace(w io.Writer, v *mc.Violation) {
	fmt.Fprintf(w, "trace (%d steps):\n", len(v.Trace))
	for i, s := range v.Trace {
		fmt.Fprintf(w, "  %d. %s\n", i, s.Rule)
		for _, c := range s.Changes {
			fmt.Fprintf(w, "       %s\n", c)
		}
	}
}
