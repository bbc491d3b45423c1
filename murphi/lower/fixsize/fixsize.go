// Package fixsize keeps a subrange at the one value a constant set on the command line leaves it, when the model uses that value as a literal (German 2004's addr_type at num_addr = 1).
package fixsize

// find and the main job read a model through Rewrite after checking it
// with the -D values, then check the rewritten file again. A generalized
// index type needs a value in the reference instance besides those the
// model names as literals, to stand for the rest; a type of one value,
// and that one named, has none, so it is read as a range with literal
// bounds, which the search and the proof keep at its values
// (formula.FixedRanges).

import (
	"fmt"
	"strings"

	"paraverify/murphi/ast"
	"paraverify/murphi/check"
)

// Kept is a subrange type read as its one value, Value, which the
// constants Names bound it by (each has that value).
type Kept struct {
	Type  string
	Value int64
	Names []string
}

// String is the note for the user.
func (k Kept) String() string {
	by := make([]string, len(k.Names))
	for i, n := range k.Names {
		by[i] = fmt.Sprintf("%s = %d", n, k.Value)
	}
	return fmt.Sprintf("subrange %s is kept at %d..%d: %s, set by -D or --config, leaves it the one value %d, which the model uses as a literal, so no value stands for the others; the proof is for that size only (without setting %s, paraverify chooses a size to prove every size from)",
		k.Type, k.Value, k.Value, strings.Join(by, " and "), k.Value, strings.Join(k.Names, " and "))
}

// Rewrite rewrites in m's file the bounds of every named subrange type
// that a constant of set bounds (an identifier as its first or last
// value) to literals, when the checked type has one value and the model
// uses it as a literal (check's SubrangeSymmetry: Distinguished). The
// caller checks the file again.
func Rewrite(m *check.Model, set map[string]int64) []Kept {
	decls := map[string]*ast.SubrangeType{}
	for _, d := range m.File.Decls {
		if td, ok := d.(*ast.TypeDecl); ok {
			if sr, ok := td.Type.(*ast.SubrangeType); ok && !sr.Union {
				decls[td.Name.Name] = sr
			}
		}
	}
	var out []Kept
	for _, u := range m.SubrangeSymmetry() {
		sr := decls[u.Type.Name]
		if sr == nil || check.Card(u.Type) != 1 || len(u.Distinguished) != 1 {
			continue
		}
		k := Kept{Type: u.Type.Name, Value: u.Type.Lo}
		for _, e := range []ast.Expr{sr.Lo, sr.Hi} {
			if id, ok := e.(*ast.Ident); ok {
				if _, ok := set[id.Name]; ok {
					k.Names = append(k.Names, id.Name)
				}
			}
		}
		if len(k.Names) == 0 {
			continue
		}
		sr.Lo = &ast.IntLit{ValuePos: sr.Lo.Pos(), Value: k.Value}
		sr.Hi = &ast.IntLit{ValuePos: sr.Hi.Pos(), Value: k.Value}
		out = append(out, k)
	}
	return out
}
