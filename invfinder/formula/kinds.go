package formula

// This file names the kinds of constructs the search does not support
// (shared with proof generation).

import (
	"paraverify/murphi/ast"
	"paraverify/murphi/source"
)

// Kinds of unsupported constructs (shared with proof generation).
var (
	KindStateIndex = &source.Kind{Name: "array index that depends on the state",
		Hint: "index arrays by ruleset parameters, quantified variables, constants, a node variable that only a startstate sets (such as Home), or a variable or field of the array's index type read before the rule changes it (such as Chan[CurPtr], which the lowering makes a rule parameter); not by arithmetic, not inside a loop by something the loop changes, and not only under an if by something a statement undefines"}
	KindArith = &source.Kind{Name: "arithmetic or ordering",
		Hint: "the method compares values for equality only: replace counters, sums and < <= > >= by enums or booleans"}
	KindStmt = &source.Kind{Name: "statement",
		Hint: "remove while loops; an error or assert is read as an invariant only in a rule, not in a while loop, when no loop, undefine or clear before it (and no for loop around it) writes what it reads (move it to the start of the rule, or state what it checks as an invariant)"}
	KindLoop = &source.Kind{Name: "loop whose iterations depend on each other",
		Hint: "let each iteration of a for loop write only components indexed by the loop variable, and read what the loop writes only at that index"}
	KindCall = &source.Kind{Name: "procedure or function call",
		Hint: "inline the procedure or function by hand"}
	KindValue = &source.Kind{Name: "record or array value",
		Hint: "compare and pass records and arrays component by component"}
	KindRange = &source.Kind{Name: "value out of range",
		Hint: "assign only values of the component's type"}
	KindExists = &source.Kind{Name: "exists over a symmetric type in a property",
		Hint: "an exists over nodes right of -> (or alone) is supported when its body is literals comparing components indexed by its variable with constants (`exists i : NODE do hold[i] end`); otherwise state the property without it (an exists left of -> is fine)"}
	KindExpr = &source.Kind{Name: "expression",
		Hint: "write conditions with =, !=, boolean connectives and quantifiers over state variables, constants and parameters"}
	KindDynamic = &source.Kind{Name: "range whose bounds are computed at run time",
		Hint: "bound for, forall and exists loops by types or constants"}
	KindSize = &source.Kind{Name: "property too large",
		Hint: "split the invariant into several smaller ones"}
)

// KindOf classifies an expression the search cannot translate.
func KindOf(e ast.Expr) *source.Kind {
	switch e := e.(type) {
	case *ast.Binary:
		switch e.Op {
		case ast.OpLt, ast.OpLe, ast.OpGt, ast.OpGe, ast.OpAdd, ast.OpSub, ast.OpMul, ast.OpDiv, ast.OpMod:
			return KindArith
		}
	case *ast.Unary:
		if e.Op != ast.OpNot {
			return KindArith
		}
	case *ast.Call:
		return KindCall
	case *ast.Index:
		return KindStateIndex
	}
	return KindExpr
}

// propertyKind is KindOf for properties: a quantifier left inside a term
// is an exists the normal form cannot state.
func propertyKind(e ast.Expr) *source.Kind {
	if _, ok := e.(*ast.QuantExpr); ok {
		return KindExists
	}
	return KindOf(e)
}
