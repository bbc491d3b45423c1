package main

// This file implements the hidden --cpuprofile and --memprofile flags, so
// that a slow run can be profiled with `go tool pprof` without a rebuild.

import (
	"os"
	"os/signal"
	"runtime"
	"runtime/pprof"
	"sync/atomic"
	"syscall"
)

var (
	flagCPUProfile string
	flagMemProfile string
)

func init() {
	pf := rootCmd.PersistentFlags()
	pf.StringVar(&flagCPUProfile, "cpuprofile", "", "write a CPU profile to this file")
	pf.StringVar(&flagMemProfile, "memprofile", "", "write a heap profile to this file at exit")
	_ = pf.MarkHidden("cpuprofile")
	_ = pf.MarkHidden("memprofile")
}

// startProfiles starts the profiles the flags ask for and returns the
// function that stops and writes them.
func startProfiles() (stop func()) {
	var cpu *os.File
	if flagCPUProfile != "" {
		if f, err := os.Create(flagCPUProfile); err == nil && pprof.StartCPUProfile(f) == nil {
			cpu = f
		}
	}
	if cpu != nil {
		// an interrupted run still leaves its profile
		sig := make(chan os.Signal, 1)
		signal.Notify(sig, os.Interrupt, syscall.SIGTERM)
		go func() {
			<-sig
			pprof.StopCPUProfile()
			cpu.Close()
			os.Exit(130)
		}()
	}
	return func() {
		if cpu != nil {
			pprof.StopCPUProfile()
			cpu.Close()
		}
		writeHeapProfile()
	}
}

var heapProfileWritten atomic.Bool

// writeHeapProfile writes the heap profile that --memprofile asks for: at
// exit, and first when the memory budget runs out (while the memory is
// still in use).
func writeHeapProfile() {
	if flagMemProfile != "" && !heapProfileWritten.Swap(true) {
		if f, err := os.Create(flagMemProfile); err == nil {
			runtime.GC()
			_ = pprof.WriteHeapProfile(f)
			f.Close()
		}
	}
}
