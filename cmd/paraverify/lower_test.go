package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"paraverify/internal/instance"
	"paraverify/internal/job"
	"paraverify/internal/testdirs"
)

// loweredModels are the project's models for the constructs the lowering
// handles (and quant_cond.m, a quantified if-condition deciding two
// variables: the Z3 self-check once read it two ways): each correct one is
// proved by the main job, its broken variant is reported violated with a
// trace.
var loweredModels = []struct{ model, bug, property string }{
	{"proc_inline.m", "proc_inline_bug_nosharers.m", "Coherence"},
	{"switch_alias.m", "switch_alias_bug_eager.m", "Mutex"},
	{"rule_locals.m", "rule_locals_bug_copy.m", "Coherence"},
	// return in rules and the startstate (Rumur), flattened into branches
	{"rule_return.m", "rule_return_bug_late.m", "Mutex"},
	{"multi_quant.m", "multi_quant_bug_create.m", "OneToken"},
	{"whole_copy.m", "whole_copy_bug_rollback.m", "Exclusive"},
	{"ruleset_start.m", "ruleset_start_bug_twotokens.m", "OneToken"},
	{"quant_cond.m", "quant_cond_bug_half.m", "BImpliesA"},
	// channels indexed by a fixed range (German 2004's channel_id)
	{"chan_range.m", "chan_range_bug_nobusy.m", "Mutex"},
	// two properties with a conjunct in common (one invariant for both)
	{"shared_conjunct.m", "shared_conjunct_bug_nolock.m", "CritExclusive"},
	// loop-invariant assignments inside nested loops (taken out by the lowering)
	{"nested_init.m", "nested_init_bug_abort.m", "exclusive"},
	// a home node inside the node type as a union {enum, scalarset}
	{"german_union.m", "german_union_bug_excl.m", "CtrlProp"},
	// the same idiom with two home values
	{"lock_homes.m", "lock_homes_bug_take.m", "mutex"},
	// the home as node 1 of NODE : 1..NODE_NUM (see TestHomeOne)
	{"german_home1.m", "german_home1_bug_excl.m", "CtrlProp"},
	// two distinguished nodes, 0 and 1 (property theorems by simp and metis)
	{"german_home_two.m", "german_home_two_bug_excl.m", "CtrlProp"},
	// properties written for nodes 1 and 2 of NODE : 1..NODE_NUM, NODE_NUM : 2
	// (every value distinguished at the file's size; see TestInstantiatedProps)
	{"german_inst.m", "german_inst_bug_excl.m", "Coherence12"},
	// a node pointer undefined while unused, compared and copied as
	// CMurphi does (an undefined scalarset compares as a value of its own)
	{"owner_undef.m", "owner_undef_bug_stale.m", "owner is modified"},
	// a proof with a quantified literal: memory is current unless some
	// directory entry is exclusive (see TestFindExistential)
	{"exists_owner.m", "exists_owner_bug_stale.m", "HomeData"},
	// a property with exists over the nodes: a quantified literal in its
	// normal form
	{"exists_prop.m", "exists_prop_bug_lost.m", "Somewhere"},
	// exists beside a literal of the same node, with an equation that
	// leaves the node out of its range
	{"exists_beside.m", "exists_beside_bug_keep.m", "held"},
	// a union {enum, scalarset} with the enum first (the evidence offsets
	// a client by the enum's values)
	{"union_first.m", "union_first_bug_grab.m", "OwnerHolds"},
	// ismember of a node pointer that is undefined while unused: false,
	// as the checker reads it (the lowering once read it as true and
	// proved the buggy variant)
	{"union_undef.m", "union_undef_bug_noowner.m", "a grant has a holder"},
	// a proof with a quantified literal that excludes the value of a state
	// variable (forall V != src: dir[V] = I; see TestFindExistential)
	{"excl_source.m", "excl_source_bug_sharers.m", "Coherence"},
	// a guard with exists: an existential literal, which Z3 gives a witness
	{"exists_cond.m", "exists_cond_bug_keep.m", "MarkedOwned"},
	// a condition with exists whose value an auxiliary invariant is
	// instantiated at (a witness; see TestFindWitness)
	{"exists_witness.m", "exists_witness_bug_grant.m", "NoSharedGrantWhilePending"},
	// the same with a home node inside the node type (0 distinguished)
	{"exists_witness_home.m", "exists_witness_home_bug.m", "NoSharedGrantWhilePending"},
	// and with the rule of the exists made large (clarsimp first, the
	// witness case's alternative without the lemma's facts)
	{"exists_witness_large.m", "exists_witness_large_bug.m", "NoSharedGrantWhilePending"},
	// the home node written as the size, NODE_NUM (see TestHomeLast)
	{"german_home_last.m", "german_home_last_bug_excl.m", "CtrlProp"},
	// a negated forall over a conjunction in a guard: an exists over a
	// disjunction, one witness per disjunct
	{"exists_any.m", "exists_any_bug_silent.m", "AbortOnlyOnTrouble"},
	// a startstate loop over the data giving memory, the auxiliary copy
	// and the caches the last datum (the loops swapped by the lowering)
	{"data_loop_init.m", "data_loop_init_bug_nowb.m", "MemCurrent"},
	// a condition with exists that leaves out the rule's node (p != i):
	// a witness whose range excludes it
	{"exists_excl.m", "exists_excl_bug_grant.m", "NoGrantWhilePending"},
	{"seven_lits.m", "seven_lits_bug_raise.m", "NeverFired"},
	// scalarsets of literal sizes (DATA : scalarset(1)): each read as
	// sized by a constant of its own, two data values in the reference
	// (the bug needs two; the file at its size has none, see
	// TestLiteralSizes)
	{"data_literal.m", "data_literal_bug_nowb.m", "MemData"},
	// a guard forall q : NODE do A & P(q) end in a rule without node
	// parameters: the lowering moves A out of the forall (the split pass)
	{"quant_free.m", "quant_free_bug_noready.m", "FlushedOnlyWhenReady"},
	// a property that reads the home node's state through the fixed
	// variable (cache[Home] != E): proved with the home invariant
	{"home_prop.m", "home_prop_bug_home.m", "HomeNotExcl"},
	// debugging output (put, a procedure that only prints) and a function
	// whose switch names every value of its enum without an else
	{"put_debug.m", "put_debug_bug_enter.m", "mutex"},
	// assert and error in rules (at the start, in a switch case, in a
	// procedure called in the default case): invariants over the state
	// before the rule
	{"assert_rule.m", "assert_rule_bug_nowait.m", "assertion failed: grant without a request"},
	// arrays indexed by a pointer the rules change (Chan2[CurPtr]) and
	// by a field of a message (ShrSet[Chan3[i].Src]): each index a
	// parameter of its rule
	{"german_ptr.m", "german_ptr_bug_order.m", "CtrlProp"},
	// CMurphi-style aliases whose indices read state the rule changes
	// after it has used them (inb : inchan[out.dest]; inb := out; clear
	// out)
	{"alias_move.m", "alias_move_bug_free.m", "mutex"},
	// isundefined of a state variable in guards and in a property, and
	// an index through the pointer before it is undefined
	{"undef_owner.m", "undef_owner_bug_twice.m", "mutex"},
	// German with the home node inside the node type written with many
	// constructs at once (procedure, function, clear of messages, switch,
	// rule-level alias, rule-local variable, two-quantifier for, ruleset
	// startstate); clear makes the datum 1 a distinguished value
	{"german_mix.m", "german_mix_bug.m", "DataProp"},
	// a loop that remembers the last ready node: the job's exploration,
	// reduced by symmetry for the search, misses the buggy variant's
	// violation, which the exploration without that reduction finds
	{"loop_order.m", "loop_order_bug.m", "PickedIsNotMarked"},
	// a counter over a subrange with literal bounds (credits - 1,
	// credits > 0): equalities with literals after the lowering; the
	// increment no guard bounds is an invariant the search proves, and
	// the bug's out-of-range increment is a range error
	{"credit.m", "credit_bug_give.m", "value 3 out of range CREDIT"},
	// index arithmetic over literal stations (token[(i + 1) % 3])
	{"ring3.m", "ring3_bug_keep.m", "OneIn"},
	// Peterson's algorithm: Pid : 0..P-1 read at P = 2 (P bounds no other
	// type), flag[1 - i] and turn := 1 - i as literals
	{"peterson.m", "peterson_bug_turn.m", "Mutex"},
	// a range written in place (array [0..2]) and quantified in place
	// (for, forall, exists, ruleset parameters): one fixed range
	{"slots.m", "slots_bug_release.m", "a node that has a slot holds one"},
	// asserts and an error after the writes they read (in a procedure,
	// after an increment, an exists over the array just written): each
	// an invariant over the state before its rule
	{"assert_after.m", "assert_after_bug_leave.m", "error: a node is in after the leave"},
	// an array indexed by an enum (chan[i][RespVC]), read as a fixed
	// range of literals when the model is loaded
	{"enum_index.m", "enum_index_bug_grant.m", "mutex"},
	// properties that read an array through a pointer the rules change
	// (cache[dir.owner], cache[last[dir.owner]]): read at a quantified
	// index equal to it
	{"prop_index.m", "prop_index_bug_release.m", "the owner holds the line"},
}

// TestLiteralSizes: a scalarset of literal size is sized by a constant of
// its own, said in the summary; the reference instance gives a scalarset
// at least two values (DATA_SIZE=2 where the file has one), and -D sets it.
func TestLiteralSizes(t *testing.T) {
	model := filepath.Join(testdirs.Protocols(), "data_literal.m")
	s := findRun(t, exitOK, "-o", filepath.Join(t.TempDir(), "out"), model)
	got := map[string]int64{}
	for _, c := range s.Reference {
		got[c.Name] = c.Value
		if c.Name == "DATA_SIZE" && (c.File == nil || *c.File != 1 || c.Source != "chosen") {
			t.Errorf("DATA_SIZE %+v: want chosen, the file's 1", c)
		}
	}
	if got["NODE_SIZE"] != 2 || got["DATA_SIZE"] != 2 {
		t.Errorf("reference %+v: want NODE_SIZE=2 DATA_SIZE=2", s.Reference)
	}
	if len(s.ReadAs) != 2 || !strings.Contains(s.ReadAs[1], "data_literal.m:12:20: scalarset DATA of literal size 1 is sized by the constant DATA_SIZE") {
		t.Errorf("read as %q", s.ReadAs)
	}
	s = findRun(t, exitOK, "-D", "DATA_SIZE=3", "-o", filepath.Join(t.TempDir(), "out3"), model)
	for _, c := range s.Reference {
		if c.Name == "DATA_SIZE" && (c.Value != 3 || c.Source != "-D") {
			t.Errorf("with -D DATA_SIZE=3: %+v", c)
		}
	}
	// the check reads the file as written: one data value, no violation
	code, out, _ := runCLI(t, "check", filepath.Join(testdirs.Protocols(), "data_literal_bug_nowb.m"))
	if code != exitOK || !strings.Contains(out, "2 states") {
		t.Errorf("check: exit %d\n%s", code, out)
	}
}

// TestInstantiatedProps: properties written for nodes 1 and 2 at the
// file's size 2 make every node distinguished there; the reference
// instance has a third node, and the proof covers nodes 1 and 2 for every
// size (published FLASH models with instantiated properties have this
// shape).
func TestInstantiatedProps(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "out")
	s := findRun(t, exitOK, "-o", dir, filepath.Join(testdirs.Protocols(), "german_inst.m"))
	var node int64
	for _, c := range s.Reference {
		if c.Name == "NODE_NUM" {
			node = c.Value
		}
	}
	if node < 3 {
		t.Errorf("reference instance %+v: want NODE_NUM of at least 3", s.Reference)
	}
	md, err := os.ReadFile(filepath.Join(dir, "invariants.md"))
	if err != nil || !strings.Contains(string(md), "NODE : 1, 2") {
		t.Errorf("invariants.md: %v: no distinguished values 1, 2", err)
	}
}

// TestHomeLast: the home node written as the size (NODE : 1..NODE_NUM,
// Cache[NODE_NUM], the file at NODE_NUM : 2): NODE_NUM is a size that is
// also the type's distinguished last value; the reference instance gets
// the two remote nodes the properties need beside the home (NODE_NUM =
// 3, home 3), and the summary says how the constant was read. Before, it
// was no size at all: the search grew the data instead and gave up.
func TestHomeLast(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "out")
	s := findRun(t, exitOK, "-o", dir, filepath.Join(testdirs.Protocols(), "german_home_last.m"))
	var node *instance.RefConst
	for i, c := range s.Reference {
		if c.Name == "NODE_NUM" {
			node = &s.Reference[i]
		}
	}
	if node == nil || node.Value != 3 || node.Source != "chosen" {
		t.Errorf("reference instance %+v: want NODE_NUM=3 chosen", s.Reference)
	}
	if !strings.Contains(strings.Join(s.ReadAs, "\n"), "NODE_NUM sizes NODE and is also its last value") {
		t.Errorf("read as %q: no note on NODE_NUM", s.ReadAs)
	}
	md, err := os.ReadFile(filepath.Join(dir, "invariants.md"))
	if err != nil || !strings.Contains(string(md), "NODE : 3") {
		t.Errorf("invariants.md: %v: no distinguished value 3", err)
	}
}

// TestHomeOne: a distinguished value 1 belongs to its type in the model
// theory also as Suc 0, the form Isabelle's simplifier gives it (without
// that lemma Isabelle rejected the proof of german_home1.m).
func TestHomeOne(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "out")
	proveRun(t, exitOK, "-o", dir, filepath.Join(testdirs.Protocols(), "german_home1.m"))
	thy, err := os.ReadFile(filepath.Join(dir, "isabelle", "Model", "german_home1_Model.thy"))
	if err != nil || !strings.Contains(string(thy), `lemma idx_NODE_Suc0 [simp]: "Suc 0 \<in> idx_NODE N"`) {
		t.Errorf("%v: no Suc 0 membership lemma", err)
	}
}

// TestLoweredModelsProved runs the main job on each correct model: a proof
// whose every obligation Z3 re-checked, a session written.
func TestLoweredModelsProved(t *testing.T) {
	for _, tc := range loweredModels {
		t.Run(tc.model, func(t *testing.T) {
			dir := filepath.Join(t.TempDir(), "out")
			s := proveRun(t, exitOK, "-o", dir, filepath.Join(testdirs.Protocols(), tc.model))
			if s.Result != job.ResultWritten || s.Invariants == 0 || s.Proof == nil || s.Proof.Obligations == 0 || s.Proof.Lemmas == 0 {
				t.Fatalf("%+v %+v", s, s.Proof)
			}
		})
	}
}

// TestHomeUnionReadAs: a union node type read as a subrange is said in
// the summary and in invariants.md.
func TestHomeUnionReadAs(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "out")
	s := findRun(t, exitOK, "-o", dir, filepath.Join(testdirs.Protocols(), "german_union.m"))
	if len(s.ReadAs) != 1 || !strings.Contains(s.ReadAs[0], "node type NODE (a union of home values and the scalarset Proc) is read as the subrange 0..NODE_NUM with Home = 0") {
		t.Fatalf("%+v", s)
	}
	md, err := os.ReadFile(filepath.Join(dir, "invariants.md"))
	if err != nil || !strings.Contains(string(md), "- read as: node type NODE") {
		t.Errorf("invariants.md: %v\n%s", err, md)
	}
}

// TestTwoDistinguished: with two distinguished nodes the property
// theorems are proved by the simplifier and metis (auto did not finish in
// Isabelle); with one they keep auto.
func TestTwoDistinguished(t *testing.T) {
	for _, tc := range []struct {
		model string
		metis bool
	}{{"german_home_two.m", true}, {"german_home.m", false}} {
		dir := filepath.Join(t.TempDir(), "out")
		proveRun(t, exitOK, "-o", dir, filepath.Join(testdirs.Protocols(), tc.model))
		name := strings.TrimSuffix(tc.model, ".m")
		thy, err := os.ReadFile(filepath.Join(dir, "isabelle", "Main", name+".thy")) // a chain of sessions
		if err != nil {
			t.Fatal(err)
		}
		if got := strings.Contains(string(thy), "simp?; metis val.distinct)"); got != tc.metis {
			t.Errorf("%s: metis in the property theorems: %v, want %v", tc.model, got, tc.metis)
		}
	}
}

// TestLoweredModelsBuggy runs the main job on each broken variant: the
// property is reported violated with a trace (exit 1), nothing is written.
func TestLoweredModelsBuggy(t *testing.T) {
	for _, tc := range loweredModels {
		t.Run(tc.bug, func(t *testing.T) {
			dir := filepath.Join(t.TempDir(), "out")
			code, out, errs := runCLI(t, "-o", dir, filepath.Join(testdirs.Protocols(), tc.bug))
			want := `invariant "` + tc.property
			if strings.HasPrefix(tc.property, "assertion failed") || strings.HasPrefix(tc.property, "value ") || strings.HasPrefix(tc.property, "error: ") {
				want = tc.property
			}
			if code != exitViolated || !strings.Contains(out, "trace (") || !strings.Contains(out, want) {
				t.Fatalf("exit %d\n%s\n%s", code, out, errs)
			}
		})
	}
}

// TestUnsupportedNamesAsymmetry: an array indexed by a subrange that is
// not symmetric is refused with what makes it so (a value of NODE stored
// as PTR at 28:12).
func TestUnsupportedNamesAsymmetry(t *testing.T) {
	code, out, _ := runCLI(t, "-o", filepath.Join(t.TempDir(), "o"), filepath.Join("testdata", "asym_index.m"))
	want := "busy is indexed by NODE, which is not a symmetric index type (a value of type NODE is used as PTR at 28:12)"
	if code != exitInconclusive || !strings.Contains(out, want) {
		t.Fatalf("exit %d, want 3 and %q in\n%s", code, want, out)
	}
}

// TestUnsupportedParam: a parameter of a type the proof does not bind is
// named with its type, in the group of that type's uses (it read "the
// name i" among expressions before).
func TestUnsupportedParam(t *testing.T) {
	code, out, _ := runCLI(t, "-o", filepath.Join(t.TempDir(), "o"), filepath.Join("testdata", "param_type.m"))
	want := "- type the proof does not generalize: 4 uses"
	if code != exitInconclusive || !strings.Contains(out, want) || strings.Contains(out, "the name i") {
		t.Fatalf("exit %d, want 3 and %q in\n%s", code, want, out)
	}
	s := jsonRun(t, exitInconclusive, "--json", "-o", filepath.Join(t.TempDir(), "o"), filepath.Join("testdata", "param_type.m"))
	found := false
	for _, e := range s.Errors {
		if e.Line == 15 && e.Col == 6 && strings.HasSuffix(e.Message, "the parameter i, of type l1Id, which the proof does not generalize") {
			found = true
		}
	}
	if !found {
		t.Errorf("no error for the parameter at 15:6: %+v", s.Errors)
	}
}

// TestUnsupportedGrouped checks the report of a model the search and the
// proof cannot handle: one group per kind with its count, its first three
// positions and what to rewrite, found before the search (exit 3; the
// reference instance is explored for a violation only), and the same
// groups in the JSON summary.
func TestUnsupportedGrouped(t *testing.T) {
	model := filepath.Join("testdata", "unsupported.m")
	code, out, _ := runCLI(t, "-o", filepath.Join(t.TempDir(), "o"), model)
	if code != exitInconclusive {
		t.Fatalf("exit %d\n%s", code, out)
	}
	want := []string{
		"testdata/unsupported.m: unsupported: 0 invariants, 0 relations (reference instance N=2: 36 states)",
		"4 kinds of constructs that the invariant search or proof generation does not support (found before the search, which did not run):",
		"- type the proof does not generalize: 1 use, at testdata/unsupported.m:15:3\n" +
			"  testdata/unsupported.m:15:3: unsupported in proof generation: cnt[] has type CNT; only booleans, enums and symmetric index types are supported (ordering < on its values at 27:12)\n" +
			"  rewrite: give state variables",
		"- arithmetic or ordering: 5 uses, at testdata/unsupported.m:27:5, testdata/unsupported.m:29:15, testdata/unsupported.m:33:5 and 2 more\n" +
			"  testdata/unsupported.m:27:5: unsupported in invariant search: an ordering comparison (<)",
		"  rewrite: the method compares values for equality only",
		"- statement: 1 use, at testdata/unsupported.m:41:5\n",
		"- exists over a symmetric type in a property: 1 use, at testdata/unsupported.m:57:3\n" +
			"  testdata/unsupported.m:57:3: unsupported in a property:",
		"No property is violated in the reference instance (36 states).",
	}
	for _, w := range want {
		if !strings.Contains(out, w) {
			t.Errorf("missing %q in\n%s", w, out)
		}
	}
	if n := strings.Count(out, "\n- "); n != 4 {
		t.Errorf("%d groups, want 4:\n%s", n, out)
	}
	s := jsonRun(t, exitInconclusive, "--json", "-o", filepath.Join(t.TempDir(), "o"), model)
	if s.Result != "unsupported" || s.States != 36 || len(s.Unsupported) != 4 {
		t.Fatalf("%+v", s)
	}
	g := s.Unsupported[1]
	if g.Kind != "arithmetic or ordering" || g.Count != 5 || len(g.Positions) != 3 || g.Hint == "" || !strings.HasPrefix(g.Message, g.Positions[0]+": ") {
		t.Errorf("%+v", g)
	}
	// find alone refuses what the search cannot do, not what only the
	// proof cannot do
	s = jsonRun(t, exitInconclusive, "find", "--json", "-o", filepath.Join(t.TempDir(), "o"), model)
	if s.Result != "unsupported" || len(s.Unsupported) != 3 || !strings.Contains(s.Message, "3 kinds of constructs that the invariant search does not support") {
		t.Errorf("%+v", s)
	}
}

// TestLowerCommand prints a lowered model: the procedure call replaced
// by its body.
func TestLowerCommand(t *testing.T) {
	code, out, errs := runCLI(t, "lower", filepath.Join(testdirs.Protocols(), "proc_inline.m"))
	if code != exitOK || !strings.Contains(out, "req[i] := GetS;") || strings.Contains(out, "Send(") {
		t.Errorf("exit %d\n%s\n%s", code, out, errs)
	}
}

// TestLoweringRefusals runs the main job on models with constructs the
// lowering refuses or leaves (multisets, recursion, reals, an alias of a
// constant, `undefined` arguments, run-time bounds): each ends in the
// grouped unsupported report (exit 3), never in an internal error.
func TestLoweringRefusals(t *testing.T) {
	for _, tc := range []struct{ model, group string }{
		{"multiset_net.m", "- multiset: 13 uses"},
		{"recursion.m", "the call of Sorted: the function is recursive"},
		{"heater_real.m", "- real type:"},
		{"cmurphi_syntax.m", "- range whose bounds are computed at run time:"},
		{"undefined_param.m", "- rule-local variable:"},
	} {
		code, out, errs := runCLI(t, "-o", filepath.Join(t.TempDir(), "o"), filepath.Join(testdirs.Protocols(), tc.model))
		if code != exitInconclusive || !strings.Contains(out, "that the invariant search or proof generation does not support") ||
			!strings.Contains(out, tc.group) || strings.Contains(out+errs, "internal error") || strings.Contains(out, "- lowering:") {
			t.Errorf("%s: exit %d\n%s\n%s", tc.model, code, out, errs)
		}
	}
}

// TestFixSizeHint: German 2004 as shipped does not close on a small
// prefix; the progress stream suggests -D num_addr=1 once, while the
// search goes on, and the final message again (a long test: German 2004
// runs until its time budget).
func TestFixSizeHint(t *testing.T) {
	if testing.Short() {
		t.Skip("runs German 2004 for 90 s")
	}
	dir := filepath.Join(t.TempDir(), "out")
	// The budget covers, before the first search, the exploration of the
	// smaller instances (about 900,000 states), also on a loaded machine.
	code, out, errs := runCLI(t, "--evidence", "2000", "--seek", "0", "--walks", "0", "--timeout", "90s", "--progress", "always", "-o", dir, testdirs.SharedModel("german2004.m"))
	const hint = "hint: -D num_addr=1 keeps addr_type at the value 1, which the model only stores as a literal"
	if code != exitInconclusive || strings.Count(errs, hint) != 1 || !strings.Contains(out, hint) {
		t.Errorf("exit %d, hint %d times on stderr\nstdout:\n%s", code, strings.Count(errs, hint), out)
	}
}
