// Package mc is the explicit-state model checker: it compiles a checked Murphi model (package compile, to closures over the bit-packed state vector of package vm) and explores the reachable states breadth-first, with symmetry reduction (package sym) and traces; the reachable-set oracle over its states is package oracle's.
package mc
