// Package fixsize keeps a subrange at its values instead of generalizing it: the one value a constant set on the command line leaves it, when the model uses that value as a literal (German 2004's addr_type at num_addr = 1), or the values of a type named with --keep.
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
	"sort"
	"strings"

	"paraverify/murphi/ast"
	"paraverify/murphi/check"
)

// Kept is a subrange type read as its one value, Value, which the
// constants Names bound it by (each has that value); with Keep, a type
// named with --keep read as its values Value..Hi (Names are the
// constants that bound it).
type Kept struct {
	Type  string
	Value int64
	Names []string
	Hi    int64
	Keep  bool
}

// String is the note for the user.
func (k Kept) String() string {
	if k.Keep {
		by := ""
		if len(k.Names) > 0 {
			by = " (bounded by " + strings.Join(k.Names, " and ") + ")"
		}
		return fmt.Sprintf("subrange %s%s is kept at %d..%d, as --keep %s asks: not generalized, so the proof is for these values of %s only", k.Type, by, k.Value, k.Hi, k.Type, k.Type)
	}
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
	decls := subranges(m)
	var out []Kept
	for _, u := range m.SubrangeSymmetry() {
		sr := decls[u.Type.Name]
		if sr == nil || check.Card(u.Type) != 1 || len(u.Distinguished) != 1 {
			continue
		}
		k := Kept{Type: u.Type.Name, Value: u.Type.Lo}
		for _, n := range boundNames(sr) {
			if _, ok := set[n]; ok {
				k.Names = append(k.Names, n)
			}
		}
		if len(k.Names) == 0 {
			continue
		}
		literalBounds(sr, k.Value, k.Value)
		out = append(out, k)
	}
	return out
}

// Keep rewrites in m's file the bounds of each subrange type named in
// names (--keep) to literals at its values as m has them (the file's
// sizes, or those -D sets), so that the search and the proof keep it at
// those values instead of generalizing it. A name that is not a declared
// subrange type is an error (the user's). The caller checks the file
// again.
func Keep(m *check.Model, names []string) ([]Kept, error) {
	decls := subranges(m)
	var out []Kept
	seen := map[string]bool{}
	for _, name := range names {
		if seen[name] {
			continue
		}
		seen[name] = true
		sr := decls[name]
		if sr == nil {
			return nil, fmt.Errorf("--keep %s: the model declares no subrange type %s (the types --keep can keep: %s)", name, name, keepable(decls))
		}
		t, ok := m.Info.TypeOf[sr].(*check.SubrangeType)
		if !ok {
			return nil, fmt.Errorf("--keep %s: %s is not a subrange type", name, name)
		}
		k := Kept{Type: name, Value: t.Lo, Hi: t.Hi, Keep: true}
		k.Names = boundNames(sr)
		literalBounds(sr, t.Lo, t.Hi)
		out = append(out, k)
	}
	return out, nil
}

// boundNames returns the constants that bound sr (its bounds that are
// identifiers), first then last.
func boundNames(sr *ast.SubrangeType) []string {
	var names []string
	for _, e := range []ast.Expr{sr.Lo, sr.Hi} {
		if id, ok := e.(*ast.Ident); ok {
			names = append(names, id.Name)
		}
	}
	return names
}

// literalBounds writes the bounds of sr as the literals lo and hi.
func literalBounds(sr *ast.SubrangeType, lo, hi int64) {
	sr.Lo = &ast.IntLit{ValuePos: sr.Lo.Pos(), Value: lo}
	sr.Hi = &ast.IntLit{ValuePos: sr.Hi.Pos(), Value: hi}
}

// keepable lists the subrange types of decls by name.
func keepable(decls map[string]*ast.SubrangeType) string {
	var names []string
	for n := range decls {
		names = append(names, n)
	}
	if len(names) == 0 {
		return "none"
	}
	sort.Strings(names)
	return strings.Join(names, ", ")
}

// Suggestion is a constant that, set to Value, leaves the subrange Type
// the one value the model stores as a literal (At is the first such
// store), which Rewrite then keeps; Lo..Hi are the type's values in the
// model (what --keep would keep).
type Suggestion struct {
	Type   string
	Const  string
	Value  int64
	At     string
	Lo, Hi int64
}

// String is the hint for the user.
func (s Suggestion) String() string {
	return fmt.Sprintf("-D %s=%d keeps %s at the value %d, which the model only stores as a literal (%s), and the proof is then for that one value of %s and every size of the other types; --keep %s keeps it at %d..%d instead, the values it has here", s.Const, s.Value, s.Type, s.Value, s.At, s.Type, s.Type, s.Lo, s.Hi)
}

// Suggest returns, for the search that did not close, the subranges a -D
// could keep at one value: those whose only distinguished value the
// model only stores (a reset value, such as German 2004's message address
// 1), bounded by a constant that can make that value the only one. The
// type with the most ruleset parameters (the nodes) is left out: one node
// is no protocol.
func Suggest(m *check.Model) []Suggestion {
	params := map[check.Type]int{}
	var count func(rs []ast.Rule)
	count = func(rs []ast.Rule) {
		for _, r := range rs {
			switch r := r.(type) {
			case *ast.Ruleset:
				for _, q := range r.Params {
					if o := m.Info.Defs[q.Var]; o != nil {
						params[o.Type]++
					}
				}
				count(r.Rules)
			case *ast.AliasRule:
				count(r.Rules)
			}
		}
	}
	count(m.File.Rules)
	var nodes check.Type
	for t, n := range params {
		if nodes == nil || n > params[nodes] || n == params[nodes] && t.String() < nodes.String() {
			nodes = t
		}
	}
	decls := subranges(m)
	var out []Suggestion
	for _, u := range m.SubrangeSymmetry() {
		sr := decls[u.Type.Name]
		if sr == nil || u.Type == nodes || !u.StoredOnly || len(u.Distinguished) != 1 || check.Card(u.Type) < 2 {
			continue
		}
		v := u.Distinguished[0]
		var c *ast.Ident
		switch {
		case v == u.Type.Lo:
			c, _ = sr.Hi.(*ast.Ident)
		case v == u.Type.Hi:
			c, _ = sr.Lo.(*ast.Ident)
		}
		if c == nil {
			continue
		}
		out = append(out, Suggestion{Type: u.Type.Name, Const: c.Name, Value: v, At: u.Pos.String(), Lo: u.Type.Lo, Hi: u.Type.Hi})
	}
	return out
}

// subranges returns the subrange type declarations of m's file by name
// (not those of unions read as subranges).
func subranges(m *check.Model) map[string]*ast.SubrangeType {
	decls := map[string]*ast.SubrangeType{}
	for _, d := range m.File.Decls {
		if td, ok := d.(*ast.TypeDecl); ok {
			if sr, ok := td.Type.(*ast.SubrangeType); ok && !sr.Union {
				decls[td.Name.Name] = sr
			}
		}
	}
	return decls
}
