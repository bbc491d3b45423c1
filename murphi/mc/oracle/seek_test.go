package oracle_test

import (
	"context"
	"fmt"
	"math"
	"math/rand"
	"runtime"
	"runtime/debug"
	"testing"

	"paraverify/internal/testdirs"
	"paraverify/murphi/check"
	"paraverify/murphi/mc"
	"paraverify/murphi/mc/oracle"
)

// germanChouPrefix is german_chou at 3 nodes: the oracle of its whole
// reachable set, and of a breadth-first prefix of 300 states reduced by
// symmetry.
func germanChouPrefix(t *testing.T) (full, prefix *oracle.Oracle) {
	t.Helper()
	mach, m := compileFile(t, testdirs.SharedModel("german_chou.m"), map[string]int64{"NODE_NUM": 3})
	full, err := mach.Explore(mc.Options{}).Oracle()
	if err != nil {
		t.Fatal(err)
	}
	prefix, err = mach.Explore(mc.Options{Symmetric: scalarsets(m), MaxStates: 300}).PartialOracle()
	if err != nil {
		t.Fatal(err)
	}
	return full, prefix
}

// TestSeek looks beyond a breadth-first prefix of german_chou (3 nodes,
// reduced by symmetry) for the random conjunctions the prefix does not
// satisfy: Seek finds only what the whole reachable set has, a state it
// finds answers Exists from then on (with a witness that satisfies the
// query) and ExistsFound from a mark taken before it, and it finds some; the path it gives to a state it found
// (FoundPath) is made of real steps and ends in that state's orbit.
func TestSeek(t *testing.T) {
	full, prefix := germanChouPrefix(t)
	if !prefix.Partial() {
		t.Fatal("a prefix of 300 states is not partial")
	}
	r := rand.New(rand.NewSource(3))
	found, beyond, paths := 0, 0, 0
	for q := 0; q < 1500; q++ {
		lits := randomQuery(r, full)
		if ok, _, _ := prefix.Exists(lits); ok {
			continue
		}
		want := brute(full, lits)
		if want {
			beyond++
		}
		before := prefix.Found()
		if prefix.ExistsFound(lits, 0) {
			t.Fatalf("ExistsFound(%v) before Seek: a kept state satisfies what Exists says none does", lits)
		}
		if !prefix.Seek(context.Background(), lits, 300) {
			continue
		}
		// the state found is among those kept after before, and not
		// among those after it
		if !prefix.ExistsFound(lits, before) || prefix.ExistsFound(lits, prefix.Found()) {
			t.Fatalf("after Seek, ExistsFound(%v) from %d: %v, from %d: %v (want true, false)", lits, before, prefix.ExistsFound(lits, before), prefix.Found(), prefix.ExistsFound(lits, prefix.Found()))
		}
		if !want {
			t.Fatalf("Seek found %v, which no reachable state satisfies", lits)
		}
		found++
		ok, idx, perm := prefix.Exists(lits)
		if !ok || idx < prefix.States() {
			t.Fatalf("after Seek, Exists(%v) = %v, %d (want a found state, index >= %d)", lits, ok, idx, prefix.States())
		}
		checkWitness(t, prefix, idx, perm, lits)
		if has, err := oracle.CheckFoundPath(prefix); err != nil {
			t.Fatalf("the path to %v: %v", lits, err)
		} else if has {
			paths++
		}
	}
	// A search whose budget has run out finds nothing new.
	done, cancel := context.WithCancel(context.Background())
	cancel()
	for q := 0; q < 200; q++ {
		lits := randomQuery(r, full)
		if ok, _, _ := prefix.Exists(lits); !ok && prefix.Seek(done, lits, 300) {
			t.Fatalf("Seek with a cancelled context found %v", lits)
		}
	}
	if found == 0 || beyond == 0 || paths == 0 {
		t.Fatalf("Seek found %d of %d queries satisfiable beyond the prefix, %d with a path; the test needs some", found, beyond, paths)
	}
	if prefix.Found() != found {
		t.Errorf("Found() = %d, want %d", prefix.Found(), found)
	}
	t.Logf("found %d of %d satisfiable beyond the prefix, %d with a path", found, beyond, paths)
}

// TestSeekWalks: a conjunction far beyond the prefix, more steps than the
// best-first search gets to, is met by Seek's random walks; the state
// they find answers Exists from then on.
func TestSeekWalks(t *testing.T) {
	m, _ := compileFile(t, "../testdata/deep_counter.m", nil)
	prefix, err := m.Explore(mc.Options{MaxStates: 2000}).PartialOracle()
	if err != nil {
		t.Fatal(err)
	}
	seekFinds(t, prefix, counterIs(t, prefix, 55), 40000, "c = 55")
	// the state was met on a walk from a stored state: its path is that
	if has, err := oracle.CheckFoundPath(prefix); err != nil || !has {
		t.Fatalf("the walk's path: %v, %v", has, err)
	}
}

// seekFinds checks that the prefix o has no state satisfying lits
// (what), that Seek with limit finds one, and that Exists answers with
// it from then on.
func seekFinds(t *testing.T, o *oracle.Oracle, lits []oracle.Literal, limit int, what string) {
	t.Helper()
	if ok, _, _ := o.Exists(lits); ok {
		t.Fatalf("the prefix has %s; the test needs a prefix without", what)
	}
	if !o.Seek(context.Background(), lits, limit) {
		t.Fatalf("Seek does not find %s", what)
	}
	ok, idx, perm := o.Exists(lits)
	if !ok || idx < o.States() {
		t.Fatalf("after Seek, Exists = %v, %d", ok, idx)
	}
	checkWitness(t, o, idx, perm, lits)
}

// TestSeekMerge: on a prefix of German 2004 (two nodes besides the home,
// two addresses) no state has grant_upgrade waiting in the channels of
// both nodes, which takes two upgrade transactions at once (23 steps from
// the start), nor one node's grant_upgrade for address 1 beside the
// other's grant_shared with the data true. Seek finds such states by
// firing the path of a state where some of the literals hold on a state
// where the others do (merge): the shortest such paths, on every image
// of the base under the symmetry, and for two literals of one node's
// channel against two of the other's, that split. The state it keeps
// satisfies the query.
func TestSeekMerge(t *testing.T) {
	o := german2004Prefix(t, map[string]int64{"num_nodes": 2, "num_addr": 2, "num_data": 1}, 100000, 0)
	lit := func(name string, v int64) oracle.Literal {
		leaf, ok := o.Leaf(name)
		if !ok {
			t.Fatalf("no leaf %s", name)
		}
		return oracle.Literal{Atom: oracle.Atom{Leaf: leaf, Other: -1, Value: v}}
	}
	const grantShared, grantUpgrade = 6, 7
	seekFinds(t, o, []oracle.Literal{lit("node[1].inchan[2].msg.op", grantUpgrade), lit("node[2].inchan[2].msg.op", grantUpgrade)}, 1000000, "both grants waiting")
	// the main job's first prefix: 250,000 states and 62,500 walked
	o = german2004Prefix(t, map[string]int64{"num_nodes": 2, "num_addr": 2, "num_data": 1}, 250000, 62500)
	seekFinds(t, o, []oracle.Literal{lit("node[1].inchan[2].msg.addr", 1), lit("node[1].inchan[2].msg.op", grantUpgrade),
		lit("node[2].inchan[2].msg.data.values[1]", 1), lit("node[2].inchan[2].msg.op", grantShared)}, 1000000, "an upgrade for address 1 beside a shared grant with data")
}

// TestSeekWholeState: a conjunction that names every component of a
// state (as a property that is the negation of one state does, 66
// literals in Multi-verify's flash_error_1.m) has far too many choices
// of literals to leave out for seeds to try them all; Seek starts from
// the stored states that leave the fewest false (nearest), finds some
// such states beyond the prefix, and answers only with what the whole
// reachable set has.
func TestSeekWholeState(t *testing.T) {
	full, prefix := germanChouPrefix(t)
	names := full.Leaves()
	found := 0
	for k := 1; k <= 20; k++ {
		s := oracle.StoredState(full, full.States()-k*97)
		var lits []oracle.Literal
		for _, name := range names {
			l, _ := full.Leaf(name)
			lf := oracle.LeafOf(full, l)
			a := oracle.Atom{Leaf: l, Other: -1, Undefined: true}
			if raw := lf.Get(s); raw != 0 {
				a = oracle.Atom{Leaf: l, Other: -1, Value: lf.Lo + int64(raw) - 1}
			}
			lits = append(lits, oracle.Literal{Atom: a})
		}
		if len(lits) < 20 {
			t.Fatalf("%d literals: the test needs a state of many components", len(lits))
		}
		if ok, _, _ := prefix.Exists(lits); ok {
			continue
		}
		if prefix.Seek(context.Background(), lits, 2000) {
			found++
			ok, idx, perm := prefix.Exists(lits)
			if !ok {
				t.Fatalf("after Seek, Exists = false")
			}
			checkWitness(t, prefix, idx, perm, lits)
		}
	}
	if found == 0 {
		t.Errorf("no whole state found beyond the prefix")
	}
	t.Logf("%d literals a query; %d whole states found beyond the prefix", len(names), found)
}

// TestSeekWorkers: Seek expanding the frontier with several goroutines
// finds what it finds with one, the same states by the same paths, query
// after query (each query's kept states change the next one's answers),
// on a prefix of german_chou at 4 nodes whose frontier takes several
// batches.
func TestSeekWorkers(t *testing.T) {
	mach, m := compileFile(t, testdirs.SharedModel("german_chou.m"), map[string]int64{"NODE_NUM": 4})
	opt := mc.Options{Symmetric: scalarsets(m), MaxStates: 6000}
	one, three := twoPrefixes(t, mach, opt)
	three.Workers = 3
	r := rand.New(rand.NewSource(5))
	found := 0
	for q := 0; q < 300; q++ {
		if seekBoth(t, q, randomQuery(r, one), 3000, one, three) {
			found++
		}
	}
	if found == 0 {
		t.Fatal("Seek found nothing beyond the prefix")
	}
	t.Logf("%d of 300 queries found beyond the prefix", found)
}

// twoPrefixes returns two oracles over the same prefix, explored twice,
// for Seeks to be compared.
func twoPrefixes(t *testing.T, mach *mc.Machine, opt mc.Options) (x, y *oracle.Oracle) {
	t.Helper()
	x, err := mach.Explore(opt).PartialOracle()
	if err != nil {
		t.Fatal(err)
	}
	y, err = mach.Explore(opt).PartialOracle()
	if err != nil {
		t.Fatal(err)
	}
	return x, y
}

// seekBoth runs query q (lits) on oracles x and y, which must answer it
// alike: the same answer, the same number of states kept and the same
// path to the state found. It returns the answer.
func seekBoth(t *testing.T, q int, lits []oracle.Literal, limit int, x, y *oracle.Oracle) bool {
	t.Helper()
	a, b := x.Seek(context.Background(), lits, limit), y.Seek(context.Background(), lits, limit)
	if a != b || x.Found() != y.Found() {
		t.Fatalf("query %d %v: %v (%d kept), then %v (%d kept)", q, lits, a, x.Found(), b, y.Found())
	}
	if a {
		s1, i1, st1, ok1 := x.FoundPath()
		s2, i2, st2, ok2 := y.FoundPath()
		if ok1 != ok2 || fmt.Sprint(s1, i1, st1) != fmt.Sprint(s2, i2, st2) {
			t.Fatalf("query %d: the paths differ:\n%v %v %v\n%v %v %v", q, s1, i1, st1, s2, i2, st2)
		}
	}
	return a
}

// TestSeekFrontierCache: Seek reading the frontier's successors that
// earlier Seeks kept finds what it finds expanding them again, the same
// states by the same paths, query after query: with the whole frontier
// kept, with a bound that keeps only its first part (the rest expanded
// by every Seek), and with several workers, on a prefix of german_chou
// whose found states have paths (3 nodes) and one whose frontier takes
// several batches (4 nodes); and a contradiction, which reads every
// successor, is answered the same from the cache. Without room for the
// successors, the rules that gave them are kept and run again (all of
// them, with three workers, or those of the first half of the frontier,
// the rest expanded as without a cache).
func TestSeekFrontierCache(t *testing.T) {
	for _, setup := range []struct {
		nodes, states, limit, paths int // paths: found states with a path, at least
		queries, short              int // queries (with -short)
	}{{3, 300, 300, 1, 200, 200}, {4, 6000, 3000, 0, 200, 40}} {
		queries := setup.queries
		if testing.Short() {
			queries = setup.short
		}
		mach, m := compileFile(t, testdirs.SharedModel("german_chou.m"), map[string]int64{"NODE_NUM": int64(setup.nodes)})
		opt := mc.Options{Symmetric: scalarsets(m), MaxStates: setup.states}
		wholeWords, wholeTrans := 0, 0 // the words of the whole frontier's successors, its transitions
		for _, tc := range []struct {
			name         string
			bounded      bool // the cache's bound half of wholeWords (else the default)
			workers      int
			noRoom       bool // no room for a cache of successors: none is kept (the transitions are)
			transBounded bool // the transitions' bound half of wholeTrans
		}{{"whole", false, 1, false, false}, {"bounded", true, 1, false, false}, {"whole-3-workers", false, 3, false, false},
			{"no-room", false, 1, true, false}, {"no-room-3-workers", false, 3, true, false}, {"no-room-bounded", false, 1, true, true}} {
			t.Run(fmt.Sprintf("%d-nodes-%s", setup.nodes, tc.name), func(t *testing.T) {
				if tc.noRoom {
					defer oracle.SetNoRoom(true)()
				}
				if tc.bounded {
					if wholeWords == 0 {
						t.Skip("the whole case failed")
					}
					defer oracle.SetMaxFrontierWords(wholeWords / 2)()
				}
				if tc.transBounded {
					if wholeTrans == 0 {
						t.Skip("the no-room case failed")
					}
					defer oracle.SetMaxFrontierTransitions(wholeTrans / 2)()
				}
				kept, fresh := twoPrefixes(t, mach, opt)
				kept.Workers, fresh.Workers = tc.workers, tc.workers
				r := rand.New(rand.NewSource(7))
				found, paths := 0, 0
				for q := 0; q < queries; q++ {
					oracle.DropFrontierCache(fresh)
					if !seekBoth(t, q, randomQuery(r, kept), setup.limit, kept, fresh) {
						continue
					}
					found++
					if has, err := oracle.CheckFoundPath(kept); err != nil {
						t.Fatalf("query %d: the path: %v", q, err)
					} else if has {
						paths++
					}
				}
				if found == 0 || paths < setup.paths {
					t.Fatalf("Seek found %d states beyond the prefix, %d with a path", found, paths)
				}
				n, words, full := oracle.FrontierCached(kept)
				if tc.noRoom != (n == 0) || !tc.noRoom && full != tc.bounded {
					t.Fatalf("%d successors kept, full %v", n, full)
				}
				if !tc.bounded {
					wholeWords = words
				}
				// the transitions are kept whether or not the successors are
				states, trans, tfull := oracle.FrontierTransitions(kept)
				if states == 0 || trans == 0 || tfull != tc.transBounded {
					t.Fatalf("the transitions of %d states kept (%d), full %v", states, trans, tfull)
				}
				if tc.noRoom && !tc.transBounded {
					wholeTrans = trans
				}
				leaf, _ := kept.Leaf(kept.Leaves()[0])
				never := []oracle.Literal{{Atom: oracle.Atom{Leaf: leaf, Other: -1, Undefined: true}}, {Atom: oracle.Atom{Leaf: leaf, Other: -1, Undefined: true}, Neg: true}}
				if kept.Seek(context.Background(), never, setup.limit) {
					t.Fatal("Seek satisfied a contradiction")
				}
				t.Logf("%d of %d queries found beyond the prefix, %d with a path; %d successors kept", found, queries, paths, n)
			})
		}
	}
}

// TestUnderHalfLimit: the frontier cache has room without a memory
// limit, and none under a limit the live heap is over.
func TestUnderHalfLimit(t *testing.T) {
	prev := debug.SetMemoryLimit(math.MaxInt64)
	defer debug.SetMemoryLimit(prev)
	if !oracle.UnderHalfLimit() {
		t.Error("no room without a limit")
	}
	runtime.GC() // the live heap measured (it is over 2 bytes)
	debug.SetMemoryLimit(4)
	room := oracle.UnderHalfLimit()
	debug.SetMemoryLimit(math.MaxInt64)
	if room {
		t.Error("room under a limit of 4 bytes")
	}
}

// TestSeekReplay: running again the rules that gave a frontier state's
// successors (Seek's transitions kept without room for the successors)
// gives the successors the expansion gives, in its order, on prefixes of
// models with keyed guards, choose places and a home node inside the
// node type, with and without symmetry reduction.
func TestSeekReplay(t *testing.T) {
	for _, tc := range []struct {
		model  string
		consts map[string]int64
		states int
		sym    bool
	}{
		{"german_chou.m", map[string]int64{"NODE_NUM": 4}, 6000, true},
		{"german_chou.m", map[string]int64{"NODE_NUM": 3}, 300, false},
		{"german2004.m", map[string]int64{"num_nodes": 2, "num_addr": 2, "num_data": 1}, 20000, true},
		{"flash_chou.m", map[string]int64{"NODE_NUM": 3}, 20000, true},
	} {
		mach, m := compileFile(t, testdirs.SharedModel(tc.model), tc.consts)
		opt := mc.Options{MaxStates: tc.states}
		if tc.sym {
			opt.Fixed = map[check.Type][]int64{}
			for _, u := range m.SubrangeSymmetry() {
				opt.Symmetric = append(opt.Symmetric, u.Type)
				opt.Fixed[u.Type] = u.Distinguished
			}
			opt.Symmetric = append(opt.Symmetric, scalarsets(m)...)
		}
		o, err := mach.Explore(opt).PartialOracle()
		if err != nil {
			t.Fatal(err)
		}
		bad, n := oracle.ReplayMatches(o)
		if bad >= 0 {
			t.Errorf("%s %v: the successors of stored state %d differ", tc.model, tc.consts, bad)
		}
		if n == 0 {
			t.Errorf("%s %v: no successors compared", tc.model, tc.consts)
		}
		t.Logf("%s %v: %d successors compared", tc.model, tc.consts, n)
	}
}
