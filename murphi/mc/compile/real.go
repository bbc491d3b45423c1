package compile

// This file compiles CMurphi's real numbers. A real value is carried as
// the bits of a float64 (check.RealValue); a real leaf holds them encoded
// (vm.RealRaw) so that its raw 0 still means undefined. As in CMurphi, a
// real stored into the state (a global leaf) is rounded to its type's
// precision in significant decimal digits (the state keeps its
// printf("%+.Ne") form), while locals, parameters and intermediate results
// keep double precision.

import (
	"math"
	"strconv"

	"paraverify/murphi/ast"
	"paraverify/murphi/check"
	"paraverify/murphi/mc/vm"
	"paraverify/murphi/source"
)

// roundReal rounds the real v to the precision of t, as CMurphi stores it
// in the state; a value whose decimal exponent needs more digits than t's
// exponent bound has (CMurphi loses digits or stops) is an error.
func roundReal(t *check.RealType, v int64, pos source.Pos) int64 {
	f := check.RealValue(v)
	if t.Precision < 1 || math.IsNaN(f) {
		return v
	}
	if math.IsInf(f, 0) {
		vm.Fail(pos, "real value %g does not fit %s", f, t)
	}
	r, err := strconv.ParseFloat(strconv.FormatFloat(f, 'e', int(t.Precision-1), 64), 64)
	if err != nil {
		vm.Fail(pos, "real value %g does not fit %s", f, t)
	}
	if r != 0 {
		e := int(math.Floor(math.Log10(math.Abs(r))))
		if len(strconv.Itoa(abs(e))) > len(strconv.FormatInt(t.Exponent, 10)) {
			vm.Fail(pos, "real value %g does not fit %s", f, t)
		}
	}
	return check.RealBits(r)
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// readReal compiles the read of a real designator.
func (c *compiler) readReal(l loc, pos source.Pos) vm.EvalFn {
	at := l.dynamic()
	return func(x *vm.Exec) int64 {
		lf := &x.Leaves[at(x)]
		raw := lf.Get(x.St)
		if raw == 0 {
			vm.Fail(pos, "read of undefined value %s", lf.Name)
		}
		return vm.RawReal(raw)
	}
}

// realValue compiles a numeric expression to a real.
func (c *compiler) realValue(e ast.Expr) vm.EvalFn {
	f := c.value(e)
	if check.IsReal(c.typeOf(e)) {
		return f
	}
	return func(x *vm.Exec) int64 { return check.RealBits(float64(f(x))) }
}

// realExpr compiles an expression of a real type that is not a constant;
// nil when the general compilation applies.
func (c *compiler) realExpr(e ast.Expr) vm.EvalFn {
	switch e := e.(type) {
	case *ast.Paren:
		return c.realExpr(e.X)
	case *ast.Ident, *ast.Index, *ast.Selector:
		if _, isVar := c.varSlot[c.info.Uses[check.RootIdent(e)]]; isVar {
			return nil // a value alias
		}
		if l, ok := c.loc(e); ok {
			return c.readReal(l, e.Pos())
		}
	case *ast.Unary:
		x := c.realValue(e.X)
		if e.Op == ast.OpNeg {
			return func(s *vm.Exec) int64 { return check.RealBits(-check.RealValue(x(s))) }
		}
		return x
	case *ast.Binary:
		a, b := c.realValue(e.X), c.realValue(e.Y)
		var op func(p, q float64) float64
		switch e.Op {
		case ast.OpAdd:
			op = func(p, q float64) float64 { return p + q }
		case ast.OpSub:
			op = func(p, q float64) float64 { return p - q }
		case ast.OpMul:
			op = func(p, q float64) float64 { return p * q }
		case ast.OpDiv:
			op = func(p, q float64) float64 { return p / q }
		default:
			return nil
		}
		return func(x *vm.Exec) int64 {
			return check.RealBits(op(check.RealValue(a(x)), check.RealValue(b(x))))
		}
	case *ast.CondExpr:
		cond := c.value(e.Cond)
		a, b := c.realValue(e.Then), c.realValue(e.Else)
		return func(x *vm.Exec) int64 {
			if cond(x) != 0 {
				return a(x)
			}
			return b(x)
		}
	case *ast.Call:
		if obj := c.info.Uses[e.Func]; obj != nil && obj.Kind == check.BuiltinObj {
			return c.builtin(obj.Name, e.Args)
		}
	}
	return nil
}

// realCompare compiles a comparison with a real operand.
func (c *compiler) realCompare(e *ast.Binary) vm.EvalFn {
	a, b := c.realValue(e.X), c.realValue(e.Y)
	var op func(p, q float64) bool
	switch e.Op {
	case ast.OpEq:
		op = func(p, q float64) bool { return p == q }
	case ast.OpNeq:
		op = func(p, q float64) bool { return p != q }
	case ast.OpLt:
		op = func(p, q float64) bool { return p < q }
	case ast.OpLe:
		op = func(p, q float64) bool { return p <= q }
	case ast.OpGt:
		op = func(p, q float64) bool { return p > q }
	case ast.OpGe:
		op = func(p, q float64) bool { return p >= q }
	default:
		c.unsupported(e.OpPos, "operator %s on reals", e.Op)
		return func(*vm.Exec) int64 { return 0 }
	}
	return func(x *vm.Exec) int64 {
		return b2i(op(check.RealValue(a(x)), check.RealValue(b(x))))
	}
}

// builtin compiles a call of one of CMurphi's real functions.
func (c *compiler) builtin(name string, args []ast.Expr) vm.EvalFn {
	fs := make([]vm.EvalFn, len(args))
	for i, a := range args {
		fs[i] = c.realValue(a)
	}
	one := map[string]func(float64) float64{
		"log": math.Log, "log10": math.Log10, "exp": math.Exp, "sin": math.Sin, "cos": math.Cos,
		"tan": math.Tan, "fabs": math.Abs, "floor": math.Floor, "ceil": math.Ceil, "sqrt": math.Sqrt,
		"asin": math.Asin, "acos": math.Acos, "atan": math.Atan, "sinh": math.Sinh, "cosh": math.Cosh,
		"tanh": math.Tanh,
	}
	if f, ok := one[name]; ok && len(fs) == 1 {
		a := fs[0]
		return func(x *vm.Exec) int64 { return check.RealBits(f(check.RealValue(a(x)))) }
	}
	two := map[string]func(float64, float64) float64{"fmod": math.Mod, "pow": math.Pow}
	if f, ok := two[name]; ok && len(fs) == 2 {
		a, b := fs[0], fs[1]
		return func(x *vm.Exec) int64 {
			return check.RealBits(f(check.RealValue(a(x)), check.RealValue(b(x))))
		}
	}
	c.unsupported(source.Pos{}, "function %s", name)
	return func(*vm.Exec) int64 { return 0 }
}

// storeReal compiles `dst := src` for a real location of type t: a global
// leaf gets the value rounded to t's precision.
func (c *compiler) storeReal(dst loc, t *check.RealType, src ast.Expr, pos source.Pos) vm.StmtFn {
	v := c.realValue(src)
	nGlobal := c.lay.NGlobal
	return func(x *vm.Exec) bool {
		w := v(x)
		a := dst.at(x)
		if a < nGlobal {
			w = roundReal(t, w, pos)
		}
		x.Leaves[a].Set(x.St, vm.RealRaw(w))
		return false
	}
}
