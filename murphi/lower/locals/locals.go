package locals

// This file implements the locals pass: rule-local variables (and those
// the inline pass introduced) are replaced by state designators or by the
// values assigned to them.
//
// A local L that is copied from a state designator G by a top-level
// statement `L := G` and back by a later top-level `G := L`, and that no
// other statement outside that region mentions, is G itself: its
// components are G's, the two copies disappear. Inside the region G is
// written through L only; a direct read of G there means G's value at the
// copy, before the writes through L. A local of a simple type is replaced
// by the expression last assigned to it (a conditional expression after
// branches that assign it differently).
//
// Both replacements move reads: a read of G in the region, or of a state
// component in the value of a local, now happens later than in the
// original rule. Each read therefore carries a version, the program point
// whose state it must see, and each write its own point. Within every
// statement list the statements are reordered (keeping the original order
// wherever it does not matter) so that a read comes after every write of
// its component before its version and before every write at or after
// it; components are compared by path, with indices equal unless both are
// different constants. Writes to one component keep their order. A cycle
// (such as a swap through a local) means the rule cannot be written
// without the local; it is then left as it is and reported. In a loop, a
// read of a version before the loop must not meet a write of another
// iteration: both must index the component by the loop variable at the
// same place.

import (
	"fmt"
	"sort"

	"paraverify/murphi/ast"
	"paraverify/murphi/check"
	"paraverify/murphi/format"
	"paraverify/murphi/lower/rewrite"
	"paraverify/murphi/source"
)

// Kind is a rule-local variable that the pass leaves in place.
var Kind = &source.Kind{Name: "rule-local variable", Hint: "assign the state directly, or copy a state variable into the local at the start and back at the end (NxtSta := Sta; ...; Sta := NxtSta)"}

// component is a path into the state: a global variable and selectors.
type component struct {
	root *check.Object
	sels []csel
}

type csel struct {
	field string        // a record field, or "" for an index
	konst bool          // the index is a constant, val
	val   int64         //
	param *check.Object // the index is this quantifier or loop variable
}

// overlap reports whether two components may share a location.
func overlap(a, b component) bool {
	if a.root != b.root {
		return false
	}
	for i := 0; i < len(a.sels) && i < len(b.sels); i++ {
		x, y := a.sels[i], b.sels[i]
		if x.field != y.field {
			return false
		}
		if x.field == "" && x.konst && y.konst && x.val != y.val {
			return false
		}
	}
	return true
}

// sameIteration reports whether a and b are indexed by the loop variable
// v at the same place, so that different iterations never share them.
func sameIteration(a, b component, v *check.Object) bool {
	for i := 0; i < len(a.sels) && i < len(b.sels); i++ {
		if a.sels[i].param == v && b.sels[i].param == v && v != nil {
			return true
		}
	}
	return false
}

// access is a read (of the state at program point version) or a write (at
// that point) of a component.
type access struct {
	c       component
	version int
	pos     source.Pos
}

// node is a statement of the output with its accesses; compound ones hold
// their blocks.
type node struct {
	leaf   ast.Stmt // a simple statement, or nil
	point  int
	reads  []access // the statement's own reads (conditions, values, indices)
	writes []access
	// if: conditions and blocks (the else block last, when there is one)
	ifs     *ast.If
	conds   []ast.Expr
	blocks  [][]*node
	hasElse bool
	// for and while
	loop    ast.Stmt
	quant   *ast.Quantifier
	cond    ast.Expr
	body    []*node
	loopVar *check.Object
}

func (n *node) deep(reads, writes *[]access) {
	*reads = append(*reads, n.reads...)
	*writes = append(*writes, n.writes...)
	for _, b := range n.blocks {
		for _, c := range b {
			c.deep(reads, writes)
		}
	}
	for _, c := range n.body {
		c.deep(reads, writes)
	}
}

// value is what a local of a simple type holds.
type value struct {
	x     ast.Expr
	reads []access
	why   string // not "": the value is unknown here, for this reason
}

// redirect is a composite local that stands for a state designator.
type redirect struct {
	target    ast.Expr // the designator (input)
	init, end ast.Stmt // the copies in and back
	initPoint int
	active    bool
}

type localsPass struct {
	m     *check.Model
	info  *check.Info
	names *rewrite.Namer
	left  source.ErrorList

	point    int
	redirect map[*check.Object]*redirect
	// redirected lists the locals of redirect in the order they were
	// met: loops that name or choose one go in this order, not the map's
	redirected []*check.Object
	sigma      map[*check.Object]*value
	err        *source.Error
}

// Pass replaces the rule-local variables of m (see the file comment);
// names gives fresh names. The result is nil with changed false when
// no rule changed.
func Pass(m *check.Model, names *rewrite.Namer) (*ast.File, source.ErrorList, bool) {
	lp := &localsPass{m: m, info: m.Info, names: names}
	changed := false
	rules := rewrite.MapRules(m.File.Rules, func(r ast.Rule) ast.Rule {
		x := lp.rule(r)
		if x != nil {
			changed = true
		}
		return x
	}, nil)
	if !changed {
		return nil, lp.left, false
	}
	return &ast.File{Path: m.File.Path, Decls: m.File.Decls, Rules: rules}, lp.left, true
}

func (lp *localsPass) fail(pos source.Pos, format string, args ...any) {
	if lp.err == nil {
		lp.err = &source.Error{Pos: pos, Msg: fmt.Sprintf(format, args...), Kind: Kind}
	}
}

// rule returns the rule without its locals, or nil when it has none or
// they cannot be replaced (reported).
func (lp *localsPass) rule(r ast.Rule) ast.Rule {
	decls, body := rewrite.BodyOf(r)
	var locals []*check.Object
	var kept []ast.Decl
	for _, d := range decls {
		v, ok := d.(*ast.VarDecl)
		if !ok {
			kept = append(kept, d)
			continue
		}
		for _, id := range v.Names {
			if o := lp.info.Defs[id]; o != nil {
				locals = append(locals, o)
			}
		}
	}
	if len(locals) == 0 {
		return nil
	}
	lp.point, lp.err = 0, nil
	lp.redirect, lp.redirected = map[*check.Object]*redirect{}, nil
	lp.sigma = map[*check.Object]*value{}
	for _, l := range locals {
		switch l.Type.(type) {
		case *check.ArrayType, *check.RecordType:
			lp.findRedirect(l, body)
		default:
			lp.sigma[l] = &value{why: "it is read before it is assigned"}
		}
		if lp.err != nil {
			break
		}
	}
	var nodes []*node
	if lp.err == nil {
		nodes = lp.walk(body, 0)
	}
	if lp.err == nil {
		nodes = lp.order(nodes)
	}
	if lp.err != nil {
		lp.left = append(lp.left, lp.err)
		return nil
	}
	var guard ast.Expr
	if sr, ok := r.(*ast.SimpleRule); ok {
		guard = sr.Guard
	}
	return rewrite.WithBody(r, guard, kept, emit(nodes))
}

// runtime returns a variable or local that the loop bound e reads (nil
// when e is nil or constant): the bounds are not part of the ordering.
func (lp *localsPass) runtime(e ast.Expr) *check.Object {
	var found *check.Object
	if e == nil {
		return nil
	}
	ast.Inspect(e, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok {
			if o := lp.info.Uses[id]; o != nil && (o.Kind == check.VarObj || o.Kind == check.LocalObj) && found == nil {
				found = o
			}
		}
		return found == nil
	})
	return found
}

// mentions reports whether s mentions the object o.
func (lp *localsPass) mentions(s ast.Node, o *check.Object) bool {
	found := false
	ast.Inspect(s, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok && lp.info.Uses[id] == o {
			found = true
		}
		return !found
	})
	return found
}

// findRedirect checks that the composite local l is copied from a state
// designator and back (see the file comment).
func (lp *localsPass) findRedirect(l *check.Object, body []ast.Stmt) {
	first, last := -1, -1
	for i, s := range body {
		if lp.mentions(s, l) {
			if first < 0 {
				first = i
			}
			last = i
		}
	}
	why := "a local of a record or array type must be copied from a state variable (L := G) before any other use and back (G := L) after the last"
	if first < 0 {
		lp.redirect[l] = &redirect{}
		lp.redirected = append(lp.redirected, l)
		return
	}
	in, ok1 := body[first].(*ast.Assign)
	out, ok2 := body[last].(*ast.Assign)
	if !ok1 || !ok2 || first == last || lp.rootObj(in.LHS) != l || !isIdent(in.LHS) || !isIdent(out.RHS) || lp.rootObj(out.RHS) != l {
		lp.fail(l.Pos, "%s: %s", l.Name, why)
		return
	}
	g := in.RHS
	if root := lp.rootObj(g); root == nil || root.Kind != check.VarObj || format.Expr(g) != format.Expr(out.LHS) {
		lp.fail(l.Pos, "%s: %s", l.Name, why)
		return
	}
	// G must be the same designator throughout: its indices do not read
	// what the rule writes, and nothing in between writes it directly.
	gc, ok := lp.staticComponent(g)
	if !ok {
		lp.fail(in.Pos(), "%s: the designator %s it is copied from must have constant or parameter indices", l.Name, format.Expr(g))
		return
	}
	for _, s := range body[first+1 : last] {
		bad := ""
		lp.targets(s, func(t ast.Expr) {
			root := lp.rootObj(t)
			if root == nil || root.Kind != check.VarObj {
				return
			}
			if c, ok := lp.staticComponent(t); ok && overlap(c, gc) || !ok && root == gc.root {
				bad = format.Expr(t)
			}
		})
		if bad != "" {
			lp.fail(s.Pos(), "%s: %s is assigned directly while %s stands for it", l.Name, bad, l.Name)
			return
		}
	}
	for _, o := range lp.redirected {
		if rd := lp.redirect[o]; rd.target != nil {
			if c, _ := lp.staticComponent(rd.target); overlap(c, gc) {
				lp.fail(l.Pos, "%s and %s are both copied from %s", o.Name, l.Name, format.Expr(g))
				return
			}
		}
	}
	lp.redirect[l] = &redirect{target: g, init: body[first], end: body[last]}
	lp.redirected = append(lp.redirected, l)
}

func isIdent(e ast.Expr) bool {
	_, ok := e.(*ast.Ident)
	return ok
}

// targets calls f with every designator s assigns, undefines or clears.
func (lp *localsPass) targets(s ast.Stmt, f func(ast.Expr)) {
	ast.Inspect(s, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.Assign:
			f(n.LHS)
		case *ast.Undefine:
			f(n.X)
		case *ast.Clear:
			f(n.X)
		}
		return true
	})
}

// rootObj returns the object a designator starts with.
func (lp *localsPass) rootObj(e ast.Expr) *check.Object {
	for {
		switch x := e.(type) {
		case *ast.Ident:
			return lp.info.Uses[x]
		case *ast.Index:
			e = x.X
		case *ast.Selector:
			e = x.X
		case *ast.Paren:
			e = x.X
		default:
			return nil
		}
	}
}

// staticComponent is the component of a state designator whose indices
// are constants or parameters.
func (lp *localsPass) staticComponent(e ast.Expr) (component, bool) {
	switch x := e.(type) {
	case *ast.Ident:
		o := lp.info.Uses[x]
		return component{root: o}, o != nil && o.Kind == check.VarObj
	case *ast.Selector:
		c, ok := lp.staticComponent(x.X)
		c.sels = append(c.sels[:len(c.sels):len(c.sels)], csel{field: x.Name.Name})
		return c, ok
	case *ast.Index:
		c, ok := lp.staticComponent(x.X)
		s := lp.indexSel(x.Index)
		if !s.konst && s.param == nil {
			ok = false
		}
		c.sels = append(c.sels[:len(c.sels):len(c.sels)], s)
		return c, ok
	case *ast.Paren:
		return lp.staticComponent(x.X)
	}
	return component{}, false
}

func (lp *localsPass) indexSel(i ast.Expr) csel {
	if v, ok := lp.info.Consts[i]; ok {
		return csel{konst: true, val: v}
	}
	if id, ok := i.(*ast.Ident); ok {
		if o := lp.info.Uses[id]; o != nil && o.Kind == check.ParamObj {
			return csel{param: o}
		}
	}
	return csel{}
}

// ---------------------------------------------------------------------------
// The walk

// walk translates a statement list at loop depth depth.
func (lp *localsPass) walk(ss []ast.Stmt, depth int) []*node {
	var out []*node
	for _, s := range ss {
		if lp.err != nil {
			return nil
		}
		lp.point++
		if n := lp.stmt(s, depth); n != nil {
			out = append(out, n)
		}
	}
	return out
}

func (lp *localsPass) stmt(s ast.Stmt, depth int) *node {
	n := &node{point: lp.point}
	switch s := s.(type) {
	case *ast.Assign:
		for _, rd := range lp.redirect {
			switch ast.Stmt(s) {
			case rd.init:
				rd.active, rd.initPoint = true, lp.point
				return nil
			case rd.end:
				rd.active = false
				return nil
			}
		}
		if l := lp.rootObj(s.LHS); l != nil && l.Kind == check.LocalObj {
			if lp.redirect[l] == nil {
				if !isIdent(s.LHS) {
					lp.fail(s.Pos(), "%s: only whole assignments of a local of a simple type are supported", l.Name)
					return nil
				}
				var reads []access
				x := lp.tr(s.RHS, &reads)
				lp.sigma[l] = &value{x: x, reads: reads}
				if depth > 0 {
					lp.sigma[l].why = "it is assigned in a loop"
					lp.sigma[l].x = x // readable in the same iteration, see loop
				}
				return nil
			}
		}
		lhs := lp.target(s.LHS, n)
		rhs := lp.tr(s.RHS, &n.reads)
		n.leaf = &ast.Assign{LHS: lhs, RHS: rhs}
	case *ast.Undefine, *ast.Clear:
		var x ast.Expr
		if u, ok := s.(*ast.Undefine); ok {
			x = u.X
		} else {
			x = s.(*ast.Clear).X
		}
		if l := lp.rootObj(x); l != nil && l.Kind == check.LocalObj && lp.redirect[l] == nil {
			if _, isClear := s.(*ast.Clear); isClear || !isIdent(x) {
				lp.fail(s.Pos(), "%s: clear, or undefine of a part, of a local", l.Name)
				return nil
			}
			lp.sigma[l] = &value{why: "it is undefined"}
			return nil
		}
		t := lp.target(x, n)
		if u, ok := s.(*ast.Undefine); ok {
			n.leaf = &ast.Undefine{KwPos: u.KwPos, X: t}
		} else {
			n.leaf = &ast.Clear{KwPos: s.(*ast.Clear).KwPos, X: t}
		}
	case *ast.If:
		n.ifs = s
		before := lp.sigma
		var arms []map[*check.Object]*value
		for _, a := range s.Arms {
			// every condition reads the state at the if
			lp.sigma = before
			at := lp.point
			lp.point = n.point
			n.conds = append(n.conds, lp.tr(a.Cond, &n.reads))
			lp.point = at
			lp.sigma = copySigma(before)
			n.blocks = append(n.blocks, lp.walk(a.Body, depth))
			arms = append(arms, lp.sigma)
		}
		lp.sigma = copySigma(before)
		n.blocks = append(n.blocks, lp.walk(s.Else, depth))
		n.hasElse = true
		arms = append(arms, lp.sigma)
		lp.sigma = lp.merge(before, n.conds, arms, n.reads)
	case *ast.For:
		qi := lp.info.Quants[s.Quant]
		if qi != nil {
			n.loopVar = qi.Var
		}
		n.loop = s
		for _, b := range []ast.Expr{s.Quant.From, s.Quant.To, s.Quant.By} {
			if o := lp.runtime(b); o != nil {
				lp.fail(b.Pos(), "a rule with local variables and a for loop whose bound reads %s", o.Name)
				return nil
			}
		}
		n.quant = rewrite.CopyQuant(s.Quant, nil)
		n.body = lp.loopBody(s.Body, depth)
	case *ast.While:
		n.loop = s
		n.cond = lp.tr(s.Cond, &n.reads)
		n.body = lp.loopBody(s.Body, depth)
	case *ast.ErrorStmt:
		n.leaf = s
	case *ast.Assert:
		n.leaf = &ast.Assert{KwPos: s.KwPos, Cond: lp.tr(s.Cond, &n.reads), Msg: s.Msg}
	case *ast.Put:
		if _, isStr := s.X.(*ast.StringLit); isStr {
			n.leaf = s
		} else {
			n.leaf = &ast.Put{KwPos: s.KwPos, X: lp.tr(s.X, &n.reads)}
		}
	default:
		lp.fail(s.Pos(), "a rule with local variables and a statement the lowering keeps (%s)", stmtKind(s))
		return nil
	}
	return n
}

func stmtKind(s ast.Stmt) string {
	switch s.(type) {
	case *ast.CallStmt:
		return "a procedure call"
	case *ast.AliasStmt:
		return "an alias"
	case *ast.Return:
		return "a return"
	case *ast.Switch:
		return "a switch"
	}
	return fmt.Sprintf("%T", s)
}

// loopBody walks the body of a loop: a local assigned in it is unknown
// in it before its assignment (it would hold the previous iteration's
// value) and after the loop.
func (lp *localsPass) loopBody(body []ast.Stmt, depth int) []*node {
	assigned := map[*check.Object]bool{}
	for _, s := range body {
		lp.targets(s, func(t ast.Expr) {
			if l := lp.rootObj(t); l != nil && lp.sigma[l] != nil {
				assigned[l] = true
			}
		})
	}
	for l := range assigned {
		lp.sigma[l] = &value{why: "it is assigned in a loop and read before its assignment in the same iteration"}
	}
	nodes := lp.walk(body, depth+1)
	for l := range assigned {
		lp.sigma[l] = &value{why: "it is assigned in a loop and read after it"}
	}
	return nodes
}

func copySigma(s map[*check.Object]*value) map[*check.Object]*value {
	out := make(map[*check.Object]*value, len(s))
	for k, v := range s {
		out[k] = v
	}
	return out
}

// merge joins the values of the locals after the arms of an if.
func (lp *localsPass) merge(before map[*check.Object]*value, conds []ast.Expr, arms []map[*check.Object]*value, condReads []access) map[*check.Object]*value {
	out := copySigma(before)
	for l := range before {
		same := true
		for _, a := range arms[1:] {
			same = same && a[l] == arms[0][l]
		}
		if same {
			out[l] = arms[0][l]
			continue
		}
		v := &value{reads: append([]access(nil), condReads...)}
		for k := len(arms) - 1; k >= 0; k-- {
			a := arms[k][l]
			if a.why != "" {
				v.why = a.why
				if v.why == "it is read before it is assigned" || v.why == "it is undefined" {
					v.why = "it is not assigned on every path"
				}
				break
			}
			v.reads = append(v.reads, a.reads...)
			if k == len(arms)-1 {
				v.x = rewrite.CopyExpr(a.x, nil)
			} else {
				v.x = &ast.CondExpr{Cond: rewrite.CopyExpr(conds[k], nil), Then: rewrite.CopyExpr(a.x, nil), Else: v.x}
			}
		}
		out[l] = v
	}
	return out
}

// target translates an assigned designator: its indices are reads of
// node n, the component is its write.
func (lp *localsPass) target(e ast.Expr, n *node) ast.Expr {
	x, c, ok := lp.designator(e, &n.reads)
	if ok {
		n.writes = append(n.writes, access{c: c, version: lp.point, pos: e.Pos()})
	}
	return x
}

// designator translates a designator rooted at a state variable or a
// redirected local: the output designator and its component; the reads of
// its indices go to reads.
func (lp *localsPass) designator(e ast.Expr, reads *[]access) (ast.Expr, component, bool) {
	switch x := e.(type) {
	case *ast.Ident:
		o := lp.info.Uses[x]
		if o == nil {
			break
		}
		if rd := lp.redirect[o]; rd != nil && rd.target != nil {
			if !rd.active {
				lp.fail(x.Pos(), "%s is used outside the statements between its copies from and back into %s", o.Name, format.Expr(rd.target))
				return x, component{}, false
			}
			var dummy []access
			out, c, ok := lp.designator(rd.target, &dummy)
			return relocate(out, x.Pos()), c, ok
		}
		if o.Kind == check.VarObj {
			return &ast.Ident{NamePos: x.NamePos, Name: x.Name}, component{root: o}, true
		}
	case *ast.Selector:
		out, c, ok := lp.designator(x.X, reads)
		c.sels = append(c.sels[:len(c.sels):len(c.sels)], csel{field: x.Name.Name})
		return &ast.Selector{X: out, Name: &ast.Ident{NamePos: x.Name.NamePos, Name: x.Name.Name}}, c, ok
	case *ast.Index:
		out, c, ok := lp.designator(x.X, reads)
		c.sels = append(c.sels[:len(c.sels):len(c.sels)], lp.indexSel(x.Index))
		return &ast.Index{X: out, Index: lp.tr(x.Index, reads)}, c, ok
	case *ast.Paren:
		return lp.designator(x.X, reads)
	}
	return rewrite.CopyExpr(e, nil), component{}, false
}

// relocate gives a copied designator the position where it replaces
// another.
func relocate(e ast.Expr, pos source.Pos) ast.Expr {
	if id, ok := e.(*ast.Ident); ok {
		return &ast.Ident{NamePos: pos, Name: id.Name}
	}
	return e
}

// tr translates an expression: locals replaced, reads recorded with
// their versions.
func (lp *localsPass) tr(e ast.Expr, reads *[]access) ast.Expr {
	return rewrite.CopyExpr(e, func(e ast.Expr) ast.Expr {
		switch x := e.(type) {
		case *ast.Ident, *ast.Index, *ast.Selector:
			root := lp.rootObj(x)
			if root == nil {
				return nil
			}
			if v := lp.sigma[root]; v != nil {
				if !isIdent(x) {
					return nil // indices of a local: cannot happen for simple types
				}
				if v.why != "" && v.x == nil {
					lp.fail(x.Pos(), "the local %s is read where its value is not known: %s", root.Name, v.why)
					return &ast.BadExpr{At: x.Pos()}
				}
				if v.why != "" && v.why != "it is assigned in a loop" {
					lp.fail(x.Pos(), "the local %s is read where its value is not known: %s", root.Name, v.why)
				}
				*reads = append(*reads, v.reads...)
				return rewrite.CopyExpr(v.x, nil)
			}
			if root.Kind != check.VarObj && lp.redirect[root] == nil {
				return nil
			}
			out, c, ok := lp.designator(x, reads)
			if !ok {
				return out
			}
			version := lp.point
			if root.Kind == check.VarObj {
				// A read of what a local stands for sees it as it was when
				// the local was copied; one that two locals stand for
				// would see each part as of another copy, which one
				// version cannot say.
				var by *check.Object
				for _, o := range lp.redirected {
					if rd := lp.redirect[o]; rd.active {
						if gc, _ := lp.staticComponent(rd.target); overlap(gc, c) {
							if by != nil {
								lp.fail(x.Pos(), "%s reads what both %s and %s stand for", format.Expr(x), by.Name, o.Name)
								return out
							}
							by, version = o, rd.initPoint
						}
					}
				}
			}
			*reads = append(*reads, access{c: c, version: version, pos: x.Pos()})
			return out
		}
		return nil
	})
}

// ---------------------------------------------------------------------------
// Ordering

// order sorts every statement list so that reads see their versions (see
// the file comment).
func (lp *localsPass) order(ns []*node) []*node {
	for _, n := range ns {
		for i, b := range n.blocks {
			n.blocks[i] = lp.order(b)
		}
		if n.loop != nil {
			lp.checkLoop(n)
			n.body = lp.order(n.body)
		}
	}
	if len(ns) < 2 || lp.err != nil {
		return ns
	}
	type deepAcc struct{ reads, writes []access }
	acc := make([]deepAcc, len(ns))
	for i, n := range ns {
		n.deep(&acc[i].reads, &acc[i].writes)
	}
	after := make([][]bool, len(ns)) // after[i][j]: i must come after j
	for i := range after {
		after[i] = make([]bool, len(ns))
	}
	why := map[[2]int]access{}
	edge := func(first, then int, what access) {
		if !after[then][first] {
			after[then][first] = true
			why[[2]int{then, first}] = what
		}
	}
	for i := range ns {
		for j := i + 1; j < len(ns); j++ {
			for _, w := range acc[i].writes {
				for _, w2 := range acc[j].writes {
					if overlap(w.c, w2.c) {
						edge(i, j, w2)
					}
				}
				for _, r := range acc[j].reads {
					if overlap(w.c, r.c) {
						if w.version < r.version {
							edge(i, j, r)
						} else {
							edge(j, i, r)
						}
					}
				}
			}
			for _, r := range acc[i].reads {
				for _, w := range acc[j].writes {
					if overlap(w.c, r.c) {
						edge(i, j, r)
					}
				}
			}
		}
	}
	// Kahn's algorithm, the earliest statement first.
	done := make([]bool, len(ns))
	var out []*node
	for len(out) < len(ns) {
		next := -1
		for i := range ns {
			if done[i] {
				continue
			}
			ready := true
			for j := range ns {
				if after[i][j] && !done[j] {
					ready = false
					break
				}
			}
			if ready {
				next = i
				break
			}
		}
		if next < 0 {
			// an edge between two statements of the cycle
			var keys [][2]int
			for k := range why {
				if !done[k[0]] && !done[k[1]] {
					keys = append(keys, k)
				}
			}
			sort.Slice(keys, func(a, b int) bool {
				return keys[a][0] < keys[b][0] || keys[a][0] == keys[b][0] && keys[a][1] < keys[b][1]
			})
			w := why[keys[0]]
			lp.fail(sourcePos(ns[keys[0][0]]), "without the locals, the statements cannot be ordered so that every read sees the value it sees with them (a cycle through %s at %d:%d)", componentName(w.c), w.pos.Line, w.pos.Col)
			return ns
		}
		done[next] = true
		out = append(out, ns[next])
	}
	return out
}

// checkLoop rejects a loop where a read of a version before the loop may
// meet a write of another iteration.
func (lp *localsPass) checkLoop(n *node) {
	var reads, writes []access
	for _, c := range n.body {
		c.deep(&reads, &writes)
	}
	for _, r := range reads {
		if r.version >= n.point {
			continue
		}
		for _, w := range writes {
			if overlap(r.c, w.c) && !sameIteration(r.c, w.c, n.loopVar) {
				lp.fail(r.pos, "in a loop, %s is read as it was before the loop while another iteration may write it", componentName(r.c))
				return
			}
		}
	}
}

func sourcePos(n *node) source.Pos {
	switch {
	case n.leaf != nil:
		return n.leaf.Pos()
	case n.ifs != nil:
		return n.ifs.Pos()
	case n.loop != nil:
		return n.loop.Pos()
	}
	return source.Pos{}
}

func componentName(c component) string {
	s := "?"
	if c.root != nil {
		s = c.root.Name
	}
	for _, x := range c.sels {
		switch {
		case x.field != "":
			s += "." + x.field
		case x.konst:
			s += fmt.Sprintf("[%d]", x.val)
		case x.param != nil:
			s += "[" + x.param.Name + "]"
		default:
			s += "[...]"
		}
	}
	return s
}

// emit rebuilds the statements of ordered nodes.
func emit(ns []*node) []ast.Stmt {
	var out []ast.Stmt
	for _, n := range ns {
		switch {
		case n.leaf != nil:
			out = append(out, n.leaf)
		case n.ifs != nil:
			s := &ast.If{HasElse: n.ifs.HasElse, Else: emit(n.blocks[len(n.blocks)-1])}
			empty := len(s.Else) == 0
			for k, a := range n.ifs.Arms {
				s.Arms = append(s.Arms, &ast.IfArm{KwPos: a.KwPos, Cond: n.conds[k], Body: emit(n.blocks[k])})
				empty = empty && len(s.Arms[k].Body) == 0
			}
			if !empty { // an if left without statements (it assigned locals) goes
				out = append(out, s)
			}
		case n.loop != nil:
			switch l := n.loop.(type) {
			case *ast.For:
				out = append(out, &ast.For{KwPos: l.KwPos, Quant: n.quant, Body: emit(n.body)})
			case *ast.While:
				out = append(out, &ast.While{KwPos: l.KwPos, Cond: n.cond, Body: emit(n.body)})
			}
		}
	}
	return out
}
