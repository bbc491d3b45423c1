package main

// This file implements loading a model: read, parse, apply constant
// overrides from --config and -D, check.

import (
	"fmt"
	"io"
	"os"
	"sort"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"

	"paraverify/invfinder/formula"
	"paraverify/murphi/check"
	"paraverify/murphi/parser"
	"paraverify/murphi/source"
)

// fileConfig is the YAML configuration read with --config.
type fileConfig struct {
	// Consts overrides named constants of the model, like -D.
	Consts map[string]int64 `yaml:"consts"`
}

// constOverrides merges --config, -D and then extra NAME=VALUE
// definitions (later ones win).
func constOverrides(extra ...string) (map[string]int64, error) {
	consts := map[string]int64{}
	if flagConfig != "" {
		data, err := os.ReadFile(flagConfig)
		if err != nil {
			return nil, err
		}
		var fc fileConfig
		dec := yaml.NewDecoder(strings.NewReader(string(data)))
		dec.KnownFields(true)
		if err := dec.Decode(&fc); err != nil && err.Error() != "EOF" {
			return nil, fmt.Errorf("%s: %v", flagConfig, err)
		}
		for k, v := range fc.Consts {
			consts[k] = v
		}
	}
	for _, d := range append(append([]string(nil), flagDefines...), extra...) {
		name, val, ok := strings.Cut(d, "=")
		name = strings.TrimSpace(name)
		if !ok || name == "" {
			return nil, fmt.Errorf("-D %q: want NAME=VALUE", d)
		}
		v, err := strconv.ParseInt(strings.TrimSpace(val), 10, 64)
		if err != nil {
			return nil, fmt.Errorf("-D %s: value %q is not an integer", name, val)
		}
		consts[name] = v
	}
	return consts, nil
}

// loadModel reads, parses and checks the model at path with the constant
// overrides of the command line (and extra NAME=VALUE ones after them).
// Any error lists every problem as file:line:col: message; it is an exit-3
// error when every problem is a construct the tool does not support, an
// exit-2 error otherwise.
func loadModel(path string, extra ...string) (*check.Model, error) {
	consts, err := constOverrides(extra...)
	if err != nil {
		return nil, badInput(err)
	}
	src, err := os.ReadFile(path)
	if err != nil {
		return nil, badInput(err)
	}
	file, errs := parser.ParseFile(path, src)
	if len(errs) > 0 {
		return nil, inputError(errs)
	}
	model, errs := check.Check(file, &check.Config{Consts: consts})
	if len(errs) > 0 {
		return nil, inputError(errs)
	}
	return model, nil
}

// inputError wraps a list of positioned errors about the input: exit 3
// (unsupported) when each of them reports a construct the tool does not
// support, exit 2 (bad input) otherwise.
func inputError(errs source.ErrorList) error {
	if allUnsupported(errs) {
		return &exitError{code: exitInconclusive, err: errs}
	}
	return badInput(errs)
}

// allUnsupported reports whether errs is not empty and every error in it
// reports an unsupported construct ("unsupported: ...", "unsupported in
// a property: ...").
func allUnsupported(errs source.ErrorList) bool {
	for _, e := range errs {
		if !strings.HasPrefix(e.Msg, "unsupported") {
			return false
		}
	}
	return len(errs) > 0
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

// sortedKeys returns the keys of m in order.
func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
