package mc

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"paraverify/internal/testdirs"
	"paraverify/internal/testmodel"
	"paraverify/murphi/check"
)

// compileFile parses, checks and compiles a model with constant overrides.
func compileFile(t testing.TB, path string, consts map[string]int64) (*Machine, *check.Model) {
	t.Helper()
	m := testmodel.Load(t, path, consts)
	mc, err := Compile(m)
	if err != nil {
		t.Fatal(err)
	}
	return mc, m
}

func scalarsets(m *check.Model) []check.Type {
	var out []check.Type
	for _, t := range m.Types {
		if _, ok := t.Type.(*check.ScalarsetType); ok {
			out = append(out, t.Type)
		}
	}
	return out
}

// TestCMurphiCounts compares reachable states and rules fired with the
// figures CMurphi 5.4.9 reports for the same models and sizes.
func TestCMurphiCounts(t *testing.T) {
	for _, tc := range []struct {
		model  string
		consts map[string]int64
		sym    bool
		states int
		fired  int64
	}{
		{"mutualEx.m", map[string]int64{"clientNUMS": 4}, false, 80, 224},
		{"moesi.m", map[string]int64{"num_clients": 4}, false, 52, 296},
		{"mesi.m", map[string]int64{"clientNUMS": 4}, false, 24, 148},
		{"germanish.m", map[string]int64{"clientNum": 4}, false, 160, 420},
		{"german.m", map[string]int64{"NODE_NUM": 2}, false, 46194, 134320},
		{"german_chou.m", map[string]int64{"NODE_NUM": 2}, true, 852, 2491},
		{"german_chou.m", map[string]int64{"NODE_NUM": 3}, true, 5235, 21289},
		{"german_chou.m", map[string]int64{"NODE_NUM": 3}, false, 58104, 235872},
	} {
		name := strings.TrimSuffix(tc.model, ".m")
		for k, v := range tc.consts {
			name += "_" + k + "=" + itoa(v)
		}
		if !tc.sym {
			name += "_nosym"
		}
		t.Run(name, func(t *testing.T) {
			mc, m := compileFile(t, testdirs.SharedModel(tc.model), tc.consts)
			opt := Options{Deadlock: true}
			if tc.sym {
				opt.Symmetric = scalarsets(m)
			}
			res := mc.Explore(opt)
			if res.Violation != nil {
				t.Fatalf("violation: %v\n%+v", res.Violation, res.Violation.Trace)
			}
			if res.States != tc.states || res.RulesFired != tc.fired {
				t.Errorf("%d states, %d rules fired; CMurphi: %d, %d", res.States, res.RulesFired, tc.states, tc.fired)
			}
		})
	}
}

func itoa(v int64) string { return strconv.FormatInt(v, 10) }

// TestOwnModels checks every project model: the valid ones hold, each
// buggy variant is violated with a trace (never reported as ok).
// ownConsts are the sizes at which the tests explore models of protocols/
// whose own sizes are too large for them: smaller instances of the
// benchmark models (N = 7 and 10 are in make bench) and others.
var ownConsts = map[string]map[string]int64{"filter_lock.m": {"N": 4}, "directory.m": {"N": 4},
	// 23.9 M states at the file's two data values
	"german_addr.m": {"DATA_NUM": 1},
	// likewise (the home and one node, one data value)
	"german_addr_home.m": {"NODE_NUM": 1, "DATA_NUM": 1}, "german_addr_home_bug_excl.m": {"NODE_NUM": 1, "DATA_NUM": 1}}

func TestOwnModels(t *testing.T) {
	want := map[string]struct {
		kind, msg string
	}{
		"counter_bug_error.m":      {"error", "error: loop overran its bound"},
		"fifo_bug_assert.m":        {"error", "assertion failed: push on a full queue"},
		"german_lite_bug_excl.m":   {"invariant", `invariant "Coherence(`},
		"peterson_bug_turn.m":      {"invariant", `invariant "Mutex(`},
		"token_ring_bug_range.m":   {"error", "value 3 out of range 0..2"},
		"rwlock_bug_writer.m":      {"invariant", `invariant "no reader with a writer"`},
		"home_dir_bug_excl.m":      {"invariant", `invariant "Excl"`},
		"german_home_bug_excl.m":   {"invariant", `invariant "CtrlProp"`},
		"quant_cond_bug_half.m":    {"invariant", `invariant "BImpliesA"`},
		"home_prop_bug_home.m":     {"invariant", `invariant "HomeNotExcl"`},
		"put_debug_bug_enter.m":    {"invariant", `invariant "mutex"`},
		"assert_rule_bug_nowait.m": {"error", "assertion failed: grant without a request"},
		// the models of the constructs the lowering handles
		"proc_inline_bug_nosharers.m":   {"invariant", `invariant "Coherence(`},
		"switch_alias_bug_eager.m":      {"invariant", `invariant "Mutex(`},
		"rule_locals_bug_copy.m":        {"invariant", `invariant "Coherence(`},
		"multi_quant_bug_create.m":      {"invariant", `invariant "OneToken"`},
		"quant_free_bug_noready.m":      {"invariant", `invariant "FlushedOnlyWhenReady"`},
		"whole_copy_bug_rollback.m":     {"invariant", `invariant "Exclusive(`},
		"ruleset_start_bug_twotokens.m": {"invariant", `invariant "OneToken(`},
		"range_bug_fired.m":             {"error", "array index 2 out of range Idx"},
		"dup_rule_names_bug.m":          {"invariant", `invariant "excl"`},
		"chan_range_bug_nobusy.m":       {"invariant", `invariant "Mutex(`},
		"shared_conjunct_bug_nolock.m":  {"invariant", `invariant "CritExclusive"`},
		"nested_init_bug_abort.m":       {"invariant", `invariant "exclusive"`},
		"rule_return_bug_late.m":        {"invariant", `invariant "Mutex(`},
		"german_union_bug_excl.m":       {"invariant", `invariant "CtrlProp"`},
		"german_home1_bug_excl.m":       {"invariant", `invariant "CtrlProp"`},
		"german_home_two_bug_excl.m":    {"invariant", `invariant "CtrlProp"`},
		"lock_homes_bug_take.m":         {"invariant", `invariant "mutex"`},
		"german_inst_bug_excl.m":        {"invariant", `invariant "Coherence`},
		"owner_undef_bug_stale.m":       {"invariant", `invariant "owner is modified"`},
		"exists_owner_bug_stale.m":      {"invariant", `invariant "HomeData"`},
		"exists_prop_bug_lost.m":        {"invariant", `invariant "Somewhere"`},
		"exists_beside_bug_keep.m":      {"invariant", `invariant "held"`},
		"union_first_bug_grab.m":        {"invariant", `invariant "OwnerHolds`},
		"union_undef_bug_noowner.m":     {"invariant", `invariant "a grant has a holder"`},
		"excl_source_bug_sharers.m":     {"invariant", `invariant "Coherence(`},
		"exists_cond_bug_keep.m":        {"invariant", `invariant "MarkedOwned"`},
		"exists_witness_bug_grant.m":    {"invariant", `invariant "NoSharedGrantWhilePending"`},
		"exists_witness_home_bug.m":     {"invariant", `invariant "NoSharedGrantWhilePending"`},
		"exists_witness_large_bug.m":    {"invariant", `invariant "NoSharedGrantWhilePending"`},
		"german_home_last_bug_excl.m":   {"invariant", `invariant "CtrlProp"`},
		"exists_any_bug_silent.m":       {"invariant", `invariant "AbortOnlyOnTrouble"`},
		"data_loop_init_bug_nowb.m":     {"invariant", `invariant "MemCurrent"`},
		"exists_excl_bug_grant.m":       {"invariant", `invariant "NoGrantWhilePending"`},
		"seven_lits_bug_raise.m":        {"invariant", `invariant "NeverFired"`},
		"german_ptr_bug_order.m":        {"invariant", `invariant "CtrlProp"`},
		"alias_move_bug_free.m":         {"invariant", `invariant "mutex"`},
		"undef_owner_bug_twice.m":       {"invariant", `invariant "mutex"`},
		"inv_dest_bug_self.m":           {"invariant", `invariant "no invalidation in flight after the grant"`},
		"big_action_bug_token.m":        {"invariant", `invariant "mutualEx"`},
		"big_forall_bug_e.m":            {"invariant", `invariant "mutualEx"`},
		"addr_one_bug_free.m":           {"invariant", `invariant "excl"`},
		"german_mix_bug.m":              {"invariant", `invariant "DataProp"`},
		"german_addr_bug_grant.m":       {"invariant", `invariant "DataProp(a:=2)"`},
		"german_addr_home_bug_excl.m":   {"invariant", `invariant "CntrlProp(a:=1)"`},
		// the violation starts from a value that clear does not store:
		// reported only when the reduction fixes the cleared first value
		"clear_scalarset_bug.m": {"invariant", `invariant "RegIsCopy"`},
		// the violation needs the marked node last in the order of the
		// nodes: reported only because NODE is not reduced
		"loop_order_bug.m": {"invariant", `invariant "PickedIsNotMarked"`},
		// arithmetic over subranges with literal bounds
		"credit_bug_give.m": {"error", "value 3 out of range CREDIT"},
		"ring3_bug_keep.m":  {"invariant", `invariant "OneIn(`},
		// ranges written in place, quantified in place
		"slots_bug_release.m": {"invariant", `invariant "a node that has a slot holds one"`},
		// an error after the writes its condition reads
		"assert_after_bug_leave.m": {"error", "error: a node is in after the leave"},
		"enum_index_bug_grant.m":   {"invariant", `invariant "mutex"`},
		"prop_index_bug_release.m": {"invariant", `invariant "the owner holds the line"`},
		// a guard's quantifier over one component's values
		"exists_disjunct_bug_read.m": {"invariant", `invariant "HomeData"`},
		// Rumur's forms (declarations without semicolons, ...)
		"rumur_forms_bug_grab.m": {"invariant", `invariant "mutex(`},
		// x = !y read as x != y
		"bool_neg_bug_copy.m": {"invariant", `invariant "complement(`},
	}
	// Rumur's figures (with scalarset symmetry) for the valid models.
	counts := map[string][2]int64{
		"barrier.m": {18, 40}, "counter.m": {18, 34}, "fifo.m": {96, 168},
		"german_lite.m": {4947, 19747}, "grid.m": {30, 140}, "grid_multi.m": {30, 140},
		// Rumur reduces Node to 5 states, 22 rules; the loop of "Read"
		// writes mem with the value of the node it finds modified, which
		// may depend on the order of the nodes, so Node is not reduced
		"msi.m": {8, 36}, "peterson.m": {34, 62}, "token_ring.m": {12, 12},
		"rwlock.m": {24, 78}, "philosophers.m": {42, 126},
		"proc_inline.m": {322, 1354}, "switch_alias.m": {60, 360}, "rule_locals.m": {5, 29},
		"whole_copy.m": {16, 65}, "ruleset_start.m": {4, 12}, "dup_rule_names.m": {3, 6},
		"quant_cond.m": {6, 18}, "chan_range.m": {16, 26}, "shared_conjunct.m": {7, 12},
		"exists_owner.m": {22, 50}, "exists_disjunct.m": {22, 50}, "exists_prop.m": {2, 4},
		"exists_disjunct_mixed.m": {22, 50}, // ours (no Rumur on this machine)
		"exists_beside.m":         {7, 18}, "union_first.m": {7, 18}, "union_undef.m": {2, 5},
		"excl_source.m": {27, 73}, "exists_cond.m": {3, 6}, "exists_cond_pair.m": {3, 6},
		"exists_witness.m": {15, 52}, "exists_witness_home.m": {40, 145},
		"exists_any.m": {108, 360}, "data_loop_init.m": {51, 133},
		"exists_excl.m": {7, 48}, "seven_lits.m": {127, 568},
		// the bug needs two data values; at the file's one there is none
		"data_literal.m": {2, 4}, "data_literal_bug_nowb.m": {2, 4},
		// likewise three nodes; the file has two (the main job chooses three)
		"tokens_bug_size.m":  {3, 6},
		"quant_free.m":       {9, 43},
		"home_prop.m":        {7, 21},           // ours (no Rumur on the machine that added it)
		"put_debug.m":        {7, 18},           // ours, likewise
		"inv_dest.m":         {132, 264},        // ours, likewise
		"big_action.m":       {37, 111},         // ours, likewise
		"big_forall.m":       {37, 111},         // ours, likewise
		"addr_one.m":         {8, 21},           // ours, likewise
		"german_mix.m":       {105872, 356376},  // ours, likewise
		"german_addr.m":      {217736, 847994},  // ours, DATA_NUM=1 (below)
		"german_addr_home.m": {435467, 1749494}, // ours, NODE_NUM=1 DATA_NUM=1 (below)
		"loop_order.m":       {14, 19},          // ours, NODE not reduced (its loop)
		"credit.m":           {9, 26},           // ours
		"ring3.m":            {24, 40},          // ours
		"slots.m":            {8, 29},           // ours
		"assert_after.m":     {25, 66},          // ours
		"enum_index.m":       {50, 120},         // ours
		"prop_index.m":       {23, 105},         // ours
		"rule_return.m":      {7, 30},           // ours (3 nodes: 4 with the lock free, 3 held)
		// two scalarsets: Rumur's exhaustive symmetry reduction (its
		// default heuristic one gives 159 states, 734 rules)
		"nested_init.m": {113, 531},
		// ours (no Rumur on the machine that added it)
		"exists_witness_large.m": {165, 585},
		"german_home_last.m":     {1126, 2898},
		"rumur_forms.m":          {5, 9}, // ours (no Rumur on this machine)
		"bool_neg.m":             {3, 6}, // ours
		// Rumur's and CMurphi's figures (the same; latin1_bom.m and
		// cmurphi_syntax.m in forms each accepts: without the byte-order
		// mark, with `do` for `:` and nested quantifiers for Rumur).
		"cmurphi_syntax.m": {228, 1296}, "recursion.m": {109, 3905},
		"undefined_param.m": {27, 41}, "range_unfired.m": {2, 2}, "latin1_bom.m": {8, 8},
		"filter_lock.m": {969, 3007}, "directory.m": {844, 3404},
		"multiset_net.m": {306, 976}, "heater_real.m": {101, 135}, // CMurphi's (Rumur has no multisets, no reals)
	}
	for _, path := range testdirs.Models(testdirs.Protocols()) {
		name := filepath.Base(path)
		t.Run(name, func(t *testing.T) {
			mc, m := compileFile(t, path, ownConsts[name])
			res := mc.Explore(Options{Symmetric: scalarsets(m), Deadlock: true})
			w, isBug := want[name]
			if !isBug {
				if res.Violation != nil {
					t.Fatalf("violation: %v", res.Violation)
				}
				if c, ok := counts[name]; ok && (int64(res.States) != c[0] || res.RulesFired != c[1]) {
					t.Errorf("%d states, %d fired; Rumur: %d, %d", res.States, res.RulesFired, c[0], c[1])
				}
				return
			}
			v := res.Violation
			if v == nil {
				t.Fatalf("buggy model reported ok (%d states)", res.States)
			}
			if v.Kind != w.kind || !strings.Contains(v.Msg, w.msg) || !v.Pos.IsValid() {
				t.Errorf("violation %s %q at %v; want %s %q", v.Kind, v.Msg, v.Pos, w.kind, w.msg)
			}
			// a violated start state has a trace of one step
			if len(v.Trace) < 1 || !strings.HasPrefix(v.Trace[0].Rule, "startstate") || len(v.Trace[0].Changes) == 0 {
				t.Errorf("trace: %+v", v.Trace)
			}
			for _, s := range v.Trace[1:] {
				if strings.Contains(s.Rule, "not reproducible") {
					t.Errorf("trace step not reproducible: %+v", v.Trace)
				}
			}
		})
	}
}

// TestTraceIsShortest checks the BFS trace length on peterson_bug_turn.m:
// both processes must pass Enter, Flag, Turn and Wait once (8 steps).
func TestTraceIsShortest(t *testing.T) {
	mc, _ := compileFile(t, filepath.Join(testdirs.Protocols(), "peterson_bug_turn.m"), nil)
	res := mc.Explore(Options{Deadlock: true})
	if res.Violation == nil || len(res.Violation.Trace) != 9 {
		t.Fatalf("violation %v with %d steps, want a start state and 8 rules", res.Violation, len(res.Violation.Trace))
	}
}

// TestSubrangeSymmetryMatchesScalarset reduces german.m's NODE and DATA
// subranges by symmetry and compares with a copy of the model where they
// are scalarsets.
func TestSubrangeSymmetryMatchesScalarset(t *testing.T) {
	src, err := os.ReadFile(testdirs.SharedModel("german.m"))
	if err != nil {
		t.Fatal(err)
	}
	scal := strings.Replace(string(src), "NODE : 1..NODE_NUM;", "NODE : scalarset(NODE_NUM);", 1)
	scal = strings.Replace(scal, "DATA : 1..DATA_NUM;", "DATA : scalarset(DATA_NUM);", 1)
	if scal == string(src) {
		t.Fatal("could not rewrite the type declarations")
	}
	copyPath := filepath.Join(t.TempDir(), "german_scalarset.m")
	if err := os.WriteFile(copyPath, []byte(scal), 0o644); err != nil {
		t.Fatal(err)
	}
	consts := map[string]int64{"NODE_NUM": 2}
	a, am := compileFile(t, testdirs.SharedModel("german.m"), consts)
	var subs []check.Type
	for _, u := range am.SubrangeSymmetry() {
		if !u.Symmetric {
			t.Fatalf("%s not symmetric: %s", u.Type.Name, u.Reason)
		}
		subs = append(subs, u.Type)
	}
	ra := a.Explore(Options{Symmetric: subs, Deadlock: true})
	b, bm := compileFile(t, copyPath, consts)
	rb := b.Explore(Options{Symmetric: scalarsets(bm), Deadlock: true})
	if ra.Violation != nil || rb.Violation != nil {
		t.Fatalf("violations: %v %v", ra.Violation, rb.Violation)
	}
	if ra.States != rb.States || ra.RulesFired != rb.RulesFired {
		t.Errorf("subrange symmetry: %d/%d, scalarset copy: %d/%d", ra.States, ra.RulesFired, rb.States, rb.RulesFired)
	}
	if ra.States >= 46194 {
		t.Errorf("no reduction: %d states", ra.States)
	}
}

func TestLimits(t *testing.T) {
	mc, _ := compileFile(t, testdirs.SharedModel("german.m"), map[string]int64{"NODE_NUM": 2})
	res := mc.Explore(Options{MaxStates: 1000})
	if res.Limit == "" || res.Violation != nil || res.States != 1000 {
		t.Errorf("max states: limit %q, %d states", res.Limit, res.States)
	}
	res = mc.Explore(Options{MaxMemory: 1})
	if !strings.Contains(res.Limit, "memory limit") || res.Violation != nil {
		t.Errorf("max memory: limit %q", res.Limit)
	}
}
