package oracle

// This file implements Dig: long random walks from the stored states
// that look for any of several conjunctions at once, for the moment the
// invariant finder is about to fail. German 2004's false invariants lay
// 100 to 250 steps deep in its three-node instance, where check's random
// walks met them after millions of steps and Seek's last walks (an
// eighth of its budget) did not.

import (
	"context"
	"math/rand/v2"
	"sync"
	"sync/atomic"
)

// Dig looks for a reachable state that satisfies one of targets (each a
// conjunction of literals, under some symmetry permutation) by random
// walks of at most seekWalkDepth steps from stored states, at most steps
// in all, split among o.Workers goroutines. It returns the index of the
// target met (-1: none); the state that met it is kept, as Seek keeps
// the states it finds. What it finds does not depend on the goroutines'
// timing: each walks from a seed of its own, and the first (by number)
// that meets a target wins.
func (o *Oracle) Dig(ctx context.Context, targets [][]Literal, steps int) int {
	o.found = nil
	if len(targets) == 0 || steps <= 0 || ctx.Err() != nil {
		return -1
	}
	for t, lits := range targets {
		if ok, _, _ := o.Exists(lits); ok {
			return t
		}
	}
	// mapped[t][p]: target t's literals as atoms of the canonical state,
	// for the state permuted by p.
	mapped := make([][][]Literal, len(targets))
	for t, lits := range targets {
		mapped[t] = make([][]Literal, len(o.invs))
		for pi := range o.invs {
			for _, l := range lits {
				mapped[t][pi] = append(mapped[t][pi], Literal{Atom: o.mapAtom(&o.invs[pi], l.Atom), Neg: l.Neg})
			}
		}
	}
	hit := func(s []uint64) int {
		for t, perms := range mapped {
		perm:
			for _, ls := range perms {
				for _, l := range ls {
					if o.atomHolds(s, l.Atom) == l.Neg {
						continue perm
					}
				}
				return t
			}
		}
		return -1
	}
	workers := max(o.Workers, 1)
	seed := uint64(o.seeks)
	o.seeks++
	walks := make([]walk, workers)
	var won atomic.Int64 // the lowest worker that met a target so far
	won.Store(int64(workers))
	var wg sync.WaitGroup
	for i := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			rng := rand.New(rand.NewPCG(seed, uint64(len(o.extra))<<16|uint64(i)|1<<63))
			share := steps / workers
			if i < steps%workers {
				share++
			}
			// A worker stops once one numbered lower has met a target:
			// its own find would not be taken.
			stop := func() bool { return won.Load() < int64(i) }
			wk := o.walkTo(ctx, o.r.VM.NewExec(), o.seekCanon(), rng, share, hit, stop)
			walks[i] = wk
			if wk.target >= 0 {
				for {
					cur := won.Load()
					if cur <= int64(i) || won.CompareAndSwap(cur, int64(i)) {
						break
					}
				}
			}
		}()
	}
	wg.Wait()
	if ctx.Err() != nil {
		return -1
	}
	for _, wk := range walks {
		if wk.target >= 0 {
			o.keepWalk(wk)
			return wk.target
		}
	}
	return -1
}
