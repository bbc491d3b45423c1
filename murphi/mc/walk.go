package mc

// This file implements random walks, an alternative to the breadth-first
// search for instances too large to explore: walks from the start states
// fire one enabled rule instance chosen at random per step, and every
// state they reach is stored as the search stores it (with its parent, so
// a violation gets a trace). Walks reach deep states that a breadth-first
// prefix of the same size never sees; they never prove anything complete,
// so the result always carries a limit.

import (
	"fmt"
	"math/rand/v2"

	"paraverify/murphi/mc/vm"
)

// walk continues Explore after the start states with random walks of at
// most opt.WalkDepth steps until opt.MaxStates states are stored or the
// walks stop finding new ones.
func (m *Machine) walk(opt Options, res *Result, x *vm.Exec, mon *monitor, canon func(), checkInv func(int) *Violation, finish func() *Result) *Result {
	st, w := res.store, m.vm.Lay.NWords
	rng := rand.New(rand.NewPCG(opt.Seed, 0x9E3779B97F4A7C15))
	starts := st.n
	// Walks that keep landing on stored states stop after this many steps
	// without a new one.
	stale, maxStale := 0, 100*opt.WalkDepth+100_000
	var cands, pcands, enabled []int32
	for steps := 0; ; {
		cur := rng.IntN(starts)
		for d := 0; d < opt.WalkDepth; d++ {
			if steps++; steps&0xfff == 0 {
				if res.Limit = mon.tick(st.n); res.Limit != "" {
					return finish()
				}
			}
			state := st.state(cur)
			copy(x.St[:w], state)
			enabled = enabled[:0]
			for _, c := range m.vm.Candidates(state, x, &cands, &pcands) {
				r := c >> 1
				ok, err := m.vm.EnabledAs(m.vm.Rules[r], c, x)
				if err != nil {
					res.Violation = m.ruleError(res, m.vm.Rules[r], err, cur, false)
					return finish()
				}
				if ok {
					enabled = append(enabled, r)
				}
			}
			if len(enabled) == 0 {
				break
			}
			r := enabled[rng.IntN(len(enabled))]
			in := m.vm.Rules[r]
			m.vm.Bind(in, x)
			if err := m.vm.Run(in, x); err != nil {
				res.Violation = m.ruleError(res, in, err, cur, true)
				return finish()
			}
			res.RulesFired++
			canon()
			idx, isNew := st.insert(x.St[:w], uint32(cur), uint32(r))
			cur = idx
			if !isNew {
				if stale++; stale > maxStale {
					res.Limit = fmt.Sprintf("random walks found no new state in %d steps", maxStale)
					return finish()
				}
				continue
			}
			stale = 0
			if res.Violation = checkInv(idx); res.Violation != nil {
				return finish()
			}
			if st.n >= opt.MaxStates {
				res.Limit = fmt.Sprintf("random walks stored %d states", st.n)
				return finish()
			}
		}
	}
}
