package instance

// This file implements the choice of the reference instance for find and
// the main job: the constants that only size symmetric index types
// (sizes.SizeConsts) are set to the smallest values the properties
// need, unless -D or --config sets them, and grow by one when the search
// does not close. The file's own sizes are for model checking (check keeps
// them); the reference instance is only evidence for the search, whose
// table is re-checked for every size before it is written.

import (
	"fmt"
	"strings"

	"paraverify/internal/exitcode"
	"paraverify/internal/load"
	"paraverify/invfinder/sizes"
	"paraverify/murphi/check"
	"paraverify/murphi/mc"
	"paraverify/murphi/mc/oracle"
)

// maxGrowth bounds how often the reference instance grows.
const maxGrowth = 2

// RefConst is one constant of the reference instance.
type RefConst struct {
	Name  string `json:"name"`
	Value int64  `json:"value"`
	// File is the model's own value, for a constant the tool sets.
	File *int64 `json:"file,omitempty"`
	// Source is "chosen" (the smallest value the properties need),
	// "grown" (raised after a search that did not close) or "-D" (set on
	// the command line or with --config).
	Source string `json:"source"`
	// Named, for a chosen constant, is the value the model names by
	// number that sets it ("node_id's value 8"; sizes.SizeConst.Named).
	Named string `json:"named,omitempty"`
	// valued: the constant is also the type's distinguished largest
	// value (sizes.SizeConst.Valued): no smaller or larger instance of
	// it is evidence for the reference's candidates.
	valued bool
}

// Reference is the reference instance: its size constants, and the
// other instances explored as evidence for the searches on it.
type Reference struct {
	Consts []RefConst
	// Larger are the NAME=VALUE constants (on top of Consts) of a larger
	// instance explored in part for the candidates with more parameters
	// than the reference has values (--larger, or chosen by AddLarger),
	// and Spare how many values of a type such a candidate leaves unused
	// in the reference at least (--spare).
	Larger     []string
	Spare      int
	AutoLarger bool
	// Wider are the NAME=VALUE constants of a second larger instance
	// (AddWider), for the candidates that fit in neither.
	Wider []string
	// LargerStates is how many states of the larger instances a search
	// explored after it deepened them (0: --larger-states), kept for the
	// searches that resume on the same reference.
	LargerStates int
	// WiderStates is how many states of the second larger instance a
	// search explored after it deepened that one alone (0: as the larger).
	WiderStates int
	// Evidence is the prefix size (states) at which a search on a prefix
	// stopped for a larger instance (a candidate that does not fit in the
	// reference): the search with the larger instance resumes there (0:
	// none).
	Evidence int
	// Kept is the exploration of that prefix and its oracle (with the
	// states the targeted search found beyond it), which the resumed
	// search takes instead of exploring the prefix again.
	Kept *Explored
	// flagLarger and flagSpare are --larger and --spare, which a grown
	// reference instance goes back to.
	flagLarger []string
	flagSpare  int
	// Smaller is the evidence of the smaller instances (see smaller.go),
	// explored once for this reference.
	Smaller *Smaller
}

// Explored is an exploration of the reference instance and its oracle.
type Explored struct {
	Res    *mc.Result
	Oracle *oracle.Oracle
}

// Choose sets the size constants of model (loaded with the command
// line's overrides o) that the command line does not set to the values
// the properties need; larger and spare are --larger and --spare.
func Choose(model *check.Model, o load.Overrides, larger []string, spare int) (*Reference, error) {
	user, err := o.Consts()
	if err != nil {
		return nil, exitcode.Bad(err)
	}
	r := &Reference{Larger: larger, Spare: spare, flagLarger: larger, flagSpare: spare}
	for _, sc := range sizes.SizeConsts(model) {
		if _, ok := user[sc.Name]; ok {
			r.Consts = append(r.Consts, RefConst{Name: sc.Name, Value: sc.Value, Source: "-D", valued: sc.Valued})
			continue
		}
		file := sc.Value
		r.Consts = append(r.Consts, RefConst{Name: sc.Name, Value: sc.Need, File: &file, Source: "chosen", Named: sc.Named, valued: sc.Valued})
	}
	return r, nil
}

// Defines are the -D definitions of the constants the tool sets.
func (r *Reference) Defines() []string {
	var out []string
	for _, c := range r.Consts {
		if c.Source != "-D" {
			out = append(out, fmt.Sprintf("%s=%d", c.Name, c.Value))
		}
	}
	return out
}

// Grow raises the constants the tool sets by one: those that size the
// given types (the failing invariant's and rule's), or all of them when
// no constant sizes them; false when there is none, when only constants
// set with -D size them, or when they have grown maxGrowth times. A
// larger instance may be chosen again for the grown reference.
func (r *Reference) Grow(grown int, model *check.Model, types []string) bool {
	if len(r.Defines()) == 0 || grown >= maxGrowth {
		return false
	}
	sizes := map[string]bool{}
	for _, sc := range sizing(model, types) {
		sizes[sc.Name] = true
	}
	some, user := false, false
	for _, c := range r.Consts {
		some = some || c.Source != "-D" && sizes[c.Name]
		user = user || c.Source == "-D" && sizes[c.Name]
	}
	if !some && user {
		// the types it needs are sized by constants set with -D:
		// growing the others does not give them a value more
		return false
	}
	if r.AutoLarger {
		// the larger instance chosen for the smaller reference
		r.Larger, r.Spare, r.AutoLarger = r.flagLarger, r.flagSpare, false
	}
	r.Wider, r.LargerStates, r.WiderStates = nil, 0, 0
	r.Evidence, r.Kept, r.Smaller = 0, nil, nil
	for i := range r.Consts {
		if r.Consts[i].Source != "-D" && (!some || sizes[r.Consts[i].Name]) {
			r.Consts[i].Value++
			r.Consts[i].Source = "grown"
		}
	}
	return true
}

// AddLarger chooses a larger instance for the search's evidence when
// the user gave none and none was chosen yet: one more value for each
// size constant of the given types (those of the invariant and rule
// instance the search could not discharge, or of the candidate that did
// not fit), and candidates that leave fewer than two values unused in the
// reference go there; one, when the reference's evidence is a prefix
// (r.Evidence), whose answers for the others are kept. It returns false
// when there is nothing to choose.
func (r *Reference) AddLarger(model *check.Model, types []string) bool {
	if !r.CanAddLarger() {
		return false
	}
	var larger []string
	for _, sc := range EvidenceSizing(model, types) {
		larger = append(larger, fmt.Sprintf("%s=%d", sc.Name, sc.Value+1))
	}
	if len(larger) == 0 {
		return false
	}
	spare := 2
	if r.Evidence > 0 {
		spare = 1
	}
	r.Larger, r.Spare, r.AutoLarger = larger, max(r.Spare, spare), true
	return true
}

// CanAddLarger reports whether AddLarger may choose a larger instance:
// the user gave none and none was chosen yet.
func (r *Reference) CanAddLarger() bool {
	return len(r.Larger) == 0 && !r.AutoLarger
}

// Regrows reports whether a search that failed for want of values of the
// given types (the failure's TooFewTypes) is redone with more evidence:
// AddLarger or AddWider would choose an instance.
func (r *Reference) Regrows(model *check.Model, types []string) bool {
	return r.CanAddLarger() && len(EvidenceSizing(model, types)) > 0 || len(r.WiderSizes(model, types)) > 0
}

// WiderSizes returns the NAME=VALUE constants of a second larger
// instance for a candidate that fits in neither the reference nor the
// larger instance for want of values of the given types (the failure's
// TooFewTypes): one more value for each of their size constants that the
// larger instance does not grow, on top of the reference's. Nil when
// there is no larger instance yet, a second one was chosen already, or
// the larger instance grows them all.
func (r *Reference) WiderSizes(model *check.Model, types []string) []string {
	if len(r.Larger) == 0 || len(r.Wider) > 0 || len(types) == 0 {
		return nil
	}
	grown := map[string]bool{}
	for _, d := range r.Larger {
		name, _, _ := strings.Cut(d, "=")
		grown[name] = true
	}
	var out []string
	for _, sc := range EvidenceSizing(model, types) {
		if !grown[sc.Name] {
			out = append(out, fmt.Sprintf("%s=%d", sc.Name, sc.Value+1))
		}
	}
	return out
}

// AddWider chooses the second larger instance (WiderSizes); false when
// there is none to choose.
func (r *Reference) AddWider(model *check.Model, types []string) bool {
	w := r.WiderSizes(model, types)
	if len(w) == 0 {
		return false
	}
	r.Wider = w
	return true
}

// sizing returns the model's size constants that size one of the named
// types, in declaration order.
func sizing(model *check.Model, types []string) []sizes.SizeConst {
	want := map[string]bool{}
	for _, t := range types {
		want[t] = true
	}
	var out []sizes.SizeConst
	for _, sc := range sizes.SizeConsts(model) {
		for _, t := range sc.Types {
			if want[t] {
				out = append(out, sc)
				break
			}
		}
	}
	return out
}

// ValuedNotes says, for each size constant of model that is also a value
// of the type it sizes (RefConst.valued), how the search and the proof
// read it.
func ValuedNotes(model *check.Model) []string {
	var out []string
	for _, sc := range sizes.SizeConsts(model) {
		if sc.Valued {
			out = append(out, fmt.Sprintf("%s sizes %s and is also its last value, which the model distinguishes (a home node written as the size): each instance names that value by its number there and keeps it apart like a distinguished constant; the invariants and the proof hold for every number of the other values, which are symmetric, so they cover the file at every %s (its last value renamed)",
				sc.Name, strings.Join(sc.Types, ", "), sc.Name))
		}
	}
	return out
}

// EvidenceSizing is sizing without the constants that are also a value
// (sizes.SizeConst.Valued): an instance with another value of one names
// another node as the distinguished one, so its states are no evidence
// for the reference's candidates (the reference grows instead).
func EvidenceSizing(model *check.Model, types []string) []sizes.SizeConst {
	var out []sizes.SizeConst
	for _, sc := range sizing(model, types) {
		if !sc.Valued {
			out = append(out, sc)
		}
	}
	return out
}

// String lists the constants, NAME=VALUE separated by spaces.
func (r *Reference) String() string {
	var parts []string
	for _, c := range r.Consts {
		parts = append(parts, fmt.Sprintf("%s=%d", c.Name, c.Value))
	}
	return strings.Join(parts, " ")
}

// Name names the instance in messages: "reference instance NAME=VALUE
// ...", or the model's own instance when the reference sets no constant.
func (r *Reference) Name() string {
	if s := r.String(); s != "" {
		return "reference instance " + s
	}
	return "the model's own instance"
}

// FileSizes lists the file's own values (NAME=VALUE) of the constants
// whose reference value differs from them, those set with -D only when
// withD is set.
func (r *Reference) FileSizes(withD bool) []string {
	var file []string
	for _, c := range r.Consts {
		if (withD || c.Source != "-D") && c.File != nil && *c.File != c.Value {
			file = append(file, fmt.Sprintf("%s=%d", c.Name, *c.File))
		}
	}
	return file
}

// ChosenNote is what a violation found in the reference instance says of
// its sizes when the tool chose them and they differ from the file's
// own: " (in the reference instance num_nodes=3 num_addr=2, chosen by the
// tool; the file says num_nodes=2)", or "" (the file's sizes, or sizes
// the user set with -D). A trace at sizes the file does not have is
// still a violation of the model's properties, but CMurphi run on the
// file as it is will not show it.
func (r *Reference) ChosenNote() string {
	file := r.FileSizes(false)
	if len(file) == 0 {
		return ""
	}
	return fmt.Sprintf(" (in the reference instance %s, chosen by the tool; the file says %s)", r, strings.Join(file, " "))
}

// Describe is the line that tells the user which instance the search
// explores and where its sizes come from.
func (r *Reference) Describe() string {
	file := r.FileSizes(true)
	var user []string
	for _, c := range r.Consts {
		if c.Source == "-D" {
			user = append(user, c.Name)
		}
	}
	s := "reference instance: " + r.String()
	switch {
	case len(r.Defines()) == 0:
		s += " (as set with -D)"
	case len(file) > 0:
		s += " (chosen for the search; the file says " + strings.Join(file, " ") + "; -D NAME=VALUE sets them)"
	default:
		s += " (chosen for the search; -D NAME=VALUE sets them)"
	}
	if len(user) > 0 && len(r.Defines()) > 0 {
		s = strings.TrimSuffix(s, ")") + "; set with -D: " + strings.Join(user, " ") + ")"
	}
	for _, c := range r.Consts {
		if c.Source == "chosen" && c.Named != "" {
			why := fmt.Sprintf("; %s=%d because the model names %s by number", c.Name, c.Value, c.Named)
			if c.Value >= largeNamed {
				why += ": an instance that large is slow to search; paraverify check explores the file at its own size"
			}
			s = strings.TrimSuffix(s, ")") + why + ")"
		}
	}
	return s
}

// largeNamed is the value of a size constant, set by a value the model
// names by number, from which the reference line says that the instance
// is large for the search (MurphiEDMC's generated German04_node8 files
// name nodes 1 to 8; the search is at ease with two to four nodes).
const largeNamed = 6
