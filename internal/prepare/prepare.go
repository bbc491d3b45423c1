package prepare

// This file implements the check that runs before a search: the model is
// lowered to the core subset (murphi/lower), then everything the search
// (and, for the main job, proof generation) cannot handle is collected
// and reported as a few groups, one per kind of construct, with positions
// and what to rewrite.

import (
	"context"
	"fmt"
	"path/filepath"
	"slices"
	"strings"

	"paraverify/invfinder"
	"paraverify/invfinder/formula"
	"paraverify/murphi/check"
	"paraverify/murphi/lower"
	"paraverify/murphi/mc"
	"paraverify/murphi/source"
	"paraverify/proofgen"
)

// shownPositions is how many positions a group lists.
const shownPositions = 3

// Group is one kind of unsupported construct in the JSON
// summary.
type Group struct {
	Kind      string   `json:"kind"`
	Count     int      `json:"count"`
	Positions []string `json:"positions"` // the first few, file:line:col
	Message   string   `json:"message"`   // the first error in full
	Hint      string   `json:"hint,omitempty"`
}

// Lower lowers a model to the core subset that the search and the proof
// read, checking the lowering with the constants as the model was loaded
// with them (the command line's and the reference instance's).
func Lower(model *check.Model) (*lower.Result, error) {
	return lower.Lower(model, &check.Config{Consts: IntConsts(model)}), nil
}

// IntConsts are the model's integer constants as used, for checking a
// rewritten file of the model with the same values.
func IntConsts(m *check.Model) map[string]int64 {
	consts := map[string]int64{}
	for _, c := range m.Consts {
		if c.Type == check.Int {
			consts[c.Name] = c.Value
		}
	}
	return consts
}

// precheck returns what the search (and with prove, proof generation)
// cannot handle in the lowered model, found without searching.
func precheck(ctx context.Context, low *lower.Result, path string, prove bool) source.ErrorList {
	if low.Refused {
		// the model is outside what the lowering reads (multisets): so
		// it is for the search and the proof, which read the lowering
		errs := append(source.ErrorList(nil), low.Left...)
		errs.Sort()
		return errs
	}
	errs := invfinder.Unsupported(low.Model, func() bool { return ctx.Err() != nil })
	if prove {
		errs = append(errs, low.Left...)
		if _, err := proofgen.Translate(low.Model, filepath.Base(path)); err != nil {
			if l, ok := err.(source.ErrorList); ok {
				errs = append(errs, l...)
			} else {
				errs.Add(source.Pos{File: path}, "%v", err)
			}
		}
	}
	errs.Sort()
	return errs
}

// Groups groups errors by kind.
func Groups(errs source.ErrorList) []Group {
	var out []Group
	for _, g := range errs.Groups() {
		u := Group{Kind: g.Name(), Count: len(g.Errors), Message: g.Errors[0].Error()}
		if g.Kind != nil {
			u.Hint = g.Kind.Hint
		}
		for _, e := range g.Errors[:min(len(g.Errors), shownPositions)] {
			u.Positions = append(u.Positions, e.Pos.String())
		}
		out = append(out, u)
	}
	return out
}

// Format prints the groups: per kind, the count, the first
// positions, the first message and what to rewrite; then how much of the
// reference instance was explored for a violation.
func Format(groups []Group, prove bool, states int, complete bool, inexact string) string {
	b := FormatGroups(groups, prove)
	switch {
	case complete && inexact != "":
		return b + fmt.Sprintf("\nNo property is violated in the %d states of the reference instance explored, %s.", states, inexact)
	case complete:
		return b + fmt.Sprintf("\nNo property is violated in the reference instance (%d states).", states)
	default:
		return b + fmt.Sprintf("\nNo property is violated in the first %d states of the reference instance (--evidence); paraverify check explores all of it.", states)
	}
}

// FormatGroups is Format without what the exploration found: the groups
// alone.
func FormatGroups(groups []Group, prove bool) string {
	var b strings.Builder
	what := "the invariant search"
	if prove {
		what = "the invariant search or proof generation"
	}
	kinds := "kind of construct"
	if len(groups) > 1 {
		kinds = "kinds of constructs"
	}
	fmt.Fprintf(&b, "%d %s that %s does not support (found before the search, which did not run):", len(groups), kinds, what)
	for _, g := range groups {
		uses := "use"
		if g.Count > 1 {
			uses = "uses"
		}
		more := ""
		if g.Count > len(g.Positions) {
			more = fmt.Sprintf(" and %d more", g.Count-len(g.Positions))
		}
		fmt.Fprintf(&b, "\n- %s: %d %s, at %s%s\n  %s", g.Kind, g.Count, uses, strings.Join(g.Positions, ", "), more, g.Message)
		if g.Hint != "" {
			fmt.Fprintf(&b, "\n  rewrite: %s", g.Hint)
		}
	}
	return b.String()
}

// searchSymmetry returns the types of the original model to reduce by
// symmetry in the exploration for the search: those symmetric in both the
// model and its lowering (by name), with the same distinguished values. A
// lowering may make a type asymmetric (clear writes a literal); the
// exploration and the search must then both treat it as such.
func searchSymmetry(orig, low *check.Model) []check.Type {
	lowSym := map[string]check.Type{}
	for _, t := range Reduced(low) {
		lowSym[t.String()] = t
	}
	distOrig, distLow := formula.DistinguishedValues(orig), formula.DistinguishedValues(low)
	var explore []check.Type
	for _, t := range Reduced(orig) {
		if u, ok := lowSym[t.String()]; ok && slices.Equal(distOrig[t], distLow[u]) {
			explore = append(explore, t)
		}
	}
	return explore
}

// loweringSample is how many states checkLowering explores.
const loweringSample = 20000

// checkLowering explores the first states of the model and of its
// lowering the same way (breadth first, reduced by the same symmetric
// types) and reports any difference in states, rules fired or verdict: a
// lowering must not change the transitions, and the proof is about the
// lowered model. It is a guard against a bug in the lowering on models
// the tests have not seen.
func checkLowering(ctx context.Context, orig, low *check.Model, sym []check.Type, workers int) error {
	if orig == low {
		return nil
	}
	byName := map[string]check.Type{}
	for _, t := range low.Types {
		byName[t.Type.String()] = t.Type
	}
	var lowSym []check.Type
	for _, t := range sym {
		lowSym = append(lowSym, byName[t.String()])
	}
	explore := func(m *check.Model, sym []check.Type) (*mc.Result, error) {
		machine, err := mc.Compile(m)
		if err != nil {
			return nil, err
		}
		return machine.Explore(mc.Options{Deadlock: true, Workers: workers, Symmetric: sym, Fixed: formula.DistinguishedValues(m), MaxStates: loweringSample, ReduceAnyway: true, Context: ctx}), nil
	}
	a, err := explore(orig, sym)
	if err != nil {
		return err
	}
	b, err := explore(low, lowSym)
	if err != nil {
		return fmt.Errorf("internal error: the lowered model does not compile: %v", err)
	}
	if a.Violation != nil && b.Violation != nil {
		// both stop at their first violation: an assert that the
		// lowering made an invariant fails in the state before the rule
		// fires, one step sooner than in the model
		return nil
	}
	if a.States != b.States || a.RulesFired != b.RulesFired || (a.Violation == nil) != (b.Violation == nil) {
		return fmt.Errorf("internal error: the lowered model behaves differently from the model (first %d states: %d states and %d rules fired against %d and %d); run paraverify lower to see it",
			loweringSample, a.States, a.RulesFired, b.States, b.RulesFired)
	}
	return nil
}

// Prepared is a model ready for the search: the model as written (for the
// exploration and its traces), its lowering (for the search and the
// proof), what the search or the proof cannot handle, and the symmetry
// the exploration uses.
type Prepared struct {
	Orig, Low *check.Model
	Prove     bool
	Refused   source.ErrorList
	// warned are the model's warnings the search does not model (part
	// of refused).
	Warned source.ErrorList
	// explore are the original model's types the exploration reduces
	// (the search takes those it did reduce from its oracle, by name).
	Explore []check.Type
	// lowering, when set, is why the lowering cannot be trusted (it
	// behaves differently from the model).
	Lowering string
}

// prepare lowers model and finds what the search (and, with prove, the
// proof) cannot handle, before any search; the lowering is checked by
// exploring with the given number of workers. Once ctx is done (the
// budget ran out) it stops at the next rule instance or state, and what
// it returns is partial: the caller reports the budget instead.
func Prepare(ctx context.Context, model *check.Model, path string, prove bool, workers int) (*Prepared, error) {
	low, err := Lower(model)
	if err != nil {
		return nil, err
	}
	p := &Prepared{Orig: model, Low: low.Model, Prove: prove, Refused: precheck(ctx, low, path, prove), Explore: Reduced(model)}
	if ctx.Err() != nil {
		// the budget ran out: the caller says so; what was found is partial
		return p, nil
	}
	if p.Warned = unsupportedWarnings(model); len(p.Warned) > 0 {
		p.Refused = append(p.Refused, p.Warned...)
		p.Refused.Sort()
	}
	if len(p.Refused) == 0 {
		p.Explore = searchSymmetry(model, p.Low)
		if err := checkLowering(ctx, model, p.Low, p.Explore, workers); err != nil {
			p.Lowering = err.Error()
		}
	}
	return p, nil
}

// unsupportedWarnings lists what the invariant search and the proof do
// not model: the model's warnings (a constant out of range is an error of
// any instance whose rules reach it) and variables of real types.
func unsupportedWarnings(m *check.Model) source.ErrorList {
	var errs source.ErrorList
	for _, e := range m.Warnings {
		errs.AddKind(formula.KindRange, e.Pos, "unsupported: %s", e.Msg)
	}
	for _, v := range m.Vars {
		if hasReal(v.Type) {
			errs.AddKind(kindReal, v.Pos, "unsupported: variable %s of a real type", v.Name)
		}
	}
	return errs
}

// kindReal is real arithmetic, which the search and the proof do not model.
var kindReal = &source.Kind{Name: "real type", Hint: "model real quantities by enums or small subranges"}

// hasReal reports whether a value of type t holds a real.
func hasReal(t check.Type) bool {
	switch t := t.(type) {
	case *check.RealType:
		return true
	case *check.ArrayType:
		return hasReal(t.Elem)
	case *check.RecordType:
		for _, f := range t.Fields {
			if hasReal(f.Type) {
				return true
			}
		}
	case *check.MultisetType:
		return hasReal(t.Elem)
	}
	return false
}

// Reduced lists the types the exploration for the search reduces by
// symmetry, in declaration order: the model's symmetric types with more
// than one value, and its node types with a home node
// (formula.DistinguishedValues), whose permutations fix the home values
// (mc.Options.Fixed; evidence.NewReach takes the types the exploration
// did reduce from its oracle).
func Reduced(model *check.Model) []check.Type {
	symmetric := formula.SymmetricTypes(model)
	dist := formula.DistinguishedValues(model)
	var out []check.Type
	for _, t := range model.Types {
		if (symmetric[t.Type] || dist[t.Type] != nil) && check.Card(t.Type) > 1 {
			out = append(out, t.Type)
		}
	}
	return out
}
