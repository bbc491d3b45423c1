package proofgen

// This file re-checks every obligation of the proof with Z3 in its
// symbolic form, before any theory is written: sizes and parameters are
// unbounded integers constrained only by their ranges and the case split,
// each location family is an uninterpreted function from indices to
// values, and values are integers (IdxV n is n >= 0, Undef is -1, BoolV
// False -2, BoolV True -3, the k-th enum constructor -4-k), so a location
// may hold any value, exactly as in the untyped Isabelle model.
//
// Quantifiers are handled by polarity: an existential in an asserted
// position (or a universal under a negation) gets a fresh witness; a
// universal in an asserted position is instantiated with every index
// variable of its type in the obligation. The instantiation only weakens
// the hypotheses, so an obligation found unsatisfiable holds.

import (
	"fmt"
	"runtime/debug"
	"slices"
	"sort"
	"strings"
	"sync"
	"sync/atomic"

	"paraverify/invfinder/smt"
)

// state reads a location of a symbolic state.
type state func(f *Family, args []*smt.Term) *smt.Term

type symEnc struct {
	m     *Model
	code  map[string]int64
	vars  map[string]*smt.Term       // Isabelle variable -> term
	inst  map[*IndexType][]*smt.Term // instantiation terms per index type
	side  []*smt.Term                // constraints of fresh witnesses
	fresh int
	err   error
	// conds are the fresh booleans of quantified conditions, by the
	// condition and the values of its variables: an if-condition that
	// decides the values of several location families must decide them
	// all the same way.
	condVars map[string]*smt.Term
	// greatest holds, per index type, the witness of an unconditional
	// XLast (the greatest value of the type, the same in every loop
	// that assigns it) and whether there is one
	greatest map[*IndexType][2]*smt.Term
	// only, when set, are the instantiation terms of the universal
	// quantifiers of the formula being encoded (its nested ones take
	// every term): GuardInstances encodes a rule's guard with it.
	only map[*IndexType][]*smt.Term
}

func newSymEnc(m *Model) *symEnc {
	e := &symEnc{m: m, code: map[string]int64{"Undef": -1, "BoolV False": -2, "BoolV True": -3},
		vars: map[string]*smt.Term{}, inst: map[*IndexType][]*smt.Term{}}
	for k, c := range m.Enums {
		e.code[c] = int64(-4 - k)
	}
	// sizes are natural numbers, at least every distinguished value of
	// their type (the theorems assume that much)
	for _, t := range m.Types {
		if t.Finite {
			continue
		}
		size := smt.Var("size_"+t.Size, smt.IntSort())
		e.side = append(e.side, smt.Le(smt.IntConst(0), size))
		for _, d := range t.Dist {
			e.side = append(e.side, smt.Le(smt.IntConst(d), size))
		}
	}
	// the fixed variables' nodes: parameters of every obligation
	for _, p := range m.Fixed {
		e.side = append(e.side, e.param(p))
	}
	return e
}

// distTerms are the distinguished values of an index type as terms.
func (e *symEnc) distTerms(t *IndexType) []*smt.Term {
	var out []*smt.Term
	for _, d := range Distinguished(t) {
		out = append(out, e.nat(d, initial))
	}
	return out
}

// distinct says that index x differs from the distinguished values of
// its type (an invariant parameter, an instance's argument).
func (e *symEnc) distinct(x *smt.Term, t *IndexType) *smt.Term {
	var ds []*smt.Term
	for _, d := range Distinguished(t) {
		ds = append(ds, smt.Not(smt.Eq(x, e.nat(d, initial))))
	}
	return smt.And(ds...)
}

func smtName(n string) string { return "v_" + strings.ReplaceAll(n, "'", "_q") }

// param declares a parameter: an index in its range, or one of its values.
func (e *symEnc) param(p *Param) *smt.Term {
	x := smt.Var(smtName(p.Name), smt.IntSort())
	e.vars[p.Name] = x
	if p.Type != nil {
		e.inst[p.Type] = append(e.inst[p.Type], x)
		return e.inRange(x, p.Type)
	}
	var alts []*smt.Term
	for _, v := range p.Values {
		alts = append(alts, smt.Eq(x, smt.IntConst(e.code[v.Name])))
	}
	return smt.Or(alts...)
}

func (e *symEnc) inRange(x *smt.Term, t *IndexType) *smt.Term {
	if t.Finite {
		return smt.And(smt.Le(smt.IntConst(t.Lo), x), smt.Le(x, smt.IntConst(t.Hi)))
	}
	return smt.And(smt.Le(smt.IntConst(t.Lo), x), smt.Le(x, smt.Var("size_"+t.Size, smt.IntSort())))
}

// initial is the state before a rule: one function per family.
func initial(f *Family, args []*smt.Term) *smt.Term {
	return smt.App("s_"+f.Con, smt.IntSort(), args...)
}

// undefined is the state before the startstate.
func undefined(*Family, []*smt.Term) *smt.Term { return smt.IntConst(-1) }

func (e *symEnc) fail(format string, args ...any) {
	if e.err == nil {
		e.err = fmt.Errorf(format, args...)
	}
}

// nat encodes an index expression.
func (e *symEnc) nat(x *Expr, st state) *smt.Term {
	switch x.Op {
	case XVar:
		if v, ok := e.vars[x.Name]; ok {
			return v
		}
		e.fail("unbound variable %s", x.Name)
	case XLit:
		return smt.IntConst(x.Lit)
	case XOf:
		// idx_of (IdxV n) = n; any other value gives 0
		v := e.val(x.Args[0], st)
		return smt.Ite(smt.Le(smt.IntConst(0), v), v, smt.IntConst(0))
	default:
		e.fail("not an index: %v", x.Op)
	}
	return smt.IntConst(0)
}

// val encodes a value expression.
func (e *symEnc) val(x *Expr, st state) *smt.Term {
	switch x.Op {
	case XRead:
		return st(x.Fam, e.nats(x.Args, st))
	case XConst:
		c, ok := e.code[x.Name]
		if !ok {
			e.fail("unknown constant %s", x.Name)
		}
		return smt.IntConst(c)
	case XIdx:
		return e.nat(x.Args[0], st)
	case XVar:
		return e.nat(x, st)
	case XBool:
		return smt.Ite(e.cond(x.Args[0], st), smt.IntConst(-3), smt.IntConst(-2))
	case XIte:
		return smt.Ite(e.cond(x.Args[0], st), e.val(x.Args[1], st), e.val(x.Args[2], st))
	case XLast:
		// the greatest iteration that assigns, if any: a fresh witness
		// w in range where the condition holds, or none when the
		// condition fails for every known index (weaker than "greatest"
		// and "for all", so an obligation that checks still holds)
		w, any := e.lastWitness(x, st)
		old, had := e.vars[x.Name]
		e.vars[x.Name] = w
		vw := e.val(x.Args[1], st)
		restore(e.vars, x.Name, old, had)
		return smt.Ite(any, vw, e.val(x.Args[2], st))
	}
	e.fail("not a value: %v", x.Op)
	return smt.IntConst(0)
}

// lastWitness returns the witness w of the XLast x (the iteration whose
// value the location keeps) and whether there is one, with their
// constraints among the side conditions. An unconditional XLast's
// witness (the greatest value of its type) is one per type.
func (e *symEnc) lastWitness(x *Expr, st state) (w, any *smt.Term) {
	uncond := x.Args[0].Op == XTrue
	if g, ok := e.greatest[x.Type]; ok && uncond {
		return g[0], g[1]
	}
	e.fresh++
	w = smt.Var(fmt.Sprintf("w%d_last_%s", e.fresh, smtName(x.Name)), smt.IntSort())
	any = smt.Var(fmt.Sprintf("w%d_any", e.fresh), smt.BoolSort())
	if uncond {
		if e.greatest == nil {
			e.greatest = map[*IndexType][2]*smt.Term{}
		}
		e.greatest[x.Type] = [2]*smt.Term{w, any}
	}
	old, had := e.vars[x.Name]
	e.vars[x.Name] = w
	cw := e.cond(x.Args[0], st)
	var none []*smt.Term
	for _, t := range append(append([]*smt.Term(nil), e.inst[x.Type]...), e.distTerms(x.Type)...) {
		e.vars[x.Name] = t
		none = append(none, smt.Implies(e.inRange(t, x.Type), smt.Not(e.cond(x.Args[0], st))))
	}
	restore(e.vars, x.Name, old, had)
	e.side = append(e.side, smt.Implies(any, smt.And(e.inRange(w, x.Type), cw)), smt.Implies(smt.Not(any), smt.And(none...)))
	return w, any
}

func (e *symEnc) nats(xs []*Expr, st state) []*smt.Term {
	out := make([]*smt.Term, len(xs))
	for i, x := range xs {
		out[i] = e.nat(x, st)
	}
	return out
}

// formula encodes a formula at polarity pol: 1 asserted, -1 negated, 0
// both (no quantifier may occur there).
func (e *symEnc) formula(x *Expr, st state, pol int) *smt.Term {
	switch x.Op {
	case XTrue:
		return smt.True()
	case XFalse:
		return smt.False()
	case XEq:
		a, b := x.Args[0], x.Args[1]
		if a.Sort() == SNat && b.Sort() == SNat {
			return smt.Eq(e.nat(a, st), e.nat(b, st))
		}
		return smt.Eq(e.val(a, st), e.val(b, st))
	case XNot:
		return smt.Not(e.formula(x.Args[0], st, -pol))
	case XAnd, XOr:
		var ts []*smt.Term
		for _, a := range x.Args {
			ts = append(ts, e.formula(a, st, pol))
		}
		if x.Op == XAnd {
			return smt.And(ts...)
		}
		return smt.Or(ts...)
	case XImp:
		return smt.Implies(e.formula(x.Args[0], st, -pol), e.formula(x.Args[1], st, pol))
	case XIn:
		return e.inRange(e.nat(x.Args[0], st), x.Type)
	case XAll, XEx:
		if v := holdsIndex(x); v != nil {
			// "v holds an index of the type" (the typing invariant):
			// IdxV n is n, so it is v's range, exactly and without a
			// witness (one per location would widen every quantifier's
			// instances)
			return e.inRange(e.val(v, st), x.Type)
		}
		witness := (x.Op == XEx) == (pol > 0)
		switch {
		case pol == 0:
			e.fail("a quantifier in a position that is both asserted and negated")
			return smt.False()
		case witness:
			e.fresh++
			w := smt.Var(fmt.Sprintf("w%d_%s", e.fresh, smtName(x.Name)), smt.IntSort())
			old, had := e.vars[x.Name]
			e.vars[x.Name] = w
			e.inst[x.Type] = append(e.inst[x.Type], w)
			body := e.formula(x.Args[0], st, pol)
			restore(e.vars, x.Name, old, had)
			r := e.inRange(w, x.Type)
			if x.Op == XEx {
				return smt.And(r, body)
			}
			return smt.Implies(r, body)
		default:
			var parts []*smt.Term
			terms := append(append([]*smt.Term(nil), e.inst[x.Type]...), e.distTerms(x.Type)...)
			if only := e.only; only != nil {
				terms = only[x.Type]
				e.only = nil
				defer func() { e.only = only }()
			}
			old, had := e.vars[x.Name]
			for _, t := range terms {
				e.vars[x.Name] = t
				body := e.formula(x.Args[0], st, pol)
				if x.Op == XAll {
					parts = append(parts, smt.Implies(e.inRange(t, x.Type), body))
				} else {
					parts = append(parts, smt.And(e.inRange(t, x.Type), body))
				}
			}
			restore(e.vars, x.Name, old, had)
			if x.Op == XAll {
				return smt.And(parts...)
			}
			return smt.Or(parts...)
		}
	}
	return smt.Eq(e.val(x, st), smt.IntConst(-3))
}

// holdsIndex returns v when x is "exists n in T. v = IdxV n" with v not
// mentioning n, otherwise nil.
func holdsIndex(x *Expr) *Expr {
	if x.Op != XEx || x.Args[0].Op != XEq {
		return nil
	}
	v, idx := x.Args[0].Args[0], x.Args[0].Args[1]
	if idx.Op != XIdx || idx.Args[0].Op != XVar || idx.Args[0].Name != x.Name {
		return nil
	}
	mentions := false
	Visit(v, func(y *Expr) { mentions = mentions || y.Op == XVar && y.Name == x.Name })
	if mentions || v.Sort() != SVal {
		return nil
	}
	return v
}

// cond encodes a condition that is used both ways (the condition of an
// if, of a conditional value): as itself when it has no quantifier,
// otherwise as a fresh boolean that implies the condition asserted and
// whose negation implies it negated (each with its own witnesses and
// instances), so that every real value of the condition is a model.
func (e *symEnc) cond(x *Expr, st state) *smt.Term {
	quantified := false
	Visit(x, func(y *Expr) { quantified = quantified || y.Op == XAll || y.Op == XEx })
	if !quantified {
		return e.formula(x, st, 0)
	}
	key := e.condKey(x)
	if b, ok := e.condVars[key]; ok {
		return b
	}
	e.fresh++
	b := smt.Var(fmt.Sprintf("c%d", e.fresh), smt.BoolSort())
	e.side = append(e.side, smt.Implies(b, e.formula(x, st, 1)), smt.Implies(smt.Not(b), smt.Not(e.formula(x, st, -1))))
	if e.condVars == nil {
		e.condVars = map[string]*smt.Term{}
	}
	e.condVars[key] = b
	return b
}

// condKey identifies a condition with the current values of its free
// variables (conditions are read in the state before the rule, the only
// state an action's conditions see).
func (e *symEnc) condKey(x *Expr) string {
	var names []string
	Visit(x, func(y *Expr) {
		if y.Op == XVar {
			names = append(names, y.Name)
		}
	})
	sort.Strings(names)
	var b strings.Builder
	fmt.Fprintf(&b, "%p", x)
	for _, n := range names {
		if t, ok := e.vars[n]; ok {
			fmt.Fprintf(&b, "|%s=%s", n, t)
		}
	}
	return b.String()
}

func restore(m map[string]*smt.Term, k string, old *smt.Term, had bool) {
	if had {
		m[k] = old
	} else {
		delete(m, k)
	}
}

// effects returns the state after effects (Model.Effects), whose
// expressions read the state st.
func (e *symEnc) effects(st state, es []*Effect) state {
	by := map[*Family]*Effect{}
	for _, x := range es {
		by[x.Fam] = x
	}
	return func(g *Family, args []*smt.Term) *smt.Term {
		x, ok := by[g]
		if !ok {
			return st(g, args)
		}
		saved := map[string]*smt.Term{}
		had := map[string]bool{}
		for k, v := range x.Vars {
			saved[v], had[v] = e.vars[v]
			e.vars[v] = args[k]
		}
		out := e.val(x.Val, st)
		for _, v := range x.Vars {
			restore(e.vars, v, saved[v], had[v])
		}
		return out
	}
}

// SelfCheck re-checks every obligation of the proof with solver: the
// invariants hold in every initial state, every lemma's cases are
// exhaustive and each case's relation holds, the auxiliary instances are
// invariant instances (parameters in range and distinct), and the
// properties follow from the invariants. It returns the number of
// obligations checked.
func SelfCheck(p *Proof, solver smt.Solver) (int, error) {
	return SelfCheckParallel(p, solver, 1)
}

// obligation checks one obligation, named what, and counts it in *n.
func obligation(solver smt.Solver, n *int) func(string, *symEnc, []*smt.Term) error {
	return func(what string, e *symEnc, hyps []*smt.Term) error {
		if e.err != nil {
			return fmt.Errorf("%s: %v", what, e.err)
		}
		*n++
		ok, err := e.unsat(solver, hyps)
		if err != nil {
			return fmt.Errorf("%s: %w", what, err)
		}
		if !ok {
			return fmt.Errorf("%s does not hold in the symbolic model", what)
		}
		return nil
	}
}

// SelfCheckParallel is SelfCheck with the lemmas checked on workers
// goroutines (solver must then be safe for concurrent use, as smt.Pool
// behind an smt.Cache is). The outcome does not depend on workers: of
// the obligations that do not hold, the first in the order of the
// lemmas is reported (the count is then of those checked so far).
func SelfCheckParallel(p *Proof, solver smt.Solver, workers int) (int, error) {
	n := 0
	check := obligation(solver, &n)
	m := p.Model
	for _, inv := range p.Invs {
		for _, st := range m.Starts {
			e := newSymEnc(m)
			hyps := e.invParams(inv)
			for _, q := range st.Params {
				hyps = append(hyps, e.param(q))
			}
			// the startstate's parameter that sets a fixed variable is
			// that variable's node
			for _, h := range m.Homes {
				if q := StartFixed(st, h); q != nil {
					hyps = append(hyps, smt.Eq(e.vars[q.Name], e.nat(h.Val, initial)))
				}
			}
			s0 := e.effects(undefined, m.Effects(st.Body, true))
			hyps = append(hyps, e.formula(inv.Bad, s0, 1))
			if err := check(fmt.Sprintf("%s in the initial state %s", inv.Name, st.Name), e, hyps); err != nil {
				return n, err
			}
		}
	}
	counts := make([]int, len(p.Lemmas))
	errs := make([]error, len(p.Lemmas))
	panics := make([]string, len(p.Lemmas))
	if workers < 1 {
		workers = 1
	}
	var next, failed atomic.Int64
	failed.Store(int64(len(p.Lemmas)))
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				i := int(next.Add(1) - 1)
				// the lemmas are taken in order: those before a failed
				// one are all taken, and finish
				if i >= len(p.Lemmas) || int64(i) > failed.Load() {
					return
				}
				if errs[i] = p.checkLemmaSafe(p.Lemmas[i], obligation(solver, &counts[i]), &panics[i]); errs[i] != nil {
					for {
						f := failed.Load()
						if int64(i) >= f || failed.CompareAndSwap(f, int64(i)) {
							break
						}
					}
				}
			}
		}()
	}
	wg.Wait()
	for i, err := range errs {
		n += counts[i]
		if panics[i] != "" {
			// raised again on the caller's goroutine (the CLI reports it)
			panic(panics[i])
		}
		if err != nil {
			return n, err
		}
	}
	for _, pr := range m.Props {
		e, hyps := p.propHyps(pr, p.PropInsts(pr))
		if err := check("property "+pr.Murphi.Display+" from its invariants", e, hyps); err != nil {
			return n, err
		}
	}
	return n, nil
}

// checkLemmaSafe is checkLemma with a panic (a fault of the tool) turned
// into an error and, with its stack, into *panicked.
func (p *Proof) checkLemmaSafe(l *Lemma, check func(string, *symEnc, []*smt.Term) error, panicked *string) (err error) {
	defer func() {
		if r := recover(); r != nil {
			*panicked = fmt.Sprintf("%v (in a self-check worker)\n%s", r, debug.Stack())
			err = fmt.Errorf("panic: %v", r)
		}
	}()
	return p.checkLemma(l, check)
}

// checkLemma checks one lemma's obligations: its case split is
// exhaustive, and each case's relation (and the merged one) holds.
func (p *Proof) checkLemma(l *Lemma, check func(string, *symEnc, []*smt.Term) error) error {
	what := fmt.Sprintf("%s for rule %s", l.Inv.Name, l.Rule.Name)
	// exhaustive case split
	e := newSymEnc(p.Model)
	hyps := append(e.invParams(l.Inv), e.ruleParams(l)...)
	for _, c := range l.Cases {
		hyps = append(hyps, smt.Not(e.conds(c)))
	}
	if err := check(what+": the case split is exhaustive", e, hyps); err != nil {
		return err
	}
	for _, c := range l.Cases {
		if err := p.checkCase(l, c, check); err != nil {
			return err
		}
	}
	if l.Merged {
		if err := p.checkRelation(l, nil, l.Kind, l.Aux, what+", all cases at once", check); err != nil {
			return err
		}
	}
	return nil
}

// propHyps encodes "the instances hold and property pr does not".
func (p *Proof) propHyps(pr *Property, insts []Aux) (*symEnc, []*smt.Term) {
	e := newSymEnc(p.Model)
	var hyps []*smt.Term
	for _, q := range pr.Params {
		hyps = append(hyps, e.param(q))
	}
	for _, inst := range insts {
		hyps = append(hyps, e.instance(inst))
	}
	return e, append(hyps, smt.Not(e.formula(pr.Body, initial, -1)))
}

// propFollows reports whether property pr follows from the instances.
func (p *Proof) propFollows(pr *Property, insts []Aux, solver smt.Solver) (bool, error) {
	e, hyps := p.propHyps(pr, insts)
	if e.err != nil {
		return false, e.err
	}
	return e.unsat(solver, hyps)
}

// MinimizeProps keeps for each property only the invariant instances it
// needs (Proof.Needed): an instance is dropped when the property still
// follows from the others. The property theorems then take a handful of
// facts instead of every invariant normalized from the property at every
// order of its parameters (murphi2chisel's flash_ctc10.m: 30 and 39, at
// three node parameters, where Isabelle's auto did not finish in an
// hour). SelfCheck checks each property from exactly these instances.
func MinimizeProps(p *Proof, solver smt.Solver) {
	p.Needed = map[*Property][]Aux{}
	for _, pr := range p.Model.Props {
		insts := PropInstances(p, pr)
		ok, err := p.propFollows(pr, insts, solver)
		if err != nil || !ok {
			// SelfCheck reports it; the full set stays
			p.Needed[pr] = insts
			continue
		}
		for i := len(insts) - 1; i >= 0; i-- {
			rest := append(append([]Aux(nil), insts[:i]...), insts[i+1:]...)
			if ok, err := p.propFollows(pr, rest, solver); err == nil && ok {
				insts = rest
			}
		}
		p.Needed[pr] = insts
	}
}

// PropInsts returns the invariant instances property pr is proved from:
// those MinimizeProps kept, or all of PropInstances.
func (p *Proof) PropInsts(pr *Property) []Aux {
	if insts, ok := p.Needed[pr]; ok {
		return insts
	}
	return PropInstances(p, pr)
}

// instance encodes "if the arguments are in range and distinct, the
// invariant instance holds" over the state before the rule.
func (e *symEnc) instance(a Aux) *smt.Term {
	return smt.Implies(e.member(a), e.bound(a.Inv, a.Args, func(st state) *smt.Term {
		return smt.Not(e.formula(a.Inv.Bad, st, -1))
	}))
}

// member is the condition for an instance to be in the invariant set:
// its arguments in range and distinct where their types agree.
func (e *symEnc) member(a Aux) *smt.Term {
	var side []*smt.Term
	for i, q := range a.Inv.Params {
		x := e.vars[a.Args[i]]
		if x == nil {
			e.fail("unbound variable %s", a.Args[i])
			return smt.True()
		}
		side = append(side, e.inRange(x, q.Type), e.distinct(x, q.Type))
		for j := 0; j < i; j++ {
			if a.Inv.Params[j].Type == q.Type {
				side = append(side, smt.Not(smt.Eq(x, e.vars[a.Args[j]])))
			}
		}
	}
	return smt.And(side...)
}

// bound evaluates f with the invariant's parameters bound to args.
func (e *symEnc) bound(inv *Inv, args []string, f func(state) *smt.Term) *smt.Term {
	saved := map[string]*smt.Term{}
	had := map[string]bool{}
	vals := make([]*smt.Term, len(args))
	for i, a := range args {
		vals[i] = e.vars[a]
	}
	for i, q := range inv.Params {
		saved[q.Name], had[q.Name] = e.vars[q.Name]
		e.vars[q.Name] = vals[i]
	}
	r := f(initial)
	for _, q := range inv.Params {
		restore(e.vars, q.Name, saved[q.Name], had[q.Name])
	}
	return r
}

func (e *symEnc) invParams(inv *Inv) []*smt.Term {
	var hyps []*smt.Term
	for i, q := range inv.Params {
		hyps = append(hyps, e.param(q), e.distinct(e.vars[q.Name], q.Type))
		for _, r := range inv.Params[:i] {
			if r.Type == q.Type {
				hyps = append(hyps, smt.Not(smt.Eq(e.vars[q.Name], e.vars[r.Name])))
			}
		}
	}
	return hyps
}

func (e *symEnc) ruleParams(l *Lemma) []*smt.Term {
	var hyps []*smt.Term
	for _, q := range l.Vars {
		hyps = append(hyps, e.param(q))
	}
	return hyps
}

func (e *symEnc) conds(c *Case) *smt.Term {
	var ts []*smt.Term
	for _, x := range c.Conds {
		ts = append(ts, e.formula(x, initial, 0))
	}
	return smt.And(ts...)
}

// bindRule binds the rule's own parameter names to the lemma's variables.
func (e *symEnc) bindRule(l *Lemma) {
	for i, q := range l.Rule.Params {
		e.vars[q.Name] = e.vars[l.Vars[i].Name]
	}
}

func (p *Proof) checkCase(l *Lemma, c *Case, check func(string, *symEnc, []*smt.Term) error) error {
	what := fmt.Sprintf("%s for rule %s, case %s (%s)", l.Inv.Name, l.Rule.Name, c.Name, c.Label)
	return p.checkRelation(l, c, c.Kind, c.Aux, what, check)
}

// checkRelation checks one relation of a lemma: under case c (nil: all
// cases at once), relation kind with the auxiliary instances aux.
func (p *Proof) checkRelation(l *Lemma, c *Case, kind int, aux []Aux, what string, check func(string, *symEnc, []*smt.Term) error) error {
	for _, dir := range sides(l, kind) {
		if err := p.checkSides(l, c, kind, aux, what, check, dir, nil); err != nil {
			return err
		}
	}
	// The auxiliary instances must be members of the invariant set (a
	// set of them is, by its own condition: see member).
	for _, a := range aux {
		if a.Witness > 0 {
			continue
		}
		e := newSymEnc(p.Model)
		hyps := append(e.invParams(l.Inv), e.ruleParams(l)...)
		if c != nil {
			hyps = append(hyps, e.conds(c))
		}
		hyps = append(hyps, smt.Not(e.member(a)))
		if err := check(what+": "+a.Inv.Name+"("+strings.Join(a.Args, ", ")+") is an invariant instance", e, hyps); err != nil {
			return err
		}
	}
	return nil
}

// sides are the directions checkSides checks a relation of kind in:
// bad after and bad before are equivalent, for a quantified cube each way
// on its own (so that every quantifier is either asserted or negated).
func sides(l *Lemma, kind int) []int {
	if kind == 2 && hasQuantifier(l.Inv.Bad) {
		return []int{1, -1}
	}
	return []int{0}
}

// unsat reports whether Z3 shows hyps, with e's side constraints,
// contradictory.
func (e *symEnc) unsat(solver smt.Solver, hyps []*smt.Term) (bool, error) {
	all := append(append([]*smt.Term(nil), hyps...), e.side...)
	return solver.Valid(smt.Not(smt.And(all...)))
}

// hasQuantifier reports whether x has a quantifier.
func hasQuantifier(x *Expr) bool {
	found := false
	Visit(x, func(y *Expr) { found = found || y.Op == XAll || y.Op == XEx })
	return found
}

// checkSides checks the relation itself: for kind 2 that the cube after
// the rule is the cube before (dir 1: after implies before, -1: before
// implies after, 0: both, for a cube without quantifiers), otherwise
// that the guard, the cube after and the auxiliary instances are
// contradictory. The auxiliary instances are encoded first: the
// witnesses of their negated quantified literals are then instances of
// the quantifiers the guard and the cube assert. When only is not nil,
// the guard's quantifiers are instantiated at those points alone.
func (p *Proof) checkSides(l *Lemma, c *Case, kind int, aux []Aux, what string, check func(string, *symEnc, []*smt.Term) error, dir int, only []*Expr) error {
	e := newSymEnc(p.Model)
	hyps := append(e.invParams(l.Inv), e.ruleParams(l)...)
	if c != nil {
		hyps = append(hyps, e.conds(c))
	}
	// A typing invariant's lemma (Inv.Typed) is the other way round: the
	// location it is violated at after the rule is a witness, at which
	// the invariant before must be read, so the cube comes first.
	typing := l.Inv.Typed != nil && kind == 3
	if kind != 2 && !typing {
		for _, a := range aux {
			if a.Witness == 0 {
				hyps = append(hyps, e.instance(a))
			}
		}
		// the index a state component holds, where a set of instances
		// is used (the typing invariant, among the plain instances,
		// says that it holds one): an instance of the guard's
		// quantifiers and of the set's
		for _, a := range aux {
			if a.Witness > 0 && a.At != nil {
				t := a.Inv.Params[a.Witness-1].Type
				e.inst[t] = append(e.inst[t], e.nat(&Expr{Op: XOf, Args: []*Expr{a.At}}, initial))
			}
		}
	}
	// The rule's guard and action speak about the rule's parameter names;
	// the lemma's variables may be renamed apart from the invariant's.
	var lim map[*IndexType][]*smt.Term
	if only != nil {
		lim = map[*IndexType][]*smt.Term{}
		for _, x := range only {
			lim[x.Type] = append(lim[x.Type], e.nat(x, initial))
		}
	}
	inv := e.snapshot()
	e.bindRule(l)
	guard := smt.True()
	if l.Rule.Guard != nil {
		e.only = lim
		guard = e.formula(l.Rule.Guard, initial, 1)
		e.only = nil
	}
	after := e.effects(initial, p.Model.Effects(l.Rule.Body, false))
	e.restoreTo(inv)
	hyps = append(hyps, guard)
	switch {
	case kind == 2 && dir == 0:
		badAfter := e.formula(l.Inv.Bad, after, 0)
		hyps = append(hyps, smt.Not(smt.Eq(badAfter, e.formula(l.Inv.Bad, initial, 0))))
	case kind == 2 && dir > 0: // bad after, not bad before (negated first: its witnesses)
		notBefore := smt.Not(e.formula(l.Inv.Bad, initial, -1))
		hyps = append(hyps, notBefore, e.formula(l.Inv.Bad, after, 1))
	case kind == 2: // bad before, not bad after
		notAfter := smt.Not(e.formula(l.Inv.Bad, after, -1))
		hyps = append(hyps, notAfter, e.formula(l.Inv.Bad, initial, 1))
	default:
		hyps = append(hyps, e.formula(l.Inv.Bad, after, 1))
	}
	if typing {
		for _, a := range aux {
			hyps = append(hyps, e.instance(a))
		}
	}
	// A set of instances (Aux.Witness) holds at every value: it is
	// instantiated with every index of its type the obligation names,
	// the witnesses of the guard's and the conditions' exists included.
	for _, a := range aux {
		if a.Witness == 0 || kind == 2 {
			continue
		}
		t := a.Inv.Params[a.Witness-1].Type
		name := a.Args[a.Witness-1]
		old, had := e.vars[name]
		for _, x := range append(append([]*smt.Term(nil), e.inst[t]...), e.distTerms(t)...) {
			e.vars[name] = x
			hyps = append(hyps, e.instance(a))
		}
		restore(e.vars, name, old, had)
	}
	return check(what, e, hyps)
}

func (e *symEnc) snapshot() map[string]*smt.Term {
	m := map[string]*smt.Term{}
	for k, v := range e.vars {
		m[k] = v
	}
	return m
}

func (e *symEnc) restoreTo(m map[string]*smt.Term) {
	e.vars = m
}

// PropInstances returns the invariant instances from which a property
// follows: every invariant normalized from it, applied to every tuple of
// distinct property parameters of the right types (an invariant that is
// also the normal form of another property counts for both), and the
// home invariants (the search reads a home variable as its node, the
// property reads its location: `Sta.Proc[Home].InvMarked`).
func PropInstances(p *Proof, pr *Property) []Aux {
	var out []Aux
	for _, inv := range p.Invs {
		if inv.Home != nil {
			out = append(out, Aux{Inv: inv})
			continue
		}
		if inv.Prop != pr.Murphi && !slices.Contains(inv.Also, pr.Murphi) {
			continue
		}
		var rec func(i int, args []string, used map[string]bool)
		rec = func(i int, args []string, used map[string]bool) {
			if i == len(inv.Params) {
				out = append(out, Aux{Inv: inv, Args: append([]string(nil), args...)})
				return
			}
			for _, q := range pr.Params {
				if q.Type == inv.Params[i].Type && !used[q.Name] {
					used[q.Name] = true
					rec(i+1, append(args, q.Name), used)
					used[q.Name] = false
				}
			}
		}
		rec(0, nil, map[string]bool{})
	}
	return out
}

// StartFixed returns the parameter of startstate st that sets the fixed
// variable of home h (Home := p), or nil (a constant variable, or no such
// assignment).
func StartFixed(st *Rule, h *Home) *Param {
	if h.Val.Op != XVar {
		return nil
	}
	for _, s := range st.Body {
		if s.Kind != SAssign || s.Loc.Fam != h.Fam || s.Val.Op != XIdx || s.Val.Args[0].Op != XVar {
			continue
		}
		for _, q := range st.Params {
			if q.Name == s.Val.Args[0].Name {
				return q
			}
		}
	}
	return nil
}
