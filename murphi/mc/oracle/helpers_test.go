package oracle_test

import (
	"testing"

	"paraverify/internal/testmodel"
	"paraverify/murphi/check"
	"paraverify/murphi/mc"
	"paraverify/murphi/mc/oracle"
)

// compileFile parses, checks and compiles a model with constant overrides.
func compileFile(t testing.TB, path string, consts map[string]int64) (*mc.Machine, *check.Model) {
	t.Helper()
	m := testmodel.Load(t, path, consts)
	mach, err := mc.Compile(m)
	if err != nil {
		t.Fatal(err)
	}
	return mach, m
}

func scalarsets(m *check.Model) []check.Type {
	var out []check.Type
	for _, t := range m.Types {
		if _, ok := t.Type.(*check.ScalarsetType); ok {
			out = append(out, t.Type)
		}
	}
	return out
}

// counterIs is the query "c = v" of deep_counter.m.
func counterIs(t *testing.T, o *oracle.Oracle, v int64) []oracle.Literal {
	t.Helper()
	leaf, ok := o.Leaf("c")
	if !ok {
		t.Fatal("no leaf c")
	}
	return []oracle.Literal{{Atom: oracle.Atom{Leaf: leaf, Other: -1, Value: v}}}
}
