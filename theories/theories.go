// Package theories holds the hand-written Isabelle base theory that every generated session imports.
package theories

import _ "embed"

// BaseName is the name of the base theory and of its session.
const BaseName = "Paraverify_Base"

// Base is the text of Paraverify_Base.thy.
//
//go:embed Paraverify_Base.thy
var Base string
