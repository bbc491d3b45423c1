// Package format prints Murphi syntax trees as Murphi source text.
package format

// The printed text parses back to the same tree up to parentheses (they
// are placed where precedence needs them) and declaration grouping; the
// lowered model is shown this way (`paraverify lower`, golden tests).

import (
	"fmt"
	"strconv"
	"strings"

	"paraverify/murphi/ast"
)

// File returns f as Murphi source text.
func File(f *ast.File) string {
	p := &printer{}
	p.decls(f.Decls)
	for _, r := range f.Rules {
		p.rule(r)
		p.line(";")
		p.nl()
	}
	return p.b.String()
}

type printer struct {
	b      strings.Builder
	indent int
	bol    bool // at the beginning of a line
}

func (p *printer) printf(format string, args ...any) {
	if p.bol {
		p.b.WriteString(strings.Repeat("  ", p.indent))
		p.bol = false
	}
	fmt.Fprintf(&p.b, format, args...)
}

// line prints text and ends the line.
func (p *printer) line(text string) {
	p.printf("%s", text)
	p.nl()
}

func (p *printer) nl() {
	p.b.WriteByte('\n')
	p.bol = true
}

func (p *printer) decls(ds []ast.Decl) {
	var section string
	for _, d := range ds {
		want := ""
		switch d.(type) {
		case *ast.ConstDecl:
			want = "const"
		case *ast.TypeDecl:
			want = "type"
		case *ast.VarDecl:
			want = "var"
		}
		if want != section {
			if section != "" {
				p.indent--
			}
			if want != "" {
				p.line(want)
				p.indent++
			}
			section = want
		}
		switch d := d.(type) {
		case *ast.ConstDecl:
			p.printf("%s : %s;", d.Name.Name, expr(d.Value))
			p.nl()
		case *ast.TypeDecl:
			p.printf("%s : ", d.Name.Name)
			p.typeExpr(d.Type)
			p.line(";")
		case *ast.VarDecl:
			p.printf("%s : ", names(d.Names))
			p.typeExpr(d.Type)
			p.line(";")
		case *ast.ProcDecl:
			p.proc(d)
		}
	}
	if section != "" {
		p.indent--
	}
}

func names(ids []*ast.Ident) string {
	var out []string
	for _, id := range ids {
		out = append(out, id.Name)
	}
	return strings.Join(out, ", ")
}

func (p *printer) proc(d *ast.ProcDecl) {
	kw := "procedure"
	if d.Result != nil {
		kw = "function"
	}
	var params []string
	for _, g := range d.Params {
		s := names(g.Names) + " : " + typeString(g.Type)
		if g.Var {
			s = "var " + s
		}
		params = append(params, s)
	}
	p.printf("%s %s(%s)", kw, d.Name.Name, strings.Join(params, "; "))
	if d.Result != nil {
		p.printf(" : %s", typeString(d.Result))
	}
	p.line(";")
	p.body(d.Decls, d.Body, true)
	p.line("end;")
}

// body prints local declarations, `begin` and the statements.
func (p *printer) body(decls []ast.Decl, stmts []ast.Stmt, begin bool) {
	if len(decls) > 0 {
		p.decls(decls)
	}
	if begin || len(decls) > 0 {
		p.line("begin")
	}
	p.indent++
	p.stmts(stmts)
	p.indent--
}

func typeString(te ast.TypeExpr) string {
	p := &printer{}
	p.typeExpr(te)
	return p.b.String()
}

func (p *printer) typeExpr(te ast.TypeExpr) {
	switch t := te.(type) {
	case *ast.NamedType:
		p.printf("%s", t.Name.Name)
	case *ast.SubrangeType:
		p.printf("%s..%s", expr(t.Lo), expr(t.Hi))
	case *ast.EnumType:
		p.printf("enum { %s }", names(t.Values))
	case *ast.ScalarsetType:
		p.printf("scalarset(%s)", expr(t.Size))
	case *ast.ArrayType:
		p.printf("array [")
		p.typeExpr(t.Index)
		p.printf("] of ")
		p.typeExpr(t.Elem)
	case *ast.RecordType:
		p.line("record")
		p.indent++
		for _, f := range t.Fields {
			p.printf("%s : ", names(f.Names))
			p.typeExpr(f.Type)
			p.line(";")
		}
		p.indent--
		p.printf("end")
	case *ast.UnionType:
		var ms []string
		for _, m := range t.Members {
			ms = append(ms, typeString(m))
		}
		p.printf("union { %s }", strings.Join(ms, ", "))
	case *ast.RealType:
		p.printf("real(%s, %s)", expr(t.Precision), expr(t.Exponent))
	case *ast.MultisetType:
		p.printf("multiset [%s] of ", expr(t.Size))
		p.typeExpr(t.Elem)
	default:
		// only in a tree with errors reported (the parser's bad types
		// are named types called ast.BadName)
		p.printf("<bad type %T>", te)
	}
}

func (p *printer) stmts(ss []ast.Stmt) {
	for _, s := range ss {
		p.stmt(s)
	}
}

func (p *printer) stmt(s ast.Stmt) {
	switch s := s.(type) {
	case *ast.Assign:
		p.line(expr(s.LHS) + " := " + expr(s.RHS) + ";")
	case *ast.If:
		for i, arm := range s.Arms {
			kw := "if"
			if i > 0 {
				kw = "elsif"
			}
			p.line(kw + " " + expr(arm.Cond) + " then")
			p.indent++
			p.stmts(arm.Body)
			p.indent--
		}
		if s.HasElse || len(s.Else) > 0 {
			p.line("else")
			p.indent++
			p.stmts(s.Else)
			p.indent--
		}
		p.line("end;")
	case *ast.Switch:
		p.line("switch " + expr(s.X))
		for _, c := range s.Cases {
			var vs []string
			for _, v := range c.Values {
				vs = append(vs, expr(v))
			}
			p.line("case " + strings.Join(vs, ", ") + ":")
			p.indent++
			p.stmts(c.Body)
			p.indent--
		}
		if s.HasElse || len(s.Else) > 0 {
			p.line("else")
			p.indent++
			p.stmts(s.Else)
			p.indent--
		}
		p.line("end;")
	case *ast.For:
		p.line("for " + quant(s.Quant) + " do")
		p.indent++
		p.stmts(s.Body)
		p.indent--
		p.line("end;")
	case *ast.While:
		p.line("while " + expr(s.Cond) + " do")
		p.indent++
		p.stmts(s.Body)
		p.indent--
		p.line("end;")
	case *ast.AliasStmt:
		p.line("alias " + aliases(s.Aliases) + " do")
		p.indent++
		p.stmts(s.Body)
		p.indent--
		p.line("end;")
	case *ast.CallStmt:
		p.line(s.Proc.Name + "(" + exprList(s.Args) + ");")
	case *ast.Clear:
		p.line("clear " + expr(s.X) + ";")
	case *ast.Undefine:
		p.line("undefine " + expr(s.X) + ";")
	case *ast.ErrorStmt:
		p.line("error " + quote(s.Msg) + ";")
	case *ast.Assert:
		if s.Msg != "" {
			p.line("assert " + expr(s.Cond) + " " + quote(s.Msg) + ";")
		} else {
			p.line("assert " + expr(s.Cond) + ";")
		}
	case *ast.Put:
		p.line("put " + expr(s.X) + ";")
	case *ast.Return:
		if s.X != nil {
			p.line("return " + expr(s.X) + ";")
		} else {
			p.line("return;")
		}
	case *ast.MultisetAdd:
		p.line("multisetadd(" + expr(s.X) + ", " + expr(s.MS) + ");")
	case *ast.MultisetRemove:
		p.line("multisetremove(" + expr(s.Index) + ", " + expr(s.MS) + ");")
	case *ast.MultisetRemovePred:
		p.line("multisetremovepred(" + s.Var.Name + " : " + expr(s.MS) + ", " + expr(s.Cond) + ");")
	default:
		// *ast.BadStmt: only in a tree with errors reported
		p.line(fmt.Sprintf("<bad statement %T>;", s))
	}
}

// quote writes a Murphi string literal: the text between the quotes is
// kept as it was written (Murphi has no escapes to undo).
func quote(s string) string { return `"` + s + `"` }

func aliases(as []*ast.Alias) string {
	var out []string
	for _, a := range as {
		out = append(out, a.Name.Name+" : "+expr(a.X))
	}
	return strings.Join(out, "; ")
}

func quant(q *ast.Quantifier) string {
	if q.Type != nil {
		return q.Var.Name + " : " + typeString(q.Type)
	}
	s := q.Var.Name + " := " + expr(q.From) + " to " + expr(q.To)
	if q.By != nil {
		s += " by " + expr(q.By)
	}
	return s
}

func (p *printer) rule(r ast.Rule) {
	switch r := r.(type) {
	case *ast.SimpleRule:
		p.printf("rule")
		if r.Priority != nil {
			p.printf(" %s", expr(r.Priority))
		}
		if r.Name != "" {
			p.printf(" %s", quote(r.Name))
		}
		p.nl()
		p.indent++
		if r.Guard != nil {
			p.line(expr(r.Guard))
		}
		p.indent--
		if r.Guard != nil {
			p.line("==>")
		}
		p.body(r.Decls, r.Body, true)
		p.printf("end")
	case *ast.StartState:
		p.printf("startstate")
		if r.Name != "" {
			p.printf(" %s", quote(r.Name))
		}
		p.nl()
		p.body(r.Decls, r.Body, true)
		p.printf("end")
	case *ast.Invariant:
		p.printf("invariant")
		if r.Name != "" {
			p.printf(" %s", quote(r.Name))
		}
		p.nl()
		p.indent++
		p.printf("%s", expr(r.Cond))
		p.indent--
	case *ast.Ruleset:
		var qs []string
		for _, q := range r.Params {
			qs = append(qs, quant(q))
		}
		p.line("ruleset " + strings.Join(qs, "; ") + " do")
		p.rules(r.Rules)
		p.printf("end")
	case *ast.AliasRule:
		p.line("alias " + aliases(r.Aliases) + " do")
		p.rules(r.Rules)
		p.printf("end")
	case *ast.Choose:
		p.line("choose " + r.Var.Name + " : " + expr(r.MS) + " do")
		p.rules(r.Rules)
		p.printf("end")
	default:
		p.printf("<bad rule %T>", r)
	}
}

func (p *printer) rules(rs []ast.Rule) {
	p.indent++
	for _, r := range rs {
		p.rule(r)
		p.line(";")
	}
	p.indent--
}

// ---------------------------------------------------------------------------
// Expressions

// Precedence levels, from the loosest: ?: binds loosest, then ->, |, &,
// !, the comparisons, + and -, * / %, and the unary signs.
func prec(e ast.Expr) int {
	switch e := e.(type) {
	case *ast.CondExpr:
		return 0
	case *ast.Binary:
		switch e.Op {
		case ast.OpImplies:
			return 1
		case ast.OpOr:
			return 2
		case ast.OpAnd:
			return 3
		case ast.OpAdd, ast.OpSub:
			return 6
		case ast.OpMul, ast.OpDiv, ast.OpMod:
			return 7
		}
		return 5 // comparisons
	case *ast.Unary:
		if e.Op == ast.OpNot {
			return 4
		}
		return 8
	}
	return 9
}

func exprList(es []ast.Expr) string {
	var out []string
	for _, e := range es {
		out = append(out, expr(e))
	}
	return strings.Join(out, ", ")
}

// Expr returns an expression as Murphi source text, with parentheses where
// precedence needs them.
func Expr(e ast.Expr) string { return expr(e) }

func expr(e ast.Expr) string {
	switch e := e.(type) {
	case *ast.Ident:
		return e.Name
	case *ast.IntLit:
		return strconv.FormatInt(e.Value, 10)
	case *ast.StringLit:
		return quote(e.Value)
	case *ast.Paren:
		return "(" + expr(e.X) + ")"
	case *ast.Unary:
		x := operand(e.X, prec(e))
		if u, ok := e.X.(*ast.Unary); ok && u.Op != ast.OpNot && e.Op != ast.OpNot {
			x = "(" + x + ")" // -(-a), not the comment --a
		}
		return e.Op.String() + x
	case *ast.Binary:
		pr := prec(e)
		// -> groups to the right, the other binary operators to the left;
		// comparisons do not chain.
		left, right := pr, pr+1
		switch {
		case e.Op == ast.OpImplies:
			left, right = pr+1, pr
		case pr == 5:
			left = pr + 1
		}
		y := operand(e.Y, right)
		if u, ok := e.Y.(*ast.Unary); ok && pr == 5 && u.Op == ast.OpNot && prec(u.X) == 9 {
			// x = !y: a negated atom on the right of a comparison reads
			// back as written (what follows binds more loosely than !)
			y = expr(u)
		}
		return operand(e.X, left) + " " + e.Op.String() + " " + y
	case *ast.CondExpr:
		return operand(e.Cond, 1) + " ? " + operand(e.Then, 1) + " : " + operand(e.Else, 0)
	case *ast.Index:
		return operand(e.X, 9) + "[" + expr(e.Index) + "]"
	case *ast.Selector:
		return operand(e.X, 9) + "." + e.Name.Name
	case *ast.Call:
		return e.Func.Name + "(" + exprList(e.Args) + ")"
	case *ast.QuantExpr:
		kw, end := "exists", "end"
		if e.Forall {
			kw = "forall"
		}
		return kw + " " + quant(e.Quant) + " do " + expr(e.Body) + " " + end
	case *ast.IsUndefined:
		return "isundefined(" + expr(e.X) + ")"
	case *ast.IsMember:
		return "ismember(" + expr(e.X) + ", " + typeString(e.Type) + ")"
	case *ast.MultisetCount:
		return "multisetcount(" + e.Var.Name + " : " + expr(e.MS) + ", " + expr(e.Cond) + ")"
	case *ast.RealLit:
		return realText(e)
	case *ast.UndefinedLit:
		return "undefined"
	}
	// *ast.BadExpr: only in a tree with errors reported
	return fmt.Sprintf("<bad expression %T>", e)
}

// realText is the literal as written, or (for a literal built by a
// rewrite) the shortest decimal with a fraction that reads back as its
// value.
func realText(e *ast.RealLit) string {
	if e.Text != "" {
		return e.Text
	}
	s := strconv.FormatFloat(e.Value, 'f', -1, 64)
	if !strings.Contains(s, ".") {
		s += ".0"
	}
	return s
}

// operand prints e as the operand of an operator that needs precedence
// min: parenthesized when e binds more loosely.
func operand(e ast.Expr, min int) string {
	s := expr(e)
	if prec(e) < min {
		return "(" + s + ")"
	}
	return s
}
