package model

// This file computes the effect of a rule's action (or a startstate's
// body) as one expression per location family written: the value the
// family's location at indices j1..jk holds afterwards, over the state
// before and j1..jk. The theories state actions in this form, a case
// distinction over the location (\<lambda>s l. case l of V_F j1 \<Rightarrow> ... | _ \<Rightarrow> s l):
// reading a location of the new state is then one rewrite step, where a
// chain of function updates and lets would make the simplifier walk and
// copy the whole action for every read.
//
// The semantics is the statements': assignments in order (a later one
// to the same location wins, a read sees the earlier writes), both
// branches of an if, and a for loop over an index type as the
// simultaneous update of the locations its iterations write (see the
// documentation of package proofgen). The self-check and the transition
// test read the effects too, so the theories, Z3 and the explicit-state
// checker agree on them.

import "fmt"

// Effect is the value of the locations of one family after an action.
type Effect struct {
	Fam  *Family
	Vars []string // the index variables, one per index of the family
	Val  *Expr    // SVal, over the state before and Vars
}

// symState is a symbolic state: the value at a location of each family,
// as an expression over the state before the statements.
type symState map[*Family]func(args []*Expr) *Expr

// EffectVar names the k-th index variable of an effect (1-based). The
// names end in a double underscore so that no Murphi name (the
// translator's variables) can take them.
func EffectVar(k int) string { return fmt.Sprintf("j%d__", k) }

// Effects returns the effects of ss on the families it writes, in the
// order of Model.Families. With start set the state before is undefined
// everywhere (a startstate); otherwise it is the rule's old state.
func (m *Model) Effects(ss []*Stmt, start bool) []*Effect {
	st := symState{}
	out := exec(st, ss)
	var effects []*Effect
	written := map[*Family]bool{}
	for _, f := range Writes(ss) {
		written[f] = true
	}
	for _, f := range m.Families {
		if !written[f] {
			continue
		}
		e := &Effect{Fam: f}
		var args []*Expr
		for k, it := range f.Index {
			e.Vars = append(e.Vars, EffectVar(k+1))
			args = append(args, &Expr{Op: XVar, Name: EffectVar(k + 1), Type: it})
		}
		e.Val = out.read(f, args)
		if start {
			e.Val = undefinedBefore(e.Val)
		}
		effects = append(effects, e)
	}
	return effects
}

// undefinedBefore replaces every read of the state before by Undef (the
// state a startstate starts from).
func undefinedBefore(x *Expr) *Expr {
	return mapExpr(x, func(e *Expr) *Expr {
		if e.Op == XRead {
			return &Expr{Op: XConst, Name: "Undef"}
		}
		return nil
	})
}

// read is the value at f(args) in st: the state before unless written.
func (st symState) read(f *Family, args []*Expr) *Expr {
	if g, ok := st[f]; ok {
		return g(args)
	}
	return &Expr{Op: XRead, Fam: f, Args: args}
}

// eval rewrites e, read in state st, into an expression over the state
// before.
func (st symState) eval(e *Expr) *Expr {
	return mapExpr(e, func(x *Expr) *Expr {
		if x.Op != XRead {
			return nil
		}
		args := make([]*Expr, len(x.Args))
		for i, a := range x.Args {
			args[i] = st.eval(a)
		}
		return st.read(x.Fam, args)
	})
}

func (st symState) clone() symState {
	out := symState{}
	for f, g := range st {
		out[f] = g
	}
	return out
}

func exec(st symState, ss []*Stmt) symState {
	for _, s := range ss {
		st = step(st, s)
	}
	return st
}

func step(st symState, s *Stmt) symState {
	switch s.Kind {
	case SAssign:
		f := s.Loc.Fam
		at := make([]*Expr, len(s.Loc.Args))
		for i, a := range s.Loc.Args {
			at[i] = st.eval(a)
		}
		v := st.eval(s.Val)
		before := st.clone()
		out := st.clone()
		out[f] = func(args []*Expr) *Expr {
			return ite(argsEqual(args, at), v, before.read(f, args))
		}
		return out
	case SIf:
		c := st.eval(s.Cond)
		th, el := exec(st.clone(), s.Then), exec(st.clone(), s.Else)
		out := st.clone()
		for _, f := range Writes(append(append([]*Stmt(nil), s.Then...), s.Else...)) {
			f := f
			out[f] = func(args []*Expr) *Expr { return ite(c, th.read(f, args), el.read(f, args)) }
		}
		return out
	case SFor:
		before := st.clone()
		out := st.clone()
		for _, f := range s.Writes {
			f, p := f, LoopArg(s, f)
			out[f] = func(args []*Expr) *Expr {
				// iteration args[p] computes the location from the state
				// before the loop
				body := substStmts(s.Body, s.Var, args[p])
				after := exec(before.clone(), body).read(f, args)
				in := &Expr{Op: XIn, Type: s.Type, Args: []*Expr{args[p]}}
				return ite(in, after, before.read(f, args))
			}
		}
		return out
	}
	return st
}

// argsEqual is the condition that two index tuples are equal.
func argsEqual(a, b []*Expr) *Expr {
	var eqs []*Expr
	for i := range a {
		if exprEqual(a[i], b[i]) {
			continue
		}
		if a[i].Op == XLit && b[i].Op == XLit {
			return &Expr{Op: XFalse} // different literals
		}
		eqs = append(eqs, &Expr{Op: XEq, Args: []*Expr{a[i], b[i]}})
	}
	switch len(eqs) {
	case 0:
		return &Expr{Op: XTrue}
	case 1:
		return eqs[0]
	}
	return &Expr{Op: XAnd, Args: eqs}
}

// ite builds if c then a else b, without a test whose outcome is known.
func ite(c, a, b *Expr) *Expr {
	switch {
	case c.Op == XTrue:
		return a
	case c.Op == XFalse:
		return b
	case exprEqual(a, b):
		return a
	}
	return &Expr{Op: XIte, Args: []*Expr{c, a, b}}
}

// exprEqual reports whether two expressions are the same.
func exprEqual(a, b *Expr) bool {
	if a == b {
		return true
	}
	if a.Op != b.Op || a.Fam != b.Fam || a.Name != b.Name || a.Lit != b.Lit || a.Type != b.Type || len(a.Args) != len(b.Args) {
		return false
	}
	for i := range a.Args {
		if !exprEqual(a.Args[i], b.Args[i]) {
			return false
		}
	}
	return true
}

// mapExpr rebuilds e bottom-up where f returns a replacement (nil: keep
// the node, with its arguments mapped). f sees the original node.
func mapExpr(e *Expr, f func(*Expr) *Expr) *Expr {
	if e == nil {
		return nil
	}
	if r := f(e); r != nil {
		return r
	}
	if len(e.Args) == 0 {
		return e
	}
	c := *e
	c.Args = make([]*Expr, len(e.Args))
	changed := false
	for i, a := range e.Args {
		c.Args[i] = mapExpr(a, f)
		changed = changed || c.Args[i] != a
	}
	if !changed {
		return e
	}
	return &c
}

// substExpr replaces the free variable v by x in e (binders of v hide
// it).
func substExpr(e *Expr, v string, x *Expr) *Expr {
	if e == nil {
		return nil
	}
	switch e.Op {
	case XVar:
		if e.Name == v {
			return x
		}
		return e
	case XAll, XEx, XLast:
		if e.Name == v {
			return e
		}
	}
	if len(e.Args) == 0 {
		return e
	}
	c := *e
	c.Args = make([]*Expr, len(e.Args))
	for i, a := range e.Args {
		c.Args[i] = substExpr(a, v, x)
	}
	return &c
}

// substStmts replaces the variable v by x in statements (a loop of v
// inside hides it).
func substStmts(ss []*Stmt, v string, x *Expr) []*Stmt {
	out := make([]*Stmt, len(ss))
	for i, s := range ss {
		c := *s
		switch s.Kind {
		case SAssign:
			c.Loc, c.Val = substExpr(s.Loc, v, x), substExpr(s.Val, v, x)
		case SIf:
			c.Cond = substExpr(s.Cond, v, x)
			c.Then, c.Else = substStmts(s.Then, v, x), substStmts(s.Else, v, x)
		case SFor:
			if s.Var != v {
				c.Body = substStmts(s.Body, v, x)
			}
		}
		out[i] = &c
	}
	return out
}
