// Package mc is the explicit-state model checker: it compiles a checked Murphi model to closures over a bit-packed state vector and explores the reachable states breadth-first, with symmetry reduction, traces and a reachable-set oracle.
package mc
