package invfinder

import (
	"context"
	"path/filepath"
	"slices"
	"testing"

	"paraverify/internal/testdirs"
	"paraverify/internal/testmodel"
	"paraverify/invfinder/evidence"
	"paraverify/invfinder/formula"
	"paraverify/murphi/check"
)

// withWider is the evidence of the reference instance ref with the
// larger instance nodes and, unless wider is nil, the second larger
// instance wider, each explored whole.
func withWider(t *testing.T, ref, nodes, wider *check.Model) *evidence.Reach {
	r := evidence.NewReach(reference(t, ref), ref)
	r.Larger, r.Spare = evidence.NewReach(reference(t, nodes), nodes), 1
	r.Larger.Others = true
	if wider != nil {
		r.Larger.Wider = evidence.NewReach(reference(t, wider), wider)
		r.Larger.Wider.Others = true
	}
	return r
}

// TestReachWider: in two_types.m no two addresses are held at once. The
// reference (two nodes, one address) and a larger instance grown in nodes
// (three nodes, one address) cannot hold a cube of two addresses, so it
// counts as reachable (never adopted); with a second larger instance
// grown in addresses (evidence.Reach.Wider: two nodes, two addresses) the
// cube is judged there: "both held" unreachable, "one held, the other
// not" reachable, also by Refute. A cube of two addresses and three nodes
// fits in none and stays reachable.
func TestReachWider(t *testing.T) {
	path := filepath.Join(testdirs.Protocols(), "job", "two_types.m")
	ref := loadModel(t, path, map[string]int64{"N": 2, "A": 1})
	nodes := loadModel(t, path, map[string]int64{"N": 3, "A": 1})
	addrs := loadModel(t, path, map[string]int64{"N": 2, "A": 2})
	addr, node := testmodel.Type(t, ref, "ADDR"), testmodel.Type(t, ref, "NODE")
	b := func(v int64) *formula.Term { return &formula.Term{Kind: formula.TConst, Type: check.Bool, Val: v} }
	held := func(p int, v int64) formula.Lit {
		return formula.Lit{L: &formula.Term{Kind: formula.TVar, Var: "held", Type: check.Bool, Sels: []formula.Sel{{Index: &formula.Term{Kind: formula.TParam, Type: addr, Param: p}}}}, R: b(v)}
	}
	owner := func(a, n int) formula.Lit {
		return formula.Lit{L: &formula.Term{Kind: formula.TVar, Var: "owner", Type: check.Bool, Sels: []formula.Sel{
			{Index: &formula.Term{Kind: formula.TParam, Type: addr, Param: a}}, {Index: &formula.Term{Kind: formula.TParam, Type: node, Param: n}}}}, R: b(1)}
	}
	two := []check.Type{addr, addr}
	for _, tc := range []struct {
		name        string
		params      []check.Type
		cube        formula.Cube
		alone, with bool // Reachable without and with Wider
		fits        bool // Fits with Wider (never without)
	}{
		{"both held", two, formula.Cube{held(1, 1), held(2, 1)}, true, false, true},
		{"one held, one free", two, formula.Cube{held(1, 1), held(2, 0)}, true, true, true},
		{"three nodes, two addresses", []check.Type{addr, addr, node, node, node}, formula.Cube{owner(1, 3), owner(2, 4), owner(1, 5)}, true, true, false},
	} {
		alone, with := withWider(t, ref, nodes, nil), withWider(t, ref, nodes, addrs)
		if got, err := alone.Reachable(tc.params, tc.cube); err != nil || got != tc.alone {
			t.Errorf("%s without Wider: reachable %v %v, want %v", tc.name, got, err, tc.alone)
		}
		if got, err := with.Reachable(tc.params, tc.cube); err != nil || got != tc.with {
			t.Errorf("%s with Wider: reachable %v %v, want %v", tc.name, got, err, tc.with)
		}
		if alone.Fits(tc.params, tc.cube) {
			t.Errorf("%s fits without Wider", tc.name)
		}
		if got := with.Fits(tc.params, tc.cube); got != tc.fits {
			t.Errorf("%s with Wider: fits %v, want %v", tc.name, got, tc.fits)
		}
		// Judge names the instance whose states decide a cube that fits:
		// the larger one alone, the second one for two addresses
		if tc.fits {
			if got := alone.Judge(tc.params, tc.cube); got != alone.Larger {
				t.Errorf("%s without Wider: judged by %p, want the larger instance %p", tc.name, got, alone.Larger)
			}
			if got := with.Judge(tc.params, tc.cube); got != with.Larger.Wider {
				t.Errorf("%s with Wider: judged by %p, want the second larger instance %p", tc.name, got, with.Larger.Wider)
			}
		}
		// Refute answers from the states Wider has (all of them here)
		if got, err := with.Refute(tc.params, tc.cube); err != nil || got != (tc.with && tc.fits) {
			t.Errorf("%s with Wider: refuted %v %v, want %v", tc.name, got, err, tc.with && tc.fits)
		}
	}
}

// TestReachWiderEach: in two_others.m two nodes are never at one address
// other than 1. With two addresses "both nodes at an address other than
// 1" (two components, each "some other value") can only mean "at the
// same one": the reference answers unreachable, and so it does with a
// larger instance grown in nodes only. With a second larger instance of
// three addresses (Wider), such a cube needs a value for each component
// (evidence.Reach.othersEach) and is judged there: reachable, also by
// Refute. A cube with one such component stays with the reference.
func TestReachWiderEach(t *testing.T) {
	path := filepath.Join(testdirs.Protocols(), "job", "two_others.m")
	ref := loadModel(t, path, map[string]int64{"N": 2, "A": 2})
	nodes := loadModel(t, path, map[string]int64{"N": 3, "A": 2})
	addrs := loadModel(t, path, map[string]int64{"N": 2, "A": 3})
	node, addr := testmodel.Type(t, ref, "NODE"), testmodel.Type(t, ref, "ADDR")
	away := func(p int) formula.Lit { // at[Pp] != 1
		return formula.Lit{L: &formula.Term{Kind: formula.TVar, Var: "at", Type: addr, Sels: []formula.Sel{{Index: &formula.Term{Kind: formula.TParam, Type: node, Param: p}}}},
			R: &formula.Term{Kind: formula.TConst, Type: addr, Val: 1}, Neg: true}
	}
	home := func(p int) formula.Lit { l := away(p); l.Neg = false; return l }
	mk := func(wider bool) *evidence.Reach {
		if wider {
			return withWider(t, ref, nodes, addrs)
		}
		return withWider(t, ref, nodes, nil)
	}
	two := []check.Type{node, node}
	for _, tc := range []struct {
		name        string
		cube        formula.Cube
		alone, with bool
	}{
		{"both away", formula.Cube{away(1), away(2)}, false, true},
		{"one away, one home", formula.Cube{away(1), home(2)}, true, true},
	} {
		if got, err := mk(false).Reachable(two, tc.cube); err != nil || got != tc.alone {
			t.Errorf("%s without Wider: reachable %v %v, want %v", tc.name, got, err, tc.alone)
		}
		with := mk(true)
		if got, err := with.Reachable(two, tc.cube); err != nil || got != tc.with {
			t.Errorf("%s with Wider: reachable %v %v, want %v", tc.name, got, err, tc.with)
		}
		if got, err := mk(true).Refute(two, tc.cube); err != nil || got != tc.with {
			t.Errorf("%s with Wider: refuted %v %v, want %v", tc.name, got, err, tc.with)
		}
	}
}

// TestReachWiderImplicit: in implicit_third.m the channel that grants
// requests is shared by all addresses. "Two addresses waiting while the
// channel carries a grant" names two addresses and fits in the reference
// (two addresses) and in the larger instance grown in nodes, where it is
// unreachable: the grant must be for one of the two. Only the second
// larger instance (three addresses) shows it, the grant being for the
// third: Reachable and Refute ask its states too.
func TestReachWiderImplicit(t *testing.T) {
	path := filepath.Join(testdirs.Protocols(), "job", "implicit_third.m")
	ref := loadModel(t, path, map[string]int64{"N": 2, "A": 2})
	nodes := loadModel(t, path, map[string]int64{"N": 3, "A": 2})
	addrs := loadModel(t, path, map[string]int64{"N": 2, "A": 3})
	addr := testmodel.Type(t, ref, "ADDR")
	b := func(v int64) *formula.Term { return &formula.Term{Kind: formula.TConst, Type: check.Bool, Val: v} }
	waiting := func(p int) formula.Lit {
		return formula.Lit{L: &formula.Term{Kind: formula.TVar, Var: "waiting", Type: check.Bool, Sels: []formula.Sel{{Index: &formula.Term{Kind: formula.TParam, Type: addr, Param: p}}}}, R: b(1)}
	}
	valid := formula.Lit{L: &formula.Term{Kind: formula.TVar, Var: "chan", Type: check.Bool, Sels: []formula.Sel{{Field: "valid"}}}, R: b(1)}
	two := []check.Type{addr, addr}
	for _, tc := range []struct {
		name        string
		cube        formula.Cube
		alone, with bool // Reachable (and Refute) without and with Wider
	}{
		{"two waiting, a grant", formula.Cube{waiting(1), waiting(2), valid}, false, true},
		{"one waiting, a grant", formula.Cube{waiting(1), valid}, true, true},
	} {
		alone, with := withWider(t, ref, nodes, nil), withWider(t, ref, nodes, addrs)
		if got, err := alone.Reachable(two[:len(tc.cube)-1], tc.cube); err != nil || got != tc.alone {
			t.Errorf("%s without Wider: reachable %v %v, want %v", tc.name, got, err, tc.alone)
		}
		if got, err := with.Reachable(two[:len(tc.cube)-1], tc.cube); err != nil || got != tc.with {
			t.Errorf("%s with Wider: reachable %v %v, want %v", tc.name, got, err, tc.with)
		}
		if got, err := withWider(t, ref, nodes, nil).Refute(two[:len(tc.cube)-1], tc.cube); err != nil || got != tc.alone {
			t.Errorf("%s without Wider: refuted %v %v, want %v", tc.name, got, err, tc.alone)
		}
		if got, err := withWider(t, ref, nodes, addrs).Refute(two[:len(tc.cube)-1], tc.cube); err != nil || got != tc.with {
			t.Errorf("%s with Wider: refuted %v %v, want %v", tc.name, got, err, tc.with)
		}
	}
}

// TestReachOwnStates: in deep_pair.m "two nodes marked while the clock
// reads 6" is reached in eight steps. The cube names two nodes, so the
// reference (two nodes) has none to spare and the larger instance (three
// nodes) answers for it; explored only in part, that one does not get as
// deep. The reference's own states show the cube reachable all the same:
// explored whole, to Reachable; explored in part, to Refute, by the
// targeted search beyond the reference's prefix.
func TestReachOwnStates(t *testing.T) {
	path := filepath.Join(testdirs.Protocols(), "job", "deep_pair.m")
	ref := loadModel(t, path, map[string]int64{"N": 2})
	nodes := loadModel(t, path, map[string]int64{"N": 3})
	node := testmodel.Type(t, ref, "NODE")
	clock := ref.Vars[1].Type
	marked := func(p int) formula.Lit {
		return formula.Lit{L: &formula.Term{Kind: formula.TVar, Var: "marked", Type: check.Bool, Sels: []formula.Sel{{Index: &formula.Term{Kind: formula.TParam, Type: node, Param: p}}}},
			R: &formula.Term{Kind: formula.TConst, Type: check.Bool, Val: 1}}
	}
	six := formula.Lit{L: &formula.Term{Kind: formula.TVar, Var: "clock", Type: clock}, R: &formula.Term{Kind: formula.TConst, Type: clock, Val: 6}}
	params, cube := []check.Type{node, node}, formula.Cube{marked(1), marked(2), six}
	mk := func(refStates int) *evidence.Reach {
		r := evidence.NewReach(explorePrefix(t, ref, refStates), ref)
		r.Larger, r.Spare = evidence.NewReach(explorePrefix(t, nodes, 6), nodes), 1
		r.Larger.Others = true
		r.Seek = 1000
		return r
	}
	if got, err := mk(0).Larger.Reachable(params, cube); err != nil || got {
		t.Fatalf("the larger instance's prefix reaches the cube (%v, %v): the test shows nothing", got, err)
	}
	if got, err := mk(0).Reachable(params, cube); err != nil || !got {
		t.Errorf("whole reference: reachable %v %v, want true", got, err)
	}
	// a prefix of the reference that stops short of the cube
	short := mk(4)
	if got, err := short.Reachable(params, cube); err != nil || got {
		t.Fatalf("reference prefix of 4 states: reachable %v %v, want false", got, err)
	}
	if got, err := short.Refute(params, cube); err != nil || !got {
		t.Errorf("reference prefix of 4 states: refuted %v %v, want true (its targeted search)", got, err)
	}
	if got, err := short.Reachable(params, cube); err != nil || !got {
		t.Errorf("after the targeted search: reachable %v %v, want true", got, err)
	}
}

// TestReachLargerOwnStates: in deep_others.m "P1 held while a node is at
// an address other than 1" leaves the larger instance (three nodes, two
// addresses) no value for the node's address besides 1 and P1, so it
// asks the second larger instance (three addresses), whose first states
// do not get as deep as a move. The larger instance's own states, where
// the node is at P1 itself, show the cube reachable all the same.
func TestReachLargerOwnStates(t *testing.T) {
	path := filepath.Join(testdirs.Protocols(), "job", "deep_others.m")
	nodes := loadModel(t, path, map[string]int64{"N": 3, "A": 2})
	addrs := loadModel(t, path, map[string]int64{"N": 2, "A": 3})
	node, addr := testmodel.Type(t, nodes, "NODE"), testmodel.Type(t, nodes, "ADDR")
	held := formula.Lit{L: &formula.Term{Kind: formula.TVar, Var: "held", Type: check.Bool, Sels: []formula.Sel{{Index: &formula.Term{Kind: formula.TParam, Type: addr, Param: 1}}}},
		R: &formula.Term{Kind: formula.TConst, Type: check.Bool, Val: 1}}
	away := formula.Lit{L: &formula.Term{Kind: formula.TVar, Var: "at", Type: addr, Sels: []formula.Sel{{Index: &formula.Term{Kind: formula.TParam, Type: node, Param: 2}}}},
		R: &formula.Term{Kind: formula.TConst, Type: addr, Val: 1}, Neg: true}
	params, cube := []check.Type{addr, node}, formula.Cube{held, away}
	larger := evidence.NewReach(reference(t, nodes), nodes)
	larger.Others = true
	larger.Wider = evidence.NewReach(explorePrefix(t, addrs, 6), addrs)
	larger.Wider.Others = true
	if got, err := larger.Wider.Reachable(params, cube); err != nil || got {
		t.Fatalf("the second larger instance's prefix reaches the cube (%v, %v): the test shows nothing", got, err)
	}
	if got, err := larger.Reachable(params, cube); err != nil || !got {
		t.Errorf("reachable %v %v, want true", got, err)
	}
}

// TestReachWiderForgets: an answer "unreachable" that the larger
// instance worked out with the second larger instance's states is
// forgotten once a targeted search there finds a state. two_types_late.m
// (no address held before three ticks) with every instance cut to its
// first two states: the larger instance (three
// nodes, one address) answers "an address held" unreachable, asking the
// second larger one (two nodes, two addresses) too; Refute of "one
// address held, the other free" goes to the second one, whose targeted
// search finds a state that holds an address, and the larger instance
// then answers reachable (before, it kept its answer, and what a later
// cube got depended on which cubes were asked before the state was
// found: with several workers, on the workers' timing).
func TestReachWiderForgets(t *testing.T) {
	path := filepath.Join(testdirs.Protocols(), "job", "two_types_late.m")
	ref := loadModel(t, path, map[string]int64{"N": 2, "A": 1})
	nodes := loadModel(t, path, map[string]int64{"N": 3, "A": 1})
	addrs := loadModel(t, path, map[string]int64{"N": 2, "A": 2})
	r := evidence.NewReach(explorePrefix(t, ref, 2), ref)
	r.Larger, r.Spare = evidence.NewReach(explorePrefix(t, nodes, 2), nodes), 1
	r.Larger.Others = true
	r.Larger.Wider = evidence.NewReach(explorePrefix(t, addrs, 2), addrs)
	r.Larger.Wider.Others, r.Larger.Wider.Seek = true, 1000
	addr := testmodel.Type(t, ref, "ADDR")
	held := func(p int, v int64) formula.Lit {
		return formula.Lit{L: &formula.Term{Kind: formula.TVar, Var: "held", Type: check.Bool, Sels: []formula.Sel{{Index: &formula.Term{Kind: formula.TParam, Type: addr, Param: p}}}},
			R: &formula.Term{Kind: formula.TConst, Type: check.Bool, Val: v}}
	}
	one := []check.Type{addr}
	if got, err := r.Larger.Reachable(one, formula.Cube{held(1, 1)}); err != nil || got {
		t.Fatalf("an address held, in the larger instance's first states: reachable %v %v", got, err)
	}
	if got, err := r.Refute([]check.Type{addr, addr}, formula.Cube{held(1, 1), held(2, 0)}); err != nil || !got {
		t.Fatalf("one address held, the other free: refuted %v %v, want a state found", got, err)
	}
	if got, err := r.Larger.Reachable(one, formula.Cube{held(1, 1)}); err != nil || !got {
		t.Errorf("an address held, after the second larger instance found a state: reachable %v %v", got, err)
	}
}

// TestReachDig: evidence.Reach.Dig on the first state of two_types.m (two
// nodes, one address): its walks meet "a node owns an address", reachable
// in one step, and not a cube of three nodes, which fits in no instance;
// for "an address owned but not held" (unreachable) they meet nothing and
// say where they walked and what fit nowhere.
func TestReachDig(t *testing.T) {
	path := filepath.Join(testdirs.Protocols(), "job", "two_types.m")
	m := loadModel(t, path, map[string]int64{"N": 2, "A": 1})
	addr, node := testmodel.Type(t, m, "ADDR"), testmodel.Type(t, m, "NODE")
	b := func(v int64) *formula.Term { return &formula.Term{Kind: formula.TConst, Type: check.Bool, Val: v} }
	param := func(ty check.Type, p int) *formula.Term {
		return &formula.Term{Kind: formula.TParam, Type: ty, Param: p}
	}
	held := func(a int, v int64) formula.Lit {
		return formula.Lit{L: &formula.Term{Kind: formula.TVar, Var: "held", Type: check.Bool, Sels: []formula.Sel{{Index: param(addr, a)}}}, R: b(v)}
	}
	owner := func(a, n int) formula.Lit {
		return formula.Lit{L: &formula.Term{Kind: formula.TVar, Var: "owner", Type: check.Bool, Sels: []formula.Sel{{Index: param(addr, a)}, {Index: param(node, n)}}}, R: b(1)}
	}
	three := []check.Type{addr, node, node, node}
	threeOwn := formula.Cube{owner(1, 2), owner(1, 3), owner(1, 4)}
	own := []check.Type{addr, node}
	r := evidence.NewReach(explorePrefix(t, m, 1), m)
	r.Seek, r.Name = 1000, "N=2 A=1"
	if !r.O.Partial() {
		t.Fatal("the evidence should be a prefix")
	}
	met, walked, unfit, err := r.Dig([][]check.Type{three, own}, []formula.Cube{threeOwn, {owner(1, 2)}})
	if err != nil || met != 1 || walked != nil || unfit != nil {
		t.Errorf("Dig for three owners and one: %d %q %v %v, want 1 (one owner)", met, walked, unfit, err)
	}
	met, walked, unfit, err = r.Dig([][]check.Type{three, own}, []formula.Cube{threeOwn, {held(1, 0), owner(1, 2)}})
	if err != nil || met != -1 || !slices.Equal(walked, []string{"96000 steps in N=2 A=1"}) || !slices.Equal(unfit, []int{0}) {
		t.Errorf("Dig for three owners and an owned address not held: %d %q %v %v, want -1, 96000 steps in N=2 A=1, unfit [0]", met, walked, unfit, err)
	}
	// Walks that the budget stopped say so.
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	r.Context = ctx
	met, walked, _, err = r.Dig([][]check.Type{own}, []formula.Cube{{held(1, 0), owner(1, 2)}})
	if err != nil || met != -1 || !slices.Equal(walked, []string{"at most 96000 steps in N=2 A=1 (cut short by the budget)"}) {
		t.Errorf("Dig after the budget: %d %q %v, want -1, cut short", met, walked, err)
	}
}

// TestDigReport: what a failure says of walks that met nothing.
func TestDigReport(t *testing.T) {
	for _, tc := range []struct {
		chain  []int
		pre    bool
		walked []string
		unfit  []int
		want   string
	}{
		{[]int{4, 2, 1}, true, []string{"96 steps in N=2", "96 steps in N=3"}, []int{0, 3},
			"96 steps in N=2, 96 steps in N=3 met none of the cubes of invariant 5 and the 2 it came from and the state before the rule; with too few values for invariant 5, the state before the rule in every instance with a prefix, none looked for"},
		{[]int{4}, false, []string{"96 steps in N=2"}, nil,
			"96 steps in N=2 met none of the cubes of invariant 5"},
		{[]int{4, 2}, true, nil, []int{0, 1, 2},
			"none: no instance with a prefix has values for any of the cubes of invariant 5 and the 1 it came from and the state before the rule"},
	} {
		if got := digReport(4, tc.chain, tc.pre, tc.walked, tc.unfit); got != tc.want {
			t.Errorf("digReport(%v, %v, %q, %v) =\n%s\nwant\n%s", tc.chain, tc.pre, tc.walked, tc.unfit, got, tc.want)
		}
	}
}

// TestReachDigJudgeFirst: on mutualEx's first states, "one client is
// past its critical section while another waits" (four steps deep) fits
// in the reference (two clients) without a value to spare and is judged
// by the larger instance (three clients); Dig walks there first and meets
// it there, though the reference, walked first before, would meet it too.
func TestReachDigJudgeFirst(t *testing.T) {
	path := testdirs.SharedModel("mutualEx.m")
	m := loadModel(t, path, map[string]int64{"clientNUMS": 2})
	big := loadModel(t, path, map[string]int64{"clientNUMS": 3})
	client, state := testmodel.Type(t, m, "client"), testmodel.Type(t, m, "state")
	is := func(p int, name string) formula.Lit {
		for _, v := range check.Values(state) {
			if check.FormatValue(state, v) == name {
				return formula.Lit{L: &formula.Term{Kind: formula.TVar, Var: "n", Type: state, Sels: []formula.Sel{{Index: &formula.Term{Kind: formula.TParam, Type: client, Param: p}}}},
					R: &formula.Term{Kind: formula.TConst, Type: state, Val: v}}
			}
		}
		t.Fatalf("no value %s", name)
		return formula.Lit{}
	}
	params, cube := []check.Type{client, client}, formula.Cube{is(1, "E"), is(2, "T")}
	r := evidence.NewReach(explorePrefix(t, m, 1), m)
	r.Larger, r.Spare = evidence.NewReach(explorePrefix(t, big, 1), big), 1
	r.Larger.Others = true
	r.Seek, r.Larger.Seek = 1000, 1000
	if got := r.Judge(params, cube); got != r.Larger {
		t.Fatalf("the cube is judged by %p, want the larger instance %p; the test needs that", got, r.Larger)
	}
	if found, err := r.Reachable(params, cube); err != nil || found {
		t.Fatalf("the cube is in the prefixes (%v %v); the test needs it deeper", found, err)
	}
	met, _, _, err := r.Dig([][]check.Type{params}, []formula.Cube{cube})
	if err != nil || met != 0 {
		t.Fatalf("Dig = %d %v, want 0", met, err)
	}
	if r.Larger.O.Found() != 1 || r.O.Found() != 0 {
		t.Errorf("states found: %d in the larger instance, %d in the reference; want 1 and 0", r.Larger.O.Found(), r.O.Found())
	}
}
