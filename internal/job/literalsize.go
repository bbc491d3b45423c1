package job

// This file gives a scalarset declared with a literal size (DATA :
// scalarset(1)) a size constant of its own for find and the main job.
// A scalarset is symmetric whatever its size, and the proof covers every
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

// liftLiteralSizes rewrites each global `T : scalarset(k)` with k an
// integer literal to `T : scalarset(T_SIZE)` with a new constant `T_SIZE
// : k` declared first (a name the file does not use). It returns a note
// for each.
func liftLiteralSizes(f *ast.File) []string {
	taken := map[string]bool{}
	ast.Inspect(f, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok {
			taken[id.Name] = true
		}
		return true
	})
	var consts []ast.Decl
	var notes []string
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
		notes = append(notes, fmt.Sprintf("%s: scalarset %s of literal size %d is sized by the constant %s (the proof covers every size; -D %s=N sets the reference instance's)",
			lit.ValuePos, td.Name.Name, lit.Value, name, name))
	}
	f.Decls = append(consts, f.Decls...)
	return notes
}
