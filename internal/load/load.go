package load

// This file implements loading a model: read, parse, apply constant
// overrides from --config and -D, check.

import (
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"

	"paraverify/internal/exitcode"
	"paraverify/murphi/ast"
	"paraverify/murphi/check"
	"paraverify/murphi/parser"
	"paraverify/murphi/source"
)

// Overrides are the command line's constant overrides.
type Overrides struct {
	// Config is the YAML file given with --config ("": none).
	Config string
	// Defines are the -D NAME=VALUE definitions, in order.
	Defines []string
	// Keep names the subrange types find and the main job keep at their
	// values instead of generalizing them (--keep); load.Model ignores it.
	Keep []string
}

// fileConfig is the YAML configuration read with --config.
type fileConfig struct {
	// Consts overrides named constants of the model, like -D.
	Consts map[string]int64 `yaml:"consts"`
}

// Consts merges --config, -D and then extra NAME=VALUE definitions
// (later ones win).
func (o Overrides) Consts(extra ...string) (map[string]int64, error) {
	consts := map[string]int64{}
	if o.Config != "" {
		data, err := os.ReadFile(o.Config)
		if err != nil {
			return nil, err
		}
		var fc fileConfig
		dec := yaml.NewDecoder(strings.NewReader(string(data)))
		dec.KnownFields(true)
		if err := dec.Decode(&fc); err != nil && err.Error() != "EOF" {
			return nil, fmt.Errorf("%s: %v", o.Config, err)
		}
		for k, v := range fc.Consts {
			consts[k] = v
		}
	}
	for _, d := range append(append([]string(nil), o.Defines...), extra...) {
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

// Model reads, parses and checks the model at path with the constant
// overrides o (and extra NAME=VALUE ones after them).
// Any error lists every problem as file:line:col: message; it is an exit-3
// error when every problem is a construct the tool does not support, an
// exit-2 error otherwise.
func Model(path string, o Overrides, extra ...string) (*check.Model, error) {
	return ModelWith(path, o, nil, extra...)
}

// ModelWith is Model with prep applied to the parsed file before it is
// checked (nil: none), so that the overrides can set constants prep adds.
func ModelWith(path string, o Overrides, prep func(*ast.File), extra ...string) (*check.Model, error) {
	consts, err := o.Consts(extra...)
	if err != nil {
		return nil, exitcode.Bad(err)
	}
	src, err := os.ReadFile(path)
	if err != nil {
		return nil, exitcode.Bad(err)
	}
	file, errs := parser.ParseFile(path, src)
	if len(errs) > 0 {
		return nil, InputError(errs)
	}
	if prep != nil {
		prep(file)
	}
	model, errs := check.Check(file, &check.Config{Consts: consts})
	if len(errs) > 0 {
		return nil, InputError(errs)
	}
	return model, nil
}

// InputError wraps a list of positioned errors about the input: exit 3
// (unsupported) when each of them reports a construct the tool does not
// support, exit 2 (bad input) otherwise.
func InputError(errs source.ErrorList) error {
	if AllUnsupported(errs) {
		return exitcode.New(exitcode.Inconclusive, errs)
	}
	return exitcode.Bad(errs)
}

// AllUnsupported reports whether errs is not empty and every error in it
// reports an unsupported construct ("unsupported: ...", "unsupported in
// a property: ...").
func AllUnsupported(errs source.ErrorList) bool {
	for _, e := range errs {
		if !strings.HasPrefix(e.Msg, "unsupported") {
			return false
		}
	}
	return len(errs) > 0
}

// CompileError is the error of mc.Compile: exit 3 when the checker does
// not support a construct of the model (see InputError).
func CompileError(err error) error {
	var list source.ErrorList
	if errors.As(err, &list) {
		return InputError(list)
	}
	return exitcode.Bad(err)
}
