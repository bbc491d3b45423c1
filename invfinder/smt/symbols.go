package smt

import (
	"fmt"
	"sort"
	"strings"
)

// symbols records the signature of every variable and function of a query.
type symbols struct {
	sig   map[string]signature
	atoms []*Term // variables and applications, deduplicated by Key
	seen  map[string]bool
	enums map[string]*Term // enumeration constants used, by script name
}

type signature struct {
	domain []Sort
	result Sort
}

func (s signature) String() string {
	var b strings.Builder
	b.WriteString("(")
	for i, d := range s.domain {
		if i > 0 {
			b.WriteString(" ")
		}
		b.WriteString(d.String())
	}
	b.WriteString(") " + s.result.String())
	return b.String()
}

func (s signature) equal(o signature) bool {
	if s.result != o.result || len(s.domain) != len(o.domain) {
		return false
	}
	for i := range s.domain {
		if s.domain[i] != o.domain[i] {
			return false
		}
	}
	return true
}

func newSymbols() *symbols {
	return &symbols{sig: map[string]signature{}, seen: map[string]bool{}, enums: map[string]*Term{}}
}

// add records the symbols of t; it fails on an error term or a name used with two signatures.
func (st *symbols) add(t *Term) error {
	if t.err != nil {
		return t.err
	}
	for _, a := range t.args {
		if err := st.add(a); err != nil {
			return err
		}
	}
	switch t.op {
	case OpConst:
		if t.sort.kind == KindEnum {
			st.enums[enumName(t)] = t
		}
	case OpVar, OpApp:
		if st.seen[t.key] {
			return nil
		}
		st.seen[t.key] = true
		sg := signature{result: t.sort}
		for _, a := range t.args {
			sg.domain = append(sg.domain, a.sort)
		}
		if old, ok := st.sig[t.name]; ok && !old.equal(sg) {
			return fmt.Errorf("smt: %s used with signatures %s and %s", t.name, old, sg)
		}
		st.sig[t.name] = sg
		st.atoms = append(st.atoms, t)
	}
	return nil
}

// enumName is the SMT-LIB name of an enumeration constant in scripts.
func enumName(t *Term) string { return quoteSymbol(t.sort.name + "." + t.sort.Member(int(t.val))) }

func (st *symbols) names() []string {
	ns := make([]string, 0, len(st.sig))
	for n := range st.sig {
		ns = append(ns, n)
	}
	sort.Strings(ns)
	return ns
}
