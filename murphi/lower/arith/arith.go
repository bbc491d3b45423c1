package arith

// The arith pass: arithmetic and ordering over subranges with literal
// bounds become equalities with literals. A counter `cnt : 0..3` read
// as `cnt < 2` becomes `cnt = 0 | cnt = 1`;
// `cnt := cnt + 1` becomes `cnt := (cnt = 0 ? 1 : cnt = 1 ? 2 : 3)`
// (lifted into if statements by the lift pass), and `flag[1 - i]` with
// `i : 0..1` becomes `flag[i = 0 ? 1 : 0]`. Every value of such a type is
// then a distinguished value, as German 2004's `channel_id : 1..3`, which
// the search and the proof read (formula.FixedRanges).
//
// The operands ("leaves") are designators of named subrange types whose
// bounds are integer literals or constants that bound or size no other
// type (finiteRanges), with at most maxArithValues values each, and
// constants; an expression over them is evaluated for each
// combination of the leaves' values (at most maxValuations). A value is
// rewritten only where its range is known: the right-hand side of an
// assignment (a value outside the target's type is Murphi's run-time
// error: it becomes `if <those values> then error ... end` before the
// assignment, which the asserts pass reads as an invariant) and an array
// index (left as written when a value is outside the index type). The
// combinations that the rule's guard or the enclosing if conditions
// exclude are left out, when they read state that nothing before wrote:
// `cnt < 3 ==> cnt := cnt + 1` has no out-of-range value. Anything else
// (a leaf of another type, a bound that sizes a symmetric type, too many
// combinations, division by zero) is left as written and reported by
// the search as before.
//
// Reading an undefined leaf is an error in Murphi; here the comparisons
// with literals are false for it, as `=` is for an undefined value
// everywhere in the lowered model.

import (
	"fmt"
	"slices"

	"paraverify/murphi/ast"
	"paraverify/murphi/check"
	"paraverify/murphi/format"
	"paraverify/murphi/lower/effects"
	"paraverify/murphi/lower/rewrite"
	"paraverify/murphi/source"
)

const (
	maxArithValues = 8  // values of a leaf's type
	maxValuations  = 64 // combinations of the leaves' values
)

// fact is a condition known to hold, with what was written since.
type fact struct {
	cond ast.Expr
	b    effects.Before
}

type arither struct {
	info    *check.Info
	finite  map[check.Type]bool
	bound   map[check.Type]bool // finite types whose bounds are constants
	used    map[check.Type]bool // finite types of rewritten operands
	r       *effects.Reader     // reads and writes of locations
	changed bool
}

// Pass is the arith pass.
func Pass(m *check.Model, _ *rewrite.Namer) (*ast.File, source.ErrorList, bool) {
	finite, bound := finiteRanges(m)
	a := &arither{info: m.Info, finite: finite, bound: bound, used: map[check.Type]bool{}, r: &effects.Reader{Info: m.Info}}
	if len(a.finite) == 0 {
		return nil, nil, false
	}
	rules := rewrite.MapRules(m.File.Rules, func(r ast.Rule) ast.Rule {
		switch r := r.(type) {
		case *ast.Invariant:
			return &ast.Invariant{KwPos: r.KwPos, Name: r.Name, Cond: a.cond(r.Cond)}
		case *ast.SimpleRule:
			var facts []fact
			var guard ast.Expr
			if r.Guard != nil {
				guard = a.cond(r.Guard)
				facts = a.facts(nil, r.Guard, effects.Before{})
			}
			return rewrite.WithBody(r, guard, r.Decls, a.stmts(r.Body, facts))
		case *ast.StartState:
			return rewrite.WithBody(r, nil, r.Decls, a.stmts(r.Body, nil))
		}
		return nil
	}, nil)
	if !a.changed {
		return nil, nil, false
	}
	// the rewritten values are those of the constants as used: the
	// types' bounds are written as those literals
	decls := m.File.Decls
	for i, d := range decls {
		td, ok := d.(*ast.TypeDecl)
		if !ok {
			continue
		}
		for _, o := range m.Types {
			t, isSub := o.Type.(*check.SubrangeType)
			if !isSub || o.Name != td.Name.Name || !a.bound[t] || !a.used[t] {
				continue
			}
			if &decls[0] == &m.File.Decls[0] {
				decls = slices.Clone(decls)
			}
			pos := td.Type.Pos()
			decls[i] = &ast.TypeDecl{Name: td.Name, Type: &ast.SubrangeType{Lo: rewrite.IntLit(t.Lo, pos), Hi: rewrite.IntLit(t.Hi, pos)}}
		}
	}
	return &ast.File{Path: m.File.Path, Decls: decls, Rules: rules}, nil, true
}

// finiteRanges returns the named subrange types of m with no negative
// value (proof generation has none) and at most maxArithValues values
// whose bounds are literals, or constants that bound or size no other type
// (Pid : 0..P-1 with P used nowhere else in the types: the model is read
// at P's value, which no size of a symmetric type changes). The latter
// are also returned in bound: their declarations get literal bounds in
// the lowered model when arithmetic over them is rewritten, so that the
// search and the proof read them as fixed ranges, not as a size.
func finiteRanges(m *check.Model) (finite, bound map[check.Type]bool) {
	finite, bound = map[check.Type]bool{}, map[check.Type]bool{}
	// the names each type declaration mentions
	mentions := map[string]map[string]bool{}
	for _, d := range m.File.Decls {
		if td, ok := d.(*ast.TypeDecl); ok {
			names := map[string]bool{}
			ast.Inspect(td.Type, func(n ast.Node) bool {
				if id, ok := n.(*ast.Ident); ok {
					names[id.Name] = true
				}
				return true
			})
			mentions[td.Name.Name] = names
		}
	}
	// the names in the types written in place in variables
	inPlace := map[string]bool{}
	for _, d := range m.File.Decls {
		if vd, ok := d.(*ast.VarDecl); ok {
			ast.Inspect(vd.Type, func(n ast.Node) bool {
				if id, ok := n.(*ast.Ident); ok {
					inPlace[id.Name] = true
				}
				return true
			})
		}
	}
	for _, d := range m.File.Decls {
		td, ok := d.(*ast.TypeDecl)
		if !ok {
			continue
		}
		sr, ok := td.Type.(*ast.SubrangeType)
		if !ok || sr.Union {
			continue
		}
		literal := ast.IsIntLiteral(sr.Lo) && ast.IsIntLiteral(sr.Hi)
		if !literal && !alone(td.Name.Name, mentions, inPlace) {
			continue
		}
		for _, o := range m.Types {
			if t, ok := o.Type.(*check.SubrangeType); ok && o.Name == td.Name.Name && t.Lo >= 0 && t.Hi-t.Lo+1 <= maxArithValues {
				finite[t] = true
				bound[t] = !literal
			}
		}
	}
	return finite, bound
}

// alone reports whether the names in the bounds of type decl name are
// mentioned by no other type declaration and by no type written in place.
func alone(name string, mentions map[string]map[string]bool, inPlace map[string]bool) bool {
	for c := range mentions[name] {
		if inPlace[c] {
			return false
		}
		for other, names := range mentions {
			if other != name && names[c] {
				return false
			}
		}
	}
	return true
}

// facts adds the conjuncts of c to fs, as known since b.
func (a *arither) facts(fs []fact, c ast.Expr, b effects.Before) []fact {
	switch x := c.(type) {
	case *ast.Paren:
		return a.facts(fs, x.X, b)
	case *ast.Binary:
		if x.Op == ast.OpAnd {
			return a.facts(a.facts(fs, x.X, b), x.Y, b)
		}
	}
	return append(fs[:len(fs):len(fs)], fact{cond: c, b: b})
}

// advance returns the facts after statement s.
func (a *arither) advance(fs []fact, s ast.Stmt) []fact {
	out := make([]fact, len(fs))
	for i, f := range fs {
		out[i] = fact{cond: f.cond, b: a.r.After(f.b, s)}
	}
	return out
}

// valid returns the facts that read nothing written since they were known.
func (a *arither) valid(fs []fact) []ast.Expr {
	var out []ast.Expr
	for _, f := range fs {
		if a.r.Unchanged([]ast.Expr{f.cond}, f.b) {
			out = append(out, f.cond)
		}
	}
	return out
}

func (a *arither) stmts(ss []ast.Stmt, fs []fact) []ast.Stmt {
	var out []ast.Stmt
	for _, s := range ss {
		out = append(out, a.stmt(s, fs)...)
		fs = a.advance(fs, s)
	}
	return out
}

func (a *arither) stmt(s ast.Stmt, fs []fact) []ast.Stmt {
	switch s := s.(type) {
	case *ast.Assign:
		lhs := rewrite.CopyExpr(s.LHS, a.hook(fs))
		if !a.integer(s.RHS) || !hasArith(s.RHS, a.info) {
			return []ast.Stmt{&ast.Assign{LHS: lhs, RHS: a.condWith(s.RHS, fs)}}
		}
		lo, hi, ranged := a.rangeOf(a.info.Types[s.LHS])
		v, bad, ok := a.value(s.RHS, a.valid(fs), func(r int64) bool { return !ranged || (r >= lo && r <= hi) })
		if !ok {
			return []ast.Stmt{&ast.Assign{LHS: lhs, RHS: rewrite.CopyExpr(s.RHS, a.hook(fs))}}
		}
		var out []ast.Stmt
		if bad != nil {
			msg := fmt.Sprintf("value of %s out of range of %s", format.Expr(s.RHS), format.Expr(s.LHS))
			// where the explicit-state checker reports the value
			at := s.RHS.Pos()
			out = append(out, &ast.If{Arms: []*ast.IfArm{{KwPos: at, Cond: bad,
				Body: []ast.Stmt{&ast.ErrorStmt{KwPos: at, Msg: msg}}}}})
		}
		return append(out, &ast.Assign{LHS: lhs, RHS: v})
	case *ast.If:
		// an arm is reached when its condition holds and those of the
		// arms before it do not
		out := &ast.If{HasElse: s.HasElse}
		known := fs
		for _, arm := range s.Arms {
			out.Arms = append(out.Arms, &ast.IfArm{KwPos: arm.KwPos, Cond: a.condWith(arm.Cond, fs), Body: a.stmts(arm.Body, a.facts(known, arm.Cond, effects.Before{}))})
			known = a.facts(known, &ast.Unary{OpPos: arm.KwPos, Op: ast.OpNot, X: rewrite.Paren(arm.Cond)}, effects.Before{})
		}
		if s.HasElse {
			out.Else = a.stmts(s.Else, known)
		}
		return []ast.Stmt{out}
	case *ast.For:
		// an iteration sees what the others write
		inner := a.advance(fs, s)
		return []ast.Stmt{&ast.For{KwPos: s.KwPos, Quant: rewrite.CopyQuant(s.Quant, a.hook(nil)), Body: a.stmts(s.Body, inner)}}
	case *ast.While:
		inner := a.advance(fs, s)
		return []ast.Stmt{&ast.While{KwPos: s.KwPos, Cond: a.cond(s.Cond), Body: a.stmts(s.Body, inner)}}
	case *ast.AliasStmt:
		// a kept alias: its body's statements are not followed one by one
		return []ast.Stmt{rewrite.CopyStmt(s, a.hook(nil))}
	}
	return []ast.Stmt{rewrite.CopyStmt(s, a.hook(fs))}
}

// cond rewrites the comparisons of a condition (and the array indices in
// it); condWith does so with facts fs known for the indices.
func (a *arither) cond(e ast.Expr) ast.Expr { return rewrite.CopyExpr(e, a.hook(nil)) }

func (a *arither) condWith(e ast.Expr, fs []fact) ast.Expr {
	return rewrite.CopyExpr(e, a.hook(fs))
}

// hook rewrites comparisons and array indices (see rewrite.CopyExpr).
func (a *arither) hook(fs []fact) func(ast.Expr) ast.Expr {
	var h func(ast.Expr) ast.Expr
	h = func(e ast.Expr) ast.Expr {
		switch x := e.(type) {
		case *ast.Binary:
			if !comparison(x.Op) || !a.integer(x.X) || !a.integer(x.Y) {
				return nil
			}
			if !ordering(x.Op) && !hasArith(x.X, a.info) && !hasArith(x.Y, a.info) {
				return nil
			}
			if c, ok := a.compare(x); ok {
				return c
			}
		case *ast.Index:
			if !hasArith(x.Index, a.info) {
				return nil
			}
			arr, ok := a.info.Types[x.X].(*check.ArrayType)
			if !ok {
				return nil
			}
			lo, hi, ranged := a.rangeOf(arr.Index)
			if !ranged {
				return nil
			}
			v, bad, ok := a.value(x.Index, a.valid(fs), func(r int64) bool { return r >= lo && r <= hi })
			if ok && bad == nil {
				return &ast.Index{X: rewrite.CopyExpr(x.X, h), Index: v}
			}
		}
		return nil
	}
	return h
}

func comparison(op ast.Op) bool {
	switch op {
	case ast.OpEq, ast.OpNeq, ast.OpLt, ast.OpLe, ast.OpGt, ast.OpGe:
		return true
	}
	return false
}

func ordering(op ast.Op) bool {
	switch op {
	case ast.OpLt, ast.OpLe, ast.OpGt, ast.OpGe:
		return true
	}
	return false
}

func arithOp(op ast.Op) bool {
	switch op {
	case ast.OpAdd, ast.OpSub, ast.OpMul, ast.OpDiv, ast.OpMod:
		return true
	}
	return false
}

// hasArith reports whether e has an arithmetic operator outside a
// constant.
func hasArith(e ast.Expr, info *check.Info) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		if x, ok := n.(ast.Expr); ok {
			if _, isConst := info.Consts[x]; isConst {
				return false
			}
		}
		switch x := n.(type) {
		case *ast.Binary:
			found = found || arithOp(x.Op)
		case *ast.Unary:
			found = found || x.Op == ast.OpNeg || x.Op == ast.OpPlus
		}
		return !found
	})
	return found
}

func (a *arither) integer(e ast.Expr) bool {
	switch a.info.Types[e].(type) {
	case *check.IntType, *check.SubrangeType:
		return true
	}
	return false
}

// rangeOf returns the bounds of a subrange type.
func (a *arither) rangeOf(t check.Type) (lo, hi int64, ok bool) {
	if s, isSub := t.(*check.SubrangeType); isSub && !s.Union {
		return s.Lo, s.Hi, true
	}
	return 0, 0, false
}

// leaf is an operand of an arithmetic expression: a designator of a
// finite range, by its text and the objects its names denote (a loop
// variable may hide a state variable of the same name, which a fact
// about the latter must not be taken for).
type leaf struct {
	text string
	e    ast.Expr
	t    *check.SubrangeType
}

// use records that expressions over the leaves ls were rewritten (their
// types' bounds are then written as literals); the leaves of a fact that
// only pruned combinations are not recorded.
func (a *arither) use(ls []leaf) {
	a.changed = true
	for _, l := range ls {
		a.used[l.t] = true
	}
}

func (a *arither) key(e ast.Expr) string { return rewrite.Key(a.info, e) }

// leaves collects the leaves of e; false when e has an operand that is
// neither a constant nor a leaf.
func (a *arither) leaves(e ast.Expr, ls *[]leaf) bool {
	if _, ok := a.info.Consts[e]; ok {
		return true
	}
	switch x := e.(type) {
	case *ast.Paren:
		return a.leaves(x.X, ls)
	case *ast.Binary:
		if arithOp(x.Op) || comparison(x.Op) || x.Op == ast.OpAnd || x.Op == ast.OpOr || x.Op == ast.OpImplies {
			return a.leaves(x.X, ls) && a.leaves(x.Y, ls)
		}
		return false
	case *ast.Unary:
		return a.leaves(x.X, ls)
	case *ast.CondExpr:
		// what an inlined function returns
		return a.leaves(x.Cond, ls) && a.leaves(x.Then, ls) && a.leaves(x.Else, ls)
	}
	if !rewrite.IsDesignator(e) || hasArith(e, a.info) {
		return false
	}
	t, ok := a.info.Types[e].(*check.SubrangeType)
	if !ok || !a.finite[t] {
		return false
	}
	text := a.key(e)
	if !slices.ContainsFunc(*ls, func(l leaf) bool { return l.text == text }) {
		*ls = append(*ls, leaf{text: text, e: e, t: t})
	}
	return true
}

// valuation is a value for each leaf, in order.
type valuation []int64

// valuations enumerates the combinations of the leaves' values; false
// when there are more than maxValuations.
func valuations(ls []leaf) ([]valuation, bool) {
	n := int64(1)
	for _, l := range ls {
		if n *= l.t.Hi - l.t.Lo + 1; n > maxValuations {
			return nil, false
		}
	}
	out := []valuation{{}}
	for _, l := range ls {
		var next []valuation
		for _, v := range out {
			for x := l.t.Lo; x <= l.t.Hi; x++ {
				next = append(next, append(slices.Clone(v), x))
			}
		}
		out = next
	}
	return out, true
}

// eval evaluates e (integers; booleans as 0 and 1) with the leaves ls
// given the values v; false on division by zero or a construct it does
// not read.
func (a *arither) eval(e ast.Expr, ls []leaf, v valuation) (int64, bool) {
	if c, ok := a.info.Consts[e]; ok {
		return c, true
	}
	b := func(ok bool) int64 {
		if ok {
			return 1
		}
		return 0
	}
	switch x := e.(type) {
	case *ast.Paren:
		return a.eval(x.X, ls, v)
	case *ast.CondExpr:
		// only the branch taken is evaluated (the other may divide by zero)
		c, ok := a.eval(x.Cond, ls, v)
		if !ok {
			return 0, false
		}
		if c != 0 {
			return a.eval(x.Then, ls, v)
		}
		return a.eval(x.Else, ls, v)
	case *ast.Unary:
		y, ok := a.eval(x.X, ls, v)
		switch x.Op {
		case ast.OpNeg:
			return -y, ok
		case ast.OpPlus:
			return y, ok
		case ast.OpNot:
			return 1 - y, ok
		}
		return 0, false
	case *ast.Binary:
		p, ok1 := a.eval(x.X, ls, v)
		q, ok2 := a.eval(x.Y, ls, v)
		if !ok1 || !ok2 {
			return 0, false
		}
		switch x.Op {
		case ast.OpAdd:
			return p + q, true
		case ast.OpSub:
			return p - q, true
		case ast.OpMul:
			return p * q, true
		case ast.OpDiv, ast.OpMod:
			if q == 0 {
				return 0, false
			}
			if x.Op == ast.OpDiv {
				return p / q, true
			}
			return p % q, true
		case ast.OpEq:
			return b(p == q), true
		case ast.OpNeq:
			return b(p != q), true
		case ast.OpLt:
			return b(p < q), true
		case ast.OpLe:
			return b(p <= q), true
		case ast.OpGt:
			return b(p > q), true
		case ast.OpGe:
			return b(p >= q), true
		case ast.OpAnd:
			return b(p != 0 && q != 0), true
		case ast.OpOr:
			return b(p != 0 || q != 0), true
		case ast.OpImplies:
			return b(p == 0 || q != 0), true
		}
		return 0, false
	}
	text := a.key(e)
	for i, l := range ls {
		if l.text == text {
			return v[i], true
		}
	}
	return 0, false
}

// combinations returns the leaves of e and every combination of their
// values; false when e has no leaf, an operand that is not one, or too
// many combinations.
func (a *arither) combinations(e ast.Expr) ([]leaf, []valuation, bool) {
	var ls []leaf
	if !a.leaves(e, &ls) || len(ls) == 0 {
		return nil, nil, false
	}
	vals, ok := valuations(ls)
	return ls, vals, ok
}

// compare rewrites the comparison x into a formula of equalities of its
// leaves with literals.
func (a *arither) compare(x *ast.Binary) (ast.Expr, bool) {
	ls, vals, ok := a.combinations(x)
	if !ok {
		return nil, false
	}
	var holds []valuation
	for _, v := range vals {
		r, ok := a.eval(x, ls, v)
		if !ok {
			return nil, false
		}
		if r != 0 {
			holds = append(holds, v)
		}
	}
	a.use(ls)
	return cases(ls, 0, holds, x.OpPos), true
}

// value rewrites the integer expression e into a conditional expression
// over its leaves' values, leaving out the combinations that falsify one
// of the facts that read only those leaves; bad is the condition of the
// combinations whose value inRange refuses (nil: none).
func (a *arither) value(e ast.Expr, facts []ast.Expr, inRange func(int64) bool) (v, bad ast.Expr, ok bool) {
	ls, vals, ok := a.combinations(e)
	if !ok {
		return nil, nil, false
	}
	var known []ast.Expr
	for _, f := range facts {
		var fl []leaf
		if a.leaves(f, &fl) && len(fl) > 0 && subset(fl, ls) {
			known = append(known, f)
		}
	}
	groups := map[int64][]valuation{}
	var results []int64
	var bads []valuation
	for _, v := range vals {
		excluded := false
		for _, f := range known {
			if r, ok := a.eval(f, ls, v); ok && r == 0 {
				excluded = true
				break
			}
		}
		if excluded {
			continue
		}
		r, ok := a.eval(e, ls, v)
		if !ok {
			return nil, nil, false
		}
		if !inRange(r) {
			bads = append(bads, v)
			continue
		}
		if _, seen := groups[r]; !seen {
			results = append(results, r)
		}
		groups[r] = append(groups[r], v)
	}
	if len(results) == 0 {
		return nil, nil, false
	}
	slices.Sort(results)
	pos := e.Pos()
	a.use(ls)
	v = rewrite.IntLit(results[len(results)-1], pos)
	for i := len(results) - 2; i >= 0; i-- {
		r := results[i]
		v = &ast.CondExpr{Cond: cases(ls, 0, groups[r], pos), Then: rewrite.IntLit(r, pos), Else: v}
	}
	if len(bads) > 0 {
		bad = cases(ls, 0, bads, pos)
	}
	return v, bad, true
}

func subset(a, b []leaf) bool {
	for _, x := range a {
		if !slices.ContainsFunc(b, func(y leaf) bool { return y.text == x.text }) {
			return false
		}
	}
	return true
}

// cases is the condition that the leaves ls[k:] have the values of one of
// holds (each of which agrees with the values ls[:k] already fixed).
func cases(ls []leaf, k int, holds []valuation, pos source.Pos) ast.Expr {
	t := func(b bool) ast.Expr {
		if b {
			return &ast.Ident{NamePos: pos, Name: "true"}
		}
		return &ast.Ident{NamePos: pos, Name: "false"}
	}
	if len(holds) == 0 {
		return t(false)
	}
	if k == len(ls) {
		return t(true)
	}
	l := ls[k]
	eq := func(op ast.Op, x int64) ast.Expr {
		return &ast.Binary{X: rewrite.CopyExpr(l.e, nil), OpPos: pos, Op: op, Y: rewrite.IntLit(x, pos)}
	}
	var vals []int64
	by := map[int64][]valuation{}
	for _, h := range holds {
		if _, ok := by[h[k]]; !ok {
			vals = append(vals, h[k])
		}
		by[h[k]] = append(by[h[k]], h)
	}
	slices.Sort(vals)
	n := l.t.Hi - l.t.Lo + 1
	// every value of this leaf with the same rest: the leaf does not matter
	if int64(len(vals)) == n {
		same := true
		for _, x := range vals[1:] {
			if len(by[x]) != len(by[vals[0]]) {
				same = false
			}
		}
		if same && restSame(by, vals, k) {
			return cases(ls, k+1, by[vals[0]], pos)
		}
	}
	if k == len(ls)-1 {
		if int64(len(vals)) == n {
			return t(true)
		}
		if 2*int64(len(vals)) > n {
			var out ast.Expr
			for x := l.t.Lo; x <= l.t.Hi; x++ {
				if _, ok := by[x]; !ok {
					out = join(out, eq(ast.OpNeq, x), ast.OpAnd, pos)
				}
			}
			return out
		}
		var out ast.Expr
		for _, x := range vals {
			out = join(out, eq(ast.OpEq, x), ast.OpOr, pos)
		}
		return out
	}
	var out ast.Expr
	for _, x := range vals {
		rest := cases(ls, k+1, by[x], pos)
		var c ast.Expr = eq(ast.OpEq, x)
		if id, ok := rest.(*ast.Ident); !ok || id.Name != "true" {
			if b, ok := rest.(*ast.Binary); ok && b.Op == ast.OpOr {
				rest = rewrite.Paren(rest)
			}
			c = &ast.Binary{X: c, OpPos: pos, Op: ast.OpAnd, Y: rest}
		}
		out = join(out, c, ast.OpOr, pos)
	}
	return out
}

// restSame reports whether the valuations of every value in vals agree
// on the leaves after k.
func restSame(by map[int64][]valuation, vals []int64, k int) bool {
	key := func(vs []valuation) string {
		var s []string
		for _, v := range vs {
			s = append(s, fmt.Sprint(v[k+1:]))
		}
		slices.Sort(s)
		return fmt.Sprint(s)
	}
	first := key(by[vals[0]])
	for _, x := range vals[1:] {
		if key(by[x]) != first {
			return false
		}
	}
	return true
}

// join is x op y, or y when x is nil.
func join(x, y ast.Expr, op ast.Op, pos source.Pos) ast.Expr {
	if x == nil {
		return y
	}
	return &ast.Binary{X: x, OpPos: pos, Op: op, Y: y}
}
