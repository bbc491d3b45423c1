package mc

// This file implements the state layout: every simple-typed component of
// the state (and of rule and procedure locals) is a leaf with a bit offset
// and width in a []uint64 vector. A leaf stores 0 for "undefined" and
// value-lo+1 otherwise, where lo is the smallest value of the leaf's type.

import (
	"fmt"
	"math/bits"

	"paraverify/murphi/check"
)

// leaf is one simple-typed slot of the state vector.
type leaf struct {
	word  int
	shift uint
	mask  uint64 // mask of width bits, unshifted
	typ   check.Type
	lo    int64 // smallest value of typ
	card  int64 // number of values of typ
	name  string
	clear uint64 // the raw value clear stores: 1 (the first value), 0 within a multiset
}

// layout assigns leaves; the first nGlobal leaves (in nWords words) form
// the state that is hashed and stored, the rest are locals.
type layout struct {
	leaves  []leaf
	bit     int // next free bit
	nGlobal int
	nWords  int
}

// leafCount returns the number of leaves a value of type t occupies.
func leafCount(t check.Type) int {
	switch t := t.(type) {
	case *check.ArrayType:
		return int(check.Card(t.Index)) * leafCount(t.Elem)
	case *check.RecordType:
		n := 0
		for _, f := range t.Fields {
			n += leafCount(f.Type)
		}
		return n
	case *check.MultisetType:
		return int(t.Size) * (1 + leafCount(t.Elem))
	}
	return 1
}

// typeLo returns the smallest value of a simple type in the project's
// value encoding.
func typeLo(t check.Type) int64 {
	if s, ok := t.(*check.SubrangeType); ok {
		return s.Lo
	}
	return 0
}

// A multiset [N] of T is laid out as N places, each a leaf telling
// whether the place holds an element (raw 2: true; raw 0 or 1: empty)
// followed by the element's leaves; an empty place is wholly undefined.

// alloc lays out a value of type t named name and returns its first leaf.
func (l *layout) alloc(t check.Type, name string) int {
	first := len(l.leaves)
	l.add(t, name, false)
	return first
}

func (l *layout) add(t check.Type, name string, inMultiset bool) {
	switch t := t.(type) {
	case *check.ArrayType:
		vals := check.Values(t.Index)
		for _, v := range vals {
			l.add(t.Elem, fmt.Sprintf("%s[%s]", name, formatValue(t.Index, v)), inMultiset)
		}
		return
	case *check.RecordType:
		for _, f := range t.Fields {
			l.add(f.Type, name+"."+f.Name, inMultiset)
		}
		return
	case *check.MultisetType:
		for i := int64(1); i <= t.Size; i++ {
			place := fmt.Sprintf("%s{%d}", name, i)
			l.add(check.Bool, place+".present", true)
			l.add(t.Elem, place, true)
		}
		return
	}
	card := check.Card(t)
	width := uint(bits.Len64(uint64(card))) // values 1..card plus 0
	if width == 0 {
		width = 1
	}
	// Do not let a leaf straddle two words.
	if l.bit%64+int(width) > 64 {
		l.bit += 64 - l.bit%64
	}
	l.leaves = append(l.leaves, leaf{
		word:  l.bit / 64,
		shift: uint(l.bit % 64),
		mask:  (uint64(1) << width) - 1,
		typ:   t,
		lo:    typeLo(t),
		card:  card,
		name:  name,
		clear: 1,
	})
	if inMultiset {
		l.leaves[len(l.leaves)-1].clear = 0
	} else if check.IsReal(t) {
		l.leaves[len(l.leaves)-1].clear = realRaw(check.RealBits(0))
	}
	l.bit += int(width)
}

// sealGlobals marks the end of the global state; locals follow in fresh
// words.
func (l *layout) sealGlobals() {
	l.nGlobal = len(l.leaves)
	l.nWords = (l.bit + 63) / 64
	if l.nWords == 0 {
		l.nWords = 1
	}
	l.bit = l.nWords * 64
}

// totalWords is the size of the working vector (globals and locals).
func (l *layout) totalWords() int { return (l.bit + 63) / 64 }

func (lf *leaf) get(st []uint64) uint64 { return (st[lf.word] >> lf.shift) & lf.mask }

func (lf *leaf) set(st []uint64, raw uint64) {
	st[lf.word] = st[lf.word]&^(lf.mask<<lf.shift) | raw<<lf.shift
}

// formatValue prints a value of a finite simple type as Murphi would.
func formatValue(t check.Type, v int64) string { return check.FormatValue(t, v) }
