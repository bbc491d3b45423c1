package mc

// This file implements counterexample traces. The store keeps canonical
// states with parent links; a trace replays the path from a real start
// state, choosing at each step a rule instance whose successor has the
// recorded canonical form, so that every step shown is a real transition.

import (
	"fmt"

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
		r.sym.newCanonizer().canon(out)
	}
	return out
}

// replay rebuilds the real states along the path to idx and the steps
// that lead there; it returns the steps and the last real state.
func (r *Result) replay(idx int) ([]Step, []uint64) {
	start, ins, states := r.realPath(idx)
	steps := []Step{{Rule: "startstate " + start.Name(), Changes: r.m.describe(nil, states[0])}}
	for k, in := range ins {
		steps = append(steps, Step{Rule: in.Name(), Changes: r.m.describe(states[k], states[k+1])})
	}
	if len(ins) < len(r.path(idx))-1 { // cannot happen: the state was reached from its parent
		steps = append(steps, Step{Rule: "(step not reproducible)"})
	}
	return steps, states[len(states)-1]
}

// realPath rebuilds the real (not canonical) path to stored state idx:
// the start state instance, the rule instances fired and the states
// (one more than the instances).
func (r *Result) realPath(idx int) (*instance, []*instance, [][]uint64) {
	m, w := r.m, r.store.w
	x := m.newExec()
	p := r.path(idx)
	si := m.starts[r.store.via[p[0]]]
	// Any start instance whose state has the recorded canonical form.
	var cur []uint64
	for _, cand := range append([]*instance{si}, m.starts...) {
		for i := range x.st {
			x.st[i] = 0
		}
		if _, err := m.enabled(cand, x); err != nil {
			continue
		}
		if m.run(cand, x) != nil {
			continue
		}
		if equalWords(r.canonOf(x.st), r.store.state(p[0])) {
			si, cur = cand, append([]uint64(nil), x.st[:w]...)
			break
		}
	}
	states := [][]uint64{cur}
	var ins []*instance
	for _, next := range p[1:] {
		want := r.store.state(next)
		first := m.rules[r.store.via[next]]
		found := false
		for _, in := range append([]*instance{first}, m.rules...) {
			copy(x.st[:w], cur)
			ok, err := m.enabled(in, x)
			if err != nil || !ok || m.run(in, x) != nil {
				continue
			}
			if equalWords(r.canonOf(x.st), want) {
				cur = append([]uint64(nil), x.st[:w]...)
				ins, states = append(ins, in), append(states, cur)
				found = true
				break
			}
		}
		if !found {
			break
		}
	}
	return si, ins, states
}

// violation builds a violation at state idx (idx < 0: while running start
// state number start).
func (r *Result) violation(kind, name, msg string, pos source.Pos, idx, start int) *Violation {
	v := &Violation{Kind: kind, Name: name, Msg: msg, Pos: pos}
	if idx < 0 {
		v.Trace = []Step{{Rule: "startstate " + r.m.starts[start].Name()}}
		return v
	}
	var last []uint64
	v.Trace, last = r.replay(idx)
	if kind == "invariant" && r.sym != nil {
		// Name the instance that fails in the real (not canonical) state.
		x := r.m.newExec()
		for _, in := range r.m.invs {
			copy(x.st, last)
			if ok, err := r.m.holds(in, x); err == nil && !ok {
				v.Name, v.Pos = in.Name(), in.fam.Pos
				v.Msg = fmt.Sprintf("invariant %q failed", in.Name())
				break
			}
		}
	}
	return v
}

// errorStep names the rule instance that fails in the real last state of
// the trace to head (under symmetry it may differ from in by a
// permutation of its parameters).
func (m *Machine) errorStep(r *Result, in *instance, head int) Step {
	_, cur := r.replay(head)
	x := m.newExec()
	w := r.store.w
	for _, cand := range append([]*instance{in}, m.rules...) {
		copy(x.st[:w], cur)
		ok, err := m.enabled(cand, x)
		if err != nil || !ok {
			continue
		}
		if m.run(cand, x) != nil {
			return Step{Rule: cand.Name(), Changes: m.describe(cur, x.st[:w])}
		}
	}
	return Step{Rule: in.Name()}
}
