// Package check resolves names, evaluates constants and computes types of a parsed Murphi model, producing the checked Model.
package check
