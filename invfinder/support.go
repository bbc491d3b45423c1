package invfinder

// This file names the kinds of constructs the search does not support
// and finds them all before a search (Unsupported), so that a model the
// search cannot handle is refused at once rather than after exploring
// its reference instance.

import (
	"paraverify/murphi/ast"
	"paraverify/murphi/check"
	"paraverify/murphi/source"
)

// Kinds of unsupported constructs (shared with proof generation).
var (
	KindStateIndex = &source.Kind{Name: "array index that depends on the state",
		Hint: "index arrays only by ruleset parameters, quantified variables, constants, or a node variable that only a startstate sets (such as Home)"}
	KindArith = &source.Kind{Name: "arithmetic or ordering",
		Hint: "the method compares values for equality only: replace counters, sums and < <= > >= by enums or booleans"}
	KindStmt = &source.Kind{Name: "statement",
		Hint: "remove while loops, error and assert statements from rules and startstates (state what they check as an invariant)"}
	KindLoop = &source.Kind{Name: "loop whose iterations depend on each other",
		Hint: "let each iteration of a for loop write only components indexed by the loop variable, and read what the loop writes only at that index"}
	KindCall = &source.Kind{Name: "procedure or function call",
		Hint: "inline the procedure or function by hand"}
	KindValue = &source.Kind{Name: "record or array value",
		Hint: "compare and pass records and arrays component by component"}
	KindRange = &source.Kind{Name: "value out of range",
		Hint: "assign only values of the component's type"}
	KindExists = &source.Kind{Name: "exists over a symmetric type in a property",
		Hint: "an invariant can say what holds for every node, not that some node exists: state the property without `exists` over nodes (an exists left of -> is fine)"}
	KindExpr = &source.Kind{Name: "expression",
		Hint: "write conditions with =, !=, boolean connectives and quantifiers over state variables, constants and parameters"}
	KindDynamic = &source.Kind{Name: "range whose bounds are computed at run time",
		Hint: "bound for, forall and exists loops by types or constants"}
	KindSize = &source.Kind{Name: "property too large",
		Hint: "split the invariant into several smaller ones"}
)

// kindOf classifies an expression the search cannot translate.
func kindOf(e ast.Expr) *source.Kind {
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

// propertyKind is kindOf for properties: a quantifier left inside a term
// is an exists the normal form cannot state.
func propertyKind(e ast.Expr) *source.Kind {
	if _, ok := e.(*ast.QuantExpr); ok {
		return KindExists
	}
	return kindOf(e)
}

// Unsupported returns everything in m that the search does not support,
// without searching: the properties are put in normal form, and every
// rule and startstate instance is executed symbolically once (at most one
// error per instance: execution stops at the first). The errors carry
// their kinds; nil means the search can start.
func Unsupported(m *check.Model) source.ErrorList {
	var errs source.ErrorList
	if _, err := Invariants(m); err != nil {
		if l, ok := err.(source.ErrorList); ok {
			errs = append(errs, l...)
		} else {
			errs.Add(source.Pos{File: m.File.Path}, "%v", err)
		}
	}
	mf := factsOf(m)
	seen := map[string]bool{}
	run := func(families []*check.RuleFamily, start bool) {
		for _, r := range families {
			for _, in := range Instances(r, nil, mf.sym, m.Info, mf.special) {
				_, _, _, err := execute(m, mf, in, nil, nil, start)
				l, ok := err.(source.ErrorList)
				if !ok {
					continue
				}
				for _, e := range l {
					if k := e.Error(); !seen[k] {
						seen[k] = true
						errs = append(errs, e)
					}
				}
			}
		}
	}
	run(m.StartStates, true)
	run(m.Rules, false)
	errs.Sort()
	return errs
}
