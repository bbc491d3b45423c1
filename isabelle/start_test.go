package isabelle

import (
	"testing"

	"paraverify/proofgen"
)

// TestIndexedByParam: a startstate that assigns to an entry of its own
// parameter (token[h] := true, also inside a loop or a conditional) needs
// the start state's conditionals split in the init lemmas; one whose
// parameters only give values (AuxData := d) or that has none does not.
func TestIndexedByParam(t *testing.T) {
	read := func(arg *proofgen.Expr) *proofgen.Expr {
		return &proofgen.Expr{Op: proofgen.XRead, Args: []*proofgen.Expr{arg}}
	}
	h := &proofgen.Expr{Op: proofgen.XVar, Name: "h"}
	j := &proofgen.Expr{Op: proofgen.XVar, Name: "j"}
	d := &proofgen.Expr{Op: proofgen.XVar, Name: "d"}
	assign := func(loc, val *proofgen.Expr) *proofgen.Stmt {
		return &proofgen.Stmt{Kind: proofgen.SAssign, Loc: loc, Val: val}
	}
	top := &proofgen.Expr{Op: proofgen.XRead}
	for _, tc := range []struct {
		name   string
		params []string
		body   []*proofgen.Stmt
		want   bool
	}{
		{"entry of the parameter", []string{"h"}, []*proofgen.Stmt{assign(read(h), h)}, true},
		{"inside a loop", []string{"h"}, []*proofgen.Stmt{{Kind: proofgen.SFor, Var: "j", Body: []*proofgen.Stmt{assign(read(j), d), assign(read(h), d)}}}, true},
		{"inside a conditional", []string{"h"}, []*proofgen.Stmt{{Cond: d, Else: []*proofgen.Stmt{assign(read(h), d)}}}, true},
		{"value only", []string{"d"}, []*proofgen.Stmt{assign(top, d)}, false},
		{"loop variable only", []string{"d"}, []*proofgen.Stmt{{Kind: proofgen.SFor, Var: "j", Body: []*proofgen.Stmt{assign(read(j), d)}}}, false},
		{"no parameters", nil, []*proofgen.Stmt{assign(read(h), d)}, false},
	} {
		st := &proofgen.Rule{Body: tc.body}
		for _, p := range tc.params {
			st.Params = append(st.Params, &proofgen.Param{Name: p})
		}
		if got := indexedByParam(st); got != tc.want {
			t.Errorf("%s: indexedByParam = %v, want %v", tc.name, got, tc.want)
		}
	}
}
