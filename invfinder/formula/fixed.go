package formula

// This file finds the fixed variables of a model: global variables of a
// symmetric type that a startstate sets from one of its ruleset
// parameters (`Home := h`) and no rule ever assigns, like the home node of
// Chou's FLASH. Such a variable is a node chosen once; in invariants it is
// the term TFixed, a value distinct from every parameter: invariant
// parameters and rule instances range over the other values, and the
// cases "equal to the fixed node" are enumerated explicitly (Instances,
// property normalization), so every transition is still covered.

import (
	"slices"

	"paraverify/murphi/ast"
	"paraverify/murphi/check"
)

// Facts are what the search derives from the model once and every stage
// of it reads.
type Facts struct {
	// Sym are the types whose values are parameters: the symmetric ones
	// and those with distinguished values (SearchTypes).
	Sym     map[check.Type]bool
	Fixed   map[string]check.Type // the fixed variables (FixedVars)
	Special Special               // the distinguished terms of each type
	Consts  map[string]*Term      // constant variables (ConstVars) as their values
}

// Special lists, per type whose values are parameters, its distinguished
// terms: its fixed variable (TFixed), or its distinguished constants
// (TConst, see DistinguishedValues). Parameters of the type range over
// the other values, and rule parameters may equal each of these terms.
type Special map[check.Type][]*Term

// FactsOf computes the facts of m (it walks the model: compute them once).
func FactsOf(m *check.Model) *Facts {
	sym := SymmetricTypes(m)
	dist := DistinguishedValues(m)
	for t := range dist {
		sym[t] = true
	}
	fixed := fixedVars(m, sym)
	sp := Special{}
	for name, t := range fixed {
		if len(dist[t]) > 0 {
			delete(fixed, name) // a node both constant and chosen: not supported
			continue
		}
		sp[t] = []*Term{{Kind: TFixed, Type: t, Var: name}}
	}
	for t, vs := range dist {
		for _, v := range vs {
			sp[t] = append(sp[t], &Term{Kind: TConst, Type: t, Val: v})
		}
	}
	consts := map[string]*Term{}
	for name, v := range ConstVars(m) {
		for _, o := range m.Vars {
			if o.Name == name && dist[o.Type] != nil && slices.Contains(dist[o.Type], v) {
				consts[name] = &Term{Kind: TConst, Type: o.Type, Val: v}
			}
		}
	}
	return &Facts{Sym: sym, Fixed: fixed, Special: sp, Consts: consts}
}

// ConstVars returns the global variables of simple types that only
// startstates assign, always to the same compile-time constant, with that
// value: `Home := 0` in a model whose home node is node 0. Such a
// variable holds its value in every reachable state (no rule writes it),
// so the search reads it as that constant; only those of a type with
// that value as a distinguished value (DistinguishedValues) are used.
func ConstVars(m *check.Model) map[string]int64 {
	info := m.Info
	val := map[*check.Object]int64{}
	bad := map[*check.Object]bool{}
	set := func(o *check.Object, v int64, ok bool) {
		if o == nil || o.Kind != check.VarObj {
			return
		}
		if old, seen := val[o]; !ok || seen && old != v {
			bad[o] = true
		}
		val[o] = v
	}
	visit := func(ss []ast.Stmt, start bool) {
		for _, s := range ss {
			ast.Inspect(s, func(n ast.Node) bool {
				switch n := n.(type) {
				case *ast.Assign:
					id, isIdent := n.LHS.(*ast.Ident)
					v, isConst := info.Consts[n.RHS]
					if start && isIdent {
						set(info.Uses[id], v, isConst)
					} else {
						bad[rootObj(info, n.LHS)] = true
					}
				case *ast.Undefine:
					bad[rootObj(info, n.X)] = true
				case *ast.Clear:
					bad[rootObj(info, n.X)] = true
				case *ast.CallStmt:
					for _, a := range n.Args {
						bad[rootObj(info, a)] = true
					}
				}
				return true
			})
		}
	}
	for _, st := range m.StartStates {
		visit(st.Body, true)
	}
	for _, r := range m.Rules {
		visit(r.Body, false)
	}
	for _, p := range m.Procs {
		if p.Decl != nil {
			visit(p.Decl.Body, false)
		}
	}
	out := map[string]int64{}
	for o, v := range val {
		if bad[o] {
			continue
		}
		// every startstate must set it
		every := true
		for _, st := range m.StartStates {
			found := false
			for _, s := range st.Body {
				if a, ok := s.(*ast.Assign); ok {
					if id, ok := a.LHS.(*ast.Ident); ok && info.Uses[id] == o {
						found = true
					}
				}
			}
			every = every && found
		}
		if every {
			out[o.Name] = v
		}
	}
	return out
}

// rootObj returns the variable a designator starts from (through aliases).
func rootObj(info *check.Info, e ast.Expr) *check.Object {
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

// SearchTypes returns the types whose values are parameters in invariants:
// the symmetric types (SymmetricTypes) and those with distinguished values
// (DistinguishedValues).
func SearchTypes(m *check.Model) map[check.Type]bool { return FactsOf(m).Sym }

// DistinguishedValues returns the subrange types that are symmetric except
// for a few constant values the model uses (check.SubrangeUse.Distinguished:
// node 0 of German 2004's node_id, which is both a node and "no node"),
// with those values, when the type's upper bound is a named constant (a
// size of the model, not a fixed range such as 1..3). Such a type is "the
// home" values plus a symmetric rest: invariant parameters range over the
// rest, and the distinguished values are terms of their own. The rest
// may be empty at the file's size (properties written for nodes 1 and 2
// of NODE : 1..NODE_NUM with NODE_NUM : 2): the reference instance is
// then made larger (SizeConsts). The explicit-state checker reduces such
// a type by the permutations that fix the distinguished values.
func DistinguishedValues(m *check.Model) map[check.Type][]int64 {
	sized := subrangeDecls(m, func(sr *ast.SubrangeType) bool { return !ast.IsIntLiteral(sr.Hi) })
	out := map[check.Type][]int64{}
	for _, u := range m.SubrangeSymmetry() {
		if len(u.Distinguished) > 0 && sized[u.Type.Name] {
			out[u.Type] = u.Distinguished
		}
	}
	return out
}

// MaxFixedRange is the largest number of values of a FixedRanges type.
const MaxFixedRange = 8

// FixedRanges returns the subrange types with literal bounds (channel_id :
// 1..3 of German 2004) whose symmetry only constants of the type break
// (channel1 = 1), with all their values, when they have at most
// MaxFixedRange values. Such a type is the same in every instance: the
// search gives its rule parameters each of its values, and the proof
// treats every value as a distinguished one, with no size parameter.
func FixedRanges(m *check.Model) map[check.Type][]int64 {
	literal := subrangeDecls(m, func(sr *ast.SubrangeType) bool { return ast.IsIntLiteral(sr.Lo) && ast.IsIntLiteral(sr.Hi) })
	out := map[check.Type][]int64{}
	for _, u := range m.SubrangeSymmetry() {
		if len(u.Distinguished) == 0 || !literal[u.Type.Name] || check.Card(u.Type) > MaxFixedRange {
			continue
		}
		var vals []int64
		for v := u.Type.Lo; v <= u.Type.Hi; v++ {
			vals = append(vals, v)
		}
		out[u.Type] = vals
	}
	return out
}

// subrangeDecls returns the names of the subrange type declarations
// whose bounds satisfy keep.
func subrangeDecls(m *check.Model, keep func(*ast.SubrangeType) bool) map[string]bool {
	out := map[string]bool{}
	for _, d := range m.File.Decls {
		if td, ok := d.(*ast.TypeDecl); ok {
			if sr, ok := td.Type.(*ast.SubrangeType); ok && keep(sr) {
				out[td.Name.Name] = true
			}
		}
	}
	return out
}

// FixedVars returns the fixed variables of m by name, with their types (at
// most one per type: with two, neither is fixed; none of a type with
// distinguished values).
func FixedVars(m *check.Model) map[string]check.Type { return FactsOf(m).Fixed }

func fixedVars(m *check.Model, sym map[check.Type]bool) map[string]check.Type {
	info := m.Info
	cand := map[*check.Object]bool{}
	for _, v := range m.Vars {
		if sym[v.Type] {
			cand[v] = true
		}
	}
	root := func(e ast.Expr) *check.Object { return rootObj(info, e) }
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
