//go:build !linux

package mc

// adviseHuge is a no-op where transparent huge pages cannot be requested.
func adviseHuge([]uint64) {}
