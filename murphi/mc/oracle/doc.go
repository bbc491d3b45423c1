// Package oracle is the explicit-state checker's reachable-set oracle for the invariant finder: whether some stored state of an exploration (package mc's Result) satisfies a conjunction of literals over state components, under every symmetry permutation, by cached bitsets over the stored states, and beyond a breadth-first prefix a targeted search for such a state (Seek).
package oracle
