package rewrite

import (
	"fmt"
	"strings"

	"paraverify/murphi/ast"
	"paraverify/murphi/check"
	"paraverify/murphi/format"
	"paraverify/murphi/source"
)

// ---------------------------------------------------------------------------
// Names

// Namer hands out names that occur nowhere in the model.
type Namer struct {
	used map[string]bool
}

func NewNamer(f *ast.File) *Namer {
	n := &Namer{used: map[string]bool{}}
	ast.Inspect(f, func(x ast.Node) bool {
		if id, ok := x.(*ast.Ident); ok {
			n.used[strings.ToLower(id.Name)] = true
		}
		return true
	})
	return n
}

// fresh returns base, or base_1, base_2, ... when it is taken (Murphi
// keywords and names are compared without case here, to stay clear of
// both).
func (n *Namer) Fresh(base string) string {
	name := base
	for k := 1; n.used[strings.ToLower(name)] || keywords[strings.ToLower(name)]; k++ {
		name = fmt.Sprintf("%s_%d", base, k)
	}
	n.used[strings.ToLower(name)] = true
	return name
}

var keywords = map[string]bool{}

func init() {
	for _, k := range strings.Fields(`alias array assert begin boolean by case clear const do else elsif
		end endalias endexists endfor endforall endfunction endif endprocedure endrecord endrule
		endruleset endstartstate endswitch endwhile enum error exists false for forall function if
		invariant ismember isundefined of procedure put record return rule ruleset scalarset
		startstate switch then to traceuntil true type undefine union var while multiset
		multisetadd multisetcount multisetremove multisetremovepred choose interleaved`) {
		keywords[k] = true
	}
}

// ---------------------------------------------------------------------------
// Copying

// CopyExpr returns a deep copy of e. hook, when not nil, is asked first
// about every node: when it returns a replacement, the replacement is used
// as it is (not copied further).
func CopyExpr(e ast.Expr, hook func(ast.Expr) ast.Expr) ast.Expr {
	if e == nil {
		return nil
	}
	if hook != nil {
		if x := hook(e); x != nil {
			return x
		}
	}
	c := func(x ast.Expr) ast.Expr { return CopyExpr(x, hook) }
	switch e := e.(type) {
	case *ast.Ident:
		return &ast.Ident{NamePos: e.NamePos, Name: e.Name}
	case *ast.IntLit:
		x := *e
		return &x
	case *ast.StringLit:
		x := *e
		return &x
	case *ast.Unary:
		return &ast.Unary{OpPos: e.OpPos, Op: e.Op, X: c(e.X)}
	case *ast.Binary:
		return &ast.Binary{X: c(e.X), OpPos: e.OpPos, Op: e.Op, Y: c(e.Y)}
	case *ast.CondExpr:
		return &ast.CondExpr{Cond: c(e.Cond), Then: c(e.Then), Else: c(e.Else)}
	case *ast.Paren:
		return &ast.Paren{LParen: e.LParen, X: c(e.X)}
	case *ast.Index:
		return &ast.Index{X: c(e.X), Index: c(e.Index)}
	case *ast.Selector:
		return &ast.Selector{X: c(e.X), Name: &ast.Ident{NamePos: e.Name.NamePos, Name: e.Name.Name}}
	case *ast.Call:
		args := make([]ast.Expr, len(e.Args))
		for i, a := range e.Args {
			args[i] = c(a)
		}
		return &ast.Call{Func: &ast.Ident{NamePos: e.Func.NamePos, Name: e.Func.Name}, Args: args}
	case *ast.QuantExpr:
		return &ast.QuantExpr{KwPos: e.KwPos, Forall: e.Forall, Quant: CopyQuant(e.Quant, hook), Body: c(e.Body)}
	case *ast.IsUndefined:
		return &ast.IsUndefined{KwPos: e.KwPos, X: c(e.X)}
	case *ast.IsMember:
		return &ast.IsMember{KwPos: e.KwPos, X: c(e.X), Type: CopyType(e.Type, hook)}
	case *ast.MultisetCount:
		return &ast.MultisetCount{KwPos: e.KwPos, Var: CopyIdent(e.Var), MS: c(e.MS), Cond: c(e.Cond)}
	case *ast.RealLit:
		x := *e
		return &x
	case *ast.UndefinedLit:
		x := *e
		return &x
	case *ast.BadExpr:
		x := *e
		return &x
	}
	return e
}

func CopyIdent(id *ast.Ident) *ast.Ident { return &ast.Ident{NamePos: id.NamePos, Name: id.Name} }

// CopyType copies a type expression, its expressions (bounds, sizes)
// through hook: a bound may name an alias of a constant, or a constant
// that inlining replaces.
func CopyType(te ast.TypeExpr, hook func(ast.Expr) ast.Expr) ast.TypeExpr {
	c := func(x ast.Expr) ast.Expr { return CopyExpr(x, hook) }
	switch t := te.(type) {
	case *ast.SubrangeType:
		return &ast.SubrangeType{Lo: c(t.Lo), Hi: c(t.Hi), Union: t.Union}
	case *ast.ScalarsetType:
		return &ast.ScalarsetType{ScalarsetPos: t.ScalarsetPos, Size: c(t.Size)}
	case *ast.ArrayType:
		return &ast.ArrayType{ArrayPos: t.ArrayPos, Index: CopyType(t.Index, hook), Elem: CopyType(t.Elem, hook)}
	case *ast.RecordType:
		out := &ast.RecordType{RecordPos: t.RecordPos}
		for _, f := range t.Fields {
			out.Fields = append(out.Fields, &ast.Field{Names: f.Names, Type: CopyType(f.Type, hook)})
		}
		return out
	case *ast.UnionType:
		out := &ast.UnionType{UnionPos: t.UnionPos}
		for _, m := range t.Members {
			out.Members = append(out.Members, CopyType(m, hook))
		}
		return out
	case *ast.RealType:
		return &ast.RealType{RealPos: t.RealPos, Precision: c(t.Precision), Exponent: c(t.Exponent)}
	case *ast.MultisetType:
		return &ast.MultisetType{MultisetPos: t.MultisetPos, Size: c(t.Size), Elem: CopyType(t.Elem, hook)}
	}
	return te // named and enum types: no expressions
}

// CopyDecls copies local declarations, their types and constant values
// through hook.
func CopyDecls(ds []ast.Decl, hook func(ast.Expr) ast.Expr) []ast.Decl {
	var out []ast.Decl
	for _, d := range ds {
		switch d := d.(type) {
		case *ast.VarDecl:
			out = append(out, &ast.VarDecl{Names: d.Names, Type: CopyType(d.Type, hook)})
		case *ast.ConstDecl:
			out = append(out, &ast.ConstDecl{Name: d.Name, Value: CopyExpr(d.Value, hook)})
		case *ast.TypeDecl:
			out = append(out, &ast.TypeDecl{Name: d.Name, Type: CopyType(d.Type, hook)})
		default:
			out = append(out, d)
		}
	}
	return out
}

// CopyQuant copies a quantifier, its type through hook.
func CopyQuant(q *ast.Quantifier, hook func(ast.Expr) ast.Expr) *ast.Quantifier {
	out := &ast.Quantifier{Var: &ast.Ident{NamePos: q.Var.NamePos, Name: q.Var.Name}}
	if q.Type != nil {
		out.Type = CopyType(q.Type, hook)
	} else {
		out.From, out.To = CopyExpr(q.From, hook), CopyExpr(q.To, hook)
		if q.By != nil {
			out.By = CopyExpr(q.By, hook)
		}
	}
	return out
}

// CopyStmts is a deep copy of a statement list (expressions through
// hook, see CopyExpr).
func CopyStmts(ss []ast.Stmt, hook func(ast.Expr) ast.Expr) []ast.Stmt {
	var out []ast.Stmt
	for _, s := range ss {
		out = append(out, CopyStmt(s, hook))
	}
	return out
}

func CopyStmt(s ast.Stmt, hook func(ast.Expr) ast.Expr) ast.Stmt {
	c := func(x ast.Expr) ast.Expr { return CopyExpr(x, hook) }
	switch s := s.(type) {
	case *ast.Assign:
		return &ast.Assign{LHS: c(s.LHS), RHS: c(s.RHS)}
	case *ast.If:
		out := &ast.If{HasElse: s.HasElse, Else: CopyStmts(s.Else, hook)}
		for _, a := range s.Arms {
			out.Arms = append(out.Arms, &ast.IfArm{KwPos: a.KwPos, Cond: c(a.Cond), Body: CopyStmts(a.Body, hook)})
		}
		return out
	case *ast.Switch:
		out := &ast.Switch{KwPos: s.KwPos, X: c(s.X), HasElse: s.HasElse, Else: CopyStmts(s.Else, hook)}
		for _, cs := range s.Cases {
			var vs []ast.Expr
			for _, v := range cs.Values {
				vs = append(vs, c(v))
			}
			out.Cases = append(out.Cases, &ast.Case{KwPos: cs.KwPos, Values: vs, Body: CopyStmts(cs.Body, hook)})
		}
		return out
	case *ast.For:
		return &ast.For{KwPos: s.KwPos, Quant: CopyQuant(s.Quant, hook), Body: CopyStmts(s.Body, hook)}
	case *ast.While:
		return &ast.While{KwPos: s.KwPos, Cond: c(s.Cond), Body: CopyStmts(s.Body, hook)}
	case *ast.AliasStmt:
		out := &ast.AliasStmt{KwPos: s.KwPos, Body: CopyStmts(s.Body, hook)}
		for _, a := range s.Aliases {
			out.Aliases = append(out.Aliases, &ast.Alias{Name: &ast.Ident{NamePos: a.Name.NamePos, Name: a.Name.Name}, X: c(a.X)})
		}
		return out
	case *ast.CallStmt:
		var args []ast.Expr
		for _, a := range s.Args {
			args = append(args, c(a))
		}
		return &ast.CallStmt{Proc: &ast.Ident{NamePos: s.Proc.NamePos, Name: s.Proc.Name}, Args: args}
	case *ast.Clear:
		return &ast.Clear{KwPos: s.KwPos, X: c(s.X)}
	case *ast.Undefine:
		return &ast.Undefine{KwPos: s.KwPos, X: c(s.X)}
	case *ast.ErrorStmt:
		x := *s
		return &x
	case *ast.Assert:
		return &ast.Assert{KwPos: s.KwPos, Cond: c(s.Cond), Msg: s.Msg}
	case *ast.Put:
		return &ast.Put{KwPos: s.KwPos, X: c(s.X)}
	case *ast.Return:
		return &ast.Return{KwPos: s.KwPos, X: c(s.X)}
	case *ast.MultisetAdd:
		return &ast.MultisetAdd{KwPos: s.KwPos, X: c(s.X), MS: c(s.MS)}
	case *ast.MultisetRemove:
		return &ast.MultisetRemove{KwPos: s.KwPos, Index: c(s.Index), MS: c(s.MS)}
	case *ast.MultisetRemovePred:
		return &ast.MultisetRemovePred{KwPos: s.KwPos, Var: CopyIdent(s.Var), MS: c(s.MS), Cond: c(s.Cond)}
	}
	return s
}

// ---------------------------------------------------------------------------
// Rules

// MapRules rebuilds the rule section with f applied to every simple rule,
// startstate and invariant; f returns the replacement, or nil to keep the
// node. Rulesets and rule-level aliases are rebuilt around the results;
// unwrap, when set, is asked for every rule-level alias: it returns the
// rules to put in its place (nil: keep the alias).
func MapRules(rs []ast.Rule, f func(ast.Rule) ast.Rule, unwrap func(*ast.AliasRule) []ast.Rule) []ast.Rule {
	var out []ast.Rule
	for _, r := range rs {
		switch r := r.(type) {
		case *ast.Ruleset:
			out = append(out, &ast.Ruleset{KwPos: r.KwPos, Params: r.Params, Rules: MapRules(r.Rules, f, unwrap)})
		case *ast.AliasRule:
			if unwrap != nil {
				if inner := unwrap(r); inner != nil {
					out = append(out, inner...)
					continue
				}
			}
			out = append(out, &ast.AliasRule{KwPos: r.KwPos, Aliases: r.Aliases, Rules: MapRules(r.Rules, f, unwrap)})
		default:
			if x := f(r); x != nil {
				out = append(out, x)
			} else {
				out = append(out, r)
			}
		}
	}
	return out
}

// BodyOf returns the local declarations and statements of a rule or
// startstate (nil for an invariant).
func BodyOf(r ast.Rule) ([]ast.Decl, []ast.Stmt) {
	switch r := r.(type) {
	case *ast.SimpleRule:
		return r.Decls, r.Body
	case *ast.StartState:
		return r.Decls, r.Body
	}
	return nil, nil
}

// WithBody returns a copy of a rule or startstate with new declarations
// and statements (and, for a rule, guard).
func WithBody(r ast.Rule, guard ast.Expr, decls []ast.Decl, body []ast.Stmt) ast.Rule {
	switch r := r.(type) {
	case *ast.SimpleRule:
		return &ast.SimpleRule{KwPos: r.KwPos, Name: r.Name, Priority: r.Priority, Guard: guard, Decls: decls, Body: body}
	case *ast.StartState:
		return &ast.StartState{KwPos: r.KwPos, Name: r.Name, Decls: decls, Body: body}
	}
	return r
}

// ---------------------------------------------------------------------------
// Types and uses

// Composite reports whether t is a record, array or multiset type.
func Composite(t check.Type) bool {
	switch t.(type) {
	case *check.RecordType, *check.ArrayType, *check.MultisetType:
		return true
	}
	return false
}

// Mentions reports whether n (an expression or a statement) reads obj.
func Mentions(n ast.Node, obj *check.Object, info *check.Info) bool {
	found := false
	ast.Inspect(n, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok && info.Uses[id] == obj {
			found = true
		}
		return !found
	})
	return found
}

// IsDesignator reports whether e is a designator: a name followed by
// indices and field selections.
func IsDesignator(e ast.Expr) bool {
	switch x := e.(type) {
	case *ast.Ident:
		return true
	case *ast.Index:
		return IsDesignator(x.X)
	case *ast.Selector:
		return IsDesignator(x.X)
	}
	return false
}

// NamedType returns the type declaration of m whose type is t, or nil.
func NamedType(m *check.Model, t check.Type) *check.Object {
	for _, o := range m.Types {
		if o.Type == t {
			return o
		}
	}
	return nil
}

// IntLit is the literal v (a negated literal when v < 0).
func IntLit(v int64, pos source.Pos) ast.Expr {
	if v < 0 {
		return &ast.Unary{OpPos: pos, Op: ast.OpNeg, X: &ast.IntLit{ValuePos: pos, Value: -v}}
	}
	return &ast.IntLit{ValuePos: pos, Value: v}
}

// ---------------------------------------------------------------------------
// Boolean literals and parentheses

// Paren wraps a binary or conditional expression in parentheses, as the
// printer would, so that the tree reads as it prints.
func Paren(e ast.Expr) ast.Expr {
	switch e.(type) {
	case *ast.Binary, *ast.CondExpr:
		return &ast.Paren{LParen: e.Pos(), X: e}
	}
	return e
}

// Unparen returns e without its enclosing parentheses.
func Unparen(e ast.Expr) ast.Expr {
	for {
		p, ok := e.(*ast.Paren)
		if !ok {
			return e
		}
		e = p.X
	}
}

// Truth returns the value of the literal true or false (in parentheses
// or not).
func Truth(e ast.Expr) (value, ok bool) {
	if id, isId := Unparen(e).(*ast.Ident); isId && (id.Name == "true" || id.Name == "false") {
		return id.Name == "true", true
	}
	return false, false
}

// Bool is the literal true or false.
func Bool(v bool, pos source.Pos) ast.Expr {
	if v {
		return &ast.Ident{NamePos: pos, Name: "true"}
	}
	return &ast.Ident{NamePos: pos, Name: "false"}
}

// Root returns the object a designator starts with (nil for anything
// else).
func Root(info *check.Info, d ast.Expr) *check.Object {
	switch d := d.(type) {
	case *ast.Ident:
		return info.Uses[d]
	case *ast.Index:
		return Root(info, d.X)
	case *ast.Selector:
		return Root(info, d.X)
	case *ast.Paren:
		return Root(info, d.X)
	}
	return nil
}

// Writes returns the objects of the designators that the statements in n
// assign, undefine or clear (nil for one that is not a designator);
// known is false when n has a statement whose writes it does not tell (a
// call, a multiset operation, a return).
func Writes(info *check.Info, n ast.Node) (objs map[*check.Object]bool, known bool) {
	objs, known = map[*check.Object]bool{}, true
	ast.Inspect(n, func(x ast.Node) bool {
		switch x := x.(type) {
		case *ast.Assign:
			objs[Root(info, x.LHS)] = true
		case *ast.Undefine:
			objs[Root(info, x.X)] = true
		case *ast.Clear:
			objs[Root(info, x.X)] = true
		case *ast.CallStmt, *ast.MultisetAdd, *ast.MultisetRemove, *ast.MultisetRemovePred, *ast.Return:
			known = false
		}
		return true
	})
	return objs, known
}

// StateTypes returns the types of the state's components: those of the
// model's variables and, within them, of array indices and elements and
// record fields.
func StateTypes(m *check.Model) map[check.Type]bool {
	seen := map[check.Type]bool{}
	var walk func(t check.Type)
	walk = func(t check.Type) {
		if seen[t] {
			return
		}
		seen[t] = true
		switch t := t.(type) {
		case *check.ArrayType:
			walk(t.Index)
			walk(t.Elem)
		case *check.RecordType:
			for _, f := range t.Fields {
				walk(f.Type)
			}
		}
	}
	for _, v := range m.Vars {
		walk(v.Type)
	}
	return seen
}

// Key identifies an expression by its text and the objects its names
// denote (a loop variable may hide a state variable of the same name).
func Key(info *check.Info, e ast.Expr) string {
	k := format.Expr(e)
	ast.Inspect(e, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok {
			k += fmt.Sprintf(" %p", info.Uses[id])
		}
		return true
	})
	return k
}
