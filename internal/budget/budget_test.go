package budget

import (
	"strings"
	"sync"
	"testing"
	"time"

	"paraverify/invfinder/smt"
)

// TestHeartbeatWriter: progress updates become the heartbeat's latest
// line, messages pass through at once, and a new stage forgets the old
// stage's progress.
func TestHeartbeatWriter(t *testing.T) {
	var out strings.Builder
	h := StartHeartbeat(&out, time.Hour)
	defer h.Stop()
	for _, tc := range []struct {
		write, latest, out string
	}{
		{"\r1000 states, 20 queued, 5000 states/s, 12 MiB   ", "1000 states, 20 queued, 5000 states/s, 12 MiB", ""},
		{"\r\033[K", "1000 states, 20 queued, 5000 states/s, 12 MiB", ""},
		{"\rsearch: 3 invariants, 40 relations\033[K\n", "search: 3 invariants, 40 relations", ""},
		{"\nthe search did not close on the first 10 states; again on 80\n", "search: 3 invariants, 40 relations", "the search did not close on the first 10 states; again on 80\n"},
	} {
		out.Reset()
		if _, err := h.Write([]byte(tc.write)); err != nil {
			t.Fatal(err)
		}
		if h.latest != tc.latest || out.String() != tc.out {
			t.Errorf("after %q: latest %q, out %q; want %q, %q", tc.write, h.latest, out.String(), tc.latest, tc.out)
		}
	}
	h.At("done: search")
	if h.latest != "" || h.stage != "done: search" {
		t.Errorf("after a new stage: stage %q, latest %q", h.stage, h.latest)
	}
}

// TestCountingSolver: the proof's self-check reports how many obligations
// it has re-checked, as a progress update (which the heartbeat keeps).
func TestCountingSolver(t *testing.T) {
	var out strings.Builder
	h := StartHeartbeat(&out, time.Hour)
	defer h.Stop()
	c := &CountingSolver{Solver: &smt.Brute{}, W: h}
	for i := 0; i < 3; i++ {
		if ok, err := c.Valid(smt.True()); !ok || err != nil {
			t.Fatalf("Valid(true) = %v, %v", ok, err)
		}
	}
	if c.n != 3 || h.latest != "proof: 1 obligations re-checked by Z3" || out.String() != "" {
		t.Errorf("n %d, latest %q, out %q", c.n, h.latest, out.String())
	}
}

// TestHeartbeatWithin: what the work is on follows the progress in the
// heartbeat line until the next stage.
func TestHeartbeatWithin(t *testing.T) {
	var mu sync.Mutex
	var out strings.Builder
	w := writerFunc(func(p []byte) (int, error) {
		mu.Lock()
		defer mu.Unlock()
		return out.Write(p)
	})
	h := StartHeartbeat(w, 5*time.Millisecond)
	defer h.Stop()
	h.Write([]byte("\rsearch: invariant 3 of 9, 40 relations\033[K"))
	h.Within("on the first 10 states of reference instance N=2")
	wait := func(want string) {
		t.Helper()
		for start := time.Now(); time.Since(start) < 5*time.Second; time.Sleep(5 * time.Millisecond) {
			mu.Lock()
			got := out.String()
			mu.Unlock()
			if strings.Contains(got, want) {
				return
			}
		}
		t.Errorf("no %q in the heartbeat", want)
	}
	wait("(search: invariant 3 of 9, 40 relations; on the first 10 states of reference instance N=2)\n")
	h.At("done: search")
	mu.Lock()
	out.Reset()
	mu.Unlock()
	wait("(done: search)\n")
}

type writerFunc func([]byte) (int, error)

func (f writerFunc) Write(p []byte) (int, error) { return f(p) }

// TestStuck: a stage that does not stop within the grace after the time
// budget runs out ends the process (exit 3) with the reason, said by the
// report Stuck sets; a job that stops (Stop) within the grace does not.
func TestStuck(t *testing.T) {
	codes := make(chan int, 1)
	b := New(20*time.Millisecond, 0, nil)
	var mu sync.Mutex
	var got string
	b.mu.Lock()
	b.exit = func(code int) { codes <- code }
	b.mu.Unlock()
	b.Stuck(50*time.Millisecond, func(reason string) { mu.Lock(); got = reason; mu.Unlock() })
	select {
	case code := <-codes:
		mu.Lock()
		defer mu.Unlock()
		if code != 3 || !strings.Contains(got, "the time budget of 20ms (--timeout) ran out; the stage under way did not stop within 50ms of that, so the process ends here") {
			t.Errorf("exit %d, reason %q", code, got)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("a stuck stage did not end the process")
	}
	b.Stop()

	b = New(20*time.Millisecond, 0, nil)
	b.mu.Lock()
	b.exit = func(code int) { codes <- code }
	b.mu.Unlock()
	b.Stuck(200*time.Millisecond, func(string) {})
	<-b.Context().Done()
	b.Stop()
	select {
	case code := <-codes:
		t.Errorf("a job that stopped in time was ended (exit %d)", code)
	case <-time.After(400 * time.Millisecond):
	}
}
