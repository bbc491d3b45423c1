package mc

import (
	"runtime"
	"runtime/metrics"
)

// OverMemory reports whether the live heap (what survived the last
// collection) exceeds nine tenths of max bytes, and the live heap. When the
// heap with its garbage exceeds max, it first collects. Together with a
// collector memory limit of max (debug.SetMemoryLimit), a run stops soon
// after its live data nears the budget instead of crawling while the
// collector runs without end, and never for garbage.
func OverMemory(max uint64) (live uint64, over bool) {
	s := []metrics.Sample{{Name: "/gc/heap/live:bytes"}, {Name: "/memory/classes/heap/objects:bytes"}}
	metrics.Read(s)
	if s[1].Value.Kind() == metrics.KindUint64 && s[1].Value.Uint64() > max {
		runtime.GC()
		metrics.Read(s)
	}
	if s[0].Value.Kind() != metrics.KindUint64 {
		return 0, false
	}
	live = s[0].Value.Uint64()
	return live, live > max/10*9
}
