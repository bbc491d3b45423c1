package ast

// This file implements Inspect, a depth-first traversal of the tree.

import (
	"reflect"

	"paraverify/murphi/source"
)

// Inspect calls f for n and then, if f returns true, for each child of n
// in source order. Nil nodes are skipped.
func Inspect(n Node, f func(Node) bool) {
	if isNilNode(n) || !f(n) {
		return
	}
	eachChild(n, func(c Node) { Inspect(c, f) })
}

func isNilNode(n Node) bool { return n == nil || isTypedNil(n) }

// eachChild calls visit for each direct child of n in source order
// (without a list of them: the search walks the same small trees millions
// of times).
func eachChild(n Node, visit func(Node)) {
	add := func(ns ...Node) {
		for _, c := range ns {
			if c != nil && !isTypedNil(c) {
				visit(c)
			}
		}
	}
	switch n := n.(type) {
	case *File:
		for _, d := range n.Decls {
			add(d)
		}
		for _, r := range n.Rules {
			add(r)
		}
	case *ConstDecl:
		add(n.Name, n.Value)
	case *TypeDecl:
		add(n.Name, n.Type)
	case *VarDecl:
		for _, id := range n.Names {
			add(id)
		}
		add(n.Type)
	case *Param:
		for _, id := range n.Names {
			add(id)
		}
		add(n.Type)
	case *ProcDecl:
		add(n.Name)
		for _, p := range n.Params {
			add(p)
		}
		if n.Result != nil {
			add(n.Result)
		}
		for _, d := range n.Decls {
			add(d)
		}
		for _, s := range n.Body {
			add(s)
		}
	case *NamedType:
		add(n.Name)
	case *SubrangeType:
		add(n.Lo, n.Hi)
	case *EnumType:
		for _, id := range n.Values {
			add(id)
		}
	case *ScalarsetType:
		add(n.Size)
	case *Field:
		for _, id := range n.Names {
			add(id)
		}
		add(n.Type)
	case *RecordType:
		for _, f := range n.Fields {
			add(f)
		}
	case *ArrayType:
		add(n.Index, n.Elem)
	case *UnionType:
		for _, m := range n.Members {
			add(m)
		}
	case *Unary:
		add(n.X)
	case *Binary:
		add(n.X, n.Y)
	case *CondExpr:
		add(n.Cond, n.Then, n.Else)
	case *Paren:
		add(n.X)
	case *Index:
		add(n.X, n.Index)
	case *Selector:
		add(n.X, n.Name)
	case *Call:
		add(n.Func)
		for _, a := range n.Args {
			add(a)
		}
	case *Quantifier:
		add(n.Var)
		if n.Type != nil {
			add(n.Type)
		} else {
			add(n.From, n.To)
			if n.By != nil {
				add(n.By)
			}
		}
	case *QuantExpr:
		add(n.Quant, n.Body)
	case *IsUndefined:
		add(n.X)
	case *IsMember:
		add(n.X, n.Type)
	case *Assign:
		add(n.LHS, n.RHS)
	case *IfArm:
		add(n.Cond)
		for _, s := range n.Body {
			add(s)
		}
	case *If:
		for _, a := range n.Arms {
			add(a)
		}
		for _, s := range n.Else {
			add(s)
		}
	case *Case:
		for _, v := range n.Values {
			add(v)
		}
		for _, s := range n.Body {
			add(s)
		}
	case *Switch:
		add(n.X)
		for _, c := range n.Cases {
			add(c)
		}
		for _, s := range n.Else {
			add(s)
		}
	case *For:
		add(n.Quant)
		for _, s := range n.Body {
			add(s)
		}
	case *While:
		add(n.Cond)
		for _, s := range n.Body {
			add(s)
		}
	case *Alias:
		add(n.Name, n.X)
	case *AliasStmt:
		for _, a := range n.Aliases {
			add(a)
		}
		for _, s := range n.Body {
			add(s)
		}
	case *CallStmt:
		add(n.Proc)
		for _, a := range n.Args {
			add(a)
		}
	case *Clear:
		add(n.X)
	case *Undefine:
		add(n.X)
	case *Assert:
		add(n.Cond)
	case *Put:
		add(n.X)
	case *Return:
		if n.X != nil {
			add(n.X)
		}
	case *SimpleRule:
		if n.Priority != nil {
			add(n.Priority)
		}
		if n.Guard != nil {
			add(n.Guard)
		}
		for _, d := range n.Decls {
			add(d)
		}
		for _, s := range n.Body {
			add(s)
		}
	case *StartState:
		for _, d := range n.Decls {
			add(d)
		}
		for _, s := range n.Body {
			add(s)
		}
	case *Invariant:
		add(n.Cond)
	case *Ruleset:
		for _, q := range n.Params {
			add(q)
		}
		for _, r := range n.Rules {
			add(r)
		}
	case *AliasRule:
		for _, a := range n.Aliases {
			add(a)
		}
		for _, r := range n.Rules {
			add(r)
		}
	case *MultisetType:
		add(n.Size, n.Elem)
	case *RealType:
		add(n.Precision, n.Exponent)
	case *MultisetCount:
		add(n.Var, n.MS, n.Cond)
	case *MultisetAdd:
		add(n.X, n.MS)
	case *MultisetRemove:
		add(n.Index, n.MS)
	case *MultisetRemovePred:
		add(n.Var, n.MS, n.Cond)
	case *Choose:
		add(n.Var, n.MS)
		for _, r := range n.Rules {
			add(r)
		}
	}
}

// isTypedNil reports an interface holding a nil pointer of a node type
// (hand-built or partial trees may contain them).
func isTypedNil(n Node) bool {
	v := reflect.ValueOf(n)
	return v.Kind() == reflect.Pointer && v.IsNil()
}

// Pos returns the start of the file.
func (f *File) Pos() source.Pos { return source.Pos{File: f.Path, Line: 1, Col: 1} }
