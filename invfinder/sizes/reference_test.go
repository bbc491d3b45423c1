package sizes

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"paraverify/internal/testdirs"
	"paraverify/internal/testmodel"
	"paraverify/murphi/check"
	"paraverify/murphi/parser"
)

func checkSource(t *testing.T, src string) *check.Model {
	t.Helper()
	f, errs := parser.ParseFile("m.m", []byte(src))
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	m, errs := check.Check(f, nil)
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	return m
}

func sizeConstsString(cs []SizeConst) string {
	var parts []string
	for _, c := range cs {
		s := fmt.Sprintf("%s=%d need %d (%s)", c.Name, c.Value, c.Need, strings.Join(c.Types, ","))
		if c.Valued {
			s += " valued"
		}
		if c.Named != "" {
			s += " for " + c.Named
		}
		parts = append(parts, s)
	}
	return strings.Join(parts, "; ")
}

// TestSizeConsts: the constants that only size symmetric index types,
// with the values the properties' parameters need (one more for a fixed
// variable of the type).
func TestSizeConsts(t *testing.T) {
	for _, tc := range []struct{ model, want string }{
		{testdirs.SharedModel("mutualEx.m"), "clientNUMS=5 need 2 (client)"},
		{testdirs.SharedModel("german.m"), "NODE_NUM=5 need 2 (NODE); DATA_NUM=2 need 2 (DATA)"},
		{testdirs.SharedModel("german_chou.m"), "NODE_NUM=4 need 2 (NODE); DATA_NUM=2 need 2 (DATA)"},
		{testdirs.SharedModel("flash.m"), "NODE_NUM=5 need 2 (NODE); DATA_NUM=2 need 2 (DATA)"},
		{testdirs.SharedModel("flash_chou.m"), "NODE_NUM=3 need 3 (NODE); DATA_NUM=2 need 2 (DATA)"},
		// Its nodes are not symmetric (home node 0 inside the subrange);
		// its one data value stays one.
		// node 0 and address 1 are distinguished values, besides which the
		// properties need two nodes and one address
		{testdirs.SharedModel("german2004.m"), "num_nodes=3 need 2 (node_id); num_addr=2 need 2 (addr_type); num_data=1 need 1 (num_data_type)"},
		{filepath.Join(testdirs.Protocols(), "home_dir.m"), "N=3 need 3 (NODE)"},
		// arithmetic on the node type: not symmetric
		{filepath.Join(testdirs.Protocols(), "token_ring.m"), ""},
	} {
		m := testmodel.Load(t, tc.model, nil)
		if got := sizeConstsString(SizeConsts(m)); got != tc.want {
			t.Errorf("%s: got %q, want %q", filepath.Base(tc.model), got, tc.want)
		}
	}
	for _, tc := range []struct{ name, src, want string }{
		{"three parameters", `const N : 4; type T : 1..N; var x : array [T] of boolean;
startstate for i : T do x[i] := false; end; endstartstate
ruleset i : T do rule "r" true ==> x[i] := !x[i]; endrule; endruleset
invariant "p" forall i : T do forall j : T do forall k : T do (i != j & j != k & i != k) -> !(x[i] & x[j] & x[k]) end end end;`,
			"N=4 need 3 (T)"},
		{"a use outside the type", `const N : 4; type T : 1..N; var x : array [T] of boolean; c : 0..N;
startstate for i : T do x[i] := false; end; c := N; endstartstate
ruleset i : T do rule "r" true ==> x[i] := !x[i]; endrule; endruleset
invariant "p" forall i : T do forall j : T do i != j -> !(x[i] & x[j]) end end;`,
			""},
		// the home node written as the size: the constant is also the
		// type's distinguished last value (two parameters and the home)
		{"the size as the last value", `const N : 2; type T : 1..N; var x : array [T] of boolean;
startstate for i : T do x[i] := false; end; endstartstate
ruleset i : T do rule "r" i != N ==> x[i] := !x[N]; endrule; endruleset
invariant "p" forall i : T do forall j : T do i != j -> !(x[i] & x[j]) end end;`,
			"N=2 need 3 (T) valued"},
		{"a subrange from 0, a scalarset", `const N : 4; M : 3; type T : 0..N; S : scalarset(M); var x : array [T] of boolean; y : array [S] of boolean;
startstate for i : T do x[i] := false; end; for s : S do y[s] := false; end; endstartstate
ruleset i : T do rule "r" true ==> x[i] := !x[i]; endrule; endruleset
invariant "p" forall i : T do !x[i] end;`,
			"N=4 need 1 (T); M=3 need 2 (S)"},
		{"bounds with an offset", `const N : 4; M : 3; type T : 0..N-1; S : scalarset(M+1); U : 1..(2+N); var x : array [T] of boolean; y : array [S] of boolean; z : array [U] of boolean;
startstate for i : T do x[i] := false; end; for s : S do y[s] := false; end; for u : U do z[u] := false; end; endstartstate
ruleset i : T do rule "r" true ==> x[i] := !x[i]; endrule; endruleset
invariant "p" forall i : T do forall j : T do i != j -> !(x[i] & x[j]) end end;`,
			"N=4 need 2 (T,U); M=3 need 1 (S)"},
		// a distinguished constant near the top of the range stays a
		// value of the type (rishank-1996's mosi.m: VC1 : 2 sent on a
		// VCType of VC0..NumVCs-1 with NumVCs : VC1 - VC0 + 1)
		{"a distinguished constant at the top", `const VC0 : 0; VC1 : 2; NumVCs : VC1 - VC0 + 1; type V : VC0..NumVCs-1; var x : array [V] of boolean;
startstate for i : V do x[i] := false; end; endstartstate
rule "r" true ==> x[VC1] := true; endrule
invariant "p" forall i : V do !x[i] | i = VC1 end;`,
			"NumVCs=3 need 3 (V) for V's value 2"},
		// a property that names nodes by number (MurphiEDMC's generated
		// German04_node8 files): the instance must have node 8
		{"a node named by number", `const N : 8; type T : 0..N; var x : array [T] of boolean;
startstate for i : T do x[i] := false; end; endstartstate
ruleset i : T do rule "r" i != 0 ==> x[i] := !x[0]; endrule; endruleset
invariant "p" !(x[1] & x[8]);`,
			"N=8 need 8 (T) for T's value 8"},
		// named values below what the parameters need: not the reason
		{"a named value below the need", `const N : 5; type T : 0..N; var x : array [T] of boolean;
startstate for i : T do x[i] := false; end; endstartstate
ruleset i : T do rule "r" i != 0 ==> x[i] := !x[0]; endrule; endruleset
invariant "p" forall i : T do forall j : T do i != j -> !(x[i] & x[j] & x[1]) end end;`,
			"N=5 need 3 (T)"},
		{"a bound with the constant on both ends", `const N : 4; type T : N-3..N-1; var x : array [T] of boolean;
startstate for i : T do x[i] := false; end; endstartstate
ruleset i : T do rule "r" true ==> x[i] := !x[i]; endrule; endruleset
invariant "p" forall i : T do !x[i] end;`,
			""},
	} {
		m := checkSource(t, tc.src)
		if got := sizeConstsString(SizeConsts(m)); got != tc.want {
			t.Errorf("%s: got %q, want %q", tc.name, got, tc.want)
		}
	}
}
