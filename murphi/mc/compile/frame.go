package compile

// This file finds the recursive procedures and functions. A procedure
// that can call itself (directly or through others: a cycle in the call
// graph) keeps its formals and locals in frames rather than in fixed
// leaves (see vm.Frame, which runs them): locations of frame variables
// are the current frame's first leaf plus an offset. Procedures that are
// not recursive keep their fixed leaves.

import (
	"paraverify/murphi/ast"
	"paraverify/murphi/check"
)

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
