package mc

// This file implements counterexample traces. The store keeps canonical
// states with parent links; a trace replays the path from a real start
// state, choosing at each step a rule instance whose successor has the
// recorded canonical form, so that every step shown is a real transition.

import (
	"fmt"

	"paraverify/murphi/mc/vm"
	"paraverify/murphi/source"
)

// path returns the state indices from a start state to idx.
func (r *Result) path(idx int) []int {
	var p []int
	for i := idx; ; {
		p = append(p, i)
		par := r.store.parent[i]
		if par == noParent {
			break
		}
		i = int(par)
	}
	for i, j := 0, len(p)-1; i < j; i, j = i+1, j-1 {
		p[i], p[j] = p[j], p[i]
	}
	return p
}

// canonOf returns the canonical form of the global part of st.
func (r *Result) canonOf(st []uint64) []uint64 {
	w := r.store.w
	out := append([]uint64(nil), st[:w]...)
	if r.sym != nil {
		r.sym.NewCanonizer().Canon(out)
	}
	return out
}

// replay rebuilds the real states along the path to idx and the steps
// that lead there; it returns the steps and the last real state.
func (r *Result) replay(idx int) ([]Step, []uint64) {
	start, ins, states := r.realPath(idx)
	steps := []Step{{Rule: "startstate " + start.DisplayName(), Changes: r.m.vm.Describe(nil, states[0])}}
	for k, in := range ins {
		steps = append(steps, Step{Rule: in.DisplayName(), Changes: r.m.vm.Describe(states[k], states[k+1])})
	}
	if len(ins) < len(r.path(idx))-1 { // cannot happen: the state was reached from its parent
		steps = append(steps, Step{Rule: "(step not reproducible)"})
	}
	return steps, states[len(states)-1]
}

// realPath rebuilds the real (not canonical) path to stored state idx:
// the start state instance, the rule instances fired and the states
// (one more than the instances).
func (r *Result) realPath(idx int) (*vm.Instance, []*vm.Instance, [][]uint64) {
	m, w := r.m, r.store.w
	x := m.vm.NewExec()
	p := r.path(idx)
	si := m.vm.Starts[r.store.via[p[0]]]
	// Any start instance whose state has the recorded canonical form.
	var cur []uint64
	for _, cand := range append([]*vm.Instance{si}, m.vm.Starts...) {
		for i := range x.St {
			x.St[i] = 0
		}
		if _, err := m.vm.Enabled(cand, x); err != nil {
			continue
		}
		if m.vm.Run(cand, x) != nil {
			continue
		}
		if equalWords(r.canonOf(x.St), r.store.state(p[0])) {
			si, cur = cand, append([]uint64(nil), x.St[:w]...)
			break
		}
	}
	states := [][]uint64{cur}
	var ins []*vm.Instance
	var canon func([]uint64)
	if r.sym != nil {
		canon = r.sym.NewCanonizer().Canon
	}
	for _, next := range p[1:] {
		in, succ, found := m.vm.StepTo(x, cur, r.store.state(next), m.vm.Rules[r.store.via[next]], canon)
		if !found {
			break
		}
		cur = succ
		ins, states = append(ins, in), append(states, cur)
	}
	return si, ins, states
}

// violation builds a violation at state idx (idx < 0: while running start
// state number start).
func (r *Result) violation(kind, name, msg string, pos source.Pos, idx, start int) *Violation {
	v := &Violation{Kind: kind, Name: name, Msg: msg, Pos: pos}
	if idx < 0 {
		v.Trace = []Step{{Rule: "startstate " + r.m.vm.Starts[start].DisplayName()}}
		return v
	}
	var last []uint64
	v.Trace, last = r.replay(idx)
	if kind == "invariant" && r.sym != nil {
		// Name the instance that fails in the real (not canonical) state.
		x := r.m.vm.NewExec()
		for _, in := range r.m.vm.Invs {
			copy(x.St, last)
			if ok, err := r.m.vm.Holds(in, x); err == nil && !ok {
				v.Name, v.Pos = in.DisplayName(), in.Fam.Pos
				v.Msg = fmt.Sprintf("invariant %q failed", in.DisplayName())
				break
			}
		}
	}
	return v
}

// errorStep names the rule instance that fails in the real last state of
// the trace to head (under symmetry it may differ from in by a
// permutation of its parameters).
func (m *Machine) errorStep(r *Result, in *vm.Instance, head int) Step {
	_, cur := r.replay(head)
	x := m.vm.NewExec()
	w := r.store.w
	for _, cand := range append([]*vm.Instance{in}, m.vm.Rules...) {
		copy(x.St[:w], cur)
		ok, err := m.vm.Enabled(cand, x)
		if err != nil || !ok {
			continue
		}
		if m.vm.Run(cand, x) != nil {
			return Step{Rule: cand.DisplayName(), Changes: m.vm.Describe(cur, x.St[:w])}
		}
	}
	return Step{Rule: in.DisplayName()}
}

// PathViolation builds the violation met first along a real path (the
// start state instance, the rule instances fired and the states, one more
// than the instances; see oracle.Oracle.FoundPath): the first state in
// which an invariant instance is false, with the path to it as the
// trace. It returns nil when every invariant holds in every state of the
// path (or one cannot be evaluated there).
func (m *Machine) PathViolation(start *vm.Instance, ins []*vm.Instance, states [][]uint64) *Violation {
	if start == nil || len(states) != len(ins)+1 {
		return nil
	}
	x := m.vm.NewExec()
	for k, st := range states {
		for _, in := range m.vm.Invs {
			copy(x.St, st)
			if ok, err := m.vm.Holds(in, x); err != nil || ok {
				continue
			}
			steps := []Step{{Rule: "startstate " + start.DisplayName(), Changes: m.vm.Describe(nil, states[0])}}
			for j := range k {
				steps = append(steps, Step{Rule: ins[j].DisplayName(), Changes: m.vm.Describe(states[j], states[j+1])})
			}
			return &Violation{Kind: "invariant", Name: in.DisplayName(), Msg: fmt.Sprintf("invariant %q failed", in.DisplayName()), Pos: in.Fam.Pos, Trace: steps}
		}
	}
	return nil
}
