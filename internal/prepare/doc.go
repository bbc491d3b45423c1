// Package prepare lowers a model for the invariant search and the proof and finds, before any search, what they cannot handle.
package prepare
