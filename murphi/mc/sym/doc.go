// Package sym is the explicit-state checker's symmetry reduction: the action of scalarsets, symmetrically used subranges and multisets on bit-packed states, the canonical form of a state's orbit by signatures, and the whole permutation group for small groups and the reachable-set oracle.
package sym
