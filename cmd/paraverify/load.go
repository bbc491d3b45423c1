package main

// This file implements loading a model with the command line's constant
// overrides (package load).

import (
	"fmt"
	"io"

	"paraverify/internal/load"
	"paraverify/murphi/check"
)

// overrides are the constant overrides of the command line: --config and
// -D, and the types --keep names.
func overrides() load.Overrides {
	return load.Overrides{Config: flagConfig, Defines: flagDefines, Keep: flagKeep}
}

// keepUsage is --keep's help text.
const keepUsage = "keep the subrange `TYPE` at the values the file (or -D) gives it instead of generalizing it; the proof is then for those values of TYPE only (repeatable)"

// loadModel reads, parses and checks the model at path with the constant
// overrides of the command line (and extra NAME=VALUE ones after them);
// see load.Model.
func loadModel(path string, extra ...string) (*check.Model, error) {
	return load.Model(path, overrides(), extra...)
}

// printWarnings prints the model's warnings as file:line:col: warning: msg.
func printWarnings(w io.Writer, m *check.Model) {
	for _, e := range m.Warnings {
		fmt.Fprintf(w, "%s: warning: %s\n", e.Pos, e.Msg)
	}
}
