package check

// This file implements the checking of expressions: name resolution, types,
// constant folding and designators.

import (
	"math"
	"reflect"
	"strconv"
	"strings"

	"paraverify/murphi/ast"
	"paraverify/murphi/check/sem"
	"paraverify/murphi/source"
)

// operand describes a checked expression.
type operand struct {
	typ     Type // nil after an error
	isConst bool
	val     int64
	root    *Object // for a designator: the object it is rooted at
}

// expr checks e and records its type (and value, when constant).
func (c *checker) expr(e ast.Expr) operand {
	if isNil(e) {
		c.missing("expression")
		return operand{}
	}
	op := c.expr1(e)
	if op.typ != nil {
		c.info.Types[e] = op.typ
		if op.isConst {
			c.info.Consts[e] = op.val
		}
	}
	return op
}

func b2i(b bool) int64 {
	if b {
		return 1
	}
	return 0
}

func (c *checker) expr1(e ast.Expr) operand {
	switch e := e.(type) {
	case *ast.Ident:
		return c.ident(e)
	case *ast.IntLit:
		return operand{typ: Int, isConst: true, val: e.Value}
	case *ast.RealLit:
		return operand{typ: Real, isConst: true, val: RealBits(e.Value)}
	case *ast.StringLit:
		c.errs.Add(e.Pos(), "type mismatch: a string is not a value")
		return operand{}
	case *ast.Paren:
		op := c.expr(e.X)
		op.root = nil
		return op
	case *ast.Unary:
		x := c.expr(e.X)
		if x.typ == nil {
			return operand{}
		}
		if e.Op == ast.OpNot {
			if !c.want(e.X, x.typ, Bool, "operand of !") {
				return operand{}
			}
			return operand{typ: Bool, isConst: x.isConst, val: 1 - x.val}
		}
		if IsReal(x.typ) {
			v := x.val
			if e.Op == ast.OpNeg {
				v = RealBits(-RealValue(v))
			}
			return operand{typ: Real, isConst: x.isConst, val: v}
		}
		if !sem.IsInteger(x.typ) {
			c.errs.Add(e.X.Pos(), "type mismatch: operand of unary %s must be an integer, got %s", e.Op, x.typ)
			return operand{}
		}
		v := x.val
		if e.Op == ast.OpNeg {
			if x.isConst && v == math.MinInt64 {
				c.errs.Add(e.OpPos, "constant overflow: -(%d) does not fit in 64 bits", v)
				return operand{}
			}
			v = -v
		}
		return operand{typ: Int, isConst: x.isConst, val: v}
	case *ast.Binary:
		return c.binary(e)
	case *ast.CondExpr:
		cond := c.expr(e.Cond)
		if cond.typ != nil {
			c.want(e.Cond, cond.typ, Bool, "condition of ?:")
		}
		x, y := c.expr(e.Then), c.expr(e.Else)
		if x.typ == nil || y.typ == nil {
			return operand{}
		}
		if !sem.Comparable(x.typ, y.typ) {
			c.errs.Add(e.Else.Pos(), "type mismatch: branches of ?: have types %s and %s", x.typ, y.typ)
			return operand{}
		}
		t := x.typ
		if sem.IsInteger(t) && sem.IsInteger(y.typ) && t != y.typ {
			t = Int
		}
		if (IsReal(x.typ) || IsReal(y.typ)) && t != y.typ {
			t = Real
		}
		if cond.isConst && x.isConst && y.isConst {
			v := y.val
			if IsReal(t) {
				v = realOf(y)
			}
			if cond.val != 0 {
				v = x.val
				if IsReal(t) {
					v = realOf(x)
				}
			}
			return operand{typ: t, isConst: true, val: v}
		}
		return operand{typ: t}
	case *ast.Index:
		x := c.expr(e.X)
		i := c.expr(e.Index)
		if x.typ == nil {
			return operand{}
		}
		if ms, ok := x.typ.(*MultisetType); ok {
			if i.typ != nil && i.typ != Type(ms.Index) {
				c.errs.Add(e.Index.Pos(), "type mismatch: a multiset is indexed by a choose, multisetcount or multisetremovepred variable over it, not by %s", i.typ)
			}
			return operand{typ: ms.Elem, root: x.root}
		}
		at, ok := x.typ.(*ArrayType)
		if !ok {
			c.errs.Add(e.X.Pos(), "type mismatch: %s is not an array", x.typ)
			return operand{}
		}
		if i.typ != nil {
			if !Assignable(at.Index, i.typ) {
				c.errs.Add(e.Index.Pos(), "type mismatch: index of type %s for array indexed by %s", i.typ, at.Index)
			} else {
				c.constInRange(e.Index, i, at.Index)
			}
		}
		return operand{typ: at.Elem, root: x.root}
	case *ast.Selector:
		x := c.expr(e.X)
		if x.typ == nil {
			return operand{}
		}
		rt, ok := x.typ.(*RecordType)
		if !ok {
			c.errs.Add(e.X.Pos(), "type mismatch: %s is not a record", x.typ)
			return operand{}
		}
		for _, f := range rt.Fields {
			if f.Name == e.Name.Name {
				return operand{typ: f.Type, root: x.root}
			}
		}
		c.errs.Add(e.Name.Pos(), "no field %s in %s", e.Name.Name, rt)
		return operand{}
	case *ast.Call:
		if c.scope.lookup(e.Func.Name) == nil {
			if b, ok := builtins[strings.ToLower(e.Func.Name)]; ok {
				return c.builtin(e, b)
			}
		}
		obj := c.lookup(e.Func)
		if obj == nil {
			c.exprs(e.Args)
			return operand{}
		}
		if obj.Kind != FuncObj {
			c.errs.Add(e.Func.Pos(), "%s is not a function", e.Func.Name)
			c.exprs(e.Args)
			return operand{}
		}
		c.args(e.Func, obj.Proc, e.Args)
		return operand{typ: obj.Proc.Result}
	case *ast.QuantExpr:
		c.push()
		c.quantifier(e.Quant, true)
		c.cond(e.Body)
		c.pop()
		return operand{typ: Bool}
	case *ast.IsUndefined:
		x := c.expr(e.X)
		switch {
		case x.typ == nil:
		case x.root == nil || !isDesignator(e.X):
			c.errs.Add(e.X.Pos(), "type mismatch: isundefined needs a variable")
		case Card(x.typ) < 0 && !IsReal(x.typ):
			c.errs.Add(e.X.Pos(), "type mismatch: isundefined needs a variable of a simple type, got %s", x.typ)
		}
		return operand{typ: Bool}
	case *ast.IsMember:
		x := c.expr(e.X)
		if x.typ != nil && (x.root == nil || !isDesignator(e.X)) {
			c.errs.Add(e.X.Pos(), "type mismatch: ismember needs a variable")
		}
		t := c.typeExpr(e.Type)
		switch t.(type) {
		case nil, *EnumType, *ScalarsetType:
		default:
			c.errs.Add(e.Type.Pos(), "type mismatch: ismember needs an enum or scalarset type, got %s", t)
		}
		return operand{typ: Bool}
	case *ast.MultisetCount:
		c.push()
		c.multisetVar(e.Var, e.MS, false)
		c.cond(e.Cond)
		c.pop()
		return operand{typ: Int}
	case *ast.UndefinedLit:
		// only an actual parameter (args checks it); reached when the
		// call itself is wrong, which is reported already
		return operand{}
	case *ast.BadExpr:
		return operand{}
	}
	return operand{}
}

// multiset checks a designator of a multiset type and returns the type
// (nil after an error); writable asks for a variable that may be written.
func (c *checker) multiset(e ast.Expr) *MultisetType {
	op := c.expr(e)
	if op.typ == nil {
		return nil
	}
	ms, ok := op.typ.(*MultisetType)
	if !ok || !isDesignator(e) {
		c.errs.Add(e.Pos(), "type mismatch: %s is not a multiset variable", exprName(e))
		return nil
	}
	return ms
}

// multisetVar declares the variable of a multisetcount,
// multisetremovepred or choose over the multiset designator ms in the
// current scope, and returns the multiset type (nil after an error).
func (c *checker) multisetVar(id *ast.Ident, e ast.Expr, writable bool) *MultisetType {
	ms := c.multiset(e)
	if ms != nil && writable {
		if why := c.readOnly(e, c.expr(e)); why != "" {
			c.errs.Add(e.Pos(), "cannot assign to %s: %s", exprName(e), why)
		}
	}
	obj := &Object{Kind: ParamObj, Slot: -1}
	if ms != nil {
		obj.Type = ms.Index
	}
	c.noShadow(id)
	c.declare(id, obj)
	return ms
}

func (c *checker) exprs(es []ast.Expr) {
	for _, e := range es {
		c.expr(e)
	}
}

// lookup resolves a name use, reporting undeclared names.
func (c *checker) lookup(id *ast.Ident) *Object {
	if id.Name == ast.BadName {
		return nil
	}
	obj := c.scope.lookup(id.Name)
	if obj == nil {
		c.errs.Add(id.Pos(), "undeclared name: %s", id.Name)
		return nil
	}
	c.info.Uses[id] = obj
	return obj
}

func (c *checker) ident(id *ast.Ident) operand {
	obj := c.lookup(id)
	if obj == nil {
		return operand{}
	}
	switch obj.Kind {
	case ConstObj, EnumConstObj:
		return operand{typ: obj.Type, isConst: obj.Type != nil, val: obj.Value}
	case VarObj, LocalObj, FormalObj, ParamObj:
		return operand{typ: obj.Type, root: obj}
	case AliasObj:
		// An alias of a constant is a constant (it may bound a subrange).
		if v, ok := c.info.Consts[obj.Alias]; ok && obj.Type != nil {
			return operand{typ: obj.Type, isConst: true, val: v}
		}
		return operand{typ: obj.Type, root: obj}
	case TypeObj:
		c.errs.Add(id.Pos(), "type mismatch: %s is a type, not a value", id.Name)
	case ProcObj:
		c.errs.Add(id.Pos(), "procedure %s used as a value", id.Name)
	case FuncObj:
		c.errs.Add(id.Pos(), "type mismatch: function %s used without arguments", id.Name)
	}
	return operand{}
}

// want reports an error unless a value of type got fits type want.
func (c *checker) want(e ast.Expr, got, want Type, what string) bool {
	if got == nil || want == nil || Assignable(want, got) {
		return true
	}
	c.errs.Add(e.Pos(), "type mismatch: %s must be %s, got %s", what, want, got)
	return false
}

// cond checks a condition that must be boolean.
func (c *checker) cond(e ast.Expr) {
	op := c.expr(e)
	if op.typ == nil {
		return
	}
	if _, ok := op.typ.(*BoolType); !ok {
		c.errs.Add(e.Pos(), "type mismatch: condition must be boolean, got %s", op.typ)
	}
}

// constInRange warns of a constant outside the subrange t. As in CMurphi
// it is not an error: the model checker reports it as a runtime error
// where it is executed (a rule that never fires never fails).
func (c *checker) constInRange(e ast.Expr, op operand, t Type) {
	if !op.isConst {
		return
	}
	if s, ok := t.(*SubrangeType); ok && (op.val < s.Lo || op.val > s.Hi) {
		c.model.Warnings.Add(e.Pos(), "constant %d out of range %s (an error where it is executed)", op.val, rangeName(s))
	}
}

func rangeName(s *SubrangeType) string {
	if s.Name != "" {
		return s.Name + " (" + itoa(s.Lo) + ".." + itoa(s.Hi) + ")"
	}
	return itoa(s.Lo) + ".." + itoa(s.Hi)
}

func (c *checker) binary(e *ast.Binary) operand {
	x, y := c.expr(e.X), c.expr(e.Y)
	if x.typ == nil || y.typ == nil {
		return operand{}
	}
	both := x.isConst && y.isConst
	if (IsReal(x.typ) || IsReal(y.typ)) && sem.IsNumber(x.typ) && sem.IsNumber(y.typ) {
		return c.realBinary(e, x, y)
	}
	switch e.Op {
	case ast.OpAnd, ast.OpOr, ast.OpImplies:
		okX := c.want(e.X, x.typ, Bool, "operand of "+e.Op.String())
		okY := c.want(e.Y, y.typ, Bool, "operand of "+e.Op.String())
		if !okX || !okY {
			return operand{}
		}
		var v int64
		switch e.Op {
		case ast.OpAnd:
			v = x.val & y.val
		case ast.OpOr:
			v = x.val | y.val
		default:
			v = b2i(x.val == 0 || y.val != 0)
		}
		return operand{typ: Bool, isConst: both, val: v}
	case ast.OpEq, ast.OpNeq:
		if !sem.Comparable(x.typ, y.typ) {
			c.errs.Add(e.OpPos, "type mismatch: cannot compare %s and %s", x.typ, y.typ)
			return operand{}
		}
		if both && sameKind(x.typ, y.typ) {
			eq := x.val == y.val
			return operand{typ: Bool, isConst: true, val: b2i(eq == (e.Op == ast.OpEq))}
		}
		return operand{typ: Bool}
	case ast.OpLt, ast.OpLe, ast.OpGt, ast.OpGe:
		if !sem.IsInteger(x.typ) || !sem.IsInteger(y.typ) {
			c.errs.Add(e.OpPos, "type mismatch: %s needs integer operands, got %s and %s", e.Op, x.typ, y.typ)
			return operand{}
		}
		var r bool
		switch e.Op {
		case ast.OpLt:
			r = x.val < y.val
		case ast.OpLe:
			r = x.val <= y.val
		case ast.OpGt:
			r = x.val > y.val
		default:
			r = x.val >= y.val
		}
		return operand{typ: Bool, isConst: both, val: b2i(r)}
	default: // arithmetic
		if !sem.IsInteger(x.typ) || !sem.IsInteger(y.typ) {
			c.errs.Add(e.OpPos, "type mismatch: %s needs integer operands, got %s and %s", e.Op, x.typ, y.typ)
			return operand{}
		}
		var v int64
		switch e.Op {
		case ast.OpAdd:
			v = x.val + y.val
		case ast.OpSub:
			v = x.val - y.val
		case ast.OpMul:
			v = x.val * y.val
		case ast.OpDiv, ast.OpMod:
			if y.isConst && y.val == 0 {
				c.errs.Add(e.Y.Pos(), "division by zero")
				return operand{}
			}
			if both {
				if e.Op == ast.OpDiv {
					v = x.val / y.val
				} else {
					v = x.val % y.val
				}
			}
		}
		if both && overflows(e.Op, x.val, y.val, v) {
			c.errs.Add(e.OpPos, "constant overflow: %d %s %d does not fit in 64 bits", x.val, e.Op, y.val)
			return operand{}
		}
		return operand{typ: Int, isConst: both, val: v}
	}
}

// realOf returns a numeric constant operand as a real value.
func realOf(op operand) int64 {
	if IsReal(op.typ) {
		return op.val
	}
	return RealBits(float64(op.val))
}

// realBinary checks a binary operation with a real operand (the other a
// real or an integer): arithmetic gives a real (`%` takes integers only),
// comparisons a boolean; constants are folded in double precision.
func (c *checker) realBinary(e *ast.Binary, x, y operand) operand {
	both := x.isConst && y.isConst
	a, b := RealValue(realOf(x)), RealValue(realOf(y))
	switch e.Op {
	case ast.OpAdd, ast.OpSub, ast.OpMul, ast.OpDiv:
		var v float64
		switch e.Op {
		case ast.OpAdd:
			v = a + b
		case ast.OpSub:
			v = a - b
		case ast.OpMul:
			v = a * b
		default:
			if y.isConst && b == 0 {
				c.errs.Add(e.Y.Pos(), "division by zero")
				return operand{}
			}
			v = a / b
		}
		return operand{typ: Real, isConst: both, val: RealBits(v)}
	case ast.OpEq, ast.OpNeq, ast.OpLt, ast.OpLe, ast.OpGt, ast.OpGe:
		var r bool
		switch e.Op {
		case ast.OpEq:
			r = a == b
		case ast.OpNeq:
			r = a != b
		case ast.OpLt:
			r = a < b
		case ast.OpLe:
			r = a <= b
		case ast.OpGt:
			r = a > b
		default:
			r = a >= b
		}
		return operand{typ: Bool, isConst: both, val: b2i(r)}
	}
	c.errs.Add(e.OpPos, "type mismatch: %s needs integer operands, got %s and %s", e.Op, x.typ, y.typ)
	return operand{}
}

// builtins are CMurphi's real functions, by their number of arguments.
var builtins = map[string]int{
	"log": 1, "log10": 1, "exp": 1, "sin": 1, "cos": 1, "tan": 1, "fabs": 1, "floor": 1, "ceil": 1,
	"sqrt": 1, "fmod": 2, "pow": 2, "asin": 1, "acos": 1, "atan": 1, "sinh": 1, "cosh": 1, "tanh": 1,
}

// builtin checks a call of a real function (a name that nothing declared
// hides; CMurphi reserves them, in any letter case).
func (c *checker) builtin(e *ast.Call, nargs int) operand {
	name := strings.ToLower(e.Func.Name)
	c.info.Uses[e.Func] = &Object{Kind: BuiltinObj, Name: name, Type: Real, Slot: -1}
	if len(e.Args) != nargs {
		c.errs.Add(e.Func.Pos(), "wrong number of arguments: %s expects %d, got %d", e.Func.Name, nargs, len(e.Args))
		c.exprs(e.Args)
		return operand{}
	}
	for _, a := range e.Args {
		op := c.expr(a)
		if op.typ != nil && !sem.IsNumber(op.typ) {
			c.errs.Add(a.Pos(), "type mismatch: argument of %s must be a number, got %s", e.Func.Name, op.typ)
		}
	}
	return operand{typ: Real}
}

// overflows reports whether the int64 result r of x op y wrapped around.
func overflows(op ast.Op, x, y, r int64) bool {
	switch op {
	case ast.OpAdd:
		return (x > 0 && y > 0 && r < 0) || (x < 0 && y < 0 && r >= 0)
	case ast.OpSub:
		return (x >= 0 && y < 0 && r < 0) || (x < 0 && y > 0 && r >= 0)
	case ast.OpMul:
		return x != 0 && (r/x != y || (x == -1 && y == math.MinInt64))
	case ast.OpDiv:
		return x == math.MinInt64 && y == -1
	}
	return false
}

// sameKind reports whether two constant values are encoded alike, so that
// their encodings can be compared directly (not a union and its member).
func sameKind(a, b Type) bool {
	_, ua := a.(*UnionType)
	_, ub := b.(*UnionType)
	return ua == ub
}

func itoa(v int64) string { return strconv.FormatInt(v, 10) }

// MaxQuantified bounds the number of values a quantifier, for loop or
// ruleset parameter may range over.
const MaxQuantified = 1 << 16

// quantifier declares a quantifier variable in the current scope. The
// bounds of a range `a to b` may be computed at run time when dynamic
// allows it (for statements, forall and exists, not rulesets); its step
// is always a constant.
func (c *checker) quantifier(q *ast.Quantifier, dynamic bool) *QuantInfo {
	qi := &QuantInfo{}
	var t Type
	if q.Type != nil {
		t = c.typeExpr(q.Type)
		if t != nil && Card(t) < 0 {
			c.errs.Add(q.Type.Pos(), "type mismatch: cannot quantify over %s", t)
			t = nil
		}
		if t != nil && Card(t) > MaxQuantified {
			c.errs.Add(q.Type.Pos(), "unsupported: quantifying over %d values (the limit is %d)", Card(t), MaxQuantified)
			t = nil
		}
		qi.Values = Values(t)
	} else if dynamic && !(c.isConstExpr(q.From) && c.isConstExpr(q.To)) {
		ok := c.intExpr(q.From, "lower bound of the range")
		ok = c.intExpr(q.To, "upper bound of the range") && ok
		by, okBy := int64(1), true
		if q.By != nil {
			by, okBy = c.constInt(q.By, "step of the range")
			if okBy && by == 0 {
				c.errs.Add(q.By.Pos(), "type mismatch: the step of a range must not be 0")
				okBy = false
			}
		}
		if ok && okBy {
			qi.Dynamic, qi.By, t = true, by, Int
		}
	} else {
		from, ok1 := c.constInt(q.From, "lower bound of the range")
		to, ok2 := c.constInt(q.To, "upper bound of the range")
		by, ok3 := int64(1), true
		if q.By != nil {
			by, ok3 = c.constInt(q.By, "step of the range")
			if ok3 && by == 0 {
				c.errs.Add(q.By.Pos(), "type mismatch: the step of a range must not be 0")
				ok3 = false
			}
		}
		if ok1 && ok2 && ok3 {
			lo, hi := from, to
			if lo > hi {
				lo, hi = hi, lo
			}
			n := rangeCount(from, to, by)
			switch {
			case n > MaxQuantified:
				c.errs.Add(q.Pos(), "unsupported: quantifying over %d values (the limit is %d)", n, MaxQuantified)
			case uint64(hi)-uint64(lo) >= MaxCard:
				c.errs.Add(q.Pos(), "unsupported: range %d..%d has more than %d values", lo, hi, int64(MaxCard))
			default:
				for i, v := uint64(0), from; i < n; i, v = i+1, v+by {
					qi.Values = append(qi.Values, v)
				}
				t = &SubrangeType{Lo: lo, Hi: hi}
			}
		}
	}
	qi.Var = &Object{Kind: ParamObj, Type: t, Slot: -1}
	c.noShadow(q.Var)
	c.declare(q.Var, qi.Var)
	c.info.Quants[q] = qi
	return qi
}

// isConstExpr reports whether e is a constant expression; it checks e
// (once: the result is recorded) when it has not been checked yet.
func (c *checker) isConstExpr(e ast.Expr) bool {
	if _, done := c.info.Types[e]; !done {
		c.expr(e)
	}
	_, ok := c.info.Consts[e]
	return ok
}

// intExpr checks an integer expression that need not be constant.
func (c *checker) intExpr(e ast.Expr, what string) bool {
	op := c.expr(e)
	if op.typ == nil {
		return false
	}
	if !sem.IsInteger(op.typ) {
		c.errs.Add(e.Pos(), "type mismatch: %s must be an integer, got %s", what, op.typ)
		return false
	}
	return true
}

// noShadow reports a quantifier variable that hides an enclosing
// quantifier variable or alias, which CMurphi rejects ("Ruleset
// declaration shadows enclosing Ruleset or Alias"). A duplicate in the
// same scope is left to declare.
func (c *checker) noShadow(id *ast.Ident) {
	if id.Name == ast.BadName {
		return
	}
	if _, same := c.scope.names[id.Name]; same {
		return
	}
	prev := c.scope.lookup(id.Name)
	if prev == nil || (prev.Kind != ParamObj && prev.Kind != AliasObj) {
		return
	}
	c.errs.Add(id.Pos(), "%s redeclared: it would shadow the enclosing %s %s declared at %d:%d", id.Name, prev.Kind, id.Name, prev.Pos.Line, prev.Pos.Col)
}

// isNil reports a nil node, also a typed nil pointer in an interface.
func isNil(n ast.Node) bool {
	return n == nil || reflect.ValueOf(n).IsNil()
}

// missing reports a hole in a hand-built tree (the parser never leaves
// one) at the start of the file.
func (c *checker) missing(what string) {
	c.errs.Add(source.Pos{File: c.path, Line: 1, Col: 1}, "internal error: checker: missing %s in the syntax tree", what)
}

// rangeCount returns the number of values of `from to to by by` (by != 0),
// without overflow.
func rangeCount(from, to, by int64) uint64 {
	switch {
	case by > 0 && to >= from:
		return (uint64(to)-uint64(from))/uint64(by) + 1
	case by < 0 && from >= to:
		// -by wraps for the most negative step, and uint64 of it is right.
		return (uint64(from)-uint64(to))/uint64(-by) + 1
	}
	return 0
}
