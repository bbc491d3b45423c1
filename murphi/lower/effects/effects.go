package effects

// A location family is a state variable's name with a path of fields,
// its indices left out ("mem", "node.cache.state"): one family covers the
// other when its path is a prefix. The lowering passes read statements
// through it: the hoist pass splits a loop's body into groups that touch
// disjoint families, the asserts, arith and index passes ask whether
// what an expression reads was written before it on its path, and the
// inline pass whether an alias's indices were.

import (
	"strings"

	"paraverify/murphi/ast"
	"paraverify/murphi/check"
)

// Effect is what statements read and write: location families.
type Effect struct {
	Reads, Writes []string
}

// Add adds o's families to e.
func (e *Effect) Add(o *Effect) {
	e.Reads = append(e.Reads, o.Reads...)
	e.Writes = append(e.Writes, o.Writes...)
}

// Touches reports whether e and o touch a common family that one of them
// writes.
func (e *Effect) Touches(o *Effect) bool {
	return Overlaps(e.Writes, o.Writes) || Overlaps(e.Writes, o.Reads) || Overlaps(o.Writes, e.Reads)
}

// Overlaps reports whether a family of a covers or is covered by one of b.
func Overlaps(a, b []string) bool {
	for _, x := range a {
		for _, y := range b {
			if x == y || strings.HasPrefix(x, y+".") || strings.HasPrefix(y, x+".") {
				return true
			}
		}
	}
	return false
}

// Reader reads statements and expressions of a checked model as
// families.
type Reader struct {
	Info *check.Info
	// Aliases: a designator through an alias is the family of the
	// aliased designator (for the inline pass, which runs before the
	// aliases are substituted; the passes after it see none)
	Aliases bool
}

// Movable records what s reads and writes; it returns false for a
// statement other than assignments, undefine, if and for over a type
// (what the hoist pass moves).
func (r *Reader) Movable(s ast.Stmt, e *Effect) bool {
	switch s := s.(type) {
	case *ast.Assign:
		return r.Write(s.LHS, e) && r.Read(s.RHS, e)
	case *ast.Undefine:
		return r.Write(s.X, e)
	case *ast.If:
		for _, a := range s.Arms {
			if !r.Read(a.Cond, e) {
				return false
			}
			for _, x := range a.Body {
				if !r.Movable(x, e) {
					return false
				}
			}
		}
		for _, x := range s.Else {
			if !r.Movable(x, e) {
				return false
			}
		}
		return true
	case *ast.For:
		if s.Quant.Type == nil {
			return false
		}
		for _, x := range s.Body {
			if !r.Movable(x, e) {
				return false
			}
		}
		return true
	}
	return false
}

// Write records the family a designator writes and what its indices
// read.
func (r *Reader) Write(d ast.Expr, e *Effect) bool {
	fam, ok := r.Family(d, e)
	if ok {
		e.Writes = append(e.Writes, fam)
	}
	return ok
}

// Read records the families an expression reads; false when it reads a
// rule-local variable, a formal, an alias or calls a function.
func (r *Reader) Read(x ast.Expr, e *Effect) bool {
	ok := true
	ast.Inspect(x, func(n ast.Node) bool {
		if !ok {
			return false
		}
		switch n := n.(type) {
		case *ast.Index, *ast.Selector, *ast.Ident:
			if fam, isVar := r.Family(n.(ast.Expr), e); isVar {
				e.Reads = append(e.Reads, fam)
				return false
			}
			if id, isId := n.(*ast.Ident); isId {
				if o := r.Info.Uses[id]; o != nil && (o.Kind == check.LocalObj || o.Kind == check.FormalObj || o.Kind == check.AliasObj) {
					ok = false
				}
			}
		case *ast.Call:
			ok = false
		}
		return true
	})
	return ok
}

// Family returns the family of a designator rooted at a state variable,
// recording what its indices read; ok is false for anything else.
func (r *Reader) Family(d ast.Expr, e *Effect) (string, bool) {
	switch d := d.(type) {
	case *ast.Paren:
		return r.Family(d.X, e)
	case *ast.Ident:
		o := r.Info.Uses[d]
		if o != nil && o.Kind == check.AliasObj && r.Aliases {
			return r.Family(o.Alias, e)
		}
		if o == nil || o.Kind != check.VarObj {
			return "", false
		}
		return o.Name, true
	case *ast.Selector:
		fam, ok := r.Family(d.X, e)
		return fam + "." + d.Name.Name, ok
	case *ast.Index:
		fam, ok := r.Family(d.X, e)
		if ok && !r.Read(d.Index, e) {
			return "", false
		}
		return fam, ok
	}
	return "", false
}

// Before is what the statements before a point on its path write: the
// families, or Unknown (a statement the families do not describe).
type Before struct {
	Writes  []string
	Unknown bool
}

// After adds to b what s may write.
func (r *Reader) After(b Before, s ast.Stmt) Before {
	e := &Effect{}
	if !r.Writes(s, e) {
		return Before{Unknown: true}
	}
	b.Writes = append(b.Writes[:len(b.Writes):len(b.Writes)], e.Writes...)
	return b
}

// Writes records in e the families s may write; false when they are not
// known. Unlike Movable, output and checks write nothing and clear
// writes its designator.
func (r *Reader) Writes(s ast.Stmt, e *Effect) bool {
	all := func(ss []ast.Stmt) bool {
		for _, t := range ss {
			if !r.Writes(t, e) {
				return false
			}
		}
		return true
	}
	switch s := s.(type) {
	case *ast.Put, *ast.Assert, *ast.ErrorStmt:
		return true
	case *ast.Assign:
		return r.Write(s.LHS, e)
	case *ast.Undefine:
		return r.Write(s.X, e)
	case *ast.Clear:
		return r.Write(s.X, e)
	case *ast.If:
		for _, arm := range s.Arms {
			if !all(arm.Body) {
				return false
			}
		}
		return all(s.Else)
	case *ast.For:
		return all(s.Body)
	case *ast.AliasStmt:
		return all(s.Body)
	}
	return false
}

// Unchanged reports whether the expressions read only state (and
// parameters and constants) that nothing before wrote: no rule-local
// variable, alias or call (Read).
func (r *Reader) Unchanged(es []ast.Expr, b Before) bool {
	e := &Effect{}
	for _, x := range es {
		if !r.Read(x, e) {
			return false
		}
	}
	return !b.Unknown && !Overlaps(b.Writes, e.Reads)
}
