package check

// This file re-exports the checked model, which package sem defines, so
// that the later stages read it as check.Model, check.Type and so on.

import "paraverify/murphi/check/sem"

// The checked model's types (see package sem).
type (
	Type          = sem.Type
	BoolType      = sem.BoolType
	IntType       = sem.IntType
	EnumType      = sem.EnumType
	SubrangeType  = sem.SubrangeType
	ScalarsetType = sem.ScalarsetType
	ArrayType     = sem.ArrayType
	RecordField   = sem.RecordField
	RecordType    = sem.RecordType
	UnionType     = sem.UnionType
	RealType      = sem.RealType
	MultisetType  = sem.MultisetType
	ObjKind       = sem.ObjKind
	Object        = sem.Object
	Proc          = sem.Proc
	QuantInfo     = sem.QuantInfo
	Info          = sem.Info
	RuleKind      = sem.RuleKind
	RuleFamily    = sem.RuleFamily
	Model         = sem.Model
	SubrangeUse   = sem.SubrangeUse
)

// Object kinds.
const (
	ConstObj     = sem.ConstObj
	TypeObj      = sem.TypeObj
	VarObj       = sem.VarObj
	ParamObj     = sem.ParamObj
	LocalObj     = sem.LocalObj
	FormalObj    = sem.FormalObj
	EnumConstObj = sem.EnumConstObj
	ProcObj      = sem.ProcObj
	FuncObj      = sem.FuncObj
	AliasObj     = sem.AliasObj
	BuiltinObj   = sem.BuiltinObj
)

// Rule kinds.
const (
	KindRule       = sem.KindRule
	KindStartState = sem.KindStartState
	KindInvariant  = sem.KindInvariant
)

// IsReal reports whether t is a real type.
func IsReal(t Type) bool { return sem.IsReal(t) }

// RealValue returns the number a value of a real type stands for;
// RealBits is its inverse.
func RealValue(v int64) float64 { return sem.RealValue(v) }

// RealBits returns the value of a real type that stands for f.
func RealBits(f float64) int64 { return sem.RealBits(f) }

// Card returns the number of values of a finite simple type (bool, enum,
// subrange, scalarset, union), or -1 for other types.
func Card(t Type) int64 { return sem.Card(t) }

// Values returns the values of a finite simple type in the project's
// encoding (see Card), or nil for other types.
func Values(t Type) []int64 { return sem.Values(t) }

// UnionOffset returns the number of union values that precede the values
// of member m, and whether m (or a type identical to it) is a member.
func UnionOffset(u *UnionType, m Type) (int64, bool) { return sem.UnionOffset(u, m) }

// FormatValue prints a value of a finite simple type as Murphi would (see
// sem.FormatValue).
func FormatValue(t Type, v int64) string { return sem.FormatValue(t, v) }

// DisplayValue formats a value as traces show it (sem.DisplayValue).
func DisplayValue(t Type, v int64) string { return sem.DisplayValue(t, v) }

// Assignable reports whether a value of type src may be stored in a
// location of type dst (see sem.Assignable).
func Assignable(dst, src Type) bool { return sem.Assignable(dst, src) }

// Shown is how messages name a type (sem.Shown).
func Shown(t Type) string { return sem.Shown(t) }
