// Package proofgen generalizes invFinder's relation table into the proof of a protocol for every size: it translates the checked Murphi model (package translate) into a model over unbounded index types (the Isabelle model, package model), builds the proof structure (invariants, causal relations per case, frames), and re-checks every obligation with Z3.
//
// # The model
//
// A state is a function from locations to values. A location is one
// simple component of the Murphi state: a constructor per leaf path of the
// variable declarations (Sta.Proc[p].CacheState is V_Sta_Proc_CacheState p),
// with one natural-number argument per array index. Values form one
// datatype: Undef (Murphi's undefined), BoolV b, IdxV n (a value of a
// symmetric index type) and one constructor per enum constant. The model is
// untyped: a location may hold any value, so a proof may not rely on a
// component having one of its type's values; the Z3 self-check encodes the
// same semantics (values as integers, locations as uninterpreted
// functions), so an obligation that relies on typing fails here first.
//
// Each symmetric index type T gets its own size parameter (N, M, ...): its
// values are Lo..size. Rule parameters of index types are natural numbers
// in that range, parameters of enum and boolean types range over their
// constants. Guards and properties keep their quantifiers as bounded
// Isabelle quantifiers. A `for` loop over an index type becomes one
// simultaneous update of the location families it writes: location l of
// such a family, whose loop index is j, gets the value that the loop body
// for j computes from the state before the loop. This is exactly the
// sequential loop when iteration j writes only locations whose loop index
// is j and reads the written families only at index j; the translator
// checks both and rejects other loops.
//
// # The proof
//
// For every invariant and rule family there is one lemma, split into the
// cases of invFinder's representative instances (each rule parameter equal
// to one invariant parameter or different from all, rule parameters equal
// or different among themselves); each case is invHoldRule1, 2 or 3, the
// last with the set of auxiliary invariant instances that invFinder
// recorded for the case's branches. Rule families that write no location
// family the invariant reads are covered by a frame argument instead of a
// lemma (the invariant depends only on its families, the rule changes only
// its own).
package proofgen
