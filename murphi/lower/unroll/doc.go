// Package unroll is the lowering pass that writes out the loops and quantifiers over small ranges of literals that type no state component.
package unroll
