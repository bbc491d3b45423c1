package oracle

import "paraverify/murphi/mc/vm"

// The tests explore with package mc, which imports this package, so they
// are in package oracle_test; these give them the internals they check.

// LeafOf returns the layout of state component l.
func LeafOf(o *Oracle, l int) *vm.Leaf { return &o.r.VM.Lay.Leaves[l] }

// StoredState returns stored state i.
func StoredState(o *Oracle, i int) []uint64 { return o.r.state(i) }

// Raw returns the raw encoding of an atom's value for its leaf.
func Raw(o *Oracle, a Atom) uint64 { return o.raw(a) }

// SetMaxValueSets sets how many values of a leaf bitset builds the sets
// of together.
func SetMaxValueSets(n int64) { maxValueSets = n }

// SetSeekSignatures makes Seek canonicalize by signatures whatever the
// group's size (or not).
func SetSeekSignatures(o *Oracle, on bool) { o.seekSignatures = on }
