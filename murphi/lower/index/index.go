package index

// The index pass: an array index that reads state the rules change
// becomes a parameter of its rule. A rule written with a pointer into the
// node array,
//
//	rule "SendGntS" CurCmd = ReqS & Chan2[CurPtr].Cmd = Empty ==>
//	  Chan2[CurPtr].Cmd := GntS; ShrSet[CurPtr] := true; ...
//
// becomes, as paraVerifier's users write it by hand,
//
//	ruleset CurPtr_1 : NODE do rule "SendGntS"
//	  CurCmd = ReqS & Chan2[CurPtr_1].Cmd = Empty & CurPtr_1 = CurPtr ==>
//	  Chan2[CurPtr_1].Cmd := GntS; ShrSet[CurPtr_1] := true; ...
//
// In every state exactly one instance of the parameter can fire, the one
// equal to the index, and it does what the rule did: the transitions are
// the same. The index must read the state as the rule found it (nothing
// before it on its path writes what it reads), name only state variables,
// constants and ruleset parameters (not a loop or quantifier variable), be
// a designator of the index type of its array (no arithmetic, which could
// leave the range), and that type must have a name. The new conjunct comes
// last in the guard, so it reads the index only where the rest of the
// guard holds. An index the rule does not read whenever it fires (one
// under an if, or under | or -> in the guard) could be undefined where the
// rule still fires, and the conjunct would then disable the rule: it is
// rewritten only when the rule also reads it unconditionally (in the
// guard, or in the action outside if and for before a write of what it
// reads: an undefined index fails the rule there anyway), or when no
// statement of the model undefines what it reads. Indices that
// read only state no rule writes (a home node set by a startstate) stay:
// the search reads them as fixed variables. A property with such an index
// is quantified over it the same way (see invariant); startstates stay as
// written.

import (
	"paraverify/murphi/ast"
	"paraverify/murphi/check"
	"paraverify/murphi/format"
	"paraverify/murphi/lower/effects"
	"paraverify/murphi/lower/rewrite"
	"paraverify/murphi/source"
)

type indexer struct {
	m       *check.Model
	r       *effects.Reader
	names   *rewrite.Namer
	written []string // families some rule writes
	undef   []string // families some statement undefines
	changed bool
}

// Pass is the index pass.
func Pass(m *check.Model, names *rewrite.Namer) (*ast.File, source.ErrorList, bool) {
	// through aliases: the writes of a rule under a rule-level alias the
	// inline pass kept are known too
	ix := &indexer{m: m, r: &effects.Reader{Info: m.Info, Aliases: true}, names: names}
	if !ix.effects(m.File.Rules) {
		// a statement whose writes are not known: a fixed variable
		// could not be told from the rest
		return nil, nil, false
	}
	rules := ix.rules(m.File.Rules, map[*check.Object]bool{})
	if !ix.changed {
		return nil, nil, false
	}
	return &ast.File{Path: m.File.Path, Decls: m.File.Decls, Rules: rules}, nil, true
}

// effects collects the families the rules write and those any statement
// undefines; false when a rule's writes are not known.
func (ix *indexer) effects(rs []ast.Rule) bool {
	ok := true
	var visit func(rs []ast.Rule)
	visit = func(rs []ast.Rule) {
		for _, r := range rs {
			switch r := r.(type) {
			case *ast.Ruleset:
				visit(r.Rules)
			case *ast.AliasRule:
				visit(r.Rules)
			case *ast.SimpleRule, *ast.StartState:
				_, body := rewrite.BodyOf(r)
				for _, s := range body {
					ast.Inspect(s, func(n ast.Node) bool {
						if u, isU := n.(*ast.Undefine); isU {
							e := &effects.Effect{}
							if ix.r.Write(u.X, e) {
								ix.undef = append(ix.undef, e.Writes...)
							}
						}
						return true
					})
					if _, isRule := r.(*ast.SimpleRule); !isRule {
						continue
					}
					e := &effects.Effect{}
					if !ix.r.Writes(s, e) {
						ok = false
					}
					ix.written = append(ix.written, e.Writes...)
				}
			}
		}
	}
	visit(rs)
	return ok
}

// rules rewrites a rule list; params are the ruleset parameters in scope.
func (ix *indexer) rules(rs []ast.Rule, params map[*check.Object]bool) []ast.Rule {
	var out []ast.Rule
	for _, r := range rs {
		switch r := r.(type) {
		case *ast.Ruleset:
			inner := map[*check.Object]bool{}
			for o := range params {
				inner[o] = true
			}
			for _, q := range r.Params {
				if o := ix.m.Info.Defs[q.Var]; o != nil {
					inner[o] = true
				}
			}
			out = append(out, &ast.Ruleset{KwPos: r.KwPos, Params: r.Params, Rules: ix.rules(r.Rules, inner)})
		case *ast.SimpleRule:
			out = append(out, ix.rule(r, params))
		case *ast.Invariant:
			out = append(out, ix.invariant(r, params))
		default:
			// startstates, a rule-level alias the inline pass kept
			out = append(out, r)
		}
	}
	return out
}

// binding is a new parameter: its name and type, and the index it stands
// for (with the inner indices already replaced).
type binding struct {
	name string
	typ  *check.Object
	x    ast.Expr
	pos  source.Pos
}

// ruleIndexer rewrites one rule.
type ruleIndexer struct {
	ix     *indexer
	params map[*check.Object]bool
	binds  []*binding
	byKey  map[string]*binding
	always map[string]bool // indices the rule reads whenever it fires (see read)
}

func (ix *indexer) newRule(params map[*check.Object]bool) *ruleIndexer {
	return &ruleIndexer{ix: ix, params: params, byKey: map[string]*binding{}, always: map[string]bool{}}
}

// eq is the conjunct that binds the parameter: p = e.
func (b *binding) eq() ast.Expr {
	return &ast.Binary{X: &ast.Ident{NamePos: b.pos, Name: b.name}, OpPos: b.pos, Op: ast.OpEq, Y: rewrite.Paren(b.x)}
}

func (ix *indexer) rule(r *ast.SimpleRule, params map[*check.Object]bool) ast.Rule {
	ri := ix.newRule(params)
	ri.read(r.Guard, r.Body)
	var guard ast.Expr
	if r.Guard != nil {
		guard = ri.expr(r.Guard, effects.Before{})
	}
	body := ri.stmts(r.Body, effects.Before{})
	if len(ri.binds) == 0 {
		return r
	}
	ix.changed = true
	for _, b := range ri.binds {
		if guard == nil {
			guard = b.eq()
		} else {
			guard = &ast.Binary{X: rewrite.Paren(guard), OpPos: b.pos, Op: ast.OpAnd, Y: b.eq()}
		}
	}
	return ri.wrap(&ast.SimpleRule{KwPos: r.KwPos, Name: r.Name, Priority: r.Priority, Guard: guard, Decls: r.Decls, Body: body}, r.KwPos)
}

// wrap puts r in one ruleset per new parameter, the first outermost.
func (ri *ruleIndexer) wrap(r ast.Rule, pos source.Pos) ast.Rule {
	for i := len(ri.binds) - 1; i >= 0; i-- {
		b := ri.binds[i]
		q := &ast.Quantifier{Var: &ast.Ident{NamePos: b.pos, Name: b.name}, Type: &ast.NamedType{Name: &ast.Ident{NamePos: b.pos, Name: b.typ.Name}}}
		r = &ast.Ruleset{KwPos: pos, Params: []*ast.Quantifier{q}, Rules: []ast.Rule{r}}
	}
	return r
}

// invariant rewrites a property the same way: `invariant C` with an index
// e becomes `ruleset p : T do invariant p = e -> C[p/e] end`, which holds
// exactly when C does (e has one value). An index the property does not
// read unconditionally is taken only when no statement undefines what it
// reads.
func (ix *indexer) invariant(r *ast.Invariant, params map[*check.Object]bool) ast.Rule {
	ri := ix.newRule(params)
	ri.read(r.Cond, nil)
	cond := ri.expr(r.Cond, effects.Before{})
	if len(ri.binds) == 0 {
		return r
	}
	ix.changed = true
	for i := len(ri.binds) - 1; i >= 0; i-- {
		b := ri.binds[i]
		cond = &ast.Binary{X: b.eq(), OpPos: b.pos, Op: ast.OpImplies, Y: rewrite.Paren(cond)}
	}
	return ri.wrap(&ast.Invariant{KwPos: r.KwPos, Name: r.Name, Cond: cond}, r.KwPos)
}

// unconditional calls add with each index that the condition g reads
// whenever the conjuncts before it hold: those outside |, ->, ! and
// conditional expressions.
func unconditional(g ast.Expr, add func(ast.Expr)) {
	switch g := g.(type) {
	case *ast.Paren:
		unconditional(g.X, add)
	case *ast.Binary:
		switch g.Op {
		case ast.OpAnd:
			unconditional(g.X, add)
			unconditional(g.Y, add)
		case ast.OpEq, ast.OpNeq:
			designators(g.X, add)
			designators(g.Y, add)
		}
	case *ast.Unary:
		if g.Op == ast.OpNot {
			designators(g.X, add)
		}
	default:
		// a boolean designator
		designators(g, add)
	}
}

// designators calls add with the indices of the designator e (each is
// evaluated whenever e is).
func designators(e ast.Expr, add func(ast.Expr)) {
	switch e := e.(type) {
	case *ast.Paren:
		designators(e.X, add)
	case *ast.Selector:
		designators(e.X, add)
	case *ast.Index:
		designators(e.X, add)
		designators(e.Index, add)
		add(e.Index)
	}
}

// read records the indices that the rule reads whenever it fires, as it
// found them: those the guard reads unconditionally, and those the action
// reads in the statements outside if and for (an if's first condition
// included) before a statement writes what they read.
func (ri *ruleIndexer) read(guard ast.Expr, body []ast.Stmt) {
	b := effects.Before{}
	add := func(x ast.Expr) {
		if reads, ok := ri.ix.stateIndex(x, ri.params); ok && !b.Unknown && !effects.Overlaps(b.Writes, reads) {
			ri.always[format.Expr(x)] = true
		}
	}
	if guard != nil {
		unconditional(guard, add)
	}
	for _, s := range body {
		switch s := s.(type) {
		case *ast.Assign:
			designators(s.LHS, add)
			designators(s.RHS, add)
		case *ast.Undefine:
			designators(s.X, add)
		case *ast.Clear:
			designators(s.X, add)
		case *ast.If:
			unconditional(s.Arms[0].Cond, add)
		}
		b = ri.ix.r.After(b, s)
	}
}

// stateIndex reports whether the index x (as written) reads state some
// rule writes and otherwise only constants and the ruleset parameters in
// params, with the families it reads.
func (ix *indexer) stateIndex(x ast.Expr, params map[*check.Object]bool) ([]string, bool) {
	e := &effects.Effect{}
	if !ix.r.Read(x, e) || len(e.Reads) == 0 || !effects.Overlaps(e.Reads, ix.written) {
		return nil, false
	}
	return e.Reads, rewrite.IsDesignator(x) && ix.nameOnly(x, params)
}

// nameOnly reports whether the designator d names only state variables,
// constants, literals and the ruleset parameters in params (in its
// indices too).
func (ix *indexer) nameOnly(d ast.Expr, params map[*check.Object]bool) bool {
	switch d := d.(type) {
	case *ast.Paren:
		return ix.nameOnly(d.X, params)
	case *ast.IntLit:
		return true
	case *ast.Ident:
		return ix.named(d, params)
	case *ast.Selector:
		return ix.nameOnly(d.X, params) // the field name is not a use
	case *ast.Index:
		return ix.nameOnly(d.X, params) && ix.nameOnly(d.Index, params)
	}
	return false
}

// named reports whether id is a state variable, a constant or one of the
// ruleset parameters.
func (ix *indexer) named(id *ast.Ident, params map[*check.Object]bool) bool {
	o := ix.m.Info.Uses[id]
	if o == nil {
		return false
	}
	switch o.Kind {
	case check.VarObj, check.ConstObj, check.EnumConstObj:
		return true
	case check.ParamObj:
		return params[o]
	}
	return false
}

// expr copies e, replacing each index that can be a parameter; b is what
// is written before e on its path.
func (ri *ruleIndexer) expr(e ast.Expr, b effects.Before) ast.Expr {
	var hook func(ast.Expr) ast.Expr
	hook = func(e ast.Expr) ast.Expr {
		x, ok := e.(*ast.Index)
		if !ok {
			return nil
		}
		inner := rewrite.CopyExpr(x.Index, hook)
		outer := rewrite.CopyExpr(x.X, hook)
		if reads, state := ri.ix.stateIndex(x.Index, ri.params); state && !b.Unknown && !effects.Overlaps(b.Writes, reads) {
			if bd := ri.bind(x, inner, reads); bd != nil {
				return &ast.Index{X: outer, Index: &ast.Ident{NamePos: x.Index.Pos(), Name: bd.name}}
			}
		}
		return &ast.Index{X: outer, Index: inner}
	}
	return rewrite.CopyExpr(e, hook)
}

// bind returns the parameter for the index of x (inner is its copy with
// the inner indices replaced), or nil when it cannot have one: the index
// is not a designator of the array's index type, the guard does not read
// it unconditionally and some statement undefines what it reads, or the
// array's index type has no name.
func (ri *ruleIndexer) bind(x *ast.Index, inner ast.Expr, reads []string) *binding {
	key := format.Expr(inner)
	if bd := ri.byKey[key]; bd != nil {
		return bd
	}
	if !ri.always[format.Expr(x.Index)] && effects.Overlaps(reads, ri.ix.undef) {
		return nil
	}
	at, ok := ri.ix.m.Info.Types[x.X].(*check.ArrayType)
	if !ok || ri.ix.m.Info.Types[x.Index] != at.Index {
		// arithmetic, or a value of another type, could be outside
		// the array's range, where the rule would have failed
		return nil
	}
	typ := rewrite.NamedType(ri.ix.m, at.Index)
	if typ == nil {
		return nil
	}
	base := "p"
	switch d := x.Index.(type) {
	case *ast.Ident:
		base = d.Name
	case *ast.Selector:
		base = d.Name.Name
	}
	bd := &binding{name: ri.ix.names.Fresh(base), typ: typ, x: inner, pos: x.Index.Pos()}
	ri.binds = append(ri.binds, bd)
	ri.byKey[key] = bd
	return bd
}

// stmts copies a rule's statements, replacing the indices that read the
// state as the rule found it; b is what is written before ss on its path.
func (ri *ruleIndexer) stmts(ss []ast.Stmt, b effects.Before) []ast.Stmt {
	var out []ast.Stmt
	for _, s := range ss {
		switch s := s.(type) {
		case *ast.Assign:
			out = append(out, &ast.Assign{LHS: ri.expr(s.LHS, b), RHS: ri.expr(s.RHS, b)})
		case *ast.If:
			arms := make([]*ast.IfArm, len(s.Arms))
			for i, arm := range s.Arms {
				arms[i] = &ast.IfArm{KwPos: arm.KwPos, Cond: ri.expr(arm.Cond, b), Body: ri.stmts(arm.Body, b)}
			}
			var els []ast.Stmt
			if s.HasElse {
				els = ri.stmts(s.Else, b)
			}
			out = append(out, &ast.If{Arms: arms, HasElse: s.HasElse, Else: els})
		case *ast.For:
			// what any iteration writes is written before the body
			// on the path of the next
			inner := ri.ix.r.After(b, s)
			out = append(out, &ast.For{KwPos: s.KwPos, Quant: rewrite.CopyQuant(s.Quant, nil), Body: ri.stmts(s.Body, inner)})
		case *ast.Undefine:
			out = append(out, &ast.Undefine{KwPos: s.KwPos, X: ri.expr(s.X, b)})
		case *ast.Clear:
			out = append(out, &ast.Clear{KwPos: s.KwPos, X: ri.expr(s.X, b)})
		default:
			// a statement without an index to replace here (put,
			// assert, ...) or one the passes before left in place
			out = append(out, rewrite.CopyStmt(s, nil))
		}
		b = ri.ix.r.After(b, s)
	}
	return out
}
