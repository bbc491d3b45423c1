package smt

import (
	"sort"
	"strconv"
	"strings"
)

// Script returns a deterministic SMT-LIB 2 script asserting the given formulas under the Int
// encoding of enumerations that the Z3 solver uses: declarations sorted by name, one define-fun
// per enumeration constant used (named Sort.Member), the range constraint of every
// enumeration-sorted atom, one (assert ...) per formula and (check-sat).
func Script(assertions ...*Term) (string, error) {
	st := newSymbols()
	for _, a := range assertions {
		if err := checkFormula(a); err != nil {
			return "", err
		}
		if err := st.add(a); err != nil {
			return "", err
		}
	}
	var b strings.Builder
	for _, n := range st.names() {
		sg := st.sig[n]
		if len(sg.domain) == 0 {
			b.WriteString("(declare-const " + quoteSymbol(n) + " " + smtSort(sg.result) + ")\n")
			continue
		}
		b.WriteString("(declare-fun " + quoteSymbol(n) + " (")
		for i, d := range sg.domain {
			if i > 0 {
				b.WriteString(" ")
			}
			b.WriteString(smtSort(d))
		}
		b.WriteString(") " + smtSort(sg.result) + ")\n")
	}
	enames := make([]string, 0, len(st.enums))
	for n := range st.enums {
		enames = append(enames, n)
	}
	sort.Strings(enames)
	for _, n := range enames {
		b.WriteString("(define-fun " + n + " () Int " + strconv.FormatInt(st.enums[n].val, 10) + ")\n")
	}
	var ranges []string
	for _, a := range st.atoms {
		if a.sort.kind == KindEnum {
			x := smtTerm(a)
			ranges = append(ranges, "(assert (and (<= 0 "+x+") (< "+x+" "+strconv.Itoa(a.sort.n)+")))\n")
		}
	}
	sort.Strings(ranges)
	for _, r := range ranges {
		b.WriteString(r)
	}
	for _, a := range assertions {
		b.WriteString("(assert " + smtTerm(a) + ")\n")
	}
	b.WriteString("(check-sat)\n")
	return b.String(), nil
}

func smtSort(s Sort) string {
	if s.kind == KindBool {
		return "Bool"
	}
	return "Int"
}

// smtTerm prints t in SMT-LIB with enumeration constants by their defined names.
func smtTerm(t *Term) string {
	switch t.op {
	case OpConst:
		if t.sort.kind == KindEnum {
			return enumName(t)
		}
		return t.str
	case OpVar:
		return t.str
	}
	var b strings.Builder
	b.WriteString("(")
	if t.op == OpApp {
		b.WriteString(quoteSymbol(t.name))
	} else {
		b.WriteString(opNames[t.op])
	}
	for _, a := range t.args {
		b.WriteString(" " + smtTerm(a))
	}
	b.WriteString(")")
	return b.String()
}
