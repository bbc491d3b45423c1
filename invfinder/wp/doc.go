// Package wp computes the weakest preconditions of the search: it executes a rule or startstate instance symbolically to get its guard and the condition, over the state before it, that an invariant's bad cube holds after it (see wp.go), and encodes such formulas for the SMT oracle (see encode.go).
package wp
