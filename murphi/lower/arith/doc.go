// Package arith is the lowering pass that turns arithmetic and ordering over subranges with literal bounds into equalities with literals.
package arith
