package lower

// This file implements the driver: the passes run in order, each on the
// model the previous one produced, and each result is checked again, so
// that every pass reads a fully resolved model and the final result is a
// valid checked model.
//
//  1. inline: rule-level and statement-level aliases are substituted
//     (one whose indices read state that the statements below change only
//     where every use comes before such a write, see aliasorder.go),
//     switch becomes an if/elsif chain, procedure calls are replaced by
//     their bodies (var parameters by the argument's designator, value
//     parameters by the argument or by a fresh local, procedure locals by
//     fresh rule locals, returns by the structure of the body), function
//     calls by the value of their body (a conditional expression when the
//     body branches); see package inline.
//  2. locals: rule-local variables disappear. A composite local that is
//     copied from a state designator at the start and back into it at the
//     end (NxtSta := Sta; ...; Sta := NxtSta) is that designator; a local
//     of a simple type is replaced by the value last assigned to it. The
//     statements are then reordered, where needed, so that every read
//     still sees the value it saw in the original rule (see package locals).
//  3. asserts: an assert or error in a rule's action becomes an
//     invariant over the state before the rule (guard -> (the if
//     conditions on its path -> the asserted condition)) when nothing
//     before it on its path writes what it reads (see package asserts).
//  4. lift: conditional expressions are lifted into if statements (in
//     assignments) or into the boolean structure (in conditions).
//  5. split: the conjuncts of a forall's or exists's body that do not
//     mention its variable move out of it (every type has a value).
//  6. expand: clear becomes assignments of each component, with a for
//     loop over the index type of each array (never unrolled over a
//     symmetric type, so that the result stays valid for every size).
//     Whole-record and whole-array assignments and undefine stay: the
//     search executes them exactly, proof generation spells them out.
//  7. hoist: statements of a for loop that do not depend on its variable
//     are taken out of it (see hoist.go).
//  8. index: an array index that reads state the rules change, as the
//     rule found it (Chan2[CurPtr]), becomes a parameter of the rule with
//     the guard conjunct `p = CurPtr` (see package index).
//
// Every node keeps the position of the node it comes from, so that errors
// and tables about the lowered model point into the user's file. The
// lowered model has the same state variables, rules (names) and
// properties as the original, and the same transitions: the
// explicit-state checker gives the same state space for both. The index
// pass adds rule parameters (in each state one instance of each rule
// fires where the rule did); the asserts pass adds properties: those that
// hold exactly when no assert of the original fails.
//
// A construct that a pass cannot rewrite is left in place and reported in
// Result.Left; the invariant search may still handle it, proof generation
// does not.

import (
	"paraverify/murphi/ast"
	"paraverify/murphi/check"
	"paraverify/murphi/lower/arith"
	"paraverify/murphi/lower/asserts"
	"paraverify/murphi/lower/index"
	"paraverify/murphi/lower/inline"
	"paraverify/murphi/lower/locals"
	"paraverify/murphi/lower/propindex"
	"paraverify/murphi/lower/rewrite"
	"paraverify/murphi/lower/unroll"
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
	KindProc   = inline.KindProc
	KindFunc   = inline.KindFunc
	KindLocal  = locals.Kind
	KindAlias  = inline.KindAlias
	KindReturn = inline.KindReturn
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
type pass func(m *check.Model, names *rewrite.Namer) (f *ast.File, left source.ErrorList, changed bool)

// Lower runs the passes on m, which was checked with conf; the lowered
// model is checked with conf as well.
func Lower(m *check.Model, conf *check.Config) *Result {
	res := &Result{Model: m}
	if errs := refuse(m.File); len(errs) > 0 {
		errs.Sort()
		res.Left, res.Refused = errs, true
		return res
	}
	names := rewrite.NewNamer(m.File)
	// a pass with runs > 1 runs again on its own result while it changes
	// it (arith: a designator whose index it rewrote is an operand the
	// second time; propindex: one pointer of a formula per run)
	for _, p := range []struct {
		name string
		run  pass
		runs int
	}{{"inline", inlinePass, 1}, {"unroll", unroll.Pass, 1}, {"locals", locals.Pass, 1}, {"arith", arith.Pass, 2}, {"asserts", asserts.Pass, 1}, {"lift", lift, 1}, {"split", split, 1}, {"expand", expand, 1}, {"hoist", hoist, 1}, {"index", index.Pass, 1}, {"propindex", propindex.Pass, 4}} {
		for i := 0; i < p.runs; i++ {
			f, left, changed, crash := runPass(p.run, res.Model, names)
			if crash != nil {
				res.Left.AddKind(kindInternal, source.Pos{File: m.File.Path, Line: 1, Col: 1}, "internal error in the %s pass: %v", p.name, crash)
				break
			}
			res.Left = append(res.Left, left...)
			if !changed {
				break
			}
			next, errs := check.Check(f, conf)
			if len(errs) > 0 {
				res.Left.AddKind(kindInternal, errs[0].Pos, "internal error: the %s pass produced a model that does not check: %s", p.name, errs[0].Msg)
				break
			}
			res.Model = next
		}
	}
	res.Left.Sort()
	return res
}

// runPass runs one pass, turning a panic (a bug here) into crash, so that
// the pass is skipped rather than the tool stopped.
func runPass(p pass, m *check.Model, names *rewrite.Namer) (f *ast.File, left source.ErrorList, changed bool, crash any) {
	defer func() {
		if r := recover(); r != nil {
			f, left, changed, crash = nil, nil, false, r
		}
	}()
	f, left, changed = p(m, names)
	return f, left, changed, nil
}
