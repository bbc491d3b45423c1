package invfinder

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"paraverify/internal/testdirs"
	"paraverify/invfinder/formula"
	"paraverify/invfinder/witness"
)

// TestFindWitness: exists_witness.m's Mark makes the line pending when
// some node is exclusive, and the property needs "no shared grant to i
// while node j is exclusive" at the node the exists speaks of. The search
// discharges the obligation case by case (the exists at the property's
// node, and at a fresh node W), records the witness, and Verify accepts
// the table; it rejects the table when the witness is forgotten, when the
// case of the node in scope loses its auxiliary invariant, and when the
// invariant used at W is one that does not help.
func TestFindWitness(t *testing.T) {
	m, res, solver := findVerified(t, filepath.Join(testdirs.Protocols(), "exists_witness.m"), map[string]int64{"N": 3})
	var wit []int // the relations with a witness
	for i, r := range res.Relations {
		if r.Witness != "" {
			wit = append(wit, i)
		}
	}
	if len(wit) == 0 {
		t.Fatal("no relation uses a witness")
	}
	r := res.Relations[wit[0]]
	if r.Rule.Name != "Mark" || !strings.Contains(r.Witness, "exists V : NODE do dir[V] = E end") {
		t.Errorf("witness relation %+v", r)
	}
	clone := func() *Result {
		return &Result{Invs: append([]Found(nil), res.Invs...), Relations: append([]Relation(nil), res.Relations...), special: res.special}
	}
	// the witness forgotten: the auxiliary invariant's argument is no
	// parameter of the obligation
	bad := clone()
	for _, i := range wit {
		bad.Relations[i].Witness = ""
	}
	if err := Verify(m, bad, solver); err == nil {
		t.Error("forgotten witness accepted")
	}
	// the case of the exists at the invariant's own node loses its
	// auxiliary invariant (the other relations of the obligation stay)
	bad = clone()
	dropped := 0
	var kept []Relation
	for _, x := range bad.Relations {
		if x.Inv == r.Inv && x.Rule == r.Rule && x.Witness == "" && x.Kind == InvHoldRule3 && dropped == 0 {
			dropped++
			continue
		}
		kept = append(kept, x)
	}
	bad.Relations = kept
	if dropped == 0 {
		t.Fatal("no relation for the case in scope")
	}
	if err := Verify(m, bad, solver); err == nil {
		t.Error("the case of the node in scope without its auxiliary invariant accepted")
	}
	// at W an invariant of the same parameters that does not help: the
	// property itself (one parameter) at W
	bad = clone()
	prop := -1
	for i, f := range res.Invs {
		if len(f.Inv.Params) == 1 && f.Prop != nil {
			prop = i
		}
	}
	if prop < 0 {
		t.Fatal("no one-parameter property")
	}
	for _, i := range wit {
		x := &bad.Relations[i]
		w := len(formula.ScopeTypes(res.Invs[x.Inv].Inv.Params, formula.RuleInstance{Rule: x.Rule, Args: x.Args})) + 1
		x.Aux, x.AuxArgs = prop, []int{w}
	}
	if err := Verify(m, bad, solver); err == nil {
		t.Error("an unhelpful invariant at the witness accepted")
	}
}

// TestFindWitnessDisjunct: exists_any.m's Abort fires when some node
// voted no or crashed, an exists over a disjunction: two existential
// literals, one per case of the guard, each with its own witness. Verify
// reads each case with the witness of its own literal, accepts the
// table, and rejects it when either case loses its invariant at W.
func TestFindWitnessDisjunct(t *testing.T) {
	m, res, solver := findVerified(t, filepath.Join(testdirs.Protocols(), "exists_any.m"), map[string]int64{"N": 3})
	lits := map[string][]int{}
	for i, r := range res.Relations {
		if r.Witness != "" {
			if r.Rule.Name != "Abort" {
				t.Errorf("witness in rule %s", r.Rule.Name)
			}
			lits[r.Witness] = append(lits[r.Witness], i)
		}
	}
	if len(lits) != 2 {
		t.Fatalf("witnessed literals %v, want vote[V] = No and alive[V] != true", lits)
	}
	for w, idx := range lits {
		bad := &Result{Invs: res.Invs, Relations: nil, special: res.special}
		for i, x := range res.Relations {
			if !slices.Contains(idx, i) {
				bad.Relations = append(bad.Relations, x)
			}
		}
		if err := Verify(m, bad, solver); err == nil {
			t.Errorf("the case of %s without its invariant at W accepted", w)
		}
	}
}

// TestUniversalInstancesFirst: excl_source.m's grant needs "the
// requester holds no exclusive copy while its request is pending"; the
// literal of the grant's guard (every node but src invalid) at the
// parameters gives it, where the quantified literal itself gave an
// invariant that excludes one more node (and a chain of such invariants
// in German 2004). Only the invariants about the stale memory, which no
// single node's state can state, keep a quantified literal.
func TestUniversalInstancesFirst(t *testing.T) {
	_, res, _ := findVerified(t, filepath.Join(testdirs.Protocols(), "excl_source.m"), map[string]int64{"N": 3})
	quantified := 0
	for _, f := range res.Invs {
		s := f.Inv.String()
		if !strings.Contains(s, "forall V") {
			continue
		}
		quantified++
		if !strings.Contains(s, "memory") {
			t.Errorf("a quantified invariant not about the memory: %s", s)
		}
	}
	if quantified == 0 {
		t.Error("no quantified invariant: the memory's needs one")
	}
}

// TestFindValueWitness: inv_dest.m grants exclusive access when the home
// processes the last acknowledgement (every node but the requester
// invalidated), and that no invalidation is then in flight needs what
// the home knows of the node out.dest holds, which no literal of the
// obligation names. The search splits on that value (undefined, a node
// in scope, a fresh node W), records out.dest as the witness, and Verify
// accepts the table; it rejects the table when the witness is forgotten,
// when it names another component, and when the case of an undefined
// out.dest loses its auxiliary invariant.
func TestFindValueWitness(t *testing.T) {
	m, res, solver := findVerified(t, filepath.Join(testdirs.Protocols(), "inv_dest.m"), map[string]int64{"NODE_NUM": 3})
	var wit []int
	for i, r := range res.Relations {
		if r.WitnessOf != nil {
			wit = append(wit, i)
		}
	}
	if len(wit) == 0 {
		t.Fatal("no relation uses the value of a state component")
	}
	r := res.Relations[wit[0]]
	if r.WitnessOf.String() != "out.dest" || r.Witness != "the value of out.dest" {
		t.Errorf("witness relation %+v", r)
	}
	clone := func() *Result {
		return &Result{Invs: append([]Found(nil), res.Invs...), Relations: append([]Relation(nil), res.Relations...), special: res.special}
	}
	bad := clone()
	for _, i := range wit {
		bad.Relations[i].Witness, bad.Relations[i].WitnessOf = "", nil
	}
	if err := Verify(m, bad, solver); err == nil {
		t.Error("forgotten witness accepted")
	}
	// another component of the same type: the requester
	bad = clone()
	src := &formula.Term{Kind: formula.TVar, Var: "src", Type: r.WitnessOf.Type}
	for _, i := range wit {
		bad.Relations[i].Witness, bad.Relations[i].WitnessOf = witness.ValueKey(src), src
	}
	if err := Verify(m, bad, solver); err == nil {
		t.Error("a witness at the value of another component accepted")
	}
	// a component indexed by a parameter the obligation does not have
	bad = clone()
	far := &formula.Term{Kind: formula.TVar, Var: "seen", Sels: []formula.Sel{{Index: &formula.Term{Kind: formula.TParam, Type: r.WitnessOf.Type, Param: 9}}}, Type: r.WitnessOf.Type}
	for _, i := range wit {
		bad.Relations[i].Witness, bad.Relations[i].WitnessOf = witness.ValueKey(far), far
	}
	if err := Verify(m, bad, solver); err == nil || !strings.Contains(err.Error(), "not a state component") {
		t.Errorf("a witness at a component indexed out of scope: %v", err)
	}
	// the key and the component disagree
	bad = clone()
	for _, i := range wit {
		bad.Relations[i].Witness = witness.ValueKey(src)
	}
	if err := Verify(m, bad, solver); err == nil {
		t.Error("a witness whose key names another component accepted")
	}
	// the case of an undefined out.dest without its auxiliary invariant
	undef := -1
	for i, f := range res.Invs {
		if strings.Contains(f.Inv.String(), "out.dest = undefined") {
			undef = i
		}
	}
	if undef < 0 {
		t.Fatal("no invariant for an undefined out.dest")
	}
	bad = clone()
	var kept []Relation
	dropped := 0
	for _, x := range bad.Relations {
		if x.Inv == r.Inv && x.Rule == r.Rule && x.Kind == InvHoldRule3 && x.Aux == undef && x.WitnessOf == nil {
			dropped++
			continue
		}
		kept = append(kept, x)
	}
	bad.Relations = kept
	if dropped == 0 {
		t.Fatal("no relation for the undefined case")
	}
	if err := Verify(m, bad, solver); err == nil {
		t.Error("the undefined case without its auxiliary invariant accepted")
	}
}
