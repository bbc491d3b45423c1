package formula

// This file implements the last step of normalization: deciding equalities
// between parameters by set partitions, simplifying each cube and
// renumbering its parameters.

import "paraverify/murphi/check"

// params returns the parameters occurring in t, in order of occurrence.
func (t *Term) params(out []int) []int {
	if t.Kind == TParam {
		return append(out, t.Param)
	}
	for _, s := range t.Sels {
		if s.Index != nil {
			out = s.Index.params(out)
		}
	}
	return out
}

// Params lists the distinct parameters (their numbers) that the cube's
// literals name, by first occurrence.
func (c Cube) Params() []int { return cubeParams(c) }

// cubeParams lists the distinct parameters of a cube by first occurrence.
func cubeParams(c Cube) []int {
	var all []int
	for _, l := range c {
		all = l.L.params(all)
		all = l.R.params(all)
		if l.All != nil {
			for _, e := range l.All.Excl {
				all = e.params(all)
			}
		}
	}
	seen := map[int]bool{}
	var out []int
	for _, p := range all {
		if !seen[p] {
			seen[p] = true
			out = append(out, p)
		}
	}
	return out
}

// finish instantiates a cube once per consistent way its parameters can
// coincide and returns the resulting invariants over distinct parameters.
func (n *normalizer) finish(name string, c Cube) []*Inv {
	ps := cubeParams(c)
	var out []*Inv
	rep := map[int]int{}
	var rec func(i int)
	rec = func(i int) {
		if i == len(ps) {
			if inv := n.instantiate(name, c, rep); inv != nil {
				out = append(out, inv)
			}
			return
		}
		p := ps[i]
		// p is a distinguished term of its type (rep -k for the k-th: the
		// fixed variable's value or a distinguished constant), starts a
		// block of its own, or joins the block of an earlier parameter of
		// the same type (restricted growth).
		for k := range n.special[n.params[p-1]] {
			rep[p] = -k - 1
			rec(i + 1)
		}
		rep[p] = p
		rec(i + 1)
		for _, q := range ps[:i] {
			if rep[q] == q && n.params[q-1] == n.params[p-1] {
				rep[p] = q
				rec(i + 1)
			}
		}
		delete(rep, p)
	}
	rec(0)
	return out
}

// instantiate merges parameters by rep, decides and simplifies literals and
// renumbers the parameters; it returns nil for an unsatisfiable cube.
func (n *normalizer) instantiate(name string, c Cube, rep map[int]int) *Inv {
	// rename to representatives
	m := make([]int, len(n.params)+1)
	for p := range m {
		m[p] = p
		if r, ok := rep[p]; ok {
			m[p] = r
		}
	}
	var lits Cube
	for _, l := range c {
		l = l.Map(func(x *Term) *Term { return n.fix(x.Rename(m)) })
		if l.All != nil {
			lits = append(lits, l)
			continue
		}
		if l.L.Kind != TVar && l.R.Kind == TVar {
			l.L, l.R = l.R, l.L
		}
		if l.L.Kind != TVar { // both sides are constants or parameters
			same := l.L.Kind == l.R.Kind && l.L.Val == l.R.Val && l.L.Param == l.R.Param
			if same == l.Neg {
				return nil // false literal
			}
			continue // true literal
		}
		if l.L.String() == l.R.String() {
			if l.Neg {
				return nil
			}
			continue
		}
		lits = append(lits, l)
	}
	// contradictions and redundancies among literals on one component with a
	// constant or parameter on the other side (distinct parameters are
	// distinct values)
	eq := map[string]string{}
	for _, l := range lits {
		if !l.Neg && l.R.Kind != TVar && l.All == nil {
			k := l.L.String()
			if v, ok := eq[k]; ok && v != l.R.String() {
				return nil
			}
			eq[k] = l.R.String()
		}
	}
	var kept Cube
	for _, l := range lits {
		if l.Neg && l.R.Kind != TVar && l.All == nil {
			if v, ok := eq[l.L.String()]; ok {
				if v == l.R.String() {
					return nil // x = a & x != a
				}
				continue // implied by x = b
			}
		}
		kept = append(kept, l)
	}
	kept = mergeInstances(kept)
	// An empty cube is !(true): the property fails in every state; it is
	// kept so that the search reports the violation.
	// Renumber by first occurrence.
	order := cubeParams(kept)
	num := make([]int, len(n.params)+1)
	inv := &Inv{Name: name}
	for i, p := range order {
		num[p] = i + 1
		inv.Params = append(inv.Params, n.params[p-1])
	}
	inv.Bad = kept.renamed(num)
	inv.From = order
	return inv
}

// fix replaces parameter -k (a parameter merged with the k-th
// distinguished term of its type) by that term.
func (n *normalizer) fix(t *Term) *Term {
	return t.MapIndices(func(x *Term) *Term {
		if x.Kind != TParam || x.Param > 0 {
			return x
		}
		return n.special[x.Type][-x.Param-1]
	})
}

// Renumber turns a cube over parameters of the given types (pairwise
// distinct) into an invariant over the parameters it uses; nil when the
// cube is contradictory.
func Renumber(name string, types []check.Type, c Cube) *Inv {
	n := &normalizer{params: types}
	rep := map[int]int{}
	for i := range types {
		rep[i+1] = i + 1
	}
	inv := n.instantiate(name, c, rep)
	if inv == nil || len(inv.Bad) == 0 {
		return nil
	}
	return inv
}

// mergeInstances takes back into a quantified literal the values it
// excludes for which the cube states its instance: "forall V != P1:
// dir[V] != E" and "dir[P1] != E" are "forall V: dir[V] != E".
func mergeInstances(c Cube) Cube {
	plain := map[string]bool{}
	for _, l := range c {
		if l.All == nil {
			plain[l.Orient().String()] = true
		}
	}
	used := map[string]bool{}
	out := make(Cube, 0, len(c))
	for _, l := range c {
		if l.All != nil && len(l.All.Excl) > 0 {
			q := &Quant{Type: l.All.Type}
			for _, e := range l.All.Excl {
				if inst := l.At(e).Orient().String(); plain[inst] {
					used[inst] = true
					continue
				}
				q = q.Without(e)
			}
			l.All = q
		}
		out = append(out, l)
	}
	kept := out[:0]
	for _, l := range out {
		if l.All == nil && used[l.Orient().String()] {
			continue
		}
		kept = append(kept, l)
	}
	return kept
}
