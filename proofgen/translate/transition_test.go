package translate

// The Isabelle model must have exactly the transitions of the Murphi
// model. This test evaluates the translated rules and startstates
// concretely, with the semantics the theories give them (loops as
// simultaneous updates), and compares them with the explicit-state
// checker's on random states and on states along random walks of a small
// instance.

import (
	"fmt"
	"math/rand"
	"path/filepath"
	"testing"

	"paraverify/internal/testdirs"
	"paraverify/internal/testmodel"
	"paraverify/murphi/check"
	"paraverify/murphi/lower"
	"paraverify/murphi/mc"
	"paraverify/proofgen/model"
)

// cstate maps a location (constructor and indices) to a value code.
type cstate map[string]int64

func ckey(f *model.Family, args []int64) string { return fmt.Sprint(f.Con, args) }

// valueCodes numbers the values as proofgen's self-check does: Undef is
// -1, BoolV False -2, BoolV True -3, the k-th enum constructor -4-k and
// IdxV n is n.
func valueCodes(m *model.Model) map[string]int64 {
	code := map[string]int64{"Undef": -1, "BoolV False": -2, "BoolV True": -3}
	for k, c := range m.Enums {
		code[c] = int64(-4 - k)
	}
	return code
}

type ceval struct {
	m     *model.Model
	code  map[string]int64
	sizes map[*model.IndexType]int64
	env   map[string]int64
}

func (c *ceval) read(st cstate, f *model.Family, args []int64) int64 {
	if v, ok := st[ckey(f, args)]; ok {
		return v
	}
	return -1
}

func (c *ceval) nat(x *model.Expr, st cstate) int64 {
	switch x.Op {
	case model.XLit:
		return x.Lit
	case model.XOf:
		if v := c.val(x.Args[0], st); v >= 0 {
			return v
		}
		return 0
	}
	return c.env[x.Name]
}

func (c *ceval) nats(xs []*model.Expr, st cstate) []int64 {
	out := make([]int64, len(xs))
	for i, x := range xs {
		out[i] = c.nat(x, st)
	}
	return out
}

func (c *ceval) val(x *model.Expr, st cstate) int64 {
	switch x.Op {
	case model.XRead:
		return c.read(st, x.Fam, c.nats(x.Args, st))
	case model.XConst:
		return c.code[x.Name]
	case model.XIdx:
		return c.nat(x.Args[0], st)
	case model.XVar:
		return c.env[x.Name]
	case model.XBool:
		if c.formula(x.Args[0], st) {
			return -3
		}
		return -2
	case model.XIte:
		if c.formula(x.Args[0], st) {
			return c.val(x.Args[1], st)
		}
		return c.val(x.Args[2], st)
	case model.XLast:
		// the value at the greatest index where the condition holds
		old, had := c.env[x.Name]
		defer c.restore(x.Name, old, had)
		for v := c.sizes[x.Type]; v >= x.Type.Lo; v-- {
			c.env[x.Name] = v
			if c.formula(x.Args[0], st) {
				return c.val(x.Args[1], st)
			}
		}
		c.restore(x.Name, old, had)
		return c.val(x.Args[2], st)
	}
	panic(fmt.Sprintf("val %v", x.Op))
}

func (c *ceval) formula(x *model.Expr, st cstate) bool {
	switch x.Op {
	case model.XTrue:
		return true
	case model.XFalse:
		return false
	case model.XEq:
		if x.Args[0].Sort() == model.SNat && x.Args[1].Sort() == model.SNat {
			return c.nat(x.Args[0], st) == c.nat(x.Args[1], st)
		}
		return c.val(x.Args[0], st) == c.val(x.Args[1], st)
	case model.XNot:
		return !c.formula(x.Args[0], st)
	case model.XAnd:
		for _, a := range x.Args {
			if !c.formula(a, st) {
				return false
			}
		}
		return true
	case model.XOr:
		for _, a := range x.Args {
			if c.formula(a, st) {
				return true
			}
		}
		return false
	case model.XImp:
		return !c.formula(x.Args[0], st) || c.formula(x.Args[1], st)
	case model.XIn:
		n := c.nat(x.Args[0], st)
		return n >= x.Type.Lo && n <= c.sizes[x.Type]
	case model.XAll, model.XEx:
		old, had := c.env[x.Name]
		defer func() {
			if had {
				c.env[x.Name] = old
			} else {
				delete(c.env, x.Name)
			}
		}()
		for v := x.Type.Lo; v <= c.sizes[x.Type]; v++ {
			c.env[x.Name] = v
			if c.formula(x.Args[0], st) != (x.Op == model.XAll) {
				return x.Op == model.XEx
			}
		}
		return x.Op == model.XAll
	}
	panic(fmt.Sprintf("formula %v", x.Op))
}

func (c *ceval) restore(name string, old int64, had bool) {
	if had {
		c.env[name] = old
	} else {
		delete(c.env, name)
	}
}

// effects is the state after a rule's or startstate's effects (see
// Model.Effects), all read in st.
func (c *ceval) effects(st cstate, es []*model.Effect) cstate {
	next := c.copyState(st)
	for _, e := range es {
		for _, args := range c.tuples(e.Fam) {
			for k, v := range e.Vars {
				c.env[v] = args[k]
			}
			next[ckey(e.Fam, args)] = c.val(e.Val, st)
			for _, v := range e.Vars {
				delete(c.env, v)
			}
		}
	}
	return next
}

func (c *ceval) copyState(st cstate) cstate {
	out := cstate{}
	for k, v := range st {
		out[k] = v
	}
	return out
}

// tuples enumerates the index tuples of a family in the instance.
func (c *ceval) tuples(f *model.Family) [][]int64 {
	out := [][]int64{nil}
	for _, t := range f.Index {
		var next [][]int64
		for _, p := range out {
			for v := t.Lo; v <= c.sizes[t]; v++ {
				next = append(next, append(append([]int64(nil), p...), v))
			}
		}
		out = next
	}
	return out
}

func (c *ceval) exec(st cstate, ss []*model.Stmt) cstate {
	for _, s := range ss {
		switch s.Kind {
		case model.SAssign:
			v := c.val(s.Val, st)
			st = c.copyState(st)
			st[ckey(s.Loc.Fam, c.nats(s.Loc.Args, st))] = v
		case model.SIf:
			if c.formula(s.Cond, st) {
				st = c.exec(st, s.Then)
			} else {
				st = c.exec(st, s.Else)
			}
		case model.SFor:
			next := c.copyState(st)
			old, had := c.env[s.Var]
			for _, f := range s.Writes {
				p := model.LoopArg(s, f)
				for _, args := range c.tuples(f) {
					c.env[s.Var] = args[p]
					after := c.exec(st, s.Body)
					next[ckey(f, args)] = c.read(after, f, args)
				}
			}
			if had {
				c.env[s.Var] = old
			} else {
				delete(c.env, s.Var)
			}
			st = next
		}
	}
	return st
}

// differs returns a location whose value in got (Undef when absent)
// is not the one in want, or "".
func differs(got, want cstate) string {
	for k, v := range want {
		if a, ok := got[k]; (ok && a != v) || (!ok && v != -1) {
			return k
		}
	}
	return ""
}

// leafMap relates the checker's leaves to locations and value codes.
type leafMap struct {
	fam  []*model.Family
	args [][]int64
}

func (c *ceval) leafMap(t *testing.T, leaves []mc.Leaf) leafMap {
	byName := map[string]int{}
	for i, l := range leaves {
		byName[l.Name] = i
	}
	lm := leafMap{fam: make([]*model.Family, len(leaves)), args: make([][]int64, len(leaves))}
	for _, f := range c.m.Families {
		for _, args := range c.tuples(f) {
			name := ""
			k := 0
			for i := 0; i < len(f.Key); i++ {
				if f.Key[i] == '[' {
					it := f.Index[k]
					name += "[" + check.FormatValue(it.Murphi, murphiIndex(it, args[k])) + "]"
					k++
					i++
					continue
				}
				name += string(f.Key[i])
			}
			i, ok := byName[name]
			if !ok {
				t.Fatalf("no leaf %s", name)
			}
			lm.fam[i], lm.args[i] = f, args
		}
	}
	for i, f := range lm.fam {
		if f == nil {
			t.Fatalf("leaf %s has no location", leaves[i].Name)
		}
	}
	return lm
}

// murphiIndex converts an Isabelle index to the checker's encoding.
func murphiIndex(t *model.IndexType, n int64) int64 {
	if _, ok := t.Murphi.(*check.ScalarsetType); ok {
		return n - 1
	}
	return n
}

func isabelleIndex(t *model.IndexType, v int64) int64 {
	if _, ok := t.Murphi.(*check.ScalarsetType); ok {
		return v + 1
	}
	return v
}

// toCode converts a leaf value to a value code; fromCode back.
func (c *ceval) toCode(ty check.Type, v int64) int64 {
	if v == mc.Undefined {
		return -1
	}
	switch ty := ty.(type) {
	case *check.BoolType:
		return -2 - v
	case *check.EnumType:
		return c.code[c.m.EnumCons(ty)[v]]
	}
	return isabelleIndex(c.m.IndexTypeOf(ty), v)
}

func (c *ceval) toState(lm leafMap, leaves []mc.Leaf, st []int64) cstate {
	out := cstate{}
	for i, v := range st {
		out[ckey(lm.fam[i], lm.args[i])] = c.toCode(leaves[i].Type, v)
	}
	return out
}

// bindArgs binds a rule's parameters to checker values.
func (c *ceval) bindArgs(r *model.Rule, vals []int64) {
	for i, p := range r.Params {
		if p.Type != nil {
			c.env[p.Name] = isabelleIndex(p.Type, vals[i])
		} else {
			c.env[p.Name] = c.code[p.Values[vals[i]].Name]
		}
	}
}

func argTuples(m *check.Model, f *check.RuleFamily) [][]int64 {
	out := [][]int64{nil}
	for i := range f.Params {
		var next [][]int64
		for _, p := range out {
			for _, v := range m.Info.Quants[f.Quants[i]].Values {
				next = append(next, append(append([]int64(nil), p...), v))
			}
		}
		out = next
	}
	return out
}

func compareTransitions(t *testing.T, path string, consts map[string]int64, steps int) {
	t.Helper()
	// The model as the search and the proof read it (the lowering keeps
	// the transitions, see package lower).
	cm := lower.Lower(testmodel.Load(t, path, consts), &check.Config{Consts: consts}).Model
	m, err := Translate(cm, path)
	if err != nil {
		t.Fatal(err)
	}
	mach, err := mc.Compile(cm)
	if err != nil {
		t.Fatal(err)
	}
	c := &ceval{m: m, code: valueCodes(m), sizes: map[*model.IndexType]int64{}, env: map[string]int64{}}
	for _, it := range m.Types {
		c.sizes[it] = it.Lo + check.Card(it.Murphi) - 1
	}
	leaves := mach.Leaves()
	lm := c.leafMap(t, leaves)
	rng := rand.New(rand.NewSource(1))
	compared, enabled := 0, 0
	// compare checks every rule instance on st.
	compare := func(st []int64) [][]int64 {
		var succ [][]int64
		is := c.toState(lm, leaves, st)
		for j, fam := range cm.Rules {
			r := m.Rules[j]
			for _, args := range argTuples(cm, fam) {
				next, ok, err := mach.Fire(fam, args, st)
				if err != nil {
					continue // a Murphi runtime error: no transition to compare
				}
				compared++
				c.bindArgs(r, args)
				guard := r.Guard == nil || c.formula(r.Guard, is)
				if guard != ok {
					t.Fatalf("%s%v: guard %v in the model, %v in the checker, on %v", fam.Name, args, guard, ok, st)
				}
				if !ok {
					continue
				}
				enabled++
				if k := differs(c.exec(is, r.Body), c.toState(lm, leaves, next)); k != "" {
					t.Fatalf("%s%v: location %s differs between the model and the checker", fam.Name, args, k)
				}
				if k := differs(c.effects(is, m.Effects(r.Body, false)), c.toState(lm, leaves, next)); k != "" {
					t.Fatalf("%s%v: location %s differs between the model's effects and the checker", fam.Name, args, k)
				}
				succ = append(succ, next)
			}
		}
		return succ
	}
	// startstates
	var starts [][]int64
	for j, fam := range cm.StartStates {
		for _, args := range argTuples(cm, fam) {
			want, err := mach.Start(fam, args)
			if err != nil {
				t.Fatal(err)
			}
			c.bindArgs(m.Starts[j], args)
			if k := differs(c.exec(cstate{}, m.Starts[j].Body), c.toState(lm, leaves, want)); k != "" {
				t.Fatalf("start %s%v: location %s differs", fam.Name, args, k)
			}
			if k := differs(c.effects(cstate{}, m.Effects(m.Starts[j].Body, true)), c.toState(lm, leaves, want)); k != "" {
				t.Fatalf("start %s%v: location %s differs between the effects and the checker", fam.Name, args, k)
			}
			starts = append(starts, want)
		}
	}
	// random walks from the initial states
	for w := 0; w < 20; w++ {
		st := starts[rng.Intn(len(starts))]
		for i := 0; i < steps; i++ {
			succ := compare(st)
			if len(succ) == 0 {
				break
			}
			st = succ[rng.Intn(len(succ))]
		}
	}
	// random states
	for k := 0; k < 200; k++ {
		st := make([]int64, len(leaves))
		for i, l := range leaves {
			vals := check.Values(l.Type)
			if n := rng.Intn(len(vals) + 1); n == len(vals) {
				st[i] = mc.Undefined
			} else {
				st[i] = vals[n]
			}
		}
		compare(st)
	}
	if enabled == 0 {
		t.Errorf("%s: no enabled rule instance compared", path)
	}
	t.Logf("%s: %d rule instances compared, %d enabled", filepath.Base(path), compared, enabled)
}

func TestTransitionsMatchChecker(t *testing.T) {
	for _, tc := range []struct {
		path   string
		consts map[string]int64
		steps  int // per random walk (200 when 0)
	}{
		{testdirs.SharedModel("mutualEx.m"), map[string]int64{"clientNUMS": 3}, 0},
		{testdirs.SharedModel("mesi.m"), nil, 0},
		{testdirs.SharedModel("moesi.m"), nil, 0},
		{testdirs.SharedModel("germanish.m"), nil, 0},
		{testdirs.SharedModel("german.m"), map[string]int64{"NODE_NUM": 2}, 0},
		{testdirs.SharedModel("german_chou.m"), map[string]int64{"NODE_NUM": 2}, 0},
		{testdirs.SharedModel("flash_nodata.m"), map[string]int64{"NODE_NUM": 2}, 0},
		{testdirs.SharedModel("flash.m"), map[string]int64{"NODE_NUM": 2}, 0},
		// the project's models of the constructs the lowering handles
		{filepath.Join(testdirs.Protocols(), "proc_inline.m"), nil, 20},
		{filepath.Join(testdirs.Protocols(), "switch_alias.m"), nil, 20},
		{filepath.Join(testdirs.Protocols(), "rule_locals.m"), nil, 20},
		{filepath.Join(testdirs.Protocols(), "multi_quant.m"), nil, 20},
		{filepath.Join(testdirs.Protocols(), "whole_copy.m"), nil, 20},
		{filepath.Join(testdirs.Protocols(), "ruleset_start.m"), nil, 20},
		{filepath.Join(testdirs.Protocols(), "dup_rule_names.m"), nil, 20},
		{filepath.Join(testdirs.Protocols(), "quant_cond.m"), nil, 20},
		{filepath.Join(testdirs.Protocols(), "wp_features.m"), nil, 20},
		{filepath.Join(testdirs.Protocols(), "german_lite.m"), nil, 20},
		{filepath.Join(testdirs.Protocols(), "chan_range.m"), nil, 20},
		// loops that leave the last value of their type (XLast)
		{filepath.Join(testdirs.Protocols(), "data_loop_init.m"), nil, 20},
		// the home node as node 0 of the node type (a constant, a variable)
		{filepath.Join(testdirs.Protocols(), "german_home.m"), map[string]int64{"NODE_NUM": 2}, 0},
		{filepath.Join(testdirs.Protocols(), "german_home_var.m"), map[string]int64{"NODE_NUM": 2}, 0},
	} {
		steps := tc.steps
		if steps == 0 {
			steps = 200
		}
		t.Run(filepath.Base(tc.path), func(t *testing.T) { compareTransitions(t, tc.path, tc.consts, steps) })
	}
}
