package ast

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"paraverify/murphi/source"
)

// at returns a position on line l, column c of the test file.
func at(l, c int) source.Pos { return source.Pos{File: "t.m", Line: l, Col: c} }

func id(name string, l, c int) *Ident { return &Ident{NamePos: at(l, c), Name: name} }

// sample builds a tree holding every node kind once or more.
func sample() *File {
	n := func() *NamedType { return &NamedType{Name: id("T", 1, 1)} }
	q := &Quantifier{Var: id("i", 2, 1), Type: n()}
	rq := &Quantifier{Var: id("j", 2, 5), From: &IntLit{ValuePos: at(2, 6), Value: 1},
		To: &IntLit{ValuePos: at(2, 7), Value: 3}, By: &IntLit{ValuePos: at(2, 8), Value: 1}}
	x := id("x", 3, 1)
	body := []Stmt{
		&Assign{LHS: &Index{X: id("a", 4, 1), Index: id("i", 4, 3)},
			RHS: &CondExpr{Cond: id("c", 4, 8), Then: &Paren{LParen: at(4, 10),
				X: &Unary{OpPos: at(4, 11), Op: OpNeg, X: &IntLit{ValuePos: at(4, 12), Value: 1}}},
				Else: &Binary{X: &Selector{X: id("r", 4, 15), Name: id("f", 4, 17)}, OpPos: at(4, 18),
					Op: OpAdd, Y: &Call{Func: id("g", 4, 19), Args: []Expr{x}}}}},
		&If{Arms: []*IfArm{{KwPos: at(5, 1), Cond: &QuantExpr{KwPos: at(5, 4), Forall: true, Quant: q,
			Body: &IsUndefined{KwPos: at(5, 20), X: x}}, Body: []Stmt{&BadStmt{At: at(5, 30)}}}},
			HasElse: true, Else: []Stmt{&Return{KwPos: at(6, 1)}}},
		&Switch{KwPos: at(7, 1), X: x, Cases: []*Case{{KwPos: at(7, 10), Values: []Expr{&BadExpr{At: at(7, 15)}},
			Body: []Stmt{&Clear{KwPos: at(7, 20), X: x}}}}},
		&For{KwPos: at(8, 1), Quant: rq, Body: []Stmt{&Undefine{KwPos: at(8, 20), X: x}}},
		&While{KwPos: at(9, 1), Cond: &IsMember{KwPos: at(9, 7), X: x, Type: n()},
			Body: []Stmt{&ErrorStmt{KwPos: at(9, 30), Msg: "boom"}}},
		&AliasStmt{KwPos: at(10, 1), Aliases: []*Alias{{Name: id("b", 10, 7), X: x}},
			Body: []Stmt{&CallStmt{Proc: id("p", 10, 20), Args: []Expr{x}}}},
		&Assert{KwPos: at(11, 1), Cond: x, Msg: "m"},
		&Put{KwPos: at(12, 1), X: &StringLit{ValuePos: at(12, 5), Value: "s"}},
		&MultisetAdd{KwPos: at(12, 10), X: id("e", 12, 22), MS: id("m", 12, 30)},
		&MultisetRemove{KwPos: at(12, 40), Index: id("k", 12, 55), MS: id("m", 12, 58)},
		&MultisetRemovePred{KwPos: at(12, 60), Var: id("k", 12, 79), MS: id("m", 12, 81),
			Cond: &MultisetCount{KwPos: at(12, 84), Var: id("l", 12, 98), MS: id("m", 12, 100), Cond: x}},
		&CallStmt{Proc: id("h", 12, 110), Args: []Expr{&UndefinedLit{ValuePos: at(12, 112)}}},
	}
	return &File{Path: "t.m",
		Decls: []Decl{
			&ConstDecl{Name: id("N", 13, 1), Value: &IntLit{ValuePos: at(13, 5), Value: 2}},
			&TypeDecl{Name: id("S", 14, 1), Type: &SubrangeType{Lo: &IntLit{ValuePos: at(14, 5)}, Hi: id("N", 14, 8)}},
			&TypeDecl{Name: id("E", 15, 1), Type: &EnumType{EnumPos: at(15, 5), Values: []*Ident{id("A", 15, 11)}}},
			&TypeDecl{Name: id("P", 16, 1), Type: &ScalarsetType{ScalarsetPos: at(16, 5), Size: id("N", 16, 15)}},
			&TypeDecl{Name: id("R", 17, 1), Type: &RecordType{RecordPos: at(17, 5),
				Fields: []*Field{{Names: []*Ident{id("f", 17, 12)}, Type: n()}}}},
			&TypeDecl{Name: id("U", 18, 1), Type: &UnionType{UnionPos: at(18, 5), Members: []TypeExpr{n(), n()}}},
			&TypeDecl{Name: id("M", 18, 30), Type: &MultisetType{MultisetPos: at(18, 34), Size: id("N", 18, 44), Elem: n()}},
			&ConstDecl{Name: id("F", 18, 60), Value: &RealLit{ValuePos: at(18, 64), Value: 0.5, Text: "0.5"}},
			&TypeDecl{Name: id("X", 18, 70), Type: &RealType{RealPos: at(18, 74), Precision: id("N", 18, 79), Exponent: id("N", 18, 82)}},
			&VarDecl{Names: []*Ident{id("a", 19, 1)}, Type: &ArrayType{ArrayPos: at(19, 5), Index: n(), Elem: n()}},
			&ProcDecl{ProcPos: at(20, 1), Name: id("g", 20, 10),
				Params: []*Param{{VarPos: at(20, 12), Var: true, Names: []*Ident{id("y", 20, 16)}, Type: n()}},
				Result: n(), Body: body},
		},
		Rules: []Rule{
			&SimpleRule{KwPos: at(30, 1), Name: "r", Priority: &IntLit{ValuePos: at(30, 6), Value: 5}, Guard: x,
				Decls: []Decl{&VarDecl{Names: []*Ident{id("v", 30, 20)}, Type: n()}}, Body: body[:1]},
			&StartState{KwPos: at(31, 1), Body: body[1:2]},
			&Invariant{KwPos: at(32, 1), Name: "inv", Cond: x},
			&Ruleset{KwPos: at(33, 1), Params: []*Quantifier{q}, Rules: []Rule{
				&AliasRule{KwPos: at(34, 1), Aliases: []*Alias{{Name: id("b", 34, 7), X: x}},
					Rules: []Rule{&Invariant{KwPos: at(35, 1), Cond: x}}}}},
			&Choose{KwPos: at(36, 1), Var: id("k", 36, 8), MS: id("m", 36, 12), Rules: []Rule{&Invariant{KwPos: at(37, 1), Cond: x}}},
		},
	}
}

// allKinds lists every concrete node type of the package.
var allKinds = strings.Fields(`Alias AliasRule AliasStmt ArrayType Assert Assign BadExpr BadStmt Binary
	Call CallStmt Case Clear CondExpr ConstDecl EnumType ErrorStmt Field File For Ident If IfArm Index
	IntLit Invariant IsMember IsUndefined NamedType Param Paren ProcDecl Put Quantifier QuantExpr
	RecordType Return Ruleset ScalarsetType Selector SimpleRule StartState StringLit SubrangeType
	Switch TypeDecl Undefine UnionType Unary VarDecl While MultisetType MultisetCount UndefinedLit
	MultisetAdd MultisetRemove MultisetRemovePred Choose RealType RealLit`)

func TestInspectVisitsEveryKind(t *testing.T) {
	seen := map[string]bool{}
	Inspect(sample(), func(n Node) bool {
		seen[strings.TrimPrefix(fmt.Sprintf("%T", n), "*ast.")] = true
		if !n.Pos().IsValid() {
			t.Errorf("%T without position", n)
		}
		return true
	})
	var missing []string
	for _, k := range allKinds {
		if !seen[k] {
			missing = append(missing, k)
		}
	}
	sort.Strings(missing)
	if len(missing) > 0 {
		t.Errorf("Inspect never reached %v", missing)
	}
}

func TestInspectOrderAndPruning(t *testing.T) {
	e := &Binary{X: id("a", 1, 1), Op: OpAnd, Y: &Unary{Op: OpNot, OpPos: at(1, 5), X: id("b", 1, 6)}}
	var got []string
	Inspect(e, func(n Node) bool {
		got = append(got, fmt.Sprintf("%T", n))
		_, isUnary := n.(*Unary)
		return !isUnary // do not enter the negation
	})
	want := "*ast.Binary *ast.Ident *ast.Unary"
	if s := strings.Join(got, " "); s != want {
		t.Errorf("visited %s, want %s", s, want)
	}
}

func TestInspectSkipsNil(t *testing.T) {
	var nilIdent *Ident
	calls := 0
	Inspect(nil, func(Node) bool { calls++; return true })
	Inspect(nilIdent, func(Node) bool { calls++; return true })
	// A return without value and a rule without guard hold nil children.
	Inspect(&SimpleRule{KwPos: at(1, 1), Body: []Stmt{&Return{KwPos: at(1, 3)}}},
		func(Node) bool { calls++; return true })
	if calls != 2 {
		t.Errorf("f called %d times, want 2 (the rule and the return)", calls)
	}
}
