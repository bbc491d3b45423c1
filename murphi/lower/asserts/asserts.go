package asserts

// The asserts pass: an `assert C` or `error` in a rule's action becomes
// an invariant over the state before the rule,
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
// checks. The condition must read the state as the rule found it. When
// no statement before the assert on its path writes a location that it,
// or an if condition on its path, reads, it is as above; otherwise the
// condition is carried back through those statements (reach.Cond: the
// assignments' values put in place of what they write, the if
// statements' arms joined, for every value of the variable of a for loop
// around it), `invariant G -> Pre`. An assert inside a while loop, or one
// whose condition cannot be carried back (a loop, undefine or clear of
// what it reads, a loop around it that writes what it reads, a
// rule-local variable, an alias or a call left in place), stays, and the
// search or proof generation reports it.
// Startstates keep theirs.

import (
	"fmt"

	"paraverify/murphi/ast"
	"paraverify/murphi/check"
	"paraverify/murphi/lower/effects"
	"paraverify/murphi/lower/reach"
	"paraverify/murphi/lower/rewrite"
	"paraverify/murphi/source"
)

// Pass is the asserts pass.
func Pass(m *check.Model, _ *rewrite.Namer) (*ast.File, source.ErrorList, bool) {
	a := &asserter{r: &effects.Reader{Info: m.Info}}
	rules := a.rules(m.File.Rules)
	if !a.changed {
		return nil, nil, false
	}
	return &ast.File{Path: m.File.Path, Decls: m.File.Decls, Rules: rules}, nil, true
}

// asserter reads locations as families (package effects).
type asserter struct {
	r       *effects.Reader
	changed bool
	body    []ast.Stmt // the action of the rule being rewritten
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
			a.body = r.Body
			body := a.stmts(r.Body, nil, effects.Before{}, func(s ast.Stmt, path []ast.Expr, pre ast.Expr) {
				invs = append(invs, a.invariant(r, s, path, pre))
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
// for the arms before, or with the condition carried back to the state
// before the rule, pre); b is what is written before ss on its path.
func (a *asserter) stmts(ss []ast.Stmt, path []ast.Expr, b effects.Before, found func(s ast.Stmt, path []ast.Expr, pre ast.Expr)) []ast.Stmt {
	var out []ast.Stmt
	for _, s := range ss {
		switch s := s.(type) {
		case *ast.Assert, *ast.ErrorStmt:
			reads := path
			if as, ok := s.(*ast.Assert); ok {
				reads = append([]ast.Expr{as.Cond}, path...)
			}
			if a.r.Unchanged(reads, b) {
				found(s, path, nil)
				continue
			}
			if a.body != nil {
				if pre, ok := reach.Cond(a.r.Info, a.body, s); ok {
					found(s, nil, pre)
					continue
				}
			}
		case *ast.If:
			// an arm is reached when its condition holds and those
			// of the arms before it do not
			arms := make([]*ast.IfArm, len(s.Arms))
			var prior []ast.Expr
			for i, arm := range s.Arms {
				p := append(append(append([]ast.Expr(nil), path...), prior...), arm.Cond)
				arms[i] = &ast.IfArm{KwPos: arm.KwPos, Cond: arm.Cond, Body: a.stmts(arm.Body, p, b, found)}
				prior = append(prior, &ast.Unary{OpPos: arm.KwPos, Op: ast.OpNot, X: rewrite.Paren(arm.Cond)})
			}
			els := s.Else
			if s.HasElse {
				els = a.stmts(s.Else, append(append([]ast.Expr(nil), path...), prior...), b, found)
			}
			// an if whose arms held only checks taken out goes (its
			// conditions have no effect)
			empty, had := len(els) == 0, len(s.Else) > 0
			for i, arm := range arms {
				empty = empty && len(arm.Body) == 0
				had = had || len(s.Arms[i].Body) > 0
			}
			if !empty || !had {
				out = append(out, &ast.If{Arms: arms, HasElse: s.HasElse, Else: els})
			}
			b = a.r.After(b, s)
			continue
		case *ast.For:
			// an iteration sees what the others wrote: only a condition
			// carried back (reach.Cond) is read
			body := a.stmts(s.Body, nil, effects.Before{Unknown: true}, found)
			if len(body) > 0 || len(s.Body) == 0 {
				out = append(out, &ast.For{KwPos: s.KwPos, Quant: s.Quant, Body: body})
			}
			b = a.r.After(b, s)
			continue
		}
		out = append(out, s)
		b = a.r.After(b, s)
	}
	return out
}

// invariant states that the assert (or error) s of rule r, reached on
// path, does not fail: guard -> (path -> cond), in the rule's ruleset;
// with pre, the condition over the state before the rule, guard -> pre.
func (a *asserter) invariant(r *ast.SimpleRule, s ast.Stmt, path []ast.Expr, pre ast.Expr) ast.Rule {
	var cond ast.Expr = &ast.Ident{NamePos: s.Pos(), Name: "false"}
	what, msg := "error", ""
	switch s := s.(type) {
	case *ast.Assert:
		cond, what, msg = rewrite.CopyExpr(s.Cond, nil), "assert", s.Msg
	case *ast.ErrorStmt:
		msg = s.Msg
	}
	if pre != nil {
		cond = pre
	}
	hyps := append([]ast.Expr(nil), path...)
	if r.Guard != nil {
		hyps = append([]ast.Expr{r.Guard}, hyps...)
	}
	for i := len(hyps) - 1; i >= 0; i-- {
		cond = &ast.Binary{X: rewrite.Paren(rewrite.CopyExpr(hyps[i], nil)), OpPos: s.Pos(), Op: ast.OpImplies, Y: rewrite.Paren(cond)}
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
