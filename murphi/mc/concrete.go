package mc

// This file exposes single steps of the machine on concrete states, for
// tests that compare other semantics of the model (the proof generator's)
// with the checker's.

import (
	"fmt"

	"paraverify/murphi/check"
	"paraverify/murphi/mc/vm"
)

// Leaf is one simple component of the global state.
type Leaf struct {
	Name string // e.g. Sta.Proc[1].CacheState, indices printed as Murphi prints them
	Type check.Type
}

// Leaves returns the simple components of the global state, in layout
// order. A concrete state is a []int64 in that order, each entry a value in
// the project's encoding or Undefined.
func (m *Machine) Leaves() []Leaf {
	out := make([]Leaf, m.vm.Lay.NGlobal)
	for i := range out {
		out[i] = Leaf{Name: m.vm.Lay.Leaves[i].Name, Type: m.vm.Lay.Leaves[i].Type}
	}
	return out
}

// Undefined is the value of an undefined leaf in a concrete state.
const Undefined = int64(-1 << 62)

func (m *Machine) load(st []int64, x *vm.Exec) {
	for i, v := range st {
		lf := &m.vm.Lay.Leaves[i]
		raw := uint64(0)
		if v != Undefined {
			raw = uint64(v-lf.Lo) + 1
		}
		lf.Set(x.St, raw)
	}
}

func (m *Machine) store(x *vm.Exec) []int64 {
	out := make([]int64, m.vm.Lay.NGlobal)
	for i := range out {
		lf := &m.vm.Lay.Leaves[i]
		raw := lf.Get(x.St)
		if raw == 0 {
			out[i] = Undefined
		} else {
			out[i] = int64(raw) - 1 + lf.Lo
		}
	}
	return out
}

func (m *Machine) instanceOf(list []*vm.Instance, fam *check.RuleFamily, args []int64) (*vm.Instance, error) {
	for _, in := range list {
		if in.Fam != fam || len(in.Params) != len(args) {
			continue
		}
		same := true
		for i := range args {
			same = same && in.Params[i] == args[i]
		}
		if same {
			return in, nil
		}
	}
	return nil, fmt.Errorf("no instance of %s with arguments %v", fam.Display, args)
}

// Fire evaluates the guard of the rule instance (fam with args, in the
// project's encoding) on st and, when it holds, runs the action. It
// returns the successor and whether the guard held; a runtime error (e.g.
// reading an undefined value) is returned as err.
func (m *Machine) Fire(fam *check.RuleFamily, args []int64, st []int64) (next []int64, enabled bool, err error) {
	in, err := m.instanceOf(m.vm.Rules, fam, args)
	if err != nil {
		return nil, false, err
	}
	x := m.vm.NewExec()
	m.load(st, x)
	ok, rerr := m.vm.Enabled(in, x)
	if rerr != nil {
		return nil, false, rerr
	}
	if !ok {
		return nil, false, nil
	}
	if rerr := m.vm.Run(in, x); rerr != nil {
		return nil, true, rerr
	}
	return m.store(x), true, nil
}

// Start runs the startstate instance fam(args) from the all-undefined
// state.
func (m *Machine) Start(fam *check.RuleFamily, args []int64) ([]int64, error) {
	in, err := m.instanceOf(m.vm.Starts, fam, args)
	if err != nil {
		return nil, err
	}
	x := m.vm.NewExec()
	m.vm.Bind(in, x)
	if rerr := m.vm.Run(in, x); rerr != nil {
		return nil, rerr
	}
	return m.store(x), nil
}
