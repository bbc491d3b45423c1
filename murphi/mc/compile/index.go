package compile

// This file compiles the guard keys of the rule index (see vm.RuleIndex):
// when the first conjunct of a rule instance's guard reads a leaf fixed by
// the instance's parameters and compares it with a constant, the instance
// is filed under the leaf and the raw value the conjunct needs.

import (
	"slices"

	"paraverify/murphi/ast"
	"paraverify/murphi/check"
	"paraverify/murphi/mc/vm"
)

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
func (c *compiler) guardKeyLocs(guard ast.Expr, params []*check.Object) (pre []vm.EvalFn, ks []keyLoc, tail []vm.EvalFn) {
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
	if vm.LeafCount(t) != 1 || isComplex(t) || check.Card(t) < 0 {
		return keyLoc{}, false
	}
	if _, isUnion := t.(*check.UnionType); isUnion {
		return keyLoc{}, false
	}
	l, ok := c.loc(d)
	if !ok || l.fn != nil {
		return keyLoc{}, false
	}
	w := v - vm.TypeLo(t)
	want := uint64(w + 1)
	if w < 0 || w >= check.Card(t) {
		want = ^uint64(0) // never equal
	}
	return keyLoc{l: l, want: want, neg: neg}, true
}

// instanceKeys places the leading keys ks for one instance, whose
// parameters occupy slots, up to the first that uses another variable or
// has an index out of range (the guard then reports the error itself).
func instanceKeys(ks []keyLoc, slots []int, params []int64) []vm.GuardKey {
	var out []vm.GuardKey
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
func instanceKey(k keyLoc, slots []int, params []int64) (vm.GuardKey, bool) {
	a := k.l.base
	for _, t := range k.l.terms {
		i := slices.Index(slots, t.slot)
		if i < 0 {
			return vm.GuardKey{}, false
		}
		v := params[i] - t.lo
		if v < 0 || v >= t.card {
			return vm.GuardKey{}, false
		}
		a += int(v) * t.stride
	}
	return vm.GuardKey{Leaf: a, Want: k.want, Neg: k.neg}, true
}
