package smt

// quickSat decides f without Z3 when f is a conjunction of literals of the form x = c, x != c,
// p or not p, where x and p are variables and c a constant: the shape of invFinder's
// "guard and not obligation" queries. Conjunctions are recognised through and, not-or and
// not-implies. It returns decided = false for any other shape. If sat, model assigns every
// variable of f (an enumeration variable without an equality gets its first allowed member, an
// Int variable the least integer not excluded).
func quickSat(f *Term) (sat, decided bool, model map[string]Value) {
	type info struct {
		v   *Term
		eq  int64
		has bool
		ne  map[int64]bool
	}
	vars := map[string]*info{}
	var order []string
	get := func(v *Term) *info {
		in, ok := vars[v.key]
		if !ok {
			in = &info{v: v}
			vars[v.key] = in
			order = append(order, v.key)
		}
		return in
	}
	unsat := false
	// lit records x = c (pos) or x != c; it reports false if the shape is not handled.
	lit := func(x, c *Term, pos bool) bool {
		if x.op == OpConst {
			x, c = c, x
		}
		if x.op != OpVar || c.op != OpConst {
			return false
		}
		in := get(x)
		if pos {
			if in.has && in.eq != c.val {
				unsat = true
			}
			in.eq, in.has = c.val, true
		} else {
			if in.ne == nil {
				in.ne = map[int64]bool{}
			}
			in.ne[c.val] = true
		}
		return true
	}
	var walk func(t *Term, pos bool) bool
	walk = func(t *Term, pos bool) bool {
		switch t.op {
		case OpConst:
			if (t.val != 0) != pos {
				unsat = true
			}
			return true
		case OpVar:
			return lit(t, BoolConst(true), pos)
		case OpEq:
			return lit(t.args[0], t.args[1], pos)
		case OpNot:
			return walk(t.args[0], !pos)
		case OpAnd, OpOr:
			if (t.op == OpAnd) != pos {
				return false
			}
			for _, a := range t.args {
				if !walk(a, pos) {
					return false
				}
			}
			return true
		case OpImplies:
			if pos {
				return false
			}
			return walk(t.args[0], true) && walk(t.args[1], false)
		}
		return false
	}
	if !walk(f, true) {
		return false, false, nil
	}
	if unsat {
		return false, true, nil
	}
	model = make(map[string]Value, len(vars))
	for _, k := range order {
		in := vars[k]
		s := in.v.sort
		var val int64
		switch {
		case in.has:
			if in.ne[in.eq] {
				return false, true, nil
			}
			val = in.eq
		case s.kind == KindInt:
			for in.ne[val] {
				val++
			}
		default:
			n := int64(s.Size())
			for val < n && in.ne[val] {
				val++
			}
			if val == n {
				return false, true, nil
			}
		}
		model[in.v.name] = Value{s, val}
	}
	return true, true, model
}
