package vm

// This file implements the state layout: every simple-typed component of
// the state (and of rule and procedure locals) is a leaf with a bit offset
// and width in a []uint64 vector. A leaf stores 0 for "undefined" and
// value-lo+1 otherwise, where lo is the smallest value of the leaf's type.

import (
	"fmt"
	"math/bits"

	"paraverify/murphi/check"
)

// Leaf is one simple-typed slot of the state vector.
type Leaf struct {
	Word  int
	Shift uint
	Mask  uint64 // mask of width bits, unshifted
	Type  check.Type
	Lo    int64 // smallest value of Type
	Card  int64 // number of values of Type
	Name  string
	// Display is Name as traces show it: indices of a union read as a
	// subrange named as the union's values (check.DisplayValue)
	Display string
	Clear   uint64 // the raw value clear stores: 1 (the first value), 0 within a multiset
}

// Layout assigns leaves; the first NGlobal leaves (in NWords words) form
// the state that is hashed and stored, the rest are locals.
type Layout struct {
	Leaves  []Leaf
	Bit     int // next free bit
	NGlobal int
	NWords  int
}

// LeafCount returns the number of leaves a value of type t occupies.
func LeafCount(t check.Type) int {
	switch t := t.(type) {
	case *check.ArrayType:
		return int(check.Card(t.Index)) * LeafCount(t.Elem)
	case *check.RecordType:
		n := 0
		for _, f := range t.Fields {
			n += LeafCount(f.Type)
		}
		return n
	case *check.MultisetType:
		return int(t.Size) * (1 + LeafCount(t.Elem))
	}
	return 1
}

// MaxLeaves bounds the number of simple components of the state.
const MaxLeaves = 1 << 20

// LeafCountCapped is LeafCount, saturating above MaxLeaves.
func LeafCountCapped(t check.Type) int {
	switch t := t.(type) {
	case *check.ArrayType:
		n := check.Card(t.Index)
		e := LeafCountCapped(t.Elem)
		if n > MaxLeaves || int64(e)*n > MaxLeaves {
			return MaxLeaves + 1
		}
		return int(n) * e
	case *check.RecordType:
		n := 0
		for _, f := range t.Fields {
			n += LeafCountCapped(f.Type)
			if n > MaxLeaves {
				return MaxLeaves + 1
			}
		}
		return n
	case *check.MultisetType:
		n := t.Size
		e := 1 + LeafCountCapped(t.Elem)
		if n > MaxLeaves || int64(e)*n > MaxLeaves {
			return MaxLeaves + 1
		}
		return int(n) * e
	}
	return 1
}

// TypeLo returns the smallest value of a simple type in the project's
// value encoding.
func TypeLo(t check.Type) int64 {
	if s, ok := t.(*check.SubrangeType); ok {
		return s.Lo
	}
	return 0
}

// A multiset [N] of T is laid out as N places, each a leaf telling
// whether the place holds an element (raw 2: true; raw 0 or 1: empty)
// followed by the element's leaves; an empty place is wholly undefined.

// Alloc lays out a value of type t named name and returns its first leaf.
func (l *Layout) Alloc(t check.Type, name string) int {
	first := len(l.Leaves)
	l.add(t, name, name, false)
	return first
}

func (l *Layout) add(t check.Type, name, display string, inMultiset bool) {
	switch t := t.(type) {
	case *check.ArrayType:
		vals := check.Values(t.Index)
		for _, v := range vals {
			l.add(t.Elem, fmt.Sprintf("%s[%s]", name, check.FormatValue(t.Index, v)), fmt.Sprintf("%s[%s]", display, check.DisplayValue(t.Index, v)), inMultiset)
		}
		return
	case *check.RecordType:
		for _, f := range t.Fields {
			l.add(f.Type, name+"."+f.Name, display+"."+f.Name, inMultiset)
		}
		return
	case *check.MultisetType:
		for i := int64(1); i <= t.Size; i++ {
			place, shown := fmt.Sprintf("%s{%d}", name, i), fmt.Sprintf("%s{%d}", display, i)
			l.add(check.Bool, place+".present", shown+".present", true)
			l.add(t.Elem, place, shown, true)
		}
		return
	}
	card := check.Card(t)
	width := uint(bits.Len64(uint64(card))) // values 1..card plus 0
	if width == 0 {
		width = 1
	}
	// Do not let a leaf straddle two words.
	if l.Bit%64+int(width) > 64 {
		l.Bit += 64 - l.Bit%64
	}
	l.Leaves = append(l.Leaves, Leaf{
		Word:    l.Bit / 64,
		Shift:   uint(l.Bit % 64),
		Mask:    (uint64(1) << width) - 1,
		Type:    t,
		Lo:      TypeLo(t),
		Card:    card,
		Name:    name,
		Display: display,
		Clear:   1,
	})
	if inMultiset {
		l.Leaves[len(l.Leaves)-1].Clear = 0
	} else if check.IsReal(t) {
		l.Leaves[len(l.Leaves)-1].Clear = RealRaw(check.RealBits(0))
	}
	l.Bit += int(width)
}

// SealGlobals marks the end of the global state; locals follow in fresh
// words.
func (l *Layout) SealGlobals() {
	l.NGlobal = len(l.Leaves)
	l.NWords = (l.Bit + 63) / 64
	if l.NWords == 0 {
		l.NWords = 1
	}
	l.Bit = l.NWords * 64
}

// TotalWords is the size of the working vector (globals and locals).
func (l *Layout) TotalWords() int { return (l.Bit + 63) / 64 }

// Get returns the leaf's raw value in st.
func (lf *Leaf) Get(st []uint64) uint64 { return (st[lf.Word] >> lf.Shift) & lf.Mask }

// Set stores the raw value raw into the leaf in st.
func (lf *Leaf) Set(st []uint64, raw uint64) {
	st[lf.Word] = st[lf.Word]&^(lf.Mask<<lf.Shift) | raw<<lf.Shift
}
