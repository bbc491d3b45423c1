package parser

// This file implements the conversion of ANTLR parse trees into ast nodes.
// Every getter of a parse-tree context may return nil after a syntax error;
// the converter then produces Bad nodes instead of failing.

import (
	"strconv"
	"strings"

	"github.com/antlr4-go/antlr/v4"

	"paraverify/grammar"
	"paraverify/murphi/ast"
	"paraverify/murphi/source"
)

type converter struct {
	path string
	errs source.ErrorList
}

func (c *converter) tokPos(t antlr.Token) source.Pos {
	if t == nil {
		return source.Pos{File: c.path, Line: 1, Col: 1}
	}
	return source.Pos{File: c.path, Line: t.GetLine(), Col: t.GetColumn() + 1}
}

func (c *converter) ctxPos(ctx antlr.ParserRuleContext) source.Pos {
	if ctx == nil {
		return source.Pos{File: c.path, Line: 1, Col: 1}
	}
	return c.tokPos(ctx.GetStart())
}

func (c *converter) ident(t antlr.Token) *ast.Ident {
	if t == nil {
		return &ast.Ident{NamePos: c.tokPos(nil), Name: ast.BadName}
	}
	if strings.HasPrefix(t.GetText(), "<missing") {
		// a token conjured by ANTLR's error recovery; already reported
		return &ast.Ident{NamePos: c.tokPos(t), Name: ast.BadName}
	}
	return &ast.Ident{NamePos: c.tokPos(t), Name: predeclared(t.GetText())}
}

// predeclared spells the predeclared names boolean, true and false in lower
// case: like keywords, and unlike other names, CMurphi reads them in any
// letter case (TRUE, Boolean).
func predeclared(name string) string {
	switch len(name) {
	case 4, 5, 7:
		if l := strings.ToLower(name); l == "true" || l == "false" || l == "boolean" {
			return l
		}
	}
	return name
}

func (c *converter) idents(ts []antlr.Token) []*ast.Ident {
	out := make([]*ast.Ident, 0, len(ts))
	for _, t := range ts {
		out = append(out, c.ident(t))
	}
	return out
}

// str returns the contents of a string literal token.
func str(t antlr.Token) string {
	if t == nil {
		return ""
	}
	s := t.GetText()
	if len(s) >= 2 && s[0] == '"' && s[len(s)-1] == '"' {
		return s[1 : len(s)-1]
	}
	return s
}

// ---------------------------------------------------------------------------
// Program and declarations

func (c *converter) program(tree grammar.IProgramContext, f *ast.File) {
	if tree == nil {
		return
	}
	for _, ch := range tree.GetChildren() {
		switch ch := ch.(type) {
		case grammar.ITopDeclContext:
			f.Decls = append(f.Decls, c.topDecl(ch)...)
		case grammar.IRule_Context:
			if r := c.rule(ch); r != nil {
				f.Rules = append(f.Rules, r)
			}
		}
	}
}

func (c *converter) topDecl(ctx grammar.ITopDeclContext) []ast.Decl {
	switch ctx := ctx.(type) {
	case *grammar.ConstSectionContext:
		return c.constDecls(ctx.GetConsts())
	case *grammar.TypeSectionContext:
		return c.typeDecls(ctx.GetTypes())
	case *grammar.VarSectionContext:
		return c.varDecls(ctx.GetVars())
	case *grammar.ProcSectionContext:
		if d := c.procDecl(ctx.GetP()); d != nil {
			return []ast.Decl{d}
		}
	}
	return nil
}

func (c *converter) constDecls(cs []grammar.IConstDeclContext) []ast.Decl {
	var out []ast.Decl
	for _, d := range cs {
		if d == nil {
			continue
		}
		// `A, B : 1` declares each name with its own copy of the value
		for _, name := range d.GetNames() {
			if name != nil {
				out = append(out, &ast.ConstDecl{Name: c.ident(name), Value: c.expr(d.GetValue())})
			}
		}
	}
	return out
}

func (c *converter) typeDecls(ts []grammar.ITypeDeclContext) []ast.Decl {
	var out []ast.Decl
	for _, d := range ts {
		if d == nil || d.GetName() == nil {
			continue
		}
		out = append(out, &ast.TypeDecl{Name: c.ident(d.GetName()), Type: c.typeExpr(d.GetT())})
	}
	return out
}

func (c *converter) varDecls(vs []grammar.IVarDeclContext) []ast.Decl {
	var out []ast.Decl
	for _, d := range vs {
		if d == nil || len(d.GetNames()) == 0 {
			continue
		}
		out = append(out, &ast.VarDecl{Names: c.idents(d.GetNames()), Type: c.typeExpr(d.GetT())})
	}
	return out
}

func (c *converter) localDecls(ls []grammar.ILocalDeclsContext) []ast.Decl {
	var out []ast.Decl
	for _, l := range ls {
		switch l := l.(type) {
		case *grammar.LocalConstsContext:
			out = append(out, c.constDecls(l.GetConsts())...)
		case *grammar.LocalTypesContext:
			out = append(out, c.typeDecls(l.GetTypes())...)
		case *grammar.LocalVarsContext:
			out = append(out, c.varDecls(l.GetVars())...)
		}
	}
	return out
}

func (c *converter) formals(fs []grammar.IFormalContext) []*ast.Param {
	var out []*ast.Param
	for _, f := range fs {
		if f == nil || len(f.GetNames()) == 0 {
			continue
		}
		p := &ast.Param{Names: c.idents(f.GetNames()), Type: c.typeExpr(f.GetT())}
		p.VarPos = p.Names[0].Pos()
		if f.GetV() != nil {
			p.Var = true
			p.VarPos = c.tokPos(f.GetV())
		}
		out = append(out, p)
	}
	return out
}

func (c *converter) procDecl(ctx grammar.IProcDeclContext) ast.Decl {
	switch ctx := ctx.(type) {
	case *grammar.ProcedureContext:
		d := &ast.ProcDecl{ProcPos: c.tokPos(ctx.GetKw()), Name: c.ident(ctx.GetName()), Params: c.formals(ctx.GetParams())}
		d.Decls, d.Body = c.procBody(ctx.GetBody())
		return d
	case *grammar.FunctionContext:
		d := &ast.ProcDecl{ProcPos: c.tokPos(ctx.GetKw()), Name: c.ident(ctx.GetName()), Params: c.formals(ctx.GetParams())}
		d.Result = c.typeExpr(ctx.GetResult())
		d.Decls, d.Body = c.procBody(ctx.GetBody())
		return d
	}
	return nil
}

func (c *converter) procBody(ctx grammar.IProcBodyContext) ([]ast.Decl, []ast.Stmt) {
	if ctx == nil {
		return nil, nil
	}
	return c.localDecls(ctx.GetDecls()), c.stmtList(ctx.GetStmts())
}

func (c *converter) ruleBody(ctx grammar.IRuleBodyContext) ([]ast.Decl, []ast.Stmt) {
	if ctx == nil {
		return nil, nil
	}
	return c.localDecls(ctx.GetDecls()), c.stmtList(ctx.GetStmts())
}

// ---------------------------------------------------------------------------
// Types

func (c *converter) typeExpr(ctx grammar.ITypeExprContext) ast.TypeExpr {
	switch ctx := ctx.(type) {
	case *grammar.NamedTypeContext:
		return &ast.NamedType{Name: c.ident(ctx.GetName())}
	case *grammar.SubrangeTypeContext:
		return &ast.SubrangeType{Lo: c.expr(ctx.GetLo()), Hi: c.expr(ctx.GetHi())}
	case *grammar.EnumTypeContext:
		return &ast.EnumType{EnumPos: c.tokPos(ctx.GetKw()), Values: c.idents(ctx.GetValues())}
	case *grammar.ScalarsetTypeContext:
		return &ast.ScalarsetType{ScalarsetPos: c.tokPos(ctx.GetKw()), Size: c.expr(ctx.GetSize())}
	case *grammar.RecordTypeContext:
		r := &ast.RecordType{RecordPos: c.tokPos(ctx.GetKw())}
		for _, f := range ctx.GetFields() {
			if f == nil || len(f.GetNames()) == 0 {
				continue
			}
			r.Fields = append(r.Fields, &ast.Field{Names: c.idents(f.GetNames()), Type: c.typeExpr(f.GetT())})
		}
		return r
	case *grammar.ArrayTypeContext:
		// array [A, B] of T == array [A] of array [B] of T
		idx := ctx.GetIndex()
		var t ast.TypeExpr = c.typeExpr(ctx.GetElem())
		for i := len(idx) - 1; i >= 0; i-- {
			t = &ast.ArrayType{ArrayPos: c.tokPos(ctx.GetKw()), Index: c.typeExpr(idx[i]), Elem: t}
		}
		if len(idx) == 0 {
			t = &ast.ArrayType{ArrayPos: c.tokPos(ctx.GetKw()), Index: c.badType(c.tokPos(ctx.GetKw())), Elem: t}
		}
		return t
	case *grammar.UnionTypeContext:
		u := &ast.UnionType{UnionPos: c.tokPos(ctx.GetKw())}
		for _, m := range ctx.GetMembers() {
			u.Members = append(u.Members, c.typeExpr(m))
		}
		return u
	case *grammar.RealTypeContext:
		return &ast.RealType{RealPos: c.tokPos(ctx.GetKw()), Precision: c.expr(ctx.GetPrec()), Exponent: c.expr(ctx.GetExp())}
	case *grammar.MultisetTypeContext:
		return &ast.MultisetType{MultisetPos: c.tokPos(ctx.GetKw()), Size: c.expr(ctx.GetSize()), Elem: c.typeExpr(ctx.GetElem())}
	}
	var pos source.Pos
	if ctx != nil && ctx.GetStart() != nil {
		pos = c.ctxPos(ctx)
	} else {
		pos = c.tokPos(nil)
	}
	return c.badType(pos)
}

// badType stands for a type that could not be converted: a reference to a
// name no model can declare, so that the checker stays quiet about it.
func (c *converter) badType(pos source.Pos) ast.TypeExpr {
	return &ast.NamedType{Name: &ast.Ident{NamePos: pos, Name: ast.BadName}}
}

// ---------------------------------------------------------------------------
// Statements

func (c *converter) stmtList(ctx grammar.IStmtListContext) []ast.Stmt {
	if ctx == nil {
		return nil
	}
	var out []ast.Stmt
	for _, s := range ctx.GetStmts() {
		if s == nil {
			continue
		}
		if st := c.stmt(s); st != nil {
			out = append(out, st)
		}
	}
	return out
}

func (c *converter) stmt(ctx grammar.IStmtContext) ast.Stmt {
	switch ctx := ctx.(type) {
	case *grammar.AssignStmtContext:
		if ctx.GetU() != nil {
			// x := undefined is undefine x (CMurphi's "undefined" extension)
			x := c.designator(ctx.GetLhs())
			return &ast.Undefine{KwPos: x.Pos(), X: x}
		}
		return &ast.Assign{LHS: c.designator(ctx.GetLhs()), RHS: c.expr(ctx.GetRhs())}
	case *grammar.IfStmtContext:
		s := &ast.If{Arms: []*ast.IfArm{{KwPos: c.tokPos(ctx.GetKw()), Cond: c.expr(ctx.GetCond()), Body: c.stmtList(ctx.GetThen())}}}
		for _, e := range ctx.GetElifs() {
			if e == nil {
				continue
			}
			s.Arms = append(s.Arms, &ast.IfArm{KwPos: c.tokPos(e.GetKw()), Cond: c.expr(e.GetCond()), Body: c.stmtList(e.GetBody())})
		}
		if ctx.ELSE() != nil {
			s.HasElse = true
			s.Else = c.stmtList(ctx.GetEls())
		}
		return s
	case *grammar.SwitchStmtContext:
		s := &ast.Switch{KwPos: c.tokPos(ctx.GetKw()), X: c.expr(ctx.GetX())}
		for _, a := range ctx.GetCases() {
			if a == nil {
				continue
			}
			cs := &ast.Case{KwPos: c.tokPos(a.GetKw()), Body: c.stmtList(a.GetBody())}
			for _, v := range a.GetValues() {
				cs.Values = append(cs.Values, c.expr(v))
			}
			s.Cases = append(s.Cases, cs)
		}
		if ctx.ELSE() != nil {
			s.HasElse = true
			s.Else = c.stmtList(ctx.GetEls())
		}
		return s
	case *grammar.ForStmtContext:
		// for i : A; j : B do S end == for i : A do for j : B do S end end
		kw := c.tokPos(ctx.GetKw())
		qs := c.quantifiers(ctx.GetQs(), kw)
		body := c.stmtList(ctx.GetBody())
		for i := len(qs) - 1; i > 0; i-- {
			body = []ast.Stmt{&ast.For{KwPos: qs[i].Pos(), Quant: qs[i], Body: body}}
		}
		return &ast.For{KwPos: kw, Quant: qs[0], Body: body}
	case *grammar.WhileStmtContext:
		return &ast.While{KwPos: c.tokPos(ctx.GetKw()), Cond: c.expr(ctx.GetCond()), Body: c.stmtList(ctx.GetBody())}
	case *grammar.AliasStmtContext:
		return &ast.AliasStmt{KwPos: c.tokPos(ctx.GetKw()), Aliases: c.aliases(ctx.GetAliases()), Body: c.stmtList(ctx.GetBody())}
	case *grammar.CallStmtContext:
		return &ast.CallStmt{Proc: c.ident(ctx.GetName()), Args: c.actuals(ctx.GetArgs())}
	case *grammar.MultisetAddStmtContext:
		return &ast.MultisetAdd{KwPos: c.tokPos(ctx.GetKw()), X: c.designator(ctx.GetX()), MS: c.designator(ctx.GetMs())}
	case *grammar.MultisetRemoveStmtContext:
		return &ast.MultisetRemove{KwPos: c.tokPos(ctx.GetKw()), Index: c.expr(ctx.GetIdx()), MS: c.designator(ctx.GetMs())}
	case *grammar.MultisetRemovePredStmtContext:
		return &ast.MultisetRemovePred{KwPos: c.tokPos(ctx.GetKw()), Var: c.ident(ctx.GetName()), MS: c.designator(ctx.GetMs()), Cond: c.expr(ctx.GetCond())}
	case *grammar.ClearStmtContext:
		return &ast.Clear{KwPos: c.tokPos(ctx.GetKw()), X: c.designator(ctx.GetX())}
	case *grammar.UndefineStmtContext:
		return &ast.Undefine{KwPos: c.tokPos(ctx.GetKw()), X: c.designator(ctx.GetX())}
	case *grammar.ErrorStmtContext:
		return &ast.ErrorStmt{KwPos: c.tokPos(ctx.GetKw()), Msg: str(ctx.GetMsg())}
	case *grammar.AssertStmtContext:
		msg := ctx.GetMsg()
		if msg == nil {
			msg = ctx.GetPre() // `assert "message" cond`, as Rumur writes it
		}
		return &ast.Assert{KwPos: c.tokPos(ctx.GetKw()), Cond: c.expr(ctx.GetCond()), Msg: str(msg)}
	case *grammar.PutStmtContext:
		p := &ast.Put{KwPos: c.tokPos(ctx.GetKw())}
		if ctx.GetS() != nil {
			p.X = &ast.StringLit{ValuePos: c.tokPos(ctx.GetS()), Value: str(ctx.GetS())}
		} else {
			p.X = c.expr(ctx.GetX())
		}
		return p
	case *grammar.ReturnStmtContext:
		r := &ast.Return{KwPos: c.tokPos(ctx.GetKw())}
		if ctx.GetX() != nil {
			r.X = c.expr(ctx.GetX())
		}
		return r
	}
	if ctx != nil && ctx.GetStart() != nil {
		return &ast.BadStmt{At: c.ctxPos(ctx)}
	}
	return nil
}

func (c *converter) aliases(as []grammar.IAliasDeclContext) []*ast.Alias {
	var out []*ast.Alias
	for _, a := range as {
		if a == nil || a.GetName() == nil {
			continue
		}
		out = append(out, &ast.Alias{Name: c.ident(a.GetName()), X: c.expr(a.GetX())})
	}
	return out
}

// quantifiers converts a nonempty quantifier list (a missing one after a
// syntax error becomes one bad quantifier).
func (c *converter) quantifiers(qs []grammar.IQuantifierContext, at source.Pos) []*ast.Quantifier {
	var out []*ast.Quantifier
	for _, q := range qs {
		out = append(out, c.quantifier(q, at))
	}
	if len(out) == 0 {
		out = append(out, c.quantifier(nil, at))
	}
	return out
}

// quantExpr converts forall/exists with one or more quantifiers; several
// nest, the first outermost (forall i : A; j : B do e == forall i : A do
// forall j : B do e).
func (c *converter) quantExpr(forall bool, kwTok antlr.Token, qctx []grammar.IQuantifierContext, body grammar.IExprContext) ast.Expr {
	kw := c.tokPos(kwTok)
	qs := c.quantifiers(qctx, kw)
	e := c.expr(body)
	for i := len(qs) - 1; i > 0; i-- {
		e = &ast.QuantExpr{KwPos: qs[i].Pos(), Forall: forall, Quant: qs[i], Body: e}
	}
	return &ast.QuantExpr{KwPos: kw, Forall: forall, Quant: qs[0], Body: e}
}

func (c *converter) quantifier(ctx grammar.IQuantifierContext, at source.Pos) *ast.Quantifier {
	switch ctx := ctx.(type) {
	case *grammar.TypeQuantContext:
		return &ast.Quantifier{Var: c.ident(ctx.GetName()), Type: c.typeExpr(ctx.GetT())}
	case *grammar.RangeQuantContext:
		q := &ast.Quantifier{Var: c.ident(ctx.GetName()), From: c.expr(ctx.GetFrom()), To: c.expr(ctx.GetTo())}
		if ctx.GetBy() != nil {
			q.By = c.expr(ctx.GetBy())
		}
		return q
	}
	return &ast.Quantifier{Var: &ast.Ident{NamePos: at, Name: ast.BadName}, Type: c.badType(at)}
}

// ---------------------------------------------------------------------------
// Rules

func (c *converter) rule(ctx grammar.IRule_Context) ast.Rule {
	switch ctx := ctx.(type) {
	case *grammar.SimpleRuleContext:
		r := &ast.SimpleRule{KwPos: c.tokPos(ctx.GetKw()), Name: str(ctx.GetName())}
		if ctx.GetPrio() != nil {
			r.Priority = c.intLit(ctx.GetPrio())
		}
		if ctx.GetGuard() != nil {
			r.Guard = c.expr(ctx.GetGuard())
		}
		r.Decls, r.Body = c.ruleBody(ctx.GetBody())
		return r
	case *grammar.StartStateContext:
		r := &ast.StartState{KwPos: c.tokPos(ctx.GetKw()), Name: str(ctx.GetName())}
		r.Decls, r.Body = c.ruleBody(ctx.GetBody())
		return r
	case *grammar.InvariantRuleContext:
		name := ctx.GetName()
		if name == nil {
			name = ctx.GetAfter() // `invariant cond "name"`, as Rumur writes it
		}
		return &ast.Invariant{KwPos: c.tokPos(ctx.GetKw()), Name: str(name), Cond: c.expr(ctx.GetCond())}
	case *grammar.RulesetContext:
		r := &ast.Ruleset{KwPos: c.tokPos(ctx.GetKw())}
		for _, q := range ctx.GetQs() {
			r.Params = append(r.Params, c.quantifier(q, r.KwPos))
		}
		r.Rules = c.ruleList(ctx.GetRules())
		return r
	case *grammar.AliasRuleContext:
		return &ast.AliasRule{KwPos: c.tokPos(ctx.GetKw()), Aliases: c.aliases(ctx.GetAliases()), Rules: c.ruleList(ctx.GetRules())}
	case *grammar.ChooseRuleContext:
		return &ast.Choose{KwPos: c.tokPos(ctx.GetKw()), Var: c.ident(ctx.GetName()), MS: c.designator(ctx.GetMs()), Rules: c.ruleList(ctx.GetRules())}
	}
	return nil
}

func (c *converter) ruleList(ls []grammar.IRuleListContext) []ast.Rule {
	var out []ast.Rule
	for _, l := range ls {
		if l == nil {
			continue
		}
		for _, it := range l.GetItems() {
			if r := c.rule(it); r != nil {
				out = append(out, r)
			}
		}
	}
	return out
}

// ---------------------------------------------------------------------------
// Expressions

func (c *converter) exprs(es []grammar.IExprContext) []ast.Expr {
	out := make([]ast.Expr, 0, len(es))
	for _, e := range es {
		out = append(out, c.expr(e))
	}
	return out
}

// actuals converts actual parameters: expressions and `undefined`.
func (c *converter) actuals(as []grammar.IActualContext) []ast.Expr {
	out := make([]ast.Expr, 0, len(as))
	for _, a := range as {
		switch {
		case a == nil:
			out = append(out, c.bad(nil))
		case a.GetU() != nil:
			out = append(out, &ast.UndefinedLit{ValuePos: c.tokPos(a.GetU())})
		default:
			out = append(out, c.expr(a.GetX()))
		}
	}
	return out
}

func (c *converter) bad(ctx antlr.ParserRuleContext) ast.Expr {
	if ctx != nil && ctx.GetStart() != nil {
		return &ast.BadExpr{At: c.ctxPos(ctx)}
	}
	return &ast.BadExpr{At: c.tokPos(nil)}
}

func (c *converter) expr(ctx grammar.IExprContext) ast.Expr {
	switch ctx := ctx.(type) {
	case *grammar.IntLitContext:
		if ctx.GetV() == nil {
			return c.bad(ctx)
		}
		return c.intLit(ctx.GetV())
	case *grammar.RealLitContext:
		if ctx.GetV() == nil {
			return c.bad(ctx)
		}
		t := ctx.GetV()
		v, err := strconv.ParseFloat(t.GetText(), 64)
		if err != nil {
			c.errorf(c.tokPos(t), "real literal %s out of range", t.GetText())
			return &ast.BadExpr{At: c.tokPos(t)}
		}
		return &ast.RealLit{ValuePos: c.tokPos(t), Value: v, Text: t.GetText()}
	case *grammar.ParenExprContext:
		return &ast.Paren{LParen: c.ctxPos(ctx), X: c.expr(ctx.GetX())}
	case *grammar.ForallExprContext:
		return c.quantExpr(true, ctx.GetKw(), ctx.GetQs(), ctx.GetBody())
	case *grammar.ExistsExprContext:
		return c.quantExpr(false, ctx.GetKw(), ctx.GetQs(), ctx.GetBody())
	case *grammar.IsUndefinedExprContext:
		return &ast.IsUndefined{KwPos: c.tokPos(ctx.GetKw()), X: c.expr(ctx.GetX())}
	case *grammar.IsMemberExprContext:
		return &ast.IsMember{KwPos: c.tokPos(ctx.GetKw()), X: c.expr(ctx.GetX()), Type: c.typeExpr(ctx.GetT())}
	case *grammar.MultisetCountExprContext:
		return &ast.MultisetCount{KwPos: c.tokPos(ctx.GetKw()), Var: c.ident(ctx.GetName()), MS: c.designator(ctx.GetMs()), Cond: c.expr(ctx.GetCond())}
	case *grammar.CallExprContext:
		return &ast.Call{Func: c.ident(ctx.GetName()), Args: c.actuals(ctx.GetArgs())}
	case *grammar.DesignatorExprContext:
		return c.designator(ctx.GetD())
	case *grammar.SignOpContext:
		op := ast.OpNeg
		if ctx.GetOp() != nil && ctx.GetOp().GetText() == "+" {
			op = ast.OpPlus
		}
		return &ast.Unary{OpPos: c.tokPos(ctx.GetOp()), Op: op, X: c.expr(ctx.GetX())}
	case *grammar.NotOpContext:
		return &ast.Unary{OpPos: c.tokPos(ctx.GetOp()), Op: ast.OpNot, X: c.expr(ctx.GetX())}
	case *grammar.MulOpContext:
		return c.binary(ctx.GetX(), ctx.GetOp(), ctx.GetY())
	case *grammar.AddOpContext:
		return c.binary(ctx.GetX(), ctx.GetOp(), ctx.GetY())
	case *grammar.CmpOpContext:
		if _, chained := ctx.GetX().(*grammar.CmpOpContext); chained && ctx.GetOp() != nil {
			c.errorf(c.tokPos(ctx.GetOp()), "syntax error: comparison operators do not chain (use parentheses)")
		}
		return c.binary(ctx.GetX(), ctx.GetOp(), ctx.GetY())
	case *grammar.AndOpContext:
		return c.binary(ctx.GetX(), ctx.GetOp(), ctx.GetY())
	case *grammar.OrOpContext:
		return c.binary(ctx.GetX(), ctx.GetOp(), ctx.GetY())
	case *grammar.ImpliesOpContext:
		return c.binary(ctx.GetX(), ctx.GetOp(), ctx.GetY())
	case *grammar.CondOpContext:
		return &ast.CondExpr{Cond: c.expr(ctx.GetCond()), Then: c.expr(ctx.GetThen()), Else: c.expr(ctx.GetEls())}
	}
	return c.bad(nil)
}

// binary converts a binary operation x op y.
func (c *converter) binary(x grammar.IExprContext, op antlr.Token, y grammar.IExprContext) ast.Expr {
	bx := c.expr(x)
	if op == nil {
		return bx
	}
	return &ast.Binary{X: bx, OpPos: c.tokPos(op), Op: binOp(op.GetText()), Y: c.expr(y)}
}

func binOp(s string) ast.Op {
	switch s {
	case "->":
		return ast.OpImplies
	case "|":
		return ast.OpOr
	case "&":
		return ast.OpAnd
	case "=":
		return ast.OpEq
	case "!=":
		return ast.OpNeq
	case "<":
		return ast.OpLt
	case "<=":
		return ast.OpLe
	case ">":
		return ast.OpGt
	case ">=":
		return ast.OpGe
	case "+":
		return ast.OpAdd
	case "-":
		return ast.OpSub
	case "*":
		return ast.OpMul
	case "/":
		return ast.OpDiv
	case "%":
		return ast.OpMod
	}
	return ast.OpInvalid
}

func (c *converter) intLit(t antlr.Token) ast.Expr {
	text, base := t.GetText(), 10
	if len(text) > 2 && (text[1] == 'x' || text[1] == 'X') {
		text, base = text[2:], 16 // Rumur's hexadecimal literals
	}
	v, err := strconv.ParseInt(text, base, 64)
	if err != nil {
		c.errorf(c.tokPos(t), "integer literal %s out of range", t.GetText())
		return &ast.BadExpr{At: c.tokPos(t)}
	}
	return &ast.IntLit{ValuePos: c.tokPos(t), Value: v}
}

func (c *converter) designator(ctx grammar.IDesignatorContext) ast.Expr {
	if ctx == nil || ctx.GetName() == nil {
		return c.bad(nil)
	}
	var x ast.Expr = c.ident(ctx.GetName())
	for _, s := range ctx.GetSels() {
		switch s := s.(type) {
		case *grammar.IndexSelContext:
			for _, i := range s.GetIdx() {
				x = &ast.Index{X: x, Index: c.expr(i)}
			}
		case *grammar.FieldSelContext:
			if s.GetField() == nil {
				return &ast.BadExpr{At: x.Pos()}
			}
			x = &ast.Selector{X: x, Name: c.ident(s.GetField())}
		}
	}
	return x
}
