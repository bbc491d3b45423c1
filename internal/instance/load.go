package instance

// This file implements loading a model for find and the main job: a node
// type written as a union of home values and a scalarset is read as one
// subrange (package homeunion) before anything else sees the model, and
// a literal scalarset size is read as a constant and a subrange written
// in place with literal bounds as a named type (package litsize), an enum
// that indexes an array as a fixed range (package enumidx), and a
// subrange -D leaves no value to generalize is kept at that size.

import (
	"fmt"

	"paraverify/internal/exitcode"
	"paraverify/internal/load"
	"paraverify/internal/prepare"
	"paraverify/murphi/ast"
	"paraverify/murphi/check"
	"paraverify/murphi/lower/enumidx"
	"paraverify/murphi/lower/homeunion"
	"paraverify/murphi/lower/litsize"
)

// LoadModel is load.Model with literal scalarset sizes read as constants
// (package litsize), followed by the union rewrite and the subranges kept
// at the size -D gives them (fixSized); notes describe each.
func LoadModel(path string, o load.Overrides, extra ...string) (*check.Model, []string, error) {
	var lift litsize.Lifter
	m, err := load.ModelWith(path, o, func(f *ast.File) { lift.Lift(f); lift.NameRanges(f) }, extra...)
	if err != nil {
		return nil, nil, err
	}
	notes := lift.Notes
	if us := homeunion.Rewrite(m); len(us) > 0 {
		if m, err = recheck(m, "reading the union "+us[0].Name+" as a subrange"); err != nil {
			return nil, nil, err
		}
		for _, u := range us {
			notes = append(notes, u.String())
		}
	}
	if f := enumidx.Rewrite(m); f != nil {
		notes = append(notes, enumidx.Notes(m)...)
		m.File = f
		if m, err = recheck(m, "reading an enum that indexes an array as a fixed range"); err != nil {
			return nil, nil, err
		}
	}
	m, fixed, err := fixSized(m, o)
	if err != nil {
		return nil, nil, err
	}
	return m, append(notes, fixed...), nil
}

// recheck checks m's file again after a rewrite (what it did), with the
// constants as m has them: a model that no longer checks is a fault of
// the rewrite.
func recheck(m *check.Model, what string) (*check.Model, error) {
	next, errs := check.Check(m.File, &check.Config{Consts: prepare.IntConsts(m)})
	if len(errs) > 0 {
		return nil, exitcode.Internal(fmt.Errorf("internal error: %s gave a model that does not check: %s", what, errs[0]))
	}
	return next, nil
}
