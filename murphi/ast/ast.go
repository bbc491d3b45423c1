// Package ast defines the abstract syntax tree of a Murphi model.
//
// The tree is built once by package parser and is read-only afterwards.
// Every node carries the position of its first token. Node kinds are closed
// sets: Decl, TypeExpr, Expr, Stmt and Rule each have unexported marker
// methods. Syntactic sugar is kept (elsif arms, multi-name declarations) so
// that the debug printer shows what the user wrote; multi-index arrays
// (`array [A, B] of T`, `a[i, j]`) are desugared by the parser into nested
// arrays and nested index expressions.
package ast

import "paraverify/murphi/source"

// Node is any syntax tree node.
type Node interface {
	Pos() source.Pos
}

// Decl is a declaration: ConstDecl, TypeDecl, VarDecl or ProcDecl.
type Decl interface {
	Node
	declNode()
}

// TypeExpr is a type denotation.
type TypeExpr interface {
	Node
	typeNode()
}

// Expr is an expression.
type Expr interface {
	Node
	exprNode()
}

// Stmt is a statement.
type Stmt interface {
	Node
	stmtNode()
}

// Rule is an element of the rule section: SimpleRule, StartState,
// Invariant, Ruleset or AliasRule.
type Rule interface {
	Node
	ruleNode()
}

// File is one parsed Murphi source file. Declarations and rules may be
// interleaved in the source; each list keeps source order.
type File struct {
	Path  string
	Decls []Decl
	Rules []Rule
}

// Ident is a name occurrence: a declaration's name or a use.
type Ident struct {
	NamePos source.Pos
	Name    string
}

// ---------------------------------------------------------------------------
// Declarations

// ConstDecl is `Name : Value;` in a const section.
type ConstDecl struct {
	Name  *Ident
	Value Expr
}

// TypeDecl is `Name : Type;` in a type section.
type TypeDecl struct {
	Name *Ident
	Type TypeExpr
}

// VarDecl is `a, b : Type;` in a var section (also for locals).
type VarDecl struct {
	Names []*Ident
	Type  TypeExpr
}

// Param is one group of formal parameters: `[var] a, b : Type`.
type Param struct {
	VarPos source.Pos // position of `var`, or of the first name
	Var    bool
	Names  []*Ident
	Type   TypeExpr
}

// ProcDecl is a procedure (Result == nil) or a function.
type ProcDecl struct {
	ProcPos source.Pos // position of `procedure` / `function`
	Name    *Ident
	Params  []*Param
	Result  TypeExpr // nil for a procedure
	Decls   []Decl   // local const, type and var declarations
	Body    []Stmt
}

// ---------------------------------------------------------------------------
// Type expressions

// NamedType refers to a declared type or to `boolean`.
type NamedType struct {
	Name *Ident
}

// SubrangeType is `Lo .. Hi`.
type SubrangeType struct {
	Lo, Hi Expr
	// Union marks the subrange a union of home values and a scalarset
	// was read as (package homeunion): an undefined value of it compares
	// like one of the union's, without an error (CMurphi).
	Union bool
	// Names and Rest, with Union, name its values in traces as the
	// union's: Names for the first (the home values), Rest_1, Rest_2, ...
	// for the scalarset's after them (Rest "": numbers).
	Names []string
	Rest  string
	// InPlace marks the type declared for a subrange written in place
	// (package litsize): messages show its bounds, not its name.
	InPlace bool
}

// EnumType is `enum { A, B, C }`.
type EnumType struct {
	EnumPos source.Pos
	Values  []*Ident
}

// ScalarsetType is `scalarset(Size)`.
type ScalarsetType struct {
	ScalarsetPos source.Pos
	Size         Expr
}

// Field is one field group of a record: `a, b : Type`.
type Field struct {
	Names []*Ident
	Type  TypeExpr
}

// RecordType is `record ... end`.
type RecordType struct {
	RecordPos source.Pos
	Fields    []*Field
}

// ArrayType is `array [Index] of Elem`.
type ArrayType struct {
	ArrayPos source.Pos
	Index    TypeExpr
	Elem     TypeExpr
}

// UnionType is `union { T1, T2, ... }`.
type UnionType struct {
	UnionPos source.Pos
	Members  []TypeExpr
}

// RealType is CMurphi's `real(Precision, Exponent)`: decimal floating
// point numbers of Precision significant digits.
type RealType struct {
	RealPos   source.Pos
	Precision Expr
	Exponent  Expr
}

// MultisetType is `multiset [Size] of Elem`: a bag of at most Size
// elements, compared regardless of their order (CMurphi).
type MultisetType struct {
	MultisetPos source.Pos
	Size        Expr
	Elem        TypeExpr
}

// ---------------------------------------------------------------------------
// Expressions

// Operator kinds for Unary and Binary.
type Op int

// Operators, from lowest to highest precedence group.
const (
	OpInvalid Op = iota
	OpImplies    // ->
	OpOr         // |
	OpAnd        // &
	OpNot        // !
	OpEq         // =
	OpNeq        // !=
	OpLt         // <
	OpLe         // <=
	OpGt         // >
	OpGe         // >=
	OpAdd        // +
	OpSub        // -
	OpMul        // *
	OpDiv        // /
	OpMod        // %
	OpNeg        // unary -
	OpPlus       // unary +
)

var opNames = [...]string{
	OpInvalid: "?", OpImplies: "->", OpOr: "|", OpAnd: "&", OpNot: "!",
	OpEq: "=", OpNeq: "!=", OpLt: "<", OpLe: "<=", OpGt: ">", OpGe: ">=",
	OpAdd: "+", OpSub: "-", OpMul: "*", OpDiv: "/", OpMod: "%",
	OpNeg: "-", OpPlus: "+",
}

// String returns the Murphi spelling of op.
func (op Op) String() string {
	if op < 0 || int(op) >= len(opNames) {
		return "?"
	}
	return opNames[op]
}

// IntLit is a decimal integer literal.
type IntLit struct {
	ValuePos source.Pos
	Value    int64
}

// IsIntLiteral reports whether e is an integer literal, possibly negated
// or in parentheses (a subrange bound such as `-1` or `(3)`).
func IsIntLiteral(e Expr) bool {
	switch e := e.(type) {
	case *IntLit:
		return true
	case *Paren:
		return IsIntLiteral(e.X)
	case *Unary:
		return (e.Op == OpNeg || e.Op == OpPlus) && IsIntLiteral(e.X)
	}
	return false
}

// RealLit is a decimal literal with a fraction, `0.25`.
type RealLit struct {
	ValuePos source.Pos
	Value    float64
	Text     string
}

// StringLit is a string literal (rule names, error messages, put).
type StringLit struct {
	ValuePos source.Pos
	Value    string // without quotes
}

// Unary is `Op X` (OpNot, OpNeg, OpPlus).
type Unary struct {
	OpPos source.Pos
	Op    Op
	X     Expr
}

// Binary is `X Op Y`.
type Binary struct {
	X     Expr
	OpPos source.Pos
	Op    Op
	Y     Expr
}

// CondExpr is `Cond ? Then : Else`.
type CondExpr struct {
	Cond, Then, Else Expr
}

// Paren is a parenthesized expression; kept for faithful printing.
type Paren struct {
	LParen source.Pos
	X      Expr
}

// Index is `X[Index]`.
type Index struct {
	X     Expr
	Index Expr
}

// Selector is `X.Name`.
type Selector struct {
	X    Expr
	Name *Ident
}

// Call is a function call `Func(Args)`.
type Call struct {
	Func *Ident
	Args []Expr
}

// Quantifier is the range part shared by forall, exists, for and ruleset
// parameters: either `Var : Type` (Type != nil) or
// `Var := From to To [by By]` (Type == nil, By may be nil).
type Quantifier struct {
	Var      *Ident
	Type     TypeExpr
	From, To Expr
	By       Expr
}

// QuantExpr is `forall Q do Body end` or `exists Q do Body end`.
type QuantExpr struct {
	KwPos  source.Pos
	Forall bool
	Quant  *Quantifier
	Body   Expr
}

// IsUndefined is `isundefined(X)`.
type IsUndefined struct {
	KwPos source.Pos
	X     Expr
}

// IsMember is `ismember(X, Type)`.
type IsMember struct {
	KwPos source.Pos
	X     Expr
	Type  TypeExpr
}

// MultisetCount is `multisetcount(Var : MS, Cond)`: the number of
// elements of the multiset MS (a designator) for which Cond holds, Var
// naming each element's place.
type MultisetCount struct {
	KwPos source.Pos
	Var   *Ident
	MS    Expr
	Cond  Expr
}

// UndefinedLit is the actual parameter `undefined`: an undefined value.
type UndefinedLit struct {
	ValuePos source.Pos
}

// BadExpr stands for an expression that could not be parsed or converted;
// an error has already been reported at its position.
type BadExpr struct {
	At source.Pos
}

// ---------------------------------------------------------------------------
// Statements

// Assign is `LHS := RHS`.
type Assign struct {
	LHS Expr
	RHS Expr
}

// IfArm is one `if`/`elsif` condition with its statements.
type IfArm struct {
	KwPos source.Pos
	Cond  Expr
	Body  []Stmt
}

// If is `if C then S {elsif C then S} [else S] end`.
type If struct {
	Arms    []*IfArm // at least one; Arms[0] is the `if`
	HasElse bool
	Else    []Stmt
}

// Case is one `case V1, V2: S` arm of a switch.
type Case struct {
	KwPos  source.Pos
	Values []Expr
	Body   []Stmt
}

// Switch is `switch X case ... [else S] end`.
type Switch struct {
	KwPos   source.Pos
	X       Expr
	Cases   []*Case
	HasElse bool
	Else    []Stmt
}

// For is `for Q do S end`.
type For struct {
	KwPos source.Pos
	Quant *Quantifier
	Body  []Stmt
}

// While is `while C do S end`.
type While struct {
	KwPos source.Pos
	Cond  Expr
	Body  []Stmt
}

// Alias binds Name to the designator or expression X.
type Alias struct {
	Name *Ident
	X    Expr
}

// AliasStmt is `alias a : X; ... do S end`.
type AliasStmt struct {
	KwPos   source.Pos
	Aliases []*Alias
	Body    []Stmt
}

// CallStmt is a procedure call `Proc(Args)`.
type CallStmt struct {
	Proc *Ident
	Args []Expr
}

// Clear is `clear X`.
type Clear struct {
	KwPos source.Pos
	X     Expr
}

// Undefine is `undefine X`.
type Undefine struct {
	KwPos source.Pos
	X     Expr
}

// ErrorStmt is `error "msg"`.
type ErrorStmt struct {
	KwPos source.Pos
	Msg   string
}

// Assert is `assert Cond ["msg"]`.
type Assert struct {
	KwPos source.Pos
	Cond  Expr
	Msg   string
}

// Put is `put X` or `put "string"`; X is a *StringLit for the latter.
type Put struct {
	KwPos source.Pos
	X     Expr
}

// Return is `return [X]`.
type Return struct {
	KwPos source.Pos
	X     Expr // nil for a bare return
}

// MultisetAdd is `multisetadd(X, MS)`: adds a copy of X to the multiset MS.
type MultisetAdd struct {
	KwPos source.Pos
	X     Expr
	MS    Expr
}

// MultisetRemove is `multisetremove(Index, MS)`: removes the element at
// place Index (a choose or multisetcount variable) from MS.
type MultisetRemove struct {
	KwPos source.Pos
	Index Expr
	MS    Expr
}

// MultisetRemovePred is `multisetremovepred(Var : MS, Cond)`: removes
// every element of MS for which Cond holds.
type MultisetRemovePred struct {
	KwPos source.Pos
	Var   *Ident
	MS    Expr
	Cond  Expr
}

// BadStmt stands for a statement that could not be converted.
type BadStmt struct {
	At source.Pos
}

// ---------------------------------------------------------------------------
// Rules

// SimpleRule is `rule ["name"] [Guard ==>] [decls begin] Body end`.
type SimpleRule struct {
	KwPos    source.Pos
	Name     string // may be empty
	Priority Expr   // optional `rule 5 "x"` priority; nil when absent
	Guard    Expr   // nil when the rule has no guard
	Decls    []Decl
	Body     []Stmt
}

// StartState is `startstate ["name"] [decls begin] Body end`.
type StartState struct {
	KwPos source.Pos
	Name  string
	Decls []Decl
	Body  []Stmt
}

// Invariant is `invariant ["name"] Cond`.
type Invariant struct {
	KwPos source.Pos
	Name  string
	Cond  Expr
}

// Ruleset is `ruleset Q1; Q2 do Rules end`.
type Ruleset struct {
	KwPos  source.Pos
	Params []*Quantifier
	Rules  []Rule
}

// Choose is `choose Var : MS do Rules end`: the rules for each element
// of the multiset MS, Var naming its place.
type Choose struct {
	KwPos source.Pos
	Var   *Ident
	MS    Expr
	Rules []Rule
}

// AliasRule is `alias a : X do Rules end` at rule level.
type AliasRule struct {
	KwPos   source.Pos
	Aliases []*Alias
	Rules   []Rule
}

// ---------------------------------------------------------------------------
// Positions

func (n *Ident) Pos() source.Pos         { return n.NamePos }
func (n *ConstDecl) Pos() source.Pos     { return n.Name.Pos() }
func (n *TypeDecl) Pos() source.Pos      { return n.Name.Pos() }
func (n *VarDecl) Pos() source.Pos       { return n.Names[0].Pos() }
func (n *Param) Pos() source.Pos         { return n.VarPos }
func (n *ProcDecl) Pos() source.Pos      { return n.ProcPos }
func (n *NamedType) Pos() source.Pos     { return n.Name.Pos() }
func (n *SubrangeType) Pos() source.Pos  { return n.Lo.Pos() }
func (n *EnumType) Pos() source.Pos      { return n.EnumPos }
func (n *ScalarsetType) Pos() source.Pos { return n.ScalarsetPos }
func (n *Field) Pos() source.Pos         { return n.Names[0].Pos() }
func (n *RecordType) Pos() source.Pos    { return n.RecordPos }
func (n *ArrayType) Pos() source.Pos     { return n.ArrayPos }
func (n *UnionType) Pos() source.Pos     { return n.UnionPos }
func (n *MultisetType) Pos() source.Pos  { return n.MultisetPos }
func (n *RealType) Pos() source.Pos      { return n.RealPos }
func (n *RealLit) Pos() source.Pos       { return n.ValuePos }
func (n *MultisetCount) Pos() source.Pos { return n.KwPos }
func (n *UndefinedLit) Pos() source.Pos  { return n.ValuePos }
func (n *MultisetAdd) Pos() source.Pos   { return n.KwPos }
func (n *MultisetRemove) Pos() source.Pos {
	return n.KwPos
}
func (n *MultisetRemovePred) Pos() source.Pos { return n.KwPos }
func (n *Choose) Pos() source.Pos             { return n.KwPos }
func (n *IntLit) Pos() source.Pos             { return n.ValuePos }
func (n *StringLit) Pos() source.Pos          { return n.ValuePos }
func (n *Unary) Pos() source.Pos              { return n.OpPos }
func (n *Binary) Pos() source.Pos             { return n.X.Pos() }
func (n *CondExpr) Pos() source.Pos           { return n.Cond.Pos() }
func (n *Paren) Pos() source.Pos              { return n.LParen }
func (n *Index) Pos() source.Pos              { return n.X.Pos() }
func (n *Selector) Pos() source.Pos           { return n.X.Pos() }
func (n *Call) Pos() source.Pos               { return n.Func.Pos() }
func (n *Quantifier) Pos() source.Pos         { return n.Var.Pos() }
func (n *QuantExpr) Pos() source.Pos          { return n.KwPos }
func (n *IsUndefined) Pos() source.Pos        { return n.KwPos }
func (n *IsMember) Pos() source.Pos           { return n.KwPos }
func (n *BadExpr) Pos() source.Pos            { return n.At }
func (n *Assign) Pos() source.Pos             { return n.LHS.Pos() }
func (n *IfArm) Pos() source.Pos              { return n.KwPos }
func (n *If) Pos() source.Pos                 { return n.Arms[0].KwPos }
func (n *Case) Pos() source.Pos               { return n.KwPos }
func (n *Switch) Pos() source.Pos             { return n.KwPos }
func (n *For) Pos() source.Pos                { return n.KwPos }
func (n *While) Pos() source.Pos              { return n.KwPos }
func (n *Alias) Pos() source.Pos              { return n.Name.Pos() }
func (n *AliasStmt) Pos() source.Pos          { return n.KwPos }
func (n *CallStmt) Pos() source.Pos           { return n.Proc.Pos() }
func (n *Clear) Pos() source.Pos              { return n.KwPos }
func (n *Undefine) Pos() source.Pos           { return n.KwPos }
func (n *ErrorStmt) Pos() source.Pos          { return n.KwPos }
func (n *Assert) Pos() source.Pos             { return n.KwPos }
func (n *Put) Pos() source.Pos                { return n.KwPos }
func (n *Return) Pos() source.Pos             { return n.KwPos }
func (n *BadStmt) Pos() source.Pos            { return n.At }
func (n *SimpleRule) Pos() source.Pos         { return n.KwPos }
func (n *StartState) Pos() source.Pos         { return n.KwPos }
func (n *Invariant) Pos() source.Pos          { return n.KwPos }
func (n *Ruleset) Pos() source.Pos            { return n.KwPos }
func (n *AliasRule) Pos() source.Pos          { return n.KwPos }

// ---------------------------------------------------------------------------
// Markers

func (*ConstDecl) declNode() {}
func (*TypeDecl) declNode()  {}
func (*VarDecl) declNode()   {}
func (*ProcDecl) declNode()  {}

func (*NamedType) typeNode()     {}
func (*SubrangeType) typeNode()  {}
func (*EnumType) typeNode()      {}
func (*ScalarsetType) typeNode() {}
func (*RecordType) typeNode()    {}
func (*ArrayType) typeNode()     {}
func (*UnionType) typeNode()     {}
func (*MultisetType) typeNode()  {}
func (*RealType) typeNode()      {}

func (*Ident) exprNode()         {}
func (*IntLit) exprNode()        {}
func (*StringLit) exprNode()     {}
func (*Unary) exprNode()         {}
func (*Binary) exprNode()        {}
func (*CondExpr) exprNode()      {}
func (*Paren) exprNode()         {}
func (*Index) exprNode()         {}
func (*Selector) exprNode()      {}
func (*Call) exprNode()          {}
func (*QuantExpr) exprNode()     {}
func (*IsUndefined) exprNode()   {}
func (*IsMember) exprNode()      {}
func (*BadExpr) exprNode()       {}
func (*MultisetCount) exprNode() {}
func (*UndefinedLit) exprNode()  {}
func (*RealLit) exprNode()       {}

func (*Assign) stmtNode()             {}
func (*If) stmtNode()                 {}
func (*Switch) stmtNode()             {}
func (*For) stmtNode()                {}
func (*While) stmtNode()              {}
func (*AliasStmt) stmtNode()          {}
func (*CallStmt) stmtNode()           {}
func (*Clear) stmtNode()              {}
func (*Undefine) stmtNode()           {}
func (*ErrorStmt) stmtNode()          {}
func (*Assert) stmtNode()             {}
func (*Put) stmtNode()                {}
func (*Return) stmtNode()             {}
func (*BadStmt) stmtNode()            {}
func (*MultisetAdd) stmtNode()        {}
func (*MultisetRemove) stmtNode()     {}
func (*MultisetRemovePred) stmtNode() {}

func (*SimpleRule) ruleNode() {}
func (*StartState) ruleNode() {}
func (*Invariant) ruleNode()  {}
func (*Ruleset) ruleNode()    {}
func (*AliasRule) ruleNode()  {}
func (*Choose) ruleNode()     {}

// BadName is the identifier the parser puts in place of a name or type it
// could not convert (an error has been reported); the checker stays quiet
// about it.
const BadName = "<bad>"
