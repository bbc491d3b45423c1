package model

// This file defines the model over unbounded index types that the proof
// speaks about: index types, location families, expressions, statements,
// rules, initial states and properties.

import "paraverify/murphi/check"

// IndexType is an index type of the Murphi model whose values are
// parameters: its values are the natural numbers Lo..Size, Size a
// parameter of the proof. The type may have distinguished values, terms
// of their own that invariant parameters differ from: constants (Dist,
// node 0 of 0..NODE_NUM) or the node a fixed variable holds (Fixed).
type IndexType struct {
	Murphi check.Type
	Name   string // Murphi name
	Set    string // Isabelle set of its values, e.g. idx_NODE
	Size   string // size parameter, e.g. N
	Lo     int64
	Dist   []int64
	Fixed  *Param // the proof's parameter for the fixed variable's node, or nil
	// Finite marks a type with literal bounds (formula.FixedRanges):
	// its values are Lo..Hi in every instance, all of them distinguished,
	// and it has no size parameter (Size is empty).
	Finite bool
	Hi     int64
}

// Home is a variable that holds one node in every reachable state: a
// constant variable (Home := 0 in every startstate, no rule writes it) or
// a fixed variable (Home := h from a startstate parameter h). The proof
// has the invariant that its location holds IdxV Val.
type Home struct {
	Murphi string
	Fam    *Family
	Val    *Expr // SNat: XLit for a constant variable, XVar for a fixed one
}

// Family is one leaf path of the state: a location family with one
// natural-number argument per array index on the path.
type Family struct {
	Key   string // Murphi path with [] for indices, e.g. Sta.Proc[].CacheState
	Con   string // Isabelle location constructor, e.g. V_Sta_Proc_CacheState
	Fam   string // Isabelle family constant, e.g. F_Sta_Proc_CacheState
	Index []*IndexType
	Type  check.Type // the leaf's Murphi type
}

// Sort is the sort of an expression.
type Sort int

// Sorts.
const (
	SBool Sort = iota // a formula
	SVal              // a value
	SNat              // an index (natural number)
)

// Op is an expression operator.
type Op int

// Expression operators.
const (
	XRead  Op = iota // Fam(Args...): the value at a location (SVal)
	XConst           // the value constructor Name (SVal): Undef, BoolV True, E_I, ...
	XIdx             // IdxV Args[0] (SVal)
	XVar             // the variable Name (SNat, or SVal for enum parameters)
	XLit             // the natural number Lit (SNat)
	XBool            // BoolV Args[0] (SVal)
	XTrue            // (SBool)
	XFalse           // (SBool)
	XEq              // Args[0] = Args[1] (SBool; both SVal or both SNat)
	XNot             // (SBool)
	XAnd             // (SBool, n-ary)
	XOr              // (SBool, n-ary)
	XImp             // Args[0] --> Args[1] (SBool)
	XAll             // forall Name in Type: Args[0] (SBool)
	XEx              // exists Name in Type: Args[0] (SBool)
	XIte             // if Args[0] then Args[1] else Args[2] (SVal)
	XOf              // idx_of Args[0]: the index a value holds (SNat)
	// XLast is the value a for loop over Type leaves in a location that
	// the iteration Name assigns Args[1] when Args[0] holds: Args[1] at
	// the greatest such Name if there is one (the last iteration that
	// assigns), otherwise the old value Args[2] (SVal).
	XLast
	XIn // Args[0] is a value of Type: Args[0] \<in> idx (SBool)
)

// Expr is an expression of the model.
type Expr struct {
	Op   Op
	Fam  *Family
	Name string
	Lit  int64
	Type *IndexType // XAll, XEx
	Args []*Expr
}

// Sort returns the sort of e.
func (e *Expr) Sort() Sort {
	switch e.Op {
	case XRead, XConst, XIdx, XBool, XIte, XLast:
		return SVal
	case XLit, XOf:
		return SNat
	case XVar:
		if e.Type != nil {
			return SNat
		}
		return SVal
	}
	return SBool
}

// StmtKind tells statements apart.
type StmtKind int

// Statement kinds.
const (
	SAssign StmtKind = iota // Loc := Val
	SIf                     // if Cond then Then else Else
	SFor                    // for Var in Type: Body (simultaneous, see package proofgen)
)

// Stmt is a statement of a rule action or startstate.
type Stmt struct {
	Kind       StmtKind
	Loc        *Expr // SAssign: an XRead
	Val        *Expr // SAssign: SVal
	Cond       *Expr
	Then, Else []*Stmt
	Var        string
	Type       *IndexType
	Body       []*Stmt
	Writes     []*Family // SFor: the families the body writes, in order
}

// Param is a parameter of a rule, startstate or property: an index of
// Type, or (Type nil) a value among Values.
type Param struct {
	Name   string // Isabelle variable
	Murphi string
	Type   *IndexType
	Values []*Expr // XConst values for a parameter of an enum or boolean type
}

// Rule is one rule family.
type Rule struct {
	Murphi *check.RuleFamily
	Name   string // Isabelle constant, e.g. r_Try
	Params []*Param
	Guard  *Expr
	Body   []*Stmt
	Writes []*Family // every family the action may write
}

// Property is one invariant of the Murphi model.
type Property struct {
	Murphi *check.RuleFamily
	Name   string // Isabelle constant, e.g. prop_coherence
	Params []*Param
	Body   *Expr
}

// Model is the translated protocol.
type Model struct {
	Name     string       // theory name
	Types    []*IndexType // the symmetric index types, in declaration order
	Enums    []string     // value constructors of enum constants, in order
	Families []*Family
	Starts   []*Rule // startstate families (Guard nil)
	Rules    []*Rule
	Props    []*Property
	// Homes are the constant and fixed variables; Fixed the proof's
	// parameters for the fixed variables' nodes (every invariant takes
	// them first).
	Homes []*Home
	Fixed []*Param

	famByKey map[string]*Family
	typeOf   map[check.Type]*IndexType
	enumCon  map[*check.EnumType][]string
}

// Sizes returns the size parameters in order (finite types have none).
func (m *Model) Sizes() []string {
	var out []string
	for _, t := range m.Types {
		if !t.Finite {
			out = append(out, t.Size)
		}
	}
	return out
}

// FamilyByKey returns the family of the Murphi path key (Family.Key), or
// nil.
func (m *Model) FamilyByKey(key string) *Family { return m.famByKey[key] }

// IndexTypeOf returns the index type of the Murphi type t, or nil.
func (m *Model) IndexTypeOf(t check.Type) *IndexType { return m.typeOf[t] }

// EnumCons returns the value constructors of the constants of the enum
// type t, in order.
func (m *Model) EnumCons(t *check.EnumType) []string { return m.enumCon[t] }

// AddIndexType appends it to Types; it becomes the index type of its
// Murphi type.
func (m *Model) AddIndexType(it *IndexType) {
	if m.typeOf == nil {
		m.typeOf = map[check.Type]*IndexType{}
	}
	m.Types = append(m.Types, it)
	m.typeOf[it.Murphi] = it
}

// AddFamily appends f to Families; FamilyByKey finds it by its Key.
func (m *Model) AddFamily(f *Family) {
	if m.famByKey == nil {
		m.famByKey = map[string]*Family{}
	}
	m.Families = append(m.Families, f)
	m.famByKey[f.Key] = f
}

// AddEnum appends cons, the value constructors of the constants of the
// enum type t in order, to Enums.
func (m *Model) AddEnum(t *check.EnumType, cons []string) {
	if m.enumCon == nil {
		m.enumCon = map[*check.EnumType][]string{}
	}
	m.Enums = append(m.Enums, cons...)
	m.enumCon[t] = cons
}
