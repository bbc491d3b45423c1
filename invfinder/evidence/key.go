package evidence

// This file computes the key of Reachable's cache. The search asks
// Reachable for every candidate it forms, most of them answered from the
// cache; printing each cube to hash its text (formula.Inv.Key) was 15% of
// German 2004's second search, with the garbage collection it fed. The
// cube is encoded here into a reused buffer instead: the same cubes give
// the same bytes, and two cubes that print differently give different
// bytes (names end with a zero byte, each term and literal is tagged).

import (
	"crypto/sha256"
	"encoding/binary"
	"sync"

	"paraverify/invfinder/formula"
	"paraverify/murphi/check"
)

// keyBufs holds the buffers keyOf encodes cubes in.
var keyBufs = sync.Pool{New: func() any { b := make([]byte, 0, 256); return &b }}

// typeNames caches the printed form of the types keyOf meets (types
// that print alike are one type for the key, as for formula.Inv.Key).
var typeNames sync.Map

func typeName(t check.Type) string {
	if t == nil {
		return ""
	}
	if s, ok := typeNames.Load(t); ok {
		return s.(string)
	}
	s := t.String()
	typeNames.Store(t, s)
	return s
}

// keyOf returns the cache key of the cube c over parameters of the given
// types.
func keyOf(params []check.Type, c formula.Cube) cacheKey {
	bp := keyBufs.Get().(*[]byte)
	b := (*bp)[:0]
	for _, t := range params {
		b = appendName(b, typeName(t))
	}
	b = append(b, '|')
	for _, l := range c {
		b = appendLit(b, l)
	}
	sum := sha256.Sum256(b)
	*bp = b
	keyBufs.Put(bp)
	return cacheKey(sum[:16])
}

func appendName(b []byte, s string) []byte {
	b = append(b, s...)
	return append(b, 0)
}

// appendLit encodes a literal: a quantified one by its printed form.
func appendLit(b []byte, l formula.Lit) []byte {
	if l.All != nil {
		b = append(b, 'Q')
		return appendName(b, l.String())
	}
	if l.Neg {
		b = append(b, '!')
	} else {
		b = append(b, '=')
	}
	b = appendTerm(b, l.L)
	return appendTerm(b, l.R)
}

// appendTerm encodes a term: its kind, then what String prints of it.
func appendTerm(b []byte, t *formula.Term) []byte {
	b = append(b, byte('a'+t.Kind))
	switch t.Kind {
	case formula.TConst:
		b = appendName(b, typeName(t.Type))
		if t.Undef {
			return append(b, 'u')
		}
		b = append(b, 'v')
		return binary.AppendVarint(b, t.Val)
	case formula.TParam:
		return binary.AppendVarint(b, int64(t.Param))
	case formula.TBound:
		return b
	case formula.TFixed:
		return appendName(b, t.Var)
	}
	b = appendName(b, t.Var)
	for _, s := range t.Sels {
		if s.Index == nil {
			b = append(b, '.')
			b = appendName(b, s.Field)
		} else {
			b = append(b, '[')
			b = appendTerm(b, s.Index)
		}
	}
	return append(b, ')')
}
