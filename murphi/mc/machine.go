package mc

// This file implements the compiled machine: the layout of the state, the
// rule, startstate and invariant instances, and firing one instance.

import (
	"fmt"
	"math"
	"strings"

	"paraverify/murphi/ast"
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
	resets [2]int     // the bits [lo, hi) of the locals, undefined before each run
	keys   []guardKey // the guard's leading indexed conjuncts, when sel is selKeyed
	sel    selection
	rest   []evalFn // the guard's conjuncts after keys, when sel is selKeyed
	prio   int64    // CMurphi's rule priority (0 by default; see Machine.candidates)
	// chosen reports whether the places of the instance's choose
	// parameters hold elements (nil: no choose parameter); it is checked
	// before the guard.
	chosen func(x *exec) bool
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

// hasMultiset reports whether a value of type t holds a multiset.
func hasMultiset(t check.Type) bool {
	switch t := t.(type) {
	case *check.MultisetType:
		return true
	case *check.ArrayType:
		return hasMultiset(t.Elem)
	case *check.RecordType:
		for _, f := range t.Fields {
			if hasMultiset(f.Type) {
				return true
			}
		}
	}
	return false
}

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
	case *check.MultisetType:
		n := t.Size
		e := 1 + leafCountCapped(t.Elem)
		if n > MaxLeaves || int64(e)*n > MaxLeaves {
			return MaxLeaves + 1
		}
		return int(n) * e
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
	// multisets tells a state with multisets (reduced by symmetry always)
	multisets bool
	// prio tells rules with different priorities (see candidates)
	prio bool
}

// candidates returns the rule instances worth evaluating on state st (in
// x). With rule priorities, as CMurphi: only the enabled instances of the
// least priority among the enabled ones fire (rule 10 before rule 20; a
// rule without a priority has 0); their guards are evaluated here and
// again by the caller. A guard that fails is returned alone, for the
// caller to report. buf and pbuf are scratch space.
func (m *Machine) candidates(st []uint64, x *exec, buf, pbuf *[]int32) []int32 {
	*buf = m.index.candidates(st, *buf)
	if !m.prio {
		return *buf
	}
	out := (*pbuf)[:0]
	minp := int64(math.MaxInt64)
	for _, c := range *buf {
		in := m.rules[c>>1]
		ok, err := m.enabledAs(in, c, x)
		if err != nil {
			*pbuf = append(out[:0], c)
			return *pbuf
		}
		if ok {
			out = append(out, c)
			minp = min(minp, in.prio)
		}
	}
	k := 0
	for _, c := range out {
		if m.rules[c>>1].prio == minp {
			out[k] = c
			k++
		}
	}
	*pbuf = out[:k]
	return *pbuf
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
		recursive: recursiveProcs(m),
		frameOf:   map[*check.Object]frameSlot{},
	}
	for _, v := range m.Vars {
		c.globalBase = append(c.globalBase, lay.alloc(v.Type, v.Name))
	}
	lay.sealGlobals()
	mc := &Machine{model: m, lay: lay, c: c}
	for _, v := range m.Vars {
		mc.multisets = mc.multisets || hasMultiset(v.Type)
	}
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
	for _, in := range mc.rules {
		if r, ok := in.fam.Node.(*ast.SimpleRule); ok && r.Priority != nil {
			in.prio = m.Info.Consts[r.Priority]
		}
		mc.prio = mc.prio || in.prio != mc.rules[0].prio
	}
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
	proto.resets[0] = c.lay.bit
	for _, l := range f.Locals {
		c.allocLocal(l) // rule locals have fixed leaves
	}
	proto.resets[1] = c.lay.bit
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
	proto.chosen = c.chosen(f, proto.slots)
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

// chosen compiles the check that the places of f's choose parameters
// (bound in slots) hold elements; nil when f has none.
func (c *compiler) chosen(f *check.RuleFamily, slots []int) func(x *exec) bool {
	var checks []func(x *exec) bool
	for k, e := range f.Chooses {
		if e == nil {
			continue
		}
		ms, l, ok := c.multiset(e)
		if !ok {
			continue
		}
		slot, stride := slots[k], 1+leafCount(ms.Elem)
		checks = append(checks, func(x *exec) bool {
			return present(x, l.at(x)+int(x.vars[slot])*stride)
		})
	}
	if len(checks) == 0 {
		return nil
	}
	return func(x *exec) bool {
		for _, ch := range checks {
			if !ch(x) {
				return false
			}
		}
		return true
	}
}

// newExec returns an execution context for the machine.
func (m *Machine) newExec() *exec {
	n := len(m.lay.leaves)
	r := len(m.c.rec)
	return &exec{
		st:     make([]uint64, m.lay.totalWords()),
		vars:   make([]int64, m.c.nVars),
		refs:   make([]int, m.c.nRefs),
		leaves: m.lay.leaves[:n:n],
		fp:     make([]int, r),
		frames: make([][]int, r),
		depth:  make([]int, r),
	}
}

// bind prepares x for running instance in: parameters, locals, aliases.
func (m *Machine) bind(in *instance, x *exec) {
	x.resetCalls()
	for i, k := range in.slots {
		x.vars[k] = in.params[i]
	}
	clearBits(x.st, in.resets[0], in.resets[1])
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
	if in.chosen != nil && !in.chosen(x) {
		return false, nil
	}
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

// holds evaluates an invariant instance on the state in x (it holds
// where its choose places are empty).
func (m *Machine) holds(in *instance, x *exec) (ok bool, err *RuntimeError) {
	if in.chosen != nil {
		m.bind(in, x)
		if !in.chosen(x) {
			return true, nil
		}
	}
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
	if isRealLeaf(lf) {
		return realString(lf, raw)
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
