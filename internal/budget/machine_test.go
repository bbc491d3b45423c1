package budget

import (
	"fmt"
	"strings"
	"testing"
	"time"
)

// fakeMeminfo makes meminfo read a machine of total MiB with avail MiB
// available, until the returned function puts /proc/meminfo back.
func fakeMeminfo(total, avail int) (restore func()) {
	prev := readMeminfo
	readMeminfo = func() ([]byte, error) {
		return []byte(fmt.Sprintf("MemTotal:       %d kB\nMemFree:        1 kB\nMemAvailable:   %d kB\nBuffers:  0 kB\n", total<<10, avail<<10)), nil
	}
	return func() { readMeminfo = prev }
}

// TestMachineLow: the watch stops a run only when the available memory
// stays below a thirty-second of the machine's (at least 256 MiB) after
// a collection, and never where /proc/meminfo cannot be read.
func TestMachineLow(t *testing.T) {
	cases := []struct {
		total, avail int // MiB
		stop         bool
	}{
		{24576, 20000, false},
		{24576, 769, false}, // the floor is 768 MiB
		{24576, 700, true},
		{4096, 300, false}, // the floor is 256 MiB
		{4096, 200, true},
	}
	for _, c := range cases {
		restore := fakeMeminfo(c.total, c.avail)
		var w machineWatch
		reason := w.low(time.Now())
		restore()
		if (reason != "") != c.stop {
			t.Errorf("%d of %d MiB available: reason %q, want a stop %v", c.avail, c.total, reason, c.stop)
		}
		if c.stop && !strings.Contains(reason, fmt.Sprintf("%d MiB available of %d", c.avail, c.total)) {
			t.Errorf("the reason does not say what was available: %q", reason)
		}
	}
	prev := readMeminfo
	readMeminfo = func() ([]byte, error) { return nil, fmt.Errorf("no /proc") }
	var w machineWatch
	if reason := w.low(time.Now()); reason != "" {
		t.Errorf("without /proc/meminfo: %q", reason)
	}
	readMeminfo = prev
}

// TestBudgetMachineLow: a budget with a memory limit stops, with the
// reason, when the machine runs low; one without a limit does not watch.
func TestBudgetMachineLow(t *testing.T) {
	defer fakeMeminfo(24576, 100)()
	b := New(0, 100000, nil)
	defer b.Stop()
	select {
	case <-b.Context().Done():
	case <-time.After(10 * time.Second):
		t.Fatal("the budget did not stop when the machine ran low")
	}
	if r := b.Exhausted(); !strings.Contains(r, "the machine is nearly out of memory (100 MiB available of 24576") || !strings.Contains(r, "--max-memory of 100000 MiB") {
		t.Errorf("reason %q", r)
	}
	free := New(0, 0, nil)
	defer free.Stop()
	select {
	case <-free.Context().Done():
		t.Errorf("a budget without a memory limit stopped: %q", free.Exhausted())
	case <-time.After(500 * time.Millisecond):
	}
}
