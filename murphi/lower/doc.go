// Package lower rewrites a checked Murphi model into the core subset that the invariant search and the proof generator read (see lower.go).
package lower
