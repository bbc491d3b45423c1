package mc

// This file implements the parallel part of exploration: the successors
// of a batch of queued states are computed by several workers (each with
// its own scratch state), then inserted by the caller in the order the
// sequential search would insert them, so counts, state numbering and
// traces do not depend on the number of workers. Between two insertions
// the store is read-only, so the workers also look their successors up
// then and drop those already stored: inserting them would change
// nothing. The next batch is expanded while the last one is inserted.

import (
	"slices"
	"sync"

	"paraverify/murphi/mc/sym"
	"paraverify/murphi/mc/vm"
)

// expansion is what a worker found for one queued state.
type expansion struct {
	first, n int // its successors: the worker's successors first..first+n-1
	known    int // successors dropped after the last kept one, being stored already
	enabled  int
	moved    bool // some firing changed the state (before canonicalization)
	errRule  int  // the rule instance that failed, or -1
	errRun   bool // it failed while firing (else in its guard)
	err      *RuntimeError
}

// worker holds one worker's scratch state and output.
type worker struct {
	x       *vm.Exec
	z       *sym.Canonizer // nil without symmetry
	buf     []uint64       // canonical successors, w words each
	rules   []int32        // the rule instance of each successor
	hashes  []uint64       // the hashWords of each successor
	dropped []int32        // per successor, how many stored ones were dropped just before it
	out     []expansion
	cands   []int32  // the rule instances worth evaluating (see vm.RuleIndex)
	pcands  []int32  // scratch for Machine.candidates
	probe   []uint64 // scratch: the first table entry probed for each successor
}

// succ returns successor k of the worker, its hash, its rule instance
// and the number of firings dropped just before it.
func (wk *worker) succ(k, w int) ([]uint64, uint64, int, int) {
	return wk.buf[k*w : (k+1)*w], wk.hashes[k], int(wk.rules[k]), int(wk.dropped[k])
}

// expander computes successors of state batches with several workers.
type expander struct {
	m       *Machine
	sym     *sym.Symmetry
	w       int
	workers []*worker
	starts  []int // worker j expanded states starts[j]..starts[j+1]-1
}

func (m *Machine) newExpander(s *sym.Symmetry, n int) *expander {
	e := &expander{m: m, sym: s, w: m.vm.Lay.NWords}
	for i := 0; i < n; i++ {
		wk := &worker{x: m.vm.NewExec()}
		if s != nil {
			wk.z = s.NewCanonizer()
		}
		e.workers = append(e.workers, wk)
	}
	return e
}

// start launches the workers on states lo..hi-1 of a:
// worker j expands the contiguous chunk e.starts[j]..e.starts[j+1]-1, its
// out[k] being state e.starts[j]+k. The returned function waits for them.
// The workers read only a, never the store, so the caller may insert
// meanwhile: insertion adds states and never changes a stored one, nor a
// chunk that a holds.
func (e *expander) start(a arena, lo, hi int) (wait func()) {
	n := len(e.workers)
	e.starts = e.starts[:0]
	for j := 0; j <= n; j++ {
		e.starts = append(e.starts, lo+(hi-lo)*j/n)
	}
	var wg sync.WaitGroup
	for j, wk := range e.workers {
		wg.Add(1)
		go func(wk *worker, lo, hi int) {
			defer wg.Done()
			e.run(wk, a, lo, hi)
		}(wk, e.starts[j], e.starts[j+1])
	}
	return wg.Wait
}

// drop has the workers drop, in parallel, the successors st already
// holds. Nobody may insert meanwhile.
func (e *expander) drop(st *store) {
	var wg sync.WaitGroup
	for _, wk := range e.workers {
		wg.Add(1)
		go func(wk *worker) {
			defer wg.Done()
			wk.dropStored(st, e.w)
		}(wk)
	}
	wg.Wait()
}

func (e *expander) run(wk *worker, arena arena, a, b int) {
	m, w, x := e.m, e.w, wk.x
	wk.buf, wk.rules, wk.hashes, wk.out = wk.buf[:0], wk.rules[:0], wk.hashes[:0], wk.out[:0]
	for head := a; head < b; head++ {
		cur := arena.state(head)
		copy(x.St[:w], cur)
		ex := expansion{first: len(wk.rules), errRule: -1}
		for _, c := range m.vm.Candidates(cur, x, &wk.cands, &wk.pcands) {
			ri, in := int(c>>1), m.vm.Rules[c>>1]
			ok, err := m.vm.EnabledAs(in, c, x)
			if err != nil {
				ex.errRule, ex.err = ri, err
				break
			}
			if !ok {
				continue
			}
			ex.enabled++
			if err := m.vm.Run(in, x); err != nil {
				ex.errRule, ex.errRun, ex.err = ri, true, err
				break
			}
			if !ex.moved && !slices.Equal(x.St[:w], cur) {
				ex.moved = true
			}
			if wk.z != nil {
				wk.z.Canon(x.St[:w])
			}
			full := hashWords(x.St[:w])
			wk.rules = append(wk.rules, int32(ri))
			wk.hashes = append(wk.hashes, full)
			wk.buf = append(wk.buf, x.St[:w]...)
			ex.n++
			copy(x.St[:w], cur)
		}
		wk.out = append(wk.out, ex)
	}
}

// dropStored removes from the worker's successors those the store holds.
// The first probe of every successor is loaded in one pass of independent
// reads, which the processor overlaps, before any of them is examined:
// the store is far larger than the caches and nearly every probe misses.
func (wk *worker) dropStored(st *store, w int) {
	first := slices.Grow(wk.probe[:0], len(wk.hashes))[:len(wk.hashes)]
	for i, h := range wk.hashes {
		first[i] = st.table[h&st.mask]
	}
	wk.probe = first
	wk.dropped = slices.Grow(wk.dropped[:0], len(wk.hashes))[:len(wk.hashes)]
	k := 0 // successors kept so far
	for oi := range wk.out {
		ex := &wk.out[oi]
		lo, hi := ex.first, ex.first+ex.n
		ex.first = k
		for i := lo; i < hi; i++ {
			full := wk.hashes[i]
			next := wk.buf[i*w : (i+1)*w]
			if first[i] != 0 {
				if _, found := st.lookup(next, full); found {
					ex.known++
					continue
				}
			}
			if k != i {
				copy(wk.buf[k*w:(k+1)*w], next)
				wk.hashes[k], wk.rules[k] = full, wk.rules[i]
			}
			wk.dropped[k] = int32(ex.known)
			ex.known = 0
			k++
		}
		ex.n = k - ex.first
	}
	wk.dropped = wk.dropped[:k]
	wk.buf, wk.hashes, wk.rules = wk.buf[:k*w], wk.hashes[:k], wk.rules[:k]
}
