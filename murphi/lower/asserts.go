package lower

// This file implements the asserts pass: an `assert C` or `error` in a
// rule's action becomes an invariant over the state before the rule,
//
//	ruleset i : NODE do rule "r" G ==> if P then assert C "m" end; S end end
//
// becomes the rule without the assert and, in the same ruleset,
//
//	invariant "assert at L:C: m" G -> (P -> C)
//
// (an error: G -> !P). The two models have the same reachable states as
// long as no assertion fails, and the invariant holds in all of them
// exactly when no assertion ever fails, which is what the original model
// checks. The condition must read the state as the rule found it: an
// assert (or error) is rewritten only when no statement before it on its
// path writes a location that it, or an if condition on its path, reads,
// and not inside a loop or reading a rule-local variable; otherwise it
// stays, and the search or proof generation reports it. Startstates keep
// theirs.

import (
	"fmt"

	"paraverify/murphi/ast"
	"paraverify/murphi/check"
	"paraverify/murphi/lower/rewrite"
	"paraverify/murphi/source"
)

func asserts(m *check.Model, _ *rewrite.Namer) (*ast.File, source.ErrorList, bool) {
	a := &asserter{info: m.Info}
	rules := a.rules(m.File.Rules)
	if !a.changed {
		return nil, nil, false
	}
	return &ast.File{Path: m.File.Path, Decls: m.File.Decls, Rules: rules}, nil, true
}

type asserter struct {
	info    *check.Info
	changed bool
}

// rules rewrites a rule list: each simple rule is followed by the
// invariants of its asserts, in its ruleset.
func (a *asserter) rules(rs []ast.Rule) []ast.Rule {
	var out []ast.Rule
	for _, r := range rs {
		switch r := r.(type) {
		case *ast.Ruleset:
			out = append(out, &ast.Ruleset{KwPos: r.KwPos, Params: r.Params, Rules: a.rules(r.Rules)})
		case *ast.AliasRule:
			// one the inline pass left (an alias of state the rules
			// change): its asserts stay, as an invariant could not
			// name the alias
			out = append(out, r)
		case *ast.SimpleRule:
			var invs []ast.Rule
			body := a.stmts(r.Body, nil, nil, func(s ast.Stmt, path []ast.Expr) {
				invs = append(invs, a.invariant(r, s, path))
			})
			if len(invs) == 0 {
				out = append(out, r)
				continue
			}
			a.changed = true
			out = append(out, rewrite.WithBody(r, r.Guard, r.Decls, body))
			out = append(out, invs...)
		default:
			out = append(out, r)
		}
	}
	return out
}

// stmts returns ss without the asserts and errors that become invariants
// (found is called with each and the if conditions on its path, negated
// for else arms); written holds the locations written before ss on its
// path.
func (a *asserter) stmts(ss []ast.Stmt, path []ast.Expr, written [][]string, found func(ast.Stmt, []ast.Expr)) []ast.Stmt {
	var out []ast.Stmt
	written = append([][]string(nil), written...)
	for _, s := range ss {
		switch s := s.(type) {
		case *ast.Assert, *ast.ErrorStmt:
			var reads []ast.Expr
			if as, ok := s.(*ast.Assert); ok {
				reads = append(reads, as.Cond)
			}
			if es := append(reads, path...); !a.conflicts(es, written) && !a.readsLocal(es) {
				found(s, path)
				continue
			}
		case *ast.If:
			// each arm's condition is read after the earlier ones
			// (false); conditions read no state that the arms write
			arms := make([]*ast.IfArm, len(s.Arms))
			var prior []ast.Expr
			for i, arm := range s.Arms {
				p := append(append(append([]ast.Expr(nil), path...), prior...), arm.Cond)
				arms[i] = &ast.IfArm{KwPos: arm.KwPos, Cond: arm.Cond, Body: a.stmts(arm.Body, p, written, found)}
				prior = append(prior, &ast.Unary{OpPos: arm.KwPos, Op: ast.OpNot, X: paren(arm.Cond)})
			}
			els := s.Else
			if s.HasElse {
				els = a.stmts(s.Else, append(append([]ast.Expr(nil), path...), prior...), written, found)
			}
			out = append(out, &ast.If{Arms: arms, HasElse: s.HasElse, Else: els})
			written = append(written, a.writes(s)...)
			continue
		}
		out = append(out, s)
		written = append(written, a.writes(s)...)
	}
	return out
}

// invariant states that the assert (or error) s of rule r, reached on
// path, does not fail: guard -> (path -> cond), in the rule's ruleset.
func (a *asserter) invariant(r *ast.SimpleRule, s ast.Stmt, path []ast.Expr) ast.Rule {
	var cond ast.Expr = &ast.Ident{NamePos: s.Pos(), Name: "false"}
	what, msg := "error", ""
	switch s := s.(type) {
	case *ast.Assert:
		cond, what, msg = rewrite.CopyExpr(s.Cond, nil), "assert", s.Msg
	case *ast.ErrorStmt:
		msg = s.Msg
	}
	hyps := append([]ast.Expr(nil), path...)
	if r.Guard != nil {
		hyps = append([]ast.Expr{r.Guard}, hyps...)
	}
	for i := len(hyps) - 1; i >= 0; i-- {
		cond = &ast.Binary{X: paren(rewrite.CopyExpr(hyps[i], nil)), OpPos: s.Pos(), Op: ast.OpImplies, Y: paren(cond)}
	}
	name := fmt.Sprintf("%s at %d:%d", what, s.Pos().Line, s.Pos().Col)
	if r.Name != "" {
		name += " in rule " + r.Name
	}
	if msg != "" {
		name += ": " + msg
	}
	return &ast.Invariant{KwPos: s.Pos(), Name: name, Cond: cond}
}

// writes lists the locations a statement may write, as designator paths
// (see loc); a statement whose writes are not known writes everything.
func (a *asserter) writes(s ast.Stmt) [][]string {
	var out [][]string
	var walk func(ast.Stmt)
	walk = func(s ast.Stmt) {
		switch s := s.(type) {
		case *ast.Assign:
			out = append(out, a.loc(s.LHS))
		case *ast.Undefine:
			out = append(out, a.loc(s.X))
		case *ast.Clear:
			out = append(out, a.loc(s.X))
		case *ast.If:
			for _, arm := range s.Arms {
				for _, t := range arm.Body {
					walk(t)
				}
			}
			for _, t := range s.Else {
				walk(t)
			}
		case *ast.For:
			for _, t := range s.Body {
				walk(t)
			}
		case *ast.AliasStmt:
			for _, t := range s.Body {
				walk(t)
			}
		case *ast.Put, *ast.Assert, *ast.ErrorStmt:
		default:
			out = append(out, nil) // everything
		}
	}
	walk(s)
	return out
}

// loc is the path of a designator: its variable's name and declaration,
// then a field name per selector and "*" per index (any element); nil
// when it is not a designator (everything).
func (a *asserter) loc(e ast.Expr) []string {
	switch x := e.(type) {
	case *ast.Paren:
		return a.loc(x.X)
	case *ast.Ident:
		o := a.info.Uses[x]
		if o == nil {
			return nil
		}
		return []string{fmt.Sprintf("%s@%v", o.Name, o.Pos)}
	case *ast.Selector:
		if p := a.loc(x.X); p != nil {
			return append(p, x.Name.Name)
		}
	case *ast.Index:
		if p := a.loc(x.X); p != nil {
			return append(p, "*")
		}
	}
	return nil
}

// conflicts reports whether the expressions read a location written.
func (a *asserter) conflicts(es []ast.Expr, written [][]string) bool {
	if len(written) == 0 {
		return false
	}
	bad := false
	var check func(e ast.Expr)
	check = func(e ast.Expr) {
		ast.Inspect(e, func(n ast.Node) bool {
			if bad {
				return false
			}
			switch x := n.(type) {
			case *ast.Ident, *ast.Selector, *ast.Index:
				p := a.loc(x.(ast.Expr))
				if p == nil {
					return true
				}
				for _, w := range written {
					bad = bad || w == nil || overlap(p, w)
				}
				// the designator's indices are read as well
				for d := x.(ast.Expr); ; {
					switch y := d.(type) {
					case *ast.Paren:
						d = y.X
						continue
					case *ast.Selector:
						d = y.X
						continue
					case *ast.Index:
						check(y.Index)
						d = y.X
						continue
					}
					break
				}
				return false
			case *ast.Call:
				bad = true // a call left in place: its reads are not known
			}
			return true
		})
	}
	for _, e := range es {
		check(e)
	}
	return bad
}

// readsLocal reports whether the expressions read a rule-local variable
// (one the locals pass left), which an invariant cannot name.
func (a *asserter) readsLocal(es []ast.Expr) bool {
	found := false
	for _, e := range es {
		ast.Inspect(e, func(n ast.Node) bool {
			if id, ok := n.(*ast.Ident); ok {
				if o := a.info.Uses[id]; o != nil && o.Kind == check.LocalObj {
					found = true
				}
			}
			return !found
		})
	}
	return found
}

// overlap reports whether one path is a prefix of the other ("*" and an
// index match).
func overlap(p, q []string) bool {
	n := min(len(p), len(q))
	for i := 0; i < n; i++ {
		if p[i] != q[i] && p[i] != "*" && q[i] != "*" {
			return false
		}
	}
	return true
}
