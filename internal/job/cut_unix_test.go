//go:build unix

package job

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"paraverify/internal/budget"
	"paraverify/internal/load"
	"paraverify/internal/testdirs"
)

// TestCutSearchNotReported: a search that fails because the budget ran
// out while it ran (here an interrupt as its second search ends, on a
// failure) is not reported as a search that ran to its end: the summary
// keeps the first search's failure, on its 5 states, and says what
// stopped the run. German at two nodes with no targeted search fails on
// its first 5 and 40 states and closes on 400.
func TestCutSearchNotReported(t *testing.T) {
	searches := 0
	searchEnded = func(b *budget.Budget, err error) {
		if searches++; searches != 2 {
			return
		}
		if err == nil {
			t.Error("the second search closed; the test needs one that fails")
			return
		}
		interrupt(t, b)
	}
	defer func() { searchEnded = nil }()
	o := Defaults()
	o.Overrides = load.Overrides{Defines: []string{"NODE_NUM=2"}}
	o.Evidence, o.Seek, o.Walks, o.Workers = 5, 0, 0, 1
	s := failingRun(t, o, testdirs.SharedModel("german.m"))
	if searches != 2 {
		t.Fatalf("%d searches, want 2 (the job went on after the interrupt)", searches)
	}
	if s.Result != "inconclusive" || !strings.Contains(s.Message, "stopped: interrupted") {
		t.Errorf("result %q, message %q: want inconclusive, stopped by the interrupt", s.Result, s.Message)
	}
	if !strings.Contains(s.LastFailure, "(the first 5 states") || s.Failure == nil || s.Failure.States != "the first 5 states" {
		t.Errorf("last failure %q (%+v): want the first search's, on its first 5 states", s.LastFailure, s.Failure)
	}
}

// TestStopWhileLargerExplored: when the budget runs out while the larger
// instance is explored (here an interrupt once it is), no search starts
// on the cancelled budget: the summary has no counts of a search cut at
// once (German 2004 on 2026-12-02 reported 10 invariants and 102 relations
// after a search of 2,897 had failed) and says what stopped the run.
func TestStopWhileLargerExplored(t *testing.T) {
	searches := 0
	searchEnded = func(*budget.Budget, error) { searches++ }
	evidenceGathered = func(b *budget.Budget) { interrupt(t, b) }
	defer func() { searchEnded, evidenceGathered = nil, nil }()
	o := Defaults()
	o.Overrides = load.Overrides{Defines: []string{"N=2"}}
	o.Larger, o.LargerStates, o.Workers = []string{"N=4"}, 1000, 1
	s := failingRun(t, o, filepath.Join(testdirs.Protocols(), "home_dir.m"))
	if searches != 0 {
		t.Errorf("%d searches ran after the interrupt", searches)
	}
	if s.Result != "inconclusive" || !strings.Contains(s.Message, "stopped: interrupted") || s.Invariants != 0 || s.Relations != 0 {
		t.Errorf("result %q, %d invariants, %d relations, message %q: want inconclusive, no counts, stopped by the interrupt", s.Result, s.Invariants, s.Relations, s.Message)
	}
}

// interrupt sends the test process an interrupt, as Ctrl-C does, and
// waits until it has stopped the budget b.
func interrupt(t *testing.T, b *budget.Budget) {
	t.Helper()
	if err := syscall.Kill(os.Getpid(), syscall.SIGINT); err != nil {
		t.Skip("cannot signal the test process:", err)
	}
	select {
	case <-b.Context().Done():
	case <-time.After(5 * time.Second):
		t.Error("the interrupt did not stop the budget")
	}
}
