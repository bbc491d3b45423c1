package invfinder

import (
	"regexp"
	"strconv"
	"strings"
	"testing"

	"paraverify/internal/testdirs"
	"paraverify/invfinder/evidence"
	"paraverify/invfinder/smt"
)

// TestFindSweep: on a prefix of German (three nodes) the targeted
// searches find states beyond it, and some of the invariants adopted
// before are false in them: the search withdraws those at once (said on
// the progress line), each a state the search found satisfies, and needs
// fewer targeted searches than without the sweep (Options.MaxRefuted
// counts only the invariants these refuted). Two workers form the same
// table. A table it closes on is verified.
func TestFindSweep(t *testing.T) {
	m := loadModel(t, testdirs.SharedModel("german.m"), map[string]int64{"NODE_NUM": 3})
	z3, err := smt.NewZ3(smt.Options{})
	if err != nil {
		t.Fatal(err)
	}
	pool, err := smt.NewPool(2, smt.Options{})
	if err != nil {
		t.Fatal(err)
	}
	run := func(sweep bool, workers int) (*refuteLog, *Result, string, error) {
		noSweep = !sweep
		defer func() { noSweep = false }()
		reach := &refuteLog{Reach: evidence.NewReach(explorePrefix(t, m, 30), m)}
		reach.Seek = 2000
		var progress strings.Builder
		var solver smt.Solver = z3
		if workers > 1 {
			solver = pool
		}
		res, err := Find(m, reach, smt.NewCache(solver), Options{Progress: &progress, Workers: workers})
		if _, failed := err.(*Failure); err != nil && !failed {
			t.Fatal(err)
		}
		return reach, res, progress.String(), err
	}
	reach, res, progress, err := run(true, 1)
	swept := regexp.MustCompile(`search: invariant (\d+) is violated by a state a targeted search found: withdrawn`).FindAllStringSubmatch(progress, -1)
	if len(swept) == 0 {
		t.Fatalf("no invariant swept (%d refuted, %d targeted searches); the test needs some", res.Refuted, len(reach.asked))
	}
	// each swept invariant, by the number the progress line gives it,
	// was withdrawn with the line that says so
	for _, s := range swept {
		if n, _ := strconv.Atoi(s[1]); !strings.Contains(progress, "search: withdrawing invariant "+s[1]+" ") || n <= 0 {
			t.Errorf("invariant %s swept but not withdrawn", s[1])
		}
	}
	without, resWithout, _, _ := run(false, 1)
	if res.Swept != len(swept) {
		t.Errorf("%d swept, %d said on the progress line", res.Swept, len(swept))
	}
	t.Logf("with the sweep: %d swept, %d refuted, %d targeted searches, %d invariants; without: %d refuted, %d targeted searches, %d invariants",
		len(swept), res.Refuted, len(reach.asked), len(res.Invs), resWithout.Refuted, len(without.asked), len(resWithout.Invs))
	if len(reach.asked) >= len(without.asked) {
		t.Errorf("%d targeted searches with the sweep, %d without", len(reach.asked), len(without.asked))
	}
	// the sweep withdraws invariants the search has not classified yet:
	// two workers skip them as one does, and form the same table
	_, two, _, errTwo := run(true, 2)
	if a, b := tableText(res, err), tableText(two, errTwo); a != b {
		t.Errorf("two workers form another table than one:\n%.2000s\n---\n%.2000s", b, a)
	}
	if err == nil {
		if err := Verify(m, res, smt.NewCache(z3)); err != nil {
			t.Fatal(err)
		}
	}
}
