// Package literals lists what a strengthening of the search may be made of: the cases of a guard or weakest precondition (DNF, SplitOnce), the candidate literals of a branch and what they imply about distinguished terms and other parameters (Of, Widened, OtherParams), and the subsets of them the search tries in turn (SubsetsWhere).
package literals

import (
	"slices"

	"paraverify/invfinder/formula"
	"paraverify/invfinder/wp"
	"paraverify/murphi/check"
)

// MaxGuardCases bounds the disjunctive normal form of a guard.
const MaxGuardCases = 64

// SplitOnce splits f once at a disjunction: a disjunction into its
// disjuncts, a conjunction at its first disjunctive conjunct (A & (B | C)
// into A & B and A & C); nil when f has no disjunction at the top level
// or directly below it.
func SplitOnce(f *formula.Form) []*formula.Form {
	switch f.Op {
	case '|':
		return f.Args
	case '&':
		for i, a := range f.Args {
			if a.Op != '|' {
				continue
			}
			var out []*formula.Form
			for _, d := range a.Args {
				args := append(append(append([]*formula.Form(nil), f.Args[:i]...), d), f.Args[i+1:]...)
				out = append(out, formula.And(args...))
			}
			return out
		}
	}
	return nil
}

// DNF returns the disjuncts of f in disjunctive normal form (each a
// conjunction of literals); past MaxGuardCases it returns f whole.
func DNF(f *formula.Form) []*formula.Form {
	switch f.Op {
	case '|':
		var out []*formula.Form
		for _, a := range f.Args {
			out = append(out, DNF(a)...)
		}
		if len(out) > MaxGuardCases {
			return []*formula.Form{f}
		}
		return out
	case '&':
		out := []*formula.Form{formula.True}
		for _, a := range f.Args {
			var next []*formula.Form
			for _, c := range out {
				for _, d := range DNF(a) {
					next = append(next, formula.And(c, d))
				}
			}
			if len(next) > MaxGuardCases {
				return []*formula.Form{f}
			}
			out = next
		}
		return out
	}
	return []*formula.Form{f}
}

// Of lists the literals of the weakest precondition (substituted
// bad literals and branch conditions, path by path) and of the guard's
// top-level conjunction, without repetitions. After them come the
// literals they imply about distinguished terms: X = Pk gives X != F for
// each distinguished term F of Pk's type, its fixed variable or its
// distinguished constants (parameters are distinct from them). A cube with X != F instead of X = Pk no longer needs Pk: it
// speaks of every value of X but F, so its evidence needs one node fewer
// (Chou's FLASH: "a Get forwarded to a node other than Home").
func Of(pre, guard *formula.Form, sp formula.Special) []formula.Lit {
	var out []formula.Lit
	seen := map[string]bool{}
	addLits := func(f *formula.Form) {
		var fs []*formula.Form
		switch f.Op {
		case 'l':
			fs = []*formula.Form{f}
		case '&':
			fs = f.Args
		}
		for _, a := range fs {
			if a.Op == 'l' && (a.Lit.L.Kind == formula.TVar || a.Lit.R.Kind == formula.TVar) && !wp.IsLocal(a.Lit.L) && !wp.IsLocal(a.Lit.R) && !seen[a.Lit.String()] &&
				(a.Lit.All == nil || !a.Lit.All.Exists) { // an existential literal is no literal of a cube
				seen[a.Lit.String()] = true
				out = append(out, a.Lit)
			}
		}
	}
	paths := []*formula.Form{pre}
	if pre.Op == '|' {
		paths = pre.Args
	}
	for _, p := range paths {
		addLits(p)
	}
	addLits(guard)
	for _, l := range out {
		if w, ok := Widened(l); ok && !seen[w.String()] {
			seen[w.String()] = true
			out = append(out, w)
		}
	}
	for _, l := range out {
		x, p := l.L, l.R
		if p.Kind == formula.TVar {
			x, p = p, x
		}
		if l.Neg || x.Kind != formula.TVar || p.Kind != formula.TParam {
			continue
		}
		for _, f := range sp[p.Type] {
			d := formula.Lit{L: x, R: f, Neg: true}
			if !seen[d.String()] {
				seen[d.String()] = true
				out = append(out, d)
			}
		}
	}
	return out
}

// OtherParams returns the literals that lits imply about the other
// parameters of the obligation (types, by number): X = C, for C a
// parameter or a distinguished term of X's type, gives X != Pj for each
// parameter Pj of that type other than C, since parameters are distinct
// from each other and from the distinguished terms. Literals already in
// lits are left out.
func OtherParams(lits []formula.Lit, types []check.Type, sp formula.Special) []formula.Lit {
	seen := map[string]bool{}
	for _, l := range lits {
		seen[l.String()] = true
	}
	var out []formula.Lit
	for _, l := range lits {
		if l.Neg || l.All != nil {
			continue
		}
		x, c := l.L, l.R
		if c.Kind == formula.TVar {
			x, c = c, x
		}
		if x.Kind != formula.TVar || wp.IsLocal(x) {
			continue
		}
		var t check.Type
		switch c.Kind {
		case formula.TParam:
			t = c.Type
		case formula.TConst, formula.TFixed:
			if slices.ContainsFunc(sp[c.Type], func(f *formula.Term) bool { return f.String() == c.String() }) {
				t = c.Type
			}
		}
		if t == nil {
			continue
		}
		for j, pt := range types {
			if pt != t || (c.Kind == formula.TParam && c.Param == j+1) {
				continue
			}
			d := formula.Lit{L: x, R: &formula.Term{Kind: formula.TParam, Type: pt, Param: j + 1}, Neg: true}
			if !seen[d.String()] {
				seen[d.String()] = true
				out = append(out, d)
			}
		}
	}
	return out
}

// Widened returns the universal literal l with the parameters its range
// leaves out put back in (forall V : V != P1 -> st[V] != Crit gives
// forall V : st[V] != Crit), when it leaves out any: the guard and the
// branch imply it where they say the same of each such parameter (a rule
// that moves P1 from Idle to Try keeps "no node is Crit"), and then the
// invariant it came from may discharge the obligation where the literal
// with its narrower range would need a new invariant about P1.
func Widened(l formula.Lit) (formula.Lit, bool) {
	if l.All == nil || l.All.Exists {
		return l, false
	}
	q := &formula.Quant{Type: l.All.Type}
	for _, e := range l.All.Excl {
		if e.Kind != formula.TParam {
			q.Excl = append(q.Excl, e)
		}
	}
	if len(q.Excl) == len(l.All.Excl) {
		return l, false
	}
	w := l
	w.All = q
	return w, true
}

// SubsetsWhere calls f with every size-k subset of 0..n-1 whose members
// all satisfy ok, in lexicographic order, until f returns false; ok is
// asked again as the enumeration proceeds, so an element it rejects later
// is left out of the subsets formed after that.
func SubsetsWhere(n, k int, ok func(int) bool, f func([]int) bool) {
	idx := make([]int, k)
	var rec func(i, from int) bool
	rec = func(i, from int) bool {
		if i == k {
			return f(idx)
		}
		for v := from; v < n; v++ {
			if !ok(v) {
				continue
			}
			idx[i] = v
			if !rec(i+1, v+1) {
				return false
			}
		}
		return true
	}
	rec(0, 0)
}
