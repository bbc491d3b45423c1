package mc

// This file implements the compiled machine: the layout of the state, the
// rule, startstate and invariant instances, and firing one instance.

import (
	"fmt"
	"strings"

	"paraverify/murphi/check"
	"paraverify/murphi/source"
)

// instance is one rule, startstate or invariant with concrete parameters.
type instance struct {
	fam    *check.RuleFamily
	params []int64
	slots  []int
	setup  func(x *exec)
	guard  evalFn // nil: always enabled
	body   stmtFn
	resets [][2]int
	keys   []guardKey // the guard's leading indexed conjuncts, when sel is selKeyed
	sel    selection
	rest   []evalFn // the guard's conjuncts after keys, when sel is selKeyed
}

// Name returns the family name with its parameter values, e.g.
// `Store(i:=NODE_1, d:=DATA_2)`.
func (in *instance) Name() string {
	if len(in.params) == 0 {
		return in.fam.Display
	}
	var ps []string
	for i, p := range in.fam.Params {
		ps = append(ps, p.Name+":="+formatValue(p.Type, in.params[i]))
	}
	return in.fam.Display + "(" + strings.Join(ps, ", ") + ")"
}

// MaxLeaves bounds the number of simple components of the state.
const MaxLeaves = 1 << 20

// leafCountCapped is leafCount, saturating above MaxLeaves.
func leafCountCapped(t check.Type) int {
	switch t := t.(type) {
	case *check.ArrayType:
		n := check.Card(t.Index)
		e := leafCountCapped(t.Elem)
		if n > MaxLeaves || int64(e)*n > MaxLeaves {
			return MaxLeaves + 1
		}
		return int(n) * e
	case *check.RecordType:
		n := 0
		for _, f := range t.Fields {
			n += leafCountCapped(f.Type)
			if n > MaxLeaves {
				return MaxLeaves + 1
			}
		}
		return n
	}
	return 1
}

// Machine is a compiled model, ready to explore.
type Machine struct {
	model  *check.Model
	lay    *layout
	c      *compiler
	rules  []*instance
	starts []*instance
	invs   []*instance
	index  *ruleIndex // selects the rule instances worth evaluating
}

// Compile compiles a checked model. Constructs the checker accepts but the
// machine cannot execute are reported as positioned "unsupported" errors.
func Compile(m *check.Model) (*Machine, error) {
	total := 0
	for _, v := range m.Vars {
		total += leafCountCapped(v.Type)
		if total > MaxLeaves {
			return nil, source.ErrorList{{Pos: v.Pos, Msg: fmt.Sprintf("unsupported: the state has more than %d components (variable %s)", MaxLeaves, v.Name)}}
		}
	}
	lay := &layout{}
	c := &compiler{
		model:     m,
		info:      m.Info,
		lay:       lay,
		localBase: map[*check.Object]int{},
		varSlot:   map[*check.Object]int{},
		refSlot:   map[*check.Object]int{},
		procs:     map[*check.Proc]*procCode{},
	}
	for _, v := range m.Vars {
		c.globalBase = append(c.globalBase, lay.alloc(v.Type, v.Name))
	}
	lay.sealGlobals()
	mc := &Machine{model: m, lay: lay, c: c}
	for _, f := range m.Rules {
		mc.rules = append(mc.rules, c.family(f)...)
	}
	for _, f := range m.StartStates {
		mc.starts = append(mc.starts, c.family(f)...)
	}
	for _, f := range m.Invariants {
		mc.invs = append(mc.invs, c.family(f)...)
	}
	if len(c.errs) > 0 {
		c.errs.Sort()
		return nil, c.errs
	}
	mc.index = newRuleIndex(lay.leaves, mc.rules)
	if len(mc.starts) == 0 {
		return nil, source.ErrorList{{Pos: source.Pos{File: m.File.Path, Line: 1, Col: 1}, Msg: "the model has no startstate"}}
	}
	return mc, nil
}

// family compiles a rule family and expands it into instances.
func (c *compiler) family(f *check.RuleFamily) []*instance {
	proto := &instance{fam: f}
	for _, p := range f.Params {
		proto.slots = append(proto.slots, c.newVar(p))
	}
	proto.setup = c.aliases(f.Aliases)
	for _, l := range f.Locals {
		proto.resets = append(proto.resets, c.allocLocal(l))
	}
	var pre []evalFn
	var keys []keyLoc
	var tail []evalFn
	if f.Guard != nil {
		proto.guard = c.value(f.Guard)
		// Aliases are set up before the guard and may fail themselves.
		if len(f.Aliases) == 0 {
			pre, keys, tail = c.guardKeyLocs(f.Guard, f.Params)
		}
	}
	scratch := &exec{vars: make([]int64, c.nVars)}
	proto.body = c.stmts(f.Body)
	// The cross product of the parameter values.
	var out []*instance
	var rec func(i int, vals []int64)
	rec = func(i int, vals []int64) {
		if i == len(f.Params) {
			in := *proto
			in.params = append([]int64(nil), vals...)
			in.sel = selAlways
			for j, k := range in.slots {
				scratch.vars[k] = in.params[j]
			}
			for _, p := range pre {
				if p(scratch) == 0 {
					in.sel = selNever
				}
			}
			if in.sel == selAlways {
				if in.keys = instanceKeys(keys, in.slots, in.params); len(in.keys) > 0 {
					in.sel, in.rest = selKeyed, tail[len(in.keys):]
				}
			}
			out = append(out, &in)
			return
		}
		for _, v := range c.info.Quants[f.Quants[i]].Values {
			rec(i+1, append(vals, v))
		}
	}
	rec(0, nil)
	return out
}

// newExec returns an execution context for the machine.
func (m *Machine) newExec() *exec {
	return &exec{
		st:   make([]uint64, m.lay.totalWords()),
		vars: make([]int64, m.c.nVars),
		refs: make([]int, m.c.nRefs),
	}
}

// bind prepares x for running instance in: parameters, locals, aliases.
func (m *Machine) bind(in *instance, x *exec) {
	for i, k := range in.slots {
		x.vars[k] = in.params[i]
	}
	for _, r := range in.resets {
		for i := r[0]; i < r[0]+r[1]; i++ {
			m.lay.leaves[i].set(x.st, 0)
		}
	}
	in.setup(x)
}

// enabled evaluates the guard of in on the state in x.
func (m *Machine) enabled(in *instance, x *exec) (ok bool, err *RuntimeError) {
	return m.enabledAs(in, 1, x)
}

// enabledAs is enabled for a rule instance selected by the index as
// candidate c (see ruleIndex.candidates): when its keys are known to hold,
// only the rest of its guard is evaluated, which short-circuit evaluation
// of the whole guard would do next.
func (m *Machine) enabledAs(in *instance, c int32, x *exec) (ok bool, err *RuntimeError) {
	defer func() {
		if r := recover(); r != nil {
			re, isRE := r.(*RuntimeError)
			if !isRE {
				panic(r)
			}
			ok, err = false, re
		}
	}()
	m.bind(in, x)
	if c&1 == 1 || in.sel != selKeyed {
		return in.guard == nil || in.guard(x) != 0, nil
	}
	for _, f := range in.rest {
		if f(x) == 0 {
			return false, nil
		}
	}
	return true, nil
}

// run executes the body of in on the state in x (already bound).
func (m *Machine) run(in *instance, x *exec) (err *RuntimeError) {
	defer func() {
		if r := recover(); r != nil {
			re, isRE := r.(*RuntimeError)
			if !isRE {
				panic(r)
			}
			err = re
		}
	}()
	in.body(x)
	return nil
}

// holds evaluates an invariant instance on the state in x.
func (m *Machine) holds(in *instance, x *exec) (ok bool, err *RuntimeError) {
	return m.enabled(in, x)
}

// describe renders the global variables that differ between two states.
func (m *Machine) describe(before, after []uint64) []Change {
	var out []Change
	for i := 0; i < m.lay.nGlobal; i++ {
		lf := &m.lay.leaves[i]
		var a uint64
		if before != nil {
			a = lf.get(before)
		}
		b := lf.get(after)
		if a != b || before == nil {
			out = append(out, Change{Var: lf.name, Old: m.rawString(lf, a, before == nil), New: m.rawString(lf, b, false)})
		}
	}
	return out
}

func (m *Machine) rawString(lf *leaf, raw uint64, none bool) string {
	if none {
		return ""
	}
	if raw == 0 {
		return "undefined"
	}
	return formatValue(lf.typ, int64(raw)-1+lf.lo)
}

// Change is one variable (leaf) that a step changed.
type Change struct {
	Var string `json:"var"`
	Old string `json:"old,omitempty"`
	New string `json:"new"`
}

func (c Change) String() string {
	if c.Old == "" {
		return fmt.Sprintf("%s = %s", c.Var, c.New)
	}
	return fmt.Sprintf("%s: %s -> %s", c.Var, c.Old, c.New)
}
