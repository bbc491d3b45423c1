// Package litsize gives each scalarset declared with a literal size (DATA : scalarset(1)) a size constant of its own, and each subrange written in place with literal bounds (x : 0..3) a type name, for the invariant search and the proof.
package litsize

// find and the main job read a model through Lifter.Lift (before it is
// checked, so that -D can set the new constants). A scalarset is symmetric whatever its size, and the proof covers every
// size of it, as it does for one sized by a named constant; what the
// literal fixes is only the instance the author model-checks. With a
// constant of its own, the reference instance can give the type the
// values the search needs (at least two: with one value, "Cache.Data =
// d" holds for every d and the search forms invariants that are false at
// every larger size), and -D can set it.

import (
	"fmt"

	"paraverify/murphi/ast"
)

// Lifter rewrites a parsed file; Notes says what it rewrote.
type Lifter struct {
	Notes []string
}

// Lift rewrites each global `T : scalarset(k)` of f with k an integer
// literal to `T : scalarset(T_SIZE)` with a new constant `T_SIZE : k`
// declared first (a name the file does not use), and adds a note for each.
func (l *Lifter) Lift(f *ast.File) {
	taken := names(f)
	var consts []ast.Decl
	for _, d := range f.Decls {
		td, ok := d.(*ast.TypeDecl)
		if !ok {
			continue
		}
		st, ok := td.Type.(*ast.ScalarsetType)
		if !ok {
			continue
		}
		size := st.Size
		for {
			p, ok := size.(*ast.Paren)
			if !ok {
				break
			}
			size = p.X
		}
		lit, ok := size.(*ast.IntLit)
		if !ok {
			continue
		}
		name := td.Name.Name + "_SIZE"
		for taken[name] {
			name += "_"
		}
		taken[name] = true
		consts = append(consts, &ast.ConstDecl{
			Name:  &ast.Ident{NamePos: lit.ValuePos, Name: name},
			Value: &ast.IntLit{ValuePos: lit.ValuePos, Value: lit.Value},
		})
		st.Size = &ast.Ident{NamePos: lit.ValuePos, Name: name}
		l.Notes = append(l.Notes, fmt.Sprintf("%s: scalarset %s of literal size %d is sized by the constant %s (the proof covers every size; -D %s=N sets the reference instance's)",
			lit.ValuePos, td.Name.Name, lit.Value, name, name))
	}
	f.Decls = append(consts, f.Decls...)
}

// names returns the identifiers f uses, which a new name must avoid.
func names(f *ast.File) map[string]bool {
	taken := map[string]bool{}
	ast.Inspect(f, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok {
			taken[id.Name] = true
		}
		return true
	})
	return taken
}
