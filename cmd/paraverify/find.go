package main

// This file implements `paraverify find`: explore the reference instance,
// find the auxiliary invariants and causal relations, write the tables.

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"path/filepath"
	"strings"
	"time"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"paraverify/internal/budget"
	"paraverify/internal/exitcode"
	"paraverify/internal/load"
	"paraverify/internal/report"
	"paraverify/invfinder"
	"paraverify/invfinder/evidence"
	"paraverify/invfinder/formula"
	"paraverify/invfinder/smt"
	"paraverify/isabelle"
	"paraverify/murphi/check"
	"paraverify/murphi/mc"
	"paraverify/murphi/source"
)

var findFlags struct {
	timeout      time.Duration
	maxMemory    int
	progress     string
	json         bool
	out          string
	maxInv       int
	withdraw     int
	larger       []string
	largerStates int
	largerWalk   int
	spare        int
	evidence     int
	seek         int
	deadlock     bool
}

var findCmd = &cobra.Command{
	Use:   "find FILE",
	Short: "Find the auxiliary invariants and causal relations (invFinder)",
	Long: `Explore the reference instance, then find, for every invariant and every
rule instance, why the rule cannot break it: invHoldRule2 (it does not touch
it), invHoldRule1 (the guard implies the weakest precondition, checked by
Z3) or invHoldRule3 (the guard and one more invariant imply it; the new
invariant holds in every explored state of the reference instance). New
invariants are processed until the set is closed.

The reference instance: constants that only size symmetric index types
(NODE : 1..NODE_NUM, scalarset(NODE_NUM)) are set to the smallest values the
properties need (as many values as a property has parameters of the type,
at least two, one more beside a fixed variable such as a home node), not to
the file's own sizes, which are for model checking (paraverify check). When
the search does not close there, the instance grows by one value per type
(at most twice). -D NAME=VALUE (or --config) sets a constant yourself. The
chosen instance is printed on stderr and given in --json.

At most --evidence states are explored (breadth first). The explored states
are only evidence: when they are a prefix of a larger state space and the
search does not close on them, it is redone on eight times as many, up to
all of them. Before that, when an obligation has no discharge, a targeted
search (--seek) looks beyond the prefix for a state that refutes the
invariant or one it came from; one refuted is withdrawn (with the
obligations that used it) and the search goes on. The finished table is re-checked with Z3 for every size (every
property stated by an invariant, every invariant and rule instance covered,
every obligation discharged by its guard and auxiliary invariants, every
invariant true initially) before it is written. An auxiliary invariant that
another one in the table implies is left out.

Writes invariants.md, relations.md, invariants.json, invariants.yaml and the
derivation graph invariants.dot (and invariants.svg when Graphviz's dot is
installed) into the output directory (default <model>.paraverify/ in the
current directory, replaced atomically). A property violated in the
reference instance is reported with a trace (exit 1); a deadlock is reported
with its trace as a finding (exit 1 only with --deadlock); an obligation no
candidate discharges is reported (exit 3); a model without invariants has
nothing to prove (exit 2). With --json, errors are JSON too.`,
	Args: cobra.ExactArgs(1),
	RunE: runFind,
}

func init() {
	addFindFlags(findCmd.Flags())
	rootCmd.AddCommand(findCmd)
}

// addFindFlags registers the flags of find (shared by prove and the main
// job) on a flag set.
func addFindFlags(f *pflag.FlagSet) {
	f.BoolVar(&findFlags.json, "json", false, "print a JSON summary")
	f.StringVarP(&findFlags.out, "output", "o", "", "output `DIR` (default <model>.paraverify in the current directory; missing parents are created)")
	f.IntVar(&findFlags.maxInv, "max-invariants", 2000, "give up (exit 3) beyond this many invariants")
	f.IntVar(&findFlags.withdraw, "withdraw", 0, "take back up to this many auxiliary invariants whose own obligations nothing discharges, and search again the obligations that used them (0: never)")
	f.StringArrayVar(&findFlags.larger, "larger", nil, "NAME=VALUE: also explore a larger instance (these constants on top of the reference instance's), in part, for candidates with more parameters than the reference instance has values (repeatable)")
	f.IntVar(&findFlags.largerStates, "larger-states", 2000000, "how many states of the larger instance to explore (breadth first)")
	f.IntVar(&findFlags.largerWalk, "larger-walk", 0, "with --larger: gather the larger instance's states by random walks of at most this many steps instead of breadth first (deeper states for the same number); 0: breadth first")
	f.IntVar(&findFlags.evidence, "evidence", 250000, "explore at most this many states of the reference instance (breadth first) as the search's evidence; when the search does not close on such a prefix, it is redone on eight times as many, up to all of them (0: all from the start)")
	f.IntVar(&findFlags.seek, "seek", 1000000, "on a prefix of a state space (--evidence, --larger-states): when an obligation has no discharge, look beyond the prefix for a state that refutes its invariant or one it came from (one step beyond at most this many states the exploration did not expand, then best first through at most as many more); an invariant refuted is withdrawn and the search goes on (0: never)")
	f.IntVar(&findFlags.spare, "spare", 1, "with --larger: candidates leaving fewer than this many values of a parameter type unused in the reference instance go to the larger one")
	f.DurationVar(&findFlags.timeout, "timeout", 0, "stop (exit 3) when the job has run this long, e.g. 10m; 0: no limit")
	f.IntVar(&findFlags.maxMemory, "max-memory", budget.DefaultMaxMemory(), "stop (exit 3) when the heap exceeds this many MiB (the default is half of this machine's memory); 0: no limit")
	f.StringVar(&findFlags.progress, "progress", "auto", "progress on stderr: auto (a progress line on a terminal, otherwise a line every 30 s), always, never")
	f.BoolVar(&findFlags.deadlock, "deadlock", false, "a deadlock in the reference instance fails the job (exit 1); by default it is reported as a finding and the invariants are still proved")
}

type findSummary struct {
	File       string `json:"file"`
	Invariants int    `json:"invariants"`
	Relations  int    `json:"relations"`
	Withdrawn  int    `json:"withdrawn,omitempty"`
	// Implied counts the auxiliary invariants left out because another
	// invariant of the table implies them (or states a property in
	// stronger dress), Unused those no kept invariant needs.
	Implied int    `json:"implied_dropped"`
	Unused  int    `json:"unused_dropped"`
	Result  string `json:"result"`
	Message string `json:"message,omitempty"`
	// Errors are the positioned errors of unsupported input.
	Errors []load.JSONError `json:"errors,omitempty"`
	// Violations is the violated property with its trace (as check
	// --json gives it).
	Violations []*mc.Violation `json:"violations,omitempty"`
	// Deadlock is a deadlock of the reference instance, with its trace: a
	// finding, not a violation, unless --deadlock. DeadlockIn names the
	// instance (the reference instance may have grown since).
	Deadlock   *mc.Violation `json:"deadlock,omitempty"`
	DeadlockIn string        `json:"deadlock_instance,omitempty"`
	Dir        string        `json:"dir,omitempty"`
	// Reference is the reference instance's size constants.
	Reference []refConst `json:"reference_instance,omitempty"`
	// Larger is the larger instance explored in part for the candidates
	// that need more values (NAME=VALUE on top of the reference's), with
	// LargerStates its explored states and LargerSource "--larger" or
	// "chosen" (by the tool, after a search that did not close).
	Larger       []string `json:"larger_instance,omitempty"`
	LargerStates int      `json:"larger_states,omitempty"`
	LargerSource string   `json:"larger_source,omitempty"`
	States       int      `json:"reference_states"`
	// Complete is false when the evidence was a breadth-first prefix of
	// the reference instance's reachable states (--evidence).
	Complete bool `json:"reference_complete"`
	// Attempts counts the explorations: more than one when the search
	// did not close on a prefix and was redone on more states.
	Attempts int `json:"evidence_attempts"`
	// Refuted counts the invariants that the explored states admitted
	// and the search withdrew, a targeted search beyond them having
	// reached a state that violates each (--seek).
	Refuted int     `json:"refuted,omitempty"`
	Seconds float64 `json:"seconds"`
	// Stages are the seconds spent per stage: load (parse, check,
	// compile), explore, search, verify, prove, write.
	Stages map[string]float64 `json:"stages"`
	// The proof (prove and the main job only).
	Proof *proofSummary `json:"proof,omitempty"`

	err error // the search's error when it did not close
	// Unsupported groups what the search or proof generation cannot
	// handle, by kind (result "unsupported", found before the search).
	Unsupported []unsupportedGroup `json:"unsupported,omitempty"`
}

func runFind(cmd *cobra.Command, args []string) error { return runJob(cmd, args[0], false) }

// checkFindFlags refuses flag values that make no sense.
func checkFindFlags() error {
	switch {
	case findFlags.maxInv < 1:
		return badInput(fmt.Errorf("--max-invariants %d: want at least 1", findFlags.maxInv))
	case findFlags.largerWalk < 0 || findFlags.withdraw < 0 || findFlags.evidence < 0 || findFlags.seek < 0 || findFlags.spare < 0 || findFlags.maxMemory < 0 || findFlags.timeout < 0:
		return badInput(fmt.Errorf("--evidence, --larger-walk, --seek, --spare, --withdraw, --max-memory and --timeout must not be negative"))
	case findFlags.progress != "auto" && findFlags.progress != "always" && findFlags.progress != "never":
		return badInput(fmt.Errorf("--progress=%s: want auto, always or never", findFlags.progress))
	case findFlags.largerStates <= 0:
		return badInput(fmt.Errorf("--larger-states %d: want at least 1", findFlags.largerStates))
	}
	return nil
}

// runJob runs find, and with prove the proof generation after it.
func runJob(cmd *cobra.Command, path string, prove bool) error {
	if err := checkFindFlags(); err != nil {
		return err
	}
	start := time.Now()
	stages := map[string]float64{}
	lap := start
	stage := func(name string) {
		now := time.Now()
		stages[name] += now.Sub(lap).Seconds()
		lap = now
	}
	model, err := loadModel(path)
	if err != nil {
		return err
	}
	if len(model.Invariants) == 0 {
		return badInput(fmt.Errorf("%s: nothing to prove: the model declares no invariant", path))
	}
	ref, err := chooseReference(model)
	if err != nil {
		return err
	}
	// The budgets stop every stage; without a progress line, a heartbeat
	// says every 30 s that the job is still at work.
	b := budget.New(findFlags.timeout, findFlags.maxMemory, writeHeapProfile)
	defer b.Stop()
	var progress io.Writer
	if findFlags.progress == "always" || findFlags.progress == "auto" && budget.IsTerminal(cmd.ErrOrStderr()) {
		progress = cmd.ErrOrStderr()
	}
	var hb *budget.Heartbeat
	if progress == nil && findFlags.progress == "auto" {
		hb = budget.StartHeartbeat(cmd.ErrOrStderr(), 30*time.Second)
		defer hb.Stop()
		progress = hb
	}
	stage = func(name string) {
		now := time.Now()
		stages[name] += now.Sub(lap).Seconds()
		lap = now
		hb.At("done: " + name)
	}
	sum := findSummary{File: path, Stages: stages}
	out := cmd.OutOrStdout()
	finish := func(code int) error {
		sum.Seconds = time.Since(start).Seconds()
		if findFlags.json {
			enc := json.NewEncoder(out)
			enc.SetIndent("", "  ")
			if err := enc.Encode(sum); err != nil {
				return err
			}
		} else {
			printFound(out, &sum)
		}
		if code != exitOK {
			return exitcode.New(code, exitcode.ErrReported)
		}
		return nil
	}
	z, err := smt.NewZ3(smt.Options{})
	if err != nil {
		return err
	}
	z3 := b.Solver(z)
	// stopped reports a budget that ran out (exit 3, the reason).
	stopped := func() (error, bool) {
		if r := b.Exhausted(); r != "" {
			sum.Result, sum.Message = "inconclusive", "stopped: "+r
			return finish(exitInconclusive), true
		}
		return nil, false
	}
	var found *invfinder.Result
	var prep *prepared
	// The reference instance grows when the search does not close on all
	// of its states (a candidate may need more values than it has).
	for grown := 0; ; grown++ {
		if len(ref.consts) > 0 {
			sum.Reference = append([]refConst(nil), ref.consts...)
			if !findFlags.json {
				fmt.Fprintf(cmd.ErrOrStderr(), "%s\n", ref.describe())
			}
		}
		if len(ref.defines()) > 0 {
			if model, err = loadModel(path, ref.defines()...); err != nil {
				return err
			}
		}
		stage("load")
		// The search and the proof read the model lowered to their core
		// subset; the exploration (and its traces) the model as written.
		prep, err = prepare(model, path, prove)
		if err != nil {
			return err
		}
		if prep.lowering != "" {
			sum.Result, sum.Message = "inconclusive", prep.lowering
			return finish(exitInconclusive)
		}
		stage("lower")
		var code int
		found, code, err = search(prep, path, ref, progress, z3, &sum, stage, b)
		if err, ok := stopped(); ok {
			return err
		}
		if err != nil || code == exitOK {
			if err != nil {
				return err
			}
			break
		}
		var fail *invfinder.Failure
		if code != exitInconclusive || !errors.As(sum.err, &fail) {
			return finish(code)
		}
		before := ref.String()
		// First more evidence for the same reference instance: a larger
		// one explored in part, for the candidates that need more values
		// (paraVerifier's FLASH needs it); then a larger reference.
		if ref.addLarger(model, fail.Types) {
			if !findFlags.json {
				first, _, _ := strings.Cut(sum.err.Error(), "\n")
				fmt.Fprintf(cmd.ErrOrStderr(), "the search did not close on %s (%s); it is redone with evidence from a larger instance, %s (the first %d states, breadth first)\n",
					before, first, strings.Join(ref.larger, " "), findFlags.largerStates)
			}
			sum.Message, sum.Result, sum.Errors, sum.err = "", "", nil, nil
			sum.Larger, sum.LargerStates, sum.LargerSource = nil, 0, ""
			grown--
			continue
		}
		if !ref.grow(grown, model, fail.Types) {
			if len(ref.defines()) > 0 {
				sum.Message += fmt.Sprintf("\nthe reference instance (%s) was chosen by the tool, not the file's own sizes: paraverify check %s model-checks those, and shows a violation with its trace", before, path)
			}
			return finish(code)
		}
		if !findFlags.json {
			first, _, _ := strings.Cut(sum.err.Error(), "\n")
			fmt.Fprintf(cmd.ErrOrStderr(), "the search did not close on %s (%s); the reference instance grows by one value of the types it needs\n", before, first)
		}
		sum.Message, sum.Result, sum.Errors, sum.err = "", "", nil, nil
		sum.Larger, sum.LargerStates, sum.LargerSource = nil, 0, ""
	}
	// What the written tables will say: verified, and with the main job
	// the session written (nothing is written unless both happen).
	sum.Result = resultVerified
	if prove {
		sum.Result = resultWritten
	}
	dir := findFlags.out
	if dir == "" {
		dir = strings.TrimSuffix(filepath.Base(path), filepath.Ext(path)) + ".paraverify"
	}
	rep := invfinder.NewReport(filepath.Base(path), found)
	rep.Run = runRecord(sum.Result, nil, path, model, &sum)
	// Re-check the table independently of the search before reporting
	// it, in parallel with the proof generation (its own Z3 context);
	// nothing is written unless both succeed.
	type verdict struct {
		err     error
		seconds float64
	}
	verified := make(chan verdict, 1)
	go func() {
		start := time.Now()
		z, err := smt.NewZ3(smt.Options{})
		if err == nil {
			err = invfinder.Verify(prep.low, found, smt.NewCache(b.Solver(z)))
		}
		verified <- verdict{err, time.Since(start).Seconds()}
	}()
	// The tables and the graph (Graphviz runs as its own process) are
	// rendered meanwhile too.
	type rendered struct {
		files map[string][]byte
		warn  string
	}
	tables := make(chan rendered, 1)
	go func() {
		var warn strings.Builder
		files := report.TableFiles(rep, report.GraphvizAvailable(), &warn)
		tables <- rendered{files, warn.String()}
	}()
	var session *isabelle.Session
	var proofErr error
	if prove {
		proveStart := time.Now()
		var solver smt.Solver = smt.NewCache(z3)
		if progress != nil {
			solver = &budget.CountingSolver{Solver: solver, W: progress}
		}
		session, sum.Proof, proofErr = makeProof(prep.low, found, filepath.Base(path), solver)
		if progress != nil {
			fmt.Fprint(progress, "\r\033[K")
		}
		stages["prove"] = time.Since(proveStart).Seconds()
	}
	v := <-verified
	stages["verify"] = v.seconds
	t := <-tables
	fmt.Fprint(cmd.ErrOrStderr(), t.warn)
	if err, ok := stopped(); ok {
		return err
	}
	if v.err != nil {
		return fmt.Errorf("internal error, the search produced a table that does not check: %w", v.err)
	}
	lap = time.Now()
	if proofErr != nil {
		sum.Result, sum.Message = "inconclusive", proofErr.Error()
		var unsupported source.ErrorList
		if errors.As(proofErr, &unsupported) {
			sum.Errors = load.JSONErrors(unsupported, path)
			return finish(exitInconclusive)
		}
		return proofErr
	}
	files := t.files
	if prove {
		for name, text := range session.Files {
			files[filepath.Join("isabelle", name)] = []byte(text)
		}
	}
	if err := report.WriteOutput(dir, files); err != nil {
		return err
	}
	sum.Dir = dir
	stage("write")
	if prove && proveFlags.isabelle {
		var code int
		sum.Result, code = runIsabelle(cmd, filepath.Join(dir, "isabelle"), sum.Proof)
		stage("isabelle")
		// the tables say what the check established
		rep.Run = runRecord(sum.Result, sum.Proof, path, model, &sum)
		if err := report.RefreshTables(dir, rep); err != nil {
			return err
		}
		return finish(code)
	}
	return finish(exitOK)
}

// search explores the reference instance of model and runs the search on
// it; it returns the closed table, or the exit code of a search that did
// not close, with sum filled in (sum.err is the search's error).
func search(prep *prepared, path string, ref *reference, progress io.Writer, z3 smt.Solver, sum *findSummary, stage func(string), b *budget.Budget) (*invfinder.Result, int, error) {
	machine, err := mc.Compile(prep.orig)
	if err != nil {
		return nil, 0, load.CompileError(err)
	}
	opt := mc.Options{Deadlock: true, Workers: flagWorkers, Symmetric: prep.explore, Progress: progress,
		Context: b.Context(), MaxMemory: uint64(findFlags.maxMemory) << 20}
	var larger *evidence.Reach
	// The evidence is a breadth-first prefix of the reference instance's
	// reachable states, as large as the budget allows. The search's result
	// does not depend on the evidence for its soundness (Verify re-checks
	// it with Z3), only for closing: on a prefix it may adopt a candidate
	// that holds only there, so a search that does not close is redone on
	// more evidence before it is reported.
	for maxStates := findFlags.evidence; ; {
		opt.MaxStates = maxStates
		res := machine.Explore(opt)
		if v := res.Violation; v != nil && v.Kind == "deadlock" && !findFlags.deadlock {
			// A deadlock is a finding, not a violated property: the
			// invariants are still proved (--deadlock makes it fail).
			if sum.Deadlock == nil {
				sum.Deadlock, sum.DeadlockIn = v, ref.String()
			}
			opt.Deadlock = false
			res = machine.Explore(opt)
		}
		stage("explore")
		sum.States = res.States
		sum.Attempts++
		if res.Violation != nil {
			sum.Result = "violated"
			sum.Violations = []*mc.Violation{res.Violation}
			sum.Message = res.Violation.Error()
			return nil, exitViolated, nil
		}
		prefix := maxStates > 0 && res.Limit != "" && res.States >= maxStates
		if len(prep.refused) > 0 {
			// A constant out of range that no explored state reaches: the
			// error may lie beyond a prefix (explore the whole instance).
			if prefix && len(prep.warned) > 0 {
				maxStates = 0
				continue
			}
			sum.Result, sum.Unsupported = "unsupported", unsupportedGroups(prep.refused)
			sum.Errors = load.JSONErrors(prep.refused, path)
			sum.Message = formatUnsupported(sum.Unsupported, prep.prove, res.States, res.Limit == "")
			return nil, exitInconclusive, nil
		}
		if res.Limit != "" && !prefix {
			sum.Result, sum.Message = "inconclusive", res.Limit
			return nil, exitInconclusive, nil
		}
		sum.Complete = !prefix
		oracle, err := res.PartialOracle()
		if err != nil {
			// a symmetry group too large to enumerate, multisets
			sum.Result, sum.Message = "inconclusive", err.Error()
			return nil, exitInconclusive, nil
		}
		reach := evidence.NewReach(oracle, prep.low)
		reach.Seek, reach.Context = findFlags.seek, b.Context()
		if prep.reduced != nil {
			reach.Reduced = prep.reduced
		}
		if len(ref.larger) > 0 {
			if larger == nil {
				var states int
				if larger, states, err = largerOracle(path, ref, progress, b); err != nil {
					return nil, 0, err
				}
				sum.Larger, sum.LargerStates, sum.LargerSource = ref.larger, states, "--larger"
				if ref.autoLarger {
					sum.LargerSource = "chosen"
				}
				stage("explore-larger")
			}
			reach.Larger, reach.Spare = larger, ref.spare
			larger.Seek, larger.Context = findFlags.seek, b.Context()
		}
		found, err := invfinder.Find(prep.low, reach, smt.NewCache(z3),
			invfinder.Options{MaxInvariants: findFlags.maxInv, Withdraw: findFlags.withdraw, Progress: progress})
		stage("search")
		if found != nil {
			sum.Invariants, sum.Relations, sum.Withdrawn = len(found.Invs), len(found.Relations), found.Withdrawn
			sum.Implied, sum.Unused = found.Implied+found.Restated, found.Unused
			sum.Refuted = found.Refuted
		}
		if err == nil {
			return found, exitOK, nil
		}
		var fail *invfinder.Failure
		var unsupported source.ErrorList
		if !errors.As(err, &fail) && !errors.As(err, &unsupported) && !errors.Is(err, invfinder.ErrTooManyInvariants) {
			return nil, 0, err
		}
		if prefix {
			// Unsupported input fails again on any evidence; the whole
			// state space is still explored, for a violation to report.
			next := 0
			if unsupported == nil && maxStates <= math.MaxInt32 {
				next = maxStates * 8
			}
			if progress != nil {
				reason, _, _ := strings.Cut(err.Error(), "\n")
				fmt.Fprintf(progress, "\nthe search did not close on the first %d states of the reference instance (%s); again on %s\n",
					maxStates, reason, evidenceName(next))
			}
			maxStates = next
			continue
		}
		sum.Result, sum.Message, sum.err = "inconclusive", err.Error(), err
		if unsupported != nil {
			sum.Errors = load.JSONErrors(unsupported, path)
		}
		if fail != nil {
			sum.Message += "\nhint: the auxiliary invariant needed may be unreachable only in larger instances, or an earlier one may hold only in this one; try a larger reference instance (-D) or --larger"
		}
		return nil, exitInconclusive, nil
	}
}

// printFound prints the summary of find or the main job.
func printFound(out io.Writer, sum *findSummary) {
	if len(sum.Violations) > 0 {
		report.PrintViolation(out, sum.Violations[0])
	}
	if v := sum.Deadlock; v != nil {
		in := "the reference instance"
		if sum.DeadlockIn != "" {
			in += " " + sum.DeadlockIn
		}
		fmt.Fprintf(out, "finding: %s in %s (not a property: the invariants are proved regardless; --deadlock makes it fail)\n", v.Msg, in)
		report.PrintTrace(out, v)
	}
	what := sum.Result
	switch sum.Result {
	case resultVerified, resultWritten, resultChecked, resultRejected:
		what = verdict(sum.Result, sum.Proof)
	}
	fmt.Fprintf(out, "%s: %s: %d invariants, %d relations (reference instance", sum.File, what, sum.Invariants, sum.Relations)
	if len(sum.Reference) > 0 {
		fmt.Fprintf(out, " %s", (&reference{consts: sum.Reference}).String())
	}
	fmt.Fprintf(out, ": %d states) in %.2fs\n", sum.States, sum.Seconds)
	if sum.Proof != nil {
		printProof(out, sum.Proof)
	}
	if sum.Dir != "" {
		fmt.Fprintf(out, "written to %s\n", sum.Dir)
	}
	if sum.Message != "" && len(sum.Violations) == 0 {
		fmt.Fprintln(out, sum.Message)
	}
}

// largerOracle explores the first --larger-states states of the instance
// with the --larger constants on top of the reference instance's
// (breadth first, or by random walks with --larger-walk), for candidates
// that do not fit in the reference instance.
func largerOracle(path string, ref *reference, progress io.Writer, b *budget.Budget) (*evidence.Reach, int, error) {
	big, err := loadModel(path, append(ref.defines(), ref.larger...)...)
	if err != nil {
		return nil, 0, err
	}
	machine, err := mc.Compile(big)
	if err != nil {
		return nil, 0, load.CompileError(err)
	}
	opt := mc.Options{MaxStates: findFlags.largerStates, Progress: progress, Workers: flagWorkers, Symmetric: reduced(big),
		Context: b.Context(), MaxMemory: uint64(findFlags.maxMemory) << 20,
		WalkDepth: findFlags.largerWalk, Seed: 1}
	res := machine.Explore(opt)
	if res.Violation != nil {
		return nil, 0, exitcode.New(exitViolated, fmt.Errorf("the larger instance (%s) violates the model: %v; run paraverify check with these constants for the trace",
			strings.Join(ref.larger, " "), res.Violation))
	}
	o, err := res.PartialOracle()
	if err != nil {
		return nil, 0, fmt.Errorf("the larger instance: %w", err)
	}
	return evidence.NewReach(o, big), res.States, nil
}

// reduced lists the types the exploration for the search reduces by
// symmetry: the model's symmetric types with more than one value, in
// declaration order (evidence.NewReach expects this reduction).
func reduced(model *check.Model) []check.Type {
	symmetric := formula.SymmetricTypes(model)
	var out []check.Type
	for _, t := range model.Types {
		if symmetric[t.Type] && check.Card(t.Type) > 1 {
			out = append(out, t.Type)
		}
	}
	return out
}

// evidenceName describes an --evidence budget.
func evidenceName(budget int) string {
	if budget == 0 {
		return "all of its reachable states"
	}
	return fmt.Sprintf("the first %d", budget)
}
