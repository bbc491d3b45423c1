package proofgen

// This file hands the translation of the checked Murphi model to package
// translate.

import (
	"paraverify/murphi/check"
	"paraverify/proofgen/translate"
)

// Translate turns a checked model into the Model over unbounded index
// types. name is the model file's name; the theory is named after it. See
// translate.Translate.
func Translate(m *check.Model, name string) (*Model, error) { return translate.Translate(m, name) }

// Kinds of constructs proof generation does not support, besides those it
// shares with the search (formula.KindStateIndex, ...); see package
// translate.
var (
	KindType  = translate.KindType
	KindLocal = translate.KindLocal
	KindCopy  = translate.KindCopy
	KindFixed = translate.KindFixed
)
