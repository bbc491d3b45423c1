package invfinder

// This file runs the classification of one invariant's rule instances on
// several goroutines (Options.Workers), with the results taken in the
// order of the instances, so the table is the one a single goroutine
// forms.

import (
	"fmt"
	"runtime/debug"
	"sync"
	"sync/atomic"

	"paraverify/invfinder/formula"
	"paraverify/murphi/check"
)

// lockedReach serializes the calls to a Reach that is not a
// ConcurrentReach.
type lockedReach struct {
	mu *sync.Mutex
	r  Reach
}

func (l lockedReach) Reachable(params []check.Type, c formula.Cube) (bool, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.r.Reachable(params, c)
}

// lockedFitter is lockedReach of a Reach that is a Fitter.
type lockedFitter struct {
	lockedReach
	f Fitter
}

func (l lockedFitter) Fits(params []check.Type, c formula.Cube) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.f.Fits(params, c)
}

func (l lockedFitter) Short(params []check.Type, c formula.Cube) []check.Type {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.f.Short(params, c)
}

// ConcurrentReach is a Reach whose Reachable (and Fits and Short, when it
// is a Fitter) may be called on several goroutines at once: the workers
// ask it without a lock (evidence.Reach is one).
type ConcurrentReach interface {
	Reach
	Concurrent()
}

// locked returns reach with its calls serialized, a Fitter when reach is;
// a ConcurrentReach as it is.
func locked(reach Reach) Reach {
	if _, ok := reach.(ConcurrentReach); ok {
		return reach
	}
	l := lockedReach{mu: &sync.Mutex{}, r: reach}
	if f, ok := reach.(Fitter); ok {
		return lockedFitter{l, f}
	}
	return l
}

// outcome is the classification of one rule instance.
type outcome struct {
	rels  []Relation
	auxs  []*formula.Inv
	err   error
	panic any // a panic of the classification, with its stack
	stack []byte
	done  chan struct{}
}

// classifyAll classifies the pairs 0 to n-1 (classifyOne) on workers
// goroutines and hands each outcome to take in that order; it stops at
// the first error take returns (the pairs after it may have been
// classified for nothing) and returns it. A panic of a classification is
// raised again here. classifyOne must not read what take changes.
func classifyAll(workers, n int, classifyOne func(j int) ([]Relation, []*formula.Inv, error), take func(j int, rels []Relation, auxs []*formula.Inv, err error) error) error {
	outs := make([]outcome, n)
	for j := range outs {
		outs[j].done = make(chan struct{})
	}
	quit := make(chan struct{})
	// a worker holds a token from taking an instance until the outcome
	// is taken: at most window outcomes wait
	tokens := make(chan struct{}, 4*workers)
	var next atomic.Int64
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				select {
				case tokens <- struct{}{}:
				case <-quit:
					return
				}
				j := int(next.Add(1) - 1)
				if j >= n {
					return
				}
				o := &outs[j]
				func() {
					defer func() {
						if r := recover(); r != nil {
							o.panic, o.stack = r, debug.Stack()
						}
						close(o.done)
					}()
					o.rels, o.auxs, o.err = classifyOne(j)
				}()
			}
		}()
	}
	stop := func() {
		close(quit)
		wg.Wait()
	}
	for j := range n {
		o := &outs[j]
		<-o.done
		<-tokens
		if o.panic != nil {
			stop()
			panic(fmt.Sprintf("%v (in a search worker)\n%s", o.panic, o.stack))
		}
		if err := take(j, o.rels, o.auxs, o.err); err != nil {
			stop()
			return err
		}
		outs[j] = outcome{}
	}
	stop()
	return nil
}
