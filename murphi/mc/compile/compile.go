package compile

// This file implements the compiler from the checked model to closures
// over the state vector. Expressions become vm.EvalFn (values in the
// project's encoding, see check.Card), designators become locations (a
// first leaf index), statements become vm.StmtFn. Runtime errors (undefined
// reads, range errors, failed asserts, error statements) panic with
// *vm.RuntimeError and are recovered where a rule is fired.

import (
	"fmt"
	"math"

	"paraverify/murphi/ast"
	"paraverify/murphi/check"
	"paraverify/murphi/mc/vm"
	"paraverify/murphi/source"
)

// maxLoop bounds the iterations of one while loop, as CMurphi does.
const maxLoop = 10000

// loc is a compiled designator: its first leaf is base plus, for each
// term, stride times the ordinal of a parameter or quantifier variable
// (the common case a[i].f), or, when fn is set, whatever fn computes.
type loc struct {
	base  int
	terms []term
	fn    func(x *vm.Exec) int
}

// term is one variable-indexed part of a location.
type term struct {
	slot     int
	lo, card int64
	stride   int
	pos      source.Pos
	typ      check.Type
}

func (l loc) static() bool { return l.fn == nil && len(l.terms) == 0 }

func (l loc) at(x *vm.Exec) int {
	if l.fn != nil {
		return l.fn(x)
	}
	a := l.base
	for i := range l.terms {
		t := &l.terms[i]
		v := x.Vars[t.slot] - t.lo
		if v < 0 || v >= t.card {
			vm.Fail(t.pos, "array index %d out of range %s", v+t.lo, check.Shown(t.typ))
		}
		a += int(v) * t.stride
	}
	return a
}

// dynamic turns l into a general location computed by a closure.
func (l loc) dynamic() func(x *vm.Exec) int {
	if l.fn != nil {
		return l.fn
	}
	return l.at
}

// compiler holds the static allocation of slots.
type compiler struct {
	model      *check.Model
	info       *check.Info
	lay        *vm.Layout
	globalBase []int
	localBase  map[*check.Object]int
	varSlot    map[*check.Object]int
	refSlot    map[*check.Object]int
	procs      map[*check.Proc]*procCode
	cur        *check.Proc // the procedure or function being compiled
	curPC      *procCode   // its code
	recursive  map[*check.Proc]bool
	rec        []*procCode // the recursive procedures, by rid
	frameOf    map[*check.Object]frameSlot
	nVars      int
	nRefs      int
	errs       source.ErrorList
}

// procCode is a compiled procedure or function.
type procCode struct {
	proc   *check.Proc
	body   vm.StmtFn
	resets [2]int        // the bits [lo, hi) of the formals and locals, undefined on entry
	result *check.Object // the hidden variable holding a composite result
	// A recursive procedure (RID >= 0) has frames; the others have RID -1.
	vm.Frame
}

func (c *compiler) unsupported(pos source.Pos, format string, args ...any) {
	c.errs.Add(pos, "unsupported: "+format, args...)
}

func (c *compiler) typeOf(e ast.Expr) check.Type { return c.info.Types[e] }

func (c *compiler) newVar(obj *check.Object) int {
	c.varSlot[obj] = c.nVars
	c.nVars++
	return c.nVars - 1
}

func (c *compiler) newRef(obj *check.Object) int {
	c.refSlot[obj] = c.nRefs
	c.nRefs++
	return c.nRefs - 1
}

// allocLocal gives a local variable or value formal its leaves: in the
// frame of the recursive procedure being compiled (ok false), or fixed
// leaves whose range it returns.
func (c *compiler) allocLocal(obj *check.Object) (r [2]int, ok bool) {
	if pc := c.curPC; pc != nil && pc.RID >= 0 {
		c.frameOf[obj] = frameSlot{rid: pc.RID, off: pc.Tmpl.Alloc(obj.Type, obj.Name)}
		return r, false
	}
	b := c.lay.Alloc(obj.Type, obj.Name)
	c.localBase[obj] = b
	return [2]int{b, vm.LeafCount(obj.Type)}, true
}

// objLoc is the location of a local variable, value formal or hidden
// variable.
func (c *compiler) objLoc(obj *check.Object) (loc, bool) {
	if fs, ok := c.frameOf[obj]; ok {
		r, off := fs.rid, fs.off
		return loc{fn: func(x *vm.Exec) int { return x.FP[r] + off }}, true
	}
	if b, ok := c.localBase[obj]; ok {
		return loc{base: b}, true
	}
	return loc{}, false
}

// hidden allocates a variable of type t the source does not name (a
// function's composite result, a copy of one at a call site).
func (c *compiler) hidden(t check.Type, name string) *check.Object {
	obj := &check.Object{Kind: check.LocalObj, Name: name, Type: t, Slot: -1}
	c.allocLocal(obj)
	return obj
}

// ---------------------------------------------------------------------------
// Designators

// loc compiles a designator; ok is false when e is not one.
func (c *compiler) loc(e ast.Expr) (loc, bool) {
	switch e := e.(type) {
	case *ast.Paren:
		return c.loc(e.X)
	case *ast.Ident:
		obj := c.info.Uses[e]
		if obj == nil {
			return loc{}, false
		}
		switch obj.Kind {
		case check.VarObj:
			return loc{base: c.globalBase[obj.Slot]}, true
		case check.LocalObj:
			return c.objLoc(obj)
		case check.FormalObj, check.AliasObj:
			if k, ok := c.refSlot[obj]; ok {
				return loc{fn: func(x *vm.Exec) int { return x.Refs[k] }}, true
			}
			return c.objLoc(obj)
		}
		return loc{}, false
	case *ast.Call:
		// A function's composite result, copied at the call site (the
		// callee's result variable is overwritten by its next call).
		t := c.typeOf(e)
		if !isComplex(t) {
			return loc{}, false
		}
		f := c.call(e.Func, e.Args, e.Pos())
		tl, _ := c.objLoc(c.hidden(t, e.Func.Name+"(...)"))
		n := vm.LeafCount(t)
		return loc{fn: func(x *vm.Exec) int {
			src := int(f(x))
			dst := tl.at(x)
			for i := 0; i < n; i++ {
				x.Leaves[dst+i].Set(x.St, x.Leaves[src+i].Get(x.St))
			}
			return dst
		}}, true
	case *ast.Index:
		base, ok := c.loc(e.X)
		if !ok {
			return loc{}, false
		}
		if ms, isMS := c.typeOf(e.X).(*check.MultisetType); isMS {
			// the element at a place: after the place's presence leaf
			stride := 1 + vm.LeafCount(ms.Elem)
			if id, isIdent := e.Index.(*ast.Ident); isIdent && base.fn == nil {
				if k, isVar := c.varSlot[c.info.Uses[id]]; isVar {
					base.base++
					base.terms = append(base.terms[:len(base.terms):len(base.terms)],
						term{slot: k, lo: 0, card: ms.Size, stride: stride, pos: e.Index.Pos(), typ: ms.Index})
					return base, true
				}
			}
			idx, bfn, pos := c.value(e.Index), base.dynamic(), e.Index.Pos()
			return loc{fn: func(x *vm.Exec) int {
				i := idx(x)
				if i < 0 || i >= ms.Size {
					vm.Fail(pos, "multiset place %d out of range", i)
				}
				return bfn(x) + 1 + int(i)*stride
			}}, true
		}
		at := c.typeOf(e.X).(*check.ArrayType)
		idx := c.conv(c.value(e.Index), c.typeOf(e.Index), at.Index, e.Index.Pos())
		elemN := vm.LeafCount(at.Elem)
		lo, card := vm.TypeLo(at.Index), check.Card(at.Index)
		pos := e.Index.Pos()
		if v, isConst := c.info.Consts[e.Index]; isConst && base.fn == nil && sameEncoding(c.typeOf(e.Index), at.Index) {
			if v-lo >= 0 && v-lo < card {
				base.base += int(v-lo) * elemN
				return base, true
			}
		}
		if id, isIdent := e.Index.(*ast.Ident); isIdent && base.fn == nil && sameEncoding(c.typeOf(e.Index), at.Index) {
			if k, isVar := c.varSlot[c.info.Uses[id]]; isVar {
				base.terms = append(base.terms[:len(base.terms):len(base.terms)],
					term{slot: k, lo: lo, card: card, stride: elemN, pos: pos, typ: at.Index})
				return base, true
			}
		}
		bfn := base.dynamic()
		return loc{fn: func(x *vm.Exec) int {
			i := idx(x) - lo
			if i < 0 || i >= card {
				vm.Fail(pos, "array index %d out of range %s", i+lo, check.Shown(at.Index))
			}
			return bfn(x) + int(i)*elemN
		}}, true
	case *ast.Selector:
		base, ok := c.loc(e.X)
		if !ok {
			return loc{}, false
		}
		rt := c.typeOf(e.X).(*check.RecordType)
		off := 0
		for _, f := range rt.Fields {
			if f.Name == e.Name.Name {
				break
			}
			off += vm.LeafCount(f.Type)
		}
		if base.fn == nil {
			base.base += off
			return base, true
		}
		bfn := base.fn
		return loc{fn: func(x *vm.Exec) int { return bfn(x) + off }}, true
	}
	return loc{}, false
}

// sameEncoding reports whether values of a and b are encoded alike (no
// union conversion between them).
func sameEncoding(a, b check.Type) bool {
	_, ua := a.(*check.UnionType)
	_, ub := b.(*check.UnionType)
	if ua || ub {
		return a == b
	}
	return true
}

// read compiles the read of a simple-typed designator.
func (c *compiler) read(l loc, pos source.Pos) vm.EvalFn {
	leaves := c.lay.Leaves
	if l.static() {
		lf := &leaves[l.base]
		return func(x *vm.Exec) int64 {
			raw := lf.Get(x.St)
			if raw == 0 {
				vm.Fail(pos, "read of undefined value %s", lf.Name)
			}
			return int64(raw) - 1 + lf.Lo
		}
	}
	if l.fn == nil && len(l.terms) == 1 {
		t, base := l.terms[0], l.base
		return func(x *vm.Exec) int64 {
			v := x.Vars[t.slot] - t.lo
			if v < 0 || v >= t.card {
				vm.Fail(t.pos, "array index %d out of range %s", v+t.lo, check.Shown(t.typ))
			}
			lf := &leaves[base+int(v)*t.stride]
			raw := lf.Get(x.St)
			if raw == 0 {
				vm.Fail(pos, "read of undefined value %s", lf.Name)
			}
			return int64(raw) - 1 + lf.Lo
		}
	}
	at := l.dynamic()
	return func(x *vm.Exec) int64 {
		lf := &x.Leaves[at(x)]
		raw := lf.Get(x.St)
		if raw == 0 {
			vm.Fail(pos, "read of undefined value %s", lf.Name)
		}
		return int64(raw) - 1 + lf.Lo
	}
}

// ---------------------------------------------------------------------------
// Values

// conv converts values of type from into the encoding of type to (union
// ordinals versus member values), checking membership at run time.
func (c *compiler) conv(f vm.EvalFn, from, to check.Type, pos source.Pos) vm.EvalFn {
	cv := c.convert(from, to, pos)
	if cv == nil {
		return f
	}
	return func(x *vm.Exec) int64 { return cv(f(x)) }
}

// convert maps a value of type from into the encoding of type to; nil
// when the encodings agree.
func (c *compiler) convert(from, to check.Type, pos source.Pos) func(v int64) int64 {
	if sameEncoding(from, to) {
		return nil
	}
	fu, fromUnion := from.(*check.UnionType)
	tu, toUnion := to.(*check.UnionType)
	switch {
	case !fromUnion && toUnion:
		off, _ := check.UnionOffset(tu, from)
		return func(v int64) int64 { return v + off }
	case fromUnion && !toUnion:
		off, _ := check.UnionOffset(fu, to)
		n := check.Card(to)
		return func(v int64) int64 {
			w := v - off
			if w < 0 || w >= n {
				vm.Fail(pos, "value %s is not a %s", check.FormatValue(fu, v), to)
			}
			return w
		}
	default: // union to another union, member by member
		type span struct{ lo, n, target int64 }
		var spans []span
		var off int64
		for _, m := range fu.Members {
			t, ok := check.UnionOffset(tu, m)
			if !ok {
				t = -1
			}
			spans = append(spans, span{off, check.Card(m), t})
			off += check.Card(m)
		}
		return func(v int64) int64 {
			for _, s := range spans {
				if v >= s.lo && v < s.lo+s.n {
					if s.target < 0 {
						break
					}
					return v - s.lo + s.target
				}
			}
			vm.Fail(pos, "value %s is not a %s", check.FormatValue(fu, v), tu)
			return 0
		}
	}
}

// value compiles an expression of simple type.
func (c *compiler) value(e ast.Expr) vm.EvalFn {
	if v, ok := c.info.Consts[e]; ok {
		return func(*vm.Exec) int64 { return v }
	}
	if check.IsReal(c.typeOf(e)) {
		if f := c.realExpr(e); f != nil {
			return f
		}
	}
	switch e := e.(type) {
	case *ast.Paren:
		return c.value(e.X)
	case *ast.Ident:
		obj := c.info.Uses[e]
		if k, ok := c.varSlot[obj]; ok {
			return func(x *vm.Exec) int64 { return x.Vars[k] }
		}
		if l, ok := c.loc(e); ok {
			return c.read(l, e.Pos())
		}
	case *ast.Index, *ast.Selector:
		if l, ok := c.loc(e); ok {
			return c.read(l, e.Pos())
		}
	case *ast.Unary:
		x := c.value(e.X)
		switch e.Op {
		case ast.OpNot:
			return func(s *vm.Exec) int64 { return 1 - x(s) }
		case ast.OpNeg:
			return func(s *vm.Exec) int64 { return -x(s) }
		default:
			return x
		}
	case *ast.Binary:
		return c.binary(e)
	case *ast.CondExpr:
		t := c.typeOf(e)
		cond := c.value(e.Cond)
		a := c.conv(c.value(e.Then), c.typeOf(e.Then), t, e.Then.Pos())
		b := c.conv(c.value(e.Else), c.typeOf(e.Else), t, e.Else.Pos())
		return func(x *vm.Exec) int64 {
			if cond(x) != 0 {
				return a(x)
			}
			return b(x)
		}
	case *ast.Call:
		return c.call(e.Func, e.Args, e.Pos())
	case *ast.QuantExpr:
		qi := c.info.Quants[e.Quant]
		k := c.newVar(qi.Var)
		body := c.value(e.Body)
		if qi.Dynamic {
			rng := c.dynRange(e.Quant, qi)
			want := b2i(!e.Forall) // the body value that decides
			return func(x *vm.Exec) int64 {
				from, _, n := rng(x)
				for i, v := int64(0), from; i < n; i, v = i+1, v+qi.By {
					x.Vars[k] = v
					if b2i(body(x) != 0) == want {
						return want
					}
				}
				return 1 - want
			}
		}
		vals := qi.Values
		if e.Forall {
			return func(x *vm.Exec) int64 {
				for _, v := range vals {
					x.Vars[k] = v
					if body(x) == 0 {
						return 0
					}
				}
				return 1
			}
		}
		return func(x *vm.Exec) int64 {
			for _, v := range vals {
				x.Vars[k] = v
				if body(x) != 0 {
					return 1
				}
			}
			return 0
		}
	case *ast.IsUndefined:
		l, ok := c.loc(e.X)
		if !ok {
			return func(*vm.Exec) int64 { return 0 }
		}
		n := vm.LeafCount(c.typeOf(e.X))
		return func(x *vm.Exec) int64 {
			b := l.at(x)
			for i := b; i < b+n; i++ {
				if x.Leaves[i].Get(x.St) != 0 {
					return 0
				}
			}
			return 1
		}
	case *ast.MultisetCount:
		ms, l, ok := c.multiset(e.MS)
		if !ok {
			return func(*vm.Exec) int64 { return 0 }
		}
		k := c.newVar(c.info.Defs[e.Var])
		cond := c.value(e.Cond)
		stride := 1 + vm.LeafCount(ms.Elem)
		return func(x *vm.Exec) int64 {
			n := int64(0)
			for p := int64(0); p < ms.Size; p++ {
				if present(x, l.at(x)+int(p)*stride) {
					x.Vars[k] = p
					if cond(x) != 0 {
						n++
					}
				}
			}
			return n
		}
	case *ast.IsMember:
		t := c.info.TypeOf[e.Type]
		xt := c.typeOf(e.X)
		// an undefined scalarset or union is a member of no type, as in
		// CMurphi, whose code is x >= lo && x <= hi on the raw value
		// (ISCA24-AE's ProtoGen models test a popped queue entry)
		v := c.operand(e.X, xt)
		// the member's values are off .. off+n-1 in x's encoding
		off, n := vm.TypeLo(t), check.Card(t)
		if u, ok := xt.(*check.UnionType); ok {
			o, member := check.UnionOffset(u, t)
			if !member {
				return func(*vm.Exec) int64 { return 0 }
			}
			off = o
		} else if !sameEncoding(xt, t) {
			return func(*vm.Exec) int64 { return 0 }
		}
		return func(x *vm.Exec) int64 {
			raw := v(x)
			w := raw - off
			return b2i(raw != undefinedOperand && w >= 0 && w < n)
		}
	}
	c.unsupported(e.Pos(), "expression %T in this position", e)
	return func(*vm.Exec) int64 { return 0 }
}

func b2i(b bool) int64 {
	if b {
		return 1
	}
	return 0
}

func (c *compiler) binary(e *ast.Binary) vm.EvalFn {
	if check.IsReal(c.typeOf(e.X)) || check.IsReal(c.typeOf(e.Y)) {
		return c.realCompare(e) // real arithmetic is compiled by realExpr
	}
	switch e.Op {
	case ast.OpAnd, ast.OpOr, ast.OpImplies:
		a, b := c.value(e.X), c.value(e.Y)
		switch e.Op {
		case ast.OpAnd:
			return func(x *vm.Exec) int64 {
				if a(x) == 0 {
					return 0
				}
				return b(x)
			}
		case ast.OpOr:
			return func(x *vm.Exec) int64 {
				if a(x) != 0 {
					return 1
				}
				return b(x)
			}
		default:
			return func(x *vm.Exec) int64 {
				if a(x) == 0 {
					return 1
				}
				return b(x)
			}
		}
	case ast.OpEq, ast.OpNeq:
		eq := c.equal(e.X, e.Y)
		if e.Op == ast.OpEq {
			return eq
		}
		return func(x *vm.Exec) int64 { return 1 - eq(x) }
	}
	a, b := c.value(e.X), c.value(e.Y)
	pos := e.Y.Pos()
	switch e.Op {
	case ast.OpLt:
		return func(x *vm.Exec) int64 { return b2i(a(x) < b(x)) }
	case ast.OpLe:
		return func(x *vm.Exec) int64 { return b2i(a(x) <= b(x)) }
	case ast.OpGt:
		return func(x *vm.Exec) int64 { return b2i(a(x) > b(x)) }
	case ast.OpGe:
		return func(x *vm.Exec) int64 { return b2i(a(x) >= b(x)) }
	case ast.OpAdd:
		return func(x *vm.Exec) int64 { return a(x) + b(x) }
	case ast.OpSub:
		return func(x *vm.Exec) int64 { return a(x) - b(x) }
	case ast.OpMul:
		return func(x *vm.Exec) int64 { return a(x) * b(x) }
	case ast.OpDiv:
		return func(x *vm.Exec) int64 {
			d := b(x)
			if d == 0 {
				vm.Fail(pos, "division by zero")
			}
			return a(x) / d
		}
	case ast.OpMod:
		return func(x *vm.Exec) int64 {
			d := b(x)
			if d == 0 {
				vm.Fail(pos, "division by zero")
			}
			return a(x) % d
		}
	}
	c.unsupported(e.OpPos, "operator %s", e.Op)
	return func(*vm.Exec) int64 { return 0 }
}

// equal compiles X = Y for simple or complex operands.
func (c *compiler) equal(xe, ye ast.Expr) vm.EvalFn {
	xt, yt := c.typeOf(xe), c.typeOf(ye)
	if vm.LeafCount(xt) > 1 || isComplex(xt) {
		lx, okx := c.loc(xe)
		ly, oky := c.loc(ye)
		if !okx || !oky {
			c.unsupported(xe.Pos(), "comparison of composite values that are not variables")
			return func(*vm.Exec) int64 { return 0 }
		}
		n := vm.LeafCount(xt)
		return func(x *vm.Exec) int64 {
			a := lx.at(x)
			b := ly.at(x)
			for i := 0; i < n; i++ {
				if x.Leaves[a+i].Get(x.St) != x.Leaves[b+i].Get(x.St) {
					return 0
				}
			}
			return 1
		}
	}
	if sameEncoding(xt, yt) {
		if v, ok := c.info.Consts[ye]; ok {
			if l, ok := c.loc(xe); ok {
				return c.eqConst(l, xt, v, xe.Pos())
			}
		}
		if v, ok := c.info.Consts[xe]; ok {
			if l, ok := c.loc(ye); ok {
				return c.eqConst(l, yt, v, ye.Pos())
			}
		}
	}
	a, b := c.operand(xe, xt), c.operand(ye, yt)
	if !sameEncoding(xt, yt) {
		// compare in the union's encoding
		if _, ok := xt.(*check.UnionType); ok {
			b = c.convDefined(b, yt, xt, ye.Pos())
		} else {
			a = c.convDefined(a, xt, yt, xe.Pos())
		}
	}
	return func(x *vm.Exec) int64 { return b2i(a(x) == b(x)) }
}

// comparesUndefined reports whether CMurphi compares an undefined value of
// type t without an error: its scalarset and union classes (and so a
// union read as a subrange) compare the raw value, undefined being a
// value of its own, equal only to undefined. Its enums, subranges and
// booleans fail on an undefined value, as everything does in Rumur.
func comparesUndefined(t check.Type) bool {
	switch t := t.(type) {
	case *check.ScalarsetType, *check.UnionType:
		return true
	case *check.SubrangeType:
		return t.Union
	}
	return false
}

// undefinedOperand is the value of an undefined operand of a comparison
// (see comparesUndefined); no value of a type has it.
const undefinedOperand = math.MinInt64

// operand compiles an operand of = or != of type t: like value, except
// that a variable of a type that comparesUndefined is undefinedOperand
// when undefined.
func (c *compiler) operand(e ast.Expr, t check.Type) vm.EvalFn {
	if !comparesUndefined(t) || !isDesignator(e) || hasCall(e) {
		return c.value(e)
	}
	l, ok := c.loc(e)
	if !ok {
		return c.value(e)
	}
	if l.static() {
		lf := &c.lay.Leaves[l.base]
		return func(x *vm.Exec) int64 {
			raw := lf.Get(x.St)
			if raw == 0 {
				return undefinedOperand
			}
			return int64(raw) - 1 + lf.Lo
		}
	}
	at := l.dynamic()
	return func(x *vm.Exec) int64 {
		lf := &x.Leaves[at(x)]
		raw := lf.Get(x.St)
		if raw == 0 {
			return undefinedOperand
		}
		return int64(raw) - 1 + lf.Lo
	}
}

// convDefined is conv for an operand: undefinedOperand stays as it is.
func (c *compiler) convDefined(f vm.EvalFn, from, to check.Type, pos source.Pos) vm.EvalFn {
	cv := c.convert(from, to, pos)
	if cv == nil {
		return f
	}
	return func(x *vm.Exec) int64 {
		v := f(x)
		if v == undefinedOperand {
			return v
		}
		return cv(v)
	}
}

// hasCall reports whether e calls a function (whose side effects a
// designator must not repeat by being evaluated twice).
func hasCall(e ast.Expr) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		if _, ok := n.(*ast.Call); ok {
			found = true
		}
		return !found
	})
	return found
}

// eqConst compiles `designator = constant` on raw leaf values.
func (c *compiler) eqConst(l loc, t check.Type, v int64, pos source.Pos) vm.EvalFn {
	w := v - vm.TypeLo(t)
	want := uint64(w + 1)
	if w < 0 || w >= check.Card(t) {
		want = ^uint64(0) // never equal, but undefined reads still fail
	}
	leaves := c.lay.Leaves
	if comparesUndefined(t) {
		// undefined (raw 0) is simply not the constant
		at := l.dynamic()
		if l.static() {
			lf := &leaves[l.base]
			return func(x *vm.Exec) int64 { return b2i(lf.Get(x.St) == want) }
		}
		return func(x *vm.Exec) int64 { return b2i(x.Leaves[at(x)].Get(x.St) == want) }
	}
	if l.static() {
		lf := &leaves[l.base]
		return func(x *vm.Exec) int64 {
			raw := lf.Get(x.St)
			if raw == 0 {
				vm.Fail(pos, "read of undefined value %s", lf.Name)
			}
			return b2i(raw == want)
		}
	}
	if l.fn == nil && len(l.terms) == 1 {
		t, base := l.terms[0], l.base
		return func(x *vm.Exec) int64 {
			i := x.Vars[t.slot] - t.lo
			if i < 0 || i >= t.card {
				vm.Fail(t.pos, "array index %d out of range %s", i+t.lo, check.Shown(t.typ))
			}
			lf := &leaves[base+int(i)*t.stride]
			raw := lf.Get(x.St)
			if raw == 0 {
				vm.Fail(pos, "read of undefined value %s", lf.Name)
			}
			return b2i(raw == want)
		}
	}
	at := l.dynamic()
	return func(x *vm.Exec) int64 {
		lf := &x.Leaves[at(x)]
		raw := lf.Get(x.St)
		if raw == 0 {
			vm.Fail(pos, "read of undefined value %s", lf.Name)
		}
		return b2i(raw == want)
	}
}

func isComplex(t check.Type) bool {
	switch t.(type) {
	case *check.ArrayType, *check.RecordType, *check.MultisetType:
		return true
	}
	return false
}

// ---------------------------------------------------------------------------
// Statements

func (c *compiler) stmts(ss []ast.Stmt) vm.StmtFn {
	fns := make([]vm.StmtFn, 0, len(ss))
	for _, s := range ss {
		if f := c.stmt(s); f != nil {
			fns = append(fns, f)
		}
	}
	switch len(fns) {
	case 0:
		return func(*vm.Exec) bool { return false }
	case 1:
		return fns[0]
	}
	return func(x *vm.Exec) bool {
		for _, f := range fns {
			if f(x) {
				return true
			}
		}
		return false
	}
}

// store compiles `dst := src` for a location of type dt.
func (c *compiler) store(dst loc, dt check.Type, src ast.Expr, pos source.Pos) vm.StmtFn {
	st := c.typeOf(src)
	if rt, ok := dt.(*check.RealType); ok {
		return c.storeReal(dst, rt, src, pos)
	}
	if isComplex(dt) {
		sl, ok := c.loc(src)
		if !ok {
			c.unsupported(src.Pos(), "assignment of a composite value that is not a variable")
			return nil
		}
		n := vm.LeafCount(dt)
		return func(x *vm.Exec) bool {
			// The source first: it may call a function, which may add
			// frames to x.
			b := sl.at(x)
			a := dst.at(x)
			for i := 0; i < n; i++ {
				x.Leaves[a+i].Set(x.St, x.Leaves[b+i].Get(x.St))
			}
			return false
		}
	}
	if copiesUndefined(dt, st) && isDesignator(src) {
		// CMurphi copies an enum, scalarset or union variable into one of
		// the same type as it is, undefined included (its generated
		// operator= copies the raw value); Rumur reports an error there.
		if sl, ok := c.loc(src); ok {
			return func(x *vm.Exec) bool {
				b := sl.at(x)
				a := dst.at(x)
				x.Leaves[a].Set(x.St, x.Leaves[b].Get(x.St))
				return false
			}
		}
	}
	if isDesignator(src) && !hasCall(src) {
		// Any other variable of simple type: CMurphi's assignment makes
		// the destination undefined when the source is (it generates
		// `if (src.isundefined()) dst.undefine(); else dst = src;`), and
		// converts a defined value as below.
		if sl, ok := c.loc(src); ok {
			assign := c.storeValue(dst, dt, st, src, pos)
			return func(x *vm.Exec) bool {
				if x.Leaves[sl.at(x)].Get(x.St) == 0 {
					x.Leaves[dst.at(x)].Set(x.St, 0)
					return false
				}
				return assign(x)
			}
		}
	}
	return c.storeValue(dst, dt, st, src, pos)
}

// storeValue compiles dst := src for a simple type by value (an undefined
// source fails).
func (c *compiler) storeValue(dst loc, dt, st check.Type, src ast.Expr, pos source.Pos) vm.StmtFn {
	v := c.conv(c.value(src), st, dt, src.Pos())
	lo, card := vm.TypeLo(dt), check.Card(dt)
	if dst.static() {
		lf := &c.lay.Leaves[dst.base]
		return func(x *vm.Exec) bool {
			w := v(x) - lo
			if w < 0 || w >= card {
				vm.Fail(pos, "value %d out of range %s", w+lo, check.Shown(dt))
			}
			lf.Set(x.St, uint64(w+1))
			return false
		}
	}
	return func(x *vm.Exec) bool {
		w := v(x) - lo
		if w < 0 || w >= card {
			vm.Fail(pos, "value %d out of range %s", w+lo, check.Shown(dt))
		}
		a := dst.at(x)
		x.Leaves[a].Set(x.St, uint64(w+1))
		return false
	}
}

// copiesUndefined reports whether CMurphi's assignment of a variable of
// type src to one of type dst copies an undefined value rather than
// failing: the same enum, scalarset or union type (subranges and booleans
// are read as integers, which fails on an undefined value).
func copiesUndefined(dst, src check.Type) bool {
	if dst != src {
		return false
	}
	switch dst.(type) {
	case *check.EnumType, *check.ScalarsetType, *check.UnionType:
		return true
	}
	return false
}

// fill compiles clear (raw 1: the type's first value) and undefine (raw 0).
func (c *compiler) fill(e ast.Expr, raw uint64) vm.StmtFn {
	l, ok := c.loc(e)
	if !ok {
		c.unsupported(e.Pos(), "clear/undefine of a non-variable")
		return nil
	}
	n := vm.LeafCount(c.typeOf(e))
	if raw == 1 {
		// clear: the first value, except within a multiset, which clear
		// empties (as CMurphi)
		return func(x *vm.Exec) bool {
			b := l.at(x)
			for i := b; i < b+n; i++ {
				x.Leaves[i].Set(x.St, x.Leaves[i].Clear)
			}
			return false
		}
	}
	return func(x *vm.Exec) bool {
		b := l.at(x)
		for i := b; i < b+n; i++ {
			x.Leaves[i].Set(x.St, raw)
		}
		return false
	}
}

func (c *compiler) stmt(s ast.Stmt) vm.StmtFn {
	switch s := s.(type) {
	case *ast.Assign:
		l, ok := c.loc(s.LHS)
		if !ok {
			c.unsupported(s.Pos(), "assignment target")
			return nil
		}
		return c.store(l, c.typeOf(s.LHS), s.RHS, s.RHS.Pos())
	case *ast.If:
		conds := make([]vm.EvalFn, len(s.Arms))
		bodies := make([]vm.StmtFn, len(s.Arms))
		for i, a := range s.Arms {
			conds[i] = c.value(a.Cond)
			bodies[i] = c.stmts(a.Body)
		}
		els := c.stmts(s.Else)
		return func(x *vm.Exec) bool {
			for i, cond := range conds {
				if cond(x) != 0 {
					return bodies[i](x)
				}
			}
			return els(x)
		}
	case *ast.Switch:
		xt := c.typeOf(s.X)
		v := c.value(s.X)
		type arm struct {
			vals []int64
			body vm.StmtFn
		}
		var arms []arm
		for _, cs := range s.Cases {
			var a arm
			for _, ve := range cs.Values {
				cv := c.info.Consts[ve]
				if !sameEncoding(c.typeOf(ve), xt) {
					cv = c.conv(func(*vm.Exec) int64 { return cv }, c.typeOf(ve), xt, ve.Pos())(nil)
				}
				a.vals = append(a.vals, cv)
			}
			a.body = c.stmts(cs.Body)
			arms = append(arms, a)
		}
		els := c.stmts(s.Else)
		return func(x *vm.Exec) bool {
			w := v(x)
			for _, a := range arms {
				for _, cv := range a.vals {
					if cv == w {
						return a.body(x)
					}
				}
			}
			return els(x)
		}
	case *ast.For:
		qi := c.info.Quants[s.Quant]
		k := c.newVar(qi.Var)
		body := c.stmts(s.Body)
		if qi.Dynamic {
			rng := c.dynRange(s.Quant, qi)
			return func(x *vm.Exec) bool {
				from, _, n := rng(x)
				for i, v := int64(0), from; i < n; i, v = i+1, v+qi.By {
					x.Vars[k] = v
					if body(x) {
						return true
					}
				}
				return false
			}
		}
		vals := qi.Values
		return func(x *vm.Exec) bool {
			for _, v := range vals {
				x.Vars[k] = v
				if body(x) {
					return true
				}
			}
			return false
		}
	case *ast.While:
		cond := c.value(s.Cond)
		body := c.stmts(s.Body)
		pos := s.Pos()
		return func(x *vm.Exec) bool {
			for n := 0; cond(x) != 0; n++ {
				if n >= maxLoop {
					vm.Fail(pos, "while loop exceeded %d iterations", maxLoop)
				}
				if body(x) {
					return true
				}
			}
			return false
		}
	case *ast.AliasStmt:
		setup := c.aliases(c.aliasObjs(s.Aliases))
		body := c.stmts(s.Body)
		return func(x *vm.Exec) bool {
			setup(x)
			return body(x)
		}
	case *ast.CallStmt:
		call := c.call(s.Proc, s.Args, s.Pos())
		return func(x *vm.Exec) bool {
			call(x)
			return false
		}
	case *ast.Clear:
		return c.fill(s.X, 1)
	case *ast.Undefine:
		return c.fill(s.X, 0)
	case *ast.ErrorStmt:
		pos, msg := s.Pos(), s.Msg
		return func(*vm.Exec) bool {
			vm.Fail(pos, "error: %s", msg)
			return false
		}
	case *ast.Assert:
		cond := c.value(s.Cond)
		pos, msg := s.Pos(), s.Msg
		if msg == "" {
			msg = "assertion"
		}
		return func(x *vm.Exec) bool {
			if cond(x) == 0 {
				vm.Fail(pos, "assertion failed: %s", msg)
			}
			return false
		}
	case *ast.MultisetAdd, *ast.MultisetRemove, *ast.MultisetRemovePred:
		return c.multisetStmt(s)
	case *ast.Put:
		return nil // output is not part of the semantics of a state
	case *ast.Return:
		if s.X == nil {
			return func(*vm.Exec) bool { return true }
		}
		rt := c.cur.Result
		if check.IsReal(rt) {
			v := c.realValue(s.X)
			return func(x *vm.Exec) bool {
				x.Ret = v(x)
				return true
			}
		}
		if isComplex(rt) {
			src, ok := c.loc(s.X)
			if !ok {
				c.unsupported(s.X.Pos(), "returning a composite value that is not a variable")
				return nil
			}
			dst, _ := c.objLoc(c.curPC.result)
			n := vm.LeafCount(rt)
			return func(x *vm.Exec) bool {
				b := src.at(x)
				a := dst.at(x)
				for i := 0; i < n; i++ {
					x.Leaves[a+i].Set(x.St, x.Leaves[b+i].Get(x.St))
				}
				x.Ret = int64(a)
				return true
			}
		}
		v := c.conv(c.value(s.X), c.typeOf(s.X), rt, s.X.Pos())
		return func(x *vm.Exec) bool {
			x.Ret = v(x)
			return true
		}
	}
	return nil
}

// dynRange compiles the bounds of a range computed at run time: it returns
// the first value, the last bound and the number of values (at most
// check.MaxQuantified, or the execution fails with a limit).
func (c *compiler) dynRange(q *ast.Quantifier, qi *check.QuantInfo) func(x *vm.Exec) (from, to int64, n int64) {
	fromFn, toFn := c.value(q.From), c.value(q.To)
	by, pos := qi.By, q.Pos()
	return func(x *vm.Exec) (int64, int64, int64) {
		from := fromFn(x)
		to := toFn(x)
		var n uint64
		switch {
		case by > 0 && to >= from:
			n = (uint64(to)-uint64(from))/uint64(by) + 1
		case by < 0 && from >= to:
			n = (uint64(from)-uint64(to))/uint64(-by) + 1
		}
		if n > check.MaxQuantified {
			panic(&vm.RuntimeError{Pos: pos, Msg: fmt.Sprintf("the range %d to %d has more than %d values", from, to, check.MaxQuantified), Limit: true})
		}
		return from, to, int64(n)
	}
}

// multiset compiles a multiset designator.
func (c *compiler) multiset(e ast.Expr) (*check.MultisetType, loc, bool) {
	ms, isMS := c.typeOf(e).(*check.MultisetType)
	l, ok := c.loc(e)
	if !isMS || !ok {
		c.unsupported(e.Pos(), "a multiset that is not a variable")
		return nil, loc{}, false
	}
	return ms, l, true
}

// present reports whether the multiset place whose presence leaf is p
// holds an element.
func present(x *vm.Exec, p int) bool { return x.Leaves[p].Get(x.St) == 2 }

// emptyPlace undefines the multiset place whose presence leaf is p (n
// leaves in all).
func emptyPlace(x *vm.Exec, p, n int) {
	for i := p; i < p+n; i++ {
		x.Leaves[i].Set(x.St, 0)
	}
}

// multisetStmt compiles multisetadd, multisetremove and
// multisetremovepred, as CMurphi executes them: an element goes to the
// first empty place (an error when there is none); removing an element
// empties its place (an error when it is empty already).
func (c *compiler) multisetStmt(s ast.Stmt) vm.StmtFn {
	switch s := s.(type) {
	case *ast.MultisetAdd:
		ms, l, ok := c.multiset(s.MS)
		if !ok {
			return nil
		}
		stride := 1 + vm.LeafCount(ms.Elem)
		pos := s.Pos()
		if isComplex(ms.Elem) {
			src, ok := c.loc(s.X)
			if !ok {
				c.unsupported(s.X.Pos(), "adding a composite value that is not a variable")
				return nil
			}
			n := stride - 1
			return func(x *vm.Exec) bool {
				from := src.at(x)
				p := firstEmpty(x, l.at(x), ms.Size, stride, pos)
				for i := 0; i < n; i++ {
					x.Leaves[p+1+i].Set(x.St, x.Leaves[from+i].Get(x.St))
				}
				x.Leaves[p].Set(x.St, 2)
				return false
			}
		}
		raw := c.rawArg(s.X, ms.Elem, s.X.Pos())
		return func(x *vm.Exec) bool {
			r := raw(x)
			p := firstEmpty(x, l.at(x), ms.Size, stride, pos)
			x.Leaves[p+1].Set(x.St, r)
			x.Leaves[p].Set(x.St, 2)
			return false
		}
	case *ast.MultisetRemove:
		ms, l, ok := c.multiset(s.MS)
		if !ok {
			return nil
		}
		stride := 1 + vm.LeafCount(ms.Elem)
		idx, pos := c.value(s.Index), s.Pos()
		return func(x *vm.Exec) bool {
			i := idx(x)
			p := l.at(x) + int(i)*stride
			if i < 0 || i >= ms.Size || !present(x, p) {
				vm.Fail(pos, "multisetremove of an empty place")
			}
			emptyPlace(x, p, stride)
			return false
		}
	case *ast.MultisetRemovePred:
		ms, l, ok := c.multiset(s.MS)
		if !ok {
			return nil
		}
		k := c.newVar(c.info.Defs[s.Var])
		cond := c.value(s.Cond)
		stride := 1 + vm.LeafCount(ms.Elem)
		return func(x *vm.Exec) bool {
			for i := int64(0); i < ms.Size; i++ {
				p := l.at(x) + int(i)*stride
				if present(x, p) {
					x.Vars[k] = i
					if cond(x) != 0 {
						emptyPlace(x, p, stride)
					}
				}
			}
			return false
		}
	}
	return nil
}

// firstEmpty returns the presence leaf of the first empty place of the
// multiset whose first leaf is base.
func firstEmpty(x *vm.Exec, base int, size int64, stride int, pos source.Pos) int {
	for i := int64(0); i < size; i++ {
		if p := base + int(i)*stride; !present(x, p) {
			return p
		}
	}
	vm.Fail(pos, "multiset of %d places is full", size)
	return 0
}

// aliasObjs returns the objects declared by alias clauses.
func (c *compiler) aliasObjs(as []*ast.Alias) []*check.Object {
	var objs []*check.Object
	for _, a := range as {
		objs = append(objs, c.info.Defs[a.Name])
	}
	return objs
}

// aliases compiles the binding of alias objects: a designator alias binds
// its location, any other alias its value.
func (c *compiler) aliases(objs []*check.Object) func(x *vm.Exec) {
	var fns []func(x *vm.Exec)
	for _, obj := range objs {
		if obj == nil {
			continue
		}
		if l, ok := c.loc(obj.Alias); ok {
			k := c.newRef(obj)
			fns = append(fns, func(x *vm.Exec) { x.Refs[k] = l.at(x) })
			continue
		}
		v := c.value(obj.Alias)
		k := c.newVar(obj)
		fns = append(fns, func(x *vm.Exec) { x.Vars[k] = v(x) })
	}
	return func(x *vm.Exec) {
		for _, f := range fns {
			f(x)
		}
	}
}

// call compiles a procedure or function call; for a function the result
// is returned (for a composite result, the first leaf of the callee's
// result variable).
func (c *compiler) call(name *ast.Ident, args []ast.Expr, pos source.Pos) vm.EvalFn {
	obj := c.info.Uses[name]
	pc := c.procCode(obj.Proc)
	p := obj.Proc
	// binder passes one argument: a location for a var formal or a
	// composite value, the raw encoding of a simple value (0: undefined,
	// which a value formal may be, as in CMurphi).
	type binder struct {
		ref   int // refs slot of a var formal, -1 otherwise
		src   loc // the argument's location (var formal, composite value)
		raw   func(x *vm.Exec) uint64
		dst   loc // the value formal
		n     int // leaves of a composite value
		cplx  bool
		undef bool // a composite `undefined`
	}
	bs := make([]binder, len(args))
	for i, a := range args {
		f := p.Formals[i]
		b := binder{ref: -1}
		switch {
		case f.VarParam:
			b.ref = c.refSlot[f]
			b.src, _ = c.loc(a)
		case isComplex(f.Type):
			b.cplx, b.n = true, vm.LeafCount(f.Type)
			b.dst, _ = c.objLoc(f)
			if _, undef := a.(*ast.UndefinedLit); undef {
				b.undef = true
				break
			}
			var ok bool
			if b.src, ok = c.loc(a); !ok {
				c.unsupported(a.Pos(), "passing a composite value that is not a variable")
			}
		default:
			b.dst, _ = c.objLoc(f)
			b.raw = c.rawArg(a, f.Type, pos)
		}
		bs[i] = b
	}
	isFunc := p.Result != nil
	return func(x *vm.Exec) int64 {
		// Evaluate every argument before binding any: the formals' leaves
		// are shared by nested calls of a procedure that is not
		// recursive, and a recursive one moves to a new frame.
		var tmp [8]uint64
		vals := tmp[:0]
		for i := range bs {
			b := &bs[i]
			switch {
			case b.undef:
				vals = append(vals, 0)
			case b.ref >= 0 || b.cplx:
				vals = append(vals, uint64(b.src.at(x)))
			default:
				vals = append(vals, b.raw(x))
			}
		}
		var saved, sp int
		if pc.RID >= 0 {
			saved = x.Enter(&pc.Frame, pos)
			sp = x.SaveSlots(&pc.Frame)
		} else {
			vm.ClearBits(x.St, pc.resets[0], pc.resets[1])
		}
		for i := range bs {
			b := &bs[i]
			switch {
			case b.ref >= 0:
				x.Refs[b.ref] = int(vals[i])
			case b.undef:
				dst := b.dst.at(x)
				for j := 0; j < b.n; j++ {
					x.Leaves[dst+j].Set(x.St, 0)
				}
			case b.cplx:
				src, dst := int(vals[i]), b.dst.at(x)
				for j := 0; j < b.n; j++ {
					x.Leaves[dst+j].Set(x.St, x.Leaves[src+j].Get(x.St))
				}
			default:
				x.Leaves[b.dst.at(x)].Set(x.St, vals[i])
			}
		}
		returned := pc.body(x)
		if pc.RID >= 0 {
			x.RestoreSlots(&pc.Frame, sp)
			x.Leave(&pc.Frame, saved)
		}
		if isFunc && !returned {
			vm.Fail(pos, "function %s ended without returning a value", name.Name)
		}
		return x.Ret
	}
}

// rawArg compiles an argument for a value formal of simple type ft to the
// raw encoding of ft (value-lo+1), checking the formal's range. An
// argument that is a variable may be undefined (raw 0): the formal is then
// undefined, as in CMurphi and Rumur.
func (c *compiler) rawArg(a ast.Expr, ft check.Type, pos source.Pos) func(x *vm.Exec) uint64 {
	if _, undef := a.(*ast.UndefinedLit); undef {
		return func(*vm.Exec) uint64 { return 0 }
	}
	at := c.typeOf(a)
	if check.IsReal(ft) {
		// a real designator is copied as it is (undefined included)
		if _, isConst := c.info.Consts[a]; !isConst && isDesignator(a) && check.IsReal(at) {
			if l, ok := c.loc(a); ok {
				src := l.dynamic()
				return func(x *vm.Exec) uint64 { return x.Leaves[src(x)].Get(x.St) }
			}
		}
		v := c.realValue(a)
		return func(x *vm.Exec) uint64 { return vm.RealRaw(v(x)) }
	}
	lo, card := vm.TypeLo(ft), check.Card(ft)
	cv := c.convert(at, ft, a.Pos())
	if _, isConst := c.info.Consts[a]; !isConst && isDesignator(a) {
		if l, ok := c.loc(a); ok {
			at := l.dynamic()
			return func(x *vm.Exec) uint64 {
				lf := &x.Leaves[at(x)]
				raw := lf.Get(x.St)
				if raw == 0 {
					return 0
				}
				v := int64(raw) - 1 + lf.Lo
				if cv != nil {
					v = cv(v)
				}
				if v-lo < 0 || v-lo >= card {
					vm.Fail(pos, "argument value %d out of range %s", v, check.Shown(ft))
				}
				return uint64(v-lo) + 1
			}
		}
	}
	v := c.conv(c.value(a), at, ft, a.Pos())
	return func(x *vm.Exec) uint64 {
		w := v(x)
		if w-lo < 0 || w-lo >= card {
			vm.Fail(pos, "argument value %d out of range %s", w, check.Shown(ft))
		}
		return uint64(w-lo) + 1
	}
}

// isDesignator reports whether e names a variable (possibly indexed or
// selected).
func isDesignator(e ast.Expr) bool {
	switch x := e.(type) {
	case *ast.Ident:
		return true
	case *ast.Paren:
		return isDesignator(x.X)
	case *ast.Index:
		return isDesignator(x.X)
	case *ast.Selector:
		return isDesignator(x.X)
	}
	return false
}

// procCode compiles a procedure once, on first use. A recursive call
// during the compilation of its body gets the procCode whose body is set
// when the compilation ends (calls read it when they run).
func (c *compiler) procCode(p *check.Proc) *procCode {
	if pc, ok := c.procs[p]; ok {
		return pc
	}
	pc := &procCode{proc: p, Frame: vm.Frame{RID: -1}}
	c.procs[p] = pc
	outer, outerPC := c.cur, c.curPC
	c.cur, c.curPC = p, pc
	if c.recursive[p] {
		pc.RID = len(c.rec)
		c.rec = append(c.rec, pc)
		pc.Tmpl = &vm.Layout{}
		pc.VarLo, pc.RefLo = c.nVars, c.nRefs
	}
	pc.resets[0] = c.lay.Bit
	for _, f := range p.Formals {
		if f.VarParam {
			c.newRef(f)
		} else {
			c.allocLocal(f)
		}
	}
	for _, l := range p.Locals {
		c.allocLocal(l)
	}
	pc.resets[1] = c.lay.Bit // (a recursive procedure's go to its frames)
	if p.Result != nil && isComplex(p.Result) {
		pc.result = c.hidden(p.Result, p.Obj.Name+" result")
	}
	pc.body = c.stmts(p.Decl.Body)
	if pc.RID >= 0 {
		pc.VarHi, pc.RefHi = c.nVars, c.nRefs
		pc.Words = pc.Tmpl.TotalWords()
	}
	c.cur, c.curPC = outer, outerPC
	return pc
}
