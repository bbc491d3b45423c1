package litsize

// This file names the subranges written in place with literal bounds
// (`uses : 0..3`, `array [0..1] of boolean`, `ruleset c : 1..3`, `for s
// : 0..2`): each becomes the declared subrange of the same bounds, or a
// type declared first, one per pair of bounds, so that the
// search and the proof read it as a named subrange with literal bounds,
// a fixed range whose every value is distinguished, and the lowering's
// arith pass can rewrite arithmetic over it. The values and the state
// space are those of the file.

import (
	"fmt"

	"paraverify/murphi/ast"
)

// maxNamedRange is the largest number of values of a subrange that
// NameRanges names (the search and the proof fix at most 8).
const maxNamedRange = 8

// NameRanges names the subranges with literal, non-negative bounds and
// at most maxNamedRange values written in place in f's global variables,
// in the components of its type declarations and in its quantifiers
// (ruleset parameters, for, forall, exists), and adds a note for each
// name: the declared subrange of the same bounds when there is exactly
// one, otherwise a type declared for them.
func (l *Lifter) NameRanges(f *ast.File) {
	taken := names(f)
	// a declared subrange of the same literal bounds, when there is one
	// such type, is the type of a range written in place, so that what
	// it is compared with and indexes has its type (Dekker's `turn :
	// 0..1` beside `ind_t : 0..1`)
	declared := map[[2]int64]string{}
	for _, d := range f.Decls {
		if td, ok := d.(*ast.TypeDecl); ok {
			if key, ok := literalBounds(td.Type); ok {
				if _, dup := declared[key]; dup {
					declared[key] = ""
				} else {
					declared[key] = td.Name.Name
				}
			}
		}
	}
	names := map[[2]int64]string{}
	noted := map[[2]int64]bool{}
	var decls []ast.Decl
	var name func(te *ast.TypeExpr)
	name = func(te *ast.TypeExpr) {
		switch t := (*te).(type) {
		case *ast.SubrangeType:
			lo, okLo := t.Lo.(*ast.IntLit)
			hi, okHi := t.Hi.(*ast.IntLit)
			if !okLo || !okHi || t.Union || hi.Value < lo.Value || hi.Value-lo.Value+1 > maxNamedRange {
				return
			}
			key := [2]int64{lo.Value, hi.Value}
			if d := declared[key]; d != "" {
				*te = &ast.NamedType{Name: &ast.Ident{NamePos: lo.ValuePos, Name: d}}
				if !noted[key] {
					noted[key] = true
					l.Notes = append(l.Notes, fmt.Sprintf("%s: the subrange %d..%d is read as the type %s, declared with the same bounds",
						lo.ValuePos, lo.Value, hi.Value, d))
				}
				return
			}
			n, ok := names[key]
			if !ok {
				n = fmt.Sprintf("range_%d_%d", lo.Value, hi.Value)
				for taken[n] {
					n += "_"
				}
				taken[n], names[key] = true, n
				decls = append(decls, &ast.TypeDecl{Name: &ast.Ident{NamePos: lo.ValuePos, Name: n},
					Type: &ast.SubrangeType{Lo: &ast.IntLit{ValuePos: lo.ValuePos, Value: lo.Value}, Hi: &ast.IntLit{ValuePos: hi.ValuePos, Value: hi.Value}, InPlace: true}})
				l.Notes = append(l.Notes, fmt.Sprintf("%s: the subrange %d..%d is read as the type %s (its values are literals, each a value of its own in the proof)",
					lo.ValuePos, lo.Value, hi.Value, n))
			}
			*te = &ast.NamedType{Name: &ast.Ident{NamePos: lo.ValuePos, Name: n}}
		case *ast.RecordType:
			for _, fl := range t.Fields {
				name(&fl.Type)
			}
		case *ast.ArrayType:
			name(&t.Index)
			name(&t.Elem)
		}
	}
	for _, d := range f.Decls {
		switch d := d.(type) {
		case *ast.VarDecl:
			name(&d.Type)
		case *ast.TypeDecl:
			// a declared subrange is named already
			if _, sub := d.Type.(*ast.SubrangeType); !sub {
				name(&d.Type)
			}
		}
	}
	// a quantifier's range: ruleset parameters, for, forall, exists, in
	// rules and in procedures
	quants := func(n ast.Node) bool {
		if q, ok := n.(*ast.Quantifier); ok && q.Type != nil {
			name(&q.Type)
		}
		return true
	}
	for _, d := range f.Decls {
		if p, ok := d.(*ast.ProcDecl); ok {
			ast.Inspect(p, quants)
		}
	}
	for _, r := range f.Rules {
		ast.Inspect(r, quants)
	}
	f.Decls = append(decls, f.Decls...)
}

// literalBounds returns the bounds of a subrange written with integer
// literals.
func literalBounds(t ast.TypeExpr) ([2]int64, bool) {
	sub, ok := t.(*ast.SubrangeType)
	if !ok || sub.Union {
		return [2]int64{}, false
	}
	lo, okLo := sub.Lo.(*ast.IntLit)
	hi, okHi := sub.Hi.(*ast.IntLit)
	if !okLo || !okHi {
		return [2]int64{}, false
	}
	return [2]int64{lo.Value, hi.Value}, true
}
