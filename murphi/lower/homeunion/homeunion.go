// Package homeunion reads a node type written as a union of enums (the home nodes) and one scalarset (the other nodes) as one subrange whose first values are the home nodes, for the invariant search and the proof.
package homeunion

// CMurphi models often write the home node inside the node type as
//
//	Proc : scalarset(ProcCount);
//	Home : enum {HomeType};
//	Node : union {Home, Proc};
//
// The search and the proof read index types that are symmetric, or a few
// distinguished values plus a symmetric rest, in one numbering. Rewrite
// turns such a union into that shape:
//
//	const HomeType : 0;              -- each enum value becomes a constant
//	type Node : 0..ProcCount;        -- the enum values first, then Proc's
//
// and every other use of a member type into the union, restricted to the
// member's values where a variable is bound: a ruleset parameter gets a
// guard conjunct, a forall an implication, an exists a conjunction, a for
// loop an if around its body, an invariant inside the ruleset an
// implication; ismember becomes comparisons with the constants (and, for
// the scalarset or the union, a test that the value is defined: an
// undefined value is a member of no type, as the checker reads it). Variables,
// fields, array indices and formals of a member type take the union's
// type: an array indexed by Proc gets entries for the home values, which
// stay undefined (no rule reaches them).
//
// The rewritten model has the transitions of the original with the values
// renumbered (home values first), so its reachable states are the
// original's. The explicit-state checker explores the rewritten model for
// the search (it does not reduce a type with distinguished values by
// symmetry), and traces name the union's values as the original's do
// (ast.SubrangeType.Names).

import (
	"fmt"
	"strings"

	"paraverify/murphi/ast"
	"paraverify/murphi/check"
	"paraverify/murphi/format"
	"paraverify/murphi/lower/rewrite"
	"paraverify/murphi/source"
)

// Union describes one union rewritten.
type Union struct {
	Name   string   // the union type
	Homes  []string // the enum values, numbered 0, 1, ... in this order
	Others string   // the scalarset member
	Range  string   // the subrange the union became, e.g. 0..ProcCount
}

// String is the note printed for a union rewritten.
func (u Union) String() string {
	var homes []string
	for i, h := range u.Homes {
		homes = append(homes, fmt.Sprintf("%s = %d", h, i))
	}
	return fmt.Sprintf("node type %s (a union of home values and the scalarset %s) is read as the subrange %s with %s, and %s's values after them (traces name the values as the union's: %s, %s_1, ...)",
		u.Name, u.Others, u.Range, strings.Join(homes, ", "), u.Others, strings.Join(u.Homes, ", "), u.Others)
}

// union is a union that Rewrite turns into a subrange.
type union struct {
	decl   *ast.TypeDecl
	enums  []*ast.TypeDecl // the enum members' declarations, in order
	scalar *ast.TypeDecl   // the scalarset member's declaration
	homes  []*ast.Ident    // the enum values, in order
}

// rewriter holds what Rewrite found in the checked model.
type rewriter struct {
	info *check.Info
	// member maps the type object of each member type to its union.
	member map[*check.Object]*union
	// unionOf maps the union's own type object to it.
	unionOf map[*check.Object]*union
}

// Rewrite rewrites, in place, the unions of m's file that are node types
// (index types, or the types of parameters and quantified variables) made
// of named enums and one named scalarset, into subranges with the enum
// values first. It returns the unions rewritten; none when there is
// nothing to rewrite, and then the file is unchanged. When it rewrites,
// m.File must be checked again and m no longer used.
func Rewrite(m *check.Model) []Union {
	rw := &rewriter{info: m.Info, member: map[*check.Object]*union{}, unionOf: map[*check.Object]*union{}}
	us := rw.candidates(m.File)
	if len(us) == 0 || !rw.guardable(m.File.Rules, false) {
		return nil
	}
	// Binders of a member type get their guards (found through the
	// original names), then every name of a member type becomes the
	// union's, and ismember becomes comparisons.
	ast.Inspect(m.File, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.QuantExpr:
			if g := rw.guard(n.Quant); g != nil {
				op := ast.OpAnd
				if n.Forall {
					op = ast.OpImplies
				}
				n.Body = &ast.Binary{X: g, OpPos: n.KwPos, Op: op, Y: &ast.Paren{LParen: n.KwPos, X: n.Body}}
			}
		case *ast.For:
			if g := rw.guard(n.Quant); g != nil {
				n.Body = []ast.Stmt{&ast.If{Arms: []*ast.IfArm{{KwPos: n.KwPos, Cond: g, Body: n.Body}}}}
			}
		case *ast.Ruleset:
			for _, q := range n.Params {
				if g := rw.guard(q); g != nil {
					restrict(n.Rules, g)
				}
			}
		}
		return true
	})
	rw.memberships(m.File)
	ast.Inspect(m.File, func(n ast.Node) bool {
		if nt, ok := n.(*ast.NamedType); ok {
			if u := rw.member[rw.typeObj(nt)]; u != nil {
				nt.Name = &ast.Ident{NamePos: nt.Name.NamePos, Name: u.decl.Name.Name}
			}
		}
		return true
	})
	// The declarations: enum values become constants, the union a
	// subrange, the scalarset member goes.
	var out []Union
	drop := map[ast.Decl]bool{}
	consts := map[ast.Decl][]ast.Decl{}
	for _, u := range us {
		k := int64(len(u.homes))
		for _, e := range u.enums {
			drop[e] = true
		}
		drop[u.scalar] = true
		for i, h := range u.homes {
			consts[u.enums[0]] = append(consts[u.enums[0]], &ast.ConstDecl{Name: &ast.Ident{NamePos: h.NamePos, Name: h.Name}, Value: &ast.IntLit{ValuePos: h.NamePos, Value: int64(i)}})
		}
		size := u.scalar.Type.(*ast.ScalarsetType).Size
		hi := rewrite.CopyExpr(size, nil)
		if k > 1 {
			hi = &ast.Binary{X: &ast.Paren{LParen: size.Pos(), X: hi}, OpPos: size.Pos(), Op: ast.OpAdd, Y: &ast.IntLit{ValuePos: size.Pos(), Value: k - 1}}
		}
		pos := u.decl.Type.Pos()
		desc := Union{Name: u.decl.Name.Name, Others: u.scalar.Name.Name, Range: "0.." + format.Expr(hi)}
		for _, h := range u.homes {
			desc.Homes = append(desc.Homes, h.Name)
		}
		// traces name the values as the union's (check.DisplayValue)
		u.decl.Type = &ast.SubrangeType{Lo: &ast.IntLit{ValuePos: pos, Value: 0}, Hi: hi, Union: true, Names: desc.Homes, Rest: desc.Others}
		out = append(out, desc)
	}
	var decls []ast.Decl
	for _, d := range m.File.Decls {
		decls = append(decls, consts[d]...)
		if !drop[d] {
			decls = append(decls, d)
		}
	}
	m.File.Decls = decls
	return out
}

// candidates finds the unions to rewrite: each member a named enum or
// (exactly one) a named scalarset declared in the file, no member in two
// unions, and the union used as an index type or the type of a bound
// variable.
func (rw *rewriter) candidates(f *ast.File) []*union {
	decls := map[*check.Object]*ast.TypeDecl{}
	for _, d := range f.Decls {
		if td, ok := d.(*ast.TypeDecl); ok {
			if o := rw.info.Defs[td.Name]; o != nil {
				decls[o] = td
			}
		}
	}
	inUnions := map[*check.Object]int{}
	var us []*union
	for _, d := range f.Decls {
		td, ok := d.(*ast.TypeDecl)
		if !ok {
			continue
		}
		ut, ok := td.Type.(*ast.UnionType)
		if !ok {
			continue
		}
		u := &union{decl: td}
		var objs []*check.Object
		for _, mt := range ut.Members {
			nt, ok := mt.(*ast.NamedType)
			var o *check.Object
			if ok {
				o = rw.typeObj(nt)
			}
			md := decls[o]
			if md == nil {
				u = nil
				break
			}
			inUnions[o]++
			objs = append(objs, o)
			switch te := md.Type.(type) {
			case *ast.EnumType:
				u.enums = append(u.enums, md)
				u.homes = append(u.homes, te.Values...)
			case *ast.ScalarsetType:
				if u.scalar != nil {
					u = nil
				} else {
					u.scalar = md
				}
			default:
				u = nil
			}
			if u == nil {
				break
			}
		}
		if u == nil || u.scalar == nil || len(u.enums) == 0 {
			continue
		}
		rw.unionOf[rw.info.Defs[td.Name]] = u
		for _, o := range objs {
			rw.member[o] = u
		}
		us = append(us, u)
	}
	// A member in two unions, or a union only of values (not an index
	// or a bound variable's type: the search reads those as they are).
	used := map[*union]bool{}
	ast.Inspect(f, func(n ast.Node) bool {
		var te ast.TypeExpr
		switch n := n.(type) {
		case *ast.ArrayType:
			te = n.Index
		case *ast.Quantifier:
			te = n.Type
		}
		if nt, ok := te.(*ast.NamedType); ok {
			if u := rw.unionOf[rw.typeObj(nt)]; u != nil {
				used[u] = true
			}
		}
		return true
	})
	var keep []*union
	for _, u := range us {
		ok := used[u]
		for o, v := range rw.member {
			if v == u && inUnions[o] > 1 {
				ok = false
			}
		}
		if ok {
			keep = append(keep, u)
			continue
		}
		for o, v := range rw.member {
			if v == u {
				delete(rw.member, o)
			}
		}
		delete(rw.unionOf, rw.info.Defs[u.decl.Name])
	}
	return keep
}

// guardable reports whether every binder of a member type can be
// restricted: a startstate inside a ruleset over a member type has no
// guard to take the restriction.
func (rw *rewriter) guardable(rs []ast.Rule, inMember bool) bool {
	for _, r := range rs {
		switch r := r.(type) {
		case *ast.Ruleset:
			in := inMember
			for _, q := range r.Params {
				if rw.member[rw.typeObj(q.Type)] != nil {
					in = true
				}
			}
			if !rw.guardable(r.Rules, in) {
				return false
			}
		case *ast.AliasRule:
			if !rw.guardable(r.Rules, inMember) {
				return false
			}
		case *ast.Choose:
			if !rw.guardable(r.Rules, inMember) {
				return false
			}
		case *ast.StartState:
			if inMember {
				return false
			}
		}
	}
	return true
}

// typeObj is the type object a named type refers to (nil for other type
// expressions).
func (rw *rewriter) typeObj(te ast.TypeExpr) *check.Object {
	if nt, ok := te.(*ast.NamedType); ok {
		if o := rw.info.Uses[nt.Name]; o != nil && o.Kind == check.TypeObj {
			return o
		}
	}
	return nil
}

// guard is the condition that keeps q's variable to its member type's
// values; nil when q is not over a member type.
func (rw *rewriter) guard(q *ast.Quantifier) ast.Expr {
	if q == nil || q.Type == nil {
		return nil
	}
	o := rw.typeObj(q.Type)
	u := rw.member[o]
	if u == nil {
		return nil
	}
	v := func() ast.Expr { return &ast.Ident{NamePos: q.Var.NamePos, Name: q.Var.Name} }
	return &ast.Paren{LParen: q.Var.NamePos, X: rw.membership(u, o, v, true, q.Var.NamePos)}
}

// membership is the condition that x (a fresh copy from each call of x)
// is a value of the member type o of u; defined tells that x is never
// undefined (a bound variable or a constant).
func (rw *rewriter) membership(u *union, o *check.Object, x func() ast.Expr, defined bool, pos source.Pos) ast.Expr {
	var cond ast.Expr
	join := func(e ast.Expr, op ast.Op) {
		if cond == nil {
			cond = e
		} else {
			cond = &ast.Binary{X: cond, OpPos: pos, Op: op, Y: e}
		}
	}
	if u.scalar.Name.Name == o.Name {
		// an undefined value is a member of no type (as the checker
		// reads ismember), but differs from every home value
		if !defined {
			join(&ast.Unary{OpPos: pos, Op: ast.OpNot, X: &ast.IsUndefined{KwPos: pos, X: x()}}, ast.OpAnd)
		}
		for _, h := range u.homes {
			join(&ast.Binary{X: x(), OpPos: pos, Op: ast.OpNeq, Y: &ast.Ident{NamePos: pos, Name: h.Name}}, ast.OpAnd)
		}
		return cond
	}
	for _, e := range u.enums {
		if rw.info.Defs[e.Name] != o {
			continue
		}
		for _, h := range e.Type.(*ast.EnumType).Values {
			join(&ast.Binary{X: x(), OpPos: pos, Op: ast.OpEq, Y: &ast.Ident{NamePos: pos, Name: h.Name}}, ast.OpOr)
		}
	}
	return cond
}

// alwaysDefined reports whether x is a ruleset parameter, a quantified
// variable or a constant, which are never undefined.
func (rw *rewriter) alwaysDefined(x ast.Expr) bool {
	for {
		p, ok := x.(*ast.Paren)
		if !ok {
			break
		}
		x = p.X
	}
	id, ok := x.(*ast.Ident)
	if !ok {
		return false
	}
	o := rw.info.Uses[id]
	return o != nil && (o.Kind == check.ParamObj || o.Kind == check.EnumConstObj || o.Kind == check.ConstObj)
}

// restrict adds g to the guard of every rule in rs (and to every
// invariant, as an implication).
func restrict(rs []ast.Rule, g ast.Expr) {
	for _, r := range rs {
		switch r := r.(type) {
		case *ast.SimpleRule:
			gc := rewrite.CopyExpr(g, nil)
			if r.Guard == nil {
				r.Guard = gc
			} else {
				r.Guard = &ast.Binary{X: gc, OpPos: r.KwPos, Op: ast.OpAnd, Y: &ast.Paren{LParen: r.KwPos, X: r.Guard}}
			}
		case *ast.Invariant:
			r.Cond = &ast.Binary{X: rewrite.CopyExpr(g, nil), OpPos: r.KwPos, Op: ast.OpImplies, Y: &ast.Paren{LParen: r.KwPos, X: r.Cond}}
		case *ast.Ruleset:
			restrict(r.Rules, g)
		case *ast.AliasRule:
			restrict(r.Rules, g)
		case *ast.Choose:
			restrict(r.Rules, g)
		}
	}
}

// memberships replaces ismember(x, T) for a union or one of its members
// by comparisons with the home values.
func (rw *rewriter) memberships(f *ast.File) {
	fix := func(e *ast.Expr) {
		im, ok := (*e).(*ast.IsMember)
		if !ok {
			return
		}
		o := rw.typeObj(im.Type)
		if u := rw.unionOf[o]; u != nil {
			// (the checker accepts ismember only of a member type) a
			// defined value is a member of the union
			*e = &ast.Paren{LParen: im.KwPos, X: &ast.Unary{OpPos: im.KwPos, Op: ast.OpNot, X: &ast.IsUndefined{KwPos: im.KwPos, X: rewrite.CopyExpr(im.X, nil)}}}
			return
		}
		if u := rw.member[o]; u != nil {
			x := im.X
			*e = &ast.Paren{LParen: im.KwPos, X: rw.membership(u, o, func() ast.Expr { return rewrite.CopyExpr(x, nil) }, rw.alwaysDefined(x), im.KwPos)}
		}
	}
	fixAll := func(es []ast.Expr) {
		for i := range es {
			fix(&es[i])
		}
	}
	ast.Inspect(f, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.ConstDecl:
			fix(&n.Value)
		case *ast.Unary:
			fix(&n.X)
		case *ast.Binary:
			fix(&n.X)
			fix(&n.Y)
		case *ast.CondExpr:
			fix(&n.Cond)
			fix(&n.Then)
			fix(&n.Else)
		case *ast.Paren:
			fix(&n.X)
		case *ast.Index:
			fix(&n.Index)
		case *ast.Call:
			fixAll(n.Args)
		case *ast.QuantExpr:
			fix(&n.Body)
		case *ast.Assign:
			fix(&n.RHS)
		case *ast.IfArm:
			fix(&n.Cond)
		case *ast.While:
			fix(&n.Cond)
		case *ast.CallStmt:
			fixAll(n.Args)
		case *ast.Assert:
			fix(&n.Cond)
		case *ast.Return:
			fix(&n.X)
		case *ast.SimpleRule:
			fix(&n.Guard)
		case *ast.Invariant:
			fix(&n.Cond)
		case *ast.IsUndefined:
			fix(&n.X)
		case *ast.MultisetCount:
			fix(&n.Cond)
		case *ast.MultisetRemovePred:
			fix(&n.Cond)
		case *ast.MultisetAdd:
			fix(&n.X)
		case *ast.Switch:
			fix(&n.X)
		case *ast.Case:
			fixAll(n.Values)
		case *ast.Alias:
			fix(&n.X)
		case *ast.Put:
			fix(&n.X)
		case *ast.Quantifier:
			fix(&n.From)
			fix(&n.To)
			fix(&n.By)
		}
		return true
	})
}
