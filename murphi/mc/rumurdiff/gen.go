package rumurdiff

// This file implements the model generator. A model is drawn from a byte
// string (the fuzzer's input; bytes past its end read as zero), so that
// every input gives a well-typed model: a subrange, an enum and booleans,
// optionally a scalarset indexing arrays and held by a variable that may
// be undefined, a startstate defining every variable, rules (some in a
// ruleset over the subrange or the scalarset) whose guards and actions are
// built from the variables, the parameters and constants, and an optional
// invariant. Subrange arithmetic may leave the range and reads of the
// scalarset variable may find it undefined: both are run-time errors that
// each checker must report.

import (
	"fmt"
	"strings"
)

// Model is a generated model.
type Model struct {
	Source    string
	Scalarset bool // it declares a scalarset (symmetry applies)
}

// source reads choices from the fuzzer's bytes.
type source struct {
	b []byte
	i int
}

func (s *source) next() int {
	if s.i >= len(s.b) {
		s.i++
		return 0
	}
	v := int(s.b[s.i])
	s.i++
	return v
}

// intn returns a choice in 0..n-1.
func (s *source) intn(n int) int {
	if n <= 1 {
		return 0
	}
	return s.next() % n
}

// kinds of simple values
const (
	kBool = iota
	kRange
	kEnum
	kSym
)

// variable is a state variable: a simple one, or an array of simple
// values indexed by the subrange (idx kRange) or the scalarset (kSym).
type variable struct {
	name  string
	kind  int
	array bool
	idx   int
}

type gen struct {
	s      *source
	hi     int // the subrange is 0..hi
	symN   int // scalarset size, 0: none
	vars   []variable
	b      strings.Builder
	params []param // ruleset parameters in scope
}

type param struct {
	name string
	kind int // kRange or kSym
}

// Generate draws a model from data.
func Generate(data []byte) Model {
	g := &gen{s: &source{b: data}}
	g.hi = 1 + g.s.intn(3)
	if g.s.intn(2) == 1 {
		g.symN = 2 + g.s.intn(2)
	}
	// Variables while the state space stays small (at most maxStates
	// assignments of values, undefined included), so that both checkers
	// finish quickly.
	nv := 1 + g.s.intn(4)
	size := 1
	for i := 0; i < nv; i++ {
		v := variable{name: fmt.Sprintf("v%d", i), kind: g.s.intn(3)}
		if g.s.intn(3) == 0 {
			v.array = true
			v.idx = kRange
			if g.symN > 0 && g.s.intn(2) == 0 {
				v.idx = kSym
			}
		}
		if vs := g.values(v); size*vs <= maxStates {
			size *= vs
			g.vars = append(g.vars, v)
		}
	}
	if g.symN > 0 && g.s.intn(2) == 0 && size*(g.symN+1) <= maxStates {
		g.vars = append(g.vars, variable{name: "owner", kind: kSym})
	}
	g.decls()
	g.start()
	nr := 1 + g.s.intn(4)
	for i := 0; i < nr; i++ {
		g.rule(i)
	}
	g.params = nil
	if g.s.intn(2) == 0 {
		fmt.Fprintf(&g.b, "invariant \"inv\" %s;\n", g.boolExpr(2))
	}
	return Model{Source: g.b.String(), Scalarset: g.symN > 0}
}

// maxStates bounds the assignments of values to a generated model's
// variables.
const maxStates = 20000

// values returns the number of assignments of values to v (undefined
// included).
func (g *gen) values(v variable) int {
	card := func(k int) int { return [...]int{2, g.hi + 1, 3, g.symN}[k] + 1 }
	if !v.array {
		return card(v.kind)
	}
	n := 1
	for i := 0; i < card(v.idx)-1; i++ {
		n *= card(v.kind)
	}
	return n
}

func (g *gen) decls() {
	fmt.Fprintf(&g.b, "const HI : %d;\n", g.hi)
	fmt.Fprintf(&g.b, "type R : 0..HI;\n  E : enum {A, B, C};\n")
	if g.symN > 0 {
		fmt.Fprintf(&g.b, "  S : scalarset(%d);\n", g.symN)
	}
	g.b.WriteString("var\n")
	for _, v := range g.vars {
		t := typeName(v.kind)
		if v.array {
			t = fmt.Sprintf("array [%s] of %s", typeName(v.idx), t)
		}
		fmt.Fprintf(&g.b, "  %s : %s;\n", v.name, t)
	}
}

func typeName(k int) string {
	return [...]string{"boolean", "R", "E", "S"}[k]
}

// constant returns a constant of a simple kind other than kSym.
func (g *gen) constant(k int) string {
	switch k {
	case kBool:
		return [...]string{"false", "true"}[g.s.intn(2)]
	case kRange:
		return fmt.Sprint(g.s.intn(g.hi + 1))
	}
	return [...]string{"A", "B", "C"}[g.s.intn(3)]
}

func (g *gen) start() {
	g.b.WriteString("startstate begin\n")
	for _, v := range g.vars {
		switch {
		case v.kind == kSym:
			fmt.Fprintf(&g.b, "  undefine %s;\n", v.name)
		case v.array:
			fmt.Fprintf(&g.b, "  for k : %s do %s[k] := %s end;\n", typeName(v.idx), v.name, g.constant(v.kind))
		default:
			fmt.Fprintf(&g.b, "  %s := %s;\n", v.name, g.constant(v.kind))
		}
	}
	g.b.WriteString("end;\n")
}

func (g *gen) rule(i int) {
	g.params = nil
	closing := ""
	switch g.s.intn(3) {
	case 1:
		g.params = []param{{"p", kRange}}
		g.b.WriteString("ruleset p : R do\n")
		closing = "end;\n"
	case 2:
		if g.symN > 0 {
			g.params = []param{{"p", kSym}}
			g.b.WriteString("ruleset p : S do\n")
			closing = "end;\n"
		}
	}
	fmt.Fprintf(&g.b, "rule \"r%d\" %s ==> begin\n", i, g.boolExpr(2))
	n := 1 + g.s.intn(3)
	for j := 0; j < n; j++ {
		g.stmt()
	}
	g.b.WriteString("end;\n" + closing)
}

// designator returns a designator of some variable and its kind.
func (g *gen) designator() (string, int) {
	v := g.vars[g.s.intn(len(g.vars))]
	if !v.array {
		return v.name, v.kind
	}
	return fmt.Sprintf("%s[%s]", v.name, g.index(v.idx)), v.kind
}

// index returns an index expression of kind k (kRange or kSym); "" when
// no scalarset value is in scope.
func (g *gen) index(k int) string {
	if k == kSym {
		return g.symParam()
	}
	for _, p := range g.params {
		if p.kind == k && g.s.intn(3) != 0 {
			return p.name
		}
	}
	return g.rangeExpr(0)
}

// symParam returns a scalarset parameter or quantifier variable in scope,
// or "".
func (g *gen) symParam() string {
	var names []string
	for _, p := range g.params {
		if p.kind == kSym {
			names = append(names, p.name)
		}
	}
	if len(names) == 0 {
		return ""
	}
	return names[g.s.intn(len(names))]
}

func (g *gen) stmt() {
	for tries := 0; tries < 4; tries++ {
		d, k := g.designator()
		if strings.HasSuffix(d, "[]") {
			// an array over the scalarset outside a ruleset over it: a loop
			v := strings.TrimSuffix(d, "[]")
			g.params = append(g.params, param{"q", kSym})
			fmt.Fprintf(&g.b, "  for q : S do %s[q] := %s end;\n", v, g.valueExpr(k, 1))
			g.params = g.params[:len(g.params)-1]
			return
		}
		if k == kSym {
			if p := g.symParam(); p != "" && g.s.intn(2) == 0 {
				fmt.Fprintf(&g.b, "  %s := %s;\n", d, p)
			} else {
				fmt.Fprintf(&g.b, "  undefine %s;\n", d)
			}
			return
		}
		fmt.Fprintf(&g.b, "  %s := %s;\n", d, g.valueExpr(k, 1))
		return
	}
}

// valueExpr returns an expression of simple kind k (not kSym).
func (g *gen) valueExpr(k, depth int) string {
	switch k {
	case kBool:
		return g.boolExpr(depth)
	case kRange:
		return g.rangeExpr(depth)
	}
	if g.s.intn(3) != 0 {
		if d, dk := g.designator(); dk == kEnum && !strings.HasSuffix(d, "[]") {
			return d
		}
	}
	return g.constant(kEnum)
}

func (g *gen) rangeExpr(depth int) string {
	switch g.s.intn(6) {
	case 0:
		for _, p := range g.params {
			if p.kind == kRange {
				return p.name
			}
		}
	case 1, 2, 3:
		if d, dk := g.designator(); dk == kRange && !strings.HasSuffix(d, "[]") {
			if depth > 0 && g.s.intn(2) == 0 {
				return fmt.Sprintf("(%s + 1) %% (HI + 1)", d)
			}
			return d
		}
	case 4:
		if depth > 0 {
			a := g.rangeExpr(depth - 1)
			return fmt.Sprintf("(%s %s 1)", a, [...]string{"+", "-"}[g.s.intn(2)])
		}
	}
	return g.constant(kRange)
}

func (g *gen) boolExpr(depth int) string {
	c := g.s.intn(10)
	if depth == 0 {
		c %= 5
	}
	switch c {
	case 0:
		return g.constant(kBool)
	case 1, 2:
		if d, dk := g.designator(); !strings.HasSuffix(d, "[]") {
			switch dk {
			case kBool:
				return d
			case kSym:
				if p := g.symParam(); p != "" {
					return fmt.Sprintf("(isundefined(%s) | %s = %s)", d, d, p)
				}
				return fmt.Sprintf("isundefined(%s)", d)
			}
			return fmt.Sprintf("%s = %s", d, g.valueExpr(dk, 0))
		}
	case 3:
		return fmt.Sprintf("%s < %s", g.rangeExpr(0), g.rangeExpr(0))
	case 4:
		return fmt.Sprintf("%s != %s", g.valueExpr(kEnum, 0), g.constant(kEnum))
	case 5:
		return fmt.Sprintf("!(%s)", g.boolExpr(depth-1))
	case 6:
		return fmt.Sprintf("(%s & %s)", g.boolExpr(depth-1), g.boolExpr(depth-1))
	case 7:
		return fmt.Sprintf("(%s | %s)", g.boolExpr(depth-1), g.boolExpr(depth-1))
	case 8:
		return fmt.Sprintf("(%s -> %s)", g.boolExpr(depth-1), g.boolExpr(depth-1))
	case 9:
		k := kRange
		if g.symN > 0 && g.s.intn(2) == 0 {
			k = kSym
		}
		g.params = append(g.params, param{"e", k})
		body := g.boolExpr(0)
		g.params = g.params[:len(g.params)-1]
		return fmt.Sprintf("%s e : %s do %s end", [...]string{"exists", "forall"}[g.s.intn(2)], typeName(k), body)
	}
	return g.constant(kBool)
}
