package job

// This file implements keeping a subrange at the size -D gives it when
// that size leaves it no value to generalize: `-D num_addr=1` for German
// 2004's `addr_type : 1..num_addr`, whose one value 1 is distinguished
// (message addresses are reset to 1), reads the type as `1..1`, a fixed
// range (formula.FixedRanges), and the proof is for that size only.

import (
	"fmt"

	"paraverify/internal/exitcode"
	"paraverify/internal/load"
	"paraverify/murphi/ast"
	"paraverify/murphi/check"
)

// fixSized rewrites in m's file the bounds of every subrange type bounded
// by a constant that o sets (-D, --config) to literals, when at that size
// the type has one value and that value is distinguished (compared,
// stored or used as an index as a literal): a generalized type needs a
// value besides the distinguished ones in the reference instance to stand
// for the rest. (With more values, all distinguished, the type stays
// generalized and the search asks for a larger instance, as German with
// properties written for nodes 1 and 2 at NODE_NUM = 2 does.) It returns
// the model checked again and a note per type, or m and no notes.
func fixSized(m *check.Model, o load.Overrides) (*check.Model, []string, error) {
	set, err := o.Consts()
	if err != nil || len(set) == 0 {
		return m, nil, nil
	}
	decls := map[string]*ast.SubrangeType{}
	for _, d := range m.File.Decls {
		if td, ok := d.(*ast.TypeDecl); ok {
			if sr, ok := td.Type.(*ast.SubrangeType); ok && !sr.Union {
				decls[td.Name.Name] = sr
			}
		}
	}
	var notes, kept []string
	for _, u := range m.SubrangeSymmetry() {
		sr := decls[u.Type.Name]
		if sr == nil {
			continue
		}
		var by, names []string
		for _, e := range []ast.Expr{sr.Lo, sr.Hi} {
			if id, ok := e.(*ast.Ident); ok {
				if v, ok := set[id.Name]; ok {
					by = append(by, fmt.Sprintf("%s = %d", id.Name, v))
					names = append(names, id.Name)
				}
			}
		}
		if len(by) == 0 || check.Card(u.Type) != 1 || len(u.Distinguished) != 1 {
			continue
		}
		v := u.Type.Lo
		sr.Lo = &ast.IntLit{ValuePos: sr.Lo.Pos(), Value: v}
		sr.Hi = &ast.IntLit{ValuePos: sr.Hi.Pos(), Value: v}
		kept = append(kept, u.Type.Name)
		notes = append(notes, fmt.Sprintf("subrange %s is kept at %d..%d: %s, set by -D or --config, leaves it the one value %d, which the model uses as a literal, so no value stands for the others; the proof is for that size only (without setting %s, paraverify chooses a size to prove every size from)",
			u.Type.Name, v, v, andList(by), v, andList(names)))
	}
	if len(notes) == 0 {
		return m, nil, nil
	}
	next, errs := check.Check(m.File, &check.Config{Consts: intConsts(m)})
	if len(errs) > 0 {
		return nil, nil, exitcode.Internal(fmt.Errorf("internal error: keeping %s at its size gave a model that does not check: %s", andList(kept), errs[0]))
	}
	return next, notes, nil
}
