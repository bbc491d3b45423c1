// Package report renders the invariant finder's result (an invfinder.Result): the serializable Report with the record of the run, the readable table of the invariants and the rule x invariant table of the causal relations.
package report
