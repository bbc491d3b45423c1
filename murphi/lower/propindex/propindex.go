package propindex

// This file implements the pass: in a property, an array indexed by a
// state designator that the rules write (`st[owner]`, `Cache[Dir.Owner]`)
// is read at a quantified index equal to it,
//
//	invariant busy -> st[owner] = Crit
//
// becomes
//
//	invariant forall k : NODE do owner = k -> (busy -> st[k] = Crit) end
//	  & (isundefined(owner) -> !busy)
//
// which the search and the proof read (they index arrays by parameters,
// constants and fixed variables only). The second conjunct keeps
// Murphi's meaning where the index is undefined: reading the array there
// is an error, so the property holds only if its evaluation does not
// read it and is true without it (see formula). The index pass rewrites
// the properties it can (an index read unconditionally, or one no
// statement undefines) as a ruleset parameter before this pass; this
// pass takes the others. Inside a quantifier the new one is put in its
// body, of the same effective kind: `exists i do st[ptr[i]] = Crit end`
// becomes `exists i do exists k do ptr[i] = k & st[k] = Crit end end`. An
// index that no rule writes (a fixed variable such as Home) stays, as the
// search and the proof read it. The pass takes one index of a formula at
// a time and runs again (the lowering runs it up to four times): nested
// indices, innermost first.

import (
	"fmt"

	"paraverify/murphi/ast"
	"paraverify/murphi/check"
	"paraverify/murphi/format"
	"paraverify/murphi/lower/rewrite"
	"paraverify/murphi/source"
)

type indexer struct {
	m       *check.Model
	names   *rewrite.Namer
	written map[*check.Object]bool // state variables a rule writes
	changed bool
}

// Pass rewrites the properties of m (see the file comment).
func Pass(m *check.Model, names *rewrite.Namer) (*ast.File, source.ErrorList, bool) {
	ix := &indexer{m: m, names: names, written: map[*check.Object]bool{}}
	var visit func(rs []ast.Rule)
	visit = func(rs []ast.Rule) {
		for _, r := range rs {
			switch r := r.(type) {
			case *ast.Ruleset:
				visit(r.Rules)
			case *ast.AliasRule:
				visit(r.Rules)
			case *ast.SimpleRule:
				objs, _ := rewrite.Writes(m.Info, r)
				for o := range objs {
					ix.written[o] = true
				}
			}
		}
	}
	visit(m.File.Rules)
	rules := rewrite.MapRules(m.File.Rules, func(r ast.Rule) ast.Rule {
		if inv, ok := r.(*ast.Invariant); ok {
			if c, ok := ix.formula(inv.Cond, true); ok {
				return &ast.Invariant{KwPos: inv.KwPos, Name: inv.Name, Cond: c}
			}
		}
		return nil
	}, nil)
	if !ix.changed {
		return nil, nil, false
	}
	return &ast.File{Path: m.File.Path, Decls: m.File.Decls, Rules: rules}, nil, true
}

// formula rewrites one state-dependent index of e (the first innermost
// one outside its quantifiers' bodies, or else one inside a body), a
// condition whose quantifiers are universal in effect when univ holds;
// ok is false when there is none. It reads the original nodes (their
// types and objects) and builds the result as a copy; the pass runs
// again for the next index.
//
// With e the index and C the condition, C is equivalent to
//
//	(forall k do e = k -> C[k/e] end) & (isundefined(e) -> !R & C0)
//
// where R is the condition under which Murphi's evaluation of C, left to
// right with | & -> short-circuited, reads the array at e (an error when
// e is undefined), and C0 is C with the atoms that read it false (their
// value when they are not read). Inside an existential, the dual:
// (exists k do e = k & C[k/e] end) | (isundefined(e) & !R & C0).
func (ix *indexer) formula(e ast.Expr, univ bool) (ast.Expr, bool) {
	var site ast.Expr
	var elem ast.TypeExpr
	ix.walk(e, func(x *ast.Index) {
		if site != nil || !ix.stateIndex(x.Index) || ix.key(x.Index) == "" {
			return
		}
		if arr, ok := ix.m.Info.Types[x.X].(*check.ArrayType); ok {
			if t := typeExpr(ix.m, arr.Index, x.Index.Pos()); t != nil {
				site, elem = x.Index, t
			}
		}
	})
	if site == nil {
		// one inside a quantifier's body
		pol := map[*ast.QuantExpr]int{}
		polarities(e, 1, pol)
		done := false
		out := rewrite.CopyExpr(e, func(x ast.Expr) ast.Expr {
			q, ok := x.(*ast.QuantExpr)
			if !ok || done || pol[q] == 0 {
				return nil
			}
			body, ok := ix.formula(q.Body, q.Forall == (pol[q] > 0))
			if !ok {
				return nil
			}
			done = true
			return &ast.QuantExpr{KwPos: q.KwPos, Forall: q.Forall, Quant: rewrite.CopyQuant(q.Quant, nil), Body: body}
		})
		return out, done
	}
	key := ix.key(site)
	pos := site.Pos()
	k := ix.names.Fresh("k")
	body := rewrite.CopyExpr(e, func(x ast.Expr) ast.Expr {
		if ix.key(x) == key {
			return &ast.Ident{NamePos: x.Pos(), Name: k}
		}
		return nil
	})
	reads := func(x ast.Expr) bool { return ix.reads(x, key) }
	r := readCond(e, reads)
	c0 := bottom(e, reads)
	eq := &ast.Binary{X: rewrite.CopyExpr(site, nil), OpPos: pos, Op: ast.OpEq, Y: &ast.Ident{NamePos: pos, Name: k}}
	q := &ast.Quantifier{Var: &ast.Ident{NamePos: pos, Name: k}, Type: elem}
	undef := &ast.IsUndefined{KwPos: pos, X: rewrite.CopyExpr(site, nil)}
	rest := conj(negate(r), c0)
	ix.changed = true
	if univ {
		all := &ast.QuantExpr{KwPos: pos, Forall: true, Quant: q, Body: &ast.Binary{X: eq, OpPos: pos, Op: ast.OpImplies, Y: rewrite.Paren(body)}}
		return conj(all, implies(undef, rest)), true
	}
	some := &ast.QuantExpr{KwPos: pos, Forall: false, Quant: q, Body: &ast.Binary{X: eq, OpPos: pos, Op: ast.OpAnd, Y: rewrite.Paren(body)}}
	return disj(some, conj(undef, rest)), true
}

// reads reports whether x reads an array at the index whose key is key.
func (ix *indexer) reads(x ast.Expr, key string) bool {
	found := false
	ast.Inspect(x, func(n ast.Node) bool {
		if idx, ok := n.(*ast.Index); ok && ix.key(idx.Index) == key {
			found = true
		}
		return !found
	})
	return found
}

// readCond is the condition under which evaluating x reads what reads
// tells (left to right, | & -> short-circuited), over x's atoms with
// those that read it taken as false (bottom): an atom that reads it is
// read whenever it is evaluated.
func readCond(x ast.Expr, reads func(ast.Expr) bool) ast.Expr {
	switch y := x.(type) {
	case *ast.Paren:
		return readCond(y.X, reads)
	case *ast.Unary:
		if y.Op == ast.OpNot {
			return readCond(y.X, reads)
		}
	case *ast.Binary:
		switch y.Op {
		case ast.OpAnd, ast.OpImplies:
			return disj(readCond(y.X, reads), conj(bottom(y.X, reads), readCond(y.Y, reads)))
		case ast.OpOr:
			return disj(readCond(y.X, reads), conj(negate(bottom(y.X, reads)), readCond(y.Y, reads)))
		}
	}
	return rewrite.Bool(reads(x), x.Pos())
}

// bottom is x with the atoms that read what reads tells false.
func bottom(x ast.Expr, reads func(ast.Expr) bool) ast.Expr {
	switch y := x.(type) {
	case *ast.Paren:
		return bottom(y.X, reads)
	case *ast.Unary:
		if y.Op == ast.OpNot {
			return negate(bottom(y.X, reads))
		}
	case *ast.Binary:
		switch y.Op {
		case ast.OpAnd:
			return conj(bottom(y.X, reads), bottom(y.Y, reads))
		case ast.OpOr:
			return disj(bottom(y.X, reads), bottom(y.Y, reads))
		case ast.OpImplies:
			return implies(bottom(y.X, reads), bottom(y.Y, reads))
		}
	}
	if reads(x) {
		return rewrite.Bool(false, x.Pos())
	}
	return rewrite.CopyExpr(x, nil)
}

func negate(x ast.Expr) ast.Expr {
	if v, ok := rewrite.Truth(x); ok {
		return rewrite.Bool(!v, x.Pos())
	}
	return &ast.Unary{OpPos: x.Pos(), Op: ast.OpNot, X: rewrite.Paren(x)}
}

func conj(a, b ast.Expr) ast.Expr {
	va, okA := rewrite.Truth(a)
	vb, okB := rewrite.Truth(b)
	switch {
	case okA && !va, okB && !vb:
		return rewrite.Bool(false, a.Pos())
	case okA:
		return b
	case okB, format.Expr(a) == format.Expr(b):
		return a
	}
	return &ast.Binary{X: rewrite.Paren(a), OpPos: a.Pos(), Op: ast.OpAnd, Y: rewrite.Paren(b)}
}

func disj(a, b ast.Expr) ast.Expr {
	va, okA := rewrite.Truth(a)
	vb, okB := rewrite.Truth(b)
	switch {
	case okA && va, okB && vb:
		return rewrite.Bool(true, a.Pos())
	case okA:
		return b
	case okB:
		return a
	}
	return &ast.Binary{X: rewrite.Paren(a), OpPos: a.Pos(), Op: ast.OpOr, Y: rewrite.Paren(b)}
}

func implies(a, b ast.Expr) ast.Expr {
	va, okA := rewrite.Truth(a)
	vb, okB := rewrite.Truth(b)
	switch {
	case okA && !va, okB && vb:
		return rewrite.Bool(true, a.Pos())
	case okA:
		return b
	case okB:
		return negate(a)
	}
	return &ast.Binary{X: rewrite.Paren(a), OpPos: a.Pos(), Op: ast.OpImplies, Y: rewrite.Paren(b)}
}

// polarities records the polarity of each quantifier of e (1 positive,
// -1 negative), reached through negations, conjunctions, disjunctions
// and implications; one elsewhere (compared, in a conditional) is left
// out (0).
func polarities(e ast.Expr, pos int, out map[*ast.QuantExpr]int) {
	switch x := e.(type) {
	case *ast.Paren:
		polarities(x.X, pos, out)
	case *ast.Unary:
		if x.Op == ast.OpNot {
			polarities(x.X, -pos, out)
		}
	case *ast.Binary:
		switch x.Op {
		case ast.OpAnd, ast.OpOr:
			polarities(x.X, pos, out)
			polarities(x.Y, pos, out)
		case ast.OpImplies:
			polarities(x.X, -pos, out)
			polarities(x.Y, pos, out)
		}
	case *ast.QuantExpr:
		out[x] = pos
	}
}

// walk calls f for each index expression of e outside its quantifiers'
// bodies, innermost first.
func (ix *indexer) walk(e ast.Expr, f func(*ast.Index)) {
	var rec func(n ast.Node)
	rec = func(n ast.Node) {
		switch x := n.(type) {
		case *ast.QuantExpr:
			return
		case *ast.Index:
			rec(x.X)
			rec(x.Index)
			f(x)
			return
		}
		if x, ok := n.(ast.Expr); ok {
			ast.Inspect(x, func(c ast.Node) bool {
				if c == n {
					return true
				}
				rec(c)
				return false
			})
		}
	}
	rec(e)
}

// stateIndex reports whether d is a designator of a state variable that a
// rule writes.
func (ix *indexer) stateIndex(d ast.Expr) bool {
	if !rewrite.IsDesignator(d) {
		return false
	}
	o := rewrite.Root(ix.m.Info, d)
	return o != nil && o.Kind == check.VarObj && ix.written[o]
}

// key identifies a designator by its text and the objects of its names
// (the copies this pass makes have no objects: "", not looked up).
func (ix *indexer) key(e ast.Expr) string {
	if !rewrite.IsDesignator(e) {
		return ""
	}
	k := format.Expr(e)
	ok := true
	var visit func(n ast.Node) bool
	visit = func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.Selector:
			// the field's name is not a use
			ast.Inspect(n.X, visit)
			return false
		case *ast.Ident:
			o := ix.m.Info.Uses[n]
			if o == nil {
				ok = false
			}
			k += fmt.Sprintf(" %p", o)
		}
		return ok
	}
	ast.Inspect(e, visit)
	if !ok {
		return ""
	}
	return k
}

// typeExpr names the type t (nil when it has no name).
func typeExpr(m *check.Model, t check.Type, pos source.Pos) ast.TypeExpr {
	if o := rewrite.NamedType(m, t); o != nil {
		return &ast.NamedType{Name: &ast.Ident{NamePos: pos, Name: o.Name}}
	}
	return nil
}
