package job

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"paraverify/internal/testdirs"
)

// TestExactAfterUnsupported: a model with a loop whose effect depends on
// the order of the nodes (loop_order.m) and a construct the search does
// not support (a multiset) is refused after its reference instance was
// explored, reduced by symmetry although the loop makes that inexact;
// the exploration without the reduction then reaches every state, and
// the message says so instead of the caveat on the reduction.
func TestExactAfterUnsupported(t *testing.T) {
	src, err := os.ReadFile(filepath.Join(testdirs.Protocols(), "loop_order.m"))
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Replace(string(src), "  tick : boolean;\n", "  tick : boolean;\n  log : multiset [2] of boolean;\n", 1)
	text = strings.Replace(text, "rule \"Tick\"\n  done\n==>\n  tick := !tick;\nend;",
		"rule \"Tick\"\n  done\n==>\n  tick := !tick;\nend;\n\nrule \"Log\"\n  done & MultiSetCount(k : log, true) = 0\n==>\n  MultiSetAdd(true, log);\nend;", 1)
	if !strings.Contains(text, "MultiSetAdd") || !strings.Contains(text, "log : multiset") {
		t.Fatal("loop_order.m changed: the test's edits do not apply")
	}
	path := filepath.Join(t.TempDir(), "loop_multiset.m")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	s := failingRun(t, Defaults(), path)
	if s.Result != "unsupported" || len(s.Unsupported) == 0 {
		t.Fatalf("result %q, unsupported %v, message %q", s.Result, s.Unsupported, s.Message)
	}
	if strings.Contains(s.Message, "reduced by symmetry") || !strings.Contains(s.Message, "No property is violated in the reference instance (") {
		t.Errorf("message %q: want no violation in the whole instance, without the caveat on the reduction", s.Message)
	}
	// The exploration without the reduction cut short (here by a state
	// limit between the reduced and the full counts; a time budget
	// likewise): the message keeps the caveat and says how far that
	// exploration got and why it stopped.
	o := Defaults()
	o.Evidence, o.Walks = s.States-1, 0
	cut := failingRun(t, o, path)
	if cut.Result != "unsupported" || !strings.Contains(cut.Message, "reduced by symmetry") ||
		!strings.Contains(cut.Message, fmt.Sprintf("explored without that reduction, its first %d states show no violation either (that exploration stopped: state limit of %d reached)", s.States-1, s.States-1)) {
		t.Errorf("exploration without the reduction cut short: result %q, message %q", cut.Result, cut.Message)
	}
}

// TestExactSmallestFirst: loop_order_bug.m's violation is missed by the
// reduced exploration the search uses, at every reference instance the
// job tries (2-4 nodes); when the job gives up, the explorations without
// that reduction run, the smallest instance first, and the violation is
// reported in the 2-node instance, without the larger instance of the
// last search, with its trace.
func TestExactSmallestFirst(t *testing.T) {
	s := failingRun(t, Defaults(), filepath.Join(testdirs.Protocols(), "loop_order_bug.m"))
	if s.Result != "violated" || len(s.Violations) != 1 || !strings.Contains(s.Message, `invariant "PickedIsNotMarked" failed`) {
		t.Fatalf("result %q, message %q", s.Result, s.Message)
	}
	if len(s.Reference) != 1 || s.Reference[0].Name != "NODE_NUM" || s.Reference[0].Value != 2 || len(s.Larger) != 0 || !s.Complete {
		t.Errorf("reference %+v, larger %v, complete %v: want NODE_NUM=2 explored whole", s.Reference, s.Larger, s.Complete)
	}
	if s.Attempts < 2 {
		t.Errorf("%d searches: the reduced evidence was meant to miss the violation", s.Attempts)
	}
}

// TestBeyondPrefix: on a prefix of four states, alias_move_bug_free.m's
// violation lies beyond the evidence and the search fails; the targeted
// search beyond the prefix reaches a state violating the property, and
// the job reports the violation with the path it took as the trace, or,
// without that path, explores the reference instance on, breadth first,
// to the violation and its shortest trace. With no targeted search
// (--seek 0) the job gets there only by growing the prefix, after more
// searches.
func TestBeyondPrefix(t *testing.T) {
	run := func(seek int) Summary {
		o := Defaults()
		o.Evidence, o.Walks, o.Seek = 4, 0, seek
		s := failingRun(t, o, filepath.Join(testdirs.Protocols(), "alias_move_bug_free.m"))
		if s.Result != "violated" || len(s.Violations) != 1 || len(s.Violations[0].Trace) < 2 || s.Reached != "" {
			t.Fatalf("seek %d: result %q, message %q, reached %q", seek, s.Result, s.Message, s.Reached)
		}
		return s
	}
	s := run(3000)
	if s.Attempts != 1 || s.States != 4 || s.TraceSource != "targeted search" {
		t.Errorf("searches %d, states %d, trace from %q: want the targeted search's path after the first search", s.Attempts, s.States, s.TraceSource)
	}
	seekTraces = false
	s = run(3000)
	seekTraces = true
	if s.Attempts != 1 || s.States <= 4 || s.TraceSource != "" {
		t.Errorf("without its path: searches %d, states %d, trace from %q: want the exploration beyond the prefix after the first search", s.Attempts, s.States, s.TraceSource)
	}
	if s := run(0); s.Attempts < 2 {
		t.Errorf("without the targeted search: %d searches, want more than one", s.Attempts)
	}
}

// failingRun runs the main job with o (its output as JSON into a
// temporary directory) on a model it must not prove, and returns the
// summary.
func failingRun(t *testing.T, o Options, path string) Summary {
	t.Helper()
	o.JSON, o.Out, o.Version = true, filepath.Join(t.TempDir(), "out"), "test"
	var out, errs bytes.Buffer
	if err := Run(o, path, true, &out, &errs); err == nil {
		t.Fatalf("%s proved:\n%s", filepath.Base(path), out.String())
	}
	var s Summary
	if err := json.Unmarshal(out.Bytes(), &s); err != nil {
		t.Fatalf("%v\n%s%s", err, out.String(), errs.String())
	}
	return s
}

// TestUnionTraceNames: a model whose union of home values and a
// scalarset the job reads as a subrange is reported with the trace
// naming the values as the union's, as paraverify check names them
// (HomeNode, Proc_1), not by the subrange's numbers.
func TestUnionTraceNames(t *testing.T) {
	s := failingRun(t, Defaults(), filepath.Join(testdirs.Protocols(), "union_undef_bug_noowner.m"))
	if s.Result != "violated" || len(s.Violations) != 1 || len(s.Violations[0].Trace) != 2 {
		t.Fatalf("result %q, message %q", s.Result, s.Message)
	}
	tr := s.Violations[0].Trace
	if tr[1].Rule != "take(p:=Proc_1)" {
		t.Errorf("step 1 is %q, want take(p:=Proc_1)", tr[1].Rule)
	}
	var vars []string
	for _, c := range tr[0].Changes {
		vars = append(vars, c.Var)
	}
	if got := strings.Join(vars, " "); !strings.Contains(got, "st[HomeNode] st[Proc_1] st[Proc_2]") {
		t.Errorf("start state's variables %q, want st[HomeNode] st[Proc_1] st[Proc_2]", got)
	}
}
