package main

// This file implements loading a model with the command line's constant
// overrides (package load), and what of a loaded model the invariant
// search and the proof do not model.

import (
	"fmt"
	"io"

	"paraverify/internal/load"
	"paraverify/invfinder/formula"
	"paraverify/murphi/check"
	"paraverify/murphi/source"
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

// unsupportedWarnings lists what the invariant search and the proof do
// not model: the model's warnings (a constant out of range is an error of
// any instance whose rules reach it) and variables of real types.
func unsupportedWarnings(m *check.Model) source.ErrorList {
	var errs source.ErrorList
	for _, e := range m.Warnings {
		errs.AddKind(formula.KindRange, e.Pos, "unsupported: %s", e.Msg)
	}
	for _, v := range m.Vars {
		if hasReal(v.Type) {
			errs.AddKind(kindReal, v.Pos, "unsupported: variable %s of a real type", v.Name)
		}
	}
	return errs
}

// kindReal is real arithmetic, which the search and the proof do not model.
var kindReal = &source.Kind{Name: "real type", Hint: "model real quantities by enums or small subranges"}

// hasReal reports whether a value of type t holds a real.
func hasReal(t check.Type) bool {
	switch t := t.(type) {
	case *check.RealType:
		return true
	case *check.ArrayType:
		return hasReal(t.Elem)
	case *check.RecordType:
		for _, f := range t.Fields {
			if hasReal(f.Type) {
				return true
			}
		}
	case *check.MultisetType:
		return hasReal(t.Elem)
	}
	return false
}
