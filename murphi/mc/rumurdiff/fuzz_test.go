package rumurdiff

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"paraverify/murphi/check"
	"paraverify/murphi/mc"
	"paraverify/murphi/parser"
)

// FuzzRumur compares `paraverify check` with Rumur on random models: the
// same verdict (ok, or some violation), and on models that hold the same
// numbers of states and rules fired, without symmetry and, for models with
// a scalarset, with exact symmetry reduction on both sides. It skips when
// rumur or cc is missing.
func FuzzRumur(f *testing.F) {
	if !Available() {
		f.Skip("rumur or cc not found (apt-get install rumur)")
	}
	// Seeds: pseudo-random choices (a model with a scalarset among them).
	rng := rand.New(rand.NewPCG(16, 3))
	for i := 0; i < 3; i++ {
		seed := make([]byte, 96)
		for j := range seed {
			seed[j] = byte(rng.IntN(256))
		}
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) > 200 {
			return
		}
		gm := Generate(data)
		file, errs := parser.ParseFile("m.m", []byte(gm.Source))
		if len(errs) == 0 {
			var m *check.Model
			m, errs = check.Check(file, nil)
			if len(errs) == 0 {
				compare(t, gm, m)
				return
			}
		}
		t.Fatalf("generated model rejected:\n%v\n%s", errs, gm.Source)
	})
}

func compare(t *testing.T, gm Model, m *check.Model) {
	machine, err := mc.Compile(m)
	if err != nil {
		t.Fatalf("compile: %v\n%s", err, gm.Source)
	}
	var sym []check.Type
	for _, o := range m.Types {
		if _, ok := o.Type.(*check.ScalarsetType); ok {
			sym = append(sym, o.Type)
		}
	}
	modes := []bool{false}
	if len(sym) > 0 {
		modes = append(modes, true)
	}
	for _, symmetry := range modes {
		opt := mc.Options{Deadlock: true, MaxStates: 100000}
		if symmetry {
			opt.Symmetric = sym
		}
		res := machine.Explore(opt)
		if res.Limit != "" {
			return
		}
		r, err := Run(t.TempDir(), gm.Source, symmetry)
		if errors.Is(err, ErrTimeout) {
			t.Skip(err)
		}
		if err != nil {
			t.Fatalf("%v\nmodel:\n%s", err, gm.Source)
		}
		ok := res.Violation == nil
		what := "without symmetry"
		if symmetry {
			what = "with symmetry"
		}
		if ok != r.OK {
			t.Fatalf("%s: paraverify ok=%v (%v), Rumur ok=%v\nmodel:\n%s\nRumur:\n%s", what, ok, res.Violation, r.OK, gm.Source, tail(r.Output))
		}
		if ok && (int64(res.States) != r.States || res.RulesFired != r.Rules) {
			t.Fatalf("%s: paraverify %d states, %d rules fired; Rumur %d, %d\nmodel:\n%s", what, res.States, res.RulesFired, r.States, r.Rules, gm.Source)
		}
	}
}

func tail(s string) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	if len(lines) > 15 {
		lines = lines[len(lines)-15:]
	}
	return strings.Join(lines, "\n")
}
