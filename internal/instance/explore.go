package instance

// This file implements exploring an instance of the model for the
// search's evidence: the larger instances, explored in part, and the
// smaller ones (smaller.go).

import (
	"fmt"
	"io"
	"strings"

	"paraverify/internal/budget"
	"paraverify/internal/load"
	"paraverify/internal/prepare"
	"paraverify/invfinder/evidence"
	"paraverify/invfinder/formula"
	"paraverify/murphi/check"
	"paraverify/murphi/mc"
)

// Explorer explores instances of the model in the file Path (with the
// command line's Overrides) on Workers workers, within Budget and within
// MaxMemory MiB each, reporting progress on Progress (nil: none). A
// larger instance explored breadth first to its bound is continued by
// random walks from its states, LargerWalks states per hundred of the
// bound (0: none; as --walks continues the reference's prefix).
type Explorer struct {
	Path        string
	Overrides   load.Overrides
	Workers     int
	MaxMemory   int
	Progress    io.Writer
	Budget      *budget.Budget
	LargerWalks int
}

// LargerInstance is a larger instance explored for evidence.
type LargerInstance struct {
	Reach *evidence.Reach
	// States counts the states explored breadth first, Walked those of
	// the random walks that continued them (LargerWalks).
	States, Walked int
	// Cut is the limit that stopped the exploration before its bounds
	// (the memory limit, which counts all the job holds): its states are
	// evidence all the same, fewer than asked for.
	Cut string
}

// Larger explores the first maxStates states (--larger-states, or eight
// times as many after too many refutations there) of the instance with
// the constants defs (--larger, or the tool's choice) on top of the
// reference instance's (breadth first, continued by random walks from
// its states with LargerWalks, or by random walks of at most walk steps
// alone with --larger-walk), for candidates that do not fit in the
// reference instance. It returns the instance's evidence; a violation
// found there is returned with its trace instead.
func (e *Explorer) Larger(ref *Reference, defs []string, maxStates, walk int) (*LargerInstance, *mc.Violation, error) {
	big, _, err := LoadModel(e.Path, e.Overrides, append(ref.Defines(), defs...)...)
	if err != nil {
		return nil, nil, err
	}
	deepen := 0
	if walk == 0 {
		deepen = int(int64(maxStates) * int64(e.LargerWalks) / 100)
	}
	res, err := e.explore(big, maxStates, walk, deepen)
	if err != nil {
		return nil, nil, err
	}
	if res.Violation != nil {
		return nil, res.Violation, nil
	}
	oracle, err := res.PartialOracle()
	if err != nil {
		return nil, nil, fmt.Errorf("the larger instance: %w", err)
	}
	l := &LargerInstance{Reach: evidence.NewReach(oracle, big), Cut: res.Cut()}
	if walk == 0 {
		l.Walked = res.Walked()
	}
	l.States = res.States - l.Walked
	return l, nil, nil
}

// Explore explores the first maxStates states of an instance m of the
// model for the search's evidence (breadth first, or by random walks of
// at most walk steps), reduced by its symmetry.
func (e *Explorer) Explore(m *check.Model, maxStates, walk int) (*mc.Result, error) {
	return e.explore(m, maxStates, walk, 0)
}

// explore is Explore, a breadth-first prefix continued by random walks
// that store deepen states more (mc.Options.Deepen).
func (e *Explorer) explore(m *check.Model, maxStates, walk, deepen int) (*mc.Result, error) {
	machine, err := mc.Compile(m)
	if err != nil {
		return nil, load.CompileError(err)
	}
	opt := mc.Options{MaxStates: maxStates, Progress: e.Progress, Workers: e.Workers, Symmetric: prepare.Reduced(m), Fixed: formula.DistinguishedValues(m), ReduceAnyway: true,
		Context: e.Budget.Context(), MaxMemory: uint64(e.MaxMemory) << 20}
	if walk > 0 {
		opt.WalkDepth, opt.Seed = walk, 1
	} else {
		opt.Deepen = deepen
	}
	return machine.Explore(opt), nil
}

// Merged lists the NAME=VALUE definitions of a and b, those of b
// replacing a's of the same name.
func Merged(a, b []string) []string {
	var out []string
	at := map[string]int{}
	for _, d := range append(append([]string(nil), a...), b...) {
		name, _, _ := strings.Cut(d, "=")
		if i, ok := at[name]; ok {
			out[i] = d
			continue
		}
		at[name] = len(out)
		out = append(out, d)
	}
	return out
}
