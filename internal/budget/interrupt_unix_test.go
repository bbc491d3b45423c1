//go:build unix

package budget

import (
	"os"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestInterrupt: an interrupt cancels the budget's context with the
// reason, as a budget that runs out does; after Stop the process's
// default handling is back.
func TestInterrupt(t *testing.T) {
	b := New(0, 0, nil)
	defer b.Stop()
	if err := syscall.Kill(os.Getpid(), syscall.SIGINT); err != nil {
		t.Skip("cannot signal the test process:", err)
	}
	select {
	case <-b.Context().Done():
	case <-time.After(5 * time.Second):
		t.Fatal("the interrupt did not stop the budget")
	}
	if r := b.Exhausted(); !strings.Contains(r, "interrupted") {
		t.Errorf("reason %q, want interrupted", r)
	}
}
