package translate

// This file classifies what proof generation does not support into the
// kinds that reports group (see source.Kind).

import (
	"strings"

	"paraverify/invfinder/formula"
	"paraverify/murphi/source"
)

// Kinds of constructs proof generation does not support, besides those it
// shares with the search (formula.KindStateIndex, ...).
var (
	KindType = &source.Kind{Name: "type the proof does not generalize",
		Hint: "give state variables, parameters and quantifiers booleans, enums or symmetric node types (scalarsets, or subranges used without arithmetic, order or literals)"}
	KindLocal = &source.Kind{Name: "rule-local variable",
		Hint: "assign the state directly, or copy a state variable into the local at the start and back at the end (NxtSta := Sta; ...; Sta := NxtSta)"}
	KindCopy = &source.Kind{Name: "whole-array or whole-record assignment",
		Hint: "assign the components one by one"}
	KindFixed = &source.Kind{Name: "node fixed by a startstate (such as Home)",
		Hint: "proof generation does not generalize such a node yet (paraverify find handles it); its uses as an index are reported as state-dependent indices"}
)

var arith = map[string]bool{"+": true, "-": true, "*": true, "/": true, "%": true, "<": true, "<=": true, ">": true, ">=": true}

// kindOfMessage classifies an unsupported construct by the format of its
// message (and, for a message about an expression, its description).
func kindOfMessage(format string, args []any) *source.Kind {
	arg := ""
	if len(args) > 0 {
		arg, _ = args[0].(string)
	}
	switch {
	case strings.Contains(format, "index that depends on the state"):
		return formula.KindStateIndex
	case strings.HasPrefix(format, "rule-local"):
		return KindLocal
	case strings.Contains(format, "iterations depend on each other"):
		return formula.KindLoop
	case strings.Contains(format, "record or array value"):
		return formula.KindValue
	case strings.Contains(format, "copying") || strings.Contains(format, "whole array"):
		return KindCopy
	case strings.HasPrefix(format, "this statement"):
		if arg == "procedure call" {
			return formula.KindCall
		}
		return formula.KindStmt
	case strings.Contains(format, "type") || strings.Contains(format, " over ") || strings.Contains(format, "as an index") || strings.HasPrefix(format, "the constant"):
		return KindType
	case arith[strings.TrimPrefix(arg, "the operator ")]:
		return formula.KindArith
	case strings.HasPrefix(arg, "a function call"):
		return formula.KindCall
	}
	return formula.KindExpr
}
