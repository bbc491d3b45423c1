//go:build unix

package job

import (
	"os"
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
		if err := syscall.Kill(os.Getpid(), syscall.SIGINT); err != nil {
			t.Skip("cannot signal the test process:", err)
		}
		select {
		case <-b.Context().Done():
		case <-time.After(5 * time.Second):
			t.Error("the interrupt did not stop the budget")
		}
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
