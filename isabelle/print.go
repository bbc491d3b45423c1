package isabelle

// This file prints expressions and statements of the model as Isabelle
// terms (ASCII symbol notation: \<forall>, \<and>, ...).

import (
	"fmt"
	"strings"

	"paraverify/proofgen"
)

const (
	sAnd    = ` \<and> `
	sOr     = ` \<or> `
	sNot    = `\<not> `
	sImp    = ` \<longrightarrow> `
	sIff    = ` \<longleftrightarrow> `
	sNeq    = ` \<noteq> `
	sIn     = ` \<in> `
	sFun    = ` \<Rightarrow> `
	sLambda = `\<lambda>`
	sAll    = `\<forall>`
	sEx     = `\<exists>`
	sUnion  = `\<Union>`
	sSubset = ` \<subseteq> `
	sUn     = ` \<union> `
	sImpl   = ` \<Longrightarrow> `
)

// expr prints e.
func expr(e *proofgen.Expr) string {
	switch e.Op {
	case proofgen.XRead:
		return "s " + loc(e)
	case proofgen.XConst:
		return e.Name
	case proofgen.XIdx:
		return "IdxV " + atom(e.Args[0])
	case proofgen.XVar:
		return e.Name
	case proofgen.XLit:
		return fmt.Sprint(e.Lit)
	case proofgen.XBool:
		return "BoolV " + atom(e.Args[0])
	case proofgen.XTrue:
		return "True"
	case proofgen.XFalse:
		return "False"
	case proofgen.XEq:
		return atomEq(e.Args[0]) + " = " + atomEq(e.Args[1])
	case proofgen.XNot:
		if a := e.Args[0]; a.Op == proofgen.XEq {
			return atomEq(a.Args[0]) + sNeq + atomEq(a.Args[1])
		}
		return sNot + atom(e.Args[0])
	case proofgen.XAnd, proofgen.XOr:
		sep := sAnd
		if e.Op == proofgen.XOr {
			sep = sOr
		}
		parts := make([]string, len(e.Args))
		for i, a := range e.Args {
			parts[i] = atom(a)
		}
		return strings.Join(parts, sep)
	case proofgen.XImp:
		return atom(e.Args[0]) + sImp + atom(e.Args[1])
	case proofgen.XAll, proofgen.XEx:
		q := sAll
		if e.Op == proofgen.XEx {
			q = sEx
		}
		return q + e.Name + `\<in>` + setOf(e.Type) + ". " + expr(e.Args[0])
	case proofgen.XIte:
		return "if " + expr(e.Args[0]) + " then " + expr(e.Args[1]) + " else " + expr(e.Args[2])
	case proofgen.XOf:
		return "idx_of " + atom(e.Args[0])
	case proofgen.XIn:
		return atom(e.Args[0]) + sIn + setOf(e.Type)
	case proofgen.XLast:
		in := e.Name + `\<in>` + setOf(e.Type)
		return "if " + sEx + in + ". " + expr(e.Args[0]) + " then (let " + e.Name + " = GREATEST " + e.Name + ". " + e.Name + sIn + setOf(e.Type) + sAnd + atom(e.Args[0]) +
			" in " + expr(e.Args[1]) + ") else " + expr(e.Args[2])
	}
	return "undefined"
}

// atom prints e, in parentheses unless it is a name or a constant.
func atom(e *proofgen.Expr) string {
	s := expr(e)
	switch e.Op {
	case proofgen.XVar, proofgen.XLit, proofgen.XTrue, proofgen.XFalse:
		return s
	case proofgen.XConst:
		if !strings.Contains(s, " ") {
			return s
		}
	}
	return "(" + s + ")"
}

// atomEq prints an operand of = (applications bind tighter than =).
func atomEq(e *proofgen.Expr) string {
	switch e.Op {
	case proofgen.XRead, proofgen.XConst, proofgen.XIdx, proofgen.XVar, proofgen.XLit, proofgen.XBool, proofgen.XOf:
		return expr(e)
	}
	return "(" + expr(e) + ")"
}

// loc prints the location of a read or assignment: the constructor
// applied to its indices.
func loc(e *proofgen.Expr) string {
	if len(e.Args) == 0 {
		return e.Fam.Con
	}
	parts := []string{e.Fam.Con}
	for _, a := range e.Args {
		parts = append(parts, atom(a))
	}
	return "(" + strings.Join(parts, " ") + ")"
}

func setOf(t *proofgen.IndexType) string { return "(" + t.Set + " " + t.Size + ")" }

// readsFamily reports whether e reads a location of a family in fs.
func readsFamily(e *proofgen.Expr, fs map[*proofgen.Family]bool) bool {
	found := false
	proofgen.Visit(e, func(x *proofgen.Expr) {
		found = found || x.Op == proofgen.XRead && fs[x.Fam]
	})
	return found
}

// action prints the state after ss, as a term over the state s before
// them. Consecutive assignments that read nothing written earlier in the
// group become one multiple update s(l1 := v1, l2 := v2); other steps are
// chained with let s = ... in.
func action(ss []*proofgen.Stmt, indent string, nfam int) string {
	if len(ss) == 0 {
		return "s"
	}
	var head string
	rest := ss
	if ss[0].Kind == proofgen.SAssign {
		written := map[*proofgen.Family]bool{}
		var ups []string
		for len(rest) > 0 && rest[0].Kind == proofgen.SAssign {
			a := rest[0]
			if readsFamily(a.Val, written) || readsFamily(a.Loc, written) {
				break
			}
			written[a.Loc.Fam] = true
			ups = append(ups, loc(a.Loc)+" := "+expr(a.Val))
			rest = rest[1:]
		}
		head = "s(" + strings.Join(ups, ", ") + ")"
	} else {
		s := ss[0]
		rest = ss[1:]
		switch s.Kind {
		case proofgen.SIf:
			in := indent + "  "
			head = "(if " + expr(s.Cond) + "\n" + in + "then " + action(s.Then, in, nfam) + "\n" + in + "else " + action(s.Else, in, nfam) + ")"
		case proofgen.SFor:
			head = loop(s, indent+"  ", nfam)
		}
	}
	if len(rest) == 0 {
		return head
	}
	return "(let s = " + head + " in\n" + indent + action(rest, indent, nfam) + ")"
}

// loop prints a for loop as the simultaneous update of the families it
// writes (see proofgen's package documentation).
func loop(s *proofgen.Stmt, indent string, nfam int) string {
	var arms []string
	for _, f := range s.Writes {
		p := proofgen.LoopArg(s, f)
		vars := make([]string, len(f.Index))
		for i := range vars {
			if i == p {
				vars[i] = s.Var
			} else {
				vars[i] = fmt.Sprintf("%s_%d", s.Var, i+1)
			}
		}
		at := f.Con
		if len(vars) > 0 {
			at = "(" + f.Con + " " + strings.Join(vars, " ") + ")"
		}
		pat := strings.TrimSuffix(strings.TrimPrefix(at, "("), ")")
		body := action(s.Body, indent+"    ", nfam)
		arms = append(arms, fmt.Sprintf("%s %s (if %s%s%s then (%s) %s else s l)", pat, sFun, s.Var, sIn, setOf(s.Type), body, at))
	}
	if len(arms) == 0 {
		return "s"
	}
	out := "(" + sLambda + "l. case l of\n" + indent + "  " + strings.Join(arms, "\n"+indent+"| ")
	if len(arms) < nfam {
		out += "\n" + indent + "| _ " + sFun + " s l"
	}
	return out + ")"
}
