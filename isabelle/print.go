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
		return "if " + expr(e.Args[0]) + " then " + atom(e.Args[1]) + " else " + atom(e.Args[2])
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

// setOf prints the set of an index type's values: its set applied to its
// size, or a finite type's values.
func setOf(t *proofgen.IndexType) string {
	if t.Finite {
		vals := make([]string, 0, t.Hi-t.Lo+1)
		for v := t.Lo; v <= t.Hi; v++ {
			vals = append(vals, fmt.Sprint(v))
		}
		return "{" + strings.Join(vals, ", ") + "}"
	}
	return "(" + t.Set + " " + t.Size + ")"
}

// effects prints an action's effects (proofgen's Model.Effects) as a
// function of the location: a case distinction with one branch per
// written family and other as the value elsewhere ("s l" for a rule,
// "Undef" for a startstate); nfam is the number of families (no
// wildcard branch when every family is written).
func effects(es []*proofgen.Effect, other, indent string, nfam int) string {
	if len(es) == 0 {
		if other == "s l" {
			return "s"
		}
		return sLambda + "l. " + other
	}
	var arms []string
	for _, e := range es {
		pat := e.Fam.Con
		if len(e.Vars) > 0 {
			pat += " " + strings.Join(e.Vars, " ")
		}
		arms = append(arms, pat+" "+sFun+" "+atom(e.Val))
	}
	if len(es) < nfam {
		arms = append(arms, "_ "+sFun+" "+other)
	}
	return "(" + sLambda + "l. case l of\n" + indent + "    " + strings.Join(arms, "\n"+indent+"  | ") + ")"
}
