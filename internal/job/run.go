package job

// This file implements find and the main job: explore the reference
// instance, find the auxiliary invariants and causal relations, re-check
// them, generate the proof (the main job) and write the output directory.

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"path/filepath"
	"strings"
	"time"

	"paraverify/internal/budget"
	"paraverify/internal/exitcode"
	"paraverify/internal/instance"
	"paraverify/internal/load"
	"paraverify/internal/prepare"
	"paraverify/internal/report"
	"paraverify/invfinder"
	"paraverify/invfinder/evidence"
	"paraverify/invfinder/formula"
	invreport "paraverify/invfinder/report"
	"paraverify/invfinder/smt"
	"paraverify/isabelle"
	"paraverify/murphi/ast"
	"paraverify/murphi/lower/fixsize"
	"paraverify/murphi/mc"
	"paraverify/murphi/mc/oracle"
	"paraverify/murphi/source"
	"paraverify/proofgen"
)

// Summary is the result of find or the main job, as --json prints it.
type Summary struct {
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
	// ViolatedIn names the instance of a violation found in the larger
	// instance explored for evidence ("": the reference instance).
	ViolatedIn string `json:"violation_instance,omitempty"`
	Dir        string `json:"dir,omitempty"`
	// Reference is the reference instance's size constants.
	Reference []instance.RefConst `json:"reference_instance,omitempty"`
	// Larger is the larger instance explored in part for the candidates
	// that need more values (NAME=VALUE on top of the reference's), with
	// LargerStates its explored states and LargerSource "--larger" or
	// "chosen" (by the tool, after a search that did not close), and
	// LargerWalk the depth of the random walks that explored it (0:
	// breadth first).
	Larger       []string `json:"larger_instance,omitempty"`
	LargerStates int      `json:"larger_states,omitempty"`
	LargerSource string   `json:"larger_source,omitempty"`
	LargerWalk   int      `json:"larger_walk_depth,omitempty"`
	// LargerWalked counts the states of random walks (--larger-walks)
	// that continued Larger's breadth-first LargerStates.
	LargerWalked int `json:"larger_walk_states,omitempty"`
	// LargerCut is the limit that stopped Larger's exploration before its
	// bounds (the memory limit): its states are evidence all the same.
	LargerCut string `json:"larger_stopped_by,omitempty"`
	// Wider is a second larger instance, chosen by the tool when a
	// candidate fits in neither the reference nor Larger (grown in other
	// types: NAME=VALUE on top of the reference's), explored as Larger
	// is to WiderStates states, for the candidates that do not fit in
	// Larger.
	Wider       []string `json:"second_larger_instance,omitempty"`
	WiderStates int      `json:"second_larger_states,omitempty"`
	WiderWalked int      `json:"second_larger_walk_states,omitempty"`
	WiderCut    string   `json:"second_larger_stopped_by,omitempty"`
	// Smaller are the smaller instances whose states were evidence too
	// (the reference's being a prefix), each with how much of it was
	// explored, and SmallerCubes how many candidate cubes only they
	// reached (a diagnostic: with several workers it also counts those
	// of the classifications discarded after a failure, which depend on
	// the workers' timing).
	Smaller      []string `json:"smaller_instances,omitempty"`
	SmallerCubes int      `json:"smaller_instance_cubes,omitempty"`
	// SmallerLeftOut are the smaller instances that gave no evidence,
	// each with the reason (a size the model does not admit, distinguished
	// values that differ from the reference's, an error of the model at
	// that size, an exploration the memory limit stopped).
	SmallerLeftOut []string `json:"smaller_instances_left_out,omitempty"`
	States         int      `json:"reference_states"`
	// Walked counts the states of States that random walks from a prefix
	// added (--walks).
	Walked int `json:"reference_walk_states,omitempty"`
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
	// compile), lower (the lowering and the check of what the search and
	// the proof support, every rule instance executed symbolically),
	// explore, explore-smaller, explore-larger, search, verify, prove,
	// write, isabelle.
	Stages map[string]float64 `json:"stages"`
	// The proof (prove and the main job only).
	Proof *ProofSummary `json:"proof,omitempty"`

	// ReadAs says how the model was read when not as written (a union
	// node type read as a subrange).
	ReadAs []string `json:"read_as,omitempty"`
	// LastFailure is, for a run a budget stopped, what the last search
	// that ran to its end did not close on: the instance, its states and
	// the obligation without a discharge.
	LastFailure string `json:"last_failure,omitempty"`
	// Failure is, for a run whose search did not close (or a run a
	// budget stopped after one that did not), the obligation without a
	// discharge, in parts.
	Failure *FailureJSON `json:"failure,omitempty"`
	// Reached says, for a run that did not end with the violation's
	// trace, that a targeted search beyond the evidence reached a state
	// violating a property (the exploration for its trace did not get
	// there).
	Reached string `json:"reached,omitempty"`
	// TraceSource is "targeted search" when the violation's trace is the
	// path by which the targeted search beyond the evidence reached it
	// (not the shortest; "": found by the exploration, breadth first).
	TraceSource string `json:"trace_source,omitempty"`
	// Scope says for which sizes the invariants are verified (see scope;
	// with the main job also proof.scope).
	Scope string `json:"scope,omitempty"`

	err error // the search's error when it did not close
	// same says that the search failed the same way on two prefixes of
	// the reference instance's states (more of them were not explored).
	same string
	// inexact says that the reference instance was reduced by symmetry
	// where a loop may keep the reduction from reaching every state
	// (inexactNote); "" when the reduction is exact.
	inexact string
	// exact explores the evidence of the last search again without the
	// reduction that inexact speaks of (nil when it is exact)
	exact func() *mc.Result
	// exactMessage, when set, is the message again after the exploration
	// without that reduction: states it explored and inexact "" when it
	// reached all of the instance's states, else the first exploration's
	// states and the caveat extended with what the second explored
	exactMessage func(states int, inexact string) string
	// hints are said once on the progress stream when the first search
	// does not close (fixsize.Suggest; German 2004 as shipped, beside
	// other jobs: when it goes on to a larger instance, after 12.5
	// minutes, where it was said only when a prefix did not close, after
	// 40); the final message repeats them.
	hints []string
	// Unsupported groups what the search or proof generation cannot
	// handle, by kind (result "unsupported", found before the search).
	Unsupported []prepare.Group `json:"unsupported,omitempty"`
}

// Run runs find on the model at path, and with prove the proof generation
// after it: it prints the summary on stdout (the reference instance and
// what else the user should know on stderr) and writes the output
// directory. An error carries the exit code (see package exitcode); one
// whose summary was printed is exitcode.ErrReported.
func Run(o Options, path string, prove bool, stdout, stderr io.Writer) error {
	start := time.Now()
	stages := map[string]float64{}
	lap := start
	stage := func(name string) {
		now := time.Now()
		stages[name] += now.Sub(lap).Seconds()
		lap = now
	}
	model, notes, err := instance.LoadModel(path, o.Overrides)
	if err != nil {
		return err
	}
	if !o.JSON {
		for _, n := range notes {
			fmt.Fprintln(stderr, n)
		}
	}
	if len(model.Invariants) == 0 && !checksInRules(model.File) {
		return exitcode.Bad(fmt.Errorf("%s: nothing to prove: the model declares no invariant and no rule has an assert or error", path))
	}
	ref, err := instance.Choose(model, o.Overrides, o.Larger, o.Spare)
	if err != nil {
		return err
	}
	for _, n := range instance.ValuedNotes(model) {
		notes = append(notes, n)
		if !o.JSON {
			fmt.Fprintln(stderr, n)
		}
	}
	// The budgets stop every stage; without a progress line, a heartbeat
	// says every 30 s that the job is still at work.
	b := budget.New(o.Timeout, o.MaxMemory, o.OutOfMemory)
	defer b.Stop()
	var progress io.Writer
	if o.Progress == "always" || o.Progress == "auto" && budget.IsTerminal(stderr) {
		progress = stderr
	}
	var hb *budget.Heartbeat
	if progress == nil && o.Progress == "auto" {
		hb = budget.StartHeartbeat(stderr, 30*time.Second)
		defer hb.Stop()
		progress = hb
	}
	stage = func(name string) {
		now := time.Now()
		stages[name] += now.Sub(lap).Seconds()
		lap = now
		hb.At("done: " + name)
	}
	sum := Summary{File: path, Stages: stages, ReadAs: notes}
	out := stdout
	// A search that does not close may need fewer values of a type whose
	// literal value the model only stores (German 2004's addresses).
	suggest := fixsize.Suggest(model)
	for _, s := range suggest {
		sum.hints = append(sum.hints, s.String())
	}
	finish := func(code int) error {
		sum.Seconds = time.Since(start).Seconds()
		if code == exitcode.Inconclusive && sum.Result == "inconclusive" {
			for _, s := range suggest {
				sum.Message += "\nhint: " + s.String()
			}
		}
		if o.JSON {
			if err := printJSON(out, sum); err != nil {
				return err
			}
		} else {
			printFound(out, &sum)
		}
		if code != exitcode.OK {
			return exitcode.New(code, exitcode.ErrReported)
		}
		return nil
	}
	// A stage that does not stop within a minute of the budget running out
	// is a fault: the process then ends with a summary of its own (the
	// job's is being written by the stage that is stuck).
	b.Stuck(budget.DefaultGrace, func(reason string) {
		stuck := Summary{File: path, Result: "inconclusive", Message: "stopped: " + reason, Seconds: time.Since(start).Seconds()}
		if o.JSON {
			_ = printJSON(out, stuck)
			return
		}
		fmt.Fprintf(out, "%s: inconclusive after %.2fs\n%s\n", path, stuck.Seconds, stuck.Message)
	})
	z, err := smt.NewZ3(smt.Options{})
	if err != nil {
		return err
	}
	z3 := b.Solver(z)
	// stopped reports a budget that ran out (exit 3, the reason).
	var prep *prepare.Prepared
	stopped := func() (error, bool) {
		if r := b.Exhausted(); r != "" {
			if prep != nil && len(prep.Refused) > 0 {
				// refused up front: the budget ended the exploration for
				// a violation, which is all that would have run
				sum.Result, sum.Unsupported = "unsupported", prepare.Groups(prep.Refused)
				sum.Errors = load.JSONErrors(prep.Refused, path)
				sum.Message = prepare.FormatGroups(sum.Unsupported, prep.Prove) + fmt.Sprintf("\nNo property is violated in the %d states of the reference instance explored before the exploration for a violation stopped (%s); paraverify check explores all of it.", sum.States, r)
				return finish(exitcode.Inconclusive), true
			}
			sum.Result, sum.Message = "inconclusive", stopMessage(r, &sum)
			return finish(exitcode.Inconclusive), true
		}
		return nil, false
	}
	// The explorations without the inexact reduction (sum.exact) of the
	// searches that did not close, one per reference instance, run only
	// when the job gives up: a proof needs no violation search.
	var exacts pendingExact
	giveUp := func(code int) error {
		violated := code == exitcode.Inconclusive && exacts.check(&sum, o.Deadlock, ref.String(), b.Exhausted)
		stage("explore")
		if violated {
			return finish(exitcode.Violated)
		}
		return finish(code)
	}
	var found *invfinder.Result
	// The reference instance grows when the search does not close on all
	// of its states (a candidate may need more values than it has).
	for grown := 0; ; grown++ {
		if len(ref.Consts) > 0 {
			sum.Reference = append([]instance.RefConst(nil), ref.Consts...)
			if !o.JSON {
				fmt.Fprintf(stderr, "%s\n", ref.Describe())
			}
		}
		if len(ref.Defines()) > 0 {
			if model, _, err = instance.LoadModel(path, o.Overrides, ref.Defines()...); err != nil {
				return err
			}
		}
		stage("load")
		// The search and the proof read the model lowered to their core
		// subset; the exploration (and its traces) the model as written.
		if progress != nil {
			// the check can take minutes on a large reference instance
			fmt.Fprintf(progress, "\rchecking what the search and the proof support (every rule instance executed symbolically)\033[K")
		}
		prep, err = prepare.Prepare(b.Context(), model, path, prove, o.Workers)
		if progress != nil {
			fmt.Fprint(progress, "\r\033[K")
		}
		if err != nil {
			return err
		}
		if r := b.Exhausted(); r != "" {
			sum.Result, sum.Message = "inconclusive", stopMessage(r, &sum)+"\nIt stopped while checking what the search and the proof support, before any search, on the reference instance "+ref.String()+"."
			return finish(exitcode.Inconclusive)
		}
		if prep.Lowering != "" {
			sum.Result, sum.Message = "inconclusive", prep.Lowering
			return finish(exitcode.Inconclusive)
		}
		stage("lower")
		var code int
		found, code, err = search(&o, prep, path, ref, progress, z3, &sum, stage, b)
		if err, ok := stopped(); ok {
			return err
		}
		if err == nil && code == exitcode.Inconclusive && sum.exact != nil {
			// kept for the end: a search that closes later needs none
			exacts.add(exactRun{key: ref.String(), run: sum.exact, note: ref.ChosenNote(), ref: sum.Reference})
		}
		if err != nil || code == exitcode.OK {
			if err != nil {
				return err
			}
			break
		}
		var fail *invfinder.Failure
		if code != exitcode.Inconclusive || !errors.As(sum.err, &fail) {
			return giveUp(code)
		}
		before := ref.String()
		// First more evidence for the same reference instance: a larger
		// one explored in part, for the candidates that need more values
		// (paraVerifier's FLASH needs it); then a larger reference.
		types := fail.Types
		if len(fail.TooFewTypes) > 0 {
			types = fail.TooFewTypes
		}
		// say tells the user what happens next (with --json, on the
		// progress line's stream).
		say := func(format string, args ...any) {
			switch {
			case !o.JSON:
				if sum.same != "" && progress == nil {
					fmt.Fprintln(stderr, sum.same)
				}
				fmt.Fprintf(stderr, format, args...)
			case progress != nil:
				fmt.Fprintf(progress, "\n"+format, args...)
			}
		}
		first, _, _ := strings.Cut(sum.err.Error(), "\n")
		if ref.AddLarger(model, types) {
			how := fmt.Sprintf("the first %d states, breadth first", o.LargerStates)
			if d := o.LargerWalk; d > 0 {
				how = fmt.Sprintf("%d states by random walks of at most %d steps", o.LargerStates, d)
			} else if o.LargerWalks > 0 {
				how += fmt.Sprintf(", and %d per hundred more by random walks from them", o.LargerWalks)
			}
			again := ""
			if ref.Evidence > 0 {
				again = fmt.Sprintf(" and the first %d states of the reference", ref.Evidence)
			}
			say("the search did not close on %s (%s); it is redone with evidence from a larger instance, %s (%s)%s\n",
				before, first, strings.Join(ref.Larger, " "), how, again)
			sum.sayHintsWith(say)
			sum.redo()
			grown--
			continue
		}
		if ref.AddWider(model, fail.TooFewTypes) {
			say("the search did not close on %s (%s); it is redone with evidence from a second larger instance, %s (the first %d states), for the candidates that do not fit in %s\n",
				before, first, strings.Join(ref.Wider, " "), widerBound(&o, ref), strings.Join(ref.Larger, " "))
			sum.sayHintsWith(say)
			sum.redo()
			grown--
			continue
		}
		if !ref.Grow(grown, model, fail.Types) {
			if len(ref.FileSizes(false)) > 0 {
				sum.Message += fmt.Sprintf("\nthe reference instance (%s) was chosen by the tool, not the file's own sizes: paraverify check %s model-checks those, and shows a violation with its trace", before, path)
			}
			return giveUp(code)
		}
		say("the search did not close on %s (%s); the reference instance grows by one value of the types it needs\n", before, first)
		sum.sayHintsWith(say)
		sum.redo()
	}
	// The re-check and the proof need none of the evidence: the smaller
	// instances' states (up to --larger-states each) go before them.
	ref.Smaller, ref.Kept = nil, nil
	// What the written tables will say: verified, and with the main job
	// the session written (nothing is written unless both happen).
	sum.Result = ResultVerified
	if prove {
		sum.Result = ResultWritten
	}
	dir := o.Out
	if dir == "" {
		dir = strings.TrimSuffix(filepath.Base(path), filepath.Ext(path)) + ".paraverify"
	}
	rep := invreport.NewReport(filepath.Base(path), found)
	rep.Run = runRecord(sum.Result, nil, path, model, &sum, o.Version)
	// the proof's model (what its types are, for the tables' scope line)
	var translated *proofgen.Model
	var proofErr error
	if translated, proofErr = proofgen.Translate(prep.Low, filepath.Base(path)); proofErr == nil {
		sum.Scope = scope(proofTypes(translated))
		rep.Run.Scope = sum.Scope
	} else if !prove {
		// find reports no proof: without the proof's model it only
		// leaves out the scope line
		proofErr = nil
	}
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
			err = invfinder.Verify(prep.Low, found, smt.NewCache(b.Solver(z)))
		}
		verified <- verdict{err, time.Since(start).Seconds()}
	}()
	// The tables and the graph (Graphviz runs as its own process) are
	// rendered meanwhile too.
	type rendered struct {
		files map[string]report.File
		warn  string
	}
	tables := make(chan rendered, 1)
	go func() {
		var warn strings.Builder
		files := report.TableFiles(rep, report.GraphvizAvailable(), &warn)
		tables <- rendered{files, warn.String()}
	}()
	var session *isabelle.Session
	if prove && proofErr == nil {
		proveStart := time.Now()
		// The self-check runs on as many goroutines as there are
		// workers, each query on one of as many Z3 contexts.
		solver, workers, err := workerSolver(o.Workers, z3, b)
		if err != nil {
			return err
		}
		solver = smt.NewCache(solver)
		if progress != nil {
			solver = &budget.CountingSolver{Solver: solver, W: progress}
		}
		session, sum.Proof, proofErr = makeProof(translated, found, filepath.Base(path), solver, workers)
		if progress != nil {
			fmt.Fprint(progress, "\r\033[K")
		}
		stages["prove"] = time.Since(proveStart).Seconds()
	}
	v := <-verified
	stages["verify"] = v.seconds
	t := <-tables
	fmt.Fprint(stderr, t.warn)
	if err, ok := stopped(); ok {
		return err
	}
	var unnamed *invfinder.StartUnnamedError
	if errors.As(v.err, &unnamed) {
		return exitcode.New(exitcode.Inconclusive, fmt.Errorf("not proved: %w; a property that needs a value of %s to exist is not proved for every size: state it of a named value (forall i : %s do ... end) or leave the exists out",
			unnamed, unnamed.Type, unnamed.Type))
	}
	if v.err != nil {
		return exitcode.Internal(fmt.Errorf("internal error, the search produced a table that does not check: %w", v.err))
	}
	lap = time.Now()
	if proofErr != nil {
		sum.Result, sum.Message = "inconclusive", proofErr.Error()
		var unsupported source.ErrorList
		if errors.As(proofErr, &unsupported) {
			sum.Errors = load.JSONErrors(unsupported, path)
			return finish(exitcode.Inconclusive)
		}
		// a fault of the tool, not of the input
		return exitcode.Internal(proofErr)
	}
	files := t.files
	if prove {
		for name, text := range session.Files {
			files[filepath.Join("isabelle", filepath.FromSlash(name))] = report.Text(text)
		}
	}
	if err := report.WriteOutput(dir, files); err != nil {
		return err
	}
	sum.Dir = dir
	stage("write")
	if prove && o.Isabelle {
		var code int
		sum.Result, code = runIsabelle(b.Context(), stderr, filepath.Join(dir, "isabelle"), sum.Proof)
		if sum.Proof.Isabelle == "stopped" {
			sum.Message = "stopped: " + b.Exhausted() + " during the Isabelle check; the session was written, not checked"
		}
		stage("isabelle")
		// the tables say what the check established
		rep.Run = runRecord(sum.Result, sum.Proof, path, model, &sum, o.Version)
		if err := report.RefreshTables(dir, rep); err != nil {
			return err
		}
		return finish(code)
	}
	return finish(exitcode.OK)
}

// printJSON prints the summary s as indented JSON.
func printJSON(out io.Writer, s Summary) error {
	enc := json.NewEncoder(out)
	enc.SetIndent("", "  ")
	return enc.Encode(s)
}

// stopMessage is the message of a run that a budget stopped (reason): the
// reason, the last search that ran to its end and did not close, and,
// when the reference instance was explored only in part, how far no
// property is violated.
func stopMessage(reason string, sum *Summary) string {
	msg := "stopped: " + reason
	if sum.LastFailure != "" {
		msg += "\nthe last search that ran to its end did not close: " + sum.LastFailure
	}
	switch {
	case sum.Reached != "":
		msg += "\n" + sum.Reached + "; the exploration for its trace did not get there (paraverify check, with -D for the sizes, model-checks the instance)"
	case sum.States > 0 && !sum.Complete:
		msg += fmt.Sprintf("\nno property is violated in the %d states of the reference instance explored, not all of its reachable states: a violation deeper than that is not excluded (paraverify check explores every reachable state, at the file's sizes or those set with -D)", sum.States)
	case sum.States > 0 && sum.inexact != "":
		msg += fmt.Sprintf("\nno property is violated in the %d states of the reference instance explored, %s", sum.States, sum.inexact)
	}
	return msg
}

// workerSolver is the solver for work on workers goroutines: single (a
// Z3 context under the budget) for one, otherwise a pool of that many Z3
// contexts under budget b.
func workerSolver(workers int, single smt.Solver, b *budget.Budget) (smt.Solver, int, error) {
	if workers <= 1 {
		return single, 1, nil
	}
	pool, err := smt.NewPool(workers, smt.Options{})
	if err != nil {
		return nil, 0, err
	}
	return b.Solver(pool), workers, nil
}

// pendingExact holds the explorations without the inexact reduction of
// the searches that did not close, the last one of each reference
// instance, in the order the instances were tried.
type pendingExact []exactRun

// exactRun is one reference instance's exploration without the inexact
// reduction.
type exactRun struct {
	key  string // reference.String()
	run  func() *mc.Result
	note string              // reference.chosenNote()
	ref  []instance.RefConst // Summary.Reference
}

// add keeps r (replacing an earlier one of the same instance: the
// evidence only grows).
func (p *pendingExact) add(r exactRun) {
	for i := range *p {
		if (*p)[i].key == r.key {
			(*p)[i] = r
			return
		}
	}
	*p = append(*p, r)
}

// check runs the kept explorations, when the job would report anything but
// a proof, smallest instance first: a violation found replaces the outcome
// (true). Otherwise the caveat on the claims of no violation (sum.inexact,
// the last search's, on the instance current) narrows to what that
// instance's exact exploration did not reach; stopped says why the job's
// budget ran out, if it did (for an exploration the budget cut short).
func (p *pendingExact) check(sum *Summary, deadlock bool, current string, stopped func() string) bool {
	runs := *p
	*p = nil
	for _, r := range runs {
		ex := r.run()
		if v := ex.Violation; v != nil && (v.Kind != "deadlock" || deadlock) {
			sum.violated()
			sum.States, sum.Walked, sum.Complete = ex.States, ex.Walked(), ex.Limit == ""
			sum.Violations = []*mc.Violation{v}
			sum.Message = v.Error() + r.note
			sum.Unsupported, sum.Errors, sum.err, sum.LastFailure, sum.Failure = nil, nil, nil, "", nil
			// the instance the violation is in, without the larger
			// instance of a later search
			sum.Reference = r.ref
			sum.noLarger()
			return true
		}
		if r.key != current || sum.inexact == "" {
			continue
		}
		if ex.Limit == "" {
			sum.inexact = ""
			if sum.exactMessage != nil {
				sum.Message = sum.exactMessage(ex.States, "")
			}
		} else {
			why := ex.Limit
			if r := stopped(); why == "cancelled" && r != "" {
				why = r
			}
			sum.inexact += fmt.Sprintf("; explored without that reduction, its first %d states show no violation either (that exploration stopped: %s)", ex.States, why)
			if sum.exactMessage != nil {
				sum.Message = sum.exactMessage(sum.States, sum.inexact)
			}
		}
	}
	return false
}

// inexactNote says, when a loop over one of the types an exploration
// reduced makes the reduction by symmetry inexact (mc.Result.Inexact),
// that the exploration may have missed states ("" when it is exact).
func inexactNote(loops []mc.OrderLoop) string {
	var at []string
	for _, l := range loops {
		at = append(at, fmt.Sprintf("the loop over %s at %s", l.Type, l.Loop))
	}
	if len(at) == 0 {
		return ""
	}
	return "which were reduced by symmetry, where " + strings.Join(at, " and ") +
		" may depend on the order of the values and keep the reduction from reaching every state"
}

// redo clears what a search that did not close reported, before the
// search is redone on other evidence.
func (sum *Summary) redo() {
	sum.Message, sum.Result, sum.Errors, sum.err, sum.same = "", "", nil, nil, ""
	sum.noLarger()
}

// noLarger clears the larger instances reported.
func (sum *Summary) noLarger() {
	sum.Larger, sum.LargerStates, sum.LargerSource, sum.LargerWalk, sum.LargerWalked, sum.LargerCut = nil, 0, "", 0, 0, ""
	sum.Wider, sum.WiderStates, sum.WiderWalked, sum.WiderCut = nil, 0, 0, ""
}

// violatedIn reports v, found in the instance in (of the evidence).
func (sum *Summary) violatedIn(v *mc.Violation, in string) {
	sum.violated()
	sum.Violations = []*mc.Violation{v}
	sum.ViolatedIn = in
	sum.Message = v.Error() + " (in " + in + ")"
}

// violated sets the result "violated" and clears the counts of a search
// on less evidence that did not close (they are not a table).
func (sum *Summary) violated() {
	sum.Result = "violated"
	sum.Invariants, sum.Relations, sum.Withdrawn, sum.Implied, sum.Unused, sum.Refuted = 0, 0, 0, 0, 0, 0
}

// search explores the reference instance of model and runs the search on
// it; it returns the closed table, or the exit code of a search that did
// not close, with sum filled in (sum.err is the search's error).
// searchEnded, when set (by tests), runs after each search, with its
// error, before the job reads the result.
var searchEnded func(b *budget.Budget, err error)

// evidenceGathered, when set (by tests), runs after the evidence of a
// search is gathered (the smaller and larger instances), before it starts.
var evidenceGathered func(b *budget.Budget)

func search(o *Options, prep *prepare.Prepared, path string, ref *instance.Reference, progress io.Writer, z3 smt.Solver, sum *Summary, stage func(string), b *budget.Budget) (*invfinder.Result, int, error) {
	machine, err := mc.Compile(prep.Orig)
	if err != nil {
		return nil, 0, load.CompileError(err)
	}
	// The exploration is evidence first: it is reduced by symmetry also
	// where a loop may make the reduction miss states, and then says so
	// wherever it reports no violation.
	opt := mc.Options{Deadlock: true, Workers: o.Workers, Symmetric: prep.Explore, Fixed: formula.DistinguishedValues(prep.Orig), Progress: progress,
		Context: b.Context(), MaxMemory: uint64(o.MaxMemory) << 20, ReduceAnyway: true}
	ex := &instance.Explorer{Path: path, Overrides: o.Overrides, Workers: o.Workers, MaxMemory: o.MaxMemory, Progress: progress, Budget: b, LargerWalks: o.LargerWalks}
	var larger, wider *evidence.Reach
	// largerStates bounds the larger instance's exploration; largerPrefix
	// says it stopped there (the targeted search found states beyond it).
	largerStates, largerPrefix := o.LargerStates, false
	if ref.LargerStates > 0 {
		// deepened by an earlier search on this reference
		largerStates = ref.LargerStates
	}
	// widerStates bounds the second larger instance's exploration (as
	// largerStates, or --wider-states when more, until a failure judged
	// there deepens it alone).
	widerStates, widerPrefix := widerBound(o, ref), false
	smaller := ref.Smaller
	// The evidence is a breadth-first prefix of the reference instance's
	// reachable states, as large as the budget allows. The search's result
	// does not depend on the evidence for its soundness (Verify re-checks
	// it with Z3), only for closing: on a prefix it may adopt a candidate
	// that holds only there, so a search that does not close is redone on
	// more evidence before it is reported.
	lastKey, lastStates := "", 0
	maxStates := o.Evidence
	if ref.Evidence > 0 {
		maxStates = ref.Evidence
	}
	for {
		opt.MaxStates = maxStates
		// A prefix is continued by random walks from its states (see
		// mc.Options.Deepen).
		opt.Deepen = int(int64(maxStates) * int64(o.Walks) / 100)
		var res *mc.Result
		var kept *oracle.Oracle
		if k := ref.Kept; k != nil {
			// the exploration the search stopped on for a larger instance
			// (at maxStates, ref.Evidence)
			res, kept, ref.Kept = k.Res, k.Oracle, nil
		} else {
			res = machine.Explore(opt)
		}
		if v := res.Violation; v != nil && v.Kind == "deadlock" && !o.Deadlock {
			// A deadlock is a finding, not a violated property: the
			// invariants are still proved (--deadlock makes it fail).
			if sum.Deadlock == nil {
				sum.Deadlock, sum.DeadlockIn = v, ref.String()
			}
			opt.Deadlock = false
			res = machine.Explore(opt)
		}
		sum.inexact, sum.exact = inexactNote(res.Inexact), nil
		if sum.inexact != "" && res.Violation == nil {
			// The reduction may have missed states: before the job
			// reports anything but a proof, it explores the same states
			// without it for a violation (Run, exactCheck).
			exact := opt
			exact.ReduceAnyway = false
			sum.exact = func() *mc.Result { return machine.Explore(exact) }
		}
		stage("explore")
		if b.Context().Err() != nil && sum.Attempts > 0 {
			// The budget ran out while more states were explored: the
			// summary keeps the evidence of the last search (Run says
			// what stopped it).
			return nil, exitcode.Inconclusive, nil
		}
		sum.States, sum.Walked = res.States, res.Walked()
		sum.Attempts++
		if res.Violation != nil {
			sum.violated()
			sum.Violations = []*mc.Violation{res.Violation}
			sum.Message = res.Violation.Error() + ref.ChosenNote()
			return nil, exitcode.Violated, nil
		}
		prefix := maxStates > 0 && res.Limit != "" && res.States >= maxStates
		if len(prep.Refused) > 0 {
			// A constant out of range that no explored state reaches: the
			// error may lie beyond a prefix (explore the whole instance).
			if prefix && len(prep.Warned) > 0 {
				maxStates = 0
				continue
			}
			sum.Result, sum.Unsupported = "unsupported", prepare.Groups(prep.Refused)
			sum.Errors = load.JSONErrors(prep.Refused, path)
			sum.Message = prepare.Format(sum.Unsupported, prep.Prove, res.States, res.Limit == "", sum.inexact)
			// said again after the exploration without the inexact
			// reduction (pendingExact.check), when that one is complete
			prove := prep.Prove
			sum.exactMessage = func(states int, inexact string) string {
				return prepare.Format(sum.Unsupported, prove, states, true, inexact)
			}
			return nil, exitcode.Inconclusive, nil
		}
		if res.Limit != "" && !prefix {
			sum.Result, sum.Message = "inconclusive", res.Limit
			return nil, exitcode.Inconclusive, nil
		}
		sum.Complete = !prefix
		oracle := kept
		if oracle == nil {
			oracle, err = res.PartialOracle()
		}
		if err != nil {
			// a symmetry group too large to enumerate, multisets
			sum.Result, sum.Message = "inconclusive", err.Error()
			return nil, exitcode.Inconclusive, nil
		}
		reach := evidence.NewReach(oracle, prep.Low)
		reach.Seek, reach.Context, reach.Name = o.Seek, b.Context(), ref.Name()
		sum.Smaller, sum.SmallerCubes, sum.SmallerLeftOut = nil, 0, nil
		if prefix {
			if smaller == nil {
				if smaller, err = ex.ExploreSmaller(ref, prep.Low, o.LargerStates); err != nil {
					return nil, 0, err
				}
				ref.Smaller = smaller
				if v := smaller.Violation; v != nil {
					sum.violatedIn(v, smaller.ViolatedIn)
					return nil, exitcode.Violated, nil
				}
				stage("explore-smaller")
			}
			reach.Smaller, sum.Smaller, sum.SmallerLeftOut = smaller.Reaches, smaller.Described, smaller.LeftOut
		}
		if len(ref.Larger) > 0 {
			// explore explores a larger instance (defs on top of the
			// reference's); a violation there is the job's result
			explore := func(defs []string, maxStates int) (*instance.LargerInstance, bool, error) {
				l, v, err := ex.Larger(ref, defs, maxStates, o.LargerWalk)
				if err == nil && v != nil {
					sum.violatedIn(v, "the larger instance "+strings.Join(instance.Merged(ref.Defines(), defs), " "))
					return nil, true, nil
				}
				return l, false, err
			}
			if larger == nil {
				l, violated, err := explore(ref.Larger, largerStates)
				if err != nil {
					return nil, 0, err
				} else if violated {
					return nil, exitcode.Violated, nil
				}
				larger = l.Reach
				sum.Larger, sum.LargerStates, sum.LargerWalked, sum.LargerCut, sum.LargerSource = ref.Larger, l.States, l.Walked, l.Cut, "--larger"
				largerPrefix = l.States >= largerStates
				sum.LargerWalk = o.LargerWalk
				if ref.AutoLarger {
					sum.LargerSource = "chosen"
				}
				stage("explore-larger")
			}
			reach.Larger, reach.Spare = larger, ref.Spare
			larger.Seek, larger.Context, larger.Others = o.Seek, b.Context(), true
			larger.Name = strings.Join(instance.Merged(ref.Defines(), ref.Larger), " ")
			if len(ref.Wider) > 0 && wider == nil {
				l, violated, err := explore(ref.Wider, widerStates)
				if err != nil {
					return nil, 0, err
				} else if violated {
					return nil, exitcode.Violated, nil
				}
				wider = l.Reach
				sum.Wider, sum.WiderStates, sum.WiderWalked, sum.WiderCut = ref.Wider, l.States, l.Walked, l.Cut
				widerPrefix = l.States >= widerStates
				stage("explore-larger")
			}
			larger.Wider = wider
			if wider != nil {
				wider.Seek, wider.Context, wider.Others = o.Seek, b.Context(), true
				wider.Name = strings.Join(instance.Merged(ref.Defines(), ref.Wider), " ")
			}
		}
		if evidenceGathered != nil {
			evidenceGathered(b)
		}
		if b.Context().Err() != nil {
			// The budget ran out while the smaller or larger instances
			// were explored (such an exploration stops there and returns
			// what it has): no search starts on that, and the summary
			// keeps the last search's counts and failure (Run says what
			// stopped it). Before, a search ran at once on the cancelled
			// budget and its first few invariants replaced the counts.
			return nil, exitcode.Inconclusive, nil
		}
		// With several workers the search classifies rule instances on
		// as many goroutines, each query on one of as many Z3 contexts.
		solver, workers, err := workerSolver(o.Workers, z3, b)
		if err != nil {
			return nil, 0, err
		}
		// statesOf says which of the reference's states the search had:
		// all n of them, or the first n.
		statesOf := func(n int) string {
			if prefix {
				return fmt.Sprintf("the first %d states", n)
			}
			return fmt.Sprintf("all %d states", res.States)
		}
		if h, ok := progress.(*budget.Heartbeat); ok {
			h.Within("on " + statesOf(res.States) + " of " + ref.Name())
		}
		// A search that keeps refuting what a prefix let through is
		// stopped when a deeper prefix, which shows those states at once,
		// may follow: the larger instance's once, to eight times the
		// states, the reference's as usual; neither beyond deepestShallow
		// states (there a deeper prefix costs more than refuting one by
		// one).
		deeper := shallow{
			larger:    larger != nil && largerPrefix && largerStates == o.LargerStates && largerStates <= deepestShallow/8,
			reference: prefix && maxStates <= deepestShallow/8,
		}
		maxRefuted := 0
		if deeper.larger || deeper.reference {
			maxRefuted = o.MaxRefuted
		}
		found, err := invfinder.Find(prep.Low, reach, smt.NewCache(solver),
			invfinder.Options{MaxInvariants: o.MaxInvariants, Withdraw: o.Withdraw, MaxRefuted: maxRefuted, Progress: progress, Context: b.Context(), Workers: workers,
				Regrow: func(types []string) bool { return ref.Regrows(prep.Orig, types) }})
		stage("search")
		if searchEnded != nil {
			searchEnded(b, err)
		}
		if found != nil {
			sum.Invariants, sum.Relations, sum.Withdrawn = len(found.Invs), len(found.Relations), found.Withdrawn
			sum.Implied, sum.Unused = found.Implied+found.Restated, found.Unused
			sum.Refuted = found.Refuted + found.Swept
		}
		sum.SmallerCubes = reach.SmallerHits
		if err == nil {
			sum.LastFailure, sum.Failure = "", nil // an earlier search's, on less evidence
			return found, exitcode.OK, nil
		}
		if b.Context().Err() != nil {
			// The budget cut this search short: a targeted search it
			// stops finds nothing, so the search may end on a failure
			// that is not one of a search that ran to its end (the
			// summary keeps the last such; Run says what stopped it).
			return nil, exitcode.Inconclusive, nil
		}
		if errors.Is(err, invfinder.ErrShallow) && deeper.inLarger(found.Refuted, reach.RefutedLarger) {
			// Most invariants refuted were reachable in the larger
			// instance: its prefix is what is too shallow. It is explored
			// deeper, and the search redone on the same reference states.
			largerStates *= 8
			ref.LargerStates, ref.WiderStates = largerStates, 0
			widerStates = widerBound(o, ref)
			larger, wider, ref.Kept = nil, nil, &instance.Explored{Res: res, Oracle: oracle}
			if progress != nil {
				reason, _, _ := strings.Cut(err.Error(), "\n")
				fmt.Fprintf(progress, "\nthe search did not close on %s of the reference instance (%s; %d of them in the larger instance); again with the first %d states of the larger instance\n",
					statesOf(maxStates), reason, reach.RefutedLarger, largerStates)
			}
			continue
		}
		var reached *invfinder.Reached
		if errors.As(err, &reached) {
			return beyond(machine, oracle, opt, o, reached, ref, progress, sum, stage, b)
		}
		var fail *invfinder.Failure
		var unsupported source.ErrorList
		if !errors.As(err, &fail) && !errors.As(err, &unsupported) && !errors.Is(err, invfinder.ErrTooManyInvariants) && !errors.Is(err, invfinder.ErrShallow) {
			return nil, 0, err
		}
		// What a budget stop reports as the last search's failure.
		if fail != nil {
			reason, _, _ := strings.Cut(err.Error(), "\n")
			states := statesOf(res.States)
			if len(ref.Larger) > 0 {
				states += fmt.Sprintf(", with evidence from %s", strings.Join(ref.Larger, " "))
				if len(ref.Wider) > 0 {
					states += fmt.Sprintf(" and %s", strings.Join(ref.Wider, " "))
				}
			}
			inst := ref.Name()
			sum.LastFailure = fmt.Sprintf("%s (%s): %s", inst, states, reason)
			sum.Failure = &FailureJSON{Instance: inst, States: states, Rule: fail.Rule, Invariant: fail.Inv, Obligation: fail.Obligation,
				Candidates: fail.Candidates, Others: fail.Others, Quantifiers: fail.Quantifiers, Unstated: fail.Unstated, Dropped: fail.Dropped, TooFew: fail.TooFew, Walks: fail.Walks, Chain: fail.Chain}
		}
		// A search that fails on the same obligation with the same
		// invariants, relations and withdrawals on eight times the states
		// is not short of states of this instance: what it needs is
		// sought next (a larger instance), not more of the same.
		key := ""
		if fail != nil && found != nil {
			key = fmt.Sprintf("%s|%d|%d|%d|%d", err.Error(), len(found.Invs), len(found.Relations), found.Refuted, found.Withdrawn)
		}
		same := prefix && key != "" && key == lastKey
		note := ""
		if same {
			note = fmt.Sprintf("the search failed the same way on the first %d states as on the first %d (the same obligation, invariants and relations): more states of this instance are not what it needs", maxStates, lastStates)
		}
		// The note goes with what follows from it (a larger instance, or
		// giving up), not with a judge's deepening (which redoes the
		// search on the same reference states).
		sayNote := func() {
			if note != "" && progress != nil {
				fmt.Fprintf(progress, "\n%s\n", note)
			}
		}
		prevKey, prevStates := lastKey, lastStates
		lastKey, lastStates = key, maxStates
		if prefix && fail != nil && fail.TooFew != "" && (ref.CanAddLarger() && len(instance.EvidenceSizing(prep.Orig, fail.TooFewTypes)) > 0 || len(ref.WiderSizes(prep.Orig, fail.TooFewTypes)) > 0) {
			// A candidate that would discharge the obligation has more
			// parameters than the reference instance has values: more
			// states of it cannot answer for that one, a larger instance
			// can (Run chooses it; the search resumes on this prefix).
			sayNote()
			ref.Evidence, ref.Kept = maxStates, &instance.Explored{Res: res, Oracle: oracle}
			sum.Result, sum.Message, sum.err = "inconclusive", err.Error()+"\n"+failureHint(fail), err
			return nil, exitcode.Inconclusive, nil
		}
		if fail != nil {
			// (After a candidate that fits nowhere, above: a larger
			// instance that can judge it comes first.)
			// The failing invariant was taken from a prefix of the
			// instance that judged it: where that is a larger instance,
			// it is that prefix that may be too shallow (German 2004: an
			// invariant of three addresses, false in the instance with
			// three, that its first 16 million states do not show).
			// That instance is explored four times deeper, once each up
			// to deepestJudge states, and the search redone on the same
			// reference states.
			judge := reach.Judge(fail.Params, fail.Bad)
			deepen := ""
			switch {
			case judge == wider && widerPrefix && widerStates <= deepestJudge/4:
				widerStates *= 4
				ref.WiderStates = widerStates
				wider, larger.Wider = nil, nil
				larger.Forget() // its "unreachable" answers asked the shallower one
				deepen = fmt.Sprintf("the second larger instance %s, which judged the failing invariant, with its first %d states", strings.Join(ref.Wider, " "), widerStates)
			case judge == larger && largerPrefix && largerStates <= deepestJudge/4:
				largerStates *= 4
				ref.LargerStates = largerStates
				if len(ref.Wider) > 0 {
					// the second larger instance keeps its bound
					ref.WiderStates = widerStates
				}
				larger = nil
				deepen = fmt.Sprintf("the larger instance %s, which judged the failing invariant, with its first %d states", strings.Join(ref.Larger, " "), largerStates)
			}
			if deepen != "" {
				// the same reference states: not a prefix that failed
				// the same way as the one before
				lastKey, lastStates = prevKey, prevStates
				ref.Kept = &instance.Explored{Res: res, Oracle: oracle}
				if progress != nil {
					reason, _, _ := strings.Cut(err.Error(), "\n")
					fmt.Fprintf(progress, "\nthe search did not close on %s of the reference instance (%s); again with %s\n", statesOf(maxStates), reason, deepen)
				}
				continue
			}
		}
		sayNote()
		if prefix && !same {
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
				// the -D that may make it close, once, while it goes on
				sum.sayHintsWith(func(format string, a ...any) { fmt.Fprintf(progress, format, a...) })
			}
			maxStates = next
			continue
		}
		sum.Result, sum.Message, sum.err = "inconclusive", err.Error(), err
		if note != "" {
			sum.Message += "\n" + note
			sum.same = note
		}
		if unsupported != nil {
			sum.Errors = load.JSONErrors(unsupported, path)
		}
		if fail != nil {
			sum.Message += "\n" + failureHint(fail)
		}
		return nil, exitcode.Inconclusive, nil
	}
}

// deepestShallow is the deepest prefix of the reference or the larger
// instance that a search stopped for refuting too much
// (invfinder.ErrShallow) goes on to.
const deepestShallow = 16000000

// deepestJudge is the deepest prefix of a larger instance that a search
// failing on an invariant judged there goes on to (see search).
const deepestJudge = 64000000

// shallow says which evidence may be explored deeper when a search stops
// for refuting too much: the larger instance, the reference instance.
type shallow struct{ larger, reference bool }

// inLarger reports whether the larger instance is the one explored deeper
// after refuted refutations, inLarger of them by its states: when most
// were there, or when the reference cannot go deeper.
func (d shallow) inLarger(refuted, inLarger int) bool {
	return d.larger && (2*inLarger > refuted || !d.reference)
}

// sayHintsWith says the summary's hints once, with say (the job's progress
// line, or stderr without --json, or the search's progress writer).
func (sum *Summary) sayHintsWith(say func(string, ...any)) {
	for _, h := range sum.hints {
		say("hint: %s\n", h)
	}
	sum.hints = nil
}

// seekTraces lets beyond take the targeted search's path as the trace
// (a test turns it off to reach the exploration).
var seekTraces = true

// beyond reports the violation that a targeted search beyond the evidence
// reached (reached) with a trace: the path the targeted search took, from
// a stored state of the prefix (ora.FoundPath), replayed as real steps;
// or, when it has none (it found the state on a merged path), the
// shortest, by exploring the reference instance breadth first past the
// prefix, with no limit of states but the budget's. It returns the exit
// code: violated with the trace, or inconclusive when the budget or the
// memory stopped the exploration first (the summary says what the
// targeted search found).
func beyond(machine *mc.Machine, ora *oracle.Oracle, opt mc.Options, o *Options, reached *invfinder.Reached, ref *instance.Reference, progress io.Writer, sum *Summary, stage func(string), b *budget.Budget) (*invfinder.Result, int, error) {
	sum.Reached = fmt.Sprintf("%s, in %s", reached.Error(), ref.Name())
	if start, ins, states, ok := ora.FoundPath(); ok && seekTraces {
		if v := machine.PathViolation(start, ins, states); v != nil {
			if progress != nil {
				fmt.Fprintf(progress, "\n%s: the trace is the targeted search's path (paraverify check, with -D for the sizes, gives the shortest)\n", sum.Reached)
			}
			sum.violated()
			sum.Violations = []*mc.Violation{v}
			sum.Message = v.Error() + ref.ChosenNote()
			sum.TraceSource = "targeted search"
			sum.Reached, sum.LastFailure, sum.Failure, sum.err = "", "", nil, nil
			return nil, exitcode.Violated, nil
		}
	}
	if progress != nil {
		fmt.Fprintf(progress, "\n%s: it is explored breadth first, beyond the first %d states, for the violation's trace\n", sum.Reached, sum.States)
	}
	deep := opt
	deep.MaxStates, deep.Deepen, deep.Deadlock = 0, 0, o.Deadlock
	res := machine.Explore(deep)
	stage("explore")
	if b.Context().Err() != nil {
		// Run reports the budget's stop, with sum.Reached
		return nil, exitcode.Inconclusive, nil
	}
	if v := res.Violation; v != nil {
		sum.violated()
		sum.States, sum.Walked, sum.Complete = res.States, res.Walked(), res.Limit == ""
		sum.Violations = []*mc.Violation{v}
		sum.Message = v.Error() + ref.ChosenNote()
		sum.Reached, sum.LastFailure, sum.Failure, sum.err = "", "", nil, nil
		return nil, exitcode.Violated, nil
	}
	sum.Result = "inconclusive"
	switch {
	case res.Limit != "":
		sum.Message = fmt.Sprintf("%s; explored breadth first, its first %d states show no violation (%s): paraverify check (with -D for the sizes) model-checks it with other limits", sum.Reached, res.States, res.Limit)
	case sum.inexact != "":
		// the reduction may have missed the state: the exploration
		// without it runs before the job reports (pendingExact)
		exact := deep
		exact.ReduceAnyway = false
		sum.exact = func() *mc.Result { return machine.Explore(exact) }
		sum.Message = fmt.Sprintf("%s; its %d states, explored breadth first and %s, show no violation", sum.Reached, res.States, sum.inexact)
	default:
		return nil, 0, exitcode.Internal(fmt.Errorf("internal error: %s, but the exploration of all its %d reachable states finds none", sum.Reached, res.States))
	}
	return nil, exitcode.Inconclusive, nil
}

// printFound prints the summary of find or the main job.
func printFound(out io.Writer, sum *Summary) {
	if len(sum.Violations) > 0 {
		report.PrintViolation(out, sum.Violations[0])
		if sum.ViolatedIn != "" {
			fmt.Fprintf(out, "the violation is in %s, explored as evidence for the search (paraverify check with these constants model-checks it)\n", sum.ViolatedIn)
		}
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
	case ResultVerified, ResultWritten, ResultChecked, ResultRejected:
		what = verdict(sum.Result, sum.Proof)
	}
	if sum.Result == "violated" {
		fmt.Fprintf(out, "%s: %s (reference instance", sum.File, what)
	} else {
		fmt.Fprintf(out, "%s: %s: %d invariants, %d relations (reference instance", sum.File, what, sum.Invariants, sum.Relations)
	}
	if len(sum.Reference) > 0 {
		fmt.Fprintf(out, " %s", (&instance.Reference{Consts: sum.Reference}).String())
	}
	walked := ""
	if sum.Walked > 0 {
		walked = fmt.Sprintf(", %d of them from random walks", sum.Walked)
	}
	fmt.Fprintf(out, ": %d states%s) in %.2fs\n", sum.States, walked, sum.Seconds)
	if sum.Proof != nil {
		printProof(out, sum.Proof)
	} else if sum.Scope != "" && sum.Result == ResultVerified {
		fmt.Fprintf(out, "the invariants hold %s\n", sum.Scope)
	}
	if sum.Dir != "" {
		fmt.Fprintf(out, "written to %s\n", sum.Dir)
	}
	if sum.Message != "" && len(sum.Violations) == 0 {
		fmt.Fprintln(out, sum.Message)
	}
}

// evidenceName describes an --evidence budget.
func evidenceName(maxStates int) string {
	if maxStates == 0 {
		return "all of its reachable states"
	}
	return fmt.Sprintf("the first %d", maxStates)
}

// failureHint says what may stop a search that failed with f.
func failureHint(f *invfinder.Failure) string {
	const larger = "the auxiliary invariant needed may be unreachable only in larger instances, or an earlier one may hold only in this one; try a larger reference instance (-D) or --larger"
	if f.TooFew != "" {
		return "hint: the candidate that would discharge the obligation has more parameters than the instance has values, so the instance cannot say whether it is reachable: " +
			"a larger reference instance (-D) or a larger instance for such candidates (--larger) can"
	}
	unstated := f.Unstated
	if len(f.Dropped) > 0 {
		return "hint: the rule's condition " + strings.Join(f.Dropped, ", ") + " quantifies existentially over a symmetric type (an exists, or a negated forall), which the search reads as true: " +
			"it has no term for the value the exists speaks of (an existential witness, which paraVerifier's method lacks and paraverify does not build), " +
			"so an obligation that needs that value cannot be discharged. If the model can say which value it is (a variable recording the node, " +
			"or a ruleset parameter bound by the guard), write the condition that way. Otherwise " + larger
	}
	if len(unstated) == 0 {
		return "hint: " + larger
	}
	return "hint: the rule quantifies over a symmetric type (" + strings.Join(unstated, ", ") +
		"), and the search uses such a quantifier only at the values the obligation names unless it can state it as quantified literals " +
		"(forall V: one literal), which it does when the quantifier's body is a literal or a conjunction of literals, each comparing a " +
		"component indexed by the quantifier's variable with a constant, not assigned by the rule before. If the invariant needed speaks " +
		"of all values at once (\"memory is current unless some node is exclusive\"), write the body in that form " +
		"(`dir[j] != E` for `dir[j] = I | dir[j] = S`; README, \"Quantified literals\"). Otherwise " + larger
}

// The search finds these by type assertion: a changed signature would
// silently turn a capability off.
var (
	_ invfinder.Refuter     = (*evidence.Reach)(nil)
	_ invfinder.FoundStates = (*evidence.Reach)(nil)
	_ invfinder.Digger      = (*evidence.Reach)(nil)
	_ invfinder.Prober      = (*evidence.Reach)(nil)
	_ invfinder.Fitter      = (*evidence.Reach)(nil)
)

// FailureJSON is the obligation a search could not discharge.
type FailureJSON struct {
	Instance   string   `json:"instance"` // the reference instance
	States     string   `json:"states"`   // the evidence: all states or a prefix
	Rule       string   `json:"rule"`     // the rule instance
	Invariant  string   `json:"invariant"`
	Obligation string   `json:"obligation"`
	Candidates []string `json:"candidate_literals"`
	// Others: what the rule instance's other values (O1, ...) stand for.
	Others []string `json:"other_values,omitempty"`
	// Quantifiers of the rule used only at the values in scope, and
	// those of them not also stated as quantified literals.
	Quantifiers []string `json:"quantifiers,omitempty"`
	Unstated    []string `json:"quantifiers_not_stated,omitempty"`
	// Those read as true: an exists in a condition, whose value the
	// search cannot name.
	Dropped []string `json:"quantifiers_read_as_true,omitempty"`
	// TooFew is a candidate that would discharge the obligation but has
	// more parameters than the instance has values.
	TooFew string `json:"candidate_not_fitting,omitempty"`
	// Walks: what the long random walks before the failure did.
	Walks string `json:"random_walks,omitempty"`
	// Chain: the obligations the failing invariant came from, back to a
	// property.
	Chain []string `json:"came_from,omitempty"`
}

// checksInRules reports whether a rule of f, or a procedure or function,
// has an assert or error statement: the lowering states such checks as
// invariants, so a model with no invariant of its own may still have
// something to prove.
func checksInRules(f *ast.File) bool {
	found := false
	visit := func(n ast.Node) bool {
		switch n.(type) {
		case *ast.Assert, *ast.ErrorStmt:
			found = true
		case *ast.StartState:
			return false
		}
		return !found
	}
	for _, d := range f.Decls {
		ast.Inspect(d, visit)
	}
	for _, r := range f.Rules {
		ast.Inspect(r, visit)
	}
	return found
}

// widerBound is how many states of the second larger instance a search
// explores: as many as of the larger instance, or --wider-states when
// more, until a failure judged there deepened it alone.
func widerBound(o *Options, ref *instance.Reference) int {
	if ref.WiderStates > 0 {
		return ref.WiderStates
	}
	larger := o.LargerStates
	if ref.LargerStates > 0 {
		larger = ref.LargerStates
	}
	return max(larger, o.WiderStates)
}
