package formula

// This file defines terms, literals, cubes and invariants, their printing
// in Murphi syntax and their canonical form.

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"paraverify/murphi/check"
)

// TermKind tells the three kinds of terms apart.
type TermKind int

// Term kinds.
const (
	TVar   TermKind = iota // a state component
	TConst                 // a constant of a finite type
	TParam                 // an index parameter
	TFixed                 // a fixed variable (FixedVars): Var names it
	TBound                 // the variable of a quantified literal (Lit.All), as an index
)

// Sel is one selector of a state component: a field, or an array index
// (a parameter or constant term).
type Sel struct {
	Field string
	Index *Term
}

// Term is a state component, a constant or a parameter.
type Term struct {
	Kind  TermKind
	Var   string // TVar: the state variable
	Sels  []Sel  // TVar: its selectors
	Type  check.Type
	Val   int64 // TConst: the value in the project's encoding
	Undef bool  // TConst: the undefined value (distinct from every value)
	Param int   // TParam: 1-based parameter number
}

// Lit is L = R, or L != R when Neg. With All, it is a quantified
// literal: L = R (or L != R) for every value V of All.Type other than the
// terms All.Excl, where V is the term of kind TBound (an index of L; R is
// a constant).
type Lit struct {
	L, R *Term
	Neg  bool
	All  *Quant
}

// Quant is the range of a quantified literal's variable: the values of
// Type other than the terms Excl (parameters, fixed variables,
// distinguished constants and state components of Type, sorted by their
// printed form). An excluded state component may hold any value, that of
// a parameter too: only the excluded parameters, fixed variables and
// constants are known to be outside the range.
//
// With Exists, the literal is existential: L = R (or L != R) for some
// value V of the range. Such literals stand only in the conditions of
// rules (an `exists` the rule assumes), never in an invariant's cube.
type Quant struct {
	Type   check.Type
	Excl   []*Term
	Exists bool
}

// HasVar reports whether a state component is among the excluded values.
func (q *Quant) HasVar() bool {
	for _, e := range q.Excl {
		if e.Kind == TVar {
			return true
		}
	}
	return false
}

// Map returns the literal with f applied to the terms in it that are not
// state components (see MapIndices), the excluded values of a quantified
// literal included, which stay sorted and distinct.
func (l Lit) Map(f func(*Term) *Term) Lit {
	out := Lit{L: l.L.MapIndices(f), R: l.R.MapIndices(f), Neg: l.Neg}
	if l.All != nil {
		out.All = &Quant{Type: l.All.Type, Exists: l.All.Exists}
		for _, t := range l.All.Excl {
			out.All = out.All.Without(t.MapIndices(f))
		}
	}
	return out
}

// Without returns the range q without the value t as well.
func (q *Quant) Without(t *Term) *Quant {
	out := &Quant{Type: q.Type, Exists: q.Exists}
	ts := t.String()
	for _, e := range q.Excl {
		if e.String() == ts {
			return q
		}
	}
	out.Excl = append(append(out.Excl, q.Excl...), t)
	sort.Slice(out.Excl, func(i, j int) bool { return out.Excl[i].String() < out.Excl[j].String() })
	return out
}

// Excludes reports whether t is one of the values the range leaves out.
func (q *Quant) Excludes(t *Term) bool {
	for _, e := range q.Excl {
		if e.String() == t.String() {
			return true
		}
	}
	return false
}

// Dual returns the negation of the quantified literal l: a universal one
// for an existential one and the other way round, its literal negated.
func (l Lit) Dual() Lit {
	d := l
	d.Neg = !l.Neg
	q := *l.All
	q.Exists = !q.Exists
	d.All = &q
	return d
}

// At returns the literal of the quantified literal l for the value t of
// its variable (a plain literal).
func (l Lit) At(t *Term) Lit {
	return Lit{L: l.L.MapIndices(func(x *Term) *Term {
		if x.Kind == TBound {
			return t
		}
		return x
	}), R: l.R, Neg: l.Neg}
}

// Bound is the term of the variable of quantified literals over t.
func Bound(t check.Type) *Term { return &Term{Kind: TBound, Type: t} }

// Cube is a conjunction of literals.
type Cube []Lit

// Inv is the invariant "for all distinct parameters, !Bad".
type Inv struct {
	Name string // where it came from, e.g. the property's display name
	// Prop is the model invariant this one is a normal form of; nil for
	// an auxiliary invariant.
	Prop *check.RuleFamily
	// Also lists the other model invariants with this normal form (two
	// properties with a conjunct in common).
	Also   []*check.RuleFamily
	Params []check.Type // the types of P1..Pk
	Bad    Cube
	// From records, for an invariant cut out of a larger cube (an
	// auxiliary invariant), the parameter of that cube each parameter came
	// from; nil otherwise.
	From []int
}

// String prints a term in Murphi syntax, parameters as P1, P2, ...
func (t *Term) String() string {
	switch t.Kind {
	case TConst, TParam, TFixed, TBound:
		return t.leaf()
	}
	var b strings.Builder
	b.Grow(t.size())
	t.write(&b)
	return b.String()
}

// size is about the length of String of a term that has selectors (the
// builder that writes it grows once).
func (t *Term) size() int {
	return len(t.Var) + 12*len(t.Sels)
}

// leaf is String of a term without selectors.
func (t *Term) leaf() string {
	switch t.Kind {
	case TConst:
		if t.Undef {
			return "undefined"
		}
		return formatConst(t.Type, t.Val)
	case TParam:
		return "P" + strconv.Itoa(t.Param)
	case TFixed:
		return t.Var
	case TBound:
		return "V"
	}
	return t.Var
}

// write writes String of the term to b.
func (t *Term) write(b *strings.Builder) {
	switch t.Kind {
	case TConst, TParam, TFixed, TBound:
		b.WriteString(t.leaf())
		return
	}
	b.WriteString(t.Var)
	for _, s := range t.Sels {
		if s.Index == nil {
			b.WriteByte('.')
			b.WriteString(s.Field)
		} else {
			b.WriteByte('[')
			s.Index.write(b)
			b.WriteByte(']')
		}
	}
}

func formatConst(t check.Type, v int64) string { return check.FormatValue(t, v) }

// String prints a literal.
func (l Lit) String() string {
	op := " = "
	if l.Neg {
		op = " != "
	}
	if l.All == nil {
		var b strings.Builder
		b.Grow(l.L.size() + l.R.size() + len(op))
		l.L.write(&b)
		b.WriteString(op)
		l.R.write(&b)
		return b.String()
	}
	body := l.L.String() + op + l.R.String()
	var ex []string
	for _, e := range l.All.Excl {
		ex = append(ex, "V != "+e.String())
	}
	if l.All.Exists {
		return fmt.Sprintf("(exists V : %s do %s end)", l.All.Type, strings.Join(append(ex, body), " & "))
	}
	if len(ex) > 0 {
		body = strings.Join(ex, " & ") + " -> " + body
	}
	return fmt.Sprintf("(forall V : %s do %s end)", l.All.Type, body)
}

// String prints a cube as a Murphi conjunction.
func (c Cube) String() string {
	parts := make([]string, len(c))
	for i, l := range c {
		parts[i] = l.String()
	}
	return strings.Join(parts, " & ")
}

// String prints the invariant in Murphi syntax.
func (inv *Inv) String() string { return inv.Murphi(nil) }

// Murphi prints the invariant as a Murphi formula: one forall per
// parameter, and the conditions that the parameters of a type differ
// from each other and from the distinguished terms of that type, if any
// (its fixed variable or its distinguished constants).
func (inv *Inv) Murphi(sp Special) string {
	body := "!(" + inv.Bad.String() + ")"
	if len(inv.Params) == 0 {
		return body
	}
	var ds []string
	for i, t := range inv.Params {
		for j := i + 1; j < len(inv.Params); j++ {
			if t == inv.Params[j] {
				ds = append(ds, fmt.Sprintf("P%d != P%d", i+1, j+1))
			}
		}
		for _, f := range sp[t] {
			ds = append(ds, fmt.Sprintf("P%d != %s", i+1, f))
		}
	}
	if len(ds) > 0 {
		body = strings.Join(ds, " & ") + " -> " + body
	}
	for i := len(inv.Params) - 1; i >= 0; i-- {
		body = fmt.Sprintf("forall P%d : %s do %s end", i+1, inv.Params[i], body)
	}
	return body
}

// MapIndices returns t with f applied to each term in it that is not a
// state component: t itself, or the array indices of a component
// (recursively). Terms are never modified in place: f returns its argument
// to keep it, or a new term.
func (t *Term) MapIndices(f func(*Term) *Term) *Term {
	if t.Kind != TVar {
		return f(t)
	}
	if len(t.Sels) == 0 {
		return t
	}
	u := *t
	u.Sels = make([]Sel, len(t.Sels))
	for i, s := range t.Sels {
		u.Sels[i] = s
		if s.Index != nil {
			u.Sels[i].Index = s.Index.MapIndices(f)
		}
	}
	return &u
}

// Rename returns t with parameters renamed by m (1-based: m[p]).
func (t *Term) Rename(m []int) *Term {
	return t.MapIndices(func(x *Term) *Term {
		if x.Kind != TParam {
			return x
		}
		y := *x
		y.Param = m[x.Param]
		return &y
	})
}

// Orient puts a state component first, then a parameter, then a
// constant; two sides of one kind are ordered by their printed form.
func (l Lit) Orient() Lit {
	if l.All != nil {
		return l
	}
	if l.R.Kind < l.L.Kind || (l.R.Kind == l.L.Kind && l.R.String() < l.L.String()) {
		l.L, l.R = l.R, l.L
	}
	return l
}

// renamed returns the cube with parameters renamed, oriented and sorted.
func (c Cube) renamed(m []int) Cube {
	out, _ := c.renamedKeys(m)
	return out
}

// renamedKeys is renamed that also returns the literals' strings.
func (c Cube) renamedKeys(m []int) (Cube, []string) {
	type keyed struct {
		lit Lit
		key string
	}
	ks := make([]keyed, len(c))
	for i, l := range c {
		r := l.Map(func(x *Term) *Term { return x.Rename(m) }).Orient()
		ks[i] = keyed{r, r.String()}
	}
	sort.Slice(ks, func(i, j int) bool { return ks[i].key < ks[j].key })
	// drop duplicate literals
	out := make(Cube, 0, len(ks))
	keys := make([]string, 0, len(ks))
	for i, k := range ks {
		if i == 0 || k.key != ks[i-1].key {
			out = append(out, k.lit)
			keys = append(keys, k.key)
		}
	}
	return out, keys
}

// Canonical returns the invariant in canonical form (see the package
// documentation) and its key.
func (inv *Inv) Canonical() (*Inv, string) {
	c, key, _ := inv.CanonicalPerm()
	return c, key
}

// CanonicalPerm is Canonical that also returns the renaming: parameter p
// of inv is parameter perm[p] of the canonical invariant (perm[0] unused).
func (inv *Inv) CanonicalPerm() (*Inv, string, []int) {
	k := len(inv.Params)
	best, bestKey, bestPerm := (*Inv)(nil), "", []int(nil)
	perm := make([]int, k+1)
	used := make([]bool, k+1)
	var try func(i int)
	try = func(i int) {
		if i > k {
			// only renamings that keep each parameter's type
			for p := 1; p <= k; p++ {
				if inv.Params[p-1] != inv.Params[perm[p]-1] {
					return
				}
			}
			cube, lits := inv.Bad.renamedKeys(perm)
			params := make([]check.Type, k)
			for p := 1; p <= k; p++ {
				params[perm[p]-1] = inv.Params[p-1]
			}
			key := paramsKey(params) + "|" + strings.Join(lits, " & ") // Key of the renamed invariant
			if best == nil || key < bestKey {
				best = &Inv{Name: inv.Name, Prop: inv.Prop, Also: inv.Also, Params: params, Bad: cube}
				bestKey, bestPerm = key, append([]int(nil), perm...)
			}
			return
		}
		for v := 1; v <= k; v++ {
			if !used[v] {
				used[v] = true
				perm[i] = v
				try(i + 1)
				used[v] = false
			}
		}
	}
	try(1)
	return best, bestKey, bestPerm
}

// Key prints the parameter types and the cube (of an invariant in
// canonical form: its key).
func (inv *Inv) Key() string {
	return paramsKey(inv.Params) + "|" + inv.Bad.String()
}

// paramsKey is the part of Key that lists the parameters' types.
func paramsKey(params []check.Type) string {
	ts := make([]string, len(params))
	for i, t := range params {
		ts[i] = t.String()
	}
	return strings.Join(ts, ",")
}
