package job

// This file says for which sizes the proof holds: which index types it
// generalizes (every size, with the values it keeps apart) and which it
// keeps at the file's values (fixed ranges).

import (
	"fmt"
	"strings"

	"paraverify/proofgen"
)

// ProofType is an index type of the proof. A generalized type has the
// values Lo..its size parameter for every size, and Distinguished (or
// the node a fixed variable holds, FixedVar) are terms of their own; a
// fixed range has exactly Values, at every size.
type ProofType struct {
	Name          string  `json:"name"`
	Generalized   bool    `json:"generalized"`
	Lo            int64   `json:"lo"`
	Distinguished []int64 `json:"distinguished,omitempty"`
	FixedVar      string  `json:"fixed_variable,omitempty"`
	Values        []int64 `json:"values,omitempty"`
}

// proofTypes lists the index types of the translated model m.
func proofTypes(m *proofgen.Model) []ProofType {
	out := []ProofType{}
	for _, t := range m.Types {
		pt := ProofType{Name: t.Name, Generalized: !t.Finite, Lo: t.Lo}
		if t.Finite {
			pt.Values = t.Dist
		} else {
			pt.Distinguished = t.Dist
			if t.Fixed != nil {
				pt.FixedVar = t.Fixed.Murphi
			}
		}
		out = append(out, pt)
	}
	return out
}

// scope puts the proof's index types into words: "for every size of
// NODE (0 kept apart) and DATA; CHAN fixed at {1, 2}".
func scope(types []ProofType) string {
	var gen, fixed []string
	for _, t := range types {
		if !t.Generalized {
			fixed = append(fixed, fmt.Sprintf("%s fixed at {%s}", t.Name, joinInts(t.Values)))
			continue
		}
		var apart []string
		if len(t.Distinguished) > 0 {
			apart = append(apart, joinInts(t.Distinguished))
		}
		if t.FixedVar != "" {
			apart = append(apart, "the node in "+t.FixedVar)
		}
		s := t.Name
		if len(apart) > 0 {
			s += " (" + strings.Join(apart, " and ") + " kept apart)"
		}
		gen = append(gen, s)
	}
	var out string
	switch {
	case len(gen) > 0:
		out = "for every size of " + andList(gen)
	case len(fixed) > 0:
		out = "for the file's sizes only (no index type is generalized)"
	default:
		out = "for the model as written (it has no index type)"
	}
	if len(fixed) > 0 {
		out += "; " + strings.Join(fixed, ", ")
	}
	return out
}

func joinInts(vs []int64) string {
	s := make([]string, len(vs))
	for i, v := range vs {
		s[i] = fmt.Sprint(v)
	}
	return strings.Join(s, ", ")
}

// andList joins "a", "a and b", "a, b and c".
func andList(s []string) string {
	if len(s) <= 1 {
		return strings.Join(s, "")
	}
	return strings.Join(s[:len(s)-1], ", ") + " and " + s[len(s)-1]
}
