package enumidx

// This file implements the pass: a named enum type with at most
// maxValues constants that indexes an array of the state (`Got_Forks :
// array [side] of boolean`, side : enum {left, right}) becomes the
// subrange 0..k-1, and each of its constants the literal of its position
// (`Got_Forks[left]` is `Got_Forks[0]`). The search and the proof read an
// array indexed by a fixed range of literals (German 2004's channels), not
// one indexed by an enum. The state space is the same: the values are
// renamed in their order, and clear's first value, the first constant,
// is 0.

import (
	"fmt"
	"strings"

	"paraverify/murphi/ast"
	"paraverify/murphi/check"
	"paraverify/murphi/lower/rewrite"
)

// maxValues is the most constants an enum read as a fixed range has (the
// search and the proof fix at most 8 values of a type).
const maxValues = 8

// Select returns the enum types of m that the pass reads as fixed ranges,
// by their declarations, in the order of the file.
func Select(m *check.Model) []*check.Object {
	indexes := map[check.Type]bool{}
	for t := range rewrite.StateTypes(m) {
		if a, ok := t.(*check.ArrayType); ok {
			indexes[a.Index] = true
		}
	}
	// a member of a union stays an enum (a union's members are enums and
	// scalarsets, and its values the members' values)
	members := map[check.Type]bool{}
	union := func(t check.Type) {
		if u, ok := t.(*check.UnionType); ok {
			for _, mt := range u.Members {
				members[mt] = true
			}
		}
	}
	for t := range rewrite.StateTypes(m) {
		union(t)
	}
	for _, o := range m.Types {
		union(o.Type)
	}
	for _, t := range m.Info.Types {
		union(t)
	}
	var out []*check.Object
	for _, o := range m.Types {
		if e, ok := o.Type.(*check.EnumType); ok && indexes[o.Type] && !members[o.Type] && e.Name != "" && len(e.Values) <= maxValues {
			out = append(out, o)
		}
	}
	return out
}

// Notes says how each selected enum is read.
func Notes(m *check.Model) []string {
	var out []string
	for _, o := range Select(m) {
		e := o.Type.(*check.EnumType)
		vals := make([]string, len(e.Values))
		for i, v := range e.Values {
			vals[i] = fmt.Sprintf("%s = %d", v, i)
		}
		out = append(out, fmt.Sprintf("%s: the enum %s indexes an array, and is read as the fixed range 0..%d (%s)",
			o.Pos, o.Name, len(e.Values)-1, strings.Join(vals, ", ")))
	}
	return out
}

// Rewrite returns m's file with the selected enums read as fixed ranges
// (see the file comment), or nil when there is none. It is done when the
// model is loaded, before the exploration, so that the states the search
// reads name the components as the lowered model does.
func Rewrite(m *check.Model) *ast.File {
	sel := Select(m)
	if len(sel) == 0 {
		return nil
	}
	types := map[check.Type]bool{}
	for _, o := range sel {
		types[o.Type] = true
	}
	hook := func(e ast.Expr) ast.Expr {
		if id, ok := e.(*ast.Ident); ok {
			if o := m.Info.Uses[id]; o != nil && o.Kind == check.EnumConstObj && types[o.Type] {
				return rewrite.IntLit(o.Value, id.NamePos)
			}
		}
		return nil
	}
	decls := make([]ast.Decl, 0, len(m.File.Decls))
	for _, d := range m.File.Decls {
		switch d := d.(type) {
		case *ast.TypeDecl:
			if o := m.Info.Defs[d.Name]; o != nil && types[o.Type] {
				e := o.Type.(*check.EnumType)
				pos := d.Type.Pos()
				decls = append(decls, &ast.TypeDecl{Name: d.Name, Type: &ast.SubrangeType{Lo: rewrite.IntLit(0, pos), Hi: rewrite.IntLit(int64(len(e.Values)-1), pos)}})
				continue
			}
		case *ast.ProcDecl:
			decls = append(decls, &ast.ProcDecl{ProcPos: d.ProcPos, Name: d.Name, Params: d.Params, Result: d.Result,
				Decls: rewrite.CopyDecls(d.Decls, hook), Body: rewrite.CopyStmts(d.Body, hook)})
			continue
		}
		decls = append(decls, rewrite.CopyDecls([]ast.Decl{d}, hook)...)
	}
	var rules func(rs []ast.Rule) []ast.Rule
	rules = func(rs []ast.Rule) []ast.Rule {
		var out []ast.Rule
		for _, r := range rs {
			switch r := r.(type) {
			case *ast.Ruleset:
				out = append(out, &ast.Ruleset{KwPos: r.KwPos, Params: r.Params, Rules: rules(r.Rules)})
			case *ast.AliasRule:
				aliases := make([]*ast.Alias, len(r.Aliases))
				for i, a := range r.Aliases {
					aliases[i] = &ast.Alias{Name: a.Name, X: rewrite.CopyExpr(a.X, hook)}
				}
				out = append(out, &ast.AliasRule{KwPos: r.KwPos, Aliases: aliases, Rules: rules(r.Rules)})
			case *ast.Invariant:
				out = append(out, &ast.Invariant{KwPos: r.KwPos, Name: r.Name, Cond: rewrite.CopyExpr(r.Cond, hook)})
			case *ast.SimpleRule:
				out = append(out, rewrite.WithBody(r, rewrite.CopyExpr(r.Guard, hook), rewrite.CopyDecls(r.Decls, hook), rewrite.CopyStmts(r.Body, hook)))
			case *ast.StartState:
				out = append(out, rewrite.WithBody(r, nil, rewrite.CopyDecls(r.Decls, hook), rewrite.CopyStmts(r.Body, hook)))
			default:
				out = append(out, r)
			}
		}
		return out
	}
	return &ast.File{Path: m.File.Path, Decls: decls, Rules: rules(m.File.Rules)}
}
