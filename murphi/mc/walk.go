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
	"strings"

	"paraverify/murphi/mc/vm"
)

// walk continues Explore after the start states with random walks of at
// most opt.WalkDepth steps until opt.MaxStates states are stored or the
// walks stop finding new ones.
func (m *Machine) walk(opt Options, res *Result, x *vm.Exec, mon *monitor, canon func(), checkInv func(int) *Violation, finish func() *Result) *Result {
	if limit, stop := m.walks(res, x, mon, canon, checkInv, opt.WalkDepth, opt.MaxStates, 0, opt.Seed); stop {
		res.Limit = limit
	}
	return finish()
}

// defaultDeepenDepth bounds the walks of Options.Deepen: deep enough for
// the transactions of a directory protocol with several nodes and
// addresses to interleave (German 2004's states that refute candidates
// lie 100 to 250 steps from the start).
const defaultDeepenDepth = 500

// deepenSteps bounds the steps of the walks of Options.Deepen per state
// asked for: where most steps land on stored states (the prefix covers
// most of what the walks reach), they stop with fewer states.
const deepenSteps = 16

// deepen continues a breadth-first search that stopped at its state limit
// with random walks from its stored states (most of them in its last
// levels), until opt.Deepen more states are stored. A prefix of the
// reachable states misses what lies deeper than its last level; the walks
// add such states (reachable, with their paths) for the same cost per
// state. The search's limit stays the result's limit unless the walks
// stop at another one (cancellation, memory) or at a violation.
func (m *Machine) deepen(opt Options, res *Result, x *vm.Exec, mon *monitor, canon func(), checkInv func(int) *Violation) {
	depth := opt.DeepenDepth
	if depth <= 0 {
		depth = defaultDeepenDepth
	}
	limit, stop := m.walks(res, x, mon, canon, checkInv, depth, res.store.n+opt.Deepen, deepenSteps*opt.Deepen, opt.Seed+1)
	if stop && res.Violation == nil && !strings.HasPrefix(limit, "random walks") {
		res.Limit = limit
	}
}

// walks stores the states of random walks of at most depth steps, each
// from a stored state taken at random among those stored before the
// first walk, until maxStates states are stored, maxSteps steps are taken
// (0: no bound), a violation is found (in res.Violation) or a limit of
// mon stops them (stop, with the reason).
func (m *Machine) walks(res *Result, x *vm.Exec, mon *monitor, canon func(), checkInv func(int) *Violation, depth, maxStates, maxSteps int, seed uint64) (reason string, stop bool) {
	st, w := res.store, m.vm.Lay.NWords
	rng := rand.New(rand.NewPCG(seed, 0x9E3779B97F4A7C15))
	starts := st.n
	// Walks that keep landing on stored states stop after this many steps
	// without a new one.
	stale, maxStale := 0, 100*depth+100_000
	var cands, pcands, enabled []int32
	for steps := 0; ; {
		cur := rng.IntN(starts)
		for d := 0; d < depth; d++ {
			if maxSteps > 0 && steps >= maxSteps {
				return fmt.Sprintf("random walks took %d steps", steps), true
			}
			if steps++; steps&0xfff == 0 {
				if limit := mon.tick(st.n); limit != "" {
					return limit, true
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
					return "", true
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
				return "", true
			}
			res.RulesFired++
			canon()
			idx, isNew := st.insert(x.St[:w], uint32(cur), uint32(r))
			cur = idx
			if !isNew {
				if stale++; stale > maxStale {
					return fmt.Sprintf("random walks found no new state in %d steps", maxStale), true
				}
				continue
			}
			stale = 0
			if res.Violation = checkInv(idx); res.Violation != nil {
				return "", true
			}
			if st.n >= maxStates {
				return fmt.Sprintf("random walks stored %d states", st.n), true
			}
		}
	}
}
