package smt

import (
	"os"
	"os/signal"
	"sync"
	"syscall"
	"testing"
	"time"
)

// TestInterruptDuringChecks: Ctrl-C (SIGINT) while Z3 checks run in
// several goroutines reaches the program's own handler (os/signal), as
// the budget's interrupt expects. Z3 by default installs its own SIGINT
// handler for the length of each check and puts back what it found; two
// checks at once left its handler installed, pointing at a check that
// had ended, and Ctrl-C during German 2004's search crashed the process
// (SIGSEGV in libz3). Its solvers are made without it (ctrl_c=false).
func TestInterruptDuringChecks(t *testing.T) {
	sig := make(chan os.Signal, 1)
	signal.Notify(sig, os.Interrupt)
	defer signal.Stop(sig)
	x := Var("x", IntSort())
	y := Var("y", IntSort())
	f := Implies(And(Lt(x, y), Lt(y, IntConst(7))), Lt(x, IntConst(6)))
	var wg sync.WaitGroup
	stop := make(chan struct{})
	for w := 0; w < 3; w++ {
		z, err := NewZ3(Options{NoQuickPath: true})
		if err != nil {
			t.Fatal(err)
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				select {
				case <-stop:
					return
				default:
				}
				if ok, err := z.Valid(f); err != nil || !ok {
					t.Errorf("Valid: %v %v", ok, err)
					return
				}
			}
		}()
	}
	time.Sleep(300 * time.Millisecond)
	for i := 0; i < 3; i++ {
		if err := syscall.Kill(os.Getpid(), syscall.SIGINT); err != nil {
			t.Fatal(err)
		}
		select {
		case <-sig:
		case <-time.After(5 * time.Second):
			t.Errorf("interrupt %d did not reach os/signal", i+1)
		}
		time.Sleep(100 * time.Millisecond)
	}
	close(stop)
	wg.Wait()
}
