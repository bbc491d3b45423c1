package main

// This file implements loading a model with the command line's constant
// overrides (package load).

import (
	"fmt"
	"io"

	"paraverify/internal/load"
	"paraverify/murphi/check"
)

// overrides are the constant overrides of the command line: --config and -D.
func overrides() load.Overrides {
	return load.Overrides{Config: flagConfig, Defines: flagDefines}
}

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
