package lower

// This file implements the hoist pass: the statements of a for loop over
// a type that do not depend on the loop variable are taken out of the
// loop. Startstates often initialise a shared location inside a loop over
// the nodes,
//
//	for i : NODE do
//	  for a : ADDR do mem[a] := 0; cache[i][a] := I; end;
//	end;
//
// where every iteration of the outer loop assigns mem[a] again. Proof
// generation needs the iterations of a loop to touch disjoint locations;
// after the pass the loop reads
//
//	for a : ADDR do mem[a] := 0; end;
//	for i : NODE do for a : ADDR do cache[i][a] := I; end; end;
//
// The body is first split into groups of statements that touch common
// location families (a state variable with a path of fields, the indices
// left out; one family covers the other when its path is a prefix): the
// groups touch disjoint families, so one loop per group does what the
// loop did. A group that does not mention the loop variable and reads no
// family it writes does the same once as in every iteration, and the type
// a loop ranges over is never empty: such a group is taken out. A loop
// is rewritten only when some group is taken out; a loop with a
// statement other than assignments, undefine, if and for (a procedure
// call, return, error, assert, put, while) is left as it is, as is a loop
// `for i := a to b`, whose range may be empty.

import (
	"paraverify/murphi/ast"
	"paraverify/murphi/check"
	"paraverify/murphi/lower/effects"
	"paraverify/murphi/lower/rewrite"
	"paraverify/murphi/source"
)

type hoister struct {
	info    *check.Info
	r       *effects.Reader
	changed bool
}

func hoist(m *check.Model, names *rewrite.Namer) (*ast.File, source.ErrorList, bool) {
	h := &hoister{info: m.Info, r: &effects.Reader{Info: m.Info}}
	rules := rewrite.MapRules(m.File.Rules, func(r ast.Rule) ast.Rule {
		decls, body := rewrite.BodyOf(r)
		if body == nil {
			return nil
		}
		var guard ast.Expr
		if sr, ok := r.(*ast.SimpleRule); ok {
			guard = sr.Guard
		}
		return rewrite.WithBody(r, guard, decls, h.stmts(body))
	}, nil)
	if !h.changed {
		return nil, nil, false
	}
	return &ast.File{Path: m.File.Path, Decls: m.File.Decls, Rules: rules}, nil, true
}

func (h *hoister) stmts(ss []ast.Stmt) []ast.Stmt {
	var out []ast.Stmt
	for _, s := range ss {
		out = append(out, h.stmt(s)...)
	}
	return out
}

func (h *hoister) stmt(s ast.Stmt) []ast.Stmt {
	switch s := s.(type) {
	case *ast.If:
		out := &ast.If{HasElse: s.HasElse, Else: h.stmts(s.Else)}
		for _, a := range s.Arms {
			out.Arms = append(out.Arms, &ast.IfArm{KwPos: a.KwPos, Cond: a.Cond, Body: h.stmts(a.Body)})
		}
		return []ast.Stmt{out}
	case *ast.For:
		return h.loop(&ast.For{KwPos: s.KwPos, Quant: s.Quant, Body: h.stmts(s.Body)})
	case *ast.While:
		return []ast.Stmt{&ast.While{KwPos: s.KwPos, Cond: s.Cond, Body: h.stmts(s.Body)}}
	}
	return []ast.Stmt{s}
}

// loop rewrites one for loop whose body is already rewritten: it takes
// out what does not depend on the loop variable, then swaps the loops
// that remain where interchange can.
func (h *hoister) loop(s *ast.For) []ast.Stmt {
	out := h.hoistLoop(s)
	for i, x := range out {
		if f, ok := x.(*ast.For); ok {
			if g := h.interchange(f); g != nil {
				out[i] = g
				h.changed = true
			}
		}
	}
	return out
}

// hoistLoop takes out of s the groups of statements that do not depend
// on its variable.
func (h *hoister) hoistLoop(s *ast.For) []ast.Stmt {
	keep := []ast.Stmt{s}
	qi := h.info.Quants[s.Quant]
	if s.Quant.Type == nil || qi == nil || qi.Var == nil || len(s.Body) < 1 {
		return keep
	}
	var body []ast.Stmt
	for _, x := range s.Body {
		body = append(body, h.split(x, qi.Var)...)
	}
	order, groups, effs, ok := h.group(body, qi.Var)
	if !ok {
		return keep
	}
	hoisted := map[int]bool{}
	for _, r := range order {
		if g := joined(groups[r], effs); !g.loopVar && !effects.Overlaps(g.Writes, g.Reads) {
			hoisted[r] = true
		}
	}
	if len(hoisted) == 0 && !(len(order) > 1 && h.swappable(s, body, groups, order)) {
		return keep
	}
	h.changed = true
	var out []ast.Stmt
	first := true
	for _, r := range order {
		var part []ast.Stmt
		for _, i := range groups[r] {
			part = append(part, body[i])
		}
		if hoisted[r] {
			out = append(out, part...)
			continue
		}
		q := s.Quant
		if !first {
			q = rewrite.CopyQuant(q, nil)
		}
		first = false
		out = append(out, &ast.For{KwPos: s.KwPos, Quant: q, Body: part})
	}
	return out
}

// swappable reports whether some group of s's body is one loop that
// interchange swaps once the group has a loop of its own.
func (h *hoister) swappable(s *ast.For, body []ast.Stmt, groups map[int][]int, order []int) bool {
	for _, r := range order {
		if g := groups[r]; len(g) == 1 && h.interchange(&ast.For{KwPos: s.KwPos, Quant: s.Quant, Body: []ast.Stmt{body[g[0]]}}) != nil {
			return true
		}
	}
	return false
}

// split distributes an inner loop x that mentions v (the variable of an
// enclosing loop) into a loop of its statements that do not mention v
// and a loop of those that do, when they touch disjoint families, so
// that the former can leave the enclosing loop (for i do for a do mem[a]
// := 0; cache[i][a] := I end end).
func (h *hoister) split(x ast.Stmt, v *check.Object) []ast.Stmt {
	f, ok := x.(*ast.For)
	if !ok || f.Quant.Type == nil || !rewrite.Mentions(f, v, h.info) {
		return []ast.Stmt{x}
	}
	var body []ast.Stmt
	for _, y := range f.Body {
		body = append(body, h.split(y, v)...)
	}
	order, groups, effs, ok := h.group(body, v)
	if !ok {
		return []ast.Stmt{x}
	}
	var with, without []ast.Stmt
	for _, r := range order {
		part := &without
		if joined(groups[r], effs).loopVar {
			part = &with
		}
		for _, i := range groups[r] {
			*part = append(*part, body[i])
		}
	}
	if len(with) == 0 || len(without) == 0 {
		return []ast.Stmt{&ast.For{KwPos: f.KwPos, Quant: f.Quant, Body: body}}
	}
	return []ast.Stmt{
		&ast.For{KwPos: f.KwPos, Quant: f.Quant, Body: without},
		&ast.For{KwPos: f.KwPos, Quant: rewrite.CopyQuant(f.Quant, nil), Body: with},
	}
}

// group partitions statements into groups that touch common families
// (union-find), in the order of their first statements; effs[i].loopVar
// tells whether statement i mentions v. ok is false when a statement is
// not one the pass moves.
func (h *hoister) group(body []ast.Stmt, v *check.Object) (order []int, groups map[int][]int, effs []*stmtEffect, ok bool) {
	effs = make([]*stmtEffect, len(body))
	for i, x := range body {
		e := &stmtEffect{}
		if !h.r.Movable(x, &e.Effect) {
			return nil, nil, nil, false
		}
		e.loopVar = rewrite.Mentions(x, v, h.info)
		effs[i] = e
	}
	parent := make([]int, len(effs))
	for i := range parent {
		parent[i] = i
	}
	var find func(int) int
	find = func(i int) int {
		if parent[i] != i {
			parent[i] = find(parent[i])
		}
		return parent[i]
	}
	for i := range effs {
		for j := i + 1; j < len(effs); j++ {
			if effs[i].Touches(&effs[j].Effect) {
				parent[find(j)] = find(i)
			}
		}
	}
	groups = map[int][]int{}
	for i := range effs {
		r := find(i)
		if groups[r] == nil {
			order = append(order, r)
		}
		groups[r] = append(groups[r], i)
	}
	return order, groups, effs, true
}

// stmtEffect is what a statement of a loop's body reads and writes, and
// whether it mentions the loop variable.
type stmtEffect struct {
	effects.Effect
	loopVar bool
}

// joined is the effect of a group of statements.
func joined(group []int, effs []*stmtEffect) *stmtEffect {
	g := &stmtEffect{}
	for _, i := range group {
		g.Add(&effs[i].Effect)
		g.loopVar = g.loopVar || effs[i].loopVar
	}
	return g
}
