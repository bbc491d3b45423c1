package vm

// This file implements the execution context that compiled code runs on
// and the frames of recursive procedures. A procedure that can call itself
// (directly or through others: a cycle in the call graph) keeps its
// formals and locals in frames rather than in fixed leaves: a frame is a
// copy of the procedure's frame template (a layout of its own, whole
// words) appended to the execution's state vector, one per activation
// depth and reused by later activations at the same depth. Locations of
// frame variables are the current frame's first leaf plus an offset. The
// quantifier, alias and var-parameter slots (Exec.Vars, Exec.Refs) that
// the procedure's code uses are saved around each of its activations.
// Procedures that are not recursive keep their fixed leaves.

import (
	"fmt"

	"paraverify/murphi/source"
)

// RuntimeError is a Murphi execution error: it is a property violation,
// unless Limit tells a limit of the checker (recursion too deep, a run-time
// range too long), which makes the search inconclusive.
type RuntimeError struct {
	Pos   source.Pos
	Msg   string
	Limit bool
}

func (e *RuntimeError) Error() string { return e.Pos.String() + ": " + e.Msg }

// Fail panics with a *RuntimeError at pos; the machine recovers it where
// an instance is evaluated or run.
func Fail(pos source.Pos, format string, args ...any) {
	panic(&RuntimeError{Pos: pos, Msg: fmt.Sprintf(format, args...)})
}

// EvalFn is a compiled expression: its value in the project's encoding.
type EvalFn func(x *Exec) int64

// StmtFn is a compiled statement; it returns true when a return statement
// was executed.
type StmtFn func(x *Exec) bool

// Exec is the mutable context of one execution.
type Exec struct {
	St   []uint64 // the state vector: the globals' words, then the locals'
	Vars []int64  // parameter, quantifier and value-alias slots
	Refs []int    // var-formal and designator-alias slots: a first leaf
	Ret  int64    // a function's result (a composite one: its first leaf)
	// Leaves are the layout's leaves followed by those of the frames of
	// recursive procedures; a location computed at run time indexes them.
	Leaves []Leaf
	FP     []int    // per recursive procedure: the first leaf of its current frame
	frames [][]int  // per recursive procedure: the first leaf of its frame at each depth
	depth  []int    // per recursive procedure: its activations in progress
	calls  int      // activations of recursive procedures in progress
	save   []int64  // slots saved by activations in progress
	marks  []uint64 // RuleIndex.Candidates' scratch space
}

// ClearBits undefines the leaves in bits [lo, hi) of st (locals laid out
// one after the other; a gap between leaves is never used).
func ClearBits(st []uint64, lo, hi int) {
	for lo < hi {
		w, sh := lo/64, uint(lo%64)
		n := min(64-int(sh), hi-lo)
		mask := ^uint64(0)
		if n < 64 {
			mask = (uint64(1) << uint(n)) - 1
		}
		st[w] &^= mask << sh
		lo += n
	}
}

// MaxCallDepth bounds the nesting of activations of recursive procedures
// and functions; deeper recursion stops the search with a limit.
const MaxCallDepth = 10000

// Frame describes the frames of a recursive procedure or function: its
// index among the machine's recursive procedures, the layout of one frame
// (Words whole words), and the Vars and Refs slots its code uses, saved
// around each of its activations.
type Frame struct {
	RID          int
	Tmpl         *Layout
	Words        int
	VarLo, VarHi int
	RefLo, RefHi int
}

// Enter starts an activation of the recursive procedure with frames f: it
// moves the procedure's frame pointer to a frame for the next depth
// (created on first use) with every variable undefined, and returns the
// previous pointer.
func (x *Exec) Enter(f *Frame, pos source.Pos) int {
	if x.calls >= MaxCallDepth {
		panic(&RuntimeError{Pos: pos, Msg: fmt.Sprintf("recursion deeper than %d calls", MaxCallDepth), Limit: true})
	}
	x.calls++
	r := f.RID
	d := x.depth[r]
	if d == len(x.frames[r]) {
		w0 := len(x.St)
		x.St = append(x.St, make([]uint64, f.Words)...)
		base := len(x.Leaves)
		for _, lf := range f.Tmpl.Leaves {
			lf.Word += w0
			x.Leaves = append(x.Leaves, lf)
		}
		x.frames[r] = append(x.frames[r], base)
	}
	saved := x.FP[r]
	base := x.frames[r][d]
	x.FP[r] = base
	x.depth[r]++
	if f.Words > 0 {
		w0 := x.Leaves[base].Word
		clear(x.St[w0 : w0+f.Words])
	}
	return saved
}

// Leave ends an activation of f begun by Enter.
func (x *Exec) Leave(f *Frame, saved int) {
	x.FP[f.RID] = saved
	x.depth[f.RID]--
	x.calls--
}

// resetCalls forgets activations left by a runtime error.
func (x *Exec) resetCalls() {
	if x.calls == 0 && len(x.save) == 0 {
		return
	}
	x.calls = 0
	clear(x.depth)
	x.save = x.save[:0]
}

// SaveSlots pushes the Vars and Refs slots of f.
func (x *Exec) SaveSlots(f *Frame) int {
	sp := len(x.save)
	x.save = append(x.save, x.Vars[f.VarLo:f.VarHi]...)
	for _, r := range x.Refs[f.RefLo:f.RefHi] {
		x.save = append(x.save, int64(r))
	}
	return sp
}

// RestoreSlots pops what SaveSlots pushed at sp.
func (x *Exec) RestoreSlots(f *Frame, sp int) {
	n := copy(x.Vars[f.VarLo:f.VarHi], x.save[sp:])
	for i := range x.Refs[f.RefLo:f.RefHi] {
		x.Refs[f.RefLo+i] = int(x.save[sp+n+i])
	}
	x.save = x.save[:sp]
}
