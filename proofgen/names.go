package proofgen

// This file names the Murphi model's rule families as the reports and
// theories show them.

import (
	"fmt"

	"paraverify/murphi/check"
)

// Shown names a family of the model as the tables do (its display name),
// followed by its own name and line when these differ (two families of
// the kind share the name).
func Shown(f *check.RuleFamily) string {
	if f.Display == f.Name {
		return f.Name
	}
	return fmt.Sprintf("%s (%s %q at line %d)", f.Display, f.Kind, f.Name, f.Pos.Line)
}
