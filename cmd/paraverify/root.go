package main

// This file implements the root command, the exit-code convention and the
// flags shared by every subcommand.

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime"
	"runtime/debug"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"paraverify/internal/exitcode"
	"paraverify/internal/load"
	"paraverify/murphi/source"
)

// Exit codes of the whole CLI (package exitcode defines them).
const (
	exitOK           = exitcode.OK           // success
	exitViolated     = exitcode.Violated     // a property is violated
	exitBadInput     = exitcode.BadInput     // bad input or usage
	exitInconclusive = exitcode.Inconclusive // e.g. no invariant found, a limit hit
)

// badInput wraps err as an exit-2 error.
func badInput(err error) error { return exitcode.Bad(err) }

const rootLong = `paraverify proves cache-coherence protocols written in Murphi correct for
any number of nodes, following the paraVerifier method: explore a small
reference instance, find the auxiliary invariants with Z3 as the oracle,
generalize them and emit an Isabelle/HOL proof.

Exit codes:
  0  success
  1  a property is violated (a counterexample trace is printed)
  2  bad input or usage (errors are printed as file:line:col: message)
  3  inconclusive: a construct is not supported, no invariant found, a limit
     was hit, or an internal error (a fault of the tool, said as such)`

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
		if err := unknownCommand(cmd, args[0]); err != nil {
			return err
		}
		return runJob(cmd, args[0], true)
	},
}

// unknownCommand reports an argument of the root command that is neither
// a file nor named like a model (FILE.m) as an unknown command, with
// cobra's suggestions.
func unknownCommand(cmd *cobra.Command, arg string) error {
	if strings.HasSuffix(arg, ".m") {
		return nil
	}
	if _, err := os.Stat(arg); err == nil {
		return nil
	}
	msg := fmt.Sprintf("unknown command %q for %q (or no such model file)", arg, cmd.Name())
	if cmd.SuggestionsMinimumDistance <= 0 {
		cmd.SuggestionsMinimumDistance = 2 // cobra's default
	}
	if s := cmd.SuggestionsFor(arg); len(s) > 0 {
		msg += "\n\nDid you mean this?\n\t" + strings.Join(s, "\n\t")
	}
	return badInput(fmt.Errorf("%s\nRun '%s --help' for usage", msg, cmd.Name()))
}

// Flags shared by every subcommand that loads a model.
var (
	flagDefines []string // -D NAME=VALUE
	flagConfig  string   // --config FILE.yaml
	flagWorkers int      // --workers N
	flagKeep    []string // --keep TYPE (find, prove, the main job, lower)
)

func init() {
	rootCmd.Version = version()
	rootCmd.SetVersionTemplate("{{.Version}}\n")
	pf := rootCmd.PersistentFlags()
	pf.StringArrayVarP(&flagDefines, "define", "D", nil,
		"override a constant of the model, NAME=VALUE (repeatable)")
	pf.StringVar(&flagConfig, "config", "",
		"YAML `FILE` with settings, e.g. consts: {NODE_NUM: 3}; -D wins over it")
	pf.IntVar(&flagWorkers, "workers", runtime.NumCPU(),
		"explore states, and classify the search's obligations, with this many workers (the result does not depend on it)")
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
			code = exitInconclusive
		}
	}()
	resetFlags(rootCmd)
	rootCmd.SetArgs(args)
	rootCmd.SetOut(stdout)
	rootCmd.SetErr(stderr)
	var stopProfiles func()
	rootCmd.PersistentPreRunE = func(*cobra.Command, []string) error {
		if flagWorkers < 1 {
			return badInput(fmt.Errorf("--workers %d: want at least 1", flagWorkers))
		}
		stopProfiles = startProfiles()
		return nil
	}
	cmd, err := rootCmd.ExecuteC()
	if stopProfiles != nil {
		stopProfiles()
	}
	if err == nil {
		return exitOK
	}
	code = exitBadInput // anything else comes from cobra itself: unknown command, bad arity
	var ee *exitcode.Error
	if errors.As(err, &ee) {
		code = ee.Code
	}
	if !errors.Is(err, exitcode.ErrReported) {
		if wantsJSON(cmd) {
			printJSONFailure(stdout, cmd, code, err)
		} else {
			fmt.Fprintln(stderr, err)
		}
	}
	return code
}

// wantsJSON reports whether cmd was run with --json.
func wantsJSON(cmd *cobra.Command) bool {
	if cmd == nil {
		return false
	}
	f := cmd.Flags().Lookup("json")
	return f != nil && f.Value.String() == "true"
}

// jsonFailure is the --json output of a command that stopped on an error
// before it had a result of its own: bad input or usage ("error"),
// unsupported constructs ("unsupported"), another inconclusive end or a
// violation found on the way.
type jsonFailure struct {
	File   string           `json:"file,omitempty"`
	Result string           `json:"result"`
	Errors []load.JSONError `json:"errors"`
}

// printJSONFailure prints err as a jsonFailure.
func printJSONFailure(w io.Writer, cmd *cobra.Command, code int, err error) {
	f := jsonFailure{Result: "error", Errors: []load.JSONError{}}
	if args := cmd.Flags().Args(); len(args) > 0 {
		f.File = args[0]
	}
	var list source.ErrorList
	if errors.As(err, &list) {
		f.Errors = load.JSONErrors(list, f.File)
	} else {
		f.Errors = append(f.Errors, load.JSONError{File: f.File, Message: err.Error()})
	}
	switch code {
	case exitViolated:
		f.Result = "violated"
	case exitInconclusive:
		f.Result = "inconclusive"
		if load.AllUnsupported(list) {
			f.Result = "unsupported"
		}
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	_ = enc.Encode(f)
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
