package job

import (
	"bytes"
	"encoding/json"
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
	if !strings.Contains(string(md), "- sizes: the invariants hold "+want+"\n") {
		t.Errorf("invariants.md has no scope line:\n%s", md)
	}
	// find says it too, without a proof
	dir = filepath.Join(t.TempDir(), "find")
	f := runJSON(t, false, dir, filepath.Join(testdirs.Protocols(), "chan_range.m"))
	if f.Proof != nil || f.Scope != want {
		t.Errorf("find: proof %v, scope %q, want %q", f.Proof, f.Scope, want)
	}
	if md, err = os.ReadFile(filepath.Join(dir, "invariants.md")); err != nil || !strings.Contains(string(md), "- sizes: the invariants hold "+want+"\n") {
		t.Errorf("find: invariants.md has no scope line (%v):\n%s", err, md)
	}
}

// TestFixSized: -D ADDR_NUM=1 leaves addr_one.m's ADDR one value, 1,
// which the model uses as a literal; ADDR is kept at 1..1 and the proof
// says it is for that size only. Without it the proof is for every size
// of ADDR, and -D NODE_NUM=1 (NODE a scalarset) keeps nothing. --keep
// ADDR keeps it at its values, the file's 1..2 or the 1..3 of -D
// ADDR_NUM=3.
func TestFixSized(t *testing.T) {
	model := filepath.Join(testdirs.Protocols(), "addr_one.m")
	for _, tc := range []struct {
		defines []string
		keep    []string
		scope   string
		kept    bool
		note    string // in read_as, with --keep
	}{
		{nil, nil, "for every size of NODE and ADDR (1 kept apart)", false, ""},
		{[]string{"ADDR_NUM=1"}, nil, "for every size of NODE; ADDR fixed at {1}", true, ""},
		{[]string{"NODE_NUM=1", "ADDR_NUM=2"}, nil, "for every size of NODE and ADDR (1 kept apart)", false, ""},
		{nil, []string{"ADDR"}, "for every size of NODE; ADDR fixed at {1, 2}", false, "subrange ADDR (bounded by ADDR_NUM) is kept at 1..2, as --keep ADDR asks"},
		{[]string{"ADDR_NUM=3"}, []string{"ADDR"}, "for every size of NODE; ADDR fixed at {1, 2, 3}", false, "is kept at 1..3, as --keep ADDR asks"},
	} {
		o := Defaults()
		o.JSON, o.Out, o.Version = true, filepath.Join(t.TempDir(), "out"), "test"
		o.Overrides.Defines, o.Overrides.Keep = tc.defines, tc.keep
		var out, errs bytes.Buffer
		if err := Run(o, model, true, &out, &errs); err != nil {
			t.Fatalf("%v: %v\n%s", tc.defines, err, errs.String())
		}
		var s Summary
		if err := json.Unmarshal(out.Bytes(), &s); err != nil || s.Proof == nil {
			t.Fatalf("%v: %v %+v", tc.defines, err, s)
		}
		if s.Proof.Scope != tc.scope {
			t.Errorf("%v: scope %q, want %q", tc.defines, s.Proof.Scope, tc.scope)
		}
		kept := strings.Contains(strings.Join(s.ReadAs, "\n"), "subrange ADDR is kept at 1..1: ADDR_NUM = 1, set by -D or --config")
		if kept != tc.kept {
			t.Errorf("%v: read_as %q", tc.defines, s.ReadAs)
		}
		if tc.note != "" && !strings.Contains(strings.Join(s.ReadAs, "\n"), tc.note) {
			t.Errorf("%v --keep %v: read_as %q, want %q in it", tc.defines, tc.keep, s.ReadAs, tc.note)
		}
	}
}
