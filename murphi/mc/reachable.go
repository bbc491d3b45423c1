package mc

// This file hands the stored states of an exploration to the
// reachable-set oracle for the invariant finder (package oracle).

import (
	"fmt"

	"paraverify/murphi/mc/oracle"
)

// Oracle returns the oracle over the states of r; r must have completed
// without violation or limit so that the set is the whole reachable set.
func (r *Result) Oracle() (*oracle.Oracle, error) {
	if r.Violation != nil || r.Limit != "" {
		return nil, fmt.Errorf("mc: the exploration did not complete")
	}
	return r.oracle()
}

// PartialOracle is Oracle over the states explored by a search that
// stopped at a limit (--max-states, --max-memory): a breadth-first prefix
// of the reachable states. "No explored state satisfies it" is then
// evidence, not proof, that no reachable state does.
func (r *Result) PartialOracle() (*oracle.Oracle, error) {
	if r.Violation != nil {
		return nil, fmt.Errorf("mc: the exploration stopped at a violation")
	}
	return r.oracle()
}

func (r *Result) oracle() (*oracle.Oracle, error) {
	return oracle.New(oracle.Explored{VM: r.m.vm, Sym: r.sym, Reduced: r.reduced, Limit: r.Limit,
		Chunks: r.store.chunks, ChunkBits: chunkBits, Words: r.store.w, N: r.store.n, BFS: r.bfs, Frontier: r.frontier(),
		RealPath: r.realPath, Hash: hashWords, Workers: r.workers})
}

// frontier returns the index of the first stored state that the
// breadth-first search did not expand (or expanded only in part): the
// parent of the last one it stored, since it expands in order. The
// states of random walks (Options.Deepen) come after those it stored.
func (r *Result) frontier() int {
	st, n := r.store, r.bfs
	if n == 0 || st.parent[n-1] == noParent {
		return 0
	}
	return int(st.parent[n-1])
}
