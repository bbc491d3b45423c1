package smt

// #cgo LDFLAGS: -lz3
// #include <z3.h>
import "C"

// Allocated is Z3's own estimate of the memory it has allocated, in
// bytes, over every context of the process. The Go runtime does not see
// that memory, so the memory budget (--max-memory) adds it to the Go
// heap: German 2004's search reached a resident size of 14.5 GB under a
// budget of 10,000 MiB when only the heap counted.
func Allocated() uint64 { return uint64(C.Z3_get_estimated_alloc_size()) }
