package smt

import (
	"errors"
	"fmt"
	"time"

	"github.com/aclements/go-z3/z3"
)

// Options configure a Z3 solver.
type Options struct {
	// Timeout bounds each check (0: none). A check that times out returns an error wrapping
	// ErrUnknown.
	Timeout time.Duration
	// NoQuickPath sends every query to Z3, even conjunctions of literals x = c, x != c, p, not p,
	// which are otherwise decided in Go.
	NoQuickPath bool
}

// Z3 is a Solver backed by its own z3.Context. It must be used by one goroutine at a time.
type Z3 struct {
	ctx    *z3.Context
	s      *z3.Solver
	consts map[string]z3.Value    // by name and sort
	funcs  map[string]z3.FuncDecl // by name and signature
	broken bool                   // a Z3 panic left the solver in an unknown state
	quick  bool
	intS   z3.Sort
	boolS  z3.Sort
	zero   z3.Int
}

// NewZ3 returns a Z3 solver with its own context.
func NewZ3(opts Options) (z *Z3, err error) {
	defer func() {
		if r := recover(); r != nil {
			z, err = nil, fmt.Errorf("smt: z3: %v", r)
		}
	}()
	cfg := z3.NewContextConfig()
	if opts.Timeout > 0 {
		ms := uint(opts.Timeout / time.Millisecond)
		if ms == 0 {
			ms = 1
		}
		cfg.SetUint("timeout", ms)
	}
	ctx := z3.NewContext(cfg)
	s, err := newSolver(ctx)
	if err != nil {
		return nil, err
	}
	z = &Z3{ctx: ctx, s: s, consts: map[string]z3.Value{}, funcs: map[string]z3.FuncDecl{},
		intS: ctx.IntSort(), boolS: ctx.BoolSort(), quick: !opts.NoQuickPath}
	z.zero = ctx.FromInt(0, z.intS).(z3.Int)
	return z, nil
}

// Valid implements Solver.
func (z *Z3) Valid(f *Term) (bool, error) {
	if err := checkFormula(f); err != nil {
		return false, err
	}
	sat, _, err := z.check(Not(f), false)
	if err != nil {
		return false, err
	}
	return !sat, nil
}

// Implies implements Solver.
func (z *Z3) Implies(a, b *Term) (bool, error) { return z.Valid(Implies(a, b)) }

// Sat implements Solver.
func (z *Z3) Sat(f *Term) (bool, map[string]Value, error) { return z.check(f, true) }

// check decides f and, if wantModel, returns a model when f is satisfiable.
func (z *Z3) check(f *Term, wantModel bool) (sat bool, model map[string]Value, err error) {
	if err := checkFormula(f); err != nil {
		return false, nil, err
	}
	st := newSymbols()
	if err := st.add(f); err != nil {
		return false, nil, err
	}
	if z.quick {
		if sat, ok, model := quickSat(f); ok {
			if !wantModel {
				model = nil
			}
			return sat, model, nil
		}
	}
	defer func() {
		if r := recover(); r != nil {
			z.broken = true
			sat, model, err = false, nil, fmt.Errorf("smt: z3: %v", r)
		}
	}()
	if z.broken {
		if z.s, err = newSolver(z.ctx); err != nil {
			return false, nil, err
		}
		z.broken = false
	}
	z.s.Push()
	defer z.s.Pop()
	enc := &encoder{z: z, memo: map[*Term]z3.Value{}}
	for _, a := range st.atoms {
		if a.sort.kind != KindEnum {
			continue
		}
		x := enc.term(a).(z3.Int)
		n := z.ctx.FromInt(int64(a.sort.n), z.intS).(z3.Int)
		z.s.Assert(z.zero.LE(x).And(x.LT(n)))
	}
	z.s.Assert(enc.term(f).(z3.Bool))
	ok, err := z.s.Check()
	if err != nil {
		var u *z3.ErrSatUnknown
		if errors.As(err, &u) {
			return false, nil, fmt.Errorf("%w: %s", ErrUnknown, u.Reason)
		}
		return false, nil, fmt.Errorf("%w: %v", ErrUnknown, err)
	}
	if !ok {
		return false, nil, nil
	}
	if !wantModel {
		return true, nil, nil
	}
	m := z.s.Model()
	model = make(map[string]Value, len(st.atoms))
	for _, a := range st.atoms {
		v := m.Eval(enc.term(a), true)
		var x int64
		switch a.sort.kind {
		case KindBool:
			b, lit := v.(z3.Bool).AsBool()
			if !lit {
				return false, nil, fmt.Errorf("smt: z3: no value for %s in model", a.str)
			}
			if b {
				x = 1
			}
		default:
			i, lit, fits := v.(z3.Int).AsInt64()
			if !lit || !fits {
				return false, nil, fmt.Errorf("smt: z3: no int64 value for %s in model", a.str)
			}
			x = i
		}
		model[modelKey(a)] = Value{a.sort, x}
	}
	return true, model, nil
}

type encoder struct {
	z    *Z3
	memo map[*Term]z3.Value
}

func (z *Z3) sort(s Sort) z3.Sort {
	if s.kind == KindBool {
		return z.boolS
	}
	return z.intS
}

// term encodes t; t is well sorted (checked by symbols.add).
func (e *encoder) term(t *Term) z3.Value {
	if v, ok := e.memo[t]; ok {
		return v
	}
	z := e.z
	ctx := z.ctx
	var v z3.Value
	args := func() []z3.Value {
		vs := make([]z3.Value, len(t.args))
		for i, a := range t.args {
			vs[i] = e.term(a)
		}
		return vs
	}
	bools := func() []z3.Bool {
		vs := make([]z3.Bool, len(t.args))
		for i, a := range t.args {
			vs[i] = e.term(a).(z3.Bool)
		}
		return vs
	}
	ints := func() []z3.Int {
		vs := make([]z3.Int, len(t.args))
		for i, a := range t.args {
			vs[i] = e.term(a).(z3.Int)
		}
		return vs
	}
	switch t.op {
	case OpConst:
		if t.sort.kind == KindBool {
			v = ctx.FromBool(t.val != 0)
		} else {
			v = ctx.FromInt(t.val, z.intS)
		}
	case OpVar:
		k := t.name + "\x00" + smtSort(t.sort)
		c, ok := z.consts[k]
		if !ok {
			c = ctx.Const(t.name, z.sort(t.sort))
			z.consts[k] = c
		}
		v = c
	case OpApp:
		k := t.name
		dom := make([]z3.Sort, len(t.args))
		for i, a := range t.args {
			dom[i] = z.sort(a.sort)
			k += "\x00" + smtSort(a.sort)
		}
		k += "\x00" + smtSort(t.sort)
		fd, ok := z.funcs[k]
		if !ok {
			fd = ctx.FuncDecl(t.name, dom, z.sort(t.sort))
			z.funcs[k] = fd
		}
		v = fd.Apply(args()...)
	case OpEq:
		a := args()
		switch x := a[0].(type) {
		case z3.Bool:
			v = x.Eq(a[1].(z3.Bool))
		default:
			v = x.(z3.Int).Eq(a[1].(z3.Int))
		}
	case OpNot:
		v = e.term(t.args[0]).(z3.Bool).Not()
	case OpAnd:
		b := bools()
		v = b[0].And(b[1:]...)
	case OpOr:
		b := bools()
		v = b[0].Or(b[1:]...)
	case OpImplies:
		b := bools()
		v = b[0].Implies(b[1])
	case OpIte:
		a := args()
		v = a[0].(z3.Bool).IfThenElse(a[1], a[2])
	case OpLt:
		i := ints()
		v = i[0].LT(i[1])
	case OpLe:
		i := ints()
		v = i[0].LE(i[1])
	case OpAdd:
		i := ints()
		v = i[0].Add(i[1])
	case OpSub:
		i := ints()
		v = i[0].Sub(i[1])
	default:
		panic(fmt.Sprintf("smt: cannot encode operator %d", t.op))
	}
	e.memo[t] = v
	return v
}
