package check

// This file implements the entry point and the declaration pass: scopes,
// constants with -D overrides, named types, state variables, procedures,
// and the flattening of rules into rule families.

import (
	"fmt"
	"sort"

	"paraverify/murphi/ast"
	"paraverify/murphi/source"
)

// Config configures a check.
type Config struct {
	// Consts overrides named global constants (from -D NAME=V). Naming a
	// constant the model does not declare is an error.
	Consts map[string]int64
}

// The predeclared types.
var (
	Bool = &BoolType{}
	Int  = &IntType{}
	Real = &RealType{}
)

// scope is one level of name bindings.
type scope struct {
	parent *scope
	names  map[string]*Object
}

func (s *scope) lookup(name string) *Object {
	for ; s != nil; s = s.parent {
		if o, ok := s.names[name]; ok {
			return o
		}
	}
	return nil
}

type checker struct {
	conf     *Config
	path     string
	errs     source.ErrorList
	info     *Info
	model    *Model
	scope    *scope
	universe *scope
	proc     *Proc // the procedure or function being checked, if any
	returned bool  // a `return e` has been seen in the function being checked
	used     map[string]bool
}

// Check resolves and type-checks a parsed file. It reports every error,
// sorted by position; the model is complete only when there are none.
func Check(f *ast.File, conf *Config) (model *Model, errs source.ErrorList) {
	if conf == nil {
		conf = &Config{}
	}
	if f == nil {
		f = &ast.File{}
		errs.Add(source.Pos{Line: 1, Col: 1}, "internal error: checker: no file")
	}
	c := &checker{
		errs: errs,
		conf: conf,
		path: f.Path,
		info: &Info{
			Types:  map[ast.Expr]Type{},
			Uses:   map[*ast.Ident]*Object{},
			Defs:   map[*ast.Ident]*Object{},
			Consts: map[ast.Expr]int64{},
			TypeOf: map[ast.TypeExpr]Type{},
			Quants: map[*ast.Quantifier]*QuantInfo{},
		},
		used: map[string]bool{},
	}
	c.model = &Model{File: f, Info: c.info}
	defer func() {
		if r := recover(); r != nil {
			errs = append(c.errs, &source.Error{Pos: source.Pos{File: f.Path, Line: 1, Col: 1},
				Msg: fmt.Sprintf("internal error: checker: %v", r)})
			errs.Sort()
			model = c.model
		}
	}()
	c.universe = &scope{names: map[string]*Object{
		"boolean": {Kind: TypeObj, Name: "boolean", Type: Bool, Slot: -1},
		"true":    {Kind: EnumConstObj, Name: "true", Type: Bool, Value: 1, Slot: -1},
		"false":   {Kind: EnumConstObj, Name: "false", Type: Bool, Value: 0, Slot: -1},
	}}
	c.scope = &scope{parent: c.universe, names: map[string]*Object{}}
	c.decls(f.Decls, true)
	for _, name := range sortedKeys(conf.Consts) {
		if !c.used[name] {
			c.errs.Add(source.Pos{File: f.Path}, "-D %s: the model declares no constant %s", name, name)
		}
	}
	for _, r := range f.Rules {
		c.rule(r, nil, nil, nil, nil)
	}
	for _, fams := range [][]*RuleFamily{c.model.Rules, c.model.StartStates, c.model.Invariants} {
		displayNames(fams)
	}
	c.errs.Sort()
	return c.model, c.errs
}

func sortedKeys(m map[string]int64) []string {
	var keys []string
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// ---------------------------------------------------------------------------
// Scopes and declarations

func (c *checker) push() { c.scope = &scope{parent: c.scope, names: map[string]*Object{}} }
func (c *checker) pop()  { c.scope = c.scope.parent }

// declare binds id to obj in the innermost scope.
func (c *checker) declare(id *ast.Ident, obj *Object) {
	if id.Name == ast.BadName {
		return
	}
	obj.Name = id.Name
	obj.Pos = id.Pos()
	if obj.Slot == 0 && obj.Kind != VarObj {
		obj.Slot = -1
	}
	c.info.Defs[id] = obj
	prev, ok := c.scope.names[id.Name]
	if !ok && c.scope.parent == c.universe {
		// boolean, true and false belong to the global scope.
		prev, ok = c.universe.names[id.Name]
	}
	if ok {
		if prev.Pos.IsValid() {
			c.errs.Add(id.Pos(), "%s redeclared in this scope (previous declaration at %d:%d)", id.Name, prev.Pos.Line, prev.Pos.Col)
		} else {
			c.errs.Add(id.Pos(), "%s redeclared in this scope", id.Name)
		}
		return
	}
	c.scope.names[id.Name] = obj
}

// decls checks declarations in the current scope; global tells whether they
// are the model's top-level declarations.
func (c *checker) decls(ds []ast.Decl, global bool) []*Object {
	var locals []*Object
	for _, d := range ds {
		switch d := d.(type) {
		case *ast.ConstDecl:
			obj := &Object{Kind: ConstObj, Slot: -1}
			op := c.expr(d.Value)
			if op.typ != nil {
				if !op.isConst {
					c.errs.Add(d.Value.Pos(), "not a constant: the value of %s", d.Name.Name)
				}
				obj.Type, obj.Value = op.typ, op.val
				if _, ok := op.typ.(*SubrangeType); ok {
					obj.Type = Int
				}
			}
			if v, ok := c.conf.Consts[d.Name.Name]; ok && global {
				c.used[d.Name.Name] = true
				if obj.Type != nil && obj.Type != Int {
					c.errs.Add(d.Name.Pos(), "-D %s: constant %s is not an integer", d.Name.Name, d.Name.Name)
				} else {
					obj.Type, obj.Value = Int, v
				}
			}
			c.declare(d.Name, obj)
			if global {
				c.model.Consts = append(c.model.Consts, obj)
			}
		case *ast.TypeDecl:
			t := c.typeExpr(d.Type)
			obj := &Object{Kind: TypeObj, Type: t, Slot: -1}
			nameType(t, d.Name.Name, d.Type)
			c.declare(d.Name, obj)
			if global {
				c.model.Types = append(c.model.Types, obj)
			}
		case *ast.VarDecl:
			t := c.typeExpr(d.Type)
			if t != nil && !isData(t) {
				c.errs.Add(d.Type.Pos(), "type mismatch: variables cannot have type %s", t)
			}
			for _, id := range d.Names {
				if global {
					obj := &Object{Kind: VarObj, Type: t, Slot: len(c.model.Vars)}
					c.declare(id, obj)
					c.model.Vars = append(c.model.Vars, obj)
				} else {
					obj := &Object{Kind: LocalObj, Type: t, Slot: -1}
					c.declare(id, obj)
					locals = append(locals, obj)
				}
			}
		case *ast.ProcDecl:
			c.procDecl(d)
		}
	}
	return locals
}

// nameType gives a freshly built type the name of its declaration.
func nameType(t Type, name string, te ast.TypeExpr) {
	if _, ok := te.(*ast.NamedType); ok {
		return // an alias of another type keeps that type's name
	}
	switch t := t.(type) {
	case *EnumType:
		t.Name = name
	case *SubrangeType:
		t.Name = name
	case *ScalarsetType:
		t.Name = name
	case *ArrayType:
		t.Name = name
	case *RecordType:
		t.Name = name
	case *UnionType:
		t.Name = name
	case *MultisetType:
		t.Name = name
		t.Index.Name = name + " place"
	case *RealType:
		t.Name = name
	}
}

// isData reports whether t can be the type of a variable.
func isData(t Type) bool {
	_, isInt := t.(*IntType)
	return !isInt
}

func (c *checker) procDecl(d *ast.ProcDecl) {
	kind := ProcObj
	if d.Result != nil {
		kind = FuncObj
	}
	p := &Proc{Decl: d}
	obj := &Object{Kind: kind, Slot: -1, Proc: p}
	p.Obj = obj
	// Parameter and result types are resolved in the enclosing scope.
	c.push()
	var formals []*Object
	for _, g := range d.Params {
		t := c.typeExpr(g.Type)
		for _, id := range g.Names {
			f := &Object{Kind: FormalObj, Type: t, VarParam: g.Var, Slot: -1}
			c.declare(id, f)
			formals = append(formals, f)
		}
	}
	p.Formals = formals
	if d.Result != nil {
		p.Result = c.typeExpr(d.Result)
		obj.Type = p.Result
	}
	// Declare the procedure in the enclosing scope before checking its body
	// so that it can call itself.
	saved := c.scope
	c.scope = saved.parent
	c.declare(d.Name, obj)
	c.scope = saved
	c.push()
	p.Locals = c.decls(d.Decls, false)
	outer, outerReturned := c.proc, c.returned
	c.proc, c.returned = p, false
	c.stmts(d.Body)
	if d.Result != nil && !c.returned {
		c.errs.Add(d.Name.Pos(), "missing return value in function %s: it never returns a value", d.Name.Name)
	}
	c.proc, c.returned = outer, outerReturned
	c.pop()
	c.pop()
	c.model.Procs = append(c.model.Procs, p)
}

// ---------------------------------------------------------------------------
// Rules

// rule checks a rule-section element with the enclosing ruleset and choose
// parameters (chooses[k] is the multiset of choose parameter k, nil for a
// ruleset's; it may be shorter than params) and rule-level aliases.
func (c *checker) rule(r ast.Rule, params []*Object, quants []*ast.Quantifier, aliases []*Object, chooses []ast.Expr) {
	switch r := r.(type) {
	case *ast.Ruleset:
		c.push()
		ps, qs := params, quants
		for _, q := range r.Params {
			qi := c.quantifier(q, false)
			ps = append(ps[:len(ps):len(ps)], qi.Var)
			qs = append(qs[:len(qs):len(qs)], q)
		}
		for _, inner := range r.Rules {
			c.rule(inner, ps, qs, aliases, chooses)
		}
		c.pop()
	case *ast.Choose:
		c.push()
		ms := c.multiset(r.MS)
		q := &ast.Quantifier{Var: r.Var}
		qi := &QuantInfo{Var: &Object{Kind: ParamObj, Slot: -1}}
		if ms != nil {
			qi.Var.Type = ms.Index
			qi.Values = Values(ms.Index)
		}
		c.noShadow(r.Var)
		c.declare(r.Var, qi.Var)
		c.info.Quants[q] = qi
		ps := append(params[:len(params):len(params)], qi.Var)
		qs := append(quants[:len(quants):len(quants)], q)
		cs := append(chooses[:len(chooses):len(chooses)], make([]ast.Expr, len(params)-len(chooses))...)
		cs = append(cs, r.MS)
		for _, inner := range r.Rules {
			c.rule(inner, ps, qs, aliases, cs)
		}
		c.pop()
	case *ast.AliasRule:
		c.push()
		as := aliases
		for _, a := range r.Aliases {
			as = append(as[:len(as):len(as)], c.alias(a))
		}
		for _, inner := range r.Rules {
			c.rule(inner, params, quants, as, chooses)
		}
		c.pop()
	case *ast.SimpleRule:
		fam := c.family(KindRule, r.Name, r.KwPos, params, quants, aliases, r, chooses)
		if r.Priority != nil {
			c.expr(r.Priority)
		}
		// As in CMurphi, the guard is outside the scope of the rule's
		// local declarations.
		if r.Guard != nil {
			c.cond(r.Guard)
			fam.Guard = r.Guard
		}
		c.push()
		fam.Locals = c.decls(r.Decls, false)
		c.stmts(r.Body)
		fam.Body = r.Body
		c.pop()
		c.model.Rules = append(c.model.Rules, fam)
	case *ast.StartState:
		fam := c.family(KindStartState, r.Name, r.KwPos, params, quants, aliases, r, chooses)
		c.push()
		fam.Locals = c.decls(r.Decls, false)
		c.stmts(r.Body)
		fam.Body = r.Body
		c.pop()
		c.model.StartStates = append(c.model.StartStates, fam)
	case *ast.Invariant:
		fam := c.family(KindInvariant, r.Name, r.KwPos, params, quants, aliases, r, chooses)
		c.cond(r.Cond)
		fam.Guard = r.Cond
		c.model.Invariants = append(c.model.Invariants, fam)
	}
}

func (c *checker) family(kind RuleKind, name string, pos source.Pos, params []*Object, quants []*ast.Quantifier, aliases []*Object, node ast.Rule, chooses []ast.Expr) *RuleFamily {
	if name == "" {
		name = fmt.Sprintf("%s@%d:%d", kind, pos.Line, pos.Col)
	}
	f := &RuleFamily{Kind: kind, Name: name, Display: name, Pos: pos, Params: params, Quants: quants, Aliases: aliases, Node: node}
	if len(chooses) > 0 {
		f.Chooses = append(chooses[:len(chooses):len(chooses)], make([]ast.Expr, len(params)-len(chooses))...)
	}
	return f
}

// displayNames makes the names of families of one kind unique for
// display. Murphi's names are labels: two rules may carry the same one
// (hand-written abstractions often repeat a rule's name for its copy over
// another index type). Families are told apart by themselves (pointers, or
// their index in the model's lists); Display is what tables, traces and
// proofs print. In declaration order, the first family with a name keeps
// it; each later one is shown as name_k, k = 2, 3, ... the smallest such
// that no family of the kind is named or shown so.
func displayNames(fams []*RuleFamily) {
	taken := map[string]bool{}
	for _, f := range fams {
		taken[f.Name] = true
	}
	first := map[string]bool{}
	for _, f := range fams {
		f.Display = f.Name
		if !first[f.Name] {
			first[f.Name] = true
			continue
		}
		for k := 2; ; k++ {
			if d := fmt.Sprintf("%s_%d", f.Name, k); !taken[d] {
				f.Display, taken[d] = d, true
				break
			}
		}
	}
}

// alias declares an alias in the current scope.
func (c *checker) alias(a *ast.Alias) *Object {
	op := c.expr(a.X)
	obj := &Object{Kind: AliasObj, Type: op.typ, Alias: a.X, Slot: -1}
	c.declare(a.Name, obj)
	return obj
}
