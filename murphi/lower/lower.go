package lower

// This file implements the driver: the passes run in order, each on the
// model the previous one produced, and each result is checked again, so
// that every pass reads a fully resolved model and the final result is a
// valid checked model.
//
//  1. inline: rule-level and statement-level aliases are substituted,
//     switch becomes an if/elsif chain, procedure calls are replaced by
//     their bodies (var parameters by the argument's designator, value
//     parameters by the argument or by a fresh local, procedure locals by
//     fresh rule locals, returns by the structure of the body), function
//     calls by the value of their body (a conditional expression when the
//     body branches).
//  2. locals: rule-local variables disappear. A composite local that is
//     copied from a state designator at the start and back into it at the
//     end (NxtSta := Sta; ...; Sta := NxtSta) is that designator; a local
//     of a simple type is replaced by the value last assigned to it. The
//     statements are then reordered, where needed, so that every read
//     still sees the value it saw in the original rule (see locals.go).
//  3. lift: conditional expressions are lifted into if statements (in
//     assignments) or into the boolean structure (in conditions).
//  4. expand: clear becomes assignments of each component, with a for
//     loop over the index type of each array (never unrolled over a
//     symmetric type, so that the result stays valid for every size).
//     Whole-record and whole-array assignments and undefine stay: the
//     search executes them exactly, proof generation spells them out.
//
// Every node keeps the position of the node it comes from, so that errors
// and tables about the lowered model point into the user's file. The
// lowered model has the same state variables, rules (names and
// parameters) and properties as the original, and the same transitions:
// the explicit-state checker gives the same state space for both.
//
// A construct that a pass cannot rewrite is left in place and reported in
// Result.Left; the invariant search may still handle it, proof generation
// does not.

import (
	"fmt"
	"strings"

	"paraverify/murphi/ast"
	"paraverify/murphi/check"
	"paraverify/murphi/source"
)

// Result is a lowered model.
type Result struct {
	// Model is the lowered, checked model: the input model itself when
	// there was nothing to lower.
	Model *check.Model
	// Left lists the constructs that stay in Model because they could not
	// be lowered, each with its kind.
	Left source.ErrorList
	// Refused is set when the model has constructs outside what the
	// lowering reads at all (multisets, see refuse): Model is then the
	// input model, not lowered, and Left lists them (of kind
	// KindMultiset). Neither the search nor proof generation reads such a
	// model.
	Refused bool
}

// Kinds of constructs left in place.
var (
	KindProc   = &source.Kind{Name: "procedure call", Hint: "inline the procedure by hand: no recursion, no return inside a loop, var arguments whose indices the procedure does not change"}
	KindFunc   = &source.Kind{Name: "function call", Hint: "write the function's value as an expression: a function without side effects, recursion or loops (except `for` loops that only `return` a constant when a condition holds)"}
	KindLocal  = &source.Kind{Name: "rule-local variable", Hint: "assign the state directly, or copy a state variable into the local at the start and back at the end (NxtSta := Sta; ...; Sta := NxtSta)"}
	KindAlias  = &source.Kind{Name: "alias", Hint: "write the aliased designator instead of the alias"}
	KindReturn = &source.Kind{Name: "return", Hint: "restructure the code with if/else instead of return"}
	KindClear  = &source.Kind{Name: "clear", Hint: "assign the value explicitly, or use undefine"}
)

// KindMultiset is a multiset construct: a multiset type, choose,
// multisetadd, multisetremove, multisetremovepred or multisetcount. The
// lowering refuses models with any of them.
var KindMultiset = &source.Kind{Name: "multiset", Hint: "model the bag by an array over a scalarset (or a subrange) of slots with a flag for the slots in use"}

// refuse lists the constructs that the lowering does not read at all.
func refuse(f *ast.File) source.ErrorList {
	var errs source.ErrorList
	ast.Inspect(f, func(n ast.Node) bool {
		what := ""
		switch n.(type) {
		case *ast.MultisetType:
			what = "a multiset type"
		case *ast.Choose:
			what = "choose"
		case *ast.MultisetAdd:
			what = "multisetadd"
		case *ast.MultisetRemove:
			what = "multisetremove"
		case *ast.MultisetRemovePred:
			what = "multisetremovepred"
		case *ast.MultisetCount:
			what = "multisetcount"
		}
		if what != "" {
			errs.AddKind(KindMultiset, n.Pos(), "unsupported: %s (the lowering does not handle multisets)", what)
		}
		return true
	})
	return errs
}

// kindInternal reports a lowering that produced a model that does not
// check: a bug here, the pass is skipped.
var kindInternal = &source.Kind{Name: "lowering", Hint: "please report this model; the construct is left as written"}

// pass rewrites a checked model into a new file; changed is false when
// there was nothing to rewrite (the file is then ignored).
type pass func(m *check.Model, names *namer) (f *ast.File, left source.ErrorList, changed bool)

// Lower runs the passes on m, which was checked with conf; the lowered
// model is checked with conf as well.
func Lower(m *check.Model, conf *check.Config) *Result {
	res := &Result{Model: m}
	if errs := refuse(m.File); len(errs) > 0 {
		errs.Sort()
		res.Left, res.Refused = errs, true
		return res
	}
	names := newNamer(m.File)
	for _, p := range []struct {
		name string
		run  pass
	}{{"inline", inline}, {"locals", locals}, {"lift", lift}, {"expand", expand}} {
		f, left, changed, crash := runPass(p.run, res.Model, names)
		if crash != nil {
			res.Left.AddKind(kindInternal, source.Pos{File: m.File.Path, Line: 1, Col: 1}, "internal error in the %s pass: %v", p.name, crash)
			continue
		}
		res.Left = append(res.Left, left...)
		if !changed {
			continue
		}
		next, errs := check.Check(f, conf)
		if len(errs) > 0 {
			res.Left.AddKind(kindInternal, errs[0].Pos, "internal error: the %s pass produced a model that does not check: %s", p.name, errs[0].Msg)
			continue
		}
		res.Model = next
	}
	res.Left.Sort()
	return res
}

// runPass runs one pass, turning a panic (a bug here) into crash, so that
// the pass is skipped rather than the tool stopped.
func runPass(p pass, m *check.Model, names *namer) (f *ast.File, left source.ErrorList, changed bool, crash any) {
	defer func() {
		if r := recover(); r != nil {
			f, left, changed, crash = nil, nil, false, r
		}
	}()
	f, left, changed = p(m, names)
	return f, left, changed, nil
}

// ---------------------------------------------------------------------------
// Names

// namer hands out names that occur nowhere in the model.
type namer struct {
	used map[string]bool
}

func newNamer(f *ast.File) *namer {
	n := &namer{used: map[string]bool{}}
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
func (n *namer) fresh(base string) string {
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

// copyExpr returns a deep copy of e. hook, when not nil, is asked first
// about every node: when it returns a replacement, the replacement is used
// as it is (not copied further).
func copyExpr(e ast.Expr, hook func(ast.Expr) ast.Expr) ast.Expr {
	if e == nil {
		return nil
	}
	if hook != nil {
		if x := hook(e); x != nil {
			return x
		}
	}
	c := func(x ast.Expr) ast.Expr { return copyExpr(x, hook) }
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
		return &ast.QuantExpr{KwPos: e.KwPos, Forall: e.Forall, Quant: copyQuant(e.Quant, hook), Body: c(e.Body)}
	case *ast.IsUndefined:
		return &ast.IsUndefined{KwPos: e.KwPos, X: c(e.X)}
	case *ast.IsMember:
		return &ast.IsMember{KwPos: e.KwPos, X: c(e.X), Type: copyType(e.Type, hook)}
	case *ast.MultisetCount:
		return &ast.MultisetCount{KwPos: e.KwPos, Var: copyIdent(e.Var), MS: c(e.MS), Cond: c(e.Cond)}
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

func copyIdent(id *ast.Ident) *ast.Ident { return &ast.Ident{NamePos: id.NamePos, Name: id.Name} }

// copyType copies a type expression, its expressions (bounds, sizes)
// through hook: a bound may name an alias of a constant, or a constant
// that inlining replaces.
func copyType(te ast.TypeExpr, hook func(ast.Expr) ast.Expr) ast.TypeExpr {
	c := func(x ast.Expr) ast.Expr { return copyExpr(x, hook) }
	switch t := te.(type) {
	case *ast.SubrangeType:
		return &ast.SubrangeType{Lo: c(t.Lo), Hi: c(t.Hi)}
	case *ast.ScalarsetType:
		return &ast.ScalarsetType{ScalarsetPos: t.ScalarsetPos, Size: c(t.Size)}
	case *ast.ArrayType:
		return &ast.ArrayType{ArrayPos: t.ArrayPos, Index: copyType(t.Index, hook), Elem: copyType(t.Elem, hook)}
	case *ast.RecordType:
		out := &ast.RecordType{RecordPos: t.RecordPos}
		for _, f := range t.Fields {
			out.Fields = append(out.Fields, &ast.Field{Names: f.Names, Type: copyType(f.Type, hook)})
		}
		return out
	case *ast.UnionType:
		out := &ast.UnionType{UnionPos: t.UnionPos}
		for _, m := range t.Members {
			out.Members = append(out.Members, copyType(m, hook))
		}
		return out
	case *ast.RealType:
		return &ast.RealType{RealPos: t.RealPos, Precision: c(t.Precision), Exponent: c(t.Exponent)}
	case *ast.MultisetType:
		return &ast.MultisetType{MultisetPos: t.MultisetPos, Size: c(t.Size), Elem: copyType(t.Elem, hook)}
	}
	return te // named and enum types: no expressions
}

// copyDecls copies local declarations, their types and constant values
// through hook.
func copyDecls(ds []ast.Decl, hook func(ast.Expr) ast.Expr) []ast.Decl {
	var out []ast.Decl
	for _, d := range ds {
		switch d := d.(type) {
		case *ast.VarDecl:
			out = append(out, &ast.VarDecl{Names: d.Names, Type: copyType(d.Type, hook)})
		case *ast.ConstDecl:
			out = append(out, &ast.ConstDecl{Name: d.Name, Value: copyExpr(d.Value, hook)})
		case *ast.TypeDecl:
			out = append(out, &ast.TypeDecl{Name: d.Name, Type: copyType(d.Type, hook)})
		default:
			out = append(out, d)
		}
	}
	return out
}

// copyQuant copies a quantifier, its type through hook.
func copyQuant(q *ast.Quantifier, hook func(ast.Expr) ast.Expr) *ast.Quantifier {
	out := &ast.Quantifier{Var: &ast.Ident{NamePos: q.Var.NamePos, Name: q.Var.Name}}
	if q.Type != nil {
		out.Type = copyType(q.Type, hook)
	} else {
		out.From, out.To = copyExpr(q.From, hook), copyExpr(q.To, hook)
		if q.By != nil {
			out.By = copyExpr(q.By, hook)
		}
	}
	return out
}

// stmtsCopy is a deep copy of a statement list (expressions through
// hook, see copyExpr).
func stmtsCopy(ss []ast.Stmt, hook func(ast.Expr) ast.Expr) []ast.Stmt {
	var out []ast.Stmt
	for _, s := range ss {
		out = append(out, stmtCopy(s, hook))
	}
	return out
}

func stmtCopy(s ast.Stmt, hook func(ast.Expr) ast.Expr) ast.Stmt {
	c := func(x ast.Expr) ast.Expr { return copyExpr(x, hook) }
	switch s := s.(type) {
	case *ast.Assign:
		return &ast.Assign{LHS: c(s.LHS), RHS: c(s.RHS)}
	case *ast.If:
		out := &ast.If{HasElse: s.HasElse, Else: stmtsCopy(s.Else, hook)}
		for _, a := range s.Arms {
			out.Arms = append(out.Arms, &ast.IfArm{KwPos: a.KwPos, Cond: c(a.Cond), Body: stmtsCopy(a.Body, hook)})
		}
		return out
	case *ast.Switch:
		out := &ast.Switch{KwPos: s.KwPos, X: c(s.X), HasElse: s.HasElse, Else: stmtsCopy(s.Else, hook)}
		for _, cs := range s.Cases {
			var vs []ast.Expr
			for _, v := range cs.Values {
				vs = append(vs, c(v))
			}
			out.Cases = append(out.Cases, &ast.Case{KwPos: cs.KwPos, Values: vs, Body: stmtsCopy(cs.Body, hook)})
		}
		return out
	case *ast.For:
		return &ast.For{KwPos: s.KwPos, Quant: copyQuant(s.Quant, hook), Body: stmtsCopy(s.Body, hook)}
	case *ast.While:
		return &ast.While{KwPos: s.KwPos, Cond: c(s.Cond), Body: stmtsCopy(s.Body, hook)}
	case *ast.AliasStmt:
		out := &ast.AliasStmt{KwPos: s.KwPos, Body: stmtsCopy(s.Body, hook)}
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
		return &ast.MultisetRemovePred{KwPos: s.KwPos, Var: copyIdent(s.Var), MS: c(s.MS), Cond: c(s.Cond)}
	}
	return s
}

// ---------------------------------------------------------------------------
// Rules

// mapRules rebuilds the rule section with f applied to every simple rule,
// startstate and invariant; f returns the replacement, or nil to keep the
// node. Rulesets and rule-level aliases are rebuilt around the results;
// unwrap, when set, is asked for every rule-level alias: it returns the
// rules to put in its place (nil: keep the alias).
func mapRules(rs []ast.Rule, f func(ast.Rule) ast.Rule, unwrap func(*ast.AliasRule) []ast.Rule) []ast.Rule {
	var out []ast.Rule
	for _, r := range rs {
		switch r := r.(type) {
		case *ast.Ruleset:
			out = append(out, &ast.Ruleset{KwPos: r.KwPos, Params: r.Params, Rules: mapRules(r.Rules, f, unwrap)})
		case *ast.AliasRule:
			if unwrap != nil {
				if inner := unwrap(r); inner != nil {
					out = append(out, inner...)
					continue
				}
			}
			out = append(out, &ast.AliasRule{KwPos: r.KwPos, Aliases: r.Aliases, Rules: mapRules(r.Rules, f, unwrap)})
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

// bodyOf returns the local declarations and statements of a rule or
// startstate (nil for an invariant).
func bodyOf(r ast.Rule) ([]ast.Decl, []ast.Stmt) {
	switch r := r.(type) {
	case *ast.SimpleRule:
		return r.Decls, r.Body
	case *ast.StartState:
		return r.Decls, r.Body
	}
	return nil, nil
}

// withBody returns a copy of a rule or startstate with new declarations
// and statements (and, for a rule, guard).
func withBody(r ast.Rule, guard ast.Expr, decls []ast.Decl, body []ast.Stmt) ast.Rule {
	switch r := r.(type) {
	case *ast.SimpleRule:
		return &ast.SimpleRule{KwPos: r.KwPos, Name: r.Name, Priority: r.Priority, Guard: guard, Decls: decls, Body: body}
	case *ast.StartState:
		return &ast.StartState{KwPos: r.KwPos, Name: r.Name, Decls: decls, Body: body}
	}
	return r
}
