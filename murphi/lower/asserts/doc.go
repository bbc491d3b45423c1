// Package asserts is the lowering pass that turns an assert or error in a rule's action into an invariant over the state before the rule.
package asserts
