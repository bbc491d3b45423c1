package main

// This file implements `paraverify find`: explore the reference instance,
// find the auxiliary invariants and causal relations, write the tables
// (package job); and the flags find shares with prove and the main job.

import (
	"fmt"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"paraverify/internal/job"
)

// jobFlags are the flags of find, prove and the main job (prove's and the
// main job's --isabelle too).
var jobFlags job.Options

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

At most --evidence states are explored (breadth first). When they are a
prefix of a larger state space, random walks from them add a quarter as many
states again (--walks): deeper states, which refute candidates that hold
only near the start states, and the instances with one size constant one
less (those the tool sets), explored breadth first up to --larger-states
states each, are evidence too: every invariant must hold at every size, and
a smaller instance gets deeper in as many states. The explored states are only evidence: when they
are a prefix of a larger state space and the search does not close on them,
it is redone on eight times as many, up to all of them; when it fails the
same way (the same obligation, invariants and relations) on two successive
prefixes, more states of this instance are not tried and the job goes on to
a larger instance. Before that, when an obligation has no discharge, a
targeted search (--seek) looks beyond the prefix for a state that refutes
the invariant or one it came from; one refuted is withdrawn (with the
obligations that used it) and the search goes on. The finished table is
re-checked with Z3 for every size (every property stated by an invariant,
every invariant and rule instance covered, every obligation discharged by
its guard and auxiliary invariants, every invariant true initially) before
it is written. An auxiliary invariant that another one in the table implies
is left out.

Writes invariants.md, relations.md, invariants.json, invariants.yaml and the
derivation graph invariants.dot (and invariants.svg when Graphviz's dot is
installed) into the output directory (default <model>.paraverify/ in the
current directory, replaced atomically). A property violated in the
reference instance is reported with a trace (exit 1); a deadlock is reported
with its trace as a finding (exit 1 only with --deadlock); an obligation no
candidate discharges is reported (exit 3); a model without invariants, and
without an assert or error in a rule (which are read as invariants), has
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
	d := job.Defaults()
	f.BoolVar(&jobFlags.JSON, "json", d.JSON, "print a JSON summary")
	f.StringVarP(&jobFlags.Out, "output", "o", d.Out, "output `DIR` (default <model>.paraverify in the current directory; missing parents are created)")
	f.IntVar(&jobFlags.MaxInvariants, "max-invariants", d.MaxInvariants, "give up (exit 3) beyond this many invariants")
	f.IntVar(&jobFlags.Withdraw, "withdraw", d.Withdraw, "take back up to this many auxiliary invariants whose own obligations nothing discharges, and search again the obligations that used them (0: never)")
	f.IntVar(&jobFlags.MaxRefuted, "max-refuted", d.MaxRefuted, "when the targeted search (--seek) has shown more than this many invariants to be reachable beyond the evidence, stop and search again on deeper evidence, which shows those states at once: the larger instance explored to eight times its states (once), when most were found there, else the next prefix of the reference (--evidence); neither beyond 16000000 states (0: no bound)")
	f.StringArrayVar(&jobFlags.Larger, "larger", d.Larger, "NAME=VALUE: also explore a larger instance (these constants on top of the reference instance's), in part, for candidates with more parameters than the reference instance has values (repeatable)")
	f.IntVar(&jobFlags.LargerStates, "larger-states", d.LargerStates, "how many states of the larger instance to explore (breadth first), and of each smaller instance explored when the evidence is a prefix")
	f.IntVar(&jobFlags.LargerWalk, "larger-walk", d.LargerWalk, "with --larger: gather the larger instance's states by random walks of at most this many steps instead of breadth first (deeper states for the same number); 0: breadth first")
	f.IntVar(&jobFlags.LargerWalks, "larger-walks", d.LargerWalks, "continue the breadth-first exploration of each larger instance (--larger-states, --wider-states) by random walks from its states, this many states per hundred of its bound, as --walks does for the reference (0: none)")
	f.IntVar(&jobFlags.WiderStates, "wider-states", d.WiderStates, "how many states of the second larger instance to explore (breadth first), the one the tool adds with more values of another type when candidates fit in neither the reference nor the larger instance (0: as --larger-states; never fewer)")
	f.IntVar(&jobFlags.Evidence, "evidence", d.Evidence, "explore at most this many states of the reference instance (breadth first) as the search's evidence; when the search does not close on such a prefix, it is redone on eight times as many, up to all of them, unless it failed the same way on the last two prefixes (then a larger instance is tried) (0: all from the start)")
	f.IntVar(&jobFlags.Walks, "walks", d.Walks, "when the evidence is a prefix of the reference instance's states (--evidence), add states reached by random walks from it: this many per hundred states of the prefix (deeper states, which refute candidates that hold only near the start) (0: none)")
	f.IntVar(&jobFlags.Seek, "seek", d.Seek, "on a prefix of a state space (--evidence, --larger-states): when an obligation has no discharge, look beyond the prefix for a state that refutes its invariant or one it came from (one step beyond at most this many states the exploration did not expand, then best first through at most an eighth as many more, then random walks of as many steps); an invariant refuted is withdrawn and the search goes on; before a search fails, the same for a state violating its property, which is then reported with the path found as its trace (0: never)")
	f.IntVar(&jobFlags.Spare, "spare", d.Spare, "with --larger: candidates leaving fewer than this many values of a parameter type unused in the reference instance go to the larger one")
	f.DurationVar(&jobFlags.Timeout, "timeout", d.Timeout, "stop (exit 3) when the job has run this long, e.g. 10m; 0: no limit")
	f.IntVar(&jobFlags.MaxMemory, "max-memory", d.MaxMemory, "stop (exit 3) when the Go heap and Z3 together exceed this many MiB (the default is half of this machine's memory), or when the machine has less than a thirty-second of its memory available; 0: no limit")
	f.StringVar(&jobFlags.Progress, "progress", d.Progress, "progress on stderr: auto (a progress line on a terminal, otherwise a line every 30 s), always, never")
	f.StringArrayVar(&flagKeep, "keep", nil, keepUsage)
	f.BoolVar(&jobFlags.Deadlock, "deadlock", d.Deadlock, "a deadlock in the reference instance fails the job (exit 1); by default it is reported as a finding and the invariants are still proved")
}

func runFind(cmd *cobra.Command, args []string) error { return runJob(cmd, args[0], false) }

// checkFindFlags refuses flag values that make no sense.
func checkFindFlags() error {
	switch {
	case jobFlags.MaxInvariants < 1:
		return badInput(fmt.Errorf("--max-invariants %d: want at least 1", jobFlags.MaxInvariants))
	case jobFlags.Walks < 0 || jobFlags.LargerWalk < 0 || jobFlags.LargerWalks < 0 || jobFlags.WiderStates < 0 || jobFlags.Withdraw < 0 || jobFlags.MaxRefuted < 0 || jobFlags.Evidence < 0 || jobFlags.Seek < 0 || jobFlags.Spare < 0 || jobFlags.MaxMemory < 0 || jobFlags.Timeout < 0:
		return badInput(fmt.Errorf("--evidence, --walks, --larger-walk, --larger-walks, --wider-states, --seek, --spare, --withdraw, --max-refuted, --max-memory and --timeout must not be negative"))
	case jobFlags.Progress != "auto" && jobFlags.Progress != "always" && jobFlags.Progress != "never":
		return badInput(fmt.Errorf("--progress=%s: want auto, always or never", jobFlags.Progress))
	case jobFlags.LargerStates <= 0:
		return badInput(fmt.Errorf("--larger-states %d: want at least 1", jobFlags.LargerStates))
	}
	return nil
}

// runJob runs find, and with prove the proof generation after it, with
// the command line's flags.
func runJob(cmd *cobra.Command, path string, prove bool) error {
	if err := checkFindFlags(); err != nil {
		return err
	}
	o := jobFlags
	o.Workers, o.Overrides, o.Version, o.OutOfMemory = flagWorkers, overrides(), version(), writeHeapProfile
	return job.Run(o, path, prove, cmd.OutOrStdout(), cmd.ErrOrStderr())
}
