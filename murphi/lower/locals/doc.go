// Package locals is the lowering pass that replaces rule-local variables by state designators or by the values assigned to them.
package locals
