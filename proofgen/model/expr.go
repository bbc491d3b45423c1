package model

// This file builds expressions.

// BoolVal is the value BoolV b.
func BoolVal(b bool) *Expr {
	if b {
		return &Expr{Op: XConst, Name: "BoolV True"}
	}
	return &Expr{Op: XConst, Name: "BoolV False"}
}

// Not is the negation of x, without a double negation or a negated
// constant; nil stays nil.
func Not(x *Expr) *Expr {
	if x == nil {
		return nil
	}
	switch x.Op {
	case XTrue:
		return &Expr{Op: XFalse}
	case XFalse:
		return &Expr{Op: XTrue}
	case XNot:
		return x.Args[0]
	}
	return &Expr{Op: XNot, Args: []*Expr{x}}
}

// Nary builds a conjunction or disjunction, flattening nested ones of the
// same operator.
func Nary(op Op, xs ...*Expr) *Expr {
	var args []*Expr
	for _, x := range xs {
		if x == nil {
			return nil
		}
		if x.Op == op {
			args = append(args, x.Args...)
		} else {
			args = append(args, x)
		}
	}
	if len(args) == 1 {
		return args[0]
	}
	return &Expr{Op: op, Args: args}
}
