package check

// This file implements the checking of statements and calls.

import (
	"paraverify/murphi/ast"
	"paraverify/murphi/check/sem"
)

func (c *checker) stmts(ss []ast.Stmt) {
	for _, s := range ss {
		c.stmt(s)
	}
}

func (c *checker) stmt(s ast.Stmt) {
	switch s := s.(type) {
	case *ast.Assign:
		lhs := c.expr(s.LHS)
		rhs := c.expr(s.RHS)
		if lhs.typ == nil {
			return
		}
		if !c.assignable(s.LHS, lhs) {
			return
		}
		if rhs.typ == nil {
			return
		}
		if !Assignable(lhs.typ, rhs.typ) {
			c.errs.Add(s.RHS.Pos(), "type mismatch: cannot assign %s to %s", rhs.typ, lhs.typ)
			return
		}
		c.constInRange(s.RHS, rhs, lhs.typ)
	case *ast.If:
		for _, arm := range s.Arms {
			c.cond(arm.Cond)
			c.block(arm.Body)
		}
		c.block(s.Else)
	case *ast.Switch:
		x := c.expr(s.X)
		if x.typ != nil && Card(x.typ) < 0 && !sem.IsInteger(x.typ) {
			c.errs.Add(s.X.Pos(), "type mismatch: switch on a value of type %s, not a simple type", x.typ)
			x.typ = nil
		}
		for _, cs := range s.Cases {
			for _, v := range cs.Values {
				op := c.expr(v)
				if op.typ == nil || x.typ == nil {
					continue
				}
				if !op.isConst {
					c.errs.Add(v.Pos(), "not a constant: case label")
				} else if !sem.Comparable(x.typ, op.typ) {
					c.errs.Add(v.Pos(), "type mismatch: case label of type %s in a switch on %s", op.typ, x.typ)
				}
			}
			c.block(cs.Body)
		}
		c.block(s.Else)
	case *ast.For:
		c.push()
		c.quantifier(s.Quant, true)
		c.stmts(s.Body)
		c.pop()
	case *ast.While:
		c.cond(s.Cond)
		c.block(s.Body)
	case *ast.AliasStmt:
		c.push()
		for _, a := range s.Aliases {
			c.alias(a)
		}
		c.stmts(s.Body)
		c.pop()
	case *ast.CallStmt:
		obj := c.lookup(s.Proc)
		if obj == nil {
			c.exprs(s.Args)
			return
		}
		if obj.Kind != ProcObj {
			c.errs.Add(s.Proc.Pos(), "%s is not a procedure", s.Proc.Name)
			c.exprs(s.Args)
			return
		}
		c.args(s.Proc, obj.Proc, s.Args)
	case *ast.Clear:
		op := c.expr(s.X)
		if op.typ != nil {
			c.assignable(s.X, op)
		}
	case *ast.Undefine:
		op := c.expr(s.X)
		if op.typ != nil {
			c.assignable(s.X, op)
		}
	case *ast.ErrorStmt:
	case *ast.Assert:
		c.cond(s.Cond)
	case *ast.Put:
		if _, isStr := s.X.(*ast.StringLit); !isStr {
			c.expr(s.X)
		}
	case *ast.Return:
		c.ret(s)
	case *ast.MultisetAdd:
		x := c.expr(s.X)
		ms := c.multiset(s.MS)
		if ms == nil {
			return
		}
		if why := c.readOnly(s.MS, c.expr(s.MS)); why != "" {
			c.errs.Add(s.MS.Pos(), "cannot assign to %s: %s", exprName(s.MS), why)
		}
		if x.typ != nil && !Assignable(ms.Elem, x.typ) {
			c.errs.Add(s.X.Pos(), "type mismatch: cannot add %s to %s", x.typ, ms)
		}
	case *ast.MultisetRemove:
		i := c.expr(s.Index)
		ms := c.multiset(s.MS)
		if ms == nil {
			return
		}
		if why := c.readOnly(s.MS, c.expr(s.MS)); why != "" {
			c.errs.Add(s.MS.Pos(), "cannot assign to %s: %s", exprName(s.MS), why)
		}
		if i.typ != nil && i.typ != Type(ms.Index) {
			c.errs.Add(s.Index.Pos(), "type mismatch: multisetremove needs a choose or multisetcount variable over %s", exprName(s.MS))
		}
	case *ast.MultisetRemovePred:
		c.push()
		c.multisetVar(s.Var, s.MS, true)
		c.cond(s.Cond)
		c.pop()
	case *ast.BadStmt:
	}
}

// block checks a statement list in its own scope level (no declarations
// can occur in it, but quantifiers and aliases nest below it).
func (c *checker) block(ss []ast.Stmt) { c.stmts(ss) }

func (c *checker) ret(s *ast.Return) {
	if c.proc == nil || c.proc.Result == nil {
		if s.X != nil {
			c.expr(s.X)
			c.errs.Add(s.KwPos, "return with a value outside a function")
		}
		return
	}
	if s.X == nil {
		c.errs.Add(s.KwPos, "missing return value in function %s", c.proc.Obj.Name)
		return
	}
	c.returned = true
	op := c.expr(s.X)
	if op.typ == nil {
		return
	}
	if !Assignable(c.proc.Result, op.typ) {
		c.errs.Add(s.X.Pos(), "type mismatch: cannot return %s from function %s of type %s", op.typ, c.proc.Obj.Name, c.proc.Result)
		return
	}
	c.constInRange(s.X, op, c.proc.Result)
}

// assignable reports (and explains) whether the designator e may be
// written.
func (c *checker) assignable(e ast.Expr, op operand) bool {
	why := c.readOnly(e, op)
	if why == "" {
		return true
	}
	c.errs.Add(e.Pos(), "cannot assign to %s: %s", exprName(e), why)
	return false
}

// readOnly explains why the checked expression e (with operand op) is not
// a writable designator, or returns "" when it is one: a designator rooted
// at a state variable, a local, a var formal, or an alias of such a
// designator.
func (c *checker) readOnly(e ast.Expr, op operand) string {
	if !isDesignator(e) {
		return "not a variable"
	}
	root := op.root
	for hops := 0; root != nil && root.Kind == AliasObj; hops++ {
		next := c.expr1Root(root.Alias)
		if next == nil || hops > 1000 || !isDesignator(root.Alias) {
			return "the alias " + root.Name + " does not name a variable"
		}
		root = next
	}
	switch {
	case root == nil:
		if id := RootIdent(e); id != nil {
			if obj := c.info.Uses[id]; obj != nil {
				switch obj.Kind {
				case ConstObj:
					return "it is a constant"
				case EnumConstObj:
					return "it is an enum constant"
				}
			}
		}
		if id := RootIdent(e); id != nil {
			if obj := c.info.Uses[id]; obj != nil && obj.Kind == AliasObj {
				return "the alias " + obj.Name + " does not name a variable"
			}
		}
		return "not a variable"
	case root.Kind == ParamObj:
		return "a quantifier or ruleset parameter is read-only"
	case root.Kind == FormalObj && !root.VarParam:
		return "only var parameters can be assigned"
	}
	return ""
}

// RootIdent returns the identifier a designator starts with, or nil.
func RootIdent(e ast.Expr) *ast.Ident {
	for {
		switch x := e.(type) {
		case *ast.Ident:
			return x
		case *ast.Index:
			e = x.X
		case *ast.Selector:
			e = x.X
		default:
			return nil
		}
	}
}

// expr1Root returns the root object of a designator expression that has
// already been checked, or nil.
func (c *checker) expr1Root(e ast.Expr) *Object {
	for {
		switch x := e.(type) {
		case *ast.Ident:
			obj := c.info.Uses[x]
			if obj == nil {
				return nil
			}
			switch obj.Kind {
			case VarObj, LocalObj, FormalObj, ParamObj, AliasObj:
				return obj
			}
			return nil
		case *ast.Index:
			e = x.X
		case *ast.Selector:
			e = x.X
		default:
			return nil
		}
	}
}

// exprName names a designator for messages.
func exprName(e ast.Expr) string {
	switch x := e.(type) {
	case *ast.Ident:
		return x.Name
	case *ast.Index:
		return exprName(x.X) + "[...]"
	case *ast.Selector:
		return exprName(x.X) + "." + x.Name.Name
	case *ast.Paren:
		return exprName(x.X)
	}
	return "expression"
}

// args checks the arguments of a call of p.
func (c *checker) args(name *ast.Ident, p *Proc, args []ast.Expr) {
	if len(args) != len(p.Formals) {
		c.errs.Add(name.Pos(), "wrong number of arguments: %s expects %d, got %d", name.Name, len(p.Formals), len(args))
		c.exprs(args)
		return
	}
	for i, a := range args {
		f := p.Formals[i]
		if _, undef := a.(*ast.UndefinedLit); undef {
			// an undefined value, for a value parameter of any type
			if f.Type != nil {
				c.info.Types[a] = f.Type
			}
			if f.VarParam {
				c.errs.Add(a.Pos(), "var parameter %s of %s needs a variable (undefined is a value)", f.Name, name.Name)
			}
			continue
		}
		op := c.expr(a)
		if op.typ == nil || f.Type == nil {
			continue
		}
		if f.VarParam {
			if why := c.readOnly(a, op); why != "" {
				c.errs.Add(a.Pos(), "var parameter %s of %s needs a variable (%s)", f.Name, name.Name, why)
				continue
			}
			// CMurphi requires the very type of the formal for a var
			// parameter, integer subranges aside.
			if !(sem.IsInteger(f.Type) && sem.IsInteger(op.typ)) && !sem.Identical(f.Type, op.typ) {
				c.errs.Add(a.Pos(), "type mismatch: cannot pass %s as var parameter %s of type %s", op.typ, f.Name, f.Type)
			}
			continue
		}
		if !Assignable(f.Type, op.typ) {
			c.errs.Add(a.Pos(), "type mismatch: cannot pass %s as parameter %s of type %s", op.typ, f.Name, f.Type)
			continue
		}
		c.constInRange(a, op, f.Type)
	}
}

func isDesignator(e ast.Expr) bool {
	switch x := e.(type) {
	case *ast.Ident:
		return true
	case *ast.Index:
		return isDesignator(x.X)
	case *ast.Selector:
		return isDesignator(x.X)
	}
	return false
}
