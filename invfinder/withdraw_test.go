package invfinder

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"paraverify/internal/testdirs"
	"paraverify/invfinder/evidence"
	"paraverify/invfinder/formula"
	"paraverify/invfinder/smt"
	"paraverify/murphi/check"
)

// lyingReach claims that the cubes lie picks are unreachable.
type lyingReach struct {
	Reach
	lie  func(formula.Cube) bool
	told int
}

func (r *lyingReach) Reachable(params []check.Type, c formula.Cube) (bool, error) {
	if r.lie(c) {
		r.told++
		return false, nil
	}
	return r.Reach.Reachable(params, c)
}

// TestFindWithdraws: evidence that wrongly calls "a client is trying" an
// unreachable cube makes the search adopt a false auxiliary invariant
// whose own obligations then fail. Without withdrawal the search stops;
// with it, the false invariant is taken back, the obligations that used
// it are searched again, and the table closes and verifies.
func TestFindWithdraws(t *testing.T) {
	m := loadModel(t, testdirs.SharedModel("mutualEx.m"), map[string]int64{"clientNUMS": 3})
	solver := smt.NewCache(&smt.Brute{IntLo: -1, IntHi: 6})
	honest := evidence.NewReach(reference(t, m), m)
	lie := func(c formula.Cube) bool { return len(c) == 1 && c[0].String() == "n[P1] = T" }

	r := &lyingReach{Reach: honest, lie: lie}
	if _, err := Find(m, r, solver, Options{}); err == nil || r.told == 0 {
		t.Fatalf("without withdrawal: err %v after %d lies; the lie should break the search", err, r.told)
	}
	r = &lyingReach{Reach: honest, lie: lie}
	res, err := Find(m, r, solver, Options{Withdraw: 10})
	if err != nil {
		t.Fatalf("with withdrawal: %v", err)
	}
	if err := Verify(m, res, solver); err != nil {
		t.Fatalf("with withdrawal: %v", err)
	}
	if res.Withdrawn == 0 {
		t.Errorf("nothing withdrawn")
	}
	for i, f := range res.Invs {
		if lie(f.Inv.Bad) {
			t.Errorf("the false invariant %s was kept", f.Inv)
		}
		for _, rel := range res.Relations {
			if rel.Inv >= len(res.Invs) || rel.Aux >= len(res.Invs) {
				t.Fatalf("relation %+v refers past the %d invariants", rel, len(res.Invs))
			}
		}
		t.Logf("%d %s [%s]", i+1, f.Inv, f.Origin)
	}
}

// TestFindWithdrawFailureNumbering: when the search stops after
// withdrawals, the failure names the invariant by its number in the
// compacted table it returns.
func TestFindWithdrawFailureNumbering(t *testing.T) {
	m := loadModel(t, testdirs.SharedModel("mutualEx.m"), map[string]int64{"clientNUMS": 3})
	solver := smt.NewCache(&smt.Brute{IntLo: -1, IntHi: 6})
	honest := evidence.NewReach(reference(t, m), m)
	// Two lies: with a budget of one withdrawal the second false
	// invariant stops the search.
	lie := func(c formula.Cube) bool {
		return len(c) == 1 && (c[0].String() == "n[P1] = T" || c[0].String() == "n[P1] = E")
	}
	checked := 0
	for budget := 1; budget <= 2; budget++ {
		res, err := Find(m, &lyingReach{Reach: honest, lie: lie}, solver, Options{Withdraw: budget})
		f, ok := err.(*Failure)
		t.Logf("budget %d: withdrawn %d, %v", budget, res.Withdrawn, err)
		if !ok || res.Withdrawn == 0 {
			continue
		}
		checked++
		var n int
		if _, err := fmt.Sscanf(f.Inv, "invariant %d", &n); err != nil || n < 1 || n > len(res.Invs) {
			t.Fatalf("budget %d: %q does not number one of the %d invariants", budget, f.Inv, len(res.Invs))
		}
		form := fmt.Sprintf("invariant %d %s", n, res.Invs[n-1].Inv)
		if f.Inv != form {
			t.Errorf("budget %d: failure names %q, the table has %q", budget, f.Inv, form)
		}
	}
	if checked == 0 {
		t.Fatal("no run stopped after a withdrawal")
	}
}

// TestFindStops: a search whose context is done stops at its next
// obligation with "stopped" and the cause, also where its solver (here
// one that never refuses) would go on.
func TestFindStops(t *testing.T) {
	m := loadModel(t, testdirs.SharedModel("german.m"), map[string]int64{"NODE_NUM": 2, "DATA_NUM": 2})
	solver := smt.NewCache(&smt.Brute{IntLo: -1, IntHi: 6})
	ctx, cancel := context.WithCancelCause(context.Background())
	cancel(errors.New("the budget ran out"))
	_, err := Find(m, evidence.NewReach(reference(t, m), m), solver, Options{Context: ctx})
	if err == nil || err.Error() != "stopped: the budget ran out" {
		t.Errorf("Find with its context done: %v", err)
	}
}

// refutingReach lies as lyingReach does until a targeted search (Refute)
// is asked about a cube it lied about: then it tells the truth about that
// cube from then on, as a state found beyond a prefix stays evidence.
type refutingReach struct {
	lyingReach
	found map[string]bool
}

func (r *refutingReach) Reachable(params []check.Type, c formula.Cube) (bool, error) {
	if r.found[c.String()] {
		return r.lyingReach.Reach.Reachable(params, c)
	}
	return r.lyingReach.Reachable(params, c)
}

func (r *refutingReach) Refute(params []check.Type, c formula.Cube) (bool, error) {
	if !r.lie(c) || r.found[c.String()] {
		return false, nil
	}
	r.found[c.String()] = true
	return true, nil
}

// TestFindMaxRefuted: evidence that lets two false invariants through,
// with a targeted search that refutes each. Without a bound the search
// refutes both and closes; with Options.MaxRefuted 1 it stops at the
// second refutation with ErrShallow (the job then searches a deeper
// prefix).
func TestFindMaxRefuted(t *testing.T) {
	m := loadModel(t, testdirs.SharedModel("mutualEx.m"), map[string]int64{"clientNUMS": 3})
	solver := smt.NewCache(&smt.Brute{IntLo: -1, IntHi: 6})
	honest := evidence.NewReach(reference(t, m), m)
	lie := func(c formula.Cube) bool {
		return len(c) == 1 && (c[0].String() == "n[P1] = T" || c[0].String() == "n[P1] = E")
	}
	reach := func() *refutingReach {
		return &refutingReach{lyingReach{Reach: honest, lie: lie}, map[string]bool{}}
	}
	res, err := Find(m, reach(), solver, Options{})
	if err != nil {
		t.Fatalf("without a bound: %v", err)
	}
	if err := Verify(m, res, solver); err != nil {
		t.Fatalf("without a bound: %v", err)
	}
	if res.Refuted < 2 {
		t.Fatalf("without a bound: %d refuted, want the two lies", res.Refuted)
	}
	res, err = Find(m, reach(), solver, Options{MaxRefuted: res.Refuted - 1})
	if !errors.Is(err, ErrShallow) {
		t.Fatalf("with MaxRefuted %d: %v, want ErrShallow", res.Refuted-1, err)
	}
	t.Log(err)
}

// blindReach lies as lyingReach does, and its targeted search never
// reaches a cube it lies about; other cubes it answers from its evidence.
type blindReach struct {
	lyingReach
	refuted int // Refute answers "reached"
}

func (r *blindReach) Refute(params []check.Type, c formula.Cube) (bool, error) {
	if r.lie(c) {
		return false, nil
	}
	hit, err := r.lyingReach.Reach.Reachable(params, c)
	if hit {
		r.refuted++
	}
	return hit, err
}

// TestFindStepRefutes: evidence that lets a false invariant through and a
// targeted search that never reaches its cube. The obligation that fails
// for it has a state before the rule in the evidence that fires the rule
// into the invariant's cube: that refutes the invariant (withdrawn with
// no Options.Withdraw budget) and the search closes. Also with an exists
// in the guard, which the state before implies (German 2004's "home
// prepares invalidate").
func TestFindStepRefutes(t *testing.T) {
	src, err := os.ReadFile(testdirs.SharedModel("mutualEx.m"))
	if err != nil {
		t.Fatal(err)
	}
	exists := strings.Replace(string(src), `rule "Try" n[i] = I ==>`, `rule "Try" n[i] = I & exists j : client do n[j] = I endexists ==>`, 1)
	if exists == string(src) {
		t.Fatal("mutualEx.m has no rule Try to give an exists")
	}
	path := filepath.Join(t.TempDir(), "mutualEx_exists.m")
	if err := os.WriteFile(path, []byte(exists), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, file := range []string{testdirs.SharedModel("mutualEx.m"), path} {
		m := loadModel(t, file, map[string]int64{"clientNUMS": 3})
		solver := smt.NewCache(&smt.Brute{IntLo: -1, IntHi: 6})
		honest := evidence.NewReach(reference(t, m), m)
		lie := func(c formula.Cube) bool { return len(c) == 1 && c[0].String() == "n[P1] = T" }
		r := &blindReach{lyingReach: lyingReach{Reach: honest, lie: lie}}
		res, err := Find(m, r, solver, Options{})
		if err != nil {
			t.Fatalf("%s: %v (the targeted search reached %d cubes)", filepath.Base(file), err, r.refuted)
		}
		if err := Verify(m, res, solver); err != nil {
			t.Fatalf("%s: %v", filepath.Base(file), err)
		}
		if res.Refuted == 0 || r.told == 0 {
			t.Fatalf("%s: refuted %d after %d lies: the lie should have been refuted", filepath.Base(file), res.Refuted, r.told)
		}
		for _, f := range res.Invs {
			if lie(f.Inv.Bad) {
				t.Errorf("%s: the false invariant %s was kept", filepath.Base(file), f.Inv)
			}
		}
	}
}

// diggingReach lies as lyingReach does and its targeted search reaches
// nothing; its Digger meets the first cube it lied about (from then on
// it tells the truth about it), or, with viaPre, the first cube the
// honest evidence reaches (the state before the failing rule: the
// invariants' cubes are unreachable but for the lie).
type diggingReach struct {
	lyingReach
	viaPre bool
	none   bool // meets nothing
	found  map[string]bool
	digs   int
}

func (r *diggingReach) Reachable(params []check.Type, c formula.Cube) (bool, error) {
	if r.found[c.String()] {
		return r.lyingReach.Reach.Reachable(params, c)
	}
	return r.lyingReach.Reachable(params, c)
}

func (r *diggingReach) Refute(params []check.Type, c formula.Cube) (bool, error) {
	return false, nil
}

var _ Digger = (*diggingReach)(nil)

func (r *diggingReach) Dig(params [][]check.Type, cubes []formula.Cube) (int, []string, []int, error) {
	r.digs++
	if r.none {
		// the last cube (the state before the rule) fits nowhere
		return -1, []string{"64 steps in the test's instance"}, []int{len(cubes) - 1}, nil
	}
	for k, c := range cubes {
		if r.viaPre {
			if !r.lie(c) {
				if hit, err := r.lyingReach.Reach.Reachable(params[k], c); err != nil || hit {
					return k, nil, nil, err
				}
			}
			continue
		}
		if r.lie(c) && !r.found[c.String()] {
			r.found[c.String()] = true
			return k, nil, nil, nil
		}
	}
	return -1, nil, nil, nil
}

// TestFindDigs: evidence that lets a false invariant through and a
// targeted search that reaches nothing. The search, about to fail, asks
// the Digger once: when its walks meet the false invariant's cube, or the
// state before the failing rule (which fires the rule into the cube), the
// invariant is withdrawn as refuted and the search closes; a Digger that
// meets neither leaves the failure.
func TestFindDigs(t *testing.T) {
	m := loadModel(t, testdirs.SharedModel("mutualEx.m"), map[string]int64{"clientNUMS": 3})
	solver := smt.NewCache(&smt.Brute{IntLo: -1, IntHi: 6})
	honest := evidence.NewReach(reference(t, m), m)
	lie := func(c formula.Cube) bool { return len(c) == 1 && c[0].String() == "n[P1] = T" }
	for _, viaPre := range []bool{false, true} {
		r := &diggingReach{lyingReach: lyingReach{Reach: honest, lie: lie}, viaPre: viaPre, found: map[string]bool{}}
		res, err := Find(m, r, solver, Options{})
		if err != nil {
			t.Fatalf("viaPre %v: %v after %d digs", viaPre, err, r.digs)
		}
		if err := Verify(m, res, solver); err != nil {
			t.Fatalf("viaPre %v: %v", viaPre, err)
		}
		if res.Refuted == 0 || r.digs == 0 {
			t.Fatalf("viaPre %v: %d refuted after %d digs: the lie should have been dug up", viaPre, res.Refuted, r.digs)
		}
		for _, f := range res.Invs {
			if lie(f.Inv.Bad) {
				t.Errorf("viaPre %v: the false invariant %s was kept", viaPre, f.Inv)
			}
		}
	}
	// A Digger that meets nothing: the search fails, as without one.
	r := &diggingReach{lyingReach: lyingReach{Reach: honest, lie: lie}, none: true}
	_, err := Find(m, r, solver, Options{})
	if err == nil || r.digs == 0 {
		t.Fatalf("a Digger that meets nothing: err %v after %d digs, want a failure after a dig", err, r.digs)
	}
	// The failure says where the walks went and what fit nowhere.
	f, ok := err.(*Failure)
	if !ok {
		t.Fatalf("a Digger that meets nothing: %v, want a *Failure", err)
	}
	want := regexp.MustCompile(`^64 steps in the test's instance met none of the cubes of invariant \d+( and the \d+ it came from)? and the state before the rule; with too few values for the state before the rule in every instance with a prefix, none looked for$`)
	if !want.MatchString(f.Walks) || !strings.Contains(f.Error(), "\n  random walks: "+f.Walks) {
		t.Errorf("the failure's walks: %q, want %v; in the message: %s", f.Walks, want, f.Error())
	}
}
