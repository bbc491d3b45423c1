package proofgen

// This file finds, for the relations whose rule guard has a universal
// quantifier, the points at which the relation needs it: the proof then
// names them, and the prover need not search for them.

import (
	"fmt"

	"paraverify/invfinder/smt"
)

// GuardInstances sets Case.Inst (and Lemma.Inst for a merged lemma) where
// a relation needs the rule guard's universal quantifiers and one or two
// of the lemma's points suffice: its invariant's and rule's parameters
// and the distinguished values of the quantified types. Z3 shows that the
// relation holds with the guard's quantifiers instantiated at those
// points alone (and that it does not hold without them). The points are
// a hint for Isabelle's search; the proof's soundness does not rest on
// them.
//
// cubicle's flash.ctc.m: ABS_NI_InvAck's guard says of every node q
// "UniMsg[q].Cmd = UNI_PutX -> PendReqSrc = q"; an invariant over
// PendReqSrc = p1 and UniMsg[p2].Cmd = UNI_PutX needs it at p2, and
// auto, left to find that among the case splits of the rule's update,
// grew to 17 GB without finishing (2 s with the instance named).
func GuardInstances(p *Proof, solver smt.Solver) {
	for _, l := range p.Lemmas {
		if l.Rule.Guard == nil {
			continue
		}
		types := universalTypes(l.Rule.Guard)
		if len(types) == 0 {
			continue
		}
		cands := l.points(types)
		if len(cands) == 0 {
			continue
		}
		if l.Merged {
			l.Inst = p.findInst(l, nil, l.Kind, l.Aux, cands, solver)
			continue
		}
		for _, c := range l.Cases {
			c.Inst = p.findInst(l, c, c.Kind, c.Aux, cands, solver)
		}
	}
}

// universalTypes are the index types, other than finite ranges, of the
// quantifiers a guard asserts universally (a forall, or an exists under
// a negation), outside other quantifiers.
func universalTypes(g *Expr) map[*IndexType]bool {
	out := map[*IndexType]bool{}
	var walk func(x *Expr, pos bool)
	walk = func(x *Expr, pos bool) {
		switch x.Op {
		case XAll, XEx:
			// a finite range is unfolded by the simplifier: no
			// quantifier is left to instantiate
			if (x.Op == XAll) == pos && x.Type != nil && !x.Type.Finite {
				out[x.Type] = true
			}
		case XNot:
			walk(x.Args[0], !pos)
		case XAnd, XOr:
			for _, a := range x.Args {
				walk(a, pos)
			}
		case XImp:
			walk(x.Args[0], !pos)
			walk(x.Args[1], pos)
		}
	}
	walk(g, true)
	return out
}

// points are the candidate instantiation points of a lemma over the
// given types: the invariant's parameters, the rule's, and the
// distinguished values, in that order.
func (l *Lemma) points(types map[*IndexType]bool) []*Expr {
	var out []*Expr
	for _, ps := range [][]*Param{l.Inv.Params, l.Vars} {
		for _, q := range ps {
			if q.Type != nil && types[q.Type] {
				out = append(out, &Expr{Op: XVar, Name: q.Name, Type: q.Type})
			}
		}
	}
	seen := map[*IndexType]bool{}
	for _, ps := range [][]*Param{l.Inv.Params, l.Vars} {
		for _, q := range ps {
			if q.Type == nil || !types[q.Type] || seen[q.Type] {
				continue
			}
			seen[q.Type] = true
			for _, d := range Distinguished(q.Type) {
				c := *d
				c.Type = q.Type
				out = append(out, &c)
			}
		}
	}
	return out
}

// findInst returns the fewest points (at most two) at which the guard's
// universal quantifiers suffice for the relation, or nil when the
// relation does not need them or no such points were found.
func (p *Proof) findInst(l *Lemma, c *Case, kind int, aux []Aux, cands []*Expr, solver smt.Solver) []*Expr {
	holds := func(only []*Expr) bool { return p.holdsWith(l, c, kind, aux, only, solver) }
	if holds([]*Expr{}) {
		return nil
	}
	for _, a := range cands {
		if holds([]*Expr{a}) {
			return []*Expr{a}
		}
	}
	for i, a := range cands {
		for _, b := range cands[i+1:] {
			if holds([]*Expr{a, b}) {
				return []*Expr{a, b}
			}
		}
	}
	return nil
}

// holdsWith reports whether Z3 shows the relation of lemma l (case c, or
// all cases when c is nil) with the guard's universal quantifiers
// instantiated at the points only alone (nil: at every term, as
// SelfCheck does).
func (p *Proof) holdsWith(l *Lemma, c *Case, kind int, aux []Aux, only []*Expr, solver smt.Solver) bool {
	ok := true
	check := func(_ string, e *symEnc, hyps []*smt.Term) error {
		if !ok || e.err != nil {
			ok = false
			return nil
		}
		v, err := e.unsat(solver, hyps)
		ok = err == nil && v
		return nil
	}
	for _, dir := range sides(l, kind) {
		_ = p.checkSides(l, c, kind, aux, "", check, dir, only)
	}
	return ok
}

// WitnessPoints are the points at which a proof of l with the auxiliary
// instances aux may have to instantiate the quantifiers of the invariant
// or of the auxiliary invariants: for every index type other than a
// finite range that such a quantifier ranges over, the invariant's and
// the rule's parameters of that type and its distinguished values. An
// invariant that says "not every node's entry is invalid" becomes, after
// the rule, a goal "some node's entry is not invalid" whose witness is
// such a point (German 2004: the home's entry, which an auxiliary
// invariant says is exclusive); auto does not find it by unification.
// Like GuardInstances' points they are a hint for Isabelle's search.
func (l *Lemma) WitnessPoints(aux []Aux) []*Expr {
	var q quantTypes
	q.add(l.Inv.Bad)
	for _, a := range aux {
		q.add(a.Inv.Bad)
	}
	return l.pointsOf(&q)
}

// ActionPoints are the points at which a proof of l may have to
// instantiate a universal hypothesis that a conditional of the rule's
// action gives: the branch of "if forall n : T do ... end" that has it
// (and the else branch of an exists). For every index type other than a
// finite range that a quantifier in the action ranges over: the
// invariant's and the rule's parameters of that type and its
// distinguished values. German 2004's "home accepts a request message"
// grants an upgrade when every directory entry but the source's is
// invalid; an invariant about the home's entry needs that at the home,
// which neither auto nor force finds (20 s), and auto with the instance
// proves at once. Like WitnessPoints they are a hint for Isabelle.
func (l *Lemma) ActionPoints() []*Expr {
	var q quantTypes
	VisitStmts(l.Rule.Body, func(st *Stmt) {
		q.add(st.Cond)
		q.add(st.Val)
	})
	return l.pointsOf(&q)
}

// quantTypes collects the index types, other than finite ranges, that
// quantifiers range over, in the order first met.
type quantTypes struct {
	seen  map[*IndexType]bool
	order []*IndexType
}

func (q *quantTypes) add(x *Expr) {
	Visit(x, func(y *Expr) {
		if (y.Op == XAll || y.Op == XEx) && y.Type != nil && !y.Type.Finite && !q.seen[y.Type] {
			if q.seen == nil {
				q.seen = map[*IndexType]bool{}
			}
			q.seen[y.Type] = true
			q.order = append(q.order, y.Type)
		}
	})
}

// pointsOf are the invariant's and the rule's parameters of q's types,
// then the types' distinguished values, without repetition.
func (l *Lemma) pointsOf(q *quantTypes) []*Expr {
	if len(q.order) == 0 {
		return nil
	}
	var out []*Expr
	seen := map[string]bool{}
	add := func(x *Expr) {
		k := x.Name
		if x.Op == XLit {
			k = fmt.Sprintf("#%d", x.Lit)
		}
		if !seen[k] {
			seen[k] = true
			out = append(out, x)
		}
	}
	for _, ps := range [][]*Param{l.Inv.Params, l.Vars} {
		for _, p := range ps {
			if p.Type != nil && q.seen[p.Type] {
				add(&Expr{Op: XVar, Name: p.Name, Type: p.Type})
			}
		}
	}
	for _, t := range q.order {
		for _, d := range Distinguished(t) {
			c := *d
			c.Type = t
			add(&c)
		}
	}
	return out
}
