package invfinder

import (
	"context"
	"errors"
	"os"
	"testing"
	"time"

	"paraverify/internal/testdirs"
	"paraverify/invfinder/evidence"
	"paraverify/invfinder/formula"
	"paraverify/invfinder/smt"
	"paraverify/murphi/check"
	"paraverify/murphi/mc"
	"paraverify/murphi/parser"
	"paraverify/murphi/source"
)

// FuzzFind runs the whole search on arbitrary models that parse, check
// and explore within small limits: no panic; when a table is found and
// verified, every invariant holds in the explored reachable states; and
// a search on a prefix of them never probes its way to a violation.
func FuzzFind(f *testing.F) {
	for _, dir := range []string{testdirs.Shared(), testdirs.Protocols()} {
		for _, m := range testdirs.Models(dir) {
			if src, err := os.ReadFile(m); err == nil && len(src) <= 8<<10 {
				f.Add(src)
			}
		}
	}
	z3, err := smt.NewZ3(smt.Options{})
	if err != nil {
		f.Fatal(err)
	}
	solver := smt.NewCache(z3)
	f.Fuzz(func(t *testing.T, src []byte) {
		file, errs := parser.ParseFile("f.m", src)
		if len(errs) > 0 {
			return
		}
		m, errs := check.Check(file, &check.Config{})
		if len(errs) > 0 || len(m.Rules) > 30 {
			return
		}
		machine, err := mc.Compile(m)
		if err != nil {
			return
		}
		opt := mc.Options{MaxStates: 3000}
		for ty := range formula.SymmetricTypes(m) {
			if check.Card(ty) > 1 {
				opt.Symmetric = append(opt.Symmetric, ty)
			}
		}
		res := machine.Explore(opt)
		o, err := res.Oracle()
		if err != nil {
			return // a violation or a limit
		}
		// a budget per input, for both searches below: the fuzzing engine
		// takes an input that runs for more than about ten seconds for a
		// hung worker (a seed model's whole search did, on a busy machine)
		ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
		defer cancel()
		// the searches' solver refuses queries once the budget is out, as
		// the job's does (a search checks its context only now and then)
		csolver := ctxSolver{solver, ctx}
		// A search on a prefix of those states that probes beyond it for a
		// property's violation (Prober) reaches none: there is none. (Few
		// invariants: the search fails, and probes, soon.)
		popt := opt
		popt.MaxStates = 20
		if pres := machine.Explore(popt); pres.Violation == nil && pres.Limit != "" {
			if po, err := pres.PartialOracle(); err == nil {
				preach := evidence.NewReach(po, m)
				preach.Seek, preach.Context = 2000, ctx
				_, err := Find(m, preach, csolver, Options{MaxInvariants: 10, MaxLits: 3, Context: ctx})
				var reached *Reached
				if errors.As(err, &reached) {
					t.Fatalf("the probe reached a violation of a model whose %d reachable states violate nothing: %v", res.States, err)
				}
			}
		}
		reach := evidence.NewReach(o, m)
		found, err := Find(m, reach, csolver, Options{MaxInvariants: 40, MaxLits: 3, Context: ctx})
		if err != nil {
			return // unsupported, no candidate or too many invariants
		}
		if err := Verify(m, found, solver); err != nil {
			// a construct the symbolic reading does not support (the
			// search never reads a startstate; the main job checks
			// support up front, on the lowered model)
			var el source.ErrorList
			if errors.As(err, &el) && unsupportedOnly(el) {
				return
			}
			t.Fatalf("the search produced a table that does not verify: %v", err)
		}
		for _, f := range found.Invs {
			if r, err := reach.Reachable(f.Inv.Params, f.Inv.Bad); err == nil && r {
				t.Fatalf("found invariant %s is violated in a reachable state", f.Inv)
			}
		}
	})
}

// unsupportedOnly reports whether every error of l is one of a kind (a
// construct not supported), none a failed check.
func unsupportedOnly(l source.ErrorList) bool {
	for _, e := range l {
		if e.Kind == nil {
			return false
		}
	}
	return len(l) > 0
}

// ctxSolver refuses queries once its context is done.
type ctxSolver struct {
	smt.Solver
	ctx context.Context
}

func (s ctxSolver) Valid(f *smt.Term) (bool, error) {
	if err := s.ctx.Err(); err != nil {
		return false, err
	}
	return s.Solver.Valid(f)
}

func (s ctxSolver) Implies(a, b *smt.Term) (bool, error) {
	if err := s.ctx.Err(); err != nil {
		return false, err
	}
	return s.Solver.Implies(a, b)
}

func (s ctxSolver) Sat(f *smt.Term) (bool, map[string]smt.Value, error) {
	if err := s.ctx.Err(); err != nil {
		return false, nil, err
	}
	return s.Solver.Sat(f)
}
