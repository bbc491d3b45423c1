package mc

// This file implements breadth-first exploration: start states, firing
// every enabled rule instance of every state, counting, checking
// invariants, deadlock detection, limits, progress and violations.

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"runtime"
	"slices"
	"strings"
	"time"

	"paraverify/murphi/check"
	"paraverify/murphi/mc/sym"
	"paraverify/murphi/mc/vm"
	"paraverify/murphi/source"
)

// Options configure an exploration.
type Options struct {
	// Symmetric lists the types reduced by symmetry (scalarsets, and
	// subranges that SymmetricSubranges accepts). Empty: no reduction.
	Symmetric []check.Type
	// Fixed lists, per symmetric type, values that every permutation
	// fixes (a home node inside the node type: sem.SubrangeUse's
	// Distinguished values); the others are permuted. Values that are
	// not all first or all last among the type's values leave the type
	// unreduced (see Reduced).
	Fixed map[check.Type][]int64
	// ReduceAnyway reduces the Symmetric types also when a loop over one
	// of them may depend on the order of its values (see
	// sem.OrderDependentLoops): the exploration then reaches some state of
	// every orbit it reaches, but may miss orbits, which is good enough
	// for evidence and never for a verdict. Without it such a type is not
	// reduced (Result.Unreduced tells which and why).
	ReduceAnyway bool
	// MaxStates stops the search (inconclusive) after this many states; 0: no limit.
	MaxStates int
	// MaxMemory stops the search (inconclusive) when the Go heap exceeds
	// this many bytes; 0: no limit.
	MaxMemory uint64
	// Deadlock reports as violations the states from which no rule
	// instance leads to a different state (CMurphi's definition: none
	// enabled, or every enabled one leaves the state unchanged).
	Deadlock bool
	// Progress receives a progress line about every second; nil: silent.
	Progress io.Writer
	// Context cancels the search; nil: none.
	Context context.Context
	// Workers compute successors in parallel (the result is the same for
	// any number); 0 or 1: sequential.
	Workers int
	// WalkDepth, when positive, replaces the breadth-first search by
	// random walks of at most this many steps from the start states,
	// until MaxStates states are stored (MaxStates must be positive). The
	// result then always has a Limit: walks prove nothing complete.
	WalkDepth int
	// Seed seeds the random walks (the same seed, the same states).
	Seed uint64
	// Deepen, when positive, continues a breadth-first search that
	// MaxStates stopped with states left to expand by random walks of at
	// most DeepenDepth steps from stored states, until this many more
	// states are stored (see deepen). The result keeps the search's limit.
	Deepen int
	// DeepenDepth bounds the walks of Deepen (0: defaultDeepenDepth).
	DeepenDepth int

	// exhaustive canonicalizes by the minimum over the whole symmetry
	// group, signatures by signatures even for a small group (tests).
	exhaustive, signatures bool
}

// Violation is a property violation with the shortest trace to it.
type Violation struct {
	Kind  string     `json:"kind"` // "invariant", "error", "deadlock"
	Name  string     `json:"name"` // the invariant or rule instance
	Msg   string     `json:"message"`
	Pos   source.Pos `json:"-"`
	Trace []Step     `json:"trace"`

	limit bool // a limit of the checker, not a violation (see RuntimeError)
}

func (v *Violation) Error() string {
	if v.Pos.IsValid() {
		return v.Pos.String() + ": " + v.Msg
	}
	return v.Msg
}

// Step is one step of a trace: the start state or a rule firing, with the
// variables it set or changed.
type Step struct {
	Rule    string   `json:"rule"`
	Changes []Change `json:"changes"`
}

// MarshalJSON writes a step that changes nothing (a rule firing that
// leaves the state as it was) with "changes": [], not null.
func (s Step) MarshalJSON() ([]byte, error) {
	type plain Step
	if s.Changes == nil {
		s.Changes = []Change{}
	}
	return json.Marshal(plain(s))
}

// Result is the outcome of an exploration.
type Result struct {
	States     int
	RulesFired int64
	Violation  *Violation
	Limit      string // non-empty when a limit stopped the search
	Duration   time.Duration
	Words      int // words per stored state
	// Unreduced lists the types of Options.Symmetric left unreduced for
	// a loop that may depend on the order of their values; Inexact those
	// reduced all the same (Options.ReduceAnyway).
	Unreduced, Inexact []OrderLoop

	m       *Machine
	store   *store
	bfs     int // the states the breadth-first search stored (the rest: walks of Options.Deepen)
	sym     *sym.Symmetry
	reduced []check.Type
	workers int // Options.Workers, which the oracle's targeted search uses too
}

// Walked returns how many of the stored states random walks added after
// the breadth-first search (Options.Deepen).
func (r *Result) Walked() int { return r.States - r.bfs }

// Cut returns the limit that stopped the exploration before its own
// bounds (the memory limit, a cancelled context), "" when it completed or
// stopped at its state limit or its random walks' bounds.
func (r *Result) Cut() string {
	if r.Violation != nil || r.Limit == "" || strings.HasPrefix(r.Limit, "state limit of ") || strings.HasPrefix(r.Limit, "random walks") {
		return ""
	}
	return r.Limit
}

// Reduced lists the types the exploration reduced by symmetry: those of
// Options.Symmetric but a type whose fixed values are neither all first
// nor all last among its values, or that has fewer than two other values.
func (r *Result) Reduced() []check.Type { return r.reduced }

// Reducible reports whether a symmetric type whose permutations fix the
// given values (sorted) is reduced: the values come first or last and at
// least two others are left.
func Reducible(t check.Type, fixed []int64) bool {
	types, _ := windows([]check.Type{t}, map[check.Type][]int64{t: fixed})
	return len(types) == 1
}

// windows returns the types to reduce and the window of those with fixed
// values: the block of the other values.
func windows(types []check.Type, fixed map[check.Type][]int64) ([]check.Type, sym.Windows) {
	var out []check.Type
	win := sym.Windows{}
	for _, t := range types {
		f := fixed[t]
		if len(f) == 0 {
			out = append(out, t)
			continue
		}
		vals := check.Values(t)
		n := int64(len(vals))
		k := int64(len(f))
		if n-k < 2 {
			continue
		}
		prefix, suffix := true, true
		for i, v := range f {
			prefix = prefix && v == vals[i]
			suffix = suffix && v == vals[n-k+int64(i)]
		}
		switch {
		case prefix:
			win[t] = sym.Window{Lo: k, N: n - k}
		case suffix:
			win[t] = sym.Window{Lo: 0, N: n - k}
		default:
			continue
		}
		out = append(out, t)
	}
	return out, win
}

// withCleared adds to fixed the first value of every scalarset of types
// that a clear stores (the permutations must fix it; one that leaves fewer
// than two other values is not reduced). fixed itself is not changed.
func (m *Machine) withCleared(types []check.Type, fixed map[check.Type][]int64) map[check.Type][]int64 {
	out, cloned := fixed, false
	for _, t := range types {
		s, ok := t.(*check.ScalarsetType)
		if _, cleared := m.cleared[s]; !ok || !cleared || slices.Contains(fixed[t], 0) {
			continue
		}
		if !cloned {
			out, cloned = maps.Clone(fixed), true
			if out == nil {
				out = map[check.Type][]int64{}
			}
		}
		out[t] = append([]int64{0}, fixed[t]...)
	}
	return out
}

// inDeclarationOrder returns types ordered as the model declares them
// (those it does not name, an anonymous scalarset say, after them in the
// order given), without repeats.
func (m *Machine) inDeclarationOrder(types []check.Type) []check.Type {
	out := make([]check.Type, 0, len(types))
	for _, t := range types {
		if !slices.Contains(out, t) {
			out = append(out, t)
		}
	}
	rank := func(t check.Type) int {
		if i, ok := m.declared[t]; ok {
			return i
		}
		return len(m.declared)
	}
	slices.SortStableFunc(out, func(a, b check.Type) int { return rank(a) - rank(b) })
	return out
}

// Explore runs the breadth-first search.
func (m *Machine) Explore(opt Options) *Result {
	start := time.Now()
	w := m.vm.Lay.NWords
	res := &Result{m: m, Words: w, workers: opt.Workers}
	st := newStore(w)
	res.store = st
	var z *sym.Canonizer
	// Multisets are always reduced (CMurphi's multiset reduction holds
	// without symmetry reduction too).
	var symmetric []check.Type
	for _, t := range m.inDeclarationOrder(opt.Symmetric) {
		if pos, loop := m.orderDep[t]; loop && !opt.ReduceAnyway {
			res.Unreduced = append(res.Unreduced, OrderLoop{Type: t, Loop: pos})
			continue
		}
		symmetric = append(symmetric, t)
	}
	types, win := windows(symmetric, m.withCleared(symmetric, opt.Fixed))
	res.reduced = types
	for _, t := range types {
		if pos, loop := m.orderDep[t]; loop {
			res.Inexact = append(res.Inexact, OrderLoop{Type: t, Loop: pos})
		}
	}
	if len(types) > 0 || m.vm.Multisets {
		res.sym = sym.New(m.vm, types, win)
		// A group of a few permutations is cheaper to enumerate (the
		// orbit's minimum, leaf by leaf with early exits) than to
		// canonicalize by signatures; both keep one state per orbit.
		small := !m.vm.Multisets && !opt.signatures && sym.GroupSize(types, win) <= smallGroup
		if opt.exhaustive || small {
			res.sym.Enumerate()
		}
		z = res.sym.NewCanonizer()
	}
	x := m.vm.NewExec()
	canon := func() {
		if z != nil {
			z.Canon(x.St[:w])
		}
	}
	ctx := opt.Context
	if ctx == nil {
		ctx = context.Background()
	}
	// checkInv checks the invariants on the state in x; it returns a
	// violation for the state with the given index.
	checkInv := func(idx int) *Violation {
		for _, in := range m.vm.Invs {
			ok, err := m.vm.Holds(in, x)
			if err != nil {
				return res.errViolation(in, err, idx, -1)
			}
			if !ok {
				return res.violation("invariant", in.DisplayName(), fmt.Sprintf("invariant %q failed", in.DisplayName()), in.Fam.Pos, idx, -1)
			}
		}
		return nil
	}
	var mon *monitor
	finish := func() *Result {
		if v := res.Violation; v != nil && v.limit {
			// Not a property of the model: the search is inconclusive.
			res.Violation, res.Limit = nil, fmt.Sprintf("%s: %s (in %s)", v.Pos, v.Msg, v.Name)
		}
		if res.Violation == nil && opt.Deepen > 0 && opt.WalkDepth == 0 && res.bfs == 0 && stateLimited(opt, st, res.Limit) {
			res.bfs = st.n
			m.deepen(opt, res, x, mon, canon, checkInv)
		}
		if res.bfs == 0 {
			res.bfs = st.n
		}
		res.States = st.n
		res.Duration = time.Since(start)
		st.compact()
		return res
	}
	for si, in := range m.vm.Starts {
		for i := range x.St {
			x.St[i] = 0
		}
		if _, err := m.vm.Enabled(in, x); err != nil {
			res.Violation = res.errViolation(in, err, -1, si)
			return finish()
		}
		if err := m.vm.Run(in, x); err != nil {
			res.Violation = res.errViolation(in, err, -1, si)
			return finish()
		}
		canon()
		idx, isNew := st.insert(x.St[:w], noParent, uint32(si))
		if isNew {
			if v := checkInv(idx); v != nil {
				res.Violation = v
				return finish()
			}
		}
	}
	mon = &monitor{opt: opt, ctx: ctx, st: st, start: start, last: start}
	if opt.WalkDepth > 0 {
		if opt.MaxStates <= 0 {
			res.Limit = "random walks need a state limit"
			return finish()
		}
		return m.walk(opt, res, x, mon, canon, checkInv, finish)
	}
	if opt.Workers > 1 {
		return m.exploreParallel(opt, res, x, mon, checkInv, finish)
	}
	var cands, pcands []int32
	for head := 0; head < st.n; head++ {
		if head&0x3fff == 0 {
			if res.Limit = mon.tick(head); res.Limit != "" {
				return finish()
			}
		}
		cur := st.state(head)
		copy(x.St[:w], cur)
		enabled := 0
		moved := false // some firing changed the state (CMurphi's deadlock test)
		// Guards do not change the state (functions have no side effects on
		// it), so the state is reloaded only after a rule fired.
		for _, c := range m.vm.Candidates(cur, x, &cands, &pcands) {
			ri, in := int(c>>1), m.vm.Rules[c>>1]
			ok, err := m.vm.EnabledAs(in, c, x)
			if err != nil {
				res.Violation = m.ruleError(res, in, err, head, false)
				return finish()
			}
			if !ok {
				continue
			}
			enabled++
			if err := m.vm.Run(in, x); err != nil {
				res.Violation = m.ruleError(res, in, err, head, true)
				return finish()
			}
			// As CMurphi and Rumur, a firing that fails with an error is
			// not counted.
			res.RulesFired++
			if !moved && !slices.Equal(x.St[:w], cur) {
				moved = true
			}
			canon()
			idx, isNew := st.insert(x.St[:w], uint32(head), uint32(ri))
			cur = st.state(head) // the arena may have moved
			if isNew {
				if res.Violation = checkInv(idx); res.Violation != nil {
					return finish()
				}
				if res.Limit = stateLimit(opt, st, head); res.Limit != "" {
					return finish()
				}
			}
			copy(x.St[:w], cur)
		}
		if !moved && opt.Deadlock {
			res.Violation = deadlock(res, enabled, head)
			return finish()
		}
	}
	if opt.Progress != nil {
		fmt.Fprint(opt.Progress, "\r\033[K")
	}
	return finish()
}

// smallGroup is the largest symmetry group that Explore enumerates
// rather than canonicalizing by signatures.
const smallGroup = 6

// batchStates is how many queued states one parallel step expands.
const batchStates = 4096

// exploreParallel continues Explore after the start states: batches of
// queued states are expanded by opt.Workers workers, and their successors
// inserted, checked and counted here in the sequential search's order.
func (m *Machine) exploreParallel(opt Options, res *Result, x *vm.Exec, mon *monitor, checkInv func(int) *Violation, finish func() *Result) *Result {
	st, w := res.store, m.vm.Lay.NWords
	// Two sets of workers take turns: while the caller inserts the
	// successors of one batch, the other set expands the next batch of
	// queued states, when the queue holds one.
	sets := [2]*expander{m.newExpander(res.sym, opt.Workers), m.newExpander(res.sym, opt.Workers)}
	e := sets[0]
	lo, hi := 0, min(st.n, batchStates)
	e.start(st.arena, lo, hi)()
	e.drop(st)
	// insert inserts, checks and counts the successors e found; it
	// reports whether the search stops.
	insert := func(e *expander) bool {
		for j, wk := range e.workers {
			for k, ex := range wk.out {
				h := e.starts[j] + k
				for s := ex.first; s < ex.first+ex.n; s++ {
					next, full, ri, dropped := wk.succ(s, w)
					res.RulesFired += int64(dropped) + 1
					idx, isNew := st.insertHashed(next, full, uint32(h), uint32(ri))
					if isNew {
						copy(x.St[:w], next) // the invariants are evaluated on x
						if res.Violation = checkInv(idx); res.Violation != nil {
							return true
						}
						if res.Limit = stateLimit(opt, st, h); res.Limit != "" {
							return true
						}
					}
				}
				res.RulesFired += int64(ex.known)
				if ex.errRule >= 0 {
					res.Violation = m.ruleError(res, m.vm.Rules[ex.errRule], ex.err, h, ex.errRun)
					return true
				}
				if !ex.moved && opt.Deadlock {
					res.Violation = deadlock(res, ex.enabled, h)
					return true
				}
			}
		}
		return false
	}
	for lo < hi {
		if res.Limit = mon.tick(lo); res.Limit != "" {
			return finish()
		}
		next := sets[0]
		if e == next {
			next = sets[1]
		}
		nlo, nhi := hi, min(st.n, hi+batchStates)
		wait := func() {}
		if nhi > nlo {
			wait = next.start(st.arena, nlo, nhi)
		}
		stop := insert(e)
		wait()
		if stop {
			return finish()
		}
		if nhi == nlo { // the queue was empty: expand what the batch added
			if nhi = min(st.n, nlo+batchStates); nhi > nlo {
				next.start(st.arena, nlo, nhi)()
			}
		}
		if nhi > nlo {
			next.drop(st)
		}
		e, lo, hi = next, nlo, nhi
	}
	if opt.Progress != nil {
		fmt.Fprint(opt.Progress, "\r\033[K")
	}
	return finish()
}

// monitor applies the cancellation and memory limits and prints the
// progress line during a search.
type monitor struct {
	opt         Options
	ctx         context.Context
	st          *store
	start, last time.Time
	ms          runtime.MemStats
}

// tick is called now and then with the queue head; it returns a limit
// message when the search must stop.
func (mo *monitor) tick(head int) string {
	if err := mo.ctx.Err(); err != nil {
		return "cancelled"
	}
	if mo.opt.MaxMemory > 0 {
		if _, over := OverMemory(mo.opt.MaxMemory); over {
			return fmt.Sprintf("memory limit of %d MiB reached", mo.opt.MaxMemory>>20)
		}
	}
	if mo.opt.Progress != nil && time.Since(mo.last) > time.Second {
		mo.last = time.Now()
		runtime.ReadMemStats(&mo.ms)
		el := time.Since(mo.start).Seconds()
		fmt.Fprintf(mo.opt.Progress, "\r%d states, %d queued, %.0f states/s, %d MiB   ",
			mo.st.n, mo.st.n-head, float64(mo.st.n)/el, mo.ms.HeapAlloc>>20)
	}
	return ""
}

// stateLimited reports whether limit is the one stateLimit gives: the
// search stopped at MaxStates with states left to expand.
func stateLimited(opt Options, st *store, limit string) bool {
	return opt.MaxStates > 0 && st.n >= opt.MaxStates && limit == fmt.Sprintf("state limit of %d reached", opt.MaxStates)
}

// stateLimit returns the message for --max-states once the store is full
// and states remain to expand after head, "" otherwise.
func stateLimit(opt Options, st *store, head int) string {
	if opt.MaxStates > 0 && st.n >= opt.MaxStates && head+1 < st.n {
		return fmt.Sprintf("state limit of %d reached", opt.MaxStates)
	}
	return ""
}

// errViolation is the violation for a runtime error of instance in (see
// violation for idx and start).
func (r *Result) errViolation(in *vm.Instance, err *RuntimeError, idx, start int) *Violation {
	if err.Limit {
		return &Violation{Kind: "error", Name: in.DisplayName(), Msg: err.Msg, Pos: err.Pos, limit: true}
	}
	return r.violation("error", in.DisplayName(), err.Msg, err.Pos, idx, start)
}

// ruleError is the violation for a rule instance that failed on state head,
// in its guard or (firing) in its action; the trace ends with it.
func (m *Machine) ruleError(res *Result, in *vm.Instance, err *RuntimeError, head int, firing bool) *Violation {
	v := res.errViolation(in, err, head, -1)
	if v.limit {
		return v
	}
	if firing {
		v.Trace = append(v.Trace, m.errorStep(res, in, head))
	} else {
		v.Trace = append(v.Trace, Step{Rule: in.DisplayName()})
	}
	return v
}

// deadlock is CMurphi's deadlock on state head: no firing leads to another
// state (Rumur's "stuttering" mode). The comparison is with the state
// before canonicalization, as in CMurphi.
func deadlock(res *Result, enabled, head int) *Violation {
	msg := "deadlock: no rule is enabled"
	if enabled > 0 {
		msg = "deadlock: every enabled rule leaves the state unchanged"
	}
	return res.violation("deadlock", "", msg, source.Pos{}, head, -1)
}
