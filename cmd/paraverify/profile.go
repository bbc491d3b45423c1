package main

// This file implements the hidden --cpuprofile and --memprofile flags, so
// that a slow run can be profiled with `go tool pprof` without a rebuild
// (with --memprofile, `kill -USR1` writes a heap profile while it runs).

import (
	"fmt"
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
	if flagMemProfile != "" {
		// SIGUSR1 writes a heap profile of the running job beside it
		// (FILE.1, FILE.2, ...), for a run that stops neither at its budget
		// nor soon.
		usr := make(chan os.Signal, 1)
		signal.Notify(usr, syscall.SIGUSR1)
		go func() {
			for n := 1; ; n++ {
				<-usr
				writeHeap(fmt.Sprintf("%s.%d", flagMemProfile, n))
			}
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
		writeHeap(flagMemProfile)
	}
}

// writeHeap writes a heap profile, after a collection, to the file path.
func writeHeap(path string) {
	if f, err := os.Create(path); err == nil {
		runtime.GC()
		_ = pprof.WriteHeapProfile(f)
		f.Close()
	}
}
