// Package inline is the lowering pass that substitutes aliases, turns switch into if/elsif and replaces procedure and function calls by their bodies.
package inline
