// Package reach computes the condition, over the state before a rule's action, under which an assert or error in the action does not fail.
package reach
