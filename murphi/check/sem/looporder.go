package sem

// This file implements the order analysis of loops over symmetric types.
// Reduction by symmetry explores one state of each orbit and fires the
// rules there only. That is exact when every rule commutes with every
// permutation of the type's values. A `for` loop over the type runs its
// iterations in the order of the values, so a loop whose effect depends on
// that order ("remember the last node that matched", "the first free
// slot") breaks it: from a permuted state the loop picks another value
// than the permutation of the one picked in the representative, and the
// reduced exploration can miss states that the model reaches.

import (
	"fmt"
	"strconv"
	"strings"

	"paraverify/murphi/ast"
	"paraverify/murphi/source"
)

// OrderDependentLoops returns, for each scalarset or subrange type, the
// first `for` loop over it in a rule, procedure or function whose effect
// may depend on the order of the values (checked conservatively, see
// orderFree); startstates are not looked into. A loop is free of order
// when each iteration writes only locations indexed by its own value (or
// stores one and the same constant, or adds or subtracts constants from a
// counter it does not otherwise read) and reads nothing another iteration
// writes; procedure calls, while loops, multiset operations, returns of
// a computed value, and calls of functions that read the state in a loop
// that writes, count as order-dependent.
func (m *Model) OrderDependentLoops() map[Type]source.Pos {
	out := map[Type]source.Pos{}
	visit := func(n ast.Node) bool {
		if _, ok := n.(*ast.StartState); ok {
			// a startstate runs once, from the state every permutation
			// fixes: its start states are the orbits' members anyway
			return false
		}
		f, ok := n.(*ast.For)
		if !ok || f.Quant == nil || f.Quant.Type == nil {
			return true
		}
		v := m.Info.Defs[f.Quant.Var]
		if v == nil {
			return true
		}
		switch v.Type.(type) {
		case *SubrangeType, *ScalarsetType:
		default:
			return true
		}
		if _, seen := out[v.Type]; !seen && !m.orderFree(f.Body, v) {
			out[v.Type] = f.Pos()
		}
		return true
	}
	m.inspect(visit)
	return out
}

// inspect runs ast.Inspect with visit over the model's declarations and
// rules.
func (m *Model) inspect(visit func(ast.Node) bool) {
	for _, d := range m.File.Decls {
		ast.Inspect(d, visit)
	}
	for _, r := range m.File.Rules {
		ast.Inspect(r, visit)
	}
}

// orderFree reports whether running body for every value of v gives the
// same result in every order of the values.
func (m *Model) orderFree(body []ast.Stmt, v *Object) bool {
	info := m.Info
	ok := true
	var own, shared []path              // targets with v as an index, the others
	constant := map[string]int64{}      // shared target -> the one constant stored
	count := map[string]ast.Op{}        // shared counter -> its one operator
	counterReads := map[ast.Expr]bool{} // a counter's reads of itself in its update
	readsState := false                 // a function that reads the state is called
	write := func(lhs, rhs ast.Expr) {
		p, isPath := info.pathOf(lhs)
		if !isPath {
			ok = false
			return
		}
		if p.at(v) >= 0 {
			own = append(own, p)
			return
		}
		if p.mentions(v) || rhs == nil {
			ok = false
			return
		}
		shared = append(shared, p)
		key := p.String()
		if c, isConst := info.Consts[rhs]; isConst {
			if old, seen := constant[key]; (seen && old != c) || count[key] != ast.OpInvalid {
				ok = false
			}
			constant[key] = c
			return
		}
		if b, isBin := unparen(rhs).(*ast.Binary); isBin && (b.Op == ast.OpAdd || b.Op == ast.OpSub) {
			if q, isPath := info.pathOf(b.X); isPath && q.String() == key {
				if _, isConst := info.Consts[b.Y]; isConst {
					if _, seen := constant[key]; seen || (count[key] != ast.OpInvalid && count[key] != b.Op) {
						ok = false
					}
					count[key] = b.Op
					counterReads[b.X] = true
					return
				}
			}
		}
		ok = false
	}
	for _, s := range body {
		ast.Inspect(s, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.Assign:
				write(n.LHS, n.RHS)
			case *ast.Clear:
				write(n.X, nil)
			case *ast.Undefine:
				write(n.X, nil)
			case *ast.Return:
				if n.X != nil {
					if _, isConst := info.Consts[n.X]; !isConst {
						ok = false
					}
				}
			case *ast.CallStmt, *ast.While, *ast.MultisetAdd, *ast.MultisetRemove, *ast.MultisetRemovePred:
				ok = false
			case *ast.Call:
				// a function may read what the loop writes, unless it
				// reads no state variable (its arguments are read here)
				// or the loop writes nothing
				if !m.Stateless(n.Func) {
					readsState = true
				}
			}
			return ok
		})
	}
	if !ok || readsState && len(own)+len(shared) > 0 {
		return false
	}
	// Writes: a shared target overlaps no other target but those of the
	// same designator (the same constant, or the same counter).
	for i, a := range shared {
		for _, b := range own {
			if a.overlaps(b) {
				return false
			}
		}
		for _, b := range shared[i+1:] {
			if a.overlaps(b) && a.String() != b.String() {
				return false
			}
		}
	}
	// Reads: nothing shared (but a counter's own reads), and a target
	// written at v only at v itself.
	for _, s := range body {
		reads(s, func(e ast.Expr) {
			if !ok || counterReads[e] {
				return
			}
			r, isPath := info.pathOf(e)
			if !isPath {
				return
			}
			for _, w := range shared {
				if w.overlaps(r) {
					ok = false
				}
			}
			for _, w := range own {
				if k := w.at(v); w.overlaps(r) && (len(r.steps) <= k || !r.steps[k].is(v, info)) {
					ok = false
				}
			}
		})
	}
	return ok
}

// Stateless reports whether the function named by f reads no state
// variable, directly or through the functions it calls: a call of it
// reads its arguments only.
func (m *Model) Stateless(f *ast.Ident) bool {
	return m.stateless(f, map[*Proc]bool{})
}

func (m *Model) stateless(f *ast.Ident, seen map[*Proc]bool) bool {
	o := m.Info.Uses[f]
	if o == nil || o.Proc == nil || o.Proc.Decl == nil {
		return false
	}
	if seen[o.Proc] {
		return true
	}
	seen[o.Proc] = true
	ok := true
	ast.Inspect(o.Proc.Decl, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.Ident:
			if u := m.Info.Uses[n]; u != nil && u.Kind == VarObj {
				ok = false
			}
		case *ast.CallStmt:
			ok = false
		case *ast.Call:
			ok = ok && m.stateless(n.Func, seen)
		}
		return ok
	})
	return ok
}

// path is a designator: the variable it is rooted at and the selections
// after it, aliases replaced by what they alias.
type path struct {
	root  *Object
	steps []step
	info  *Info
}

// step is a field selection (Field != "") or an index.
type step struct {
	Field string
	Index ast.Expr
}

// is reports whether the step is the index v itself.
func (s step) is(v *Object, info *Info) bool {
	id, ok := unparen(s.Index).(*ast.Ident)
	return s.Field == "" && ok && info.Uses[id] == v
}

// pathOf returns the path of a designator rooted at a variable, local or
// formal (false for anything else).
func (info *Info) pathOf(e ast.Expr) (path, bool) {
	switch x := unparen(e).(type) {
	case *ast.Selector:
		p, ok := info.pathOf(x.X)
		p.steps = append(p.steps[:len(p.steps):len(p.steps)], step{Field: x.Name.Name})
		return p, ok
	case *ast.Index:
		p, ok := info.pathOf(x.X)
		p.steps = append(p.steps[:len(p.steps):len(p.steps)], step{Index: x.Index})
		return p, ok
	case *ast.Ident:
		o := info.Uses[x]
		if o == nil {
			return path{}, false
		}
		if o.Kind == AliasObj {
			return info.pathOf(o.Alias)
		}
		switch o.Kind {
		case VarObj, LocalObj, FormalObj:
			return path{root: o, info: info}, true
		}
	}
	return path{}, false
}

// at returns the position of the step that indexes by v, or -1.
func (p path) at(v *Object) int {
	for i, s := range p.steps {
		if s.is(v, p.info) {
			return i
		}
	}
	return -1
}

// mentions reports whether some index of p mentions v.
func (p path) mentions(v *Object) bool {
	found := false
	for _, s := range p.steps {
		if s.Index != nil {
			ast.Inspect(s.Index, func(n ast.Node) bool {
				if id, ok := n.(*ast.Ident); ok && p.info.Uses[id] == v {
					found = true
				}
				return !found
			})
		}
	}
	return found
}

// overlaps reports whether p and q may share a location: the same root,
// and along their common length the same fields, and indices that are not
// two different constants.
func (p path) overlaps(q path) bool {
	if p.root != q.root {
		return false
	}
	for i := 0; i < len(p.steps) && i < len(q.steps); i++ {
		a, b := p.steps[i], q.steps[i]
		if a.Field != b.Field {
			return false
		}
		if a.Field == "" {
			x, xc := p.info.Consts[a.Index]
			y, yc := p.info.Consts[b.Index]
			if xc && yc && x != y {
				return false
			}
		}
	}
	return true
}

// String prints the path for comparing designators syntactically: an
// index that is neither a constant, a parameter nor a designator prints
// as a key of its own node, so two such targets never compare equal.
func (p path) String() string {
	var b strings.Builder
	b.WriteString(p.root.Name)
	for _, s := range p.steps {
		if s.Field != "" {
			b.WriteString("." + s.Field)
			continue
		}
		b.WriteString("[" + exprKey(s.Index, p.info) + "]")
	}
	return b.String()
}

// exprKey prints an index expression for path.String.
func exprKey(e ast.Expr, info *Info) string {
	if c, ok := info.Consts[e]; ok {
		return strconv.FormatInt(c, 10)
	}
	if id, ok := unparen(e).(*ast.Ident); ok {
		if o := info.Uses[id]; o != nil && o.Kind == ParamObj {
			return "$" + id.Name
		}
	}
	if p, ok := info.pathOf(e); ok {
		return p.String()
	}
	return fmt.Sprintf("?%p", e)
}

// reads calls read for every designator that s reads: the whole
// designators of expressions, and the indices of assignment targets.
func reads(s ast.Node, read func(ast.Expr)) {
	var expr func(e ast.Expr)
	expr = func(e ast.Expr) {
		switch x := e.(type) {
		case *ast.Ident, *ast.Selector, *ast.Index:
			read(e)
			indices(e, expr)
			return
		case nil:
			return
		default:
			ast.Inspect(x, func(n ast.Node) bool {
				if n == x {
					return true
				}
				if sub, ok := n.(ast.Expr); ok {
					expr(sub)
					return false
				}
				return true
			})
		}
	}
	ast.Inspect(s, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.Assign:
			indices(n.LHS, expr)
			expr(n.RHS)
			return false
		case *ast.Clear:
			indices(n.X, expr)
			return false
		case *ast.Undefine:
			indices(n.X, expr)
			return false
		case ast.Expr:
			expr(n)
			return false
		}
		return true
	})
}

// indices calls expr on the index expressions of designator e.
func indices(e ast.Expr, expr func(ast.Expr)) {
	switch x := e.(type) {
	case *ast.Index:
		expr(x.Index)
		indices(x.X, expr)
	case *ast.Selector:
		indices(x.X, expr)
	case *ast.Paren:
		indices(x.X, expr)
	}
}

func unparen(e ast.Expr) ast.Expr {
	for {
		p, ok := e.(*ast.Paren)
		if !ok {
			return e
		}
		e = p.X
	}
}
