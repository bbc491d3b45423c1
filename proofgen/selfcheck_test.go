package proofgen

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"paraverify/internal/testdirs"
	"paraverify/internal/testmodel"
	"paraverify/invfinder"
	"paraverify/invfinder/evidence"
	"paraverify/invfinder/formula"
	"paraverify/invfinder/smt"
	"paraverify/murphi/check"
	"paraverify/murphi/mc"
	"paraverify/proofgen/model"
)

// buildProof runs find on a model and builds its proof structure.
func buildProof(t *testing.T, path string, consts map[string]int64) (*Proof, smt.Solver) {
	t.Helper()
	cm := testmodel.Load(t, path, consts)
	mach, err := mc.Compile(cm)
	if err != nil {
		t.Fatal(err)
	}
	var red []check.Type
	sym := formula.SymmetricTypes(cm)
	for _, o := range cm.Types {
		if sym[o.Type] && check.Card(o.Type) > 1 {
			red = append(red, o.Type)
		}
	}
	o, err := mach.Explore(mc.Options{Symmetric: red}).Oracle()
	if err != nil {
		t.Fatal(err)
	}
	z3, err := smt.NewZ3(smt.Options{})
	if err != nil {
		t.Fatal(err)
	}
	solver := smt.NewCache(z3)
	found, err := invfinder.Find(cm, evidence.NewReach(o, cm), solver, invfinder.Options{})
	if err != nil {
		t.Fatal(err)
	}
	m, err := Translate(cm, path)
	if err != nil {
		t.Fatal(err)
	}
	p, err := Build(m, found)
	if err != nil {
		t.Fatal(err)
	}
	return p, solver
}

// TestSelfCheckCatchesBrokenProofs: the self-check passes on a found
// table and fails when a case loses its auxiliary invariant, when a case
// is dropped (the split is no longer exhaustive), or when an invariant is
// weakened away from what the initial state satisfies.
func TestSelfCheckCatchesBrokenProofs(t *testing.T) {
	p, solver := buildProof(t, testdirs.SharedModel("mutualEx.m"), map[string]int64{"clientNUMS": 3})
	if _, err := SelfCheck(p, solver); err != nil {
		t.Fatalf("found table: %v", err)
	}
	var target *Lemma
	var ci int
	for _, l := range p.Lemmas {
		for i, c := range l.Cases {
			if c.Kind == invfinder.InvHoldRule3 && target == nil {
				target, ci = l, i
			}
		}
	}
	if target == nil {
		t.Fatal("no invHoldRule3 case in mutualEx")
	}
	// no auxiliary invariant
	c := target.Cases[ci]
	aux, merged := c.Aux, target.Merged
	c.Aux, target.Merged = nil, false
	if _, err := SelfCheck(p, solver); err == nil || !strings.Contains(err.Error(), "does not hold") {
		t.Errorf("case without its auxiliary invariant: %v", err)
	}
	c.Aux = aux
	// a missing case
	cases := target.Cases
	target.Cases = append(append([]*Case(nil), cases[:ci]...), cases[ci+1:]...)
	if _, err := SelfCheck(p, solver); err == nil || !strings.Contains(err.Error(), "exhaustive") {
		t.Errorf("missing case: %v", err)
	}
	target.Cases, target.Merged = cases, merged
	// an invariant false initially: x = true is the initial value
	inv := p.Invs[1]
	bad := inv.Bad
	inv.Bad = &Expr{Op: XEq, Args: []*Expr{{Op: XRead, Fam: p.Model.FamilyByKey("x")}, model.BoolVal(true)}}
	if _, err := SelfCheck(p, solver); err == nil || !strings.Contains(err.Error(), "initial state") {
		t.Errorf("invariant false initially: %v", err)
	}
	inv.Bad = bad
	if _, err := SelfCheck(p, solver); err != nil {
		t.Errorf("restored: %v", err)
	}
}

// TestSelfCheckHomeNode: on a model whose home is node 0 of the node type
// (read through a variable Home := 0), the self-check passes on the found
// table and fails when the case for a rule parameter equal to the home
// node is lost, when a case loses the invariant that Home holds node 0,
// when a case gets the wrong auxiliary invariant, and when invariant
// parameters may be the home node.
func TestSelfCheckHomeNode(t *testing.T) {
	p, solver := buildProof(t, filepath.Join(testdirs.Protocols(), "german_home_var.m"), map[string]int64{"NODE_NUM": 2})
	if _, err := SelfCheck(p, solver); err != nil {
		t.Fatalf("found table: %v", err)
	}
	var home *Inv
	for _, inv := range p.Invs {
		if inv.Home != nil {
			home = inv
		}
	}
	if home == nil || len(p.Model.Homes) != 1 || p.Model.Homes[0].Val.Op != XLit {
		t.Fatalf("no home invariant for Home := 0: %+v", p.Model.Homes)
	}
	isHomeCase := func(c *Case) bool {
		for _, x := range c.Conds {
			if x.Op == XEq && x.Args[1].Op == XLit && x.Args[1].Lit == 0 {
				return true
			}
		}
		return false
	}
	// a lost case for i = Home (node 0)
	lost := false
	for _, l := range p.Lemmas {
		for i, c := range l.Cases {
			if !lost && isHomeCase(c) {
				lost = true
				cases, merged := l.Cases, l.Merged
				l.Cases, l.Merged = append(append([]*Case(nil), cases[:i]...), cases[i+1:]...), false
				if _, err := SelfCheck(p, solver); err == nil || !strings.Contains(err.Error(), "exhaustive") {
					t.Errorf("lost case %s of %s: %v", c.Label, pairName(l), err)
				}
				l.Cases, l.Merged = cases, merged
			}
		}
	}
	if !lost {
		t.Fatal("no case for a rule parameter equal to the home node")
	}
	// a case without the home invariant: some case needs it (where the
	// rule reads Home, the model reads its location, not the constant)
	needed := false
	for _, l := range p.Lemmas {
		for _, c := range l.Cases {
			for k, a := range c.Aux {
				if a.Inv != home || needed {
					continue
				}
				aux, merged := c.Aux, l.Merged
				c.Aux, l.Merged = append(append([]Aux(nil), aux[:k]...), aux[k+1:]...), false
				if _, err := SelfCheck(p, solver); err != nil && strings.Contains(err.Error(), "does not hold") {
					needed = true
				}
				c.Aux, l.Merged = aux, merged
			}
		}
	}
	if !needed {
		t.Error("no case fails without the home invariant")
	}
	// a wrong auxiliary invariant: the home invariant in place of the
	// case's other auxiliary invariants
	wrong := false
	for _, l := range p.Lemmas {
		for _, c := range l.Cases {
			if wrong || c.Kind != invfinder.InvHoldRule3 || len(c.Aux) != 1 || c.Aux[0].Inv == home || c.Aux[0].Inv == l.Inv {
				continue
			}
			wrong = true
			aux, merged := c.Aux, l.Merged
			c.Aux, l.Merged = []Aux{{Inv: home}}, false
			if _, err := SelfCheck(p, solver); err == nil || !strings.Contains(err.Error(), "does not hold") {
				t.Errorf("case %s of %s with a wrong auxiliary invariant: %v", c.Label, pairName(l), err)
			}
			c.Aux, l.Merged = aux, merged
		}
	}
	if !wrong {
		t.Fatal("no case with one auxiliary invariant")
	}
	// invariant parameters that may be the home node
	node := p.Model.Types[0]
	dist := node.Dist
	node.Dist = nil
	if _, err := SelfCheck(p, solver); err == nil {
		t.Errorf("parameters may be the home node, and the self-check passes")
	}
	node.Dist = dist
	if _, err := SelfCheck(p, solver); err != nil {
		t.Errorf("restored: %v", err)
	}
}

func pairName(l *Lemma) string { return l.Inv.Name + " and " + l.Rule.Name }

// TestSelfCheckFixedRange: on a model with channels indexed by a fixed
// range (CHAN : 1..2, every value distinguished), the self-check passes on
// the found table and fails when a case for one channel value is lost and
// when the range has a value the cases do not name.
func TestSelfCheckFixedRange(t *testing.T) {
	p, solver := buildProof(t, filepath.Join(testdirs.Protocols(), "chan_range.m"), nil)
	if _, err := SelfCheck(p, solver); err != nil {
		t.Fatalf("found table: %v", err)
	}
	var chanType *IndexType
	for _, it := range p.Model.Types {
		if it.Finite {
			chanType = it
		}
	}
	if chanType == nil || chanType.Name != "CHAN" || chanType.Size != "" || len(chanType.Dist) != 2 {
		t.Fatalf("CHAN is no finite type: %+v", p.Model.Types)
	}
	// a lost case for a channel value
	lost := false
	for _, l := range p.Lemmas {
		for i, c := range l.Cases {
			if lost || len(c.Conds) == 0 {
				continue
			}
			x := c.Conds[len(c.Conds)-1]
			if x.Op != XEq || x.Args[0].Type != chanType || x.Args[1].Op != XLit {
				continue
			}
			lost = true
			cases, merged := l.Cases, l.Merged
			l.Cases, l.Merged = append(append([]*Case(nil), cases[:i]...), cases[i+1:]...), false
			if _, err := SelfCheck(p, solver); err == nil || !strings.Contains(err.Error(), "exhaustive") {
				t.Errorf("lost case %s of %s: %v", c.Label, pairName(l), err)
			}
			l.Cases, l.Merged = cases, merged
		}
	}
	if !lost {
		t.Fatal("no case for a channel value")
	}
	// a third channel that no case names
	chanType.Hi = 3
	if _, err := SelfCheck(p, solver); err == nil {
		t.Errorf("a channel value without cases, and the self-check passes")
	}
	chanType.Hi = 2
	if _, err := SelfCheck(p, solver); err != nil {
		t.Errorf("restored: %v", err)
	}
}

// TestSelfCheckQuantified: on a model whose proof needs a quantified
// literal ("memory is current unless some directory entry is
// exclusive"), the self-check passes on the found table and fails when
// that invariant loses its quantified literal (then it is false) or
// when its forall is read as an exists (a stronger invariant, false
// with two nodes).
func TestSelfCheckQuantified(t *testing.T) {
	p, solver := buildProof(t, filepath.Join(testdirs.Protocols(), "exists_owner.m"), nil)
	if _, err := SelfCheck(p, solver); err != nil {
		t.Fatalf("found table: %v", err)
	}
	var target *Inv
	var at int
	for _, inv := range p.Invs {
		if inv.Bad.Op != XAnd || target != nil {
			continue
		}
		for i, x := range inv.Bad.Args {
			if x.Op == XAll {
				target, at = inv, i
			}
		}
	}
	if target == nil {
		t.Fatal("no invariant with a quantified literal")
	}
	bad := target.Bad
	rest := append(append([]*Expr(nil), bad.Args[:at]...), bad.Args[at+1:]...)
	target.Bad = model.Nary(XAnd, rest...)
	if _, err := SelfCheck(p, solver); err == nil {
		t.Errorf("%s without its quantified literal, and the self-check passes", target.Name)
	}
	args := append([]*Expr(nil), bad.Args...)
	q := *bad.Args[at]
	q.Op = XEx
	args[at] = &q
	target.Bad = &Expr{Op: XAnd, Args: args}
	if _, err := SelfCheck(p, solver); err == nil {
		t.Errorf("%s with exists for forall, and the self-check passes", target.Name)
	}
	target.Bad = bad
	if _, err := SelfCheck(p, solver); err != nil {
		t.Errorf("restored: %v", err)
	}
}

// TestSelfCheckStateExclusion: on a model whose proof needs a quantified
// literal that excludes a state variable's value (excl_source.m: "every
// node but src is invalid"), the self-check passes on the found table,
// and fails when an invariant loses that exclusion or states its literal
// only at src's value instead of at every other value (then it is
// false).
func TestSelfCheckStateExclusion(t *testing.T) {
	p, solver := buildProof(t, filepath.Join(testdirs.Protocols(), "excl_source.m"), map[string]int64{"N": 3})
	if _, err := SelfCheck(p, solver); err != nil {
		t.Fatalf("found table: %v", err)
	}
	var target, all *Expr
	for _, inv := range p.Invs {
		Visit(inv.Bad, func(x *Expr) {
			if target != nil || x.Op != XAll || x.Args[0].Op != XImp {
				return
			}
			Visit(x.Args[0].Args[0], func(y *Expr) {
				if y.Op == XRead && y.Fam.Key == "src" {
					target, all = x, x
				}
			})
		})
	}
	if target == nil {
		t.Fatal("no invariant with a quantified literal that excludes src")
	}
	body := all.Args[0]
	neq := body.Args[0]
	for _, tc := range []struct {
		name string
		body *Expr
	}{
		{"without the exclusion", body.Args[1]},
		{"at src only", &Expr{Op: XImp, Args: []*Expr{model.Not(neq), body.Args[1]}}},
	} {
		all.Args[0] = tc.body
		if _, err := SelfCheck(p, solver); err == nil {
			t.Errorf("%s: the self-check passes", tc.name)
		}
	}
	all.Args[0] = body
	if _, err := SelfCheck(p, solver); err != nil {
		t.Errorf("restored: %v", err)
	}
}

// TestSelfCheckWitness: exists_witness.m's proof uses an auxiliary
// invariant at every node (the value Mark's exists speaks of). The
// self-check passes on the found table and fails when that set of
// instances is dropped from its case, or stands for an invariant that
// does not help.
func TestSelfCheckWitness(t *testing.T) {
	p, solver := buildProof(t, filepath.Join(testdirs.Protocols(), "exists_witness.m"), map[string]int64{"N": 3})
	if _, err := SelfCheck(p, solver); err != nil {
		t.Fatalf("found table: %v", err)
	}
	var c *Case
	at := -1
	for _, l := range p.Lemmas {
		for _, k := range l.Cases {
			for i, a := range k.Aux {
				if a.Witness > 0 && c == nil {
					c, at = k, i
				}
			}
		}
	}
	if c == nil {
		t.Fatal("no case with a set of instances")
	}
	aux := c.Aux
	c.Aux = append(append([]Aux(nil), aux[:at]...), aux[at+1:]...)
	if _, err := SelfCheck(p, solver); err == nil {
		t.Error("the set of instances dropped, and the self-check passes")
	}
	// the property (one parameter) at every node instead
	var prop *Inv
	for _, inv := range p.Invs {
		if inv.Prop != nil && len(inv.Params) == 1 {
			prop = inv
		}
	}
	if prop == nil {
		t.Fatal("no one-parameter property")
	}
	w := aux[at]
	swapped := append([]Aux(nil), aux...)
	swapped[at] = Aux{Inv: prop, Args: []string{w.Args[w.Witness-1]}, Witness: 1}
	c.Aux = swapped
	if _, err := SelfCheck(p, solver); err == nil {
		t.Error("an unhelpful invariant at every node, and the self-check passes")
	}
	c.Aux = aux
	if _, err := SelfCheck(p, solver); err != nil {
		t.Errorf("restored: %v", err)
	}
}

// TestSelfCheckLastDatum: a startstate that gives memory and the
// auxiliary copy the last datum (for d : DATA do mem := d; aux := d end)
// reads both as the greatest value of DATA, one and the same, so
// "mem = aux" holds initially; when aux's value is the greatest datum
// that satisfies a condition, it is another value, and the self-check
// rejects the proof.
func TestSelfCheckLastDatum(t *testing.T) {
	src := `const N : 2; D : 2;
type NODE : scalarset(N); DATA : scalarset(D);
var mem : DATA; aux : DATA; busy : boolean; st : array [NODE] of boolean;
startstate
  for d : DATA do mem := d; aux := d; end;
  busy := false;
  for i : NODE do st[i] := false; end;
end;
ruleset i : NODE do
  rule "take" !busy ==> busy := true; st[i] := true; end;
  rule "give" st[i] ==> busy := false; st[i] := false; mem := aux; end;
end;
ruleset i : NODE; d : DATA do
  rule "store" st[i] ==> aux := d; end;
end;
invariant "current" !busy -> mem = aux;
`
	path := filepath.Join(t.TempDir(), "last.m")
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	p, solver := buildProof(t, path, nil)
	if _, err := SelfCheck(p, solver); err != nil {
		t.Fatalf("found table: %v", err)
	}
	var last *Expr
	for _, s := range p.Model.Starts[0].Body {
		if s.Kind == SAssign && s.Val.Op == XLast && s.Loc.Fam.Key == "aux" {
			last = s.Val
		}
	}
	if last == nil {
		t.Fatal("aux is not assigned the last datum")
	}
	cond := last.Args[0]
	last.Args[0] = &Expr{Op: XNot, Args: []*Expr{{Op: XFalse}}}
	if _, err := SelfCheck(p, solver); err == nil {
		t.Error("aux read as another datum than mem, and the self-check passes")
	}
	last.Args[0] = cond
	if _, err := SelfCheck(p, solver); err != nil {
		t.Errorf("restored: %v", err)
	}
}

// TestMinimizeProps: the properties of German keep only the instances
// they follow from (CntrlProp one of its two orders), and the self-check
// rejects a property whose needed instance is lost.
func TestMinimizeProps(t *testing.T) {
	p, solver := buildProof(t, testdirs.SharedModel("german.m"), map[string]int64{"NODE_NUM": 2, "DATA_NUM": 2})
	MinimizeProps(p, solver)
	if _, err := SelfCheck(p, solver); err != nil {
		t.Fatalf("minimized: %v", err)
	}
	var cntrl *Property
	for _, pr := range p.Model.Props {
		full, kept := PropInstances(p, pr), p.PropInsts(pr)
		if len(kept) > len(full) {
			t.Errorf("%s: %d instances kept of %d", pr.Name, len(kept), len(full))
		}
		if strings.Contains(pr.Name, "CntrlProp") {
			cntrl = pr
			if len(full) != 2 || len(kept) != 1 {
				t.Errorf("CntrlProp: %d instances kept of %d, want 1 of 2", len(kept), len(full))
			}
		}
	}
	if cntrl == nil {
		t.Fatal("no CntrlProp in German")
	}
	p.Needed[cntrl] = nil
	if _, err := SelfCheck(p, solver); err == nil || !strings.Contains(err.Error(), "CntrlProp") {
		t.Fatalf("CntrlProp without its instance: got %v, want a failure of the property", err)
	}
}

// TestPropHomeInvariant: a property that reads the home node's state
// through the fixed variable (home_prop.m's cache[Home] != E) is proved
// with the invariant that the variable holds its node; without it the
// self-check rejects the property.
func TestPropHomeInvariant(t *testing.T) {
	p, solver := buildProof(t, filepath.Join(testdirs.Protocols(), "home_prop.m"), nil)
	MinimizeProps(p, solver)
	if _, err := SelfCheck(p, solver); err != nil {
		t.Fatalf("found table: %v", err)
	}
	for _, pr := range p.Model.Props {
		if !strings.Contains(pr.Name, "HomeNotExcl") {
			continue
		}
		var rest []Aux
		home := false
		for _, a := range p.PropInsts(pr) {
			if a.Inv.Home != nil {
				home = true
				continue
			}
			rest = append(rest, a)
		}
		if !home {
			t.Fatalf("HomeNotExcl is proved without the home invariant: %+v", p.PropInsts(pr))
		}
		p.Needed[pr] = rest
		if _, err := SelfCheck(p, solver); err == nil || !strings.Contains(err.Error(), "HomeNotExcl") {
			t.Fatalf("HomeNotExcl without the home invariant: got %v, want a failure of the property", err)
		}
		return
	}
	t.Fatal("no property HomeNotExcl")
}

// TestGuardInstances: German's SendGntE needs its guard "forall j:
// !ShrSet[j]" at an invariant's node; the points found suffice for the
// relation and the relation does not hold without them. A home model
// (german_home.m) finds its points the same way.
func TestGuardInstances(t *testing.T) {
	for _, tc := range []struct {
		path   string
		consts map[string]int64
		rule   string
	}{
		{testdirs.SharedModel("german.m"), map[string]int64{"NODE_NUM": 2, "DATA_NUM": 2}, "SendGntE"},
		{filepath.Join(testdirs.Protocols(), "german_home.m"), nil, "SendGntE"},
	} {
		p, solver := buildProof(t, tc.path, tc.consts)
		GuardInstances(p, solver)
		if _, err := SelfCheck(p, solver); err != nil {
			t.Fatalf("%s: %v", tc.path, err)
		}
		found := 0
		for _, l := range p.Lemmas {
			check := func(c *Case, kind int, aux []Aux, inst []*Expr) {
				if len(inst) == 0 {
					return
				}
				if strings.Contains(l.Rule.Name, tc.rule) {
					found++
				}
				what := pairName(l)
				if !p.holdsWith(l, c, kind, aux, inst, solver) {
					t.Errorf("%s: %s does not hold at its points", tc.path, what)
				}
				if p.holdsWith(l, c, kind, aux, []*Expr{}, solver) {
					t.Errorf("%s: %s holds without its points, yet has some", tc.path, what)
				}
				if !p.holdsWith(l, c, kind, aux, nil, solver) {
					t.Errorf("%s: %s does not hold with every instance", tc.path, what)
				}
			}
			if l.Merged {
				check(nil, l.Kind, l.Aux, l.Inst)
				continue
			}
			for _, c := range l.Cases {
				check(c, c.Kind, c.Aux, c.Inst)
			}
		}
		if found == 0 {
			t.Errorf("%s: no relation of %s needs its guard's instances", tc.path, tc.rule)
		}
	}
}

// TestSelfCheckValueWitness: inv_dest.m's proof reads the node out.dest
// holds (a set of instances at every node) and
// needs the typing invariant of NODE beside it: the symbolic model, like
// the Isabelle one, is untyped. The self-check rejects the case without
// the typing invariant or without the component (Aux.At, where it
// instantiates the set), and the typing invariant's own lemmas when a
// rule writes a value of no type.
func TestSelfCheckValueWitness(t *testing.T) {
	p, solver := buildProof(t, filepath.Join(testdirs.Protocols(), "inv_dest.m"), map[string]int64{"NODE_NUM": 3})
	if _, err := SelfCheck(p, solver); err != nil {
		t.Fatalf("found table: %v", err)
	}
	typing := map[string]*Inv{} // by the family it reads
	for _, inv := range p.Invs {
		if inv.Typed != nil {
			typing[inv.Reads[0].Key] = inv
		}
	}
	if len(typing) != 3 {
		t.Fatalf("typing invariants for %d families, want 3 (out.dest, src, seen[])", len(typing))
	}
	// a case (of an invariant that is no typing invariant) that reads
	// the value of a state component, with the typing invariant of that
	// component's family alone beside it
	var c *Case
	var typed *Inv
	for _, l := range p.Lemmas {
		if l.Inv.Typed != nil {
			continue
		}
		for _, k := range l.Cases {
			for _, a := range k.Aux {
				if a.Inv.Typed != nil && c == nil {
					c, typed = k, a.Inv
				}
			}
		}
	}
	if c == nil {
		t.Fatal("no case reads the value of a state component")
	}
	for _, a := range c.Aux {
		if a.Inv.Typed != nil && a.Inv != typed {
			t.Errorf("the case has the typing invariants of two families: %s and %s", typed.Murphi, a.Inv.Murphi)
		}
	}
	aux := c.Aux
	var untyped []Aux
	for _, a := range aux {
		if a.Inv != typed {
			untyped = append(untyped, a)
		}
	}
	if len(untyped) == len(aux) {
		t.Fatal("the case has no typing invariant")
	}
	c.Aux = untyped
	if _, err := SelfCheck(p, solver); err == nil {
		t.Error("the typing invariant dropped, and the self-check passes")
	}
	noAt := append([]Aux(nil), aux...)
	for i := range noAt {
		noAt[i].At = nil
	}
	c.Aux = noAt
	if _, err := SelfCheck(p, solver); err == nil {
		t.Error("the component's value forgotten, and the self-check passes")
	}
	c.Aux = aux
	if _, err := SelfCheck(p, solver); err != nil {
		t.Fatalf("restored: %v", err)
	}
	// the typing lemma of seen[] against the rule that copies out.dest
	// into it has the typing invariants of all three families (a value
	// copied from another family is typed by that family's invariant;
	// here the guard says out.dest = n, so the rule writes a parameter),
	// and it needs its own: the rule writes one location of seen[]
	lemmaOf := func(fam, rule string) *Lemma {
		for _, x := range p.Lemmas {
			if x.Inv == typing[fam] && x.Rule.Murphi.Display == rule {
				return x
			}
		}
		t.Fatalf("no typing lemma of %s for %s", fam, rule)
		return nil
	}
	copyLemma := lemmaOf("seen[]", "receive invalidation")
	whole := copyLemma.Aux
	if len(whole) != 3 {
		t.Fatalf("the typing lemma of seen[] has %d typing invariants beside it, want 3", len(whole))
	}
	var without []Aux
	for _, a := range whole {
		if a.Inv != typing["seen[]"] {
			without = append(without, a)
		}
	}
	copyLemma.Aux, copyLemma.Cases[0].Aux = without, without
	if _, err := SelfCheck(p, solver); err == nil {
		t.Error("seen[]'s own typing invariant dropped from its lemma for receive invalidation, and the self-check passes")
	}
	copyLemma.Aux, copyLemma.Cases[0].Aux = whole, whole
	// a rule that writes BoolV True into out.dest breaks the typing
	// invariant
	l := lemmaOf("out.dest", "send invalidation")
	body := l.Rule.Body
	var broken []*Stmt
	for _, s := range body {
		s2 := *s
		if s.Kind == SAssign && s.Loc.Fam.Key == "out.dest" {
			s2.Val = &Expr{Op: XBool, Args: []*Expr{{Op: XTrue}}}
		}
		broken = append(broken, &s2)
	}
	l.Rule.Body = broken
	if _, err := SelfCheck(p, solver); err == nil {
		t.Error("a rule writes a boolean into out.dest, and the typing invariant's self-check passes")
	}
	l.Rule.Body = body
}

// TestWitnessPoints: exists_owner.m's invariants have quantifiers over
// NODE; a lemma whose invariant or auxiliary invariants have one gets
// the invariant's and rule's NODE parameters as points, no lemma gets a
// point of another type, and German (no quantified invariant) gets none.
func TestWitnessPoints(t *testing.T) {
	p, _ := buildProof(t, filepath.Join(testdirs.Protocols(), "exists_owner.m"), nil)
	quantified := func(x *Expr) bool {
		q := false
		Visit(x, func(y *Expr) { q = q || y.Op == XAll || y.Op == XEx })
		return q
	}
	with := 0
	for _, l := range p.Lemmas {
		each := func(aux []Aux) {
			pts := l.WitnessPoints(aux)
			q := quantified(l.Inv.Bad)
			for _, a := range aux {
				q = q || quantified(a.Inv.Bad)
			}
			if !q {
				if len(pts) > 0 {
					t.Errorf("%s: %d points without a quantified invariant", pairName(l), len(pts))
				}
				return
			}
			want := 0
			for _, ps := range [][]*Param{l.Inv.Params, l.Vars} {
				for _, x := range ps {
					if x.Type != nil && x.Type.Name == "NODE" {
						want++
					}
				}
			}
			if len(pts) != want {
				t.Errorf("%s: %d points, want the %d NODE parameters", pairName(l), len(pts), want)
			}
			for _, x := range pts {
				if x.Op != XVar || x.Type == nil || x.Type.Name != "NODE" {
					t.Errorf("%s: point %+v is not a NODE parameter", pairName(l), x)
				}
			}
			if len(pts) > 0 {
				with++
			}
		}
		if l.Merged {
			each(l.Aux)
			continue
		}
		for _, c := range l.Cases {
			each(c.Aux)
		}
	}
	if with == 0 {
		t.Error("exists_owner.m: no relation has witness points")
	}
	g, _ := buildProof(t, testdirs.SharedModel("german.m"), map[string]int64{"NODE_NUM": 2, "DATA_NUM": 2})
	for _, l := range g.Lemmas {
		auxs := [][]Aux{l.Aux}
		for _, c := range l.Cases {
			auxs = append(auxs, c.Aux)
		}
		for _, aux := range auxs {
			if pts := l.WitnessPoints(aux); len(pts) > 0 {
				t.Errorf("german.m: %s has %d witness points", pairName(l), len(pts))
			}
		}
	}
}

// TestActionPoints: home_dir.m's DropS and HomeDrop have quantifiers over
// NODE in their actions (an exists assigned, an if forall); their lemmas
// get the invariant's and the rule's NODE parameters and then the fixed
// Home as points, every one of type NODE, and the lemmas of rules with no
// quantifier in the action (GetE's is in its guard) get none.
func TestActionPoints(t *testing.T) {
	p, _ := buildProof(t, filepath.Join(testdirs.Protocols(), "home_dir.m"), nil)
	with := map[string]bool{}
	for _, l := range p.Lemmas {
		pts := l.ActionPoints()
		name := l.Rule.Murphi.Name
		if name != "DropS" && name != "HomeDrop" {
			if len(pts) > 0 {
				t.Errorf("%s: %d points, but %s has no quantifier in its action", pairName(l), len(pts), name)
			}
			continue
		}
		var want []string
		for _, ps := range [][]*Param{l.Inv.Params, l.Vars} {
			for _, x := range ps {
				if x.Type != nil && x.Type.Name == "NODE" {
					want = append(want, x.Name)
				}
			}
		}
		var got []string
		for _, x := range pts {
			if x.Type == nil || x.Type.Name != "NODE" {
				t.Errorf("%s: point %+v is not of type NODE", pairName(l), x)
			}
			got = append(got, x.Name)
		}
		if len(got) != len(want)+1 || strings.Join(got[:len(want)], " ") != strings.Join(want, " ") {
			t.Errorf("%s: points %v, want the NODE parameters %v and then the home", pairName(l), got, want)
		}
		with[name] = true
	}
	if !with["DropS"] || !with["HomeDrop"] {
		t.Errorf("home_dir.m: lemmas with points for %v, want DropS and HomeDrop", with)
	}
}

// TestSelfCheckParallel: with several workers (a pool of Z3 contexts) the
// self-check counts the obligations of the sequential one, and with two
// lemmas broken it reports the first of them in the order of the lemmas,
// as the sequential one does, whichever worker finishes first.
func TestSelfCheckParallel(t *testing.T) {
	p, solver := buildProof(t, filepath.Join(testdirs.Protocols(), "german_home_var.m"), map[string]int64{"NODE_NUM": 2})
	want, err := SelfCheck(p, solver)
	if err != nil {
		t.Fatalf("found table: %v", err)
	}
	pool, err := smt.NewPool(3, smt.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, workers := range []int{1, 2, 3} {
		got, err := SelfCheckParallel(p, smt.NewCache(pool), workers)
		if err != nil || got != want {
			t.Errorf("workers %d: %d obligations, %v; want %d, nil", workers, got, err, want)
		}
	}
	// drop a case from an early lemma and from the last one with two
	var broken []*Lemma
	for _, l := range p.Lemmas {
		if len(l.Cases) > 1 {
			broken = append(broken, l)
		}
	}
	if len(broken) < 2 {
		t.Fatalf("%d lemmas with two cases", len(broken))
	}
	first, last := broken[0], broken[len(broken)-1]
	fc, lc := first.Cases, last.Cases
	first.Cases, last.Cases = fc[1:], lc[1:]
	defer func() { first.Cases, last.Cases = fc, lc }()
	_, seq := SelfCheck(p, solver)
	if seq == nil || !strings.Contains(seq.Error(), first.Inv.Name+" for rule "+first.Rule.Name+":") {
		t.Fatalf("sequential: %v, want the lemma of %s for %s", seq, first.Inv.Name, first.Rule.Name)
	}
	for _, workers := range []int{2, 3} {
		for k := 0; k < 5; k++ {
			if _, err := SelfCheckParallel(p, smt.NewCache(pool), workers); err == nil || err.Error() != seq.Error() {
				t.Errorf("workers %d: %v, want %v", workers, err, seq)
			}
		}
	}
}
