package translate

// This file translates statements: assignments (of simple values, of
// whole records by their leaves), undefine, if, for loops over index
// types, whose iterations must be independent (see package proofgen), and
// put, which changes nothing.

import (
	"strings"

	"paraverify/murphi/ast"
	"paraverify/proofgen/model"
)

func (t *translator) stmts(ss []ast.Stmt) []*model.Stmt {
	var out []*model.Stmt
	for _, s := range ss {
		out = append(out, t.stmt(s)...)
	}
	return out
}

func (t *translator) stmt(s ast.Stmt) []*model.Stmt {
	switch s := s.(type) {
	case *ast.Assign:
		return t.assign(s)
	case *ast.Undefine:
		path, args, ok := t.designator(s.X)
		if !ok {
			return nil
		}
		return t.whole(path, args, s, func(*model.Family, []*model.Expr) *model.Expr { return &model.Expr{Op: model.XConst, Name: "Undef"} })
	case *ast.If:
		return t.ifArms(s.Arms, s.HasElse, s.Else)
	case *ast.For:
		return t.loop(s)
	case *ast.AliasStmt:
		return t.stmts(s.Body)
	case *ast.Put:
		// output: no part of the state (CMurphi prints an undefined
		// value without an error)
		return nil
	}
	t.unsupported(s.Pos(), "this statement (%s)", strings.TrimPrefix(strings.ToLower(typeName(s)), "*ast."))
	return nil
}

func typeName(s ast.Stmt) string {
	switch s.(type) {
	case *ast.Switch:
		return "switch"
	case *ast.While:
		return "while"
	case *ast.CallStmt:
		return "procedure call"
	case *ast.Clear:
		return "clear"
	case *ast.ErrorStmt:
		return "error"
	case *ast.Assert:
		return "assert"
	case *ast.Put:
		return "put"
	case *ast.Return:
		return "return"
	}
	return "?"
}

// whole assigns every location under the component path(args): for each
// family below it, the value val gives for the family and the indices
// below path (loop variables), with a for loop over each array index
// below path. Each loop writes its family only at its variable and reads
// only what val reads, so its iterations are independent.
func (t *translator) whole(path string, args []*model.Expr, at ast.Node, val func(f *model.Family, below []*model.Expr) *model.Expr) []*model.Stmt {
	if t.isBad(path) {
		return nil // reported at the variable
	}
	var out []*model.Stmt
	for _, f := range t.out.Families {
		if f.Key != path && !strings.HasPrefix(f.Key, path+".") && !strings.HasPrefix(f.Key, path+"[") {
			continue
		}
		extra := f.Index[len(args):]
		below := make([]*model.Expr, len(extra))
		for i, it := range extra {
			below[i] = &model.Expr{Op: model.XVar, Name: t.vars.variable("k"), Type: it}
		}
		v := val(f, below)
		if v == nil {
			return nil
		}
		st := &model.Stmt{Kind: model.SAssign, Loc: &model.Expr{Op: model.XRead, Fam: f, Args: append(append([]*model.Expr(nil), args...), below...)}, Val: v}
		for i := len(extra) - 1; i >= 0; i-- {
			body := []*model.Stmt{st}
			st = &model.Stmt{Kind: model.SFor, Var: below[i].Name, Type: extra[i], Body: body, Writes: model.Writes(body)}
		}
		out = append(out, st)
	}
	if len(out) == 0 {
		t.unsupported(at.Pos(), "%s is not a state component", path)
	}
	return out
}

func (t *translator) assign(s *ast.Assign) []*model.Stmt {
	path, args, ok := t.designator(s.LHS)
	if !ok {
		return nil
	}
	if f := t.out.FamilyByKey(path); f != nil {
		v := t.value(s.RHS)
		if v == nil {
			return nil
		}
		return []*model.Stmt{{Kind: model.SAssign, Loc: &model.Expr{Op: model.XRead, Fam: f, Args: args}, Val: v}}
	}
	if t.isBad(path) {
		return nil // reported at the variable
	}
	// A whole record or array: copy leaf by leaf from a designator of the
	// same type, with a loop over each array index below the designators.
	src, sargs, ok := t.designator(s.RHS)
	if !ok {
		return nil
	}
	if path == src && len(args) == 0 && len(sargs) == 0 {
		return nil // x := x
	}
	// Leaf by leaf is the whole copy only when no leaf read is written
	// before it.
	if path != src && (strings.HasPrefix(src, path+".") || strings.HasPrefix(src, path+"[") || strings.HasPrefix(path, src+".") || strings.HasPrefix(path, src+"[")) {
		t.unsupported(s.Pos(), "copying a record into an overlapping one")
		return nil
	}
	return t.whole(path, args, s, func(f *model.Family, below []*model.Expr) *model.Expr {
		g := t.out.FamilyByKey(src + strings.TrimPrefix(f.Key, path))
		if g == nil || len(g.Index) != len(sargs)+len(below) {
			t.unsupported(s.Pos(), "copying %s from %s", path, src)
			return nil
		}
		return &model.Expr{Op: model.XRead, Fam: g, Args: append(append([]*model.Expr(nil), sargs...), below...)}
	})
}

func (t *translator) ifArms(arms []*ast.IfArm, hasElse bool, els []ast.Stmt) []*model.Stmt {
	if len(arms) == 0 {
		if hasElse {
			return t.stmts(els)
		}
		return nil
	}
	c := t.formula(arms[0].Cond)
	then := t.stmts(arms[0].Body)
	rest := t.ifArms(arms[1:], hasElse, els)
	if c == nil {
		return nil
	}
	return []*model.Stmt{{Kind: model.SIf, Cond: c, Then: then, Else: rest}}
}

func (t *translator) loop(s *ast.For) []*model.Stmt {
	v, it, vals, ok := t.binder(s.Quant, s.Pos(), "a for loop")
	if !ok {
		return nil
	}
	defer delete(t.env, v)
	if it != nil {
		name := t.bindIndex(v, it)
		body := t.stmts(s.Body)
		st := &model.Stmt{Kind: model.SFor, Var: name, Type: it, Body: body, Writes: model.Writes(body)}
		if msg := independent(st); msg != "" {
			if out := lastAssigned(st); out != nil {
				return out
			}
			t.unsupported(s.Pos(), "a for loop whose iterations depend on each other (%s)", msg)
			return nil
		}
		return []*model.Stmt{st}
	}
	// A loop over an enum or boolean runs once per value, in order.
	var out []*model.Stmt
	for _, c := range vals {
		t.env[v] = c
		out = append(out, t.stmts(s.Body)...)
	}
	return out
}

// lastAssigned translates a loop that remembers a value: every iteration
// may assign one location that does not depend on the loop variable (for
// p : NODE do if p != src & ShrSet[p] then LastOtherInvAck := p end end),
// so the last iteration that assigns it wins. The loop becomes the loop
// without those assignments, then one assignment per such location of
// its value in the greatest iteration that assigns it (XLast). It
// returns nil when the loop has another shape: each such location is
// assigned once on one path of the body, neither the condition of that
// path nor the value reads what the loop writes, and the rest of the
// loop is independent.
func lastAssigned(s *model.Stmt) []*model.Stmt {
	type remembered struct {
		loc  *model.Expr
		cond []*model.Expr
		val  *model.Expr
	}
	var found []*remembered
	shared := func(loc *model.Expr) bool {
		for _, a := range loc.Args {
			isVar := false
			model.Visit(a, func(x *model.Expr) { isVar = isVar || x.Op == model.XVar && x.Name == s.Var })
			if isVar {
				return false
			}
		}
		return true
	}
	// strip removes the shared assignments, recording their paths
	var strip func(ss []*model.Stmt, cond []*model.Expr) ([]*model.Stmt, bool)
	strip = func(ss []*model.Stmt, cond []*model.Expr) ([]*model.Stmt, bool) {
		var out []*model.Stmt
		for _, x := range ss {
			switch x.Kind {
			case model.SAssign:
				if shared(x.Loc) {
					found = append(found, &remembered{loc: x.Loc, cond: append([]*model.Expr(nil), cond...), val: x.Val})
					continue
				}
				out = append(out, x)
			case model.SIf:
				th, ok1 := strip(x.Then, append(append([]*model.Expr(nil), cond...), x.Cond))
				el, ok2 := strip(x.Else, append(append([]*model.Expr(nil), cond...), model.Not(x.Cond)))
				if !ok1 || !ok2 {
					return nil, false
				}
				if len(th) > 0 || len(el) > 0 {
					out = append(out, &model.Stmt{Kind: model.SIf, Cond: x.Cond, Then: th, Else: el})
				}
			case model.SFor:
				// an inner loop stays in the rest when it assigns only
				// locations indexed by the loop variable
				ok := true
				model.VisitStmts(x.Body, func(y *model.Stmt) { ok = ok && (y.Kind != model.SAssign || !shared(y.Loc)) })
				if !ok {
					return nil, false
				}
				out = append(out, x)
			}
		}
		return out, true
	}
	body, ok := strip(s.Body, nil)
	if !ok || len(found) == 0 {
		return nil
	}
	rest := &model.Stmt{Kind: model.SFor, Var: s.Var, Type: s.Type, Body: body, Writes: model.Writes(body)}
	if independent(rest) != "" {
		return nil
	}
	written := map[*model.Family]bool{}
	for _, f := range s.Writes {
		written[f] = true
	}
	for _, f := range rest.Writes {
		for _, r := range found {
			if r.loc.Fam == f {
				return nil // the rest of the loop writes that family too
			}
		}
	}
	var out []*model.Stmt
	if len(body) > 0 {
		out = append(out, rest)
	}
	seen := map[*model.Family]bool{}
	for _, r := range found {
		if seen[r.loc.Fam] {
			return nil // assigned on two paths, or at two locations of a family
		}
		seen[r.loc.Fam] = true
		cond := &model.Expr{Op: model.XTrue}
		if len(r.cond) > 0 {
			cond = model.Nary(model.XAnd, r.cond...)
		}
		reads := false
		for _, x := range []*model.Expr{cond, r.val, r.loc} {
			model.Visit(x, func(e *model.Expr) { reads = reads || e.Op == model.XRead && written[e.Fam] && e != r.loc })
		}
		if reads {
			return nil
		}
		last := &model.Expr{Op: model.XLast, Name: s.Var, Type: s.Type, Args: []*model.Expr{cond, r.val, r.loc}}
		out = append(out, &model.Stmt{Kind: model.SAssign, Loc: r.loc, Val: last})
	}
	return out
}

// independent checks that the iterations of loop s touch disjoint
// locations: every write has the loop variable as an argument, at one
// position per family, and every read of a written family has the loop
// variable at that position. It returns "" or what is wrong.
func independent(s *model.Stmt) string {
	pos := map[*model.Family]int{}
	for _, f := range s.Writes {
		pos[f] = model.LoopArg(s, f)
		if pos[f] < 0 {
			return "it writes " + f.Key + " at an index other than " + s.Var
		}
	}
	msg := ""
	atLoopVar := func(x *model.Expr) {
		if x.Op != model.XRead || msg != "" {
			return
		}
		if p, ok := pos[x.Fam]; ok {
			if a := x.Args[p]; a.Op != model.XVar || a.Name != s.Var {
				msg = "it reads or writes " + x.Fam.Key + " at an index other than " + s.Var
			}
		}
	}
	var walk func(ss []*model.Stmt)
	walk = func(ss []*model.Stmt) {
		for _, x := range ss {
			switch x.Kind {
			case model.SAssign:
				atLoopVar(x.Loc)
				for _, a := range x.Loc.Args {
					model.Visit(a, atLoopVar)
				}
				model.Visit(x.Val, atLoopVar)
			case model.SIf:
				model.Visit(x.Cond, atLoopVar)
				walk(x.Then)
				walk(x.Else)
			case model.SFor:
				walk(x.Body)
			}
		}
	}
	walk(s.Body)
	return msg
}
