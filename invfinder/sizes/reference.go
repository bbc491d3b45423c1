package sizes

// This file chooses the sizes of the reference instance. Protocol files
// carry the sizes their authors model-check (German: NODE_NUM : 5), far
// more than the search needs: its candidates speak of a few distinct
// nodes, and the reachable states of the reference instance are only
// evidence (invfinder.Verify re-checks the finished table for every size). A
// constant whose only use is to size symmetric index types can therefore
// be set to the smallest value that gives every property's parameters
// distinct values.

import (
	"fmt"

	"paraverify/invfinder/formula"
	"paraverify/murphi/ast"
	"paraverify/murphi/check"
)

// SizeConst is a constant of the model whose only uses are the upper bound
// of symmetric subrange types (NODE : 1..NODE_NUM) or the size of
// scalarsets (scalarset(NODE_NUM)): any value of it gives an instance of
// the same parameterized protocol.
type SizeConst struct {
	Name  string
	Value int64    // its value in the model as loaded
	Types []string // the types it sizes, in declaration order
	// Need is the smallest value that gives each of its types as many
	// values as the normalized properties have parameters of it, one
	// more for each distinguished value of the type (a fixed variable's
	// node, a distinguished constant: parameters differ from them), and
	// at least two (unless the model has only one of a subrange).
	Need int64
	// Named, when not empty, says that Need is set by a value the model
	// names by number ("node_id's value 8"): the reference instance
	// must have it, however large that makes the instance.
	Named string
	// Valued: the constant is also a value of a type it bounds, its
	// largest, which the model distinguishes (the home node written as
	// the size, `NODE : 1..NODE_NUM` and `Cache[NODE_NUM]`): an instance
	// with another value moves the home with it, so the instance is
	// still one of the protocol's, but the distinguished value differs
	// from the reference's. Its Need is at least its value (a smaller
	// value would drop the value a literal equal to it names), and
	// instances of other sizes are no evidence for the reference's
	// candidates (they name the reference's home).
	Valued bool
}

// SizeConsts lists the model's size constants in declaration order.
func SizeConsts(m *check.Model) []SizeConst {
	info := m.Info
	mf := formula.FactsOf(m)
	sym := mf.Sym
	uses := map[*check.Object]int{}
	ast.Inspect(m.File, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok {
			if o := info.Uses[id]; o != nil && o.Kind == check.ConstObj {
				uses[o]++
			}
		}
		return true
	})
	// bound: the symmetric types each constant sizes, with the offset of
	// the type's first value (size = value - offset) and the constant's
	// delta in the bound (bound = value + delta).
	type sized struct {
		t         check.Type
		name      string
		offset    int64
		scalarset bool
		delta     int64
	}
	bounds := map[*check.Object][]sized{}
	boundUses := map[*check.Object]int{}
	constOf := func(e ast.Expr) *check.Object {
		for {
			p, ok := e.(*ast.Paren)
			if !ok {
				break
			}
			e = p.X
		}
		if id, ok := e.(*ast.Ident); ok {
			if o := info.Uses[id]; o != nil && o.Kind == check.ConstObj {
				return o
			}
		}
		return nil
	}
	// sizeOf: the constant an upper bound or a scalarset size is made of,
	// C, C + k, C - k or k + C with k a constant expression without C,
	// and its delta (the bound's value minus C's).
	sizeOf := func(e ast.Expr) (*check.Object, int64) {
		for {
			p, ok := e.(*ast.Paren)
			if !ok {
				break
			}
			e = p.X
		}
		if c := constOf(e); c != nil {
			return c, 0
		}
		b, ok := e.(*ast.Binary)
		if !ok || (b.Op != ast.OpAdd && b.Op != ast.OpSub) {
			return nil, 0
		}
		if c := constOf(b.X); c != nil {
			if k, ok := info.Consts[b.Y]; ok {
				if b.Op == ast.OpSub {
					k = -k
				}
				return c, k
			}
		}
		if c := constOf(b.Y); c != nil && b.Op == ast.OpAdd {
			if k, ok := info.Consts[b.X]; ok {
				return c, k
			}
		}
		return nil, 0
	}
	for _, d := range m.File.Decls {
		td, ok := d.(*ast.TypeDecl)
		if !ok {
			continue
		}
		obj := info.Defs[td.Name]
		if obj == nil || !sym[obj.Type] {
			continue
		}
		switch te := td.Type.(type) {
		case *ast.SubrangeType:
			c, delta := sizeOf(te.Hi)
			lo, ok := info.Consts[te.Lo]
			if c == nil || !ok {
				continue
			}
			bounds[c] = append(bounds[c], sized{obj.Type, td.Name.Name, lo - 1 - delta, false, delta})
			boundUses[c]++
		case *ast.ScalarsetType:
			if c, delta := sizeOf(te.Size); c != nil {
				bounds[c] = append(bounds[c], sized{obj.Type, td.Name.Name, -delta, true, delta})
				boundUses[c]++
			}
		}
	}
	// The values each type needs: its parameters in the properties.
	need := map[check.Type]int64{}
	if props, err := formula.Invariants(m); err == nil {
		for _, inv := range props {
			n := map[check.Type]int64{}
			for _, t := range inv.Params {
				n[t]++
				need[t] = max(need[t], n[t])
			}
		}
	}
	var out []SizeConst
	for _, c := range m.Consts {
		bs := bounds[c]
		if len(bs) == 0 {
			continue
		}
		sc := SizeConst{Name: c.Name, Value: c.Value}
		if uses[c] != boundUses[c] {
			// used beyond the bounds: a size only where it is the
			// distinguished largest value of a subrange it bounds
			for _, b := range bs {
				if _, ok := b.t.(*check.SubrangeType); ok && !b.scalarset {
					for _, x := range mf.Special[b.t] {
						sc.Valued = sc.Valued || x.Kind == formula.TConst && x.Val == c.Value+b.delta
					}
				}
			}
			if !sc.Valued {
				continue
			}
		}
		for _, b := range bs {
			named := "" // the value named by number that sets n, if any
			// one more value per distinguished term of the type (its
			// fixed variable's node, its distinguished constants):
			// parameters differ from them
			n := need[b.t] + int64(len(mf.Special[b.t]))
			if b.scalarset {
				// a scalarset of one value is still a symmetric type
				// of any size (DATA : scalarset(1)): with one value,
				// "x = d" holds for every d in the reference
				n = max(n, 2)
			} else {
				n = max(n, min(2, check.Card(b.t)))
				// its distinguished constants stay values of the
				// type (VC1 : 2 passed as a VCType of VC0..NumVCs-1):
				// the values up to the largest one
				if sr, ok := b.t.(*check.SubrangeType); ok {
					for _, x := range mf.Special[b.t] {
						if x.Kind == formula.TConst && x.Val-sr.Lo+1 >= n {
							// the value sets n (or, with the other
							// distinguished values, is what needs it)
							n = x.Val - sr.Lo + 1
							named = fmt.Sprintf("%s's value %d", b.name, x.Val)
						}
					}
				}
			}
			sc.Types = append(sc.Types, b.name)
			if n+b.offset > sc.Need {
				sc.Need, sc.Named = n+b.offset, named
			}
		}
		if sc.Valued && sc.Value > sc.Need {
			sc.Need, sc.Named = sc.Value, ""
		}
		out = append(out, sc)
	}
	return out
}
