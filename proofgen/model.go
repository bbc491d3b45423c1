package proofgen

// This file names the model over unbounded index types (package model)
// as proofgen's own: the proof, the self-check and the theory writer
// speak about it.

import "paraverify/proofgen/model"

// The model's types; see package model.
type (
	IndexType = model.IndexType
	Home      = model.Home
	Family    = model.Family
	Sort      = model.Sort
	Op        = model.Op
	Expr      = model.Expr
	StmtKind  = model.StmtKind
	Stmt      = model.Stmt
	Param     = model.Param
	Rule      = model.Rule
	Property  = model.Property
	Model     = model.Model
	Effect    = model.Effect
)

// Sorts.
const (
	SBool = model.SBool
	SVal  = model.SVal
	SNat  = model.SNat
)

// Expression operators.
const (
	XRead  = model.XRead
	XConst = model.XConst
	XIdx   = model.XIdx
	XVar   = model.XVar
	XLit   = model.XLit
	XBool  = model.XBool
	XTrue  = model.XTrue
	XFalse = model.XFalse
	XEq    = model.XEq
	XNot   = model.XNot
	XAnd   = model.XAnd
	XOr    = model.XOr
	XImp   = model.XImp
	XAll   = model.XAll
	XEx    = model.XEx
	XIte   = model.XIte
	XOf    = model.XOf
	XLast  = model.XLast
	XIn    = model.XIn
)

// Statement kinds.
const (
	SAssign = model.SAssign
	SIf     = model.SIf
	SFor    = model.SFor
)

// EffectVar names the k-th index variable of an effect (1-based); see
// model.EffectVar.
func EffectVar(k int) string { return model.EffectVar(k) }

// Visit calls f on e and every subexpression.
func Visit(e *Expr, f func(*Expr)) { model.Visit(e, f) }

// VisitStmts calls f on every statement of ss and of their branches and
// loop bodies, outer statements first.
func VisitStmts(ss []*Stmt, f func(*Stmt)) { model.VisitStmts(ss, f) }

// LoopArg returns the argument position of the loop variable in the
// locations of family f that loop s writes, or -1.
func LoopArg(s *Stmt, f *Family) int { return model.LoopArg(s, f) }
