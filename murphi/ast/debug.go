package ast

// This file implements Debug, an S-expression printer used by golden tests.

import (
	"fmt"
	"strconv"
	"strings"
)

// Debug returns an indented S-expression rendering of n: one node per line,
// `(Kind@line:col attributes` followed by its children, `)`. The output is
// deterministic and shows every node and its position.
func Debug(n Node) string {
	if isNilNode(n) {
		return "(nil)\n"
	}
	var b strings.Builder
	debug(&b, n, 0)
	return b.String()
}

func debug(b *strings.Builder, n Node, depth int) {
	b.WriteString(strings.Repeat("  ", depth))
	name := strings.TrimPrefix(fmt.Sprintf("%T", n), "*ast.")
	p := n.Pos()
	fmt.Fprintf(b, "(%s@%d:%d", name, p.Line, p.Col)
	if a := attrs(n); a != "" {
		b.WriteString(" " + a)
	}
	var kids []Node
	eachChild(n, func(c Node) { kids = append(kids, c) })
	if len(kids) == 0 {
		b.WriteString(")\n")
		return
	}
	b.WriteString("\n")
	for _, k := range kids {
		debug(b, k, depth+1)
	}
	b.WriteString(strings.Repeat("  ", depth) + ")\n")
}

// attrs renders the non-node fields of n.
func attrs(n Node) string {
	switch n := n.(type) {
	case *File:
		return strconv.Quote(n.Path)
	case *Ident:
		return n.Name
	case *IntLit:
		return strconv.FormatInt(n.Value, 10)
	case *StringLit:
		return strconv.Quote(n.Value)
	case *RealLit:
		return n.Text
	case *Unary:
		return n.Op.String()
	case *Binary:
		return n.Op.String()
	case *Param:
		if n.Var {
			return "var"
		}
	case *ProcDecl:
		if n.Result != nil {
			return "function"
		}
		return "procedure"
	case *QuantExpr:
		if n.Forall {
			return "forall"
		}
		return "exists"
	case *If:
		if n.HasElse {
			return "else"
		}
	case *Switch:
		if n.HasElse {
			return "else"
		}
	case *ErrorStmt:
		return strconv.Quote(n.Msg)
	case *Assert:
		if n.Msg != "" {
			return strconv.Quote(n.Msg)
		}
	case *SimpleRule:
		return strconv.Quote(n.Name)
	case *StartState:
		return strconv.Quote(n.Name)
	case *Invariant:
		return strconv.Quote(n.Name)
	}
	return ""
}
