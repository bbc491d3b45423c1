package smt

import (
	"strconv"
	"strings"
)

// Kind is the kind of a Sort.
type Kind uint8

// The sort kinds.
const (
	KindInvalid Kind = iota
	KindBool
	KindInt
	KindEnum
)

// A Sort is Bool, Int or a finite enumeration. Sorts are comparable values; enumeration sorts are
// equal when their names and members are equal.
type Sort struct {
	kind    Kind
	name    string
	members string // member names joined by "\x00"
	n       int
}

// BoolSort returns the Boolean sort.
func BoolSort() Sort { return Sort{kind: KindBool, name: "Bool"} }

// IntSort returns the sort of (unbounded) integers.
func IntSort() Sort { return Sort{kind: KindInt, name: "Int"} }

// EnumSort returns the enumeration sort called name with the given members, in order.
// An enumeration needs at least one member; terms of an empty enumeration are errors.
func EnumSort(name string, members ...string) Sort {
	return Sort{kind: KindEnum, name: name, members: strings.Join(members, "\x00"), n: len(members)}
}

// Kind returns the kind of s.
func (s Sort) Kind() Kind { return s.kind }

// Name returns "Bool", "Int" or the enumeration's name.
func (s Sort) Name() string { return s.name }

// String returns the sort's name.
func (s Sort) String() string {
	if s.kind == KindInvalid {
		return "<invalid>"
	}
	return s.name
}

// Size returns the number of members of an enumeration sort, 2 for Bool and 0 for Int.
func (s Sort) Size() int {
	switch s.kind {
	case KindBool:
		return 2
	case KindEnum:
		return s.n
	}
	return 0
}

// Member returns the name of member i of an enumeration sort, or "#i" if it has none.
func (s Sort) Member(i int) string {
	if s.kind == KindEnum && i >= 0 && i < s.n {
		return strings.Split(s.members, "\x00")[i]
	}
	return "#" + strconv.Itoa(i)
}

// A Value is a value of a sort: for Bool 0 or 1, for Int the integer, for an enumeration the
// member's index.
type Value struct {
	Sort Sort
	V    int64
}

// String prints true/false, the integer or the enumeration member's name.
func (v Value) String() string {
	switch v.Sort.kind {
	case KindBool:
		if v.V != 0 {
			return "true"
		}
		return "false"
	case KindEnum:
		return v.Sort.Member(int(v.V))
	}
	return strconv.FormatInt(v.V, 10)
}
