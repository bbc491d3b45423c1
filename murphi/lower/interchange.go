package lower

// This file implements loop interchange, a step of the hoist pass. A
// startstate often gives every node the same arbitrary datum,
//
//	for d : DATA do
//	  for i : NODE do Cache[i].Data := d; end;
//	end;
//
// which leaves Cache[i].Data at the last value of DATA for every i. The
// invariant search and proof generation read a loop that assigns a
// component without its variable as index as "the last value", but only
// when the loop assigns that component itself; after the pass the loop
// reads
//
//	for i : NODE do
//	  for d : DATA do Cache[i].Data := d; end;
//	end;
//
// The two loops are swapped only when the inner loop's statements are
// assignments whose target has the inner variable as an index and not
// the outer one, and whose value reads no state (only the two variables
// and constants): then the iterations of the inner loop touch disjoint
// locations, and each location sees the values of the outer loop in
// the same order either way.

import (
	"paraverify/murphi/ast"
	"paraverify/murphi/check"
	"paraverify/murphi/lower/rewrite"
)

// interchange swaps a loop over a type whose body is one loop over a
// type, when that is the same; nil otherwise.
func (h *hoister) interchange(s *ast.For) *ast.For {
	if s.Quant.Type == nil || len(s.Body) != 1 {
		return nil
	}
	in, ok := s.Body[0].(*ast.For)
	if !ok || in.Quant.Type == nil || len(in.Body) == 0 {
		return nil
	}
	outer, inner := h.quantVar(s.Quant, in.Body), h.quantVar(in.Quant, in.Body)
	if outer == nil || inner == nil {
		return nil
	}
	for _, x := range in.Body {
		a, ok := x.(*ast.Assign)
		if !ok || !h.info.IndexedBy(a.LHS, inner) || rewrite.Mentions(a.LHS, outer, h.info) || !stateless(a.RHS, h.info) {
			return nil
		}
	}
	return &ast.For{KwPos: in.KwPos, Quant: in.Quant, Body: []ast.Stmt{
		&ast.For{KwPos: s.KwPos, Quant: s.Quant, Body: in.Body},
	}}
}

// quantVar is the variable q binds: from the checker's information, or
// for a quantifier the pass copied, the object that the uses of its name
// in body stand for (names are not shadowed); nil when body does not
// use it.
func (h *hoister) quantVar(q *ast.Quantifier, body []ast.Stmt) *check.Object {
	if qi := h.info.Quants[q]; qi != nil {
		return qi.Var
	}
	var v *check.Object
	for _, st := range body {
		ast.Inspect(st, func(n ast.Node) bool {
			if id, ok := n.(*ast.Ident); ok && id.Name == q.Var.Name {
				if o := h.info.Uses[id]; o != nil && o.Kind == check.ParamObj {
					v = o
				}
			}
			return v == nil
		})
	}
	return v
}

// stateless reports whether e names only constants and quantified
// variables (no state variable, local, formal, alias or call).
func stateless(e ast.Expr, info *check.Info) bool {
	ok := true
	ast.Inspect(e, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.Ident:
			o := info.Uses[n]
			ok = ok && o != nil && (o.Kind == check.ConstObj || o.Kind == check.EnumConstObj || o.Kind == check.ParamObj)
		case *ast.Call:
			ok = false
		}
		return ok
	})
	return ok
}
