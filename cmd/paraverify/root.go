package main

// This file implements the root command, the exit-code convention and the
// flags shared by every subcommand.

import (
	"errors"
	"fmt"
	"io"
	"runtime"
	"runtime/debug"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// Exit codes of the whole CLI.
const (
	exitOK           = 0 // success
	exitViolated     = 1 // a property is violated
	exitBadInput     = 2 // bad input or usage
	exitInconclusive = 3 // e.g. no invariant found, a limit hit
)

// exitError carries an exit code out of a command's RunE.
type exitError struct {
	code int
	err  error
}

func (e *exitError) Error() string { return e.err.Error() }
func (e *exitError) Unwrap() error { return e.err }

// errReported marks an exit whose errors have already been printed.
var errReported = errors.New("errors reported")

// badInput wraps err as an exit-2 error.
func badInput(err error) error { return &exitError{code: exitBadInput, err: err} }

const rootLong = `paraverify proves cache-coherence protocols written in Murphi correct for
any number of nodes, following the paraVerifier method: explore a small
reference instance, find the auxiliary invariants with Z3 as the oracle,
generalize them and emit an Isabelle/HOL proof.

Exit codes:
  0  success
  1  a property is violated (a counterexample trace is printed)
  2  bad input or usage (errors are printed as file:line:col: message)
  3  inconclusive (e.g. no invariant found, a limit was hit)`

// rootCmd is the paraverify command; subcommands register themselves in init.
// With a FILE it runs the main job, which is paraverify prove FILE.
var rootCmd = &cobra.Command{
	Use:           "paraverify [FILE]",
	Short:         "Prove Murphi cache-coherence protocols correct for any number of nodes",
	Long:          rootLong,
	SilenceUsage:  true,
	SilenceErrors: true,
	Args:          cobra.MaximumNArgs(1),
	RunE: func(cmd *cobra.Command, args []string) error {
		if len(args) == 0 {
			return cmd.Help()
		}
		return runJob(cmd, args[0], true)
	},
}

// Flags shared by every subcommand that loads a model.
var (
	flagDefines []string // -D NAME=VALUE
	flagConfig  string   // --config FILE.yaml
	flagWorkers int      // --workers N
)

func init() {
	pf := rootCmd.PersistentFlags()
	pf.StringArrayVarP(&flagDefines, "define", "D", nil,
		"override a constant of the model, NAME=VALUE (repeatable)")
	pf.StringVar(&flagConfig, "config", "",
		"YAML file with settings, e.g. `consts: {NODE_NUM: 3}`; -D wins over it")
	pf.IntVar(&flagWorkers, "workers", runtime.NumCPU(),
		"explore with this many workers (the result does not depend on it)")
	addProveFlags(rootCmd.Flags())
	rootCmd.SetFlagErrorFunc(func(cmd *cobra.Command, err error) error {
		return badInput(err)
	})
}

// run executes the CLI with args and returns the process exit code. It is
// the whole program apart from os.Exit, so tests call it directly.
func run(args []string, stdout, stderr io.Writer) (code int) {
	defer func() {
		if r := recover(); r != nil {
			fmt.Fprintf(stderr, "paraverify: internal error: %v\n%s", r, debug.Stack())
			code = exitBadInput
		}
	}()
	resetFlags(rootCmd)
	rootCmd.SetArgs(args)
	rootCmd.SetOut(stdout)
	rootCmd.SetErr(stderr)
	var stopProfiles func()
	rootCmd.PersistentPreRun = func(*cobra.Command, []string) { stopProfiles = startProfiles() }
	err := rootCmd.Execute()
	if stopProfiles != nil {
		stopProfiles()
	}
	if err == nil {
		return exitOK
	}
	if !errors.Is(err, errReported) {
		fmt.Fprintln(stderr, err)
	}
	var ee *exitError
	if errors.As(err, &ee) {
		return ee.code
	}
	// Anything else comes from cobra itself: unknown command, bad arity.
	return exitBadInput
}

// resetFlags returns every flag of cmd and its subcommands to its default,
// so that run can be called repeatedly in one process (tests).
func resetFlags(cmd *cobra.Command) {
	reset := func(f *pflag.Flag) {
		if !f.Changed {
			return
		}
		if sv, ok := f.Value.(pflag.SliceValue); ok {
			_ = sv.Replace(nil)
		} else {
			_ = f.Value.Set(f.DefValue)
		}
		f.Changed = false
	}
	cmd.PersistentFlags().VisitAll(reset)
	cmd.Flags().VisitAll(reset)
	for _, c := range cmd.Commands() {
		resetFlags(c)
	}
}
