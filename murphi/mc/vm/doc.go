// Package vm is the explicit-state checker's virtual machine: the bit-packed state vector's layout, the execution context that compiled code runs on, and the rule, startstate and invariant instances with their firing and the guard index that selects them.
package vm
