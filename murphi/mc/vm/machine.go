package vm

// This file implements the compiled machine: the layout of the state, the
// rule, startstate and invariant instances, and firing one instance.

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"paraverify/murphi/check"
)

// Instance is one rule, startstate or invariant with concrete parameters.
type Instance struct {
	Fam    *check.RuleFamily
	Params []int64
	Slots  []int // the Vars slots of the parameters
	Setup  func(x *Exec)
	Guard  EvalFn // nil: always enabled
	Body   StmtFn
	Resets [2]int     // the bits [lo, hi) of the locals, undefined before each run
	Keys   []GuardKey // the guard's leading indexed conjuncts, when Sel is SelKeyed
	Sel    Selection
	Rest   []EvalFn // the guard's conjuncts after Keys, when Sel is SelKeyed
	Prio   int64    // CMurphi's rule priority (0 by default; see Machine.Candidates)
	// Chosen reports whether the places of the instance's choose
	// parameters hold elements (nil: no choose parameter); it is checked
	// before the guard.
	Chosen func(x *Exec) bool
}

// Name returns the family name with its parameter values, e.g.
// `Store(i:=NODE_1, d:=DATA_2)`.
func (in *Instance) Name() string { return in.name(check.FormatValue) }

// DisplayName is Name as traces show it: values of a union read as a
// subrange named as the union's (check.DisplayValue).
func (in *Instance) DisplayName() string { return in.name(check.DisplayValue) }

func (in *Instance) name(format func(check.Type, int64) string) string {
	if len(in.Params) == 0 {
		return in.Fam.Display
	}
	var ps []string
	for i, p := range in.Fam.Params {
		ps = append(ps, p.Name+":="+format(p.Type, in.Params[i]))
	}
	return in.Fam.Display + "(" + strings.Join(ps, ", ") + ")"
}

// Machine is a compiled model, ready to explore.
type Machine struct {
	Model      *check.Model
	Lay        *Layout
	GlobalBase []int // per variable of Model: its first leaf
	Rules      []*Instance
	Starts     []*Instance
	Invs       []*Instance
	Index      *RuleIndex // selects the rule instances worth evaluating
	// Multisets tells a state with multisets (reduced by symmetry always)
	Multisets bool
	// Prio tells rules with different priorities (see Candidates)
	Prio bool
	// NVars, NRefs and NRec size an execution context: its Vars and Refs
	// slots and its recursive procedures.
	NVars, NRefs, NRec int
}

// Candidates returns the rule instances worth evaluating on state st (in
// x). With rule priorities, as CMurphi: only the enabled instances of the
// least priority among the enabled ones fire (rule 10 before rule 20; a
// rule without a priority has 0); their guards are evaluated here and
// again by the caller. A guard that fails is returned alone, for the
// caller to report. buf and pbuf are scratch space.
func (m *Machine) Candidates(st []uint64, x *Exec, buf, pbuf *[]int32) []int32 {
	*buf = m.Index.Candidates(st, *buf, x.marks)
	if !m.Prio {
		return *buf
	}
	out := (*pbuf)[:0]
	minp := int64(math.MaxInt64)
	for _, c := range *buf {
		in := m.Rules[c>>1]
		ok, err := m.EnabledAs(in, c, x)
		if err != nil {
			*pbuf = append(out[:0], c)
			return *pbuf
		}
		if ok {
			out = append(out, c)
			minp = min(minp, in.Prio)
		}
	}
	k := 0
	for _, c := range out {
		if m.Rules[c>>1].Prio == minp {
			out[k] = c
			k++
		}
	}
	*pbuf = out[:k]
	return *pbuf
}

// NewExec returns an execution context for the machine.
func (m *Machine) NewExec() *Exec {
	n := len(m.Lay.Leaves)
	r := m.NRec
	return &Exec{
		St:     make([]uint64, m.Lay.TotalWords()),
		Vars:   make([]int64, m.NVars),
		Refs:   make([]int, m.NRefs),
		Leaves: m.Lay.Leaves[:n:n],
		FP:     make([]int, r),
		frames: make([][]int, r),
		depth:  make([]int, r),
		marks:  make([]uint64, m.Index.MarkWords()),
	}
}

// Bind prepares x for running instance in: parameters, locals, aliases.
func (m *Machine) Bind(in *Instance, x *Exec) {
	x.resetCalls()
	for i, k := range in.Slots {
		x.Vars[k] = in.Params[i]
	}
	ClearBits(x.St, in.Resets[0], in.Resets[1])
	in.Setup(x)
}

// Enabled evaluates the guard of in on the state in x.
func (m *Machine) Enabled(in *Instance, x *Exec) (ok bool, err *RuntimeError) {
	return m.EnabledAs(in, 1, x)
}

// EnabledAs is Enabled for a rule instance selected by the index as
// candidate c (see RuleIndex.Candidates): when its keys are known to hold,
// only the rest of its guard is evaluated, which short-circuit evaluation
// of the whole guard would do next.
func (m *Machine) EnabledAs(in *Instance, c int32, x *Exec) (ok bool, err *RuntimeError) {
	defer func() {
		if r := recover(); r != nil {
			re, isRE := r.(*RuntimeError)
			if !isRE {
				panic(r)
			}
			ok, err = false, re
		}
	}()
	m.Bind(in, x)
	if in.Chosen != nil && !in.Chosen(x) {
		return false, nil
	}
	if c&1 == 1 || in.Sel != SelKeyed {
		return in.Guard == nil || in.Guard(x) != 0, nil
	}
	for _, f := range in.Rest {
		if f(x) == 0 {
			return false, nil
		}
	}
	return true, nil
}

// Run executes the body of in on the state in x (already bound).
func (m *Machine) Run(in *Instance, x *Exec) (err *RuntimeError) {
	defer func() {
		if r := recover(); r != nil {
			re, isRE := r.(*RuntimeError)
			if !isRE {
				panic(r)
			}
			err = re
		}
	}()
	in.Body(x)
	return nil
}

// Holds evaluates an invariant instance on the state in x (it holds
// where its choose places are empty).
func (m *Machine) Holds(in *Instance, x *Exec) (ok bool, err *RuntimeError) {
	if in.Chosen != nil {
		m.Bind(in, x)
		if !in.Chosen(x) {
			return true, nil
		}
	}
	return m.Enabled(in, x)
}

// Describe renders the global variables that differ between two states, as
// traces show them (Leaf.Display, check.DisplayValue).
func (m *Machine) Describe(before, after []uint64) []Change {
	var out []Change
	for i := 0; i < m.Lay.NGlobal; i++ {
		lf := &m.Lay.Leaves[i]
		var a uint64
		if before != nil {
			a = lf.Get(before)
		}
		b := lf.Get(after)
		if a != b || before == nil {
			out = append(out, Change{Var: lf.Display, Old: m.displayString(lf, a, before == nil), New: m.displayString(lf, b, false)})
		}
	}
	return out
}

// displayString is RawString as traces show it (check.DisplayValue).
func (m *Machine) displayString(lf *Leaf, raw uint64, none bool) string {
	if none || raw == 0 || isRealLeaf(lf) {
		return m.RawString(lf, raw, none)
	}
	return check.DisplayValue(lf.Type, int64(raw)-1+lf.Lo)
}

// RawString prints the raw value raw of lf as Murphi would ("" when none).
func (m *Machine) RawString(lf *Leaf, raw uint64, none bool) string {
	if none {
		return ""
	}
	if raw == 0 {
		return "undefined"
	}
	if isRealLeaf(lf) {
		return realString(lf, raw)
	}
	return check.FormatValue(lf.Type, int64(raw)-1+lf.Lo)
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

// StepTo finds a rule instance whose successor of state cur has, in the
// form canon gives (nil: as it is), the state want: first, when not nil,
// then every rule instance in order. It returns the instance and the
// real successor (a copy), or false when none fires to want. Traces
// replay a path of canonical states as real steps with it.
func (m *Machine) StepTo(x *Exec, cur, want []uint64, first *Instance, canon func([]uint64)) (*Instance, []uint64, bool) {
	w := m.Lay.NWords
	next := make([]uint64, w)
	try := m.Rules
	if first != nil {
		try = append([]*Instance{first}, m.Rules...)
	}
	for _, in := range try {
		copy(x.St[:w], cur)
		if ok, err := m.Enabled(in, x); err != nil || !ok || m.Run(in, x) != nil {
			continue
		}
		copy(next, x.St[:w])
		if canon != nil {
			canon(next)
		}
		if slices.Equal(next, want) {
			return in, append([]uint64(nil), x.St[:w]...), true
		}
	}
	return nil, nil, false
}
