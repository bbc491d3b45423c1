package mc

// This file implements the compiler from the checked model to closures
// over the state vector. Expressions become evalFn (values in the project's
// encoding, see check.Card), designators become locations (a first leaf
// index), statements become stmtFn. Runtime errors (undefined reads, range
// errors, failed asserts, error statements) panic with *RuntimeError and
// are recovered where a rule is fired.

import (
	"fmt"

	"paraverify/murphi/ast"
	"paraverify/murphi/check"
	"paraverify/murphi/source"
)

// RuntimeError is a Murphi execution error: it is a property violation.
type RuntimeError struct {
	Pos source.Pos
	Msg string
}

func (e *RuntimeError) Error() string { return e.Pos.String() + ": " + e.Msg }

func fail(pos source.Pos, format string, args ...any) {
	panic(&RuntimeError{Pos: pos, Msg: fmt.Sprintf(format, args...)})
}

// maxLoop bounds the iterations of one while loop, as CMurphi does.
const maxLoop = 10000

type evalFn func(x *exec) int64
type stmtFn func(x *exec) bool // true: a return statement was executed

// loc is a compiled designator: its first leaf is base plus, for each
// term, stride times the ordinal of a parameter or quantifier variable
// (the common case a[i].f), or, when fn is set, whatever fn computes.
type loc struct {
	base  int
	terms []term
	fn    func(x *exec) int
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

func (l loc) at(x *exec) int {
	if l.fn != nil {
		return l.fn(x)
	}
	a := l.base
	for i := range l.terms {
		t := &l.terms[i]
		v := x.vars[t.slot] - t.lo
		if v < 0 || v >= t.card {
			fail(t.pos, "array index %d out of range %s", v+t.lo, t.typ)
		}
		a += int(v) * t.stride
	}
	return a
}

// dynamic turns l into a general location computed by a closure.
func (l loc) dynamic() func(x *exec) int {
	if l.fn != nil {
		return l.fn
	}
	return l.at
}

// exec is the mutable context of one execution.
type exec struct {
	st   []uint64
	vars []int64
	refs []int
	ret  int64
}

// compiler holds the static allocation of slots.
type compiler struct {
	model      *check.Model
	info       *check.Info
	lay        *layout
	globalBase []int
	localBase  map[*check.Object]int
	varSlot    map[*check.Object]int
	refSlot    map[*check.Object]int
	procs      map[*check.Proc]*procCode
	cur        *check.Proc // the procedure or function being compiled
	nVars      int
	nRefs      int
	errs       source.ErrorList
}

// procCode is a compiled procedure or function.
type procCode struct {
	proc      *check.Proc
	body      stmtFn
	resets    [][2]int // leaf ranges of formals and locals to undefine on entry
	compiling bool
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

// allocLocal gives a local variable or value formal its leaves.
func (c *compiler) allocLocal(obj *check.Object) [2]int {
	b := c.lay.alloc(obj.Type, obj.Name)
	c.localBase[obj] = b
	return [2]int{b, leafCount(obj.Type)}
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
			return loc{base: c.localBase[obj]}, true
		case check.FormalObj, check.AliasObj:
			if k, ok := c.refSlot[obj]; ok {
				return loc{fn: func(x *exec) int { return x.refs[k] }}, true
			}
			if b, ok := c.localBase[obj]; ok {
				return loc{base: b}, true
			}
		}
		return loc{}, false
	case *ast.Index:
		base, ok := c.loc(e.X)
		if !ok {
			return loc{}, false
		}
		at := c.typeOf(e.X).(*check.ArrayType)
		idx := c.conv(c.value(e.Index), c.typeOf(e.Index), at.Index, e.Index.Pos())
		elemN := leafCount(at.Elem)
		lo, card := typeLo(at.Index), check.Card(at.Index)
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
		return loc{fn: func(x *exec) int {
			i := idx(x) - lo
			if i < 0 || i >= card {
				fail(pos, "array index %d out of range %s", i+lo, at.Index)
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
			off += leafCount(f.Type)
		}
		if base.fn == nil {
			base.base += off
			return base, true
		}
		bfn := base.fn
		return loc{fn: func(x *exec) int { return bfn(x) + off }}, true
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
func (c *compiler) read(l loc, pos source.Pos) evalFn {
	leaves := c.lay.leaves
	if l.static() {
		lf := &leaves[l.base]
		return func(x *exec) int64 {
			raw := lf.get(x.st)
			if raw == 0 {
				fail(pos, "read of undefined value %s", lf.name)
			}
			return int64(raw) - 1 + lf.lo
		}
	}
	if l.fn == nil && len(l.terms) == 1 {
		t, base := l.terms[0], l.base
		return func(x *exec) int64 {
			v := x.vars[t.slot] - t.lo
			if v < 0 || v >= t.card {
				fail(t.pos, "array index %d out of range %s", v+t.lo, t.typ)
			}
			lf := &leaves[base+int(v)*t.stride]
			raw := lf.get(x.st)
			if raw == 0 {
				fail(pos, "read of undefined value %s", lf.name)
			}
			return int64(raw) - 1 + lf.lo
		}
	}
	at := l.dynamic()
	return func(x *exec) int64 {
		lf := &leaves[at(x)]
		raw := lf.get(x.st)
		if raw == 0 {
			fail(pos, "read of undefined value %s", lf.name)
		}
		return int64(raw) - 1 + lf.lo
	}
}

// ---------------------------------------------------------------------------
// Values

// conv converts values of type from into the encoding of type to (union
// ordinals versus member values), checking membership at run time.
func (c *compiler) conv(f evalFn, from, to check.Type, pos source.Pos) evalFn {
	if sameEncoding(from, to) {
		return f
	}
	fu, fromUnion := from.(*check.UnionType)
	tu, toUnion := to.(*check.UnionType)
	switch {
	case !fromUnion && toUnion:
		off, _ := check.UnionOffset(tu, from)
		return func(x *exec) int64 { return f(x) + off }
	case fromUnion && !toUnion:
		off, _ := check.UnionOffset(fu, to)
		n := check.Card(to)
		return func(x *exec) int64 {
			v := f(x) - off
			if v < 0 || v >= n {
				fail(pos, "value %s is not a %s", formatValue(fu, v+off), to)
			}
			return v
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
		return func(x *exec) int64 {
			v := f(x)
			for _, s := range spans {
				if v >= s.lo && v < s.lo+s.n {
					if s.target < 0 {
						break
					}
					return v - s.lo + s.target
				}
			}
			fail(pos, "value %s is not a %s", formatValue(fu, v), tu)
			return 0
		}
	}
}

// value compiles an expression of simple type.
func (c *compiler) value(e ast.Expr) evalFn {
	if v, ok := c.info.Consts[e]; ok {
		return func(*exec) int64 { return v }
	}
	switch e := e.(type) {
	case *ast.Paren:
		return c.value(e.X)
	case *ast.Ident:
		obj := c.info.Uses[e]
		if k, ok := c.varSlot[obj]; ok {
			return func(x *exec) int64 { return x.vars[k] }
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
			return func(s *exec) int64 { return 1 - x(s) }
		case ast.OpNeg:
			return func(s *exec) int64 { return -x(s) }
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
		return func(x *exec) int64 {
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
		vals := qi.Values
		if e.Forall {
			return func(x *exec) int64 {
				for _, v := range vals {
					x.vars[k] = v
					if body(x) == 0 {
						return 0
					}
				}
				return 1
			}
		}
		return func(x *exec) int64 {
			for _, v := range vals {
				x.vars[k] = v
				if body(x) != 0 {
					return 1
				}
			}
			return 0
		}
	case *ast.IsUndefined:
		l, ok := c.loc(e.X)
		if !ok {
			return func(*exec) int64 { return 0 }
		}
		n := leafCount(c.typeOf(e.X))
		return func(x *exec) int64 {
			b := l.at(x)
			for i := b; i < b+n; i++ {
				if c.lay.leaves[i].get(x.st) != 0 {
					return 0
				}
			}
			return 1
		}
	case *ast.IsMember:
		t := c.info.TypeOf[e.Type]
		xt := c.typeOf(e.X)
		v := c.value(e.X)
		if u, ok := xt.(*check.UnionType); ok {
			if off, member := check.UnionOffset(u, t); member {
				n := check.Card(t)
				return func(x *exec) int64 {
					w := v(x) - off
					return b2i(w >= 0 && w < n)
				}
			}
			return func(*exec) int64 { return 0 }
		}
		lo, n := typeLo(t), check.Card(t)
		if !sameEncoding(xt, t) {
			return func(*exec) int64 { return 0 }
		}
		return func(x *exec) int64 {
			w := v(x) - lo
			return b2i(w >= 0 && w < n)
		}
	}
	c.unsupported(e.Pos(), "expression %T in this position", e)
	return func(*exec) int64 { return 0 }
}

func b2i(b bool) int64 {
	if b {
		return 1
	}
	return 0
}

func (c *compiler) binary(e *ast.Binary) evalFn {
	switch e.Op {
	case ast.OpAnd, ast.OpOr, ast.OpImplies:
		a, b := c.value(e.X), c.value(e.Y)
		switch e.Op {
		case ast.OpAnd:
			return func(x *exec) int64 {
				if a(x) == 0 {
					return 0
				}
				return b(x)
			}
		case ast.OpOr:
			return func(x *exec) int64 {
				if a(x) != 0 {
					return 1
				}
				return b(x)
			}
		default:
			return func(x *exec) int64 {
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
		return func(x *exec) int64 { return 1 - eq(x) }
	}
	a, b := c.value(e.X), c.value(e.Y)
	pos := e.Y.Pos()
	switch e.Op {
	case ast.OpLt:
		return func(x *exec) int64 { return b2i(a(x) < b(x)) }
	case ast.OpLe:
		return func(x *exec) int64 { return b2i(a(x) <= b(x)) }
	case ast.OpGt:
		return func(x *exec) int64 { return b2i(a(x) > b(x)) }
	case ast.OpGe:
		return func(x *exec) int64 { return b2i(a(x) >= b(x)) }
	case ast.OpAdd:
		return func(x *exec) int64 { return a(x) + b(x) }
	case ast.OpSub:
		return func(x *exec) int64 { return a(x) - b(x) }
	case ast.OpMul:
		return func(x *exec) int64 { return a(x) * b(x) }
	case ast.OpDiv:
		return func(x *exec) int64 {
			d := b(x)
			if d == 0 {
				fail(pos, "division by zero")
			}
			return a(x) / d
		}
	case ast.OpMod:
		return func(x *exec) int64 {
			d := b(x)
			if d == 0 {
				fail(pos, "division by zero")
			}
			return a(x) % d
		}
	}
	c.unsupported(e.OpPos, "operator %s", e.Op)
	return func(*exec) int64 { return 0 }
}

// equal compiles X = Y for simple or complex operands.
func (c *compiler) equal(xe, ye ast.Expr) evalFn {
	xt, yt := c.typeOf(xe), c.typeOf(ye)
	if leafCount(xt) > 1 || isComplex(xt) {
		lx, okx := c.loc(xe)
		ly, oky := c.loc(ye)
		if !okx || !oky {
			c.unsupported(xe.Pos(), "comparison of composite values that are not variables")
			return func(*exec) int64 { return 0 }
		}
		n := leafCount(xt)
		return func(x *exec) int64 {
			a, b := lx.at(x), ly.at(x)
			for i := 0; i < n; i++ {
				if c.lay.leaves[a+i].get(x.st) != c.lay.leaves[b+i].get(x.st) {
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
	a, b := c.value(xe), c.value(ye)
	if !sameEncoding(xt, yt) {
		// compare in the union's encoding
		if _, ok := xt.(*check.UnionType); ok {
			b = c.conv(b, yt, xt, ye.Pos())
		} else {
			a = c.conv(a, xt, yt, xe.Pos())
		}
	}
	return func(x *exec) int64 { return b2i(a(x) == b(x)) }
}

// eqConst compiles `designator = constant` on raw leaf values.
func (c *compiler) eqConst(l loc, t check.Type, v int64, pos source.Pos) evalFn {
	w := v - typeLo(t)
	want := uint64(w + 1)
	if w < 0 || w >= check.Card(t) {
		want = ^uint64(0) // never equal, but undefined reads still fail
	}
	leaves := c.lay.leaves
	if l.static() {
		lf := &leaves[l.base]
		return func(x *exec) int64 {
			raw := lf.get(x.st)
			if raw == 0 {
				fail(pos, "read of undefined value %s", lf.name)
			}
			return b2i(raw == want)
		}
	}
	if l.fn == nil && len(l.terms) == 1 {
		t, base := l.terms[0], l.base
		return func(x *exec) int64 {
			i := x.vars[t.slot] - t.lo
			if i < 0 || i >= t.card {
				fail(t.pos, "array index %d out of range %s", i+t.lo, t.typ)
			}
			lf := &leaves[base+int(i)*t.stride]
			raw := lf.get(x.st)
			if raw == 0 {
				fail(pos, "read of undefined value %s", lf.name)
			}
			return b2i(raw == want)
		}
	}
	at := l.dynamic()
	return func(x *exec) int64 {
		lf := &leaves[at(x)]
		raw := lf.get(x.st)
		if raw == 0 {
			fail(pos, "read of undefined value %s", lf.name)
		}
		return b2i(raw == want)
	}
}

func isComplex(t check.Type) bool {
	switch t.(type) {
	case *check.ArrayType, *check.RecordType:
		return true
	}
	return false
}

// ---------------------------------------------------------------------------
// Statements

func (c *compiler) stmts(ss []ast.Stmt) stmtFn {
	fns := make([]stmtFn, 0, len(ss))
	for _, s := range ss {
		if f := c.stmt(s); f != nil {
			fns = append(fns, f)
		}
	}
	switch len(fns) {
	case 0:
		return func(*exec) bool { return false }
	case 1:
		return fns[0]
	}
	return func(x *exec) bool {
		for _, f := range fns {
			if f(x) {
				return true
			}
		}
		return false
	}
}

// store compiles `dst := src` for a location of type dt.
func (c *compiler) store(dst loc, dt check.Type, src ast.Expr, pos source.Pos) stmtFn {
	st := c.typeOf(src)
	if isComplex(dt) {
		sl, ok := c.loc(src)
		if !ok {
			c.unsupported(src.Pos(), "assignment of a composite value that is not a variable")
			return nil
		}
		n := leafCount(dt)
		return func(x *exec) bool {
			a, b := dst.at(x), sl.at(x)
			for i := 0; i < n; i++ {
				c.lay.leaves[a+i].set(x.st, c.lay.leaves[b+i].get(x.st))
			}
			return false
		}
	}
	v := c.conv(c.value(src), st, dt, src.Pos())
	lo, card := typeLo(dt), check.Card(dt)
	if dst.static() {
		lf := &c.lay.leaves[dst.base]
		return func(x *exec) bool {
			w := v(x) - lo
			if w < 0 || w >= card {
				fail(pos, "value %d out of range %s", w+lo, dt)
			}
			lf.set(x.st, uint64(w+1))
			return false
		}
	}
	return func(x *exec) bool {
		w := v(x) - lo
		if w < 0 || w >= card {
			fail(pos, "value %d out of range %s", w+lo, dt)
		}
		c.lay.leaves[dst.at(x)].set(x.st, uint64(w+1))
		return false
	}
}

// fill compiles clear (raw 1: the type's first value) and undefine (raw 0).
func (c *compiler) fill(e ast.Expr, raw uint64) stmtFn {
	l, ok := c.loc(e)
	if !ok {
		c.unsupported(e.Pos(), "clear/undefine of a non-variable")
		return nil
	}
	n := leafCount(c.typeOf(e))
	return func(x *exec) bool {
		b := l.at(x)
		for i := b; i < b+n; i++ {
			c.lay.leaves[i].set(x.st, raw)
		}
		return false
	}
}

func (c *compiler) stmt(s ast.Stmt) stmtFn {
	switch s := s.(type) {
	case *ast.Assign:
		l, ok := c.loc(s.LHS)
		if !ok {
			c.unsupported(s.Pos(), "assignment target")
			return nil
		}
		return c.store(l, c.typeOf(s.LHS), s.RHS, s.RHS.Pos())
	case *ast.If:
		conds := make([]evalFn, len(s.Arms))
		bodies := make([]stmtFn, len(s.Arms))
		for i, a := range s.Arms {
			conds[i] = c.value(a.Cond)
			bodies[i] = c.stmts(a.Body)
		}
		els := c.stmts(s.Else)
		return func(x *exec) bool {
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
			body stmtFn
		}
		var arms []arm
		for _, cs := range s.Cases {
			var a arm
			for _, ve := range cs.Values {
				cv := c.info.Consts[ve]
				if !sameEncoding(c.typeOf(ve), xt) {
					cv = c.conv(func(*exec) int64 { return cv }, c.typeOf(ve), xt, ve.Pos())(nil)
				}
				a.vals = append(a.vals, cv)
			}
			a.body = c.stmts(cs.Body)
			arms = append(arms, a)
		}
		els := c.stmts(s.Else)
		return func(x *exec) bool {
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
		vals := qi.Values
		return func(x *exec) bool {
			for _, v := range vals {
				x.vars[k] = v
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
		return func(x *exec) bool {
			for n := 0; cond(x) != 0; n++ {
				if n >= maxLoop {
					fail(pos, "while loop exceeded %d iterations", maxLoop)
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
		return func(x *exec) bool {
			setup(x)
			return body(x)
		}
	case *ast.CallStmt:
		call := c.call(s.Proc, s.Args, s.Pos())
		return func(x *exec) bool {
			call(x)
			return false
		}
	case *ast.Clear:
		return c.fill(s.X, 1)
	case *ast.Undefine:
		return c.fill(s.X, 0)
	case *ast.ErrorStmt:
		pos, msg := s.Pos(), s.Msg
		return func(*exec) bool {
			fail(pos, "error: %s", msg)
			return false
		}
	case *ast.Assert:
		cond := c.value(s.Cond)
		pos, msg := s.Pos(), s.Msg
		if msg == "" {
			msg = "assertion"
		}
		return func(x *exec) bool {
			if cond(x) == 0 {
				fail(pos, "assertion failed: %s", msg)
			}
			return false
		}
	case *ast.Put:
		return nil // output is not part of the semantics of a state
	case *ast.Return:
		if s.X == nil {
			return func(*exec) bool { return true }
		}
		rt := c.cur.Result
		v := c.conv(c.value(s.X), c.typeOf(s.X), rt, s.X.Pos())
		return func(x *exec) bool {
			x.ret = v(x)
			return true
		}
	}
	return nil
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
func (c *compiler) aliases(objs []*check.Object) func(x *exec) {
	var fns []func(x *exec)
	for _, obj := range objs {
		if obj == nil {
			continue
		}
		if l, ok := c.loc(obj.Alias); ok {
			k := c.newRef(obj)
			fns = append(fns, func(x *exec) { x.refs[k] = l.at(x) })
			continue
		}
		v := c.value(obj.Alias)
		k := c.newVar(obj)
		fns = append(fns, func(x *exec) { x.vars[k] = v(x) })
	}
	return func(x *exec) {
		for _, f := range fns {
			f(x)
		}
	}
}

// call compiles a procedure or function call; for a function the result
// is returned.
func (c *compiler) call(name *ast.Ident, args []ast.Expr, pos source.Pos) evalFn {
	obj := c.info.Uses[name]
	pc := c.procCode(obj.Proc)
	if pc == nil {
		return func(*exec) int64 { return 0 }
	}
	p := obj.Proc
	type binder struct {
		ref   int // refs slot for var formals, -1 otherwise
		l     loc
		val   evalFn
		base  int // first leaf of a value formal
		n     int
		lo    int64
		card  int64
		typ   check.Type
		cplx  bool
		src   loc
		isVar bool
	}
	bs := make([]binder, len(args))
	for i, a := range args {
		f := p.Formals[i]
		b := binder{ref: -1, typ: f.Type, isVar: f.VarParam}
		if f.VarParam {
			b.ref = c.refSlot[f]
			b.l, _ = c.loc(a)
		} else {
			b.base = c.localBase[f]
			b.n = leafCount(f.Type)
			if isComplex(f.Type) {
				b.cplx = true
				var ok bool
				b.src, ok = c.loc(a)
				if !ok {
					c.unsupported(a.Pos(), "passing a composite value that is not a variable")
				}
			} else {
				b.val = c.conv(c.value(a), c.typeOf(a), f.Type, a.Pos())
				b.lo, b.card = typeLo(f.Type), check.Card(f.Type)
			}
		}
		bs[i] = b
	}
	isFunc := p.Result != nil
	return func(x *exec) int64 {
		// Evaluate every argument before binding any (a nested call of the
		// same procedure shares the formals' slots).
		var tmp [8]int64
		vals := tmp[:0]
		for i := range bs {
			b := &bs[i]
			switch {
			case b.isVar:
				vals = append(vals, int64(b.l.at(x)))
			case b.cplx:
				vals = append(vals, int64(b.src.at(x)))
			default:
				vals = append(vals, b.val(x))
			}
		}
		for _, r := range pc.resets {
			for i := r[0]; i < r[0]+r[1]; i++ {
				c.lay.leaves[i].set(x.st, 0)
			}
		}
		for i := range bs {
			b := &bs[i]
			switch {
			case b.isVar:
				x.refs[b.ref] = int(vals[i])
			case b.cplx:
				src := int(vals[i])
				for j := 0; j < b.n; j++ {
					c.lay.leaves[b.base+j].set(x.st, c.lay.leaves[src+j].get(x.st))
				}
			default:
				w := vals[i] - b.lo
				if w < 0 || w >= b.card {
					fail(pos, "argument value %d out of range %s", vals[i], b.typ)
				}
				c.lay.leaves[b.base].set(x.st, uint64(w+1))
			}
		}
		returned := pc.body(x)
		if isFunc && !returned {
			fail(pos, "function %s ended without returning a value", name.Name)
		}
		return x.ret
	}
}

// procCode compiles a procedure once, on first use.
func (c *compiler) procCode(p *check.Proc) *procCode {
	if pc, ok := c.procs[p]; ok {
		if pc.compiling && pc.body == nil {
			c.unsupported(p.Decl.Pos(), "recursive procedure or function %s", p.Obj.Name)
			return nil
		}
		return pc
	}
	pc := &procCode{proc: p, compiling: true}
	c.procs[p] = pc
	for _, f := range p.Formals {
		if f.VarParam {
			c.newRef(f)
		} else {
			pc.resets = append(pc.resets, c.allocLocal(f))
		}
	}
	for _, l := range p.Locals {
		pc.resets = append(pc.resets, c.allocLocal(l))
	}
	if p.Result != nil && isComplex(p.Result) {
		c.unsupported(p.Decl.Pos(), "function %s returns a composite value", p.Obj.Name)
	}
	outer := c.cur
	c.cur = p
	body := c.stmts(p.Decl.Body)
	c.cur = outer
	pc.body = body
	pc.compiling = false
	return pc
}
