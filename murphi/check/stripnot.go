package check

// This file implements StripNot, the reading of a negated boolean as an
// operand of = and != that the search and the proof share.

import "paraverify/murphi/ast"

// StripNot returns e without its parentheses and negations when it is
// a boolean's, and whether an odd number of negations was taken off: an
// operand of = or != (x = !y is x != y), as the search and the proof read
// it.
func StripNot(info *Info, e ast.Expr) (ast.Expr, bool) {
	odd := false
	for {
		switch u := e.(type) {
		case *ast.Paren:
			e = u.X
			continue
		case *ast.Unary:
			if _, isBool := info.Types[u.X].(*BoolType); u.Op == ast.OpNot && isBool {
				e, odd = u.X, !odd
				continue
			}
		}
		return e, odd
	}
}
