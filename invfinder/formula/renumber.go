package formula

// This file implements Renumberer: Renumber for many subsets of one list
// of literals, which the search forms by the thousand for each obligation.

import (
	"slices"
	"strings"

	"paraverify/murphi/check"
)

// Renumberer is Renumber over subsets of one list of literals whose
// parameters have the given types: what depends on one literal alone
// (its decided value, its printed forms, its renamings) is done once.
// Its results equal Renumber's on the same subset. One Renumberer is for
// one goroutine (it reuses its scratch space).
type Renumberer struct {
	types []check.Type
	lits  []*prepLit
	// scratch space of Renumber
	sLits, sKept, sEq []*prepLit
	sSeen             []bool
	sNum              []int
	sKs               []keyedLit
	// merged holds a quantified literal with the excluded values of mask
	// taken back (see mergeInstances).
	merged map[mergeKey]*prepLit
}

// Literal states after the parameters are fixed.
const (
	litKeep = iota
	litTrue
	litFalse
)

// prepLit is a literal prepared once for every subset it is part of.
type prepLit struct {
	lit   Lit
	state int
	// l, r and orient print the sides and the oriented literal of an
	// unquantified literal; inst prints the instance of a quantified one
	// at each of its excluded values.
	l, r, orient string
	inst         []string
	params       []int
	// renamed caches the literal renamed by the numbering of its
	// parameters that sig encodes, oriented, and printed.
	renamed map[uint64]keyedLit
}

type keyedLit struct {
	lit Lit
	key string
}

type mergeKey struct {
	lit  *prepLit
	mask uint64
}

// NewRenumberer prepares lits, over parameters of the given types.
func NewRenumberer(types []check.Type, lits []Lit) *Renumberer {
	n := &normalizer{params: types}
	m := make([]int, len(types)+1)
	for p := range m {
		m[p] = p
	}
	r := &Renumberer{types: types, merged: map[mergeKey]*prepLit{}}
	for _, l := range lits {
		l = l.Map(func(x *Term) *Term { return n.fix(x.Rename(m)) })
		p := &prepLit{}
		switch {
		case l.All != nil:
			for _, e := range l.All.Excl {
				p.inst = append(p.inst, l.At(e).Orient().String())
			}
		default:
			if l.L.Kind != TVar && l.R.Kind == TVar {
				l.L, l.R = l.R, l.L
			}
			p.l, p.r = l.L.String(), l.R.String()
			switch {
			case l.L.Kind != TVar:
				p.state = litTrue
				if same := l.L.Kind == l.R.Kind && l.L.Val == l.R.Val && l.L.Param == l.R.Param; same == l.Neg {
					p.state = litFalse
				}
			case p.l == p.r:
				p.state = litTrue
				if l.Neg {
					p.state = litFalse
				}
			}
			p.orient = l.Orient().String()
		}
		p.lit = l
		p.params = cubeParams(Cube{l})
		r.lits = append(r.lits, p)
	}
	return r
}

// Renumber is Renumber(name, types, the literals at idx in that order).
func (r *Renumberer) Renumber(name string, idx []int) *Inv {
	lits := r.sLits[:0]
	defer func() { r.sLits = lits[:0] }()
	for _, i := range idx {
		switch r.lits[i].state {
		case litFalse:
			return nil
		case litKeep:
			lits = append(lits, r.lits[i])
		}
	}
	// the component a positive literal sets to a constant (a few
	// literals: a list, not a map)
	eq := r.sEq[:0]
	defer func() { r.sEq = eq[:0] }()
	valueOf := func(l string) (string, bool) {
		for _, q := range eq {
			if q.l == l {
				return q.r, true
			}
		}
		return "", false
	}
	for _, p := range lits {
		if l := p.lit; !l.Neg && l.R.Kind != TVar && l.All == nil {
			if v, ok := valueOf(p.l); ok {
				if v != p.r {
					return nil
				}
				continue
			}
			eq = append(eq, p)
		}
	}
	kept := r.sKept[:0]
	defer func() { r.sKept = kept[:0] }()
	for _, p := range lits {
		if l := p.lit; l.Neg && l.R.Kind != TVar && l.All == nil {
			if v, ok := valueOf(p.l); ok {
				if v == p.r {
					return nil
				}
				continue
			}
		}
		kept = append(kept, p)
	}
	merged := r.mergeInstances(kept)
	var order []int
	seen := append(r.sSeen[:0], make([]bool, len(r.types)+1)...)
	r.sSeen = seen
	for _, p := range merged {
		for _, q := range p.params {
			if !seen[q] {
				seen[q] = true
				order = append(order, q)
			}
		}
	}
	num := append(r.sNum[:0], make([]int, len(r.types)+1)...)
	r.sNum = num
	inv := &Inv{Name: name, Params: make([]check.Type, 0, len(order))}
	for i, p := range order {
		num[p] = i + 1
		inv.Params = append(inv.Params, r.types[p-1])
	}
	ks := r.sKs[:0]
	defer func() { r.sKs = ks[:0] }()
	for _, p := range merged {
		ks = append(ks, p.renamedBy(num))
	}
	slices.SortFunc(ks, func(a, b keyedLit) int { return strings.Compare(a.key, b.key) })
	out := make(Cube, 0, len(ks))
	for i, k := range ks {
		if i == 0 || k.key != ks[i-1].key {
			out = append(out, k.lit)
		}
	}
	if len(out) == 0 {
		return nil
	}
	inv.Bad, inv.From = out, order
	return inv
}

// mergeInstances is mergeInstances on prepared literals.
func (r *Renumberer) mergeInstances(c []*prepLit) []*prepLit {
	if !slices.ContainsFunc(c, func(p *prepLit) bool { return p.lit.All != nil && len(p.lit.All.Excl) > 0 }) {
		return c // nothing to merge (most subsets)
	}
	plain := map[string]bool{}
	for _, p := range c {
		if p.lit.All == nil {
			plain[p.orient] = true
		}
	}
	used := map[string]bool{}
	out := make([]*prepLit, 0, len(c))
	for _, p := range c {
		if p.lit.All != nil && len(p.lit.All.Excl) > 0 {
			var mask uint64
			drop := make([]bool, len(p.inst))
			for j, s := range p.inst {
				if plain[s] {
					used[s] = true
					drop[j] = true
					mask |= 1 << uint(j%64)
				}
			}
			p = r.merge(p, mask, drop)
		}
		out = append(out, p)
	}
	kept := out[:0]
	for _, p := range out {
		if p.lit.All == nil && used[p.orient] {
			continue
		}
		kept = append(kept, p)
	}
	return kept
}

// merge returns the quantified literal p with the excluded values drop
// marks (mask) taken back, as mergeInstances forms it (a literal of more
// than 64 excluded values is formed anew each time).
func (r *Renumberer) merge(p *prepLit, mask uint64, drop []bool) *prepLit {
	key := mergeKey{p, mask}
	cache := len(p.inst) <= 64
	if q, ok := r.merged[key]; ok && cache {
		return q
	}
	l := p.lit
	q := &Quant{Type: l.All.Type}
	for j, e := range l.All.Excl {
		if drop[j] {
			continue
		}
		q = q.Without(e)
	}
	l.All = q
	out := &prepLit{lit: l, params: cubeParams(Cube{l})}
	if cache {
		r.merged[key] = out
	}
	return out
}

// renamedBy returns the literal renamed by num, oriented, and printed.
func (p *prepLit) renamedBy(num []int) keyedLit {
	var sig uint64
	cache := len(p.params) <= 8
	if cache {
		for _, q := range p.params {
			if num[q] > 255 {
				cache = false
				break
			}
			sig = sig<<8 | uint64(num[q])
		}
	}
	if cache {
		if k, ok := p.renamed[sig]; ok {
			return k
		}
	}
	l := p.lit.Map(func(x *Term) *Term { return x.Rename(num) }).Orient()
	k := keyedLit{l, l.String()}
	if cache {
		if p.renamed == nil {
			p.renamed = map[uint64]keyedLit{}
		}
		p.renamed[sig] = k
	}
	return k
}
