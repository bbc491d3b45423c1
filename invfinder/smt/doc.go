// Package smt is the tautology oracle of the invariant finder: a small sorted term language, an
// SMT-LIB 2 printer, a Solver interface with a Z3 implementation, a brute-force reference solver,
// a result cache and a pool of solvers for concurrent use.
//
// # Terms
//
// Sorts are Bool, Int and finite enumerations (EnumSort: a name and n named members). Terms are
// immutable *Term values built by constructors (Var, App, Eq, Ne, Not, And, Or, Implies, Ite, Lt,
// Le, Add, Sub and the constants). Constructors never panic: an ill-sorted construction yields an
// error term whose Err is reported by every Solver method. Constructors normalise a little
// (And/Or are flattened, deduplicated and sorted, constants are folded, Eq orders its operands,
// double negation is removed), so that String and Key are canonical for formulas that differ only
// in the order of conjuncts, disjuncts or equality operands. Key is the cache key: unlike String
// it also names the sort of every variable.
//
// # State variables
//
// Concrete atoms such as Cache[1].State are plain variables named by the caller (Var("Cache[1].State",
// stateSort)); this is what the invariant finder produces for the reference instance. Arrays indexed
// by symbolic indices (issue 5) are uninterpreted functions: App("Cache.State", stateSort, i) is
// the application of a function from the sort of i to stateSort. A function name must be used with
// one signature within a query; different queries may reuse a name with another signature.
//
// # Encoding into Z3
//
// go-z3 has no datatype sorts and its finite-domain sort gave wrong models (see TOOLING.md), so an
// enum sort is encoded as Int and member i as the integer i. For every enum-sorted variable and
// every enum-sorted function application that occurs in a query the solver asserts 0 <= t < n.
// Constraining only the occurring applications is complete for quantifier-free formulas: any
// model of the constrained query can be changed at the unconstrained points of each function.
// Valid(f) asserts not f and checks; unsat means valid. Z3's unknown (including a timeout) is
// returned as an error wrapping ErrUnknown and is never read as unsat. Z3 reports errors as Go
// panics; every Z3 call is made under a recover that turns them into errors.
//
// Before encoding, a query that is a conjunction of literals x = c, x != c, p, not p (the shape of
// "guard and not obligation" when the obligation is a negated cube) is decided in Go without Z3
// (Options.NoQuickPath turns this off). Valid never extracts a model.
//
// One Z3 solver owns one z3.Context and must be used by one goroutine at a time; Pool hands out
// solvers to goroutines. Cache memoises answers by Key and is safe for concurrent use.
package smt
