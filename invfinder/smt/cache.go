package smt

import (
	"crypto/sha256"
	"sync"
)

// Cache is a Solver that memoises the answers of another Solver by the Key of the query.
// Errors are not cached. A Cache is safe for concurrent use if its underlying Solver is (as
// Pool is); concurrent misses on one key may both reach the underlying Solver.
type Cache struct {
	s            Solver
	mu           sync.Mutex
	sat          map[cacheKey]satAnswer
	valid        map[cacheKey]bool
	hits, misses int
}

// cacheKey is the SHA-256 digest of a formula's canonical key: the keys
// of the formulas a long search asks about took gigabytes (German 2004:
// 1.5 GB of 4 GB live at 85,000 relations), their digests 32 bytes each.
type cacheKey [sha256.Size]byte

func keyOf(f *Term) cacheKey { return sha256.Sum256([]byte(f.key)) }

type satAnswer struct {
	sat   bool
	model map[string]Value
}

// NewCache returns a cache in front of s.
func NewCache(s Solver) *Cache {
	return &Cache{s: s, sat: map[cacheKey]satAnswer{}, valid: map[cacheKey]bool{}}
}

// Stats returns the number of cache hits and misses so far.
func (c *Cache) Stats() (hits, misses int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.hits, c.misses
}

// Valid implements Solver.
func (c *Cache) Valid(f *Term) (bool, error) {
	if err := checkFormula(f); err != nil {
		return false, err
	}
	c.mu.Lock()
	v, ok := c.valid[keyOf(f)]
	if !ok {
		if a, ok2 := c.sat[keyOf(Not(f))]; ok2 {
			v, ok = !a.sat, true
		}
	}
	if ok {
		c.hits++
	} else {
		c.misses++
	}
	c.mu.Unlock()
	if ok {
		return v, nil
	}
	v, err := c.s.Valid(f)
	if err != nil {
		return false, err
	}
	c.mu.Lock()
	c.valid[keyOf(f)] = v
	c.mu.Unlock()
	return v, nil
}

// Implies implements Solver.
func (c *Cache) Implies(a, b *Term) (bool, error) { return c.Valid(Implies(a, b)) }

// Sat implements Solver. The returned model is shared with the cache: do not modify it.
func (c *Cache) Sat(f *Term) (bool, map[string]Value, error) {
	if err := checkFormula(f); err != nil {
		return false, nil, err
	}
	c.mu.Lock()
	a, ok := c.sat[keyOf(f)]
	if ok {
		c.hits++
	} else {
		c.misses++
	}
	c.mu.Unlock()
	if ok {
		return a.sat, a.model, nil
	}
	sat, model, err := c.s.Sat(f)
	if err != nil {
		return false, nil, err
	}
	c.mu.Lock()
	c.sat[keyOf(f)] = satAnswer{sat, model}
	c.mu.Unlock()
	return sat, model, nil
}

// Pool is a Solver, safe for concurrent use, that runs each query on one of a fixed set of Z3
// solvers (one z3.Context each), waiting while all are busy.
type Pool struct {
	free chan *Z3
}

// NewPool returns a pool of n Z3 solvers (n >= 1).
func NewPool(n int, opts Options) (*Pool, error) {
	if n < 1 {
		n = 1
	}
	p := &Pool{free: make(chan *Z3, n)}
	for i := 0; i < n; i++ {
		z, err := NewZ3(opts)
		if err != nil {
			return nil, err
		}
		p.free <- z
	}
	return p, nil
}

// Valid implements Solver.
func (p *Pool) Valid(f *Term) (bool, error) {
	z := <-p.free
	defer func() { p.free <- z }()
	return z.Valid(f)
}

// Implies implements Solver.
func (p *Pool) Implies(a, b *Term) (bool, error) { return p.Valid(Implies(a, b)) }

// Sat implements Solver.
func (p *Pool) Sat(f *Term) (bool, map[string]Value, error) {
	z := <-p.free
	defer func() { p.free <- z }()
	return z.Sat(f)
}
