package translate

// This file translates the checked Murphi model into the model: index
// types, enum constructors, location families, rules, startstates and
// properties. Constructs outside the supported fragment are reported with
// their position.

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"

	"paraverify/invfinder/formula"
	"paraverify/murphi/ast"
	"paraverify/murphi/check"
	"paraverify/murphi/source"
	"paraverify/proofgen/model"
)

type translator struct {
	m     *check.Model
	out   *model.Model
	sym   map[check.Type]bool
	names *namer // global Isabelle names (constants, constructors)
	errs  source.ErrorList
	// bad holds the paths of state components whose type is not
	// supported (reported once, at the variable, not at every use)
	bad map[string]bool
	// asym says what makes each subrange that is not symmetric so (see
	// asymmetry; computed at the first need)
	asym map[*check.SubrangeType]string
	// per rule
	env  map[*check.Object]*model.Expr
	vars *namer
}

// Translate turns a checked model into the model.Model over unbounded
// index types. name is the model file's name; the theory is named after it.
func Translate(m *check.Model, name string) (*model.Model, error) {
	t := &translator{m: m, sym: formula.SearchTypes(m), names: newNamer(), bad: map[string]bool{},
		out: &model.Model{}}
	base := ident(strings.TrimSuffix(filepath.Base(name), filepath.Ext(name)))
	if base[0] >= '0' && base[0] <= '9' {
		base = "P_" + base
	}
	t.out.Name = base
	t.indexTypes()
	t.enums()
	for _, v := range m.Vars {
		t.families(v, v.Name, v.Type, nil)
	}
	t.homes()
	for _, f := range m.StartStates {
		if r := t.rule(f, "start"); r != nil {
			t.out.Starts = append(t.out.Starts, r)
		}
	}
	for _, f := range m.Rules {
		if r := t.rule(f, "r"); r != nil {
			t.out.Rules = append(t.out.Rules, r)
		}
	}
	for _, f := range m.Invariants {
		t.property(f)
	}
	if len(t.errs) > 0 {
		t.errs.Sort()
		return nil, t.errs
	}
	return t.out, nil
}

func (t *translator) unsupported(pos source.Pos, format string, args ...any) {
	t.errs.AddKind(kindOfMessage(format, args), pos, "unsupported in proof generation: "+format, args...)
}

var sizeNames = []string{"N", "M", "K", "L"}

func (t *translator) indexTypes() {
	for _, obj := range t.m.Types {
		typ := obj.Type
		if !t.sym[typ] || t.out.IndexTypeOf(typ) != nil {
			continue
		}
		it := &model.IndexType{Murphi: typ, Name: obj.Name, Set: t.names.fresh("idx_" + ident(obj.Name)), Lo: 1}
		if s, ok := typ.(*check.SubrangeType); ok {
			it.Lo = s.Lo
			if s.Lo < 0 {
				t.unsupported(obj.Pos, "index type %s has negative values", obj.Name)
			}
		}
		k := len(t.out.Sizes())
		if k < len(sizeNames) {
			it.Size = sizeNames[k]
		} else {
			it.Size = fmt.Sprintf("N%d", k+1)
		}
		it.Dist = formula.DistinguishedValues(t.m)[typ]
		for _, d := range it.Dist {
			if d < it.Lo {
				t.unsupported(obj.Pos, "the distinguished value %d of %s is below its first value", d, obj.Name)
			}
		}
		t.out.AddIndexType(it)
	}
	fixed := formula.FixedRanges(t.m)
	for _, obj := range t.m.Types {
		vals, ok := fixed[obj.Type]
		if !ok || t.out.IndexTypeOf(obj.Type) != nil {
			continue
		}
		it := &model.IndexType{Murphi: obj.Type, Name: obj.Name, Set: t.names.fresh("idx_" + ident(obj.Name)),
			Lo: vals[0], Hi: vals[len(vals)-1], Dist: vals, Finite: true}
		if it.Lo < 0 {
			t.unsupported(obj.Pos, "index type %s has negative values", obj.Name)
		}
		t.out.AddIndexType(it)
	}
}

// homes finds the constant and fixed variables (see Home): the proof
// states that each holds its node, and the fixed variables' nodes become
// parameters of the invariants.
func (t *translator) homes() {
	fixed := formula.FixedVars(t.m)
	consts := formula.ConstVars(t.m)
	for _, v := range t.m.Vars {
		f := t.out.FamilyByKey(v.Name)
		it := t.out.IndexTypeOf(v.Type)
		if f == nil || it == nil {
			continue
		}
		if ft, ok := fixed[v.Name]; ok && ft == v.Type {
			p := &model.Param{Name: t.names.fresh("h_" + ident(v.Name)), Murphi: v.Name, Type: it}
			it.Fixed = p
			t.out.Fixed = append(t.out.Fixed, p)
			t.out.Homes = append(t.out.Homes, &model.Home{Murphi: v.Name, Fam: f, Val: &model.Expr{Op: model.XVar, Name: p.Name, Type: it}})
			continue
		}
		if c, ok := consts[v.Name]; ok && slices.Contains(it.Dist, c) {
			t.out.Homes = append(t.out.Homes, &model.Home{Murphi: v.Name, Fam: f, Val: &model.Expr{Op: model.XLit, Lit: c}})
		}
	}
}

// isHome reports whether x reads the location of a constant or fixed
// variable.
func (t *translator) isHome(x *model.Expr) bool {
	if x.Op != model.XRead {
		return false
	}
	for _, h := range t.out.Homes {
		if h.Fam == x.Fam {
			return true
		}
	}
	return false
}

// enums names the constructors of every enum type of the model: the
// Murphi names when every value of the type is a safe identifier of two or
// more characters starting with a capital, otherwise E_ + name.
func (t *translator) enums() {
	var types []*check.EnumType
	seen := map[*check.EnumType]bool{}
	var visit func(ty check.Type)
	visit = func(ty check.Type) {
		switch ty := ty.(type) {
		case *check.EnumType:
			if !seen[ty] {
				seen[ty] = true
				types = append(types, ty)
			}
		case *check.ArrayType:
			visit(ty.Index)
			visit(ty.Elem)
		case *check.RecordType:
			for _, f := range ty.Fields {
				visit(f.Type)
			}
		case *check.UnionType:
			for _, m := range ty.Members {
				visit(m)
			}
		}
	}
	for _, o := range t.m.Types {
		visit(o.Type)
	}
	for _, o := range t.m.Vars {
		visit(o.Type)
	}
	for _, ty := range types {
		plain := true
		for _, v := range ty.Values {
			if len(v) < 2 || v[0] < 'A' || v[0] > 'Z' || ident(v) != v || reserved[v] || t.names.used[v] ||
				strings.HasPrefix(v, "V_") || strings.HasPrefix(v, "F_") || strings.HasPrefix(v, "E_") {
				plain = false
			}
		}
		var cons []string
		for _, v := range ty.Values {
			base := v
			if !plain {
				base = "E_" + ident(v)
			}
			c := t.names.fresh(base)
			cons = append(cons, c)
		}
		t.out.AddEnum(ty, cons)
	}
}

// asymmetry says, in parentheses, what makes the subrange typ not
// symmetric (the first use the symmetry analysis blames); "" when it
// names nothing.
func (t *translator) asymmetry(typ check.Type) string {
	s, ok := typ.(*check.SubrangeType)
	if !ok {
		return ""
	}
	if t.asym == nil {
		t.asym = map[*check.SubrangeType]string{}
		for _, u := range t.m.SubrangeSymmetry() {
			if !u.Symmetric && u.Reason != "" {
				t.asym[u.Type] = fmt.Sprintf(" (%s at %d:%d)", u.Reason, u.Pos.Line, u.Pos.Col)
			}
		}
	}
	return t.asym[s]
}

// families adds the location families of a variable of type ty at path.
func (t *translator) families(v *check.Object, path string, ty check.Type, index []*model.IndexType) {
	switch ty := ty.(type) {
	case *check.ArrayType:
		it := t.out.IndexTypeOf(ty.Index)
		if it == nil {
			t.unsupported(v.Pos, "%s is indexed by %s, which is not a symmetric index type%s", path, ty.Index, t.asymmetry(ty.Index))
			t.bad[path] = true
			return
		}
		t.families(v, path+"[]", ty.Elem, append(append([]*model.IndexType(nil), index...), it))
		return
	case *check.RecordType:
		for _, f := range ty.Fields {
			t.families(v, path+"."+f.Name, f.Type, index)
		}
		return
	case *check.BoolType, *check.EnumType:
	case *check.UnionType:
		// a location holds a value of one of the members (IdxV n or an
		// enum constructor): the model is untyped anyway
		for _, m := range ty.Members {
			if _, isEnum := m.(*check.EnumType); !isEnum && t.out.IndexTypeOf(m) == nil {
				t.unsupported(v.Pos, "%s has type %s; a union's members must be enums or symmetric index types", path, ty)
				return
			}
		}
	default:
		if t.out.IndexTypeOf(ty) == nil {
			t.unsupported(v.Pos, "%s has type %s; only booleans, enums and symmetric index types are supported%s", path, ty, t.asymmetry(ty))
			t.bad[path] = true
			return
		}
	}
	base := ident(strings.ReplaceAll(path, "[]", "_"))
	f := &model.Family{Key: path, Con: t.names.fresh("V_" + base), Fam: t.names.fresh("F_" + base), Index: index, Type: ty}
	t.out.AddFamily(f)
}

// params binds the parameters of a rule family.
func (t *translator) params(f *check.RuleFamily) []*model.Param {
	var out []*model.Param
	for _, p := range f.Params {
		prm := &model.Param{Name: t.vars.variable(p.Name), Murphi: p.Name}
		if it := t.out.IndexTypeOf(p.Type); it != nil {
			prm.Type = it
			t.env[p] = &model.Expr{Op: model.XVar, Name: prm.Name, Type: it}
		} else {
			vals, ok := t.constants(p.Type)
			if !ok {
				t.unsupported(f.Pos, "parameter %s of %s has type %s; only symmetric index types, enums and booleans are supported", p.Name, f.Display, p.Type)
				continue
			}
			prm.Values = vals
			t.env[p] = &model.Expr{Op: model.XVar, Name: prm.Name}
		}
		out = append(out, prm)
	}
	return out
}

// constants returns the value constructors of an enum or boolean type.
func (t *translator) constants(ty check.Type) ([]*model.Expr, bool) {
	switch ty := ty.(type) {
	case *check.BoolType:
		return []*model.Expr{model.BoolVal(false), model.BoolVal(true)}, true
	case *check.EnumType:
		var out []*model.Expr
		for _, c := range t.out.EnumCons(ty) {
			out = append(out, &model.Expr{Op: model.XConst, Name: c})
		}
		return out, true
	}
	return nil, false
}

func (t *translator) rule(f *check.RuleFamily, prefix string) *model.Rule {
	t.env, t.vars = map[*check.Object]*model.Expr{}, newNamer()
	name := f.Display
	if f.Kind == check.KindStartState && (name == "" || strings.HasPrefix(name, "startstate@")) {
		name = ""
	}
	base := prefix
	if name != "" && !strings.Contains(name, "@") {
		base = prefix + "_" + ident(name)
	}
	r := &model.Rule{Murphi: f, Name: t.names.fresh(base)}
	r.Params = t.params(f)
	if len(f.Locals) > 0 {
		t.unsupported(f.Pos, "rule-local variables (%s)", f.Locals[0].Name)
		return nil
	}
	if f.Guard != nil {
		r.Guard = t.formula(f.Guard)
	}
	r.Body = t.stmts(f.Body)
	r.Writes = model.Writes(r.Body)
	return r
}

// property translates an invariant of the model. Its conjunctions are
// split into separate properties and universal quantifiers over index
// types in front of each part become parameters, so that each part is
// proved from instances of its invariants at its parameters.
func (t *translator) property(f *check.RuleFamily) {
	t.env, t.vars = map[*check.Object]*model.Expr{}, newNamer()
	base := "prop_" + ident(f.Display)
	if strings.Contains(f.Display, "@") {
		// an invariant without a name (prop is a command of Isabelle)
		base = "property"
	}
	params := t.params(f)
	body := t.formula(f.Guard)
	if body == nil {
		return
	}
	var parts []*model.Property
	var split func(params []*model.Param, x *model.Expr)
	split = func(params []*model.Param, x *model.Expr) {
		switch x.Op {
		case model.XAnd:
			for _, a := range x.Args {
				split(params, a)
			}
		case model.XAll:
			q := &model.Param{Name: x.Name, Murphi: x.Name, Type: x.Type}
			split(append(append([]*model.Param(nil), params...), q), x.Args[0])
		case model.XImp, model.XNot, model.XOr:
			// (exists x: A) --> B, A --> (forall x: B) and ~(exists x: A)
			// are universal: x becomes a parameter (bound names are
			// unique, so nothing is captured); so is any quantifier
			// that pull finds universal deeper down
			if y := prenex(x); y != nil {
				split(params, y)
				return
			}
			if y := pull(x); y != nil {
				split(params, y)
				return
			}
			parts = append(parts, &model.Property{Murphi: f, Params: params, Body: x})
		default:
			parts = append(parts, &model.Property{Murphi: f, Params: params, Body: x})
		}
	}
	split(params, body)
	for k, p := range parts {
		p.Name = base
		if len(parts) > 1 {
			p.Name = fmt.Sprintf("%s_%d", base, k+1)
		}
		p.Name = t.names.fresh(p.Name)
		t.out.Props = append(t.out.Props, p)
	}
}

// prenex moves a universal quantifier out of an implication or a
// negation: (exists x: A) --> B is forall x: A --> B, A --> (forall x: B)
// is forall x: A --> B, A --> ~(exists x: B) is forall x: A --> ~B,
// A --> B & C is (A --> B) & (A --> C) when B or C is a forall, and
// ~(exists x: A) is forall x: ~A. It returns nil when none applies.
func prenex(x *model.Expr) *model.Expr {
	switch x.Op {
	case model.XImp:
		a, b := x.Args[0], x.Args[1]
		switch {
		case a.Op == model.XEx:
			return &model.Expr{Op: model.XAll, Name: a.Name, Type: a.Type, Args: []*model.Expr{{Op: model.XImp, Args: []*model.Expr{a.Args[0], b}}}}
		case b.Op == model.XAll:
			return &model.Expr{Op: model.XAll, Name: b.Name, Type: b.Type, Args: []*model.Expr{{Op: model.XImp, Args: []*model.Expr{a, b.Args[0]}}}}
		case b.Op == model.XNot && b.Args[0].Op == model.XEx:
			c := b.Args[0]
			return &model.Expr{Op: model.XAll, Name: c.Name, Type: c.Type, Args: []*model.Expr{{Op: model.XImp, Args: []*model.Expr{a, model.Not(c.Args[0])}}}}
		case b.Op == model.XAnd && hasOp(b.Args, model.XAll):
			var parts []*model.Expr
			for _, c := range b.Args {
				parts = append(parts, &model.Expr{Op: model.XImp, Args: []*model.Expr{a, c}})
			}
			return &model.Expr{Op: model.XAnd, Args: parts}
		}
	case model.XNot:
		if a := x.Args[0]; a.Op == model.XEx {
			return &model.Expr{Op: model.XAll, Name: a.Name, Type: a.Type, Args: []*model.Expr{model.Not(a.Args[0])}}
		}
	}
	return nil
}

// pull moves the universal quantifiers of x to its front: a forall in
// positive position or an exists in negative position, under negations,
// conjunctions, disjunctions and implications only (not under a
// quantifier of the other kind). A & (forall y: B) is forall y: A & B,
// A | (forall y: B) is forall y: A | B, (A & exists y: B) --> C is
// forall y: A & B --> C, as the types are not empty and bound names are
// unique. It returns nil when x has none.
func pull(x *model.Expr) *model.Expr {
	var qs []*model.Expr
	var walk func(x *model.Expr, pos bool) *model.Expr
	walk = func(x *model.Expr, pos bool) *model.Expr {
		var args []*model.Expr
		switch x.Op {
		case model.XAll, model.XEx:
			if (x.Op == model.XAll) == pos {
				qs = append(qs, x)
				return walk(x.Args[0], pos)
			}
			return x
		case model.XNot:
			args = []*model.Expr{walk(x.Args[0], !pos)}
		case model.XAnd, model.XOr:
			for _, a := range x.Args {
				args = append(args, walk(a, pos))
			}
		case model.XImp:
			args = []*model.Expr{walk(x.Args[0], !pos), walk(x.Args[1], pos)}
		default:
			return x
		}
		y := *x
		y.Args = args
		return &y
	}
	body := walk(x, true)
	if len(qs) == 0 {
		return nil
	}
	for i := len(qs) - 1; i >= 0; i-- {
		body = &model.Expr{Op: model.XAll, Name: qs[i].Name, Type: qs[i].Type, Args: []*model.Expr{body}}
	}
	return body
}

func hasOp(xs []*model.Expr, op model.Op) bool {
	for _, x := range xs {
		if x.Op == op {
			return true
		}
	}
	return false
}

// isBad reports whether path is, or lies under or over, a component
// whose type was reported as unsupported.
func (t *translator) isBad(path string) bool {
	for b := range t.bad {
		if path == b || strings.HasPrefix(path, b+".") || strings.HasPrefix(path, b+"[") || strings.HasPrefix(b, path+".") || strings.HasPrefix(b, path+"[") {
			return true
		}
	}
	return false
}

// ---------------------------------------------------------------------------
// Expressions

// formula translates a boolean expression.
func (t *translator) formula(e ast.Expr) *model.Expr { return t.conv(t.expr(e), model.SBool, e.Pos()) }

// value translates an expression to a value.
func (t *translator) value(e ast.Expr) *model.Expr { return t.conv(t.expr(e), model.SVal, e.Pos()) }

// conv converts between sorts; nil stays nil (an error was reported).
func (t *translator) conv(x *model.Expr, want model.Sort, pos source.Pos) *model.Expr {
	if x == nil {
		return nil
	}
	have := x.Sort()
	switch {
	case have == want:
		return x
	case want == model.SBool && have == model.SVal:
		return &model.Expr{Op: model.XEq, Args: []*model.Expr{x, model.BoolVal(true)}}
	case want == model.SVal && have == model.SBool:
		switch x.Op {
		case model.XTrue:
			return model.BoolVal(true)
		case model.XFalse:
			return model.BoolVal(false)
		}
		return &model.Expr{Op: model.XBool, Args: []*model.Expr{x}}
	case want == model.SVal && have == model.SNat:
		return &model.Expr{Op: model.XIdx, Args: []*model.Expr{x}}
	case want == model.SNat && have == model.SVal:
		if x.Op == model.XIdx {
			return x.Args[0]
		}
		if t.isHome(x) {
			// the node a constant or fixed variable holds (an invariant
			// of the proof says which)
			return &model.Expr{Op: model.XOf, Args: []*model.Expr{x}}
		}
		t.unsupported(pos, "an array index that depends on the state")
	default:
		t.unsupported(pos, "a boolean used as an index")
	}
	return nil
}

// expr translates an expression to its natural sort: parameters of index
// types are SNat, other values SVal, conditions SBool.
func (t *translator) expr(e ast.Expr) *model.Expr {
	info := t.m.Info
	if v, ok := info.Consts[e]; ok {
		switch ty := info.Types[e].(type) {
		case *check.BoolType:
			if v != 0 {
				return &model.Expr{Op: model.XTrue}
			}
			return &model.Expr{Op: model.XFalse}
		case *check.EnumType:
			if cons := t.out.EnumCons(ty); int(v) < len(cons) && v >= 0 {
				return &model.Expr{Op: model.XConst, Name: cons[v]}
			}
		}
		if it := t.out.IndexTypeOf(info.Types[e]); it != nil {
			return &model.Expr{Op: model.XLit, Lit: v}
		}
		if _, isInt := info.Types[e].(*check.IntType); isInt && v >= 0 {
			// an integer constant met as a value of an index type (the
			// distinguished values; the checker types it by its context)
			return &model.Expr{Op: model.XLit, Lit: v}
		}
		t.unsupported(e.Pos(), "the constant %s of type %s", describe(e), info.Types[e])
		return nil
	}
	switch e := e.(type) {
	case *ast.Paren:
		return t.expr(e.X)
	case *ast.Ident:
		obj := info.Uses[e]
		if obj == nil {
			break
		}
		if x, ok := t.env[obj]; ok {
			return x
		}
		if obj.Kind == check.AliasObj {
			return t.expr(obj.Alias)
		}
		if obj.Kind == check.VarObj {
			return t.read(e)
		}
		if obj.Kind == check.ParamObj {
			// a parameter the translation did not bind: its type is
			// none that the proof generalizes (reported at its type)
			t.unsupported(e.Pos(), "the parameter %s, of type %s, which the proof does not generalize", e.Name, obj.Type)
			return nil
		}
	case *ast.Index, *ast.Selector:
		return t.read(e)
	case *ast.Unary:
		if e.Op == ast.OpNot {
			return model.Not(t.formula(e.X))
		}
	case *ast.Binary:
		switch e.Op {
		case ast.OpAnd:
			return model.Nary(model.XAnd, t.formula(e.X), t.formula(e.Y))
		case ast.OpOr:
			return model.Nary(model.XOr, t.formula(e.X), t.formula(e.Y))
		case ast.OpImplies:
			return binop(model.XImp, t.formula(e.X), t.formula(e.Y))
		case ast.OpEq, ast.OpNeq:
			// x = !y is x != y (as the search reads it)
			x, nx := check.StripNot(info, e.X)
			y, ny := check.StripNot(info, e.Y)
			eq := t.equal(x, y)
			if (e.Op == ast.OpNeq) != (nx != ny) {
				return model.Not(eq)
			}
			return eq
		}
	case *ast.QuantExpr:
		return t.quant(e)
	case *ast.CondExpr:
		c, a, b := t.formula(e.Cond), t.value(e.Then), t.value(e.Else)
		if c == nil || a == nil || b == nil {
			return nil
		}
		return &model.Expr{Op: model.XIte, Args: []*model.Expr{c, a, b}}
	case *ast.IsUndefined:
		x := t.value(e.X)
		if x == nil {
			return nil
		}
		return &model.Expr{Op: model.XEq, Args: []*model.Expr{x, {Op: model.XConst, Name: "Undef"}}}
	}
	t.unsupported(e.Pos(), "%s", describe(e))
	return nil
}

func describe(e ast.Expr) string {
	switch e := e.(type) {
	case *ast.Binary:
		return "the operator " + e.Op.String()
	case *ast.Unary:
		return "the operator " + e.Op.String()
	case *ast.Call:
		return "a function call (" + e.Func.Name + ")"
	case *ast.IsMember:
		return "ismember"
	case *ast.Ident:
		return "the name " + e.Name
	case *ast.IntLit:
		return "the integer " + fmt.Sprint(e.Value)
	}
	return fmt.Sprintf("this expression (%T)", e)
}

func binop(op model.Op, a, b *model.Expr) *model.Expr {
	if a == nil || b == nil {
		return nil
	}
	return &model.Expr{Op: op, Args: []*model.Expr{a, b}}
}

// equal translates X = Y: two indices compare as numbers, anything else
// as values. A state component compared with a value that is not one
// stands left (`i = src` is `s V_src = IdxV i`), so that the simplifier,
// which rewrites left to right with an equation it assumes, replaces the
// component by the value in the rest of a goal.
func (t *translator) equal(xe, ye ast.Expr) *model.Expr {
	x, y := t.expr(xe), t.expr(ye)
	if x == nil || y == nil {
		return nil
	}
	if x.Sort() == model.SNat && y.Sort() == model.SNat {
		return binop(model.XEq, x, y)
	}
	a, b := t.conv(x, model.SVal, xe.Pos()), t.conv(y, model.SVal, ye.Pos())
	if a != nil && b != nil && a.Op != model.XRead && b.Op == model.XRead {
		a, b = b, a
	}
	return binop(model.XEq, a, b)
}

func (t *translator) quant(e *ast.QuantExpr) *model.Expr {
	v, it, vals, ok := t.binder(e.Quant, e.Pos(), "a quantifier")
	if !ok {
		return nil
	}
	defer delete(t.env, v)
	if it != nil {
		name := t.bindIndex(v, it)
		body := t.formula(e.Body)
		if body == nil {
			return nil
		}
		op := model.XEx
		if e.Forall {
			op = model.XAll
		}
		return &model.Expr{Op: op, Name: name, Type: it, Args: []*model.Expr{body}}
	}
	var parts []*model.Expr
	for _, c := range vals {
		t.env[v] = c
		parts = append(parts, t.formula(e.Body))
	}
	if e.Forall {
		return model.Nary(model.XAnd, parts...)
	}
	return model.Nary(model.XOr, parts...)
}

// binder resolves the range of a quantifier or for loop (what names it
// in messages): an index type (it), or the constants of an enum or
// boolean type (vals). v is the bound variable.
func (t *translator) binder(quant *ast.Quantifier, pos source.Pos, what string) (v *check.Object, it *model.IndexType, vals []*model.Expr, ok bool) {
	q := t.m.Info.Quants[quant]
	if q == nil || quant.Type == nil {
		t.unsupported(pos, "%s over an integer range", what)
		return nil, nil, nil, false
	}
	ty := t.m.Info.TypeOf[quant.Type]
	if it := t.out.IndexTypeOf(ty); it != nil {
		return q.Var, it, nil, true
	}
	if vals, ok := t.constants(ty); ok {
		return q.Var, nil, vals, true
	}
	t.unsupported(pos, "%s over %s", what, ty)
	return nil, nil, nil, false
}

// bindIndex binds v to a fresh Isabelle variable of index type it.
func (t *translator) bindIndex(v *check.Object, it *model.IndexType) string {
	name := t.vars.variable(v.Name)
	t.env[v] = &model.Expr{Op: model.XVar, Name: name, Type: it}
	return name
}

// designator resolves a designator to a family path and its index
// arguments.
func (t *translator) designator(e ast.Expr) (string, []*model.Expr, bool) {
	info := t.m.Info
	switch e := e.(type) {
	case *ast.Paren:
		return t.designator(e.X)
	case *ast.Ident:
		obj := info.Uses[e]
		if obj == nil {
			break
		}
		switch obj.Kind {
		case check.VarObj:
			return obj.Name, nil, true
		case check.AliasObj:
			return t.designator(obj.Alias)
		}
	case *ast.Index:
		path, args, ok := t.designator(e.X)
		if !ok {
			return "", nil, false
		}
		i := t.conv(t.expr(e.Index), model.SNat, e.Index.Pos())
		if i == nil {
			return "", nil, false
		}
		return path + "[]", append(append([]*model.Expr(nil), args...), i), true
	case *ast.Selector:
		path, args, ok := t.designator(e.X)
		if !ok {
			return "", nil, false
		}
		return path + "." + e.Name.Name, args, true
	}
	t.unsupported(e.Pos(), "%s (want a state variable)", describe(e))
	return "", nil, false
}

// read translates a designator of a simple type to its value.
func (t *translator) read(e ast.Expr) *model.Expr {
	path, args, ok := t.designator(e)
	if !ok {
		return nil
	}
	f := t.out.FamilyByKey(path)
	if f == nil {
		if !t.isBad(path) {
			t.unsupported(e.Pos(), "a record or array value (%s)", path)
		}
		return nil
	}
	return &model.Expr{Op: model.XRead, Fam: f, Args: args}
}
