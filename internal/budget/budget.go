package budget

// This file implements the budgets of find and the main job: a time limit
// (--timeout), a memory limit (--max-memory) and an interrupt that stop every stage
// (exploration, search, re-check, proof generation) with a clear reason and
// exit 3, and a heartbeat on stderr so that a long run never goes silent.

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"runtime/debug"
	"strings"
	"sync"
	"syscall"
	"time"

	"paraverify/invfinder/smt"
	"paraverify/murphi/mc"
)

// Budget cancels its context when the time or memory budget runs out;
// the cause says which.
type Budget struct {
	ctx    context.Context
	cancel context.CancelCauseFunc
	done   chan struct{}
	once   sync.Once
	// restore puts back the collector's memory limit of before.
	restore func()

	mu      sync.Mutex
	grace   time.Duration       // see Stuck
	onStuck func(reason string) // see Stuck
	exit    func(code int)      // os.Exit; tests replace it
}

// DefaultGrace is how long a stage has, once the budget ran out, to stop
// by itself before the process ends without it (see Stuck).
const DefaultGrace = 60 * time.Second

// Stuck sets what happens when a stage does not stop within grace of
// the budget running out (or of an interrupt): every stage checks the
// budget at its next state, obligation or rule instance, so one that
// does not is a fault, and the run must not outlive its --timeout or a
// SIGTERM by more than that. report runs (it prints the job's summary,
// --json too), then the process ends with exit 3. Without Stuck the
// grace is DefaultGrace and report says the reason on stderr.
func (b *Budget) Stuck(grace time.Duration, report func(reason string)) {
	b.mu.Lock()
	b.grace, b.onStuck = grace, report
	b.mu.Unlock()
}

// watchStuck ends the process when the job has not stopped (Stop) within
// the grace after the budget ran out.
func (b *Budget) watchStuck() {
	go func() {
		<-b.ctx.Done()
		b.mu.Lock()
		grace, report, exit := b.grace, b.onStuck, b.exit
		b.mu.Unlock()
		t := time.NewTimer(grace)
		defer t.Stop()
		select {
		case <-b.done:
			return
		case <-t.C:
		}
		reason := b.Exhausted()
		if reason == "" {
			return // Stop ran: the job ended
		}
		reason += fmt.Sprintf("; the stage under way did not stop within %s of that, so the process ends here", grace)
		if report != nil {
			report(reason)
		} else {
			fmt.Fprintf(os.Stderr, "paraverify: stopped: %s\n", reason)
		}
		exit(3)
	}()
}

// New starts the watch: timeout 0 and maxMiB 0 mean no limit. When the
// memory budget runs out, outOfMemory (when not nil) runs first, while
// the memory is still in use (it writes the heap profile --memprofile
// asks for).
func New(timeout time.Duration, maxMiB int, outOfMemory func()) *Budget {
	ctx, cancel := context.WithCancelCause(context.Background())
	b := &Budget{ctx: ctx, cancel: cancel, done: make(chan struct{}), grace: DefaultGrace, exit: os.Exit}
	b.watchStuck()
	// An interrupt (Ctrl-C, SIGTERM) stops the run like a budget: at the
	// next obligation or state, with the summary (--json too) and exit
	// 3; a second one ends the process at once.
	sig := make(chan os.Signal, 1)
	signal.Notify(sig, os.Interrupt, syscall.SIGTERM)
	go func() {
		defer signal.Stop(sig)
		select {
		case s := <-sig:
			cancel(fmt.Errorf("interrupted (%v)", s))
		case <-b.done:
		}
	}()
	if timeout <= 0 && maxMiB <= 0 {
		return b
	}
	b.restore = LimitCollector(maxMiB)
	go func() {
		var deadline <-chan time.Time
		if timeout > 0 {
			t := time.NewTimer(timeout)
			defer t.Stop()
			deadline = t.C
		}
		tick := time.NewTicker(200 * time.Millisecond)
		defer tick.Stop()
		var machine machineWatch
		for {
			select {
			case <-b.done:
				return
			case <-deadline:
				cancel(fmt.Errorf("the time budget of %s (--timeout) ran out", timeout))
				return
			case <-tick.C:
				if maxMiB > 0 {
					// Z3's memory is outside the Go heap: the heap
					// has the budget less what Z3 holds
					max, z := uint64(maxMiB)<<20, smt.Allocated()
					room := uint64(0)
					if z < max {
						room = max - z
					}
					live, over := mc.OverMemory(room)
					var err error
					if over || room == 0 {
						err = fmt.Errorf("the memory budget of %d MiB (--max-memory) ran out (live heap %d MiB after a collection, Z3 %d MiB; a run stops when the heap reaches nine tenths of what Z3 leaves)", maxMiB, live>>20, z>>20)
					} else if reason := machine.low(time.Now()); reason != "" {
						err = fmt.Errorf("%s (this run: live heap %d MiB, Z3 %d MiB, within its --max-memory of %d MiB)", reason, live>>20, z>>20, maxMiB)
					}
					if err != nil {
						if outOfMemory != nil {
							outOfMemory()
						}
						cancel(err)
						return
					}
				}
			}
		}
	}()
	return b
}

// LimitCollector makes the collector work harder as the heap nears
// maxMiB (0: no limit), so that garbage not yet collected does not stop a
// run whose live heap fits. Under that limit it lets the heap grow to
// four times the live data between collections instead of twice (the
// collector took a third of the CPU of German 2004's search). It returns
// what puts the settings of before back.
func LimitCollector(maxMiB int) (restore func()) {
	if maxMiB <= 0 {
		return func() {}
	}
	prev := debug.SetMemoryLimit(int64(maxMiB) << 20)
	if os.Getenv("GOGC") != "" { // the user's setting stands
		return func() { debug.SetMemoryLimit(prev) }
	}
	prevPercent := debug.SetGCPercent(gcPercent)
	return func() {
		debug.SetGCPercent(prevPercent)
		debug.SetMemoryLimit(prev)
	}
}

// gcPercent is the collector's GOGC under a memory limit (unless the
// environment sets GOGC).
const gcPercent = 300

// Context is cancelled when the budget runs out (or the watch ends).
func (b *Budget) Context() context.Context { return b.ctx }

// Stop ends the watch.
func (b *Budget) Stop() {
	b.once.Do(func() {
		close(b.done)
		b.cancel(nil)
		if b.restore != nil {
			b.restore()
		}
	})
}

// Exhausted returns the reason the budget ran out, or "".
func (b *Budget) Exhausted() string {
	if b.ctx.Err() == nil {
		return ""
	}
	if c := context.Cause(b.ctx); c != nil && c != context.Canceled {
		return c.Error()
	}
	return ""
}

// Solver returns s refusing every query once the budget has run out, so
// that the search, the re-check and the proof's self-check stop at their
// next obligation.
func (b *Budget) Solver(s smt.Solver) smt.Solver { return budgetSolver{s, b} }

// budgetSolver is the solver of Budget.Solver.
type budgetSolver struct {
	smt.Solver
	b *Budget
}

func (s budgetSolver) err() error {
	if r := s.b.Exhausted(); r != "" {
		return fmt.Errorf("stopped: %s", r)
	}
	return nil
}

func (s budgetSolver) Valid(f *smt.Term) (bool, error) {
	if err := s.err(); err != nil {
		return false, err
	}
	return s.Solver.Valid(f)
}

func (s budgetSolver) Implies(a, c *smt.Term) (bool, error) {
	if err := s.err(); err != nil {
		return false, err
	}
	return s.Solver.Implies(a, c)
}

func (s budgetSolver) Sat(f *smt.Term) (bool, map[string]smt.Value, error) {
	if err := s.err(); err != nil {
		return false, nil, err
	}
	return s.Solver.Sat(f)
}

// Heartbeat prints a line on w every period while the job runs (when no
// progress line is shown): the seconds so far and the latest progress
// line of the stage under way (or the last stage done, when the stage
// under way writes none). As an io.Writer it stands in
// for the progress line: a write that starts with a carriage return (a
// progress update) is kept as the latest, any other (a message, such as
// "the search is redone on more states") goes to w at once.
type Heartbeat struct {
	mu     sync.Mutex
	w      io.Writer
	stage  string
	latest string
	within string // what the work is on (the evidence of a search)
	done   chan struct{}
}

// StartHeartbeat starts a heartbeat on w with the given period.
func StartHeartbeat(w io.Writer, period time.Duration) *Heartbeat {
	h := &Heartbeat{w: w, stage: "loading", done: make(chan struct{})}
	start := time.Now()
	go func() {
		t := time.NewTicker(period)
		defer t.Stop()
		for {
			select {
			case <-h.done:
				return
			case <-t.C:
				h.mu.Lock()
				what := h.stage
				if h.latest != "" {
					what = h.latest
				}
				if h.within != "" {
					what += "; " + h.within
				}
				fmt.Fprintf(w, "paraverify: still working after %.0fs (%s)\n", time.Since(start).Seconds(), what)
				h.mu.Unlock()
			}
		}
	}()
	return h
}

// At records the stage under way (nothing on a nil heartbeat).
func (h *Heartbeat) At(stage string) {
	if h == nil {
		return
	}
	h.mu.Lock()
	h.stage, h.latest, h.within = stage, "", ""
	h.mu.Unlock()
}

// Within records what the work under way is on, said after the stage or
// progress in every heartbeat until the next At or Within ("" for
// nothing; nothing on a nil heartbeat).
func (h *Heartbeat) Within(s string) {
	if h == nil {
		return
	}
	h.mu.Lock()
	h.within = s
	h.mu.Unlock()
}

// Write takes a progress update or a message (see Heartbeat).
func (h *Heartbeat) Write(p []byte) (int, error) {
	s := string(p)
	h.mu.Lock()
	defer h.mu.Unlock()
	if strings.HasPrefix(s, "\r") {
		s = strings.ReplaceAll(s, "\033[K", "")
		if line := strings.TrimSpace(s[strings.LastIndex(s, "\r")+1:]); line != "" {
			h.latest = line
		}
		return len(p), nil
	}
	if msg := strings.TrimLeft(s, "\n"); msg != "" {
		if _, err := io.WriteString(h.w, msg); err != nil {
			return 0, err
		}
	}
	return len(p), nil
}

// Stop ends the heartbeat (nothing on a nil one).
func (h *Heartbeat) Stop() {
	if h != nil {
		close(h.done)
	}
}

// DefaultMaxMemory is the default of --max-memory in MiB: half of the
// machine's memory (the Go heap can take about twice its live size before
// a collection, and Z3 needs room beside it), so that a run that outgrows
// the machine stops with its reason instead of being killed; 0 (no limit)
// where the machine's memory is unknown.
func DefaultMaxMemory() int {
	data, err := os.ReadFile("/proc/meminfo")
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(data), "\n") {
		if rest, ok := strings.CutPrefix(line, "MemTotal:"); ok {
			var kib int
			if _, err := fmt.Sscanf(strings.TrimSpace(rest), "%d kB", &kib); err == nil && kib > 0 {
				return kib / 1024 / 2
			}
		}
	}
	return 0
}

// CountingSolver reports on W, about every second, how many obligations
// of the proof Z3 has re-checked (the self-check of a large proof takes
// minutes).
// It is safe for concurrent use if its Solver is.
type CountingSolver struct {
	smt.Solver
	W    io.Writer
	mu   sync.Mutex
	n    int
	last time.Time
}

// Valid counts the query and passes it on.
func (c *CountingSolver) Valid(f *smt.Term) (bool, error) {
	c.mu.Lock()
	c.n++
	if time.Since(c.last) > time.Second {
		c.last = time.Now()
		fmt.Fprintf(c.W, "\rproof: %d obligations re-checked by Z3\033[K", c.n)
	}
	c.mu.Unlock()
	return c.Solver.Valid(f)
}

// IsTerminal reports whether w is a character device (a terminal), where a
// progress line is shown.
func IsTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}
