package mc

// This file wraps the compiled machine (package vm, built by package
// compile) as the checker's Machine, and re-exports the names of the
// machine that the checker's API uses.

import (
	"paraverify/murphi/check"
	"paraverify/murphi/mc/compile"
	"paraverify/murphi/mc/sym"
	"paraverify/murphi/mc/vm"
	"paraverify/murphi/source"
)

// Machine is a compiled model, ready to explore.
type Machine struct {
	vm *vm.Machine
	// cleared are the scalarsets whose first value a clear stores: a
	// reduction by symmetry fixes that value
	cleared map[*check.ScalarsetType]source.Pos
	// orderDep are the types with a loop that may depend on the order of
	// their values: reduction by symmetry is not exact for them
	orderDep map[check.Type]source.Pos
	// declared numbers the model's named types in declaration order:
	// Explore reduces Options.Symmetric in this order, whatever order the
	// caller gives, so that the states and their order do not depend on
	// it (a caller that ranges over a map of types gave another canonical
	// form, and another order of the states, from one run to the next)
	declared map[check.Type]int
}

// OrderLoop is a type asked to be reduced by symmetry with the loop over
// it, at Loop, that may depend on the order of its values.
type OrderLoop struct {
	Type check.Type
	Loop source.Pos
}

// Compile compiles a checked model. Constructs the checker accepts but the
// machine cannot execute are reported as positioned "unsupported" errors.
func Compile(m *check.Model) (*Machine, error) {
	v, err := compile.Compile(m)
	if err != nil {
		return nil, err
	}
	declared := map[check.Type]int{}
	for i, t := range m.Types {
		if _, ok := declared[t.Type]; !ok {
			declared[t.Type] = i
		}
	}
	return &Machine{vm: v, cleared: m.ClearedScalarsets(), orderDep: m.OrderDependentLoops(), declared: declared}, nil
}

// RuntimeError is a Murphi execution error: it is a property violation,
// unless Limit tells a limit of the checker (recursion too deep, a run-time
// range too long), which makes the search inconclusive.
type RuntimeError = vm.RuntimeError

// Change is one variable (leaf) that a step changed.
type Change = vm.Change

// MaxLeaves bounds the number of simple components of the state.
const MaxLeaves = vm.MaxLeaves

// MaxCallDepth bounds the nesting of activations of recursive procedures
// and functions; deeper recursion stops the search with a limit.
const MaxCallDepth = vm.MaxCallDepth

// MaxPermutations bounds the size of a symmetry group that is enumerated
// (8! = 40320): the oracle's.
const MaxPermutations = sym.MaxPermutations
