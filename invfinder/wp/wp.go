package wp

// This file implements weakest preconditions by symbolic execution of a
// rule instance's action. Every execution path (one per choice of if/else
// branches) yields its path condition and a substitution from the state
// components it assigns to their new values, both over the state before
// the rule; then
//
//	wp(action, bad) = OR over paths p of (cond_p AND bad[sigma_p]).
//
// Array indices in the action must be parameters, fixed variables or
// constants (the rule's and the invariant's parameters are symbolic and
// pairwise distinct, so two components are the same exactly when they
// print the same). A `for` loop over a symmetric type is expanded over the
// values of that type in scope: its body may only assign components
// indexed by the loop variable, so iterations for values no term denotes
// change nothing the formula can read. Local variables, whole-record and
// whole-array copies, aliases, switch and procedure calls are executed
// exactly. Quantifiers over symmetric types in guards and in conditions
// are weakened (see weak): path conditions are then implied by the real
// ones, so the computed wp is weaker than the real one and every
// obligation proved from it holds. Anything else (arithmetic,
// state-dependent indices, loops writing shared components, while) is
// reported as unsupported rather than approximated.

import (
	"fmt"
	"sort"
	"strings"
	"sync"

	"paraverify/invfinder/formula"
	"paraverify/invfinder/wp/pathcond"
	"paraverify/murphi/ast"
	"paraverify/murphi/check"
	"paraverify/murphi/source"
)

// path is one execution path of an action.
type path struct {
	cond  []*formula.Form
	sigma map[string]*formula.Term // simple components assigned so far
	// wild lists the components a loop over a symmetric type assigned
	// (see loopTargets): at values no term denotes, which a quantified
	// literal reads.
	wild []*formula.Term
	// copies records whole-record or whole-array assignments: every
	// component under the destination that sigma does not hold reads the
	// corresponding component of the source in the state at the copy (or
	// the fill value when there is no source).
	copies []*copyRec
}

type copyRec struct {
	dst  *formula.Term
	src  *formula.Term                          // nil: fill
	fill func(leaf *formula.Term) *formula.Term // the value of a leaf when src is nil
	at   *path                                  // the path at the copy, for reading src
}

func (p *path) clone() *path {
	q := &path{cond: append([]*formula.Form(nil), p.cond...), sigma: make(map[string]*formula.Term, len(p.sigma)),
		copies: append([]*copyRec(nil), p.copies...), wild: append([]*formula.Term(nil), p.wild...)}
	for k, v := range p.sigma {
		q.sigma[k] = v
	}
	return q
}

// under reports whether component t lies under component d (or is d),
// and returns the selectors of t below d.
func under(t, d *formula.Term) ([]formula.Sel, bool) {
	if t.Var != d.Var || len(t.Sels) < len(d.Sels) {
		return nil, false
	}
	for i, s := range d.Sels {
		u := t.Sels[i]
		if s.Field != u.Field || (s.Index == nil) != (u.Index == nil) || (s.Index != nil && s.Index.String() != u.Index.String()) {
			return nil, false
		}
	}
	return t.Sels[len(d.Sels):], true
}

// copyInto assigns the whole component dst from src (or the fill value).
func (x *executor) copyInto(dst, src *formula.Term, fill func(leaf *formula.Term) *formula.Term, p *path) {
	rec := &copyRec{dst: dst, src: src, fill: fill, at: p.clone()}
	prefix := dst.String()
	for k := range p.sigma {
		if k == prefix || strings.HasPrefix(k, prefix+".") || strings.HasPrefix(k, prefix+"[") {
			delete(p.sigma, k)
		}
	}
	kept := p.copies[:0:0]
	for _, c := range p.copies {
		if _, ok := under(c.dst, dst); !ok {
			kept = append(kept, c)
		}
	}
	p.copies = append(kept, rec)
}

// IsLocal reports whether a component belongs to a local variable of the
// rule or of an inlined procedure.
func IsLocal(t *formula.Term) bool { return strings.HasPrefix(t.Var, "$") }

// executor runs a rule instance symbolically.
type executor struct {
	m     *check.Model
	env   map[*check.Object]*formula.Term
	scope []*formula.Term // every parameter term in scope, for expanding loops
	errs  source.ErrorList
	sym   map[check.Type]bool
	start bool // running a startstate: unassigned variables are undefined
	fixed map[string]check.Type
	// consts are the constant variables (ConstVars), read as their values
	consts map[string]*formula.Term
	// havocs numbers the fresh values given to components a loop assigns
	// without its variable as index (never read back from the state)
	havocs int
	// refs binds the `var` formals of inlined procedures to components;
	// locals names local variables ("$name#k", never a state variable).
	refs   map[*check.Object]*formula.Term
	locals map[*check.Object]string
	active map[*check.Proc]bool // procedures being inlined (no recursion)
	// weakened lists, in the order met, the quantifiers over symmetric
	// types that the guard and the conditions used only at the values in
	// scope (see weak).
	weakened []Weak
}

// Rule returns the weakest precondition of "bad holds after the rule"
// for the rule instance in, where the invariant has k parameters (others
// are numbered from k+1), together with the rule's guard over the same
// terms, and whether some path assigns a component the cube reads (if
// not, the rule cannot change the cube: invHoldRule2). The guard is exact
// except that a forall over a symmetric type is replaced by its instances
// for the parameters in scope, which weakens it: it may be used as an
// assumption, never as a conclusion. mf is formula.FactsOf(m), passed in
// because computing it walks the model.
func Rule(m *check.Model, mf *formula.Facts, in formula.RuleInstance, params []check.Type, bad formula.Cube) (guard, wp *formula.Form, touches bool, err error) {
	return execute(m, mf, in, params, bad, false)
}

// AfterStart returns the condition that bad holds after the startstate
// instance in, run from the state where every variable is undefined (mf
// as for Rule).
func AfterStart(m *check.Model, mf *formula.Facts, in formula.RuleInstance, params []check.Type, bad formula.Cube) (*formula.Form, error) {
	_, f, _, err := execute(m, mf, in, params, bad, true)
	return f, err
}

// Cache remembers the symbolic execution of rule instances, which does
// not depend on the invariant's cube, only on the instance and the types
// of the invariant's parameters (the values in scope): a search asks for
// the weakest preconditions of one instance for many invariants. A Cache
// is safe for concurrent use; it must serve one model.
//
// A bounded cache (NewCache with a bound) keeps two generations: the executions
// used since the current one began, and those of the one before; when the
// current one is full, the older one is dropped. An execution dropped is
// done again when it is asked for (the same, so the answers do not
// depend on the bound). German 2004 with two addresses held 4.3 GB of
// executions after an hour of search, over a third of its live heap.
type Cache struct {
	mu         sync.Mutex
	cur, old   map[runKey]*run
	max        int // executions per generation (0: no bound)
	runs, hits int // executions done, and taken from the cache
}

// Stats returns how many executions were done, and how many taken from
// the cache.
func (c *Cache) Stats() (runs, hits int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.runs, c.hits
}

type runKey struct {
	rule   *check.RuleFamily
	args   string
	params string
}

// run is one symbolic execution: the executor (for reading components
// after a path), the guard, and the paths or the error.
type run struct {
	x     *executor
	guard *formula.Form
	paths []*path
	err   error
}

// NewCache returns an empty cache that keeps at most about 2*max
// executions (0: no bound).
func NewCache(max int) *Cache {
	return &Cache{cur: map[runKey]*run{}, old: map[runKey]*run{}, max: max}
}

// get returns the execution of the instance for parameters of types
// params, from the cache or done now.
func (c *Cache) get(m *check.Model, mf *formula.Facts, in formula.RuleInstance, params []check.Type) *run {
	var b strings.Builder
	for _, t := range params {
		fmt.Fprintf(&b, "%p,", t)
	}
	k := runKey{rule: in.Rule, args: fmt.Sprint(in.Args), params: b.String()}
	c.mu.Lock()
	r, ok := c.cur[k]
	if !ok {
		if r, ok = c.old[k]; ok {
			delete(c.old, k)
			c.put(k, r)
		}
	}
	if ok {
		c.hits++
	}
	c.mu.Unlock()
	if !ok {
		r = executeRun(m, mf, in, params, false)
		c.mu.Lock()
		c.runs++
		c.put(k, r)
		c.mu.Unlock()
	}
	return r
}

// put adds an execution to the current generation (c.mu held).
func (c *Cache) put(k runKey, r *run) {
	c.cur[k] = r
	if c.max > 0 && len(c.cur) >= c.max {
		c.old, c.cur = c.cur, map[runKey]*run{}
	}
}

// Rule is the package's Rule, with the execution of the instance taken
// from the cache when it was done before.
func (c *Cache) Rule(m *check.Model, mf *formula.Facts, in formula.RuleInstance, params []check.Type, bad formula.Cube) (guard, wp *formula.Form, touches bool, err error) {
	r := c.get(m, mf, in, params)
	if r.err != nil {
		return nil, nil, false, r.err
	}
	wp, touches = r.x.after(r.paths, bad)
	return r.guard, wp, touches, nil
}

// Weak is a quantifier over a symmetric type in a guard or condition,
// which an execution uses only at the values in scope.
type Weak struct {
	Quant   string // "exists j : NODE at 12:5"
	Stated  bool   // also stated as quantified literals
	Dropped bool   // read as true (an exists assumed: its witness has no name)
}

// Weakened lists the quantifiers over symmetric types in the guard and
// the conditions of the rule instance that its execution (for parameters
// of types params) used only at the values in scope.
func (c *Cache) Weakened(m *check.Model, mf *formula.Facts, in formula.RuleInstance, params []check.Type) []Weak {
	r := c.get(m, mf, in, params)
	if r.x == nil {
		return nil
	}
	return r.x.weakened
}

// execute runs the rule (or startstate) instance symbolically.
func execute(m *check.Model, mf *formula.Facts, in formula.RuleInstance, params []check.Type, bad formula.Cube, start bool) (guard, wp *formula.Form, touches bool, err error) {
	r := executeRun(m, mf, in, params, start)
	if r.err != nil {
		return nil, nil, false, r.err
	}
	wp, touches = r.x.after(r.paths, bad)
	return r.guard, wp, touches, nil
}

// executeRun executes the instance's guard and action.
func executeRun(m *check.Model, mf *formula.Facts, in formula.RuleInstance, params []check.Type, start bool) *run {
	x := &executor{m: m, env: map[*check.Object]*formula.Term{}, sym: mf.Sym, start: start, fixed: mf.Fixed, consts: mf.Consts,
		refs: map[*check.Object]*formula.Term{}, locals: map[*check.Object]string{}, active: map[*check.Proc]bool{}}
	for i, t := range params {
		x.scope = append(x.scope, &formula.Term{Kind: formula.TParam, Type: t, Param: i + 1})
	}
	names := make([]string, 0, len(x.fixed))
	for name := range x.fixed {
		names = append(names, name)
	}
	sort.Strings(names) // map order would make the output vary
	for _, name := range names {
		x.scope = append(x.scope, &formula.Term{Kind: formula.TFixed, Type: x.fixed[name], Var: name})
	}
	for _, t := range m.Types { // the distinguished constants, in type order
		for _, d := range mf.Special[t.Type] {
			if d.Kind == formula.TConst {
				x.scope = append(x.scope, d)
			}
		}
	}
	for i, p := range in.Rule.Params {
		a := in.Args[i]
		var t *formula.Term
		switch {
		case a.Inv > 0:
			t = &formula.Term{Kind: formula.TParam, Type: p.Type, Param: a.Inv}
		case a.Other > 0:
			t = &formula.Term{Kind: formula.TParam, Type: p.Type, Param: len(params) + a.Other}
			x.scope = append(x.scope, t)
		case a.Fixed != "":
			t = &formula.Term{Kind: formula.TFixed, Type: p.Type, Var: a.Fixed}
		default:
			t = &formula.Term{Kind: formula.TConst, Type: p.Type, Val: a.Value}
		}
		x.env[p] = t
	}
	first := &path{sigma: map[string]*formula.Term{}}
	guard := formula.True
	if in.Rule.Guard != nil {
		guard = x.cond(in.Rule.Guard, first)
	}
	paths := x.stmts(in.Rule.Body, []*path{first})
	if len(x.errs) > 0 {
		x.errs.Sort()
		return &run{err: x.errs}
	}
	return &run{x: x, guard: guard, paths: paths}
}

// after returns the weakest precondition of bad over the paths of an
// execution, and whether some path assigns a component bad reads.
//
// Paths that give bad the same substituted literals are one disjunct,
// their conditions merged (pathcond.Merge): an if whose branches assign
// nothing bad reads does not double the disjuncts, which the search
// discharges one by one (a rule with twelve such ifs had thousands).
func (x *executor) after(paths []*path, bad formula.Cube) (wp *formula.Form, touches bool) {
	type group struct {
		bad   []*formula.Form
		conds [][]*formula.Form
	}
	var groups []*group
	byKey := map[string]*group{}
	for _, p := range paths {
		// the substituted bad literals first, then the branch conditions:
		// the order in which candidate literals are tried
		var conj []*formula.Form
		for _, l := range bad {
			if l.All != nil {
				f, changed := x.readQuant(l, p)
				touches = touches || changed
				conj = append(conj, f)
				continue
			}
			lit := formula.Lit{L: x.read(l.L, p), R: x.read(l.R, p), Neg: l.Neg}
			if !touches && (lit.L != l.L && lit.L.String() != l.L.String() || lit.R != l.R && lit.R.String() != l.R.String()) {
				touches = true
			}
			conj = append(conj, literal(lit.L, lit.R, lit.Neg))
		}
		key := formula.And(conj...).String()
		g := byKey[key]
		if g == nil {
			g = &group{bad: conj}
			byKey[key] = g
			groups = append(groups, g)
		}
		g.conds = append(g.conds, p.cond)
	}
	var alts []*formula.Form
	for _, g := range groups {
		for _, c := range pathcond.Merge(g.conds) {
			alts = append(alts, formula.And(append(append([]*formula.Form(nil), g.bad...), c...)...))
		}
	}
	return formula.Or(alts...), touches
}

func (x *executor) unsupported(k *source.Kind, pos source.Pos, format string, args ...any) {
	x.errs.AddKind(k, pos, "unsupported in invariant search: "+format, args...)
}

// readQuant returns a formula over the state before the path that
// implies the quantified literal l after it, and whether the path assigns
// a component l reads. The values the path assigns at (scope terms) are
// taken out of l's range and stated one by one; when the path assigns
// l's components otherwise (a whole copy, a loop over the type), the
// rest of the range is dropped (true), which weakens the precondition of
// a bad cube: sound. A loop over the type assigns at every scope term
// too, so those instances stay exact.
func (x *executor) readQuant(l formula.Lit, p *path) (*formula.Form, bool) {
	wild := p.unnamed(l.L)
	at := -1
	for i, s := range l.L.Sels {
		if s.Index != nil && s.Index.Kind == formula.TBound {
			at = i
		}
	}
	if at < 0 {
		return formula.True, true
	}
	// The excluded state components, as the path leaves them.
	changed := false
	if l.All.HasVar() {
		q := &formula.Quant{Type: l.All.Type, Exists: l.All.Exists}
		for _, e := range l.All.Excl {
			if e.Kind == formula.TVar {
				if p.unnamed(e) {
					return formula.True, true
				}
				r := x.read(e, p)
				if r.String() != e.String() {
					changed = true
				}
				if r.Kind == formula.TConst && r.Undef {
					continue // no value of the type is undefined
				}
				if r.Kind == formula.TVar && !excludable(r, l.All.Type) {
					return formula.True, true
				}
				e = r
			}
			q = q.Without(e)
		}
		l.All = q
	}
	prefix := (&formula.Term{Kind: formula.TVar, Var: l.L.Var, Sels: l.L.Sels[:at]}).String() + "["
	suffix := "]" + (&formula.Term{Kind: formula.TVar, Sels: l.L.Sels[at+1:]}).String()
	keys := make([]string, 0, len(p.sigma))
	for k := range p.sigma {
		if strings.HasPrefix(k, prefix) && strings.HasSuffix(k, suffix) {
			keys = append(keys, k)
		}
	}
	if len(keys) == 0 {
		if wild {
			return formula.True, true
		}
		return formula.LitForm(l), changed
	}
	sort.Strings(keys)
	q := l.All
	var conj []*formula.Form
	for _, k := range keys {
		var t *formula.Term
		for _, st := range x.scope {
			if st.Type == q.Type && l.At(st).L.String() == k {
				t = st
			}
		}
		if t == nil {
			return formula.True, true // assigned at a value that is no term in scope
		}
		if q.Excludes(t) {
			continue
		}
		inst := l.At(t)
		// t is in the range unless an excluded component holds it
		alts := []*formula.Form{literal(x.read(inst.L, p), inst.R, inst.Neg)}
		for _, e := range q.Excl {
			if e.Kind == formula.TVar {
				alts = append(alts, literal(t, e, false))
			}
		}
		conj = append(conj, formula.Or(alts...))
		q = q.Without(t)
	}
	if !wild {
		conj = append(conj, formula.LitForm(formula.Lit{L: l.L, R: l.R, Neg: l.Neg, All: q}))
	}
	return formula.And(conj...), true
}

// unnamed reports whether the path may have assigned a component that t
// reads at values no term names: in a loop over its type or by a whole
// copy.
func (p *path) unnamed(t *formula.Term) bool {
	for _, w := range p.wild {
		if mayOverlap(w, t) {
			return true
		}
	}
	for _, c := range p.copies {
		if mayOverlap(c.dst, t) {
			return true
		}
	}
	return false
}

// read returns the value of a simple component after the path's
// assignments, as a term over the state before the rule.
func (x *executor) read(t *formula.Term, p *path) *formula.Term {
	if t.Kind != formula.TVar {
		return t
	}
	if v, ok := p.sigma[t.String()]; ok {
		return v
	}
	for i := len(p.copies) - 1; i >= 0; i-- {
		c := p.copies[i]
		rest, ok := under(t, c.dst)
		if !ok {
			continue
		}
		if c.src == nil {
			return c.fill(t)
		}
		return x.read(&formula.Term{Kind: formula.TVar, Var: c.src.Var, Sels: withSels(c.src.Sels, rest...), Type: t.Type}, c.at)
	}
	if IsLocal(t) || x.start {
		return &formula.Term{Kind: formula.TConst, Type: t.Type, Undef: true}
	}
	return t
}

// loc evaluates a designator to a state component (indices resolved).
func (x *executor) loc(e ast.Expr, p *path) *formula.Term {
	info := x.m.Info
	switch e := e.(type) {
	case *ast.Paren:
		return x.loc(e.X, p)
	case *ast.Ident:
		obj := info.Uses[e]
		if obj == nil {
			break
		}
		switch obj.Kind {
		case check.VarObj:
			return &formula.Term{Kind: formula.TVar, Var: obj.Name, Type: obj.Type}
		case check.LocalObj:
			return &formula.Term{Kind: formula.TVar, Var: x.localName(obj), Type: obj.Type}
		case check.AliasObj:
			return x.loc(obj.Alias, p)
		case check.FormalObj:
			if r, ok := x.refs[obj]; ok {
				return r
			}
		}
	case *ast.Index:
		b := x.loc(e.X, p)
		i := x.val(e.Index, p)
		if b == nil || i == nil {
			return nil
		}
		if i.Kind == formula.TVar || i.Undef {
			x.unsupported(formula.KindStateIndex, e.Index.Pos(), "an array index that depends on the state")
			return nil
		}
		at, ok := b.Type.(*check.ArrayType)
		if !ok { // a multiset's place
			x.unsupported(formula.KindValue, e.Pos(), "an index into a %s", b.Type)
			return nil
		}
		return &formula.Term{Kind: formula.TVar, Var: b.Var, Sels: withSels(b.Sels, formula.Sel{Index: i}), Type: at.Elem}
	case *ast.Selector:
		b := x.loc(e.X, p)
		if b == nil {
			return nil
		}
		rt, ok := b.Type.(*check.RecordType)
		if !ok {
			x.unsupported(formula.KindValue, e.Pos(), "a field of a %s", b.Type)
			return nil
		}
		for _, f := range rt.Fields {
			if f.Name == e.Name.Name {
				return &formula.Term{Kind: formula.TVar, Var: b.Var, Sels: withSels(b.Sels, formula.Sel{Field: f.Name}), Type: f.Type}
			}
		}
	}
	x.unsupported(formula.KindOf(e), e.Pos(), "%s (want a state variable)", formula.Describe(e))
	return nil
}

// withSels returns a new slice of the selectors sels and then more (one
// allocation: designators are built a selector at a time, millions of
// times in a large search).
func withSels(sels []formula.Sel, more ...formula.Sel) []formula.Sel {
	out := make([]formula.Sel, len(sels)+len(more))
	copy(out[copy(out, sels):], more)
	return out
}

// val evaluates a simple-typed expression to a term over the old state.
func (x *executor) val(e ast.Expr, p *path) *formula.Term {
	info := x.m.Info
	if v, ok := info.Consts[e]; ok {
		return &formula.Term{Kind: formula.TConst, Type: info.Types[e], Val: v}
	}
	switch e := e.(type) {
	case *ast.Paren:
		return x.val(e.X, p)
	case *ast.Ident:
		obj := info.Uses[e]
		if t, ok := x.env[obj]; ok {
			return t
		}
		if obj != nil && obj.Kind == check.AliasObj {
			return x.val(obj.Alias, p)
		}
		if obj != nil && obj.Kind == check.VarObj {
			if t, ok := x.fixed[obj.Name]; ok && t == obj.Type {
				return &formula.Term{Kind: formula.TFixed, Type: t, Var: obj.Name}
			}
			if c, ok := x.consts[obj.Name]; ok {
				return c
			}
		}
	case *ast.Call:
		if _, isBool := info.Types[e].(*check.BoolType); !isBool {
			body, done := x.function(e, p)
			if body == nil {
				return nil
			}
			defer done()
			return x.val(body, p)
		}
	}
	l := x.loc(e, p)
	if l == nil {
		return nil
	}
	if isComplexType(l.Type) {
		x.unsupported(formula.KindValue, e.Pos(), "a record or array value")
		return nil
	}
	return x.read(l, p)
}

func isComplexType(t check.Type) bool {
	switch t.(type) {
	case *check.ArrayType, *check.RecordType:
		return true
	}
	return false
}
