package job

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"paraverify/internal/testdirs"
)

// TestScope puts the proof's index types into words.
func TestScope(t *testing.T) {
	node := ProofType{Name: "NODE", Generalized: true, Lo: 1}
	home := ProofType{Name: "NODE", Generalized: true, Distinguished: []int64{0}}
	fixedVar := ProofType{Name: "NODE", Generalized: true, Lo: 1, FixedVar: "Home"}
	data := ProofType{Name: "DATA", Generalized: true, Lo: 1}
	ch := ProofType{Name: "CHAN", Values: []int64{1, 2}}
	addr := ProofType{Name: "ADDR", Values: []int64{1}}
	for _, tc := range []struct {
		types []ProofType
		want  string
	}{
		{[]ProofType{node}, "for every size of NODE"},
		{[]ProofType{home, data}, "for every size of NODE (0 kept apart) and DATA"},
		{[]ProofType{fixedVar, data, {Name: "KEY", Generalized: true}}, "for every size of NODE (the node in Home kept apart), DATA and KEY"},
		{[]ProofType{node, ch}, "for every size of NODE; CHAN fixed at {1, 2}"},
		{[]ProofType{home, addr, ch}, "for every size of NODE (0 kept apart); ADDR fixed at {1}, CHAN fixed at {1, 2}"},
		{[]ProofType{ch}, "for the file's sizes only (no index type is generalized); CHAN fixed at {1, 2}"},
		{nil, "for the model as written (it has no index type)"},
	} {
		if got := scope(tc.types); got != tc.want {
			t.Errorf("scope(%+v) = %q, want %q", tc.types, got, tc.want)
		}
	}
}

// TestProofScope: the main job says which index types its proof
// generalizes, in the JSON summary and in invariants.md, before any
// Isabelle check: chan_range.m's NODE for every size, its CHAN fixed at
// the file's values.
func TestProofScope(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "out")
	s := runJSON(t, true, dir, filepath.Join(testdirs.Protocols(), "chan_range.m"))
	if s.Proof == nil {
		t.Fatalf("no proof: %+v", s)
	}
	want := "for every size of NODE; CHAN fixed at {1, 2}"
	if s.Proof.Scope != want {
		t.Errorf("scope %q, want %q", s.Proof.Scope, want)
	}
	if len(s.Proof.Types) != 2 || !s.Proof.Types[0].Generalized || s.Proof.Types[1].Generalized {
		t.Errorf("types %+v", s.Proof.Types)
	}
	md, err := os.ReadFile(filepath.Join(dir, "invariants.md"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(md), "- the proof is "+want+"\n") {
		t.Errorf("invariants.md has no scope line:\n%s", md)
	}
}
