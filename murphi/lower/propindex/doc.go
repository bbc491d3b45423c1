// Package propindex is the lowering pass that quantifies over the value of a state variable that indexes an array in a property.
package propindex
