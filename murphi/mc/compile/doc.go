// Package compile compiles a checked Murphi model to a vm.Machine: closures over the bit-packed state vector for every expression, statement, rule, startstate and invariant, with the guard keys of the rule index.
package compile
