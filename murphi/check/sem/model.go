package sem

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"paraverify/murphi/ast"
	"paraverify/murphi/source"
)

// This file defines the checked model: the one data structure that the
// later stages (explicit-state checker, invFinder, proof generator) read.

// Type is a resolved Murphi type. Named types are unique pointers, so type
// identity is pointer identity, except that all *IntType values are equal
// and subranges are compatible with each other and with IntType.
type Type interface {
	String() string
	typ()
}

// BoolType is `boolean` (values false=0, true=1).
type BoolType struct{}

// IntType is the type of arithmetic results and integer literals.
type IntType struct{}

// EnumType is an enumeration; values are numbered 0..len(Values)-1 in
// declaration order.
type EnumType struct {
	Name   string // declared name, "" when anonymous
	Values []string
}

// SubrangeType is `Lo..Hi` with constant bounds.
type SubrangeType struct {
	Name   string
	Lo, Hi int64
	Union  bool // a union read as a subrange (ast.SubrangeType.Union)
	// Names and Rest: how traces name the values of such a union
	// (ast.SubrangeType.Names, DisplayValue)
	Names []string
	Rest  string
	// InPlace: written in place and named by the tool
	// (ast.SubrangeType.InPlace); Shown gives its bounds
	InPlace bool
}

// ScalarsetType is `scalarset(Size)`; its values are interchangeable.
type ScalarsetType struct {
	Name string
	Size int64
}

// ArrayType is `array [Index] of Elem`; Index is a finite simple type
// (BoolType, EnumType, SubrangeType, ScalarsetType or UnionType).
type ArrayType struct {
	Name  string
	Index Type
	Elem  Type
}

// RecordField is one field of a record.
type RecordField struct {
	Name string
	Type Type
}

// RecordType is `record ... end`.
type RecordType struct {
	Name   string
	Fields []*RecordField
}

// UnionType is `union {T1, ...}` over enum and scalarset types; a value
// is a value of exactly one member.
type UnionType struct {
	Name    string
	Members []Type
}

// RealType is CMurphi's `real(Precision, Exponent)`: numbers that a state
// holds rounded to Precision significant decimal digits (locals and
// intermediate results keep double precision, as in CMurphi). Real, of
// precision 0, is the type of real literals and real arithmetic. A value
// of a real type is held as the bits of a float64 (see RealValue).
type RealType struct {
	Name      string
	Precision int64
	Exponent  int64
}

func (*RealType) typ() {}
func (t *RealType) String() string {
	switch {
	case t.Name != "":
		return t.Name
	case t.Precision == 0:
		return "real"
	}
	return fmt.Sprintf("real(%d,%d)", t.Precision, t.Exponent)
}

// IsReal reports whether t is a real type.
func IsReal(t Type) bool {
	_, ok := t.(*RealType)
	return ok
}

// RealValue returns the number a value of a real type stands for;
// RealBits is its inverse.
func RealValue(v int64) float64 { return math.Float64frombits(uint64(v)) }

// RealBits returns the value of a real type that stands for f.
func RealBits(f float64) int64 { return int64(math.Float64bits(f)) }

// MultisetType is `multiset [Size] of Elem`: at most Size elements whose
// order does not matter. Index is the type of its places (a scalarset of
// Size values that no declaration names): choose, multisetcount and
// multisetremovepred variables have it, and only they index a multiset.
type MultisetType struct {
	Name  string
	Size  int64
	Elem  Type
	Index *ScalarsetType
}

func (*MultisetType) typ()  {}
func (*BoolType) typ()      {}
func (*IntType) typ()       {}
func (*EnumType) typ()      {}
func (*SubrangeType) typ()  {}
func (*ScalarsetType) typ() {}
func (*ArrayType) typ()     {}
func (*RecordType) typ()    {}
func (*UnionType) typ()     {}

func (*BoolType) String() string { return "boolean" }
func (*IntType) String() string  { return "integer" }
func (t *EnumType) String() string {
	if t.Name != "" {
		return t.Name
	}
	return "enum {" + strings.Join(t.Values, ", ") + "}"
}

// Shown is how messages name a type: String, but the bounds of a
// subrange the tool named (ast.SubrangeType.InPlace).
func Shown(t Type) string {
	if s, ok := t.(*SubrangeType); ok && s.InPlace {
		return fmt.Sprintf("%d..%d", s.Lo, s.Hi)
	}
	return t.String()
}

func (t *SubrangeType) String() string {
	if t.Name != "" {
		return t.Name
	}
	return fmt.Sprintf("%d..%d", t.Lo, t.Hi)
}
func (t *ScalarsetType) String() string {
	if t.Name != "" {
		return t.Name
	}
	return fmt.Sprintf("scalarset(%d)", t.Size)
}
func (t *ArrayType) String() string {
	if t.Name != "" {
		return t.Name
	}
	return "array [" + t.Index.String() + "] of " + t.Elem.String()
}
func (t *RecordType) String() string {
	if t.Name != "" {
		return t.Name
	}
	var parts []string
	for _, f := range t.Fields {
		parts = append(parts, f.Name+" : "+f.Type.String())
	}
	return "record " + strings.Join(parts, "; ") + " end"
}
func (t *MultisetType) String() string {
	if t.Name != "" {
		return t.Name
	}
	return fmt.Sprintf("multiset [%d] of %s", t.Size, t.Elem)
}
func (t *UnionType) String() string {
	if t.Name != "" {
		return t.Name
	}
	var parts []string
	for _, m := range t.Members {
		parts = append(parts, m.String())
	}
	return "union {" + strings.Join(parts, ", ") + "}"
}

// ObjKind classifies what a name denotes.
type ObjKind int

// Object kinds.
const (
	ConstObj     ObjKind = iota // a named constant; Value holds it
	TypeObj                     // a named type (including boolean)
	VarObj                      // a global state variable; Slot is its index in Model.Vars
	ParamObj                    // a ruleset parameter or a forall/exists/for variable
	LocalObj                    // a local variable of a rule, startstate, procedure or function
	FormalObj                   // a procedure/function parameter; VarParam tells `var`
	EnumConstObj                // an enum value (true/false included); Value is its index
	ProcObj                     // a procedure
	FuncObj                     // a function
	AliasObj                    // an alias name; Alias is the aliased expression
	BuiltinObj                  // a predeclared real function (sqrt, ...); Name is its lower-case name
)

var objKindNames = [...]string{"constant", "type", "variable", "parameter", "local variable",
	"formal parameter", "enum constant", "procedure", "function", "alias", "predeclared function"}

func (k ObjKind) String() string { return objKindNames[k] }

// Object is a declared entity.
type Object struct {
	Kind     ObjKind
	Name     string
	Pos      source.Pos // declaration position (zero for predeclared names)
	Type     Type       // type of the value (for TypeObj: the type itself)
	Value    int64      // ConstObj, EnumConstObj
	Slot     int        // VarObj: index into Model.Vars; otherwise -1
	VarParam bool       // FormalObj declared with `var`
	Alias    ast.Expr   // AliasObj: the aliased expression
	Proc     *Proc      // ProcObj, FuncObj
}

// Proc is a checked procedure or function.
type Proc struct {
	Obj     *Object
	Decl    *ast.ProcDecl
	Formals []*Object // FormalObj, in order
	Result  Type      // nil for procedures
	Locals  []*Object // LocalObj
}

// QuantInfo describes a checked quantifier (forall, exists, for, ruleset).
type QuantInfo struct {
	Var *Object // the ParamObj bound by the quantifier
	// Values are the values the variable ranges over, in order. For a type
	// quantifier they are the type's values (see Values); for `a to b by c`
	// the arithmetic sequence (c may be negative; an empty range is empty).
	// Nil when Dynamic.
	Values []int64
	// Dynamic tells a range `From to To by By` whose bounds are computed
	// when it is executed (a for statement, forall or exists whose bounds
	// are not constants, as CMurphi allows); the variable is an integer.
	Dynamic bool
	By      int64 // the step of a Dynamic range (a constant, not 0)
}

// Info holds the side tables computed by the checker, keyed by AST node.
type Info struct {
	Types  map[ast.Expr]Type      // the type of every expression
	Uses   map[*ast.Ident]*Object // every resolved identifier use
	Defs   map[*ast.Ident]*Object // every declaring identifier
	Consts map[ast.Expr]int64     // values of compile-time constant expressions
	TypeOf map[ast.TypeExpr]Type  // every type expression
	Quants map[*ast.Quantifier]*QuantInfo
}

// IndexedBy reports whether the designator e has the variable v itself
// as an index at some level (a[v].f, a[c][v]): distinct values of v
// denote distinct locations.
func (info *Info) IndexedBy(e ast.Expr, v *Object) bool {
	switch e := e.(type) {
	case *ast.Index:
		if id, ok := e.Index.(*ast.Ident); ok && info.Uses[id] == v {
			return true
		}
		return info.IndexedBy(e.X, v)
	case *ast.Selector:
		return info.IndexedBy(e.X, v)
	case *ast.Paren:
		return info.IndexedBy(e.X, v)
	}
	return false
}

// RuleKind tells a rule family from a startstate or an invariant.
type RuleKind int

// Rule kinds.
const (
	KindRule RuleKind = iota
	KindStartState
	KindInvariant
)

func (k RuleKind) String() string {
	return [...]string{"rule", "startstate", "invariant"}[k]
}

// RuleFamily is a rule, startstate or invariant together with the
// parameters of all enclosing rulesets: one family stands for one
// instance per assignment of parameter values.
type RuleFamily struct {
	Kind    RuleKind
	Name    string     // the quoted name, or a generated "rule@line:col" name
	Display string     // Name, made unique among the model's families of the kind (see displayNames in package check)
	Pos     source.Pos // position of the rule keyword
	Params  []*Object  // enclosing ruleset parameters, outermost first (ParamObj)
	Quants  []*ast.Quantifier
	Aliases []*Object // enclosing rule-level aliases, outermost first (AliasObj)
	Guard   ast.Expr  // rule guard or invariant formula; nil when absent
	Locals  []*Object // local variables (LocalObj)
	Body    []ast.Stmt
	Node    ast.Rule // the *ast.SimpleRule, *ast.StartState or *ast.Invariant
	// Chooses[k], when not nil, is the multiset designator a `choose`
	// parameter Params[k] ranges over: the instance exists only while that
	// place holds an element.
	Chooses []ast.Expr
}

// Model is a checked Murphi model.
type Model struct {
	File        *ast.File
	Info        *Info
	Consts      []*Object // ConstObj, in declaration order
	Types       []*Object // TypeObj declared in the model, in order
	Vars        []*Object // global state variables; Vars[i].Slot == i
	Procs       []*Proc   // procedures and functions, in order
	Rules       []*RuleFamily
	StartStates []*RuleFamily
	Invariants  []*RuleFamily
	// Warnings are positioned remarks that do not make the model invalid,
	// such as a constant index out of its array's range (CMurphi reports it
	// only where it is executed, as the model checker does).
	Warnings source.ErrorList
}

// Values of finite simple types are int64 throughout the project:
// boolean false=0/true=1; an enum value is its index; a subrange value is
// the integer itself; a scalarset value is its ordinal 0..Size-1; a union
// value is numbered consecutively across its members (member k's value v
// is the sum of the cardinalities of members 0..k-1 plus v's ordinal).

// Card returns the number of values of a finite simple type (bool, enum,
// subrange, scalarset, union), or -1 for other types.
func Card(t Type) int64 {
	switch t := t.(type) {
	case *BoolType:
		return 2
	case *EnumType:
		return int64(len(t.Values))
	case *SubrangeType:
		return t.Hi - t.Lo + 1
	case *ScalarsetType:
		return t.Size
	case *UnionType:
		var n int64
		for _, m := range t.Members {
			n += Card(m)
		}
		return n
	}
	return -1
}

// FormatValue prints a value of a finite simple type (in the encoding
// above) as Murphi would: true/false, the enum name, the integer, a
// scalarset value as NAME_1..NAME_n, a union value as its member's value.
func FormatValue(t Type, v int64) string {
	return formatValue(t, v, false)
}

// DisplayValue is FormatValue, but a union read as a subrange (package
// homeunion) names its values as the union's, HomeNode or Proc_2, as
// traces of the model as written do.
func DisplayValue(t Type, v int64) string {
	return formatValue(t, v, true)
}

func formatValue(t Type, v int64, display bool) string {
	if s, ok := t.(*SubrangeType); ok && display && s.Union && s.Rest != "" {
		if i := v - s.Lo; i >= 0 {
			if i < int64(len(s.Names)) {
				return s.Names[i]
			}
			return s.Rest + "_" + strconv.FormatInt(i-int64(len(s.Names))+1, 10)
		}
	}
	switch t := t.(type) {
	case *BoolType:
		if v != 0 {
			return "true"
		}
		return "false"
	case *EnumType:
		if v >= 0 && int(v) < len(t.Values) {
			return t.Values[v]
		}
	case *ScalarsetType:
		name := t.Name
		if name == "" {
			name = "scalarset"
		}
		return name + "_" + strconv.FormatInt(v+1, 10)
	case *UnionType:
		off := int64(0)
		for _, m := range t.Members {
			if v < off+Card(m) {
				return FormatValue(m, v-off)
			}
			off += Card(m)
		}
	case *RealType:
		p := t.Precision
		if p < 1 {
			return strconv.FormatFloat(RealValue(v), 'g', -1, 64)
		}
		return strconv.FormatFloat(RealValue(v), 'e', int(p-1), 64)
	}
	return strconv.FormatInt(v, 10)
}
