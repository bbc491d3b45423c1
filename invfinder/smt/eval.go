package smt

import "fmt"

// Eval evaluates t under an assignment of values to its atoms, keyed by Key. Every atom of t
// (see Atoms) must be assigned.
func Eval(t *Term, asg map[string]int64) (int64, error) {
	switch t.op {
	case OpErr:
		return 0, t.err
	case OpConst:
		return t.val, nil
	case OpVar, OpApp:
		v, ok := asg[t.key]
		if !ok {
			return 0, fmt.Errorf("smt: no value for %s", t.str)
		}
		return v, nil
	}
	vs := make([]int64, len(t.args))
	for i, a := range t.args {
		if t.op == OpIte && i > 0 {
			break
		}
		v, err := Eval(a, asg)
		if err != nil {
			return 0, err
		}
		vs[i] = v
	}
	b := func(x bool) int64 {
		if x {
			return 1
		}
		return 0
	}
	switch t.op {
	case OpEq:
		return b(vs[0] == vs[1]), nil
	case OpNot:
		return 1 - vs[0], nil
	case OpAnd:
		for _, v := range vs {
			if v == 0 {
				return 0, nil
			}
		}
		return 1, nil
	case OpOr:
		for _, v := range vs {
			if v != 0 {
				return 1, nil
			}
		}
		return 0, nil
	case OpImplies:
		return b(vs[0] == 0 || vs[1] != 0), nil
	case OpIte:
		if vs[0] != 0 {
			return Eval(t.args[1], asg)
		}
		return Eval(t.args[2], asg)
	case OpLt:
		return b(vs[0] < vs[1]), nil
	case OpLe:
		return b(vs[0] <= vs[1]), nil
	case OpAdd:
		return vs[0] + vs[1], nil
	case OpSub:
		return vs[0] - vs[1], nil
	}
	return 0, fmt.Errorf("smt: cannot evaluate operator %d", t.op)
}
