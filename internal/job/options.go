package job

import (
	"runtime"
	"time"

	"paraverify/internal/budget"
	"paraverify/internal/load"
)

// Options are the settings of find and the main job: the flags of find
// (shared by prove and the main job), prove's --isabelle, and what the
// command line gives every command. cmd/paraverify parses them.
type Options struct {
	JSON          bool          // --json: print the summary as JSON
	Out           string        // --output: the output directory ("": <model>.paraverify)
	MaxInvariants int           // --max-invariants
	Withdraw      int           // --withdraw
	MaxRefuted    int           // --max-refuted
	Larger        []string      // --larger NAME=VALUE
	LargerStates  int           // --larger-states
	LargerWalk    int           // --larger-walk
	LargerWalks   int           // --larger-walks: walk states per hundred of a larger instance's bound
	WiderStates   int           // --wider-states (0: as LargerStates)
	Evidence      int           // --evidence
	Seek          int           // --seek
	Walks         int           // --walks: walk states per hundred states of a prefix
	Spare         int           // --spare
	Timeout       time.Duration // --timeout (0: no limit)
	MaxMemory     int           // --max-memory, in MiB (0: no limit)
	Progress      string        // --progress: auto, always or never
	Deadlock      bool          // --deadlock
	Isabelle      bool          // --isabelle (prove and the main job)
	Workers       int           // --workers

	// Overrides are the constant overrides (--config, -D).
	Overrides load.Overrides
	// Version names the build in the run record of the tables.
	Version string
	// OutOfMemory, when not nil, runs when the memory budget runs out
	// (see budget.New).
	OutOfMemory func()
}

// Defaults returns the defaults of the options, which are those of the
// command line's flags.
func Defaults() Options {
	return Options{
		MaxInvariants: 2000,
		MaxRefuted:    32,
		LargerStates:  2000000,
		Evidence:      250000,
		Seek:          1000000,
		Walks:         25,
		Spare:         1,
		MaxMemory:     budget.DefaultMaxMemory(),
		Progress:      "auto",
		Workers:       runtime.NumCPU(),
	}
}
