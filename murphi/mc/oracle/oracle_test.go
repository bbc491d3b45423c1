package oracle_test

import (
	"math/rand"
	"testing"

	"paraverify/internal/testdirs"
	"paraverify/murphi/check"
	"paraverify/murphi/mc"
	"paraverify/murphi/mc/oracle"
)

// randomQuery draws a conjunction of 2..4 literals over the leaves of o.
func randomQuery(r *rand.Rand, o *oracle.Oracle) []oracle.Literal {
	names := o.Leaves()
	n := 2 + r.Intn(3)
	lits := make([]oracle.Literal, n)
	for i := range lits {
		l, _ := o.Leaf(names[r.Intn(len(names))])
		lf := oracle.LeafOf(o, l)
		a := oracle.Atom{Leaf: l, Other: -1, Value: lf.Lo + r.Int63n(lf.Card)}
		if r.Intn(10) == 0 {
			a.Undefined = true
		}
		lits[i] = oracle.Literal{Atom: a, Neg: r.Intn(4) == 0}
	}
	return lits
}

// brute answers a query by evaluating it on every stored state (no
// symmetry).
func brute(o *oracle.Oracle, lits []oracle.Literal) bool {
	for i := 0; i < o.States(); i++ {
		s := oracle.StoredState(o, i)
		ok := true
		for _, l := range lits {
			lf := oracle.LeafOf(o, l.Atom.Leaf)
			if (lf.Get(s) == oracle.Raw(o, l.Atom)) == l.Neg {
				ok = false
				break
			}
		}
		if ok {
			return true
		}
	}
	return false
}

// checkWitness fails the test unless the state idx of o, permuted back
// by perm, satisfies every literal.
func checkWitness(t *testing.T, o *oracle.Oracle, idx, perm int, lits []oracle.Literal) {
	t.Helper()
	w := o.State(idx, perm)
	for _, l := range lits {
		lf := oracle.LeafOf(o, l.Atom.Leaf)
		val := "undefined"
		if !l.Atom.Undefined {
			val = check.FormatValue(lf.Type, l.Atom.Value)
		}
		if (w[lf.Name] == val) == l.Neg {
			t.Fatalf("witness %v does not satisfy %+v", w, l)
		}
	}
}

// TestOracleSymmetry answers random queries on the symmetry-reduced set of
// german_chou (3 nodes) and checks them against the full set.
func TestOracleSymmetry(t *testing.T) {
	for _, n := range []int64{16, 1} { // sets built leaf by leaf, or value by value
		oracle.SetMaxValueSets(n)
		testOracleSymmetry(t)
	}
	oracle.SetMaxValueSets(16)
}

func testOracleSymmetry(t *testing.T) {
	consts := map[string]int64{"NODE_NUM": 3}
	mach, m := compileFile(t, testdirs.SharedModel("german_chou.m"), consts)
	reduced, err := mach.Explore(mc.Options{Symmetric: scalarsets(m)}).Oracle()
	if err != nil {
		t.Fatal(err)
	}
	full, err := mach.Explore(mc.Options{}).Oracle()
	if err != nil {
		t.Fatal(err)
	}
	if reduced.States() >= full.States() {
		t.Fatalf("no reduction: %d vs %d", reduced.States(), full.States())
	}
	r := rand.New(rand.NewSource(7))
	sat := 0
	for q := 0; q < 2000; q++ {
		lits := randomQuery(r, full)
		want := brute(full, lits)
		got, idx, perm := reduced.Exists(lits)
		if got != want {
			t.Fatalf("query %v: reduced %v, full %v", lits, got, want)
		}
		if fullGot, _, _ := full.Exists(lits); fullGot != want {
			t.Fatalf("query %v: full oracle %v, brute force %v", lits, fullGot, want)
		}
		if got {
			sat++
			checkWitness(t, reduced, idx, perm, lits)
		}
	}
	if sat == 0 || sat == 2000 {
		t.Errorf("%d of 2000 random queries satisfiable; the test needs both kinds", sat)
	}
}

// TestOracleSharedSets: the sets of no state (a value never taken, a leaf
// never undefined) hold no words, nor do the sets of every state but for
// their last word when it has unused bits, and queries over them, plain
// and negated, are answered as over any other set.
func TestOracleSharedSets(t *testing.T) {
	mach, _ := compileFile(t, testdirs.SharedModel("german_chou.m"), map[string]int64{"NODE_NUM": 2})
	o, err := mach.Explore(mc.Options{}).Oracle() // brute force reads the states as stored
	if err != nil {
		t.Fatal(err)
	}
	none, all := 0, 0
	for _, name := range o.Leaves() {
		l, _ := o.Leaf(name)
		lf := oracle.LeafOf(o, l)
		atoms := []oracle.Atom{{Leaf: l, Other: -1, Undefined: true}}
		for v := lf.Lo; v < lf.Lo+lf.Card; v++ {
			atoms = append(atoms, oracle.Atom{Leaf: l, Other: -1, Value: v})
		}
		for _, a := range atoms {
			pos := []oracle.Literal{{Atom: a}}
			neg := []oracle.Literal{{Atom: a, Neg: true}}
			gotPos, _, _ := o.Exists(pos)
			gotNeg, _, _ := o.Exists(neg)
			if gotPos != brute(o, pos) || gotNeg != brute(o, neg) {
				t.Fatalf("%s: Exists %v / negated %v, brute force %v / %v", name, gotPos, gotNeg, brute(o, pos), brute(o, neg))
			}
			if !gotPos {
				none++
			}
			if !gotNeg {
				all++
			}
		}
	}
	sets, holding, held, words := oracle.SetWords(o)
	if none < 2 || all < 2 {
		t.Fatalf("%d sets of no state, %d of all: the test needs several of each", none, all)
	}
	// each atom's set is built once; the empty ones hold no words, nor
	// do the full ones but for their last word when it has unused bits
	want := sets - none - all
	if o.States()%64 != 0 {
		want += all
	}
	if holding != want || held > words {
		t.Errorf("%d sets (%d of no state, %d of all): %d hold words, %d of %d; want %d holding", sets, none, all, holding, held, words, want)
	}
	t.Logf("%d sets hold %d of their %d words", sets, held, words)
}

// BenchmarkOracle answers 10,000 random conjunctions of 2-4 atoms against
// the symmetry-reduced reachable set of flash_nodata.m at 2 nodes (394,753
// states). At 3 nodes the set has 88.9 million states (13 minutes to
// explore), too large for a benchmark run.
func BenchmarkOracle(b *testing.B) {
	mach, m := compileFile(b, testdirs.SharedModel("flash_nodata.m"), map[string]int64{"NODE_NUM": 2})
	opt := mc.Options{Symmetric: scalarsets(m)}
	for _, u := range m.SubrangeSymmetry() {
		if u.Symmetric {
			opt.Symmetric = append(opt.Symmetric, u.Type)
		}
	}
	res := mach.Explore(opt)
	o, err := res.Oracle()
	if err != nil {
		b.Fatal(err)
	}
	r := rand.New(rand.NewSource(1))
	queries := make([][]oracle.Literal, 10000)
	for i := range queries {
		queries[i] = randomQuery(r, o)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, q := range queries {
			o.Exists(q)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(queries)), "ns/query")
	b.ReportMetric(float64(o.States()), "states")
	b.ReportMetric(float64(o.Misses), "bitsets")
	_, _, held, words := oracle.SetWords(o)
	b.ReportMetric(float64(held)/float64(words), "words-held/words")
}
