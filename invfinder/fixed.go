package invfinder

// This file finds the fixed variables of a model: global variables of a
// symmetric type that a startstate sets from one of its ruleset
// parameters (`Home := h`) and no rule ever assigns, like the home node of
// Chou's FLASH. Such a variable is a node chosen once; in invariants it is
// the term TFixed, a value distinct from every parameter: invariant
// parameters and rule instances range over the other values, and the
// cases "equal to the fixed node" are enumerated explicitly (Instances,
// property normalization), so every transition is still covered.

import (
	"paraverify/murphi/ast"
	"paraverify/murphi/check"
)

// facts are what the search derives from the model once and every stage
// of it reads: the symmetric types and the fixed variables.
type facts struct {
	sym   map[check.Type]bool
	fixed map[string]check.Type
}

func factsOf(m *check.Model) *facts {
	sym := SymmetricTypes(m)
	return &facts{sym: sym, fixed: fixedVars(m, sym)}
}

// FixedVars returns the fixed variables of m by name, with their types (at
// most one per type: with two, neither is fixed).
func FixedVars(m *check.Model) map[string]check.Type { return fixedVars(m, SymmetricTypes(m)) }

func fixedVars(m *check.Model, sym map[check.Type]bool) map[string]check.Type {
	info := m.Info
	cand := map[*check.Object]bool{}
	for _, v := range m.Vars {
		if sym[v.Type] {
			cand[v] = true
		}
	}
	root := func(e ast.Expr) *check.Object {
		for {
			switch x := e.(type) {
			case *ast.Paren:
				e = x.X
			case *ast.Index:
				e = x.X
			case *ast.Selector:
				e = x.X
			case *ast.Ident:
				o := info.Uses[x]
				if o != nil && o.Kind == check.AliasObj {
					e = o.Alias
					continue
				}
				return o
			default:
				return nil
			}
		}
	}
	// assigned reports every variable an assignment writes; in
	// startstates, `v := p` from a startstate parameter is allowed.
	walk := func(ss []ast.Stmt, params map[*check.Object]bool) {
		for _, s := range ss {
			ast.Inspect(s, func(n ast.Node) bool {
				var lhs ast.Expr
				switch n := n.(type) {
				case *ast.Assign:
					lhs = n.LHS
					if params != nil {
						if id, ok := n.RHS.(*ast.Ident); ok && params[info.Uses[id]] {
							if l, ok := n.LHS.(*ast.Ident); ok && cand[info.Uses[l]] {
								return true
							}
						}
					}
				case *ast.Undefine:
					lhs = n.X
				case *ast.Clear:
					lhs = n.X
				case *ast.CallStmt:
					// a var argument may be written by the procedure
					for _, a := range n.Args {
						delete(cand, root(a))
					}
				}
				if lhs != nil {
					if o := root(lhs); o != nil {
						delete(cand, o)
					}
				}
				return true
			})
		}
	}
	for _, r := range m.Rules {
		walk(r.Body, nil)
	}
	for _, p := range m.Procs {
		if p.Decl != nil {
			walk(p.Decl.Body, nil)
		}
	}
	for _, st := range m.StartStates {
		params := map[*check.Object]bool{}
		for _, p := range st.Params {
			params[p] = true
		}
		walk(st.Body, params)
	}
	// every startstate must set it
	for _, st := range m.StartStates {
		set := map[*check.Object]bool{}
		for _, s := range st.Body {
			if a, ok := s.(*ast.Assign); ok {
				if l, ok := a.LHS.(*ast.Ident); ok {
					set[info.Uses[l]] = true
				}
			}
		}
		for v := range cand {
			if !set[v] {
				delete(cand, v)
			}
		}
	}
	perType := map[check.Type]int{}
	for v := range cand {
		perType[v.Type]++
	}
	out := map[string]check.Type{}
	for v := range cand {
		if perType[v.Type] == 1 {
			out[v.Name] = v.Type
		}
	}
	return out
}

// fixedOf returns the fixed variable of type t, if any.
func fixedOf(fixed map[string]check.Type, t check.Type) (string, bool) {
	for name, ft := range fixed {
		if ft == t {
			return name, true
		}
	}
	return "", false
}
