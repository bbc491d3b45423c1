package main

// This file implements `paraverify find`: explore the reference instance,
// find the auxiliary invariants and causal relations, write the tables.

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
	"gopkg.in/yaml.v3"

	"paraverify/invfinder"
	"paraverify/invfinder/smt"
	"paraverify/murphi/check"
	"paraverify/murphi/mc"
	"paraverify/murphi/source"
)

var findFlags struct {
	json         bool
	out          string
	maxInv       int
	withdraw     int
	larger       []string
	largerStates int
	largerWalk   int
	spare        int
	evidence     int
}

var findCmd = &cobra.Command{
	Use:   "find FILE",
	Short: "Find the auxiliary invariants and causal relations (invFinder)",
	Long: `Explore the reference instance given by the model's constants (set a small one
with -D, e.g. -D NODE_NUM=3 -D DATA_NUM=2), then find, for every invariant and
every rule instance, why the rule cannot break it: invHoldRule2 (it does not
touch it), invHoldRule1 (the guard implies the weakest precondition, checked
by Z3) or invHoldRule3 (the guard and one more invariant imply it; the new
invariant holds in every explored state of the reference instance). New
invariants are processed until the set is closed.

At most --evidence states are explored (breadth first). The explored states
are only evidence: when they are a prefix of a larger state space and the
search does not close on them, it is redone on eight times as many, up to
all of them. The finished table is re-checked with Z3 (every invariant and
rule instance covered, every obligation discharged by its guard and
auxiliary invariants, every invariant true initially) before it is written.

Writes invariants.md, relations.md, invariants.json and invariants.yaml into
the output directory (default <model>.paraverify/, replaced atomically).
A property violated in the reference instance is reported with a trace
(exit 1); an obligation no candidate discharges is reported (exit 3).`,
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
	f.StringVarP(&findFlags.out, "output", "o", "", "output directory (default <model>.paraverify)")
	f.IntVar(&findFlags.maxInv, "max-invariants", 2000, "give up (exit 3) beyond this many invariants")
	f.IntVar(&findFlags.withdraw, "withdraw", 0, "take back up to this many auxiliary invariants whose own obligations nothing discharges, and search again the obligations that used them (0: never)")
	f.StringArrayVar(&findFlags.larger, "larger", nil, "NAME=VALUE: also explore a larger instance (these constants on top of -D), in part, for candidates with more parameters than the reference instance has values (repeatable)")
	f.IntVar(&findFlags.largerStates, "larger-states", 2000000, "how many states of the larger instance to explore (breadth first)")
	f.IntVar(&findFlags.largerWalk, "larger-walk", 0, "with --larger: gather the larger instance's states by random walks of at most this many steps instead of breadth first (deeper states for the same number); 0: breadth first")
	f.IntVar(&findFlags.evidence, "evidence", 1000000, "explore at most this many states of the reference instance (breadth first) as the search's evidence; when the search does not close on such a prefix, it is redone on eight times as many, up to all of them (0: all from the start)")
	f.IntVar(&findFlags.spare, "spare", 1, "with --larger: candidates leaving fewer than this many values of a parameter type unused in the reference instance go to the larger one")
}

type findSummary struct {
	File       string `json:"file"`
	Invariants int    `json:"invariants"`
	Relations  int    `json:"relations"`
	Withdrawn  int    `json:"withdrawn,omitempty"`
	Result     string `json:"result"`
	Message    string `json:"message,omitempty"`
	Dir        string `json:"dir,omitempty"`
	States     int    `json:"reference_states"`
	// Complete is false when the evidence was a breadth-first prefix of
	// the reference instance's reachable states (--evidence).
	Complete bool `json:"reference_complete"`
	// Attempts counts the explorations: more than one when the search
	// did not close on a prefix and was redone on more states.
	Attempts int     `json:"evidence_attempts"`
	Seconds  float64 `json:"seconds"`
	// Stages are the seconds spent per stage: load (parse, check,
	// compile), explore, search, verify, prove, write.
	Stages map[string]float64 `json:"stages"`
	// The proof (prove and the main job only).
	Proof *proofSummary `json:"proof,omitempty"`
}

func runFind(cmd *cobra.Command, args []string) error { return runJob(cmd, args[0], false) }

// runJob runs find, and with prove the proof generation after it.
func runJob(cmd *cobra.Command, path string, prove bool) error {
	if findFlags.largerWalk < 0 || findFlags.largerStates <= 0 || findFlags.withdraw < 0 || findFlags.evidence < 0 {
		return badInput(fmt.Errorf("--evidence, --larger-walk and --withdraw must not be negative and --larger-states must be positive"))
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
	machine, err := mc.Compile(model)
	if err != nil {
		return badInput(err)
	}
	opt := mc.Options{Deadlock: true, Workers: flagWorkers, Symmetric: reduced(model)}
	if isTerminal(cmd.ErrOrStderr()) {
		opt.Progress = cmd.ErrOrStderr()
	}
	stage("load")
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
			fmt.Fprintf(out, "%s: %s: %d invariants, %d relations (reference instance: %d states) in %.2fs\n",
				path, sum.Result, sum.Invariants, sum.Relations, sum.States, sum.Seconds)
			if sum.Proof != nil {
				printProof(out, sum.Proof)
			}
			if sum.Dir != "" {
				fmt.Fprintf(out, "written to %s\n", sum.Dir)
			}
			if sum.Message != "" {
				fmt.Fprintln(out, sum.Message)
			}
		}
		if code != exitOK {
			return &exitError{code: code, err: errReported}
		}
		return nil
	}
	z3, err := smt.NewZ3(smt.Options{})
	if err != nil {
		return err
	}
	var larger *invfinder.OracleReach
	var found *invfinder.Result
	// The evidence is a breadth-first prefix of the reference instance's
	// reachable states, as large as the budget allows. The search's result
	// does not depend on the evidence for its soundness (Verify re-checks
	// it with Z3), only for closing: on a prefix it may adopt a candidate
	// that holds only there, so a search that does not close is redone on
	// more evidence before it is reported.
	for budget := findFlags.evidence; ; {
		opt.MaxStates = budget
		res := machine.Explore(opt)
		stage("explore")
		sum.States = res.States
		sum.Attempts++
		if res.Violation != nil {
			sum.Result = "violated"
			rep := checkReport{File: path, States: res.States, RulesFired: res.RulesFired, Result: "violated",
				Violations: []*mc.Violation{res.Violation}}
			if !findFlags.json {
				printCheck(out, &rep, res.Duration)
			}
			sum.Message = res.Violation.Error()
			return finish(exitViolated)
		}
		prefix := budget > 0 && res.Limit != "" && res.States >= budget
		if res.Limit != "" && !prefix {
			sum.Result, sum.Message = "inconclusive", res.Limit
			return finish(exitInconclusive)
		}
		// A constant out of range that no explored state reaches: the
		// search does not model the error it would be elsewhere (explore
		// the whole instance first: the error may lie beyond a prefix).
		if msg := unsupportedWarnings(model); msg != "" {
			if prefix {
				budget = 0
				continue
			}
			sum.Result, sum.Message = "inconclusive", msg
			return finish(exitInconclusive)
		}
		sum.Complete = !prefix
		oracle, err := res.PartialOracle()
		if err != nil {
			// a symmetry group too large to enumerate, multisets
			sum.Result, sum.Message = "inconclusive", err.Error()
			return finish(exitInconclusive)
		}
		reach := invfinder.NewOracleReach(oracle, model)
		if len(findFlags.larger) > 0 {
			if larger == nil {
				if larger, err = largerOracle(path, opt.Progress); err != nil {
					return err
				}
				stage("explore-larger")
			}
			reach.Larger, reach.Spare = larger, findFlags.spare
		}
		found, err = invfinder.Find(model, reach, smt.NewCache(z3),
			invfinder.Options{MaxInvariants: findFlags.maxInv, Withdraw: findFlags.withdraw, Progress: opt.Progress})
		stage("search")
		if found != nil {
			sum.Invariants, sum.Relations, sum.Withdrawn = len(found.Invs), len(found.Relations), found.Withdrawn
		}
		if err == nil {
			break
		}
		var fail *invfinder.Failure
		var unsupported source.ErrorList
		if !errors.As(err, &fail) && !errors.As(err, &unsupported) && !errors.Is(err, invfinder.ErrTooManyInvariants) {
			return err
		}
		if prefix {
			// Unsupported input fails again on any evidence; the whole
			// state space is still explored, for a violation to report.
			next := 0
			if unsupported == nil && budget <= math.MaxInt32 {
				next = budget * 8
			}
			if opt.Progress != nil {
				fmt.Fprintf(opt.Progress, "\nthe search did not close on the first %d states of the reference instance; again on %s\n",
					budget, evidenceName(next))
			}
			budget = next
			continue
		}
		sum.Result, sum.Message = "inconclusive", err.Error()
		if fail != nil {
			sum.Message += "\nhint: the auxiliary invariant needed may be unreachable only in larger instances, or an earlier one may hold only in this one; try a larger reference instance (-D) or --larger"
		}
		return finish(exitInconclusive)
	}
	// Re-check the table independently of the search before reporting it.
	if err := invfinder.Verify(model, found, smt.NewCache(z3)); err != nil {
		return fmt.Errorf("internal error, the search produced a table that does not check: %w", err)
	}
	stage("verify")
	sum.Result = "found"
	dir := findFlags.out
	if dir == "" {
		dir = strings.TrimSuffix(path, filepath.Ext(path)) + ".paraverify"
	}
	files := tableFiles(invfinder.NewReport(filepath.Base(path), found))
	if prove {
		session, ps, err := makeProof(model, found, filepath.Base(path), smt.NewCache(z3))
		if err != nil {
			sum.Result, sum.Message = "inconclusive", err.Error()
			var unsupported source.ErrorList
			if errors.As(err, &unsupported) {
				return finish(exitInconclusive)
			}
			return err
		}
		sum.Proof = ps
		sum.Result = "proved"
		for name, text := range session.Files {
			files[filepath.Join("isabelle", name)] = []byte(text)
		}
		stage("prove")
	}
	if err := writeOutput(dir, files); err != nil {
		return err
	}
	sum.Dir = dir
	stage("write")
	if prove && proveFlags.isabelle {
		code := runIsabelle(cmd, filepath.Join(dir, "isabelle"), sum.Proof)
		stage("isabelle")
		return finish(code)
	}
	return finish(exitOK)
}

// tableFiles renders the four table files.
func tableFiles(rep *invfinder.Report) map[string][]byte {
	js, err := json.MarshalIndent(rep, "", "  ")
	if err != nil {
		panic(err) // a Report always marshals
	}
	ym, err := yaml.Marshal(rep)
	if err != nil {
		panic(err)
	}
	return map[string][]byte{
		"invariants.md":   []byte(rep.InvariantsMarkdown()),
		"relations.md":    []byte(rep.RelationsMarkdown()),
		"invariants.json": append(js, '\n'),
		"invariants.yaml": ym,
	}
}

// writeOutput writes files (relative paths) into dir atomically: into a
// temporary directory beside it, then renamed over it.
func writeOutput(dir string, files map[string][]byte) error {
	parent := filepath.Dir(filepath.Clean(dir))
	tmp, err := os.MkdirTemp(parent, ".paraverify-tmp-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	for name, data := range files {
		p := filepath.Join(tmp, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(p, data, 0o644); err != nil {
			return err
		}
	}
	if err := removeOldOutput(dir); err != nil {
		return err
	}
	return os.Rename(tmp, dir)
}

// ourOutputs are the names paraverify writes into an output directory.
var ourOutputs = map[string]bool{"invariants.md": true, "relations.md": true,
	"invariants.json": true, "invariants.yaml": true, "isabelle": true}

// removeOldOutput removes dir when it holds nothing but earlier outputs; a
// directory with anything else in it is left alone and reported.
func removeOldOutput(dir string) error {
	entries, err := os.ReadDir(dir)
	if errors.Is(err, os.ErrNotExist) {
		return nil
	}
	if err != nil {
		return err
	}
	for _, e := range entries {
		if !ourOutputs[e.Name()] || e.IsDir() != (e.Name() == "isabelle") {
			return badInput(fmt.Errorf("%s: output directory holds %s, which paraverify did not write; choose another with -o", dir, e.Name()))
		}
	}
	return os.RemoveAll(dir)
}

// largerOracle explores the first --larger-states states of the instance
// with the --larger constants (breadth first, or by random walks with
// --larger-walk), for candidates that do not fit in the reference instance.
func largerOracle(path string, progress io.Writer) (*invfinder.OracleReach, error) {
	big, err := loadModel(path, findFlags.larger...)
	if err != nil {
		return nil, err
	}
	machine, err := mc.Compile(big)
	if err != nil {
		return nil, badInput(err)
	}
	opt := mc.Options{MaxStates: findFlags.largerStates, Progress: progress, Workers: flagWorkers, Symmetric: reduced(big),
		WalkDepth: findFlags.largerWalk, Seed: 1}
	res := machine.Explore(opt)
	if res.Violation != nil {
		return nil, &exitError{code: exitViolated, err: fmt.Errorf("the larger instance (%s) violates the model: %v; run paraverify check with these constants for the trace",
			strings.Join(findFlags.larger, " "), res.Violation)}
	}
	o, err := res.PartialOracle()
	if err != nil {
		return nil, fmt.Errorf("the larger instance: %w", err)
	}
	return invfinder.NewOracleReach(o, big), nil
}

// reduced lists the types the exploration for the search reduces by
// symmetry: the model's symmetric types with more than one value, in
// declaration order (invfinder.NewOracleReach expects this reduction).
func reduced(model *check.Model) []check.Type {
	symmetric := invfinder.SymmetricTypes(model)
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
