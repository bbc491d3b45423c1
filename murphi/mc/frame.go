package mc

// This file implements recursive procedures and functions. A procedure
// that can call itself (directly or through others: a cycle in the call
// graph) keeps its formals and locals in frames rather than in fixed
// leaves: a frame is a copy of the procedure's frame template (a layout of
// its own, whole words) appended to the execution's state vector, one per
// activation depth and reused by later activations at the same depth.
// Locations of frame variables are the current frame's first leaf plus an
// offset. The quantifier, alias and var-parameter slots (exec.vars,
// exec.refs) that the procedure's code uses are saved around each of its
// activations. Procedures that are not recursive keep their fixed leaves.

import (
	"fmt"

	"paraverify/murphi/ast"
	"paraverify/murphi/check"
	"paraverify/murphi/source"
)

// MaxCallDepth bounds the nesting of activations of recursive procedures
// and functions; deeper recursion stops the search with a limit.
const MaxCallDepth = 10000

// frameSlot places a variable in the frames of recursive procedure rid.
type frameSlot struct {
	rid int // index in compiler.rec
	off int // leaf offset in the frame
}

// recursiveProcs returns the procedures and functions that lie on a cycle
// of the call graph.
func recursiveProcs(m *check.Model) map[*check.Proc]bool {
	calls := map[*check.Proc][]*check.Proc{}
	for _, p := range m.Procs {
		ast.Inspect(p.Decl, func(n ast.Node) bool {
			var id *ast.Ident
			switch n := n.(type) {
			case *ast.Call:
				id = n.Func
			case *ast.CallStmt:
				id = n.Proc
			}
			if id != nil {
				if obj := m.Info.Uses[id]; obj != nil && obj.Proc != nil {
					calls[p] = append(calls[p], obj.Proc)
				}
			}
			return true
		})
	}
	rec := map[*check.Proc]bool{}
	for _, p := range m.Procs {
		// p is recursive when it can reach itself.
		seen := map[*check.Proc]bool{}
		stack := append([]*check.Proc(nil), calls[p]...)
		for len(stack) > 0 {
			q := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if q == p {
				rec[p] = true
				break
			}
			if seen[q] {
				continue
			}
			seen[q] = true
			stack = append(stack, calls[q]...)
		}
	}
	return rec
}

// enter starts an activation of recursive procedure pc: it moves the
// procedure's frame pointer to a frame for the next depth (created on first
// use) with every variable undefined, and returns the previous pointer.
func (x *exec) enter(pc *procCode, pos source.Pos) int {
	if x.calls >= MaxCallDepth {
		panic(&RuntimeError{Pos: pos, Msg: fmt.Sprintf("recursion deeper than %d calls", MaxCallDepth), Limit: true})
	}
	x.calls++
	r := pc.rid
	d := x.depth[r]
	if d == len(x.frames[r]) {
		w0 := len(x.st)
		x.st = append(x.st, make([]uint64, pc.words)...)
		base := len(x.leaves)
		for _, lf := range pc.tmpl.leaves {
			lf.word += w0
			x.leaves = append(x.leaves, lf)
		}
		x.frames[r] = append(x.frames[r], base)
	}
	saved := x.fp[r]
	base := x.frames[r][d]
	x.fp[r] = base
	x.depth[r]++
	if pc.words > 0 {
		w0 := x.leaves[base].word
		clear(x.st[w0 : w0+pc.words])
	}
	return saved
}

// leave ends an activation of pc begun by enter.
func (x *exec) leave(pc *procCode, saved int) {
	x.fp[pc.rid] = saved
	x.depth[pc.rid]--
	x.calls--
}

// resetCalls forgets activations left by a runtime error.
func (x *exec) resetCalls() {
	if x.calls == 0 && len(x.save) == 0 {
		return
	}
	x.calls = 0
	clear(x.depth)
	x.save = x.save[:0]
}

// saveSlots pushes the vars and refs slots of pc.
func (x *exec) saveSlots(pc *procCode) int {
	sp := len(x.save)
	x.save = append(x.save, x.vars[pc.varLo:pc.varHi]...)
	for _, r := range x.refs[pc.refLo:pc.refHi] {
		x.save = append(x.save, int64(r))
	}
	return sp
}

// restoreSlots pops what saveSlots pushed at sp.
func (x *exec) restoreSlots(pc *procCode, sp int) {
	n := copy(x.vars[pc.varLo:pc.varHi], x.save[sp:])
	for i := range x.refs[pc.refLo:pc.refHi] {
		x.refs[pc.refLo+i] = int(x.save[sp+n+i])
	}
	x.save = x.save[:sp]
}
