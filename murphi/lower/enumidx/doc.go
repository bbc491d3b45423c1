// Package enumidx reads an enum that indexes an array of the state as a fixed range of literals, when a model is loaded.
package enumidx
