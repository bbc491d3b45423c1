package reach

// The condition is computed backwards from the assert, as a weakest
// precondition: through an assignment `d := e` every read of d in the
// condition becomes e (a read of another element of the same array,
// d[j] after d[i] := e, becomes `(j = i ? e : d[j])`, which the lift
// pass spells out); through an if statement that writes what the
// condition reads, the condition is taken through each arm and the arms
// are joined, `(c1 -> Q1) & (!c1 & c2 -> Q2) & ...`; a statement that
// writes nothing the condition reads is passed over. An assert inside
// an arm is reached when the arm's condition holds and those of the arms
// before it do not. Every read is of the state as the statement before
// it left it, so the result reads the state before the rule.

import (
	"fmt"

	"paraverify/murphi/ast"
	"paraverify/murphi/check"
	"paraverify/murphi/lower/rewrite"
)

// maxNodes bounds the size of a condition (if statements before the
// assert that write what it reads duplicate it, one copy per arm).
const maxNodes = 4000

// Cond returns the condition, over the state before body runs, under
// which the assert or error target, a statement of body (inside if
// statements and for loops), does not fail when it is reached: false for
// an error, the assert's condition carried back through the statements
// before it on its path (for every value of the variable of a for loop
// around it that writes nothing the condition reads). ok is false when
// it cannot be said so: target is not found that way, or a statement
// before it writes what the condition reads in a way this does not
// follow (a loop, undefine,
// clear, a procedure call, an alias, a write of a component of what the
// condition reads whole, a value read through an index that reads the
// variable written), or the condition grows past maxNodes.
func Cond(info *check.Info, body []ast.Stmt, target ast.Stmt) (cond ast.Expr, ok bool) {
	w := &walker{info: info, target: target, ok: true}
	q := w.seq(body)
	if !w.ok || q == nil {
		return nil, false
	}
	q = w.simplify(q)
	if size(q) > maxNodes {
		return nil, false
	}
	// the result shares nodes with the rule: a copy of its own
	return rewrite.CopyExpr(q, nil), true
}

type walker struct {
	info   *check.Info
	target ast.Stmt
	ok     bool
}

// seq is the condition, over the state before ss, that the target, which
// ss holds, does not fail.
func (w *walker) seq(ss []ast.Stmt) ast.Expr {
	for i, s := range ss {
		if holds(s, w.target) {
			return w.back(ss[:i], w.at(s))
		}
	}
	w.ok = false
	return nil
}

// at is the condition, over the state before s, that the target, which s
// is or holds, does not fail.
func (w *walker) at(s ast.Stmt) ast.Expr {
	if s == w.target {
		switch t := s.(type) {
		case *ast.Assert:
			return t.Cond
		case *ast.ErrorStmt:
			return &ast.Ident{NamePos: t.KwPos, Name: "false"}
		}
		w.ok = false
		return nil
	}
	if f, isFor := s.(*ast.For); isFor {
		// every iteration sees what the others write: the condition
		// holds for each value of the loop variable when the loop
		// writes nothing it reads
		inner := w.seq(f.Body)
		if !w.ok {
			return nil
		}
		reads, okR := w.reads(inner)
		writes, okW := w.writes(f)
		if !okR || !okW || meets(writes, reads) {
			w.ok = false
			return nil
		}
		return &ast.QuantExpr{KwPos: f.KwPos, Forall: true, Quant: f.Quant, Body: inner}
	}
	st, isIf := s.(*ast.If)
	if !isIf {
		// a while loop or an alias: not followed
		w.ok = false
		return nil
	}
	var prior []ast.Expr
	for _, arm := range st.Arms {
		if holdsAny(arm.Body, w.target) {
			return implies(conj(append(prior, arm.Cond)), w.seq(arm.Body))
		}
		prior = append(prior, not(arm.Cond))
	}
	return implies(conj(prior), w.seq(st.Else))
}

// back carries q, a condition over the state after ss, back to the state
// before ss (which does not hold the target).
func (w *walker) back(ss []ast.Stmt, q ast.Expr) ast.Expr {
	for i := len(ss) - 1; i >= 0 && w.ok; i-- {
		q = w.through(ss[i], q)
	}
	return q
}

func (w *walker) through(s ast.Stmt, q ast.Expr) ast.Expr {
	reads, known := w.reads(q)
	if !known {
		w.ok = false
		return q
	}
	writes, known := w.writes(s)
	if known && !meets(writes, reads) {
		return q
	}
	switch s := s.(type) {
	case *ast.Assign:
		return w.assign(q, s.LHS, s.RHS)
	case *ast.If:
		var parts, prior []ast.Expr
		for _, arm := range s.Arms {
			parts = append(parts, implies(conj(append(prior, arm.Cond)), w.back(arm.Body, q)))
			prior = append(prior, not(arm.Cond))
		}
		parts = append(parts, implies(conj(prior), w.back(s.Else, q)))
		return conj(parts)
	}
	w.ok = false
	return q
}

// reads returns the state variables (and locals) q reads; false when it
// reads something else that a statement may change (an alias, a formal,
// a call).
func (w *walker) reads(q ast.Expr) (map[*check.Object]bool, bool) {
	out := map[*check.Object]bool{}
	ok := true
	ast.Inspect(q, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.Ident:
			if o := w.info.Uses[n]; o != nil {
				switch o.Kind {
				case check.VarObj, check.LocalObj:
					out[o] = true
				case check.AliasObj, check.FormalObj:
					ok = false
				}
			}
		case *ast.Call:
			ok = false
		}
		return ok
	})
	return out, ok
}

// writes returns the variables s may write; false when that is not known.
func (w *walker) writes(s ast.Stmt) (map[*check.Object]bool, bool) {
	objs, known := rewrite.Writes(w.info, s)
	for o := range objs {
		if o == nil || (o.Kind != check.VarObj && o.Kind != check.LocalObj) {
			return nil, false
		}
	}
	return objs, known
}

func meets(a, b map[*check.Object]bool) bool {
	for o := range a {
		if b[o] {
			return true
		}
	}
	return false
}

func (w *walker) root(d ast.Expr) *check.Object { return rewrite.Root(w.info, d) }

// step is a field selection or an index of a designator.
type step struct {
	field string
	index ast.Expr // nil for a field
	node  ast.Expr // the designator up to and including this step
}

// steps returns the steps of d after its root, outermost last.
func steps(d ast.Expr) []step {
	switch d := d.(type) {
	case *ast.Index:
		return append(steps(d.X), step{index: d.Index, node: d})
	case *ast.Selector:
		return append(steps(d.X), step{field: d.Name.Name, node: d})
	case *ast.Paren:
		return steps(d.X)
	}
	return nil
}

// assign carries q back through `lhs := rhs`.
func (w *walker) assign(q, lhs, rhs ast.Expr) ast.Expr {
	r := w.root(lhs)
	if r == nil || (r.Kind != check.VarObj && r.Kind != check.LocalObj) || w.indexReads(lhs, r) {
		w.ok = false
		return q
	}
	if _, isUndef := rhs.(*ast.UndefinedLit); isUndef {
		w.ok = false
		return q
	}
	ls := steps(lhs)
	return replace(q, func(e ast.Expr) (ast.Expr, bool) {
		if !w.ok {
			return nil, false
		}
		if !rewrite.IsDesignator(e) && !isParenDesignator(e) {
			return nil, false
		}
		if w.root(e) != r {
			// another variable: its indices may still read r
			return nil, false
		}
		if w.indexReads(e, r) {
			w.ok = false
			return nil, false
		}
		ds := steps(e)
		var eqs []ast.Expr
		for i, l := range ls {
			if i == len(ds) {
				// e is read whole, a part of it is written
				w.ok = false
				return nil, false
			}
			d := ds[i]
			if l.index == nil {
				if d.field != l.field {
					return e, true // another field: not written
				}
				continue
			}
			same, differ := w.compare(d.index, l.index)
			switch {
			case differ:
				return e, true
			case !same:
				eqs = append(eqs, &ast.Binary{X: rewrite.Paren(d.index), OpPos: d.index.Pos(), Op: ast.OpEq, Y: rewrite.Paren(l.index)})
			}
		}
		// e is what is written, or a component of it
		v := rhs
		if len(ds) > len(ls) {
			if !rewrite.IsDesignator(rhs) {
				w.ok = false
				return nil, false
			}
			for _, d := range ds[len(ls):] {
				if d.index == nil {
					v = &ast.Selector{X: v, Name: &ast.Ident{NamePos: d.node.Pos(), Name: d.field}}
				} else {
					v = &ast.Index{X: v, Index: d.index}
				}
			}
		}
		if len(eqs) == 0 {
			return rewrite.Paren(v), true
		}
		return &ast.Paren{LParen: e.Pos(), X: &ast.CondExpr{Cond: conj(eqs), Then: v, Else: e}}, true
	})
}

func isParenDesignator(e ast.Expr) bool {
	p, ok := e.(*ast.Paren)
	return ok && rewrite.IsDesignator(p.X)
}

// indexReads reports whether an index of the designator d reads r.
func (w *walker) indexReads(d ast.Expr, r *check.Object) bool {
	for _, s := range steps(d) {
		if s.index == nil {
			continue
		}
		found := false
		ast.Inspect(s.index, func(n ast.Node) bool {
			if id, ok := n.(*ast.Ident); ok && w.info.Uses[id] == r {
				found = true
			}
			return !found
		})
		if found {
			return true
		}
	}
	return false
}

// compare tells whether two indices are the same expression (same, when
// they denote the same objects) or different constants (differ).
func (w *walker) compare(a, b ast.Expr) (same, differ bool) {
	if w.key(a) == w.key(b) {
		return true, false
	}
	ca, okA := w.constant(a)
	cb, okB := w.constant(b)
	return false, okA && okB && ca != cb
}

// constant returns a value that tells constants apart: an integer, or an
// enum constant by its object.
func (w *walker) constant(e ast.Expr) (string, bool) {
	if v, ok := w.info.Consts[e]; ok {
		return fmt.Sprint(v), true
	}
	if p, ok := e.(*ast.Paren); ok {
		return w.constant(p.X)
	}
	if id, ok := e.(*ast.Ident); ok {
		if o := w.info.Uses[id]; o != nil && o.Kind == check.EnumConstObj {
			return fmt.Sprintf("%p", o), true
		}
	}
	return "", false
}

func (w *walker) key(e ast.Expr) string { return rewrite.Key(w.info, e) }

// replace rebuilds e with f's replacements (f is asked first about every
// node; a replacement is not looked into), sharing what does not change.
func replace(e ast.Expr, f func(ast.Expr) (ast.Expr, bool)) ast.Expr {
	if e == nil {
		return nil
	}
	if x, ok := f(e); ok {
		return x
	}
	r := func(x ast.Expr) ast.Expr { return replace(x, f) }
	switch x := e.(type) {
	case *ast.Unary:
		if y := r(x.X); y != x.X {
			return &ast.Unary{OpPos: x.OpPos, Op: x.Op, X: y}
		}
	case *ast.Binary:
		if a, b := r(x.X), r(x.Y); a != x.X || b != x.Y {
			return &ast.Binary{X: a, OpPos: x.OpPos, Op: x.Op, Y: b}
		}
	case *ast.CondExpr:
		if c, a, b := r(x.Cond), r(x.Then), r(x.Else); c != x.Cond || a != x.Then || b != x.Else {
			return &ast.CondExpr{Cond: c, Then: a, Else: b}
		}
	case *ast.Paren:
		if y := r(x.X); y != x.X {
			return &ast.Paren{LParen: x.LParen, X: y}
		}
	case *ast.Index:
		if a, b := r(x.X), r(x.Index); a != x.X || b != x.Index {
			return &ast.Index{X: a, Index: b}
		}
	case *ast.Selector:
		if y := r(x.X); y != x.X {
			return &ast.Selector{X: y, Name: x.Name}
		}
	case *ast.QuantExpr:
		if y := r(x.Body); y != x.Body {
			return &ast.QuantExpr{KwPos: x.KwPos, Forall: x.Forall, Quant: x.Quant, Body: y}
		}
	case *ast.IsUndefined:
		if y := r(x.X); y != x.X {
			return &ast.IsUndefined{KwPos: x.KwPos, X: y}
		}
	case *ast.IsMember:
		if y := r(x.X); y != x.X {
			return &ast.IsMember{KwPos: x.KwPos, X: y, Type: x.Type}
		}
	}
	return e
}

// simplify folds what the values put in place make constant: a
// comparison of two constants, a comparison with a conditional value
// (taken into its branches), and the connectives over true and false.
func (w *walker) simplify(e ast.Expr) ast.Expr {
	switch x := e.(type) {
	case *ast.Paren:
		y := w.simplify(x.X)
		if _, ok := rewrite.Truth(y); ok || y == x.X {
			if ok {
				return y
			}
			return x
		}
		return rewrite.Paren(y)
	case *ast.Unary:
		if x.Op != ast.OpNot {
			return e
		}
		y := w.simplify(x.X)
		if v, ok := rewrite.Truth(y); ok {
			return rewrite.Bool(!v, x.OpPos)
		}
		if y == x.X {
			return x
		}
		return not(y)
	case *ast.QuantExpr:
		y := w.simplify(x.Body)
		if y == x.Body {
			return x
		}
		return &ast.QuantExpr{KwPos: x.KwPos, Forall: x.Forall, Quant: x.Quant, Body: y}
	case *ast.CondExpr:
		c, a, b := w.simplify(x.Cond), w.simplify(x.Then), w.simplify(x.Else)
		if v, ok := rewrite.Truth(c); ok {
			if v {
				return a
			}
			return b
		}
		va, okA := rewrite.Truth(a)
		vb, okB := rewrite.Truth(b)
		switch {
		case okA && okB && va == vb:
			return a
		case okA && okB:
			if va {
				return c
			}
			return not(c)
		case okA && va:
			return w.simplify(&ast.Binary{X: rewrite.Paren(c), OpPos: x.Cond.Pos(), Op: ast.OpOr, Y: rewrite.Paren(b)})
		case okA:
			return w.simplify(&ast.Binary{X: not(c), OpPos: x.Cond.Pos(), Op: ast.OpAnd, Y: rewrite.Paren(b)})
		case okB && vb:
			return w.simplify(&ast.Binary{X: rewrite.Paren(c), OpPos: x.Cond.Pos(), Op: ast.OpImplies, Y: rewrite.Paren(a)})
		case okB:
			return w.simplify(&ast.Binary{X: rewrite.Paren(c), OpPos: x.Cond.Pos(), Op: ast.OpAnd, Y: rewrite.Paren(a)})
		}
		if c == x.Cond && a == x.Then && b == x.Else {
			return x
		}
		return &ast.CondExpr{Cond: c, Then: a, Else: b}
	case *ast.Binary:
		switch x.Op {
		case ast.OpEq, ast.OpNeq:
			// a conditional value is compared branch by branch
			if c, ok := rewrite.Unparen(x.X).(*ast.CondExpr); ok {
				return w.simplify(&ast.CondExpr{Cond: c.Cond,
					Then: &ast.Binary{X: c.Then, OpPos: x.OpPos, Op: x.Op, Y: x.Y},
					Else: &ast.Binary{X: c.Else, OpPos: x.OpPos, Op: x.Op, Y: x.Y}})
			}
			if c, ok := rewrite.Unparen(x.Y).(*ast.CondExpr); ok {
				return w.simplify(&ast.CondExpr{Cond: c.Cond,
					Then: &ast.Binary{X: x.X, OpPos: x.OpPos, Op: x.Op, Y: c.Then},
					Else: &ast.Binary{X: x.X, OpPos: x.OpPos, Op: x.Op, Y: c.Else}})
			}
			ca, okA := w.constant(x.X)
			cb, okB := w.constant(x.Y)
			if okA && okB {
				return rewrite.Bool((ca == cb) == (x.Op == ast.OpEq), x.OpPos)
			}
			return x
		case ast.OpAnd, ast.OpOr, ast.OpImplies:
		default:
			return x
		}
		a, b := w.simplify(x.X), w.simplify(x.Y)
		va, okA := rewrite.Truth(a)
		vb, okB := rewrite.Truth(b)
		switch x.Op {
		case ast.OpAnd:
			switch {
			case okA && !va, okB && !vb:
				return rewrite.Bool(false, x.OpPos)
			case okA:
				return b
			case okB:
				return a
			}
		case ast.OpOr:
			switch {
			case okA && va, okB && vb:
				return rewrite.Bool(true, x.OpPos)
			case okA:
				return b
			case okB:
				return a
			}
		case ast.OpImplies:
			switch {
			case okA && !va, okB && vb:
				return rewrite.Bool(true, x.OpPos)
			case okA:
				return b
			case okB:
				return not(a)
			}
		}
		if a == x.X && b == x.Y {
			return x
		}
		return &ast.Binary{X: rewrite.Paren(a), OpPos: x.OpPos, Op: x.Op, Y: rewrite.Paren(b)}
	}
	return e
}

// holds reports whether s is target or contains it.
func holds(s, target ast.Stmt) bool {
	found := false
	ast.Inspect(s, func(n ast.Node) bool {
		if st, ok := n.(ast.Stmt); ok && st == target {
			found = true
		}
		return !found
	})
	return found
}

func holdsAny(ss []ast.Stmt, target ast.Stmt) bool {
	for _, s := range ss {
		if holds(s, target) {
			return true
		}
	}
	return false
}

func size(e ast.Expr) int {
	n := 0
	ast.Inspect(e, func(ast.Node) bool { n++; return true })
	return n
}

func not(e ast.Expr) ast.Expr {
	if u, ok := e.(*ast.Unary); ok {
		return &ast.Unary{OpPos: e.Pos(), Op: ast.OpNot, X: &ast.Paren{LParen: u.OpPos, X: u}}
	}
	return &ast.Unary{OpPos: e.Pos(), Op: ast.OpNot, X: rewrite.Paren(e)}
}

// conj joins es with &; true when there are none.
func conj(es []ast.Expr) ast.Expr {
	var out ast.Expr
	for _, e := range es {
		if out == nil {
			out = rewrite.Paren(e)
			continue
		}
		out = &ast.Binary{X: out, OpPos: e.Pos(), Op: ast.OpAnd, Y: rewrite.Paren(e)}
	}
	if out == nil {
		return &ast.Ident{Name: "true"}
	}
	return out
}

func implies(h, c ast.Expr) ast.Expr {
	if id, ok := h.(*ast.Ident); ok && id.Name == "true" {
		return c
	}
	return &ast.Binary{X: rewrite.Paren(h), OpPos: h.Pos(), Op: ast.OpImplies, Y: rewrite.Paren(c)}
}
