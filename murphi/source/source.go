// Package source provides source positions and positioned, sortable error lists.
package source

import (
	"fmt"
	"sort"
	"strings"
)

// Pos is a position in a source file. Line and Col are 1-based; the zero
// Pos is "no position".
type Pos struct {
	File string
	Line int
	Col  int
}

// IsValid reports whether p carries a line number.
func (p Pos) IsValid() bool { return p.Line > 0 }

// String formats p as file:line:col (omitting the parts that are unknown).
func (p Pos) String() string {
	s := p.File
	if p.IsValid() {
		if s != "" {
			s += ":"
		}
		s += fmt.Sprintf("%d:%d", p.Line, p.Col)
	}
	if s == "" {
		s = "-"
	}
	return s
}

// Before reports whether p comes strictly before q (file, then line, then column).
func (p Pos) Before(q Pos) bool {
	if p.File != q.File {
		return p.File < q.File
	}
	if p.Line != q.Line {
		return p.Line < q.Line
	}
	return p.Col < q.Col
}

// Error is a message attached to a source position.
type Error struct {
	Pos Pos
	Msg string
	// Kind, when set, classifies the error for reports that group errors
	// of one kind (see Groups).
	Kind *Kind
}

// Kind is a class of errors, such as one construct a stage does not
// support: a report shows the errors of one kind together.
type Kind struct {
	Name string // what the errors are about, e.g. "rule-local variable"
	Hint string // what to remove or rewrite; may be empty
}

// Error returns "file:line:col: msg".
func (e *Error) Error() string { return e.Pos.String() + ": " + e.Msg }

// ErrorList is a list of positioned errors. The zero value is an empty list.
type ErrorList []*Error

// Add appends an error at pos.
func (l *ErrorList) Add(pos Pos, format string, args ...any) {
	*l = append(*l, &Error{Pos: pos, Msg: fmt.Sprintf(format, args...)})
}

// AddKind appends an error of kind k at pos.
func (l *ErrorList) AddKind(k *Kind, pos Pos, format string, args ...any) {
	*l = append(*l, &Error{Pos: pos, Msg: fmt.Sprintf(format, args...), Kind: k})
}

// Group is the errors of one kind (or, for errors without a kind, of one
// message), in position order.
type Group struct {
	Kind   *Kind // nil for errors without a kind
	Errors ErrorList
}

// Name returns the kind's name, or the message of errors without a kind.
func (g *Group) Name() string {
	if g.Kind != nil {
		return g.Kind.Name
	}
	return g.Errors[0].Msg
}

// Groups partitions the sorted list by kind name (errors without a kind
// by their message), in the order of each group's first error. Within a
// group, a second error at the same position is dropped: two stages that
// refuse one construct report it once.
func (l ErrorList) Groups() []*Group {
	var out []*Group
	by := map[string]*Group{}
	at := map[string]bool{}
	for _, e := range l {
		key := "msg " + e.Msg
		if e.Kind != nil {
			key = "kind " + e.Kind.Name
		}
		g := by[key]
		if g == nil {
			g = &Group{Kind: e.Kind}
			out = append(out, g)
			by[key] = g
		}
		if p := key + " " + e.Pos.String(); !at[p] {
			at[p] = true
			g.Errors = append(g.Errors, e)
		}
	}
	return out
}

// Sort orders the list by position, keeping the insertion order of errors at
// the same position, and drops exact duplicates.
func (l *ErrorList) Sort() {
	sort.SliceStable(*l, func(i, j int) bool { return (*l)[i].Pos.Before((*l)[j].Pos) })
	out := (*l)[:0]
	for i, e := range *l {
		if i > 0 && *e == *(*l)[i-1] {
			continue
		}
		out = append(out, e)
	}
	*l = out
}

// Err returns the list as an error, or nil when it is empty.
func (l ErrorList) Err() error {
	if len(l) == 0 {
		return nil
	}
	return l
}

// Error prints one error per line.
func (l ErrorList) Error() string {
	var b strings.Builder
	for i, e := range l {
		if i > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(e.Error())
	}
	return b.String()
}
