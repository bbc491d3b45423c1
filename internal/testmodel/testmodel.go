// Package testmodel loads Murphi models for tests: parse and check, failing the test on any error.
package testmodel

import (
	"os"
	"testing"

	"paraverify/murphi/check"
	"paraverify/murphi/parser"
)

// Load parses and checks the model at path with constant overrides.
func Load(t testing.TB, path string, consts map[string]int64) *check.Model {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return FromSource(t, path, string(src), consts)
}

// FromSource parses and checks the model text src, named path in
// positions, with constant overrides.
func FromSource(t testing.TB, path, src string, consts map[string]int64) *check.Model {
	t.Helper()
	f, errs := parser.ParseFile(path, []byte(src))
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	m, errs := check.Check(f, &check.Config{Consts: consts})
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	return m
}

// Type returns the model's type declared as name, failing the test when
// there is none.
func Type(t testing.TB, m *check.Model, name string) check.Type {
	t.Helper()
	for _, o := range m.Types {
		if o.Name == name {
			return o.Type
		}
	}
	t.Fatalf("the model declares no type %s", name)
	return nil
}
