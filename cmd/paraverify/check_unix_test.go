//go:build unix

package main

import (
	"os"
	"os/signal"
	"strings"
	"syscall"
	"testing"
	"time"

	"paraverify/internal/testdirs"
)

// TestCheckInterrupt: SIGTERM stops a search that would run for long with
// its result, inconclusive (exit 3), and the reason.
func TestCheckInterrupt(t *testing.T) {
	type outcome struct {
		code     int
		out, err string
	}
	done := make(chan outcome, 1)
	go func() {
		code, out, errs := runCLI(t, "check", "--json", "--workers", "1", "-D", "num_nodes=3", testdirs.SharedModel("german2004.m"))
		done <- outcome{code, out, errs}
	}()
	// The test takes SIGTERM too, so that one sent before the command
	// listens does not end the test process; it sends one every half
	// second until the command has stopped.
	mine := make(chan os.Signal, 16)
	signal.Notify(mine, syscall.SIGTERM)
	defer signal.Stop(mine)
	tick := time.NewTicker(500 * time.Millisecond)
	defer tick.Stop()
	deadline := time.After(60 * time.Second)
	for {
		select {
		case o := <-done:
			if o.code != exitInconclusive || !strings.Contains(o.out, `"result": "inconclusive"`) || !strings.Contains(o.out, "interrupted (terminated)") {
				t.Errorf("exit %d\n%s\n%s", o.code, o.out, o.err)
			}
			return
		case <-tick.C:
			if err := syscall.Kill(os.Getpid(), syscall.SIGTERM); err != nil {
				t.Skip("cannot signal the test process:", err)
			}
		case <-deadline:
			t.Fatal("the search did not stop within 60 s of SIGTERM")
		}
	}
}
