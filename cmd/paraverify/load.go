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

	"paraverify/murphi/check"
	"paraverify/murphi/parser"
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
// overrides of the command line (and extra NAME=VALUE ones after them). Any error is an exit-2 error whose text
// lists every problem as file:line:col: message.
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
		return nil, badInput(errs)
	}
	model, errs := check.Check(file, &check.Config{Consts: consts})
	if len(errs) > 0 {
		return nil, badInput(errs)
	}
	return model, nil
}

// printWarnings prints the model's warnings as file:line:col: warning: msg.
func printWarnings(w io.Writer, m *check.Model) {
	for _, e := range m.Warnings {
		fmt.Fprintf(w, "%s: warning: %s\n", e.Pos, e.Msg)
	}
}

// unsupportedWarnings lists what the invariant search and the proof do
// not model ("" when nothing): the model's warnings (a constant out of
// range is an error of any instance whose rules reach it) and real types.
func unsupportedWarnings(m *check.Model) string {
	var b strings.Builder
	for _, e := range m.Warnings {
		fmt.Fprintf(&b, "%s: unsupported: %s\n", e.Pos, e.Msg)
	}
	for _, v := range m.Vars {
		if hasReal(v.Type) {
			fmt.Fprintf(&b, "%s: unsupported: variable %s of a real type\n", v.Pos, v.Name)
		}
	}
	return strings.TrimSuffix(b.String(), "\n")
}

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
