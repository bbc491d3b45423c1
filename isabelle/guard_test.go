package isabelle

import (
	"testing"

	"paraverify/proofgen"
)

// TestGuardDests: one destruction rule per index type, bspec at one
// point and the base theory's ball_at2 at two.
func TestGuardDests(t *testing.T) {
	node := &proofgen.IndexType{Set: "idx_NODE", Size: "N"}
	data := &proofgen.IndexType{Set: "idx_DATA", Size: "M"}
	v := func(name string, t *proofgen.IndexType) *proofgen.Expr {
		return &proofgen.Expr{Op: proofgen.XVar, Name: name, Type: t}
	}
	for _, tc := range []struct {
		pts  []*proofgen.Expr
		want string
	}{
		{nil, ""},
		{[]*proofgen.Expr{v("p2", node)}, `bspec[where A = "(idx_NODE N)" and x = "p2"]`},
		{[]*proofgen.Expr{v("p1", node), {Op: proofgen.XLit, Lit: 0, Type: node}},
			`ball_at2[where A = "(idx_NODE N)" and a = "p1" and b = "0"]`},
		{[]*proofgen.Expr{v("p1", node), v("d", data), v("i", node)},
			`ball_at2[where A = "(idx_NODE N)" and a = "p1" and b = "i"] bspec[where A = "(idx_DATA M)" and x = "d"]`},
	} {
		if got := guardDests(tc.pts); got != tc.want {
			t.Errorf("guardDests(%d points) = %s, want %s", len(tc.pts), got, tc.want)
		}
	}
	if got := instFirst("auto", "", "((auto; fail)\n    | (auto; force))"); got != "((auto; fail)\n    | (auto; force))" {
		t.Errorf("instFirst without points changed the method: %s", got)
	}
	want := "((auto dest!: D; fail)\n    | (auto; fail)\n    | (auto; force))"
	if got := instFirst("auto", "D", "((auto; fail)\n    | (auto; force))"); got != want {
		t.Errorf("instFirst = %q, want %q", got, want)
	}
}

// TestZeroHomeAlternative: a model with a home node 0 inside a node type
// gets a third alternative, auto with gr0I, after the two of every model
// (which stay the same and first); instFirst puts the hinted auto before
// all three.
func TestZeroHomeAlternative(t *testing.T) {
	two := "((auto; fail)\n    | (auto; force))"
	if got := (&writer{}).autoOrForce("auto", ""); got != two {
		t.Errorf("without a home 0: %q, want %q", got, two)
	}
	three := "((auto; fail)\n    | (auto; force)\n    | (auto intro!: gr0I; fail))"
	w := &writer{zero: true}
	if got := w.autoOrForce("auto", ""); got != three {
		t.Errorf("with a home 0: %q, want %q", got, three)
	}
	want := "((auto dest!: D; fail)\n    | (auto; fail)\n    | (auto; force)\n    | (auto intro!: gr0I; fail))"
	if got := instFirst("auto", "D", w.autoOrForce("auto", "")); got != want {
		t.Errorf("instFirst = %q, want %q", got, want)
	}
}

// TestClarsimpFirst: the method for a large rule's relation, per goal
// auto or force (gr0I after them with a home node 0, metis not_gr0 in a
// witness case, and before it auto with gr0I without the facts when there
// is a home node 0), with the guard's instances given to auto after auto
// alone when there are some, then the action's instances (actionInsts)
// but in a witness case.
func TestClarsimpFirst(t *testing.T) {
	for _, tc := range []struct {
		zero, witness      bool
		dests, insts, want string
	}{
		{false, false, "", "", "(clarsimp simp: D split: if_split_asm; ((auto; fail) | force))"},
		{true, false, "", "", "(clarsimp simp: D split: if_split_asm; ((auto; fail) | force | (auto intro!: gr0I; fail)))"},
		{true, true, "", "", "(clarsimp simp: D split: if_split_asm; ((auto; fail) | (use in \\<open>auto intro!: gr0I; fail\\<close>) | (auto; (metis not_gr0 | force))))"},
		{false, true, "", "", "(clarsimp simp: D split: if_split_asm; ((auto; fail) | (auto; (metis not_gr0 | force))))"},
		{false, false, "X", "", "(clarsimp simp: D split: if_split_asm; ((auto; fail) | (auto dest!: X; fail) | force))"},
		{true, false, "X", "", "(clarsimp simp: D split: if_split_asm; ((auto; fail) | (auto dest!: X; fail) | force | (auto intro!: gr0I; fail)))"},
		{false, false, "X", "dest!: I", "(clarsimp simp: D split: if_split_asm; ((auto; fail) | (auto dest!: X; fail) | (auto dest!: I; fail) | force))"},
		{false, false, "", "dest!: I", "(clarsimp simp: D split: if_split_asm; ((auto; fail) | (auto dest!: I; fail) | force))"},
		{true, true, "X", "dest!: I", "(clarsimp simp: D split: if_split_asm; ((auto; fail) | (auto dest!: X; fail) | (use in \\<open>auto intro!: gr0I; fail\\<close>) | (auto; (metis not_gr0 | force))))"},
	} {
		w := &writer{zero: tc.zero}
		if got := w.clarsimpFirst("clarsimp simp: D", tc.dests, tc.insts, tc.witness, ""); got != tc.want {
			t.Errorf("zero %v witness %v dests %q insts %q:\n%s\nwant\n%s", tc.zero, tc.witness, tc.dests, tc.insts, got, tc.want)
		}
	}
}

// TestConditionals counts nested if-then-else terms (large compares the
// count of a rule's effects with LargeBranches; big_action.m's golden
// theory shows a large rule's proofs, German's none).
func TestConditionals(t *testing.T) {
	c := &proofgen.Expr{Op: proofgen.XBool}
	nest := func(n int) *proofgen.Expr {
		e := c
		for i := 0; i < n; i++ {
			e = &proofgen.Expr{Op: proofgen.XIte, Args: []*proofgen.Expr{c, e, c}}
		}
		return e
	}
	for _, n := range []int{0, 1, LargeBranches - 1, LargeBranches, 3 * LargeBranches} {
		if got := conditionals(nest(n)); got != n {
			t.Errorf("conditionals of %d nested ifs = %d", n, got)
		}
	}
}

// TestWitnessAlternatives: an invHoldRule2 goal gets the simplifier
// before every other alternative; the witness points' auto comes right
// after auto alone, in every list of alternatives (plain, home 0, witness
// case, large rule), and nothing changes without points.
func TestWitnessAlternatives(t *testing.T) {
	node := &proofgen.IndexType{Set: "idx_NODE", Size: "N"}
	pts := []*proofgen.Expr{{Op: proofgen.XVar, Name: "i", Type: node}, {Op: proofgen.XLit, Lit: 0, Type: node}}
	intros := witnessIntros(pts)
	if want := `intro: bexI[where x = "i"] bexI[where x = "0"]`; intros != want {
		t.Errorf("witnessIntros = %s, want %s", intros, want)
	}
	if witnessIntros(nil) != "" {
		t.Error("witnessIntros without points is not empty")
	}
	want := "((auto; fail)\n    | (auto P; fail)\n    | (auto; force))"
	if got := autoOrForce("auto", "P"); got != want {
		t.Errorf("autoOrForce = %q, want %q", got, want)
	}
	want = "((auto; fail)\n    | (auto P; fail)\n    | (auto; force)\n    | (auto intro!: gr0I; fail))"
	if got := (&writer{zero: true}).autoOrForce("auto", "P"); got != want {
		t.Errorf("autoOrForce with a home 0 = %q, want %q", got, want)
	}
	want = "((auto; fail)\n    | (auto P; fail)\n    | (auto; (metis not_gr0 | force)))"
	if got := autoWitness("auto", "P"); got != want {
		t.Errorf("autoWitness = %q, want %q", got, want)
	}
	want = "(clarsimp simp: D split: if_split_asm; ((auto; fail) | (auto P; fail) | force))"
	if got := (&writer{}).clarsimpFirst("clarsimp simp: D", "", "", false, "P"); got != want {
		t.Errorf("clarsimpFirst = %q, want %q", got, want)
	}
	want = "((simp add: invHoldRule2_def D; fail)\n    | (auto; fail)\n    | (auto; force))"
	if got := simpFirst("simp: invHoldRule2_def D", autoOrForce("auto", "")); got != want {
		t.Errorf("simpFirst = %q, want %q", got, want)
	}
}

// TestActionDests: the points of a large rule's universal conditions
// become unsafe destruction rules for auto, one bspec per point, as the
// witness points become introduction rules, one bexI per point.
func TestActionDests(t *testing.T) {
	if got := actionDests(nil); got != "" {
		t.Errorf("actionDests(nil) = %q, want empty", got)
	}
	pts := []*proofgen.Expr{{Op: proofgen.XVar, Name: "p2"}, {Op: proofgen.XLit, Lit: 0}}
	want := `dest: bspec[where x = "p2"] bspec[where x = "0"]`
	if got := actionDests(pts); got != want {
		t.Errorf("actionDests = %q, want %q", got, want)
	}
	want = `intro: bexI[where x = "p2"] bexI[where x = "0"]`
	if got := witnessIntros(pts); got != want {
		t.Errorf("witnessIntros = %q, want %q", got, want)
	}
}

// TestActionInsts: the points of a large rule's universal conditions
// become one safe ball_points rule per index type, with the type's set
// and the points in their order.
func TestActionInsts(t *testing.T) {
	if got := actionInsts(nil); got != "" {
		t.Errorf("actionInsts(nil) = %q, want empty", got)
	}
	node := &proofgen.IndexType{Set: "idx_NODE", Size: "N"}
	data := &proofgen.IndexType{Set: "idx_DATA", Size: "M"}
	pts := []*proofgen.Expr{
		{Op: proofgen.XVar, Name: "p2", Type: node},
		{Op: proofgen.XVar, Name: "d", Type: data},
		{Op: proofgen.XLit, Lit: 0, Type: node},
	}
	want := `dest!: ball_points[where A = "(idx_NODE N)" and xs = "[p2, 0]"] ball_points[where A = "(idx_DATA M)" and xs = "[d]"]`
	if got := actionInsts(pts); got != want {
		t.Errorf("actionInsts = %q, want %q", got, want)
	}
}
