// Package sem defines the checked Murphi model that package check produces and the later stages read: resolved types and their value encoding, declared objects, rule families, type compatibility and the subrange symmetry analysis.
package sem
