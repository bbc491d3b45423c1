package mc

// This file asks Linux for transparent huge pages on the store's large
// arrays: lookups touch them at random, and with 4 KiB pages nearly every
// probe of a multi-gigabyte table also misses the TLB.

import (
	"syscall"
	"unsafe"
)

// hugePageMin is the smallest array worth advising (a few huge pages).
const hugePageMin = 8 << 20

// adviseHuge marks the 2 MiB-aligned interior of ws for huge pages. It is
// advice only: failure changes nothing but speed.
func adviseHuge(ws []uint64) {
	n := uintptr(cap(ws)) * 8
	if n < hugePageMin {
		return
	}
	const huge = 2 << 20
	p := uintptr(unsafe.Pointer(unsafe.SliceData(ws)))
	lo := (p + huge - 1) &^ (huge - 1)
	hi := (p + n) &^ (huge - 1)
	if hi <= lo {
		return
	}
	b := unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(ws))), n)
	_ = syscall.Madvise(b[lo-p:hi-p], 14) // MADV_HUGEPAGE
}
