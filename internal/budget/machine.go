package budget

// This file implements the watch on the machine's own memory: a run that
// fits its --max-memory may still outgrow what other processes leave,
// and the kernel then kills it without a word. The budget stops it first,
// with the reason and the job's summary.

import (
	"fmt"
	"os"
	"runtime/debug"
	"strings"
	"time"
)

// readMeminfo reads /proc/meminfo (tests replace it).
var readMeminfo = func() ([]byte, error) { return os.ReadFile("/proc/meminfo") }

// meminfo returns the machine's available memory (MemAvailable) and its
// total, in bytes; ok is false where they are unknown.
func meminfo() (avail, total uint64, ok bool) {
	data, err := readMeminfo()
	if err != nil {
		return 0, 0, false
	}
	var haveAvail, haveTotal bool
	for _, line := range strings.Split(string(data), "\n") {
		name, rest, found := strings.Cut(line, ":")
		if !found {
			continue
		}
		var kib uint64
		if _, err := fmt.Sscanf(strings.TrimSpace(rest), "%d kB", &kib); err != nil {
			continue
		}
		switch name {
		case "MemAvailable":
			avail, haveAvail = kib<<10, true
		case "MemTotal":
			total, haveTotal = kib<<10, true
		}
	}
	return avail, total, haveAvail && haveTotal
}

// machineFloor is the available memory below which a run stops: a
// thirty-second of the machine's memory, at least 256 MiB.
func machineFloor(total uint64) uint64 {
	return max(total/32, 256<<20)
}

// machineWatch tells when the machine's available memory stays below its
// floor: once it is below, the heap is collected and its free pages given
// back to the system (at most every freeEvery), and only if that leaves it
// below does the run stop.
type machineWatch struct {
	lastFree time.Time
}

// freeEvery bounds how often machineWatch collects the heap.
const freeEvery = 10 * time.Second

// low returns why the run must stop for want of the machine's memory,
// or "" (also where the machine's memory is unknown).
func (w *machineWatch) low(now time.Time) string {
	avail, total, ok := meminfo()
	if !ok || avail >= machineFloor(total) {
		return ""
	}
	if now.Sub(w.lastFree) >= freeEvery {
		w.lastFree = now
		debug.FreeOSMemory()
		if avail, total, ok = meminfo(); !ok || avail >= machineFloor(total) {
			return ""
		}
	}
	return fmt.Sprintf("the machine is nearly out of memory (%d MiB available of %d, less than %d; other processes hold much of it): stopped before the system kills a process", avail>>20, total>>20, machineFloor(total)>>20)
}
