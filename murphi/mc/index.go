package mc

// This file implements the guard index: most rule instances of a protocol
// are disabled in most states, and their guards usually begin with a
// designator compared with a constant (`Sta.UniMsg[src].Cmd = UNI_Get`).
// When that first conjunct reads a leaf fixed by the instance's
// parameters, the instance is filed under the leaf and the raw value the
// conjunct needs. A state then reads each indexed leaf once and evaluates
// only the guards whose first conjunct can hold there. Because guards are
// evaluated left to right with short-circuit, an instance whose first
// conjunct is false can be neither enabled nor raise a runtime error, so
// skipping it changes nothing; an undefined leaf selects every instance
// filed under it, so the undefined-read error is still reported.

import (
	"slices"

	"paraverify/murphi/ast"
	"paraverify/murphi/check"
)

// guardKey is a leading conjunct of an instance's guard in indexed form:
// it holds where leaf's raw value is want (differs from want when neg)
// and fails with an error where the leaf is undefined.
type guardKey struct {
	leaf int
	want uint64
	neg  bool
}

// keyLoc is a guard's first conjunct before the instance's parameters
// are known: a location and the raw value compared with it.
type keyLoc struct {
	l    loc
	want uint64
	neg  bool
}

// conjuncts returns the conjuncts of a guard in evaluation order.
func conjuncts(e ast.Expr) []ast.Expr {
	switch g := e.(type) {
	case *ast.Paren:
		return conjuncts(g.X)
	case *ast.Binary:
		if g.Op == ast.OpAnd {
			return append(conjuncts(g.X), conjuncts(g.Y)...)
		}
	}
	return []ast.Expr{e}
}

// paramsOnly reports whether e reads nothing but constants and the
// parameters in params, with operators that cannot fail.
func (c *compiler) paramsOnly(e ast.Expr, params []*check.Object) bool {
	if _, ok := c.info.Consts[e]; ok {
		return true
	}
	switch e := e.(type) {
	case *ast.Paren:
		return c.paramsOnly(e.X, params)
	case *ast.Ident:
		return slices.Contains(params, c.info.Uses[e])
	case *ast.Unary:
		return e.Op == ast.OpNot && c.paramsOnly(e.X, params)
	case *ast.Binary:
		switch e.Op {
		case ast.OpAnd, ast.OpOr, ast.OpImplies:
		case ast.OpEq, ast.OpNeq:
			if !sameEncoding(c.typeOf(e.X), c.typeOf(e.Y)) || isComplex(c.typeOf(e.X)) {
				return false
			}
		default:
			return false
		}
		return c.paramsOnly(e.X, params) && c.paramsOnly(e.Y, params)
	}
	return false
}

// guardKeyLocs splits a guard's leading conjuncts into those that read
// only the parameters (pre, decided per instance) and the run after them
// of simple designators compared with a constant (or boolean designators,
// or the negation of either) whose locations depend only on parameters.
//
// tail holds the compiled conjuncts after pre: an instance whose first p
// keys hold needs only tail[p:] evaluated.
func (c *compiler) guardKeyLocs(guard ast.Expr, params []*check.Object) (pre []evalFn, ks []keyLoc, tail []evalFn) {
	cs := conjuncts(guard)
	for len(cs) > 0 && c.paramsOnly(cs[0], params) {
		pre = append(pre, c.value(cs[0]))
		cs = cs[1:]
	}
	for _, e := range cs {
		k, ok := c.atomKey(e)
		if !ok {
			break
		}
		ks = append(ks, k)
	}
	for _, e := range cs {
		tail = append(tail, c.value(e))
	}
	return pre, ks, tail
}

// atomKey indexes one atomic conjunct.
func (c *compiler) atomKey(e ast.Expr) (keyLoc, bool) {
	neg := false
	for {
		if p, ok := e.(*ast.Paren); ok {
			e = p.X
			continue
		}
		if u, ok := e.(*ast.Unary); ok && u.Op == ast.OpNot {
			neg = !neg
			e = u.X
			continue
		}
		break
	}
	var d ast.Expr
	var v int64
	switch b := e.(type) {
	case *ast.Binary:
		if b.Op != ast.OpEq && b.Op != ast.OpNeq {
			return keyLoc{}, false
		}
		if b.Op == ast.OpNeq {
			neg = !neg
		}
		if k, ok := c.info.Consts[b.Y]; ok {
			d, v = b.X, k
		} else if k, ok := c.info.Consts[b.X]; ok {
			d, v = b.Y, k
		} else {
			return keyLoc{}, false
		}
		if !sameEncoding(c.typeOf(b.X), c.typeOf(b.Y)) {
			return keyLoc{}, false
		}
	case *ast.Ident, *ast.Index, *ast.Selector:
		if _, isBool := c.typeOf(e).(*check.BoolType); !isBool {
			return keyLoc{}, false
		}
		d, v = e, 1
	default:
		return keyLoc{}, false
	}
	if _, isConst := c.info.Consts[d]; isConst {
		return keyLoc{}, false
	}
	t := c.typeOf(d)
	if leafCount(t) != 1 || isComplex(t) || check.Card(t) < 0 {
		return keyLoc{}, false
	}
	if _, isUnion := t.(*check.UnionType); isUnion {
		return keyLoc{}, false
	}
	l, ok := c.loc(d)
	if !ok || l.fn != nil {
		return keyLoc{}, false
	}
	w := v - typeLo(t)
	want := uint64(w + 1)
	if w < 0 || w >= check.Card(t) {
		want = ^uint64(0) // never equal
	}
	return keyLoc{l: l, want: want, neg: neg}, true
}

// instanceKeys places the leading keys ks for one instance, whose
// parameters occupy slots, up to the first that uses another variable or
// has an index out of range (the guard then reports the error itself).
func instanceKeys(ks []keyLoc, slots []int, params []int64) []guardKey {
	var out []guardKey
	for _, k := range ks {
		g, ok := instanceKey(k, slots, params)
		if !ok {
			break
		}
		out = append(out, g)
	}
	return out
}

// instanceKey places k for one instance.
func instanceKey(k keyLoc, slots []int, params []int64) (guardKey, bool) {
	a := k.l.base
	for _, t := range k.l.terms {
		i := slices.Index(slots, t.slot)
		if i < 0 {
			return guardKey{}, false
		}
		v := params[i] - t.lo
		if v < 0 || v >= t.card {
			return guardKey{}, false
		}
		a += int(v) * t.stride
	}
	return guardKey{leaf: a, want: k.want, neg: k.neg}, true
}

// ruleIndex selects the rule instances worth evaluating in a state.
type ruleIndex struct {
	always []int32 // instances without a key: evaluated in every state
	groups []keyGroup
	leaves []leaf
	rest   [][]guardKey // per instance, the keys after its first
}

// keyGroup holds the instances keyed on one leaf.
type keyGroup struct {
	leaf  *leaf
	all   []int32   // every instance of the group, for an undefined leaf
	byRaw [][]int32 // positive keys by wanted raw value
	neg   []negKey
}

type negKey struct {
	want uint64
	idx  int32
}

// selection says how the index treats a rule instance.
type selection uint8

const (
	selAlways selection = iota // evaluated in every state
	selKeyed                   // evaluated where its key allows
	selNever                   // a conjunct on its parameters alone is false
)

// newRuleIndex files the rule instances by their keys.
func newRuleIndex(leaves []leaf, rules []*instance) *ruleIndex {
	ix := &ruleIndex{leaves: leaves, rest: make([][]guardKey, len(rules))}
	byLeaf := map[int]int{}
	for i, in := range rules {
		switch in.sel {
		case selNever:
			continue
		case selAlways:
			ix.always = append(ix.always, int32(i))
			continue
		}
		k := in.keys[0]
		ix.rest[i] = in.keys[1:]
		gi, seen := byLeaf[k.leaf]
		if !seen {
			gi = len(ix.groups)
			byLeaf[k.leaf] = gi
			ix.groups = append(ix.groups, keyGroup{leaf: &leaves[k.leaf]})
		}
		g := &ix.groups[gi]
		g.all = append(g.all, int32(i))
		switch {
		case k.neg:
			g.neg = append(g.neg, negKey{want: k.want, idx: int32(i)})
		case k.want <= uint64(g.leaf.card):
			for uint64(len(g.byRaw)) <= k.want {
				g.byRaw = append(g.byRaw, nil)
			}
			g.byRaw[k.want] = append(g.byRaw[k.want], int32(i))
		}
	}
	return ix
}

// candidates appends to buf[:0], in increasing order, the instances
// whose guards may hold (or fail) in state st, each as 2i+1 when its
// whole guard must be evaluated and as 2i when its keys are known to
// hold, so that only the rest of its guard is (see instance.holds).
func (ix *ruleIndex) candidates(st []uint64, buf []int32) []int32 {
	buf = buf[:0]
	for _, i := range ix.always {
		buf = append(buf, 2*i+1)
	}
	for gi := range ix.groups {
		g := &ix.groups[gi]
		raw := g.leaf.get(st)
		if raw == 0 {
			for _, i := range g.all {
				buf = append(buf, 2*i+1)
			}
			continue
		}
		if raw < uint64(len(g.byRaw)) {
			for _, i := range g.byRaw[raw] {
				if may, whole := ix.restMay(i, st); may {
					buf = append(buf, 2*i+b2i32(whole))
				}
			}
		}
		for _, n := range g.neg {
			if n.want != raw {
				if may, whole := ix.restMay(n.idx, st); may {
					buf = append(buf, 2*n.idx+b2i32(whole))
				}
			}
		}
	}
	slices.Sort(buf)
	return buf
}

func b2i32(b bool) int32 {
	if b {
		return 1
	}
	return 0
}

// restMay reports whether instance i, whose first key holds in st, may
// be enabled or fail there: its further keys, in the guard's order, hold
// up to the end (whole false: they all hold) or up to one on an undefined
// leaf (whole true: the guard must be evaluated to raise the error).
func (ix *ruleIndex) restMay(i int32, st []uint64) (may, whole bool) {
	for _, k := range ix.rest[i] {
		raw := ix.leaves[k.leaf].get(st)
		if raw == 0 {
			return true, true
		}
		if (raw == k.want) == k.neg {
			return false, false
		}
	}
	return true, false
}
