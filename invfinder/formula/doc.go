// Package formula is the language of the invariants the search finds: terms, literals, cubes, invariants and formulas over them, their canonical form, the normalization of the model's properties into invariants, the representative rule instances of an invariant, and the facts about the model they rely on (symmetric types, fixed variables, distinguished values).
//
// # Normal form
//
// An invariant is a "bad cube" over index parameters:
//
//	forall distinct P1..Pk (of their index types): !(l1 & ... & ln)
//
// Each literal li is an equation or disequation between two terms; a term is
// a state component whose array indices are parameters or constants
// (Cache[P1].State), a constant of a finite type, or a parameter. Parameters
// range over symmetric index types only (scalarsets and subranges used
// symmetrically, see check.SubrangeSymmetry), and distinct parameters denote
// distinct values; quantifiers over other finite types are expanded into
// their values.
//
// A model property is turned into invariants by negating it, pushing the
// negation inward, turning each `forall` under the negation into a fresh
// parameter (the negation of a forall is an exists, which a bad cube states
// by its free parameters), and distributing into a disjunction of cubes; every
// cube is one invariant. Equalities between parameters are then decided by
// enumerating the ways the parameters can coincide (set partitions): a cube is
// instantiated once per partition consistent with its parameter literals,
// with the parameters of a block merged, so that the result speaks about
// distinct parameters only and covers every index assignment. An `exists`
// under the negation (a forall inside the bad cube) cannot be expressed and
// is reported as unsupported.
//
// Literals are kept as written: x != true is not turned into x = false, nor
// x != I & x != S into x = E, because a component may be undefined (a value
// distinct from every value of its type), and either rewrite would weaken
// the invariant. Of two invariants that say the same in such different
// dress, the one with the disequalities implies the other in every
// semantics; the search keeps only invariants that no other one implies
// (see invfinder's subsume.go).
//
// # Equality modulo permutation
//
// Invariants are compared by a canonical key: literals are oriented (the
// smaller term first) and sorted, and among all renamings of the parameters
// (k! for k parameters, k is at most 4 in practice) the one whose printed
// cube is smallest is chosen. Two invariants that differ only by the names or order of their
// parameters or literals have the same key, so deduplication is a map lookup
// rather than pairwise solver calls.
package formula
