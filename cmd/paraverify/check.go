package main

// This file implements `paraverify check`: explicit-state model checking
// of a model instance with symmetry reduction and counterexample traces.

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"slices"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"paraverify/internal/budget"
	"paraverify/internal/exitcode"
	"paraverify/internal/load"
	"paraverify/internal/report"
	"paraverify/murphi/check"
	"paraverify/murphi/mc"
	"paraverify/murphi/source"
)

var checkFlags struct {
	json      bool
	symmetry  string
	symmetric []string
	maxStates int
	maxMemory int
	timeout   time.Duration
	deadlock  bool
	progress  string
	deepen    int
	walkDepth int
	seed      uint64
}

var checkCmd = &cobra.Command{
	Use:   "check FILE",
	Short: "Model-check an instance of a Murphi model",
	Long: `Explore every reachable state of the model instance given by its constants
(override them with -D NAME=VALUE) and check every invariant, assert and
error statement, subrange bound and undefined read in every state. A
violation is reported with the shortest trace from a start state (exit 1).

Symmetry: scalarset types are reduced by default (--symmetry=off disables
it). Subrange types that are used symmetrically (no arithmetic, ordering or
literal values) are detected and reported; --symmetric NAME reduces them
too, and is an error for a type that is not used symmetrically. The
reduction is exact (one state per orbit) for scalarsets of any size. A
subrange with a home node inside it (literal values such as 0 in Home := 0,
Proc[0], src != 0, and otherwise used symmetrically) is detected too;
--symmetric NAME reduces it by the permutations that fix those values,
when they are the type's first or last values.
Multisets are always reduced (the order of their elements does not
matter), also with --symmetry=off, as in CMurphi.

Instances too large to explore: --deepen N continues a breadth-first
search that --max-states stopped with random walks (of at most
--walk-depth steps, each from a stored state taken at random) until N more
states are stored, to look for violations deeper than the breadth-first
prefix. A violation found by a walk has a trace through the walk, not
always the shortest one; with no violation the result stays inconclusive
(exit 3), and the walks do not look for deadlocks.`,
	Args: cobra.ExactArgs(1),
	RunE: runCheck,
}

func init() {
	f := checkCmd.Flags()
	f.BoolVar(&checkFlags.json, "json", false, "print the result as JSON")
	f.StringVar(&checkFlags.symmetry, "symmetry", "on", "symmetry reduction: on (scalarsets and --symmetric types, but not a type with a loop whose effect may depend on the order of its values), cmurphi (those too, as CMurphi and Rumur do: such a reduction may miss states) or off")
	f.StringArrayVar(&checkFlags.symmetric, "symmetric", nil, "also reduce this symmetrically used subrange type (repeatable)")
	f.IntVar(&checkFlags.maxStates, "max-states", 0, "stop (exit 3) after this many states; 0: no limit")
	f.IntVar(&checkFlags.maxMemory, "max-memory", budget.DefaultMaxMemory(), "stop (exit 3) when the heap exceeds this many MiB (the default is half of this machine's memory); 0: no limit")
	f.DurationVar(&checkFlags.timeout, "timeout", 0, "stop (exit 3) when the search has run this long, e.g. 10m; 0: no limit")
	f.BoolVar(&checkFlags.deadlock, "deadlock", true, "report deadlocks: states from which no rule leads to another state (as CMurphi)")
	f.StringVar(&checkFlags.progress, "progress", "auto", "progress line on stderr: auto (on a terminal), always, never")
	f.IntVar(&checkFlags.deepen, "deepen", 0, "when --max-states stops the breadth-first search, store this many more states by random walks from its states (0: none)")
	f.IntVar(&checkFlags.walkDepth, "walk-depth", 500, "the most steps of one random walk of --deepen")
	f.Uint64Var(&checkFlags.seed, "seed", 1, "seed of the random walks of --deepen (the same seed, the same walks)")
	rootCmd.AddCommand(checkCmd)
}

// checkReport is the JSON output of `paraverify check`.
type checkReport struct {
	File   string `json:"file"`
	States int    `json:"states"`
	// Walked are the states of States that the random walks of --deepen
	// stored after the breadth-first search.
	Walked          int      `json:"walked,omitempty"`
	RulesFired      int64    `json:"rules_fired"`
	SymmetricTypes  []string `json:"symmetric_types"`
	SymmetricRanges []string `json:"symmetric_subranges_detected"`
	// FixedValues are, per subrange detected as symmetric but for some
	// distinguished values (its home nodes), those values; a reduced one
	// is permuted on the others.
	FixedValues map[string][]int64 `json:"fixed_values_detected"`
	// ClearedScalarsets are the scalarsets whose first value a clear
	// stores, with the first such clear: a reduction fixes that value, and
	// one with fewer than two other values is not reduced.
	ClearedScalarsets map[string]string `json:"scalarsets_cleared,omitempty"`
	// NotReduced are the types that would be reduced but are not, with
	// the loop over their values that may depend on their order: a
	// reduction would not be exact (Rumur reduces such a type regardless).
	NotReduced map[string]string `json:"not_reduced,omitempty"`
	// Inexact are the types --symmetry=cmurphi reduced although a loop
	// over them may depend on the order of their values, with the loop.
	Inexact    map[string]string `json:"inexact_reduction,omitempty"`
	Result     string            `json:"result"`
	Limit      string            `json:"limit,omitempty"`
	Seconds    float64           `json:"seconds"`
	Violations []*mc.Violation   `json:"violations"`
}

func runCheck(cmd *cobra.Command, args []string) error {
	path := args[0]
	model, err := loadModel(path)
	if err != nil {
		return err
	}
	printWarnings(cmd.ErrOrStderr(), model)
	if checkFlags.symmetry != "on" && checkFlags.symmetry != "off" && checkFlags.symmetry != "cmurphi" {
		return badInput(fmt.Errorf("--symmetry=%s: want on, cmurphi or off", checkFlags.symmetry))
	}
	sym, err := symmetricTypes(model, checkFlags.symmetric, checkFlags.symmetry != "off")
	if err != nil {
		return badInput(err)
	}
	machine, err := mc.Compile(model)
	if err != nil {
		return load.CompileError(err)
	}
	if checkFlags.maxStates < 0 || checkFlags.maxMemory < 0 || checkFlags.timeout < 0 || checkFlags.deepen < 0 {
		return badInput(fmt.Errorf("--max-states, --max-memory, --timeout and --deepen must not be negative"))
	}
	if checkFlags.deepen > 0 && checkFlags.maxStates == 0 {
		return badInput(fmt.Errorf("--deepen continues a search that --max-states stops: give --max-states too"))
	}
	if checkFlags.walkDepth <= 0 {
		return badInput(fmt.Errorf("--walk-depth must be positive"))
	}
	// An interrupt (Ctrl-C, SIGTERM) stops the search like a limit, with
	// the result (--json too) and exit 3; a second one ends the process.
	watch := budget.New(0, 0, nil)
	defer watch.Stop()
	ctx := watch.Context()
	if checkFlags.timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, checkFlags.timeout)
		defer cancel()
	}
	defer budget.LimitCollector(checkFlags.maxMemory)()
	opt := mc.Options{
		Symmetric: sym.reduce,
		Fixed:     sym.fixed,
		MaxStates: checkFlags.maxStates,
		MaxMemory: uint64(checkFlags.maxMemory) << 20,
		Deadlock:  checkFlags.deadlock,
		// as CMurphi: also a type a loop makes the reduction inexact for
		ReduceAnyway: checkFlags.symmetry == "cmurphi",
		Workers:      flagWorkers,
		Context:      ctx,
		Deepen:       checkFlags.deepen,
		DeepenDepth:  checkFlags.walkDepth,
		Seed:         checkFlags.seed,
	}
	switch checkFlags.progress {
	case "always":
		opt.Progress = cmd.ErrOrStderr()
	case "auto":
		if budget.IsTerminal(cmd.ErrOrStderr()) {
			opt.Progress = cmd.ErrOrStderr()
		}
	case "never":
	default:
		return badInput(fmt.Errorf("--progress=%s: want auto, always or never", checkFlags.progress))
	}
	res := machine.Explore(opt)
	loops := func(ls []mc.OrderLoop) map[string]string {
		if len(ls) == 0 {
			return nil
		}
		out := map[string]string{}
		for _, l := range ls {
			out[l.Type.String()] = l.Loop.String()
		}
		return out
	}
	rep := checkReport{
		File: path, States: res.States, Walked: res.Walked(), RulesFired: res.RulesFired, NotReduced: loops(res.Unreduced), Inexact: loops(res.Inexact),
		SymmetricTypes: typeNames(res.Reduced()), SymmetricRanges: sym.detected, FixedValues: sym.detectedFixed,
		ClearedScalarsets: sym.cleared, Result: "ok", Limit: res.Limit, Seconds: res.Duration.Seconds(),
		Violations: []*mc.Violation{},
	}
	switch {
	case res.Violation != nil:
		rep.Result = "violated"
		rep.Violations = append(rep.Violations, res.Violation)
	case res.Limit != "":
		rep.Result = "inconclusive"
		if res.Limit == "cancelled" {
			rep.Limit = fmt.Sprintf("the time budget of %s (--timeout) ran out", checkFlags.timeout)
			if r := watch.Exhausted(); r != "" {
				rep.Limit = r
			}
		}
	}
	out := cmd.OutOrStdout()
	if checkFlags.json {
		enc := json.NewEncoder(out)
		enc.SetIndent("", "  ")
		if err := enc.Encode(rep); err != nil {
			return err
		}
	} else {
		printCheck(out, &rep, res.Duration)
	}
	switch rep.Result {
	case "violated":
		return exitcode.New(exitViolated, exitcode.ErrReported)
	case "inconclusive":
		return exitcode.New(exitInconclusive, exitcode.ErrReported)
	}
	return nil
}

// symmetry is what check asks to reduce by symmetry and what it detected
// (mc.Result.Reduced tells what was).
type symmetry struct {
	reduce []check.Type
	// fixed are the values fixed by the permutations of the reduced
	// subranges with distinguished values (home nodes)
	fixed map[check.Type][]int64
	// detected names the subranges used symmetrically; detectedFixed
	// those used symmetrically but for distinguished values (and with at
	// least two others), with those values
	detected      []string
	detectedFixed map[string][]int64
	// cleared names the scalarsets whose first value a clear stores, with
	// the clear's position
	cleared map[string]string
}

// symmetricTypes returns the types to reduce (the scalarsets when on, and
// the subranges asked for) and the subranges detected as symmetric.
func symmetricTypes(m *check.Model, asked []string, on bool) (*symmetry, error) {
	uses := map[string]check.SubrangeUse{}
	detected := []string{} // a JSON list even when empty
	detectedFixed := map[string][]int64{}
	for _, u := range m.SubrangeSymmetry() {
		uses[u.Type.Name] = u
		if u.Symmetric {
			detected = append(detected, u.Type.Name)
		} else if len(u.Distinguished) > 0 && check.Card(u.Type)-int64(len(u.Distinguished)) >= 2 {
			detectedFixed[u.Type.Name] = u.Distinguished
		}
	}
	var out []check.Type
	seen := map[check.Type]bool{}
	fixed := map[check.Type][]int64{}
	var cleared map[string]string
	if on {
		// A scalarset whose first value a clear stores is reduced by the
		// permutations that fix that value (mc.Machine), when they leave
		// two others.
		first := m.ClearedScalarsets()
		for _, t := range m.Types {
			s, ok := t.Type.(*check.ScalarsetType)
			if !ok || seen[s] || check.Card(s) <= 1 {
				continue
			}
			seen[s] = true
			if pos, ok := first[s]; ok {
				if cleared == nil {
					cleared = map[string]string{}
				}
				cleared[s.String()] = pos.String()
			}
			out = append(out, s)
		}
	}
	var errs source.ErrorList
	for _, name := range asked {
		var obj *check.Object
		for _, t := range m.Types {
			if t.Name == name {
				obj = t
			}
		}
		if obj == nil {
			return nil, fmt.Errorf("--symmetric %s: the model declares no type %s", name, name)
		}
		switch t := obj.Type.(type) {
		case *check.ScalarsetType:
			// already reduced
		case *check.SubrangeType:
			u := uses[name]
			switch {
			case u.Symmetric:
			case len(u.Distinguished) > 0 && mc.Reducible(t, u.Distinguished):
				fixed[t] = u.Distinguished
			case len(u.Distinguished) > 0:
				errs.Add(u.Pos, "--symmetric %s: %s is used symmetrically but for the values %s, which are neither its first nor its last values (or leave fewer than two others)", name, name, valueList(u.Distinguished))
				continue
			default:
				errs.Add(u.Pos, "--symmetric %s: %s is not used symmetrically here: %s", name, name, u.Reason)
				continue
			}
			if on && !seen[t] {
				seen[t] = true
				out = append(out, t)
			}
		default:
			errs.Add(obj.Pos, "--symmetric %s: %s is a %s, not a subrange or scalarset", name, name, obj.Type)
		}
	}
	if len(errs) > 0 {
		return nil, errs
	}
	return &symmetry{reduce: out, fixed: fixed, detected: detected, detectedFixed: detectedFixed, cleared: cleared}, nil
}

func valueList(vs []int64) string {
	var b []string
	for _, v := range vs {
		b = append(b, fmt.Sprint(v))
	}
	return strings.Join(b, ", ")
}

func typeNames(ts []check.Type) []string {
	out := []string{}
	for _, t := range ts {
		out = append(out, t.String())
	}
	return out
}

func printCheck(w io.Writer, rep *checkReport, d time.Duration) {
	fmt.Fprintf(w, "%s: %d states, %d rules fired in %.2fs (%.0f states/s)\n",
		rep.File, rep.States, rep.RulesFired, d.Seconds(), float64(rep.States)/max(d.Seconds(), 1e-9))
	if rep.Walked > 0 {
		fmt.Fprintf(w, "%d states breadth first, %d more by random walks from them (--deepen)\n", rep.States-rep.Walked, rep.Walked)
	}
	if len(rep.SymmetricTypes) > 0 {
		fmt.Fprintf(w, "symmetry reduction on: %s\n", strings.Join(rep.SymmetricTypes, ", "))
	}
	for _, name := range slices.Sorted(maps.Keys(rep.Inexact)) {
		fmt.Fprintf(w, "%s: reduced as CMurphi reduces it (--symmetry=cmurphi), though the loop at %s may depend on the order of its values: the reduction may miss states, and \"ok\" is not a proof for this instance\n", name, rep.Inexact[name])
	}
	for _, name := range slices.Sorted(maps.Keys(rep.NotReduced)) {
		fmt.Fprintf(w, "%s: not reduced by symmetry: the loop at %s may depend on the order of its values, so a reduction could miss states\n", name, rep.NotReduced[name])
	}
	for _, name := range slices.Sorted(maps.Keys(rep.ClearedScalarsets)) {
		how := "reduced by the permutations that fix it"
		if !slices.Contains(rep.SymmetricTypes, name) {
			how = "not reduced: fewer than two other values"
		}
		fmt.Fprintf(w, "scalarset %s: clear stores its first value (%s), %s\n", name, rep.ClearedScalarsets[name], how)
	}
	// the symmetric subranges not reduced already
	reducedType := map[string]bool{}
	for _, t := range rep.SymmetricTypes {
		reducedType[t] = true
	}
	var notReduced []string
	for _, t := range rep.SymmetricRanges {
		if _, loop := rep.NotReduced[t]; !reducedType[t] && !loop {
			notReduced = append(notReduced, t)
		}
	}
	if len(notReduced) > 0 {
		fmt.Fprintf(w, "subrange types used symmetrically: %s (reduce them with --symmetric NAME)\n", strings.Join(notReduced, ", "))
	}
	var homes []string
	for _, name := range slices.Sorted(maps.Keys(rep.FixedValues)) {
		if _, loop := rep.NotReduced[name]; loop {
			continue // the note above says why it is not reduced
		}
		v := name + " (but " + valueList(rep.FixedValues[name]) + ")"
		if reducedType[name] {
			v = name + " (fixing " + valueList(rep.FixedValues[name]) + ")"
		}
		homes = append(homes, v)
	}
	if len(homes) > 0 {
		fmt.Fprintf(w, "subrange types used symmetrically but for some values: %s (--symmetric NAME reduces them by the permutations that fix those values)\n", strings.Join(homes, ", "))
	}
	switch rep.Result {
	case "ok":
		if len(rep.Inexact) > 0 {
			fmt.Fprintln(w, "result: ok in every state the inexact reduction reached (not a verdict on every reachable state)")
			break
		}
		fmt.Fprintln(w, "result: ok, every invariant holds in every reachable state")
	case "inconclusive":
		fmt.Fprintf(w, "result: inconclusive, %s\n", rep.Limit)
	case "violated":
		report.PrintViolation(w, rep.Violations[0])
	}
}
