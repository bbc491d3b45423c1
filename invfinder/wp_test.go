package invfinder

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"paraverify/internal/testdirs"
	"paraverify/invfinder/formula"
	"paraverify/invfinder/wp"
	"paraverify/murphi/check"
	"paraverify/murphi/mc"
)

// evalTerm evaluates a term on a state given as component name -> value
// text, with parameters bound to concrete values.
func evalTerm(t *formula.Term, st map[string]string, vals []int64) string {
	switch t.Kind {
	case formula.TParam:
		return check.FormatValue(t.Type, vals[t.Param-1])
	case formula.TConst:
		if t.Undef {
			return "undefined"
		}
		return check.FormatValue(t.Type, t.Val)
	case formula.TFixed:
		return st[t.Var]
	}
	// fixed variables as their values in this state
	u := t.MapIndices(func(x *formula.Term) *formula.Term {
		if x.Kind == formula.TFixed {
			for _, v := range check.Values(x.Type) {
				if check.FormatValue(x.Type, v) == st[x.Var] {
					return &formula.Term{Kind: formula.TConst, Type: x.Type, Val: v}
				}
			}
		}
		return x
	})
	return st[leafName(u, vals)]
}

// distinctFromFixed reports whether the parameter values differ from the
// fixed variables' values in the state (the invariants' semantics).
func distinctFromFixed(fixed map[string]check.Type, types []check.Type, st map[string]string, vals []int64) bool {
	for name, ft := range fixed {
		for i, t := range types {
			if t == ft && check.FormatValue(t, vals[i]) == st[name] {
				return false
			}
		}
	}
	return true
}

func evalForm(f *formula.Form, st map[string]string, vals []int64) bool {
	switch f.Op {
	case 't':
		return true
	case 'f':
		return false
	case 'l':
		if q := f.Lit.All; q != nil { // every value of the type but the excluded
		next:
			for _, v := range check.Values(q.Type) {
				c := &formula.Term{Kind: formula.TConst, Type: q.Type, Val: v}
				for _, e := range q.Excl {
					if evalTerm(e, st, vals) == evalTerm(c, st, vals) {
						continue next
					}
				}
				if !evalForm(&formula.Form{Op: 'l', Lit: f.Lit.At(c)}, st, vals) {
					return false
				}
			}
			return true
		}
		return (evalTerm(f.Lit.L, st, vals) == evalTerm(f.Lit.R, st, vals)) != f.Lit.Neg
	case '&':
		for _, a := range f.Args {
			if !evalForm(a, st, vals) {
				return false
			}
		}
		return true
	}
	for _, a := range f.Args {
		if evalForm(a, st, vals) {
			return true
		}
	}
	return false
}

// fixedBindings assigns distinct concrete values to the invariant parameters
// and the other values of a rule instance (nil if the instance's types
// have too few values).
func fixedBindings(params []check.Type, in formula.RuleInstance) []int64 {
	types := formula.ScopeTypes(params, in)
	used := map[check.Type]int{}
	vals := make([]int64, len(types))
	for i, t := range types {
		vs := check.Values(t)
		if used[t] >= len(vs) {
			return nil
		}
		vals[i] = vs[used[t]]
		used[t]++
	}
	return vals
}

// buggyMutex writes a copy of mutualEx.m whose critical section does not
// take the lock.
func buggyMutex(t *testing.T) string {
	src, err := os.ReadFile(testdirs.SharedModel("mutualEx.m"))
	if err != nil {
		t.Fatal(err)
	}
	bug := strings.Replace(string(src), "n[i] = T& x = true ==>", "n[i] = T ==>", 1)
	if bug == string(src) {
		t.Fatal("could not plant the bug")
	}
	path := filepath.Join(t.TempDir(), "mutex_bug.m")
	if err := os.WriteFile(path, []byte(bug), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestWPOnReachableStates checks the weakest preconditions on explored
// instances: on correct models no reachable state satisfies guard & wp(bad)
// (the successor would violate the invariant); on a buggy model some does.
func TestWPOnReachableStates(t *testing.T) {
	for _, tc := range []struct {
		path     string
		consts   map[string]int64
		violated bool
	}{
		{testdirs.SharedModel("mutualEx.m"), map[string]int64{"clientNUMS": 3}, false},
		{testdirs.SharedModel("mesi.m"), map[string]int64{"clientNUMS": 3}, false},
		{testdirs.SharedModel("moesi.m"), map[string]int64{"num_clients": 3}, false},
		{testdirs.SharedModel("germanish.m"), map[string]int64{"clientNum": 3}, false},
		{testdirs.SharedModel("german.m"), map[string]int64{"NODE_NUM": 3, "DATA_NUM": 2}, false},
		{testdirs.SharedModel("german_chou.m"), map[string]int64{"NODE_NUM": 4}, false},
		{filepath.Join(testdirs.Protocols(), "wp_features.m"), map[string]int64{"N": 3}, false},
		{filepath.Join(testdirs.Protocols(), "german_lite.m"), map[string]int64{"NODE_NUM": 3}, false},
		{filepath.Join(testdirs.Protocols(), "home_dir.m"), map[string]int64{"N": 3}, false},
		{filepath.Join(testdirs.Protocols(), "multi_quant.m"), map[string]int64{"N": 3}, false},
		{buggyMutex(t), map[string]int64{"clientNUMS": 3}, true},
	} {
		name := filepath.Base(tc.path)
		m := loadModel(t, tc.path, tc.consts)
		invs, err := formula.Invariants(m)
		if err != nil {
			t.Fatal(err)
		}
		props := m.Invariants
		m.Invariants = nil // explore everything, also past a violation
		machine, err := mc.Compile(m)
		if err != nil {
			t.Fatal(err)
		}
		opt := mc.Options{}
		for ty := range formula.SymmetricTypes(m) {
			opt.Symmetric = append(opt.Symmetric, ty)
		}
		res := machine.Explore(opt)
		m.Invariants = props
		o, err := res.Oracle()
		if err != nil {
			t.Fatalf("%s: %v %v %s", name, err, res.Violation, res.Limit)
		}
		// Sample up to ~1500 stored states (orbit representatives) and
		// evaluate with one fixed binding of the parameters: a sample of the
		// (state, binding) pairs, not an exhaustive check.
		var states []map[string]string
		step := max(1, o.States()/1500)
		perms := 1
		fixed := formula.FixedVars(m)
		if len(fixed) > 0 {
			// the fixed node is the same in most representatives: take
			// every permutation so that it meets every binding
			perms = o.Perms()
		}
		for i := 0; i < o.States(); i += step {
			for k := 0; k < perms; k++ {
				states = append(states, o.State(i, k))
			}
		}
		sym := formula.SymmetricTypes(m)
		mf := formula.FactsOf(m)
		hits, checked := 0, 0
		for _, inv := range invs {
			for _, r := range m.Rules {
				for _, in := range formula.Instances(r, inv.Params, sym, m.Info, mf.Special) {
					guard, pre, _, err := wp.Rule(m, mf, in, inv.Params, inv.Bad)
					if err != nil {
						t.Fatalf("%s: %v", name, err)
					}
					vals := fixedBindings(inv.Params, in)
					if vals == nil {
						continue
					}
					for _, st := range states {
						if !distinctFromFixed(fixed, formula.ScopeTypes(inv.Params, in), st, vals) {
							continue
						}
						checked++
						if evalForm(guard, st, vals) && evalForm(pre, st, vals) {
							hits++
							if !tc.violated {
								t.Fatalf("%s: rule %s %v leads from a reachable state to a violation of %s:\nguard %s\nwp %s",
									name, r.Name, in.Args, inv, guard, pre)
							}
						}
					}
				}
			}
		}
		if checked == 0 {
			t.Errorf("%s: nothing checked", name)
		}
		if tc.violated && hits == 0 {
			t.Errorf("%s: no reachable state leads to the violation", name)
		}
	}
}
