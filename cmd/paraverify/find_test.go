package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"

	"paraverify/internal/instance"
	"paraverify/internal/job"
	"paraverify/internal/prepare"
	"paraverify/internal/testdirs"
	"paraverify/invfinder/report"
)

func findRun(t *testing.T, wantCode int, args ...string) job.Summary {
	t.Helper()
	return jsonRun(t, wantCode, append([]string{"find", "--json"}, args...)...)
}

// jsonRun runs the CLI with args (which ask for --json), checks the exit
// code and decodes the summary.
func jsonRun(t *testing.T, wantCode int, args ...string) job.Summary {
	t.Helper()
	code, out, errs := runCLI(t, args...)
	if code != wantCode {
		t.Fatalf("%v: exit %d, want %d\n%s\n%s", args, code, wantCode, out, errs)
	}
	var s job.Summary
	if err := json.Unmarshal([]byte(out), &s); err != nil {
		t.Fatalf("bad JSON %v:\n%s", err, out)
	}
	return s
}

// refInstance lists the constants of a reference instance, NAME=VALUE
// separated by spaces (as the summary line prints them).
func refInstance(cs []instance.RefConst) string {
	var parts []string
	for _, c := range cs {
		parts = append(parts, fmt.Sprintf("%s=%d", c.Name, c.Value))
	}
	return strings.Join(parts, " ")
}

func TestFindWritesTables(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "out")
	s := findRun(t, exitOK, "-o", dir, testdirs.SharedModel("mutualEx.m"))
	if s.Result != job.ResultVerified || s.Invariants != 5 || s.Relations == 0 || s.Dir != dir {
		t.Fatalf("mutualEx: %+v", s)
	}
	var rep report.Report
	data, err := os.ReadFile(filepath.Join(dir, "invariants.json"))
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(data, &rep); err != nil {
		t.Fatal(err)
	}
	if len(rep.Invariants) != s.Invariants || len(rep.Relations) != s.Relations {
		t.Errorf("invariants.json has %d invariants, %d relations; summary %+v", len(rep.Invariants), len(rep.Relations), s)
	}
	for _, name := range []string{"invariants.md", "relations.md", "invariants.yaml"} {
		data, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil || !strings.Contains(string(data), "inv_1") {
			t.Errorf("%s: %v\n%s", name, err, data)
		}
	}
	// A second run replaces the tables; a directory with foreign files is refused.
	findRun(t, exitOK, "-o", dir, testdirs.SharedModel("mutualEx.m"))
	if err := os.WriteFile(filepath.Join(dir, "notes.txt"), []byte("mine"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errs := runCLI(t, "find", "-o", dir, testdirs.SharedModel("mutualEx.m"))
	if code != exitBadInput || !strings.Contains(errs, "notes.txt") {
		t.Errorf("foreign file: exit %d\n%s", code, errs)
	}
	if _, err := os.Stat(filepath.Join(dir, "notes.txt")); err != nil {
		t.Errorf("foreign file removed: %v", err)
	}
}

func TestFindViolated(t *testing.T) {
	bugs, err := filepath.Glob(filepath.Join(testdirs.Protocols(), "*_bug_*.m"))
	if err != nil || len(bugs) < 5 {
		t.Fatalf("buggy variants: %v %v", bugs, err)
	}
	for _, m := range bugs {
		dir := filepath.Join(t.TempDir(), "out")
		s := findRun(t, exitViolated, "-o", dir, m)
		if s.Result != "violated" || s.Message == "" {
			t.Errorf("%s: %+v", m, s)
		}
		if _, err := os.Stat(dir); !os.IsNotExist(err) {
			t.Errorf("%s: tables written for a violated model", m)
		}
	}
	// A violation at sizes the tool chose says so: the file's own sizes
	// do not show it.
	s := findRun(t, exitViolated, "-o", t.TempDir()+"/x", filepath.Join(testdirs.Protocols(), "tokens_bug_size.m"))
	if !strings.Contains(s.Message, "(in the reference instance NODE_NUM=3, chosen by the tool; the file says NODE_NUM=2)") {
		t.Errorf("tokens_bug_size.m: %q", s.Message)
	}
	s = findRun(t, exitViolated, "-D", "NODE_NUM=3", "-o", t.TempDir()+"/x", filepath.Join(testdirs.Protocols(), "tokens_bug_size.m"))
	if strings.Contains(s.Message, "chosen by the tool") {
		t.Errorf("tokens_bug_size.m -D NODE_NUM=3: %q", s.Message)
	}
	code, out, _ := runCLI(t, "find", "-o", t.TempDir()+"/x", filepath.Join(testdirs.Protocols(), "german_lite_bug_excl.m"))
	if code != exitViolated || !strings.Contains(out, "trace (") {
		t.Errorf("exit %d, no trace:\n%s", code, out)
	}
	// With one state of evidence the violation lies beyond it: the search
	// fails on the prefix, the evidence grows, and the violation is still
	// reported with its trace. A model the search does not support is
	// refused after exploring the evidence, where the violation is not.
	for _, m := range bugs {
		code, out, _ := runCLI(t, "find", "--evidence", "1", "-o", t.TempDir()+"/x", m)
		if code == exitInconclusive && strings.Contains(out, ": unsupported: ") && strings.Contains(out, "No property is violated in the first ") {
			continue
		}
		if code != exitViolated || !strings.Contains(out, "trace (") {
			t.Errorf("%s --evidence 1: exit %d\n%s", m, code, out)
		}
	}
	// Here the smaller instance explored beside a prefix finds the
	// violation first, with its trace; with the reference's size set by
	// -D (no smaller instance), the larger instance chosen for a
	// candidate that does not fit in the reference does when there is no
	// targeted search (--seek 0). With one, the search probes beyond the
	// prefix when it is about to fail, reaches a violation in the
	// reference instance itself (which property depends on the prefix it
	// fails on: --max-refuted may have deepened it), and the job explores
	// on to its trace.
	code, out, _ = runCLI(t, "find", "--evidence", "1", "-o", t.TempDir()+"/x", filepath.Join(testdirs.Protocols(), "german_inst_bug_excl.m"))
	if code != exitViolated || !strings.Contains(out, "trace (") || !strings.Contains(out, "the violation is in the smaller instance NODE_NUM=2, explored as evidence") {
		t.Errorf("german_inst_bug_excl.m --evidence 1: exit %d\n%s", code, out)
	}
	code, out, _ = runCLI(t, "find", "-D", "NODE_NUM=3", "--evidence", "1", "--seek", "0", "-o", t.TempDir()+"/x", filepath.Join(testdirs.Protocols(), "german_inst_bug_excl.m"))
	if code != exitViolated || !strings.Contains(out, "trace (") || !strings.Contains(out, "the violation is in the larger instance NODE_NUM=4, explored as evidence") {
		t.Errorf("german_inst_bug_excl.m -D NODE_NUM=3 --evidence 1 --seek 0: exit %d\n%s", code, out)
	}
	code, out, errs := runCLI(t, "find", "-D", "NODE_NUM=3", "--evidence", "1", "-o", t.TempDir()+"/x", filepath.Join(testdirs.Protocols(), "german_inst_bug_excl.m"))
	if code != exitViolated || !strings.Contains(out, "trace (") || strings.Contains(out, "the violation is in") || !strings.Contains(errs, "a targeted search beyond the evidence reached a state that violates property ") {
		t.Errorf("german_inst_bug_excl.m -D NODE_NUM=3 --evidence 1: exit %d\n%s%s", code, out, errs)
	}
}

// TestFindExistential: a model whose proof needs "memory is current
// unless some directory entry is exclusive" is proved when the guard
// states it as a quantifier over one literal (exists_owner.m: the
// invariant has a quantified literal) or as a disjunction of one
// component's values (exists_disjunct.m: `dir[j] = I | dir[j] = S` is
// stated as `dir[V] != E`), and not when the body is a disjunction over
// two components (exists_disjunct_mixed.m): the search stops with exit 3 and
// the failure names the quantifier it could not state, in the message and
// in the JSON.
func TestFindExistential(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "out")
	s := findRun(t, exitOK, "-o", dir, filepath.Join(testdirs.Protocols(), "exists_owner.m"))
	if s.Failure != nil {
		t.Errorf("proved, with a failure: %+v", s.Failure)
	}
	md, err := os.ReadFile(filepath.Join(dir, "invariants.md"))
	if err != nil || !strings.Contains(string(md), "(forall V : NODE do dir[V] != E end)") {
		t.Errorf("invariants.md: %v: no quantified literal", err)
	}
	// the value excluded is a state variable's (excl_source.m: the grant
	// waits until every node but the requester src is invalid)
	dir = filepath.Join(t.TempDir(), "out")
	s = findRun(t, exitOK, "-o", dir, filepath.Join(testdirs.Protocols(), "excl_source.m"))
	md, err = os.ReadFile(filepath.Join(dir, "invariants.md"))
	if s.Failure != nil || err != nil || !strings.Contains(string(md), "(forall V : NODE do V != src -> dir[V] = I end)") {
		t.Errorf("excl_source.m: failure %+v, invariants.md: %v: no literal excluding src", s.Failure, err)
	}
	// the value an exists of a condition speaks of is named (a witness)
	// and an auxiliary invariant used there (exists_witness.m)
	dir = filepath.Join(t.TempDir(), "out")
	s = findRun(t, exitOK, "-o", dir, filepath.Join(testdirs.Protocols(), "exists_witness.m"))
	md, err = os.ReadFile(filepath.Join(dir, "relations.md"))
	if s.Failure != nil || err != nil || !strings.Contains(string(md), ",W)") || !strings.Contains(string(md), "W is the value that an exists") {
		t.Errorf("exists_witness.m: failure %+v, relations.md: %v: no witness", s.Failure, err)
	}
	dir = filepath.Join(t.TempDir(), "out")
	s = findRun(t, exitOK, "-o", dir, filepath.Join(testdirs.Protocols(), "exists_disjunct.m"))
	md, err = os.ReadFile(filepath.Join(dir, "invariants.md"))
	if s.Failure != nil || err != nil || !strings.Contains(string(md), "(forall V : NODE do dir[V] != E end)") {
		t.Errorf("exists_disjunct.m: failure %+v, invariants.md: %v: no quantified literal", s.Failure, err)
	}
	s = findRun(t, exitInconclusive, "-o", filepath.Join(t.TempDir(), "out"), filepath.Join(testdirs.Protocols(), "exists_disjunct_mixed.m"))
	f := s.Failure
	q := "forall j : NODE at 83:3"
	if f == nil || f.Rule != "HomeRead()" || len(f.Quantifiers) != 1 || f.Quantifiers[0] != q || len(f.Unstated) != 1 || f.Unstated[0] != q {
		t.Fatalf("failure: %+v", f)
	}
	if !strings.Contains(s.Message, "write the body in that form") || !strings.Contains(s.Message, q) {
		t.Errorf("message: %s", s.Message)
	}
	// an exists in a guard whose body is a conjunction is read as true,
	// and the failure says so (exists_cond_pair.m)
	s = findRun(t, exitInconclusive, "-o", filepath.Join(t.TempDir(), "out"), filepath.Join(testdirs.Protocols(), "exists_cond_pair.m"))
	f = s.Failure
	q = "exists j : NODE at 60:3"
	if f == nil || f.Rule != "Mark()" || len(f.Dropped) != 1 || f.Dropped[0] != q {
		t.Fatalf("exists_cond_pair.m: failure: %+v", f)
	}
	if !strings.Contains(s.Message, "reads as true") || !strings.Contains(s.Message, q) {
		t.Errorf("exists_cond_pair.m: message: %s", s.Message)
	}
	// a search that closes reports no failure, not even the one of its
	// first try on one state
	s = findRun(t, exitOK, "--evidence", "1", "--seek", "0", "-o", filepath.Join(t.TempDir(), "out"), testdirs.SharedModel("mutualEx.m"))
	if s.Attempts < 2 || s.Failure != nil || s.LastFailure != "" {
		t.Errorf("closed search after %d tries: failure %+v, last failure %q", s.Attempts, s.Failure, s.LastFailure)
	}
}

// TestFindEvidencePrefix: on a prefix too small to close, the search is
// redone on more states and closes with the table of the whole state
// space (without the targeted search, --seek 0); --evidence 0 explores
// everything from the start. With the targeted search, the candidates
// the prefix admits but deeper states violate are withdrawn and the
// search closes on the first prefix. Random walks from a prefix add
// states to it unless --walks 0.
func TestFindEvidencePrefix(t *testing.T) {
	model := testdirs.SharedModel("german.m")
	whole, prefix := filepath.Join(t.TempDir(), "whole"), filepath.Join(t.TempDir(), "prefix")
	w := findRun(t, exitOK, "-D", "NODE_NUM=2", "--evidence", "0", "-o", whole, model)
	if w.Result != job.ResultVerified || !w.Complete || w.Attempts != 1 || w.States != 11550 || w.Refuted != 0 {
		t.Fatalf("--evidence 0: %+v", w)
	}
	p := findRun(t, exitOK, "-D", "NODE_NUM=2", "--evidence", "100", "--seek", "0", "-o", prefix, model)
	if p.Result != job.ResultVerified || p.Complete || p.Attempts < 2 || p.States >= w.States || p.Invariants != w.Invariants || p.Refuted != 0 {
		t.Fatalf("--evidence 100 --seek 0: %+v", p)
	}
	seekDir := filepath.Join(t.TempDir(), "seek")
	sk := findRun(t, exitOK, "-D", "NODE_NUM=2", "--evidence", "100", "--walks", "0", "-o", seekDir, model)
	if sk.Result != job.ResultVerified || sk.Complete || sk.Attempts != 1 || sk.States != 100 || sk.Walked != 0 || sk.Refuted == 0 {
		t.Fatalf("--evidence 100 (targeted search): %+v", sk)
	}
	if md, _ := os.ReadFile(filepath.Join(seekDir, "invariants.md")); !strings.Contains(string(md), fmt.Sprintf("- %d candidate invariants that the explored states admitted were withdrawn", sk.Refuted)) {
		t.Errorf("the targeted search's refutations are not in invariants.md:\n%s", md)
	}
	// the same tables; only the run records (states explored, a prefix
	// or not) differ
	for _, name := range []string{"invariants.md", "relations.md", "invariants.json", "invariants.yaml"} {
		a, errA := os.ReadFile(filepath.Join(whole, name))
		b, errB := os.ReadFile(filepath.Join(prefix, name))
		if errA != nil || errB != nil || withoutRun(t, name, a) != withoutRun(t, name, b) {
			t.Errorf("%s differs between the whole state space and a prefix (%v %v)", name, errA, errB)
		}
	}
	// random walks from the prefix add a quarter as many states again
	// (--walks 25, the default)
	if p.Walked == 0 || p.Walked > p.States/5 {
		t.Errorf("--evidence 100: %d states, %d of them from random walks", p.States, p.Walked)
	}
	want := fmt.Sprintf("a breadth-first prefix of its reachable states (%d) and %d more reached by random walks from it", p.States-p.Walked, p.Walked)
	if md, _ := os.ReadFile(filepath.Join(prefix, "invariants.md")); !strings.Contains(string(md), want) {
		t.Errorf("the prefix run's invariants.md does not say %q:\n%s", want, md)
	}
	if code, _, errs := runCLI(t, "find", "--evidence", "-1", model); code != exitBadInput || !strings.Contains(errs, "--evidence") {
		t.Errorf("--evidence -1: exit %d\n%s", code, errs)
	}
}

// german_lite exercises a procedure with a var parameter and a function
// in a guard; wp_features local copies, whole-array copies, switch, aliases.
func TestFindProjectModels(t *testing.T) {
	for _, tc := range []struct {
		model string
		invs  int
	}{{"german_lite.m", 39}, {"wp_features.m", 5}} {
		s := findRun(t, exitOK, "-o", filepath.Join(t.TempDir(), "out"), filepath.Join(testdirs.Protocols(), tc.model))
		if s.Result != job.ResultVerified || s.Invariants != tc.invs {
			t.Errorf("%s: %+v, want %d invariants", tc.model, s, tc.invs)
		}
	}
}

// TestFindSharedModels runs find end to end on the small shared models
// and German as they are written (the reference instance is chosen by the
// tool), comparing the invariant counts with the ones measured
// (paraVerifier: mutualEx 5, MESI 3, MOESI 3, Germanish 3, German 52).
func TestFindSharedModels(t *testing.T) {
	for _, tc := range []struct {
		model string
		invs  int
		ref   string // the reference instance chosen
	}{
		{"mutualEx.m", 5, "clientNUMS=2"},
		{"mesi.m", 3, "clientNUMS=2"},
		{"moesi.m", 3, "num_clients=2"},
		{"germanish.m", 3, "clientNum=2"},
		{"german.m", 50, "NODE_NUM=2 DATA_NUM=2"},
		{"german_chou.m", 50, "NODE_NUM=2 DATA_NUM=2"},
	} {
		s := findRun(t, exitOK, "-o", filepath.Join(t.TempDir(), "out"), testdirs.SharedModel(tc.model))
		if s.Result != job.ResultVerified || s.Invariants != tc.invs {
			t.Errorf("%s: %+v, want %d invariants", tc.model, s, tc.invs)
		}
		if got := refInstance(s.Reference); got != tc.ref {
			t.Errorf("%s: reference instance %s, want %s", tc.model, got, tc.ref)
		}
		for _, st := range []string{"load", "explore", "search", "verify", "write"} {
			if _, ok := s.Stages[st]; !ok {
				t.Errorf("%s: no time for stage %s", tc.model, st)
			}
		}
	}
}

// TestFindUnsupported: what the search cannot express is reported with
// its position and exit 3, never approximated (counter.m's comparisons
// over Val : 0..MAX are read as literals, and so is the value of the
// function it passes a sum to; the negation of s : -1..1 is not, as a
// type with negative values is left).
func TestFindUnsupported(t *testing.T) {
	s := findRun(t, exitInconclusive, "-o", filepath.Join(t.TempDir(), "out"), filepath.Join(testdirs.Protocols(), "counter.m"))
	i := slices.IndexFunc(s.Unsupported, func(u prepare.Group) bool { return u.Kind == "arithmetic or ordering" })
	if s.Result != "unsupported" || i < 0 || !strings.HasSuffix(s.Unsupported[i].Positions[0], "counter.m:43:8") ||
		!strings.Contains(s.Message, "unsupported in invariant search: operator -") || strings.Contains(s.Message, "counter.m:35:14") {
		t.Errorf("%+v", s)
	}
}

// TestSameFailureStopsEvidence: home_dir_ticks.m at two nodes fails at
// an obligation whose discharge has two parameters besides Home, more
// than the reference has values: on a prefix the job takes evidence from
// a larger instance at once (before, it explored more of the reference
// first), and closes; --larger-walk explores that one by random walks
// (the run record says so). With that larger
// instance no larger (--larger N=2), it fails the same way on the first
// 10 and the first 80 states, and stops exploring the reference.
func TestSameFailureStopsEvidence(t *testing.T) {
	model := filepath.Join(testdirs.Protocols(), "job", "home_dir_ticks.m")
	code, _, errs := runCLI(t, "find", "-D", "N=2", "--evidence", "10", "-o", filepath.Join(t.TempDir(), "a"), model)
	if code != exitOK || strings.Contains(errs, "failed the same way") || strings.Contains(errs, "again on the first 80") ||
		!strings.Contains(errs, "evidence from a larger instance, N=3 (the first 2000000 states, breadth first) and the first 10 states of the reference") {
		t.Errorf("exit %d\n%s", code, errs)
	}
	dir := filepath.Join(t.TempDir(), "j")
	s := findRun(t, exitOK, "-D", "N=2", "--evidence", "10", "--larger-walk", "50", "-o", dir, model)
	if s.Result != job.ResultVerified || s.LargerSource != "chosen" || s.LargerWalk != 50 || strings.Join(s.Larger, " ") != "N=3" || s.States != 12 {
		t.Errorf("the larger instance chosen for a prefix: %+v", s)
	}
	md, err := os.ReadFile(filepath.Join(dir, "invariants.md"))
	if err != nil || !strings.Contains(string(md), "N=3 (chosen by paraverify), ") || !strings.Contains(string(md), "states by random walks of at most 50 steps") {
		t.Errorf("invariants.md does not say how the larger instance was explored:\n%s", md)
	}
	code, out, errs := runCLI(t, "find", "-D", "N=2", "--larger", "N=2", "--evidence", "10", "-o", filepath.Join(t.TempDir(), "b"), model)
	if code != exitInconclusive || !strings.Contains(errs, "the search failed the same way on the first 80 states as on the first 10") ||
		strings.Contains(errs, "the first 640") || !strings.Contains(out, "a candidate that would discharge it has more parameters than the instance has values: forall P1 : NODE do forall P2 : NODE") {
		t.Errorf("--larger N=2: exit %d\n%s%s", code, out, errs)
	}
	s = findRun(t, exitInconclusive, "-D", "N=2", "--larger", "N=2", "--evidence", "10", "-o", filepath.Join(t.TempDir(), "b2"), model)
	if s.Failure == nil || !strings.HasPrefix(s.Failure.TooFew, "forall P1 : NODE do forall P2 : NODE do") {
		t.Errorf("--larger N=2, the failure in JSON: %+v", s.Failure)
	}
	// The larger instance's states are evidence on every cube: with all
	// of N=2 as the larger instance, a prefix of 4 states fails as one of
	// 32 does (TestFindSmaller has a failure that changes with the
	// evidence and is redone on more).
	code, _, errs = runCLI(t, "find", "-D", "N=2", "--larger", "N=2", "--evidence", "4", "--progress", "always", "-o", filepath.Join(t.TempDir(), "c"), model)
	if code != exitInconclusive || !strings.Contains(errs, "the search failed the same way on the first 32 states as on the first 4") {
		t.Errorf("--evidence 4: exit %d\n%s", code, errs)
	}
	// With the node type sized by a literal (the file's 2), the size is
	// read as a constant of its own, which the tool chooses as it does N:
	// three nodes (two besides Home), where the search closes.
	text, err := os.ReadFile(model)
	if err != nil {
		t.Fatal(err)
	}
	lit := filepath.Join(t.TempDir(), "home_dir_ticks_lit.m")
	if err := os.WriteFile(lit, []byte(strings.Replace(string(text), "scalarset(N)", "scalarset(2)", 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errs = runCLI(t, "find", "--evidence", "10", "--progress", "always", "-o", filepath.Join(t.TempDir(), "d"), lit)
	if code != exitOK || !strings.Contains(errs, "reference instance: NODE_SIZE=3 (chosen for the search; the file says NODE_SIZE=2") {
		t.Errorf("a literal size: exit %d\n%s", code, errs)
	}
}

// TestFindSmaller: on the first 10 states of deep_warmup.m's two-node
// reference no node is past its warm-up; with the targeted search off
// (--seek 0) the job closes on that prefix all the same, because the
// one-node instance, explored whole, is evidence too and reaches a busy
// node (the tables say so). Where -D sets the node count, the job
// explores no smaller instance, and needs more of the reference.
func TestFindSmaller(t *testing.T) {
	model := filepath.Join(testdirs.Protocols(), "job", "deep_warmup.m")
	dir := filepath.Join(t.TempDir(), "a")
	s := findRun(t, exitOK, "--evidence", "10", "--seek", "0", "-o", dir, model)
	if s.Result != job.ResultVerified || s.Attempts != 1 || s.Complete || strings.Join(s.Smaller, ", ") != "N=1 (all 7 states)" || s.SmallerCubes != 1 || s.Stages["explore-smaller"] == 0 {
		t.Errorf("the smaller instance: %+v", s)
	}
	md, err := os.ReadFile(filepath.Join(dir, "invariants.md"))
	if err != nil || !strings.Contains(string(md), "more evidence from smaller instances (breadth first; every invariant holds at every size): N=1 (all 7 states)") {
		t.Errorf("invariants.md does not name the smaller instance:\n%s", md)
	}
	s = findRun(t, exitOK, "-D", "N=2", "--evidence", "10", "--seek", "0", "-o", filepath.Join(t.TempDir(), "b"), model)
	if s.Result != job.ResultVerified || s.Attempts != 2 || len(s.Smaller) != 0 || s.SmallerCubes != 0 {
		t.Errorf("-D N=2: %+v", s)
	}
}

// TestFindLarger: at 2 nodes home_dir has no node to spare beside Home
// and one parameter, so the search does not close on the reference alone;
// with a partly explored larger instance for such candidates (chosen by
// the tool, or given with --larger) it finds the same 9 invariants as at 3
// nodes (and the table verifies for every size).
func TestFindLarger(t *testing.T) {
	model := filepath.Join(testdirs.Protocols(), "home_dir.m")
	code, _, errs := runCLI(t, "find", "-D", "N=2", "-o", filepath.Join(t.TempDir(), "a0"), model)
	if code != exitOK || !strings.Contains(errs, "the search did not close on N=2") || !strings.Contains(errs, "evidence from a larger instance, N=3") {
		t.Errorf("exit %d\n%s", code, errs)
	}
	dirA := filepath.Join(t.TempDir(), "a")
	s := findRun(t, exitOK, "-D", "N=2", "-o", dirA, model)
	if s.Result != job.ResultVerified || s.Invariants != 9 || s.LargerSource != "chosen" || strings.Join(s.Larger, " ") != "N=3" || s.Stages["explore-larger"] == 0 {
		t.Errorf("the larger instance chosen by the tool: %+v", s)
	}
	md, err := os.ReadFile(filepath.Join(dirA, "invariants.md"))
	if err != nil || !strings.Contains(string(md), "more evidence from a larger instance: N=3 (chosen by paraverify)") {
		t.Errorf("invariants.md does not name the larger instance:\n%s", md)
	}
	s = findRun(t, exitOK, "-D", "N=2", "--larger", "N=4", "--larger-states", "1000", "-o", filepath.Join(t.TempDir(), "b"), model)
	if s.Result != job.ResultVerified || s.Invariants != 9 || s.Stages["explore-larger"] == 0 {
		t.Errorf("with --larger: %+v", s)
	}
	// a prefix of 20 states continued by 10 of random walks (--larger-walks)
	dirW := filepath.Join(t.TempDir(), "w")
	s = findRun(t, exitOK, "-D", "N=2", "--larger", "N=4", "--larger-states", "20", "--larger-walks", "50", "-o", dirW, model)
	if s.Result != job.ResultVerified || s.Invariants != 9 || s.LargerStates != 20 || s.LargerWalked != 10 {
		t.Errorf("with --larger-walks: %+v", s)
	}
	if md, err := os.ReadFile(filepath.Join(dirW, "invariants.md")); err != nil || !strings.Contains(string(md), "N=4 (set by --larger), the first 20 states breadth first and 10 by random walks from them") {
		t.Errorf("invariants.md does not name the walks:\n%s", md)
	}
	s = findRun(t, exitOK, "-D", "N=2", "--larger", "N=4", "--larger-walk", "40", "--larger-states", "1000", "-o", filepath.Join(t.TempDir(), "c"), model)
	if s.Result != job.ResultVerified || s.Invariants != 9 {
		t.Errorf("with --larger and random walks: %+v", s)
	}
	// As written, the tool chooses 3 nodes (two parameters and Home).
	s = findRun(t, exitOK, "-o", filepath.Join(t.TempDir(), "d"), model)
	if s.Result != job.ResultVerified || s.Invariants != 9 || refInstance(s.Reference) != "N=3" {
		t.Errorf("as written: %+v", s)
	}
}

// TestFindWider: in node_busy.m at one node and one address, with a
// larger instance of two nodes (--larger N=2), the invariant "a node is in
// no two addresses' critical sections" fits in neither instance: the job
// chooses a second larger instance with two addresses for it, says so,
// names it in the JSON and in invariants.md, and closes (before, it
// stopped, inconclusive, on that candidate).
func TestFindWider(t *testing.T) {
	model := filepath.Join(testdirs.Protocols(), "job", "node_busy.m")
	dir := filepath.Join(t.TempDir(), "a")
	code, _, errs := runCLI(t, "find", "-D", "N=1", "-D", "A=1", "--larger", "N=2", "-o", dir, model)
	if code != exitOK || !strings.Contains(errs, "evidence from a second larger instance, A=2 (the first 2000000 states), for the candidates that do not fit in N=2") {
		t.Errorf("exit %d\n%s", code, errs)
	}
	s := findRun(t, exitOK, "-D", "N=1", "-D", "A=1", "--larger", "N=2", "-o", filepath.Join(t.TempDir(), "b"), model)
	if s.Result != job.ResultVerified || s.Invariants != 2 || strings.Join(s.Larger, " ") != "N=2" || strings.Join(s.Wider, " ") != "A=2" || s.WiderStates == 0 {
		t.Errorf("with a second larger instance: %+v", s)
	}
	// --wider-states bounds the second larger instance apart from the
	// first: one state of N=2, all (two) of A=2
	code, out, errs := runCLI(t, "find", "--json", "-D", "N=1", "-D", "A=1", "--larger", "N=2", "--larger-states", "1", "--wider-states", "5000000", "-o", filepath.Join(t.TempDir(), "w"), model)
	var w job.Summary
	if err := json.Unmarshal([]byte(out), &w); err != nil || w.WiderStates != 2 || !strings.Contains(errs, "A=2 (the first 5000000 states)") {
		t.Errorf("--wider-states: exit %d %v %+v\n%s", code, err, w, errs)
	}
	if code, _, errs := runCLI(t, "find", "--wider-states", "-1", model); code != exitBadInput || !strings.Contains(errs, "--wider-states") {
		t.Errorf("--wider-states -1: exit %d\n%s", code, errs)
	}
	md, err := os.ReadFile(filepath.Join(dir, "invariants.md"))
	if err != nil || !strings.Contains(string(md), "and A=2 (chosen by paraverify, for the candidates that fit in neither)") {
		t.Errorf("invariants.md does not name the second larger instance:\n%s", md)
	}
	// the buggy variant: the violation (one node, two addresses) is in the
	// second larger instance, with its trace
	bug := filepath.Join(testdirs.Protocols(), "job", "node_busy_bug.m")
	code, out, errs = runCLI(t, "find", "-D", "N=1", "-D", "A=1", "--larger", "N=2", "-o", filepath.Join(t.TempDir(), "c"), bug)
	if code != exitViolated || !strings.Contains(out, "2. Enter(n:=NODE_1, a:=ADDR_2)") || !strings.Contains(out, "the violation is in the larger instance A=2") {
		t.Errorf("buggy variant: exit %d\n%s\n%s", code, out, errs)
	}
}

// TestFindFormulasAreMurphi: the formulas of invariants.json are Murphi.
// Each is added to the model as an invariant, and the explicit-state
// checker, independently of the search, finds every one of them to hold
// in every reachable state of a larger instance (home_dir has a fixed
// variable, whose disequalities the formulas must state).
func TestFindFormulasAreMurphi(t *testing.T) {
	for _, tc := range []struct {
		model       string
		ref, larger []string
		invs        int
	}{
		{filepath.Join(testdirs.Protocols(), "home_dir.m"), nil, []string{"-D", "N=5"}, 9},
		{testdirs.SharedModel("german.m"), nil, []string{"-D", "NODE_NUM=3", "--symmetric", "NODE", "--symmetric", "DATA"}, 50},
	} {
		dir := filepath.Join(t.TempDir(), "out")
		s := findRun(t, exitOK, append(append([]string{}, tc.ref...), "-o", dir, tc.model)...)
		if s.Result != job.ResultVerified || s.Invariants != tc.invs {
			t.Fatalf("%s: %+v", tc.model, s)
		}
		data, err := os.ReadFile(filepath.Join(dir, "invariants.json"))
		if err != nil {
			t.Fatal(err)
		}
		var rep report.Report
		if err := json.Unmarshal(data, &rep); err != nil {
			t.Fatal(err)
		}
		src, err := os.ReadFile(tc.model)
		if err != nil {
			t.Fatal(err)
		}
		var b strings.Builder
		b.Write(src)
		for _, inv := range rep.Invariants {
			fmt.Fprintf(&b, "\ninvariant \"%s\"\n  %s;\n", inv.Name, inv.Formula)
		}
		path := filepath.Join(t.TempDir(), filepath.Base(tc.model))
		if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		code, out, errs := runCLI(t, append(append([]string{"check", "--json"}, tc.larger...), path)...)
		if code != exitOK || !strings.Contains(out, `"result": "ok"`) {
			t.Errorf("%s with its %d invariants, %v: exit %d\n%s\n%s", tc.model, len(rep.Invariants), tc.larger, code, out, errs)
		}
	}
}

// withoutRun returns a table file without its run record: the lines of
// the record in invariants.md, the run object in the JSON and YAML.
func withoutRun(t *testing.T, name string, data []byte) string {
	t.Helper()
	switch {
	case name == "invariants.md":
		var kept []string
		for _, l := range strings.Split(string(data), "\n") {
			if !strings.HasPrefix(l, "- reference instance: ") && !strings.HasPrefix(l, "- more evidence from smaller instances") && !strings.HasPrefix(l, "**Result") {
				kept = append(kept, l)
			}
		}
		return strings.Join(kept, "\n")
	case strings.HasSuffix(name, ".json"), strings.HasSuffix(name, ".yaml"):
		var rep report.Report
		if err := yaml.Unmarshal(data, &rep); err != nil { // YAML reads JSON too
			t.Fatal(err)
		}
		rep.Run = nil
		out, err := yaml.Marshal(rep)
		if err != nil {
			t.Fatal(err)
		}
		return string(out)
	}
	return string(data)
}

// TestFindBudgets: a time or memory budget that runs out stops the job
// with its reason and exit 3, writing nothing; bad budget flags exit 2.
func TestFindBudgets(t *testing.T) {
	model := testdirs.SharedModel("german.m")
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--timeout", "1ns"}, "stopped: the time budget of 1ns (--timeout) ran out"},
		// the exploration's own check or the budget's watch, whichever
		// looks first
		{[]string{"--max-memory", "1"}, "1 MiB"},
	} {
		for _, job := range [][]string{{"find"}, {}} {
			dir := filepath.Join(t.TempDir(), "out")
			args := append(append(append([]string(nil), job...), tc.args...), "-o", dir, model)
			code, out, _ := runCLI(t, args...)
			if code != exitInconclusive || !strings.Contains(out, tc.want) || !strings.Contains(out, "memory") && !strings.Contains(out, "time budget") {
				t.Errorf("%v: exit %d\n%s", args, code, out)
			}
			if _, err := os.Stat(dir); err == nil {
				t.Errorf("%v: output written", args)
			}
		}
	}
	for _, bad := range [][]string{{"--timeout", "-1s"}, {"--max-memory", "-1"}, {"--progress", "sometimes"}} {
		if code, _, _ := runCLI(t, append(append([]string{"find"}, bad...), model)...); code != exitBadInput {
			t.Errorf("%v: exit %d, want 2", bad, code)
		}
	}
}

// TestKeepFlag: --keep names a subrange type to keep at its values; a
// name that is no subrange type of the model is bad input (exit 2, also
// as JSON), for find, the main job and lower alike, and lower prints the
// type kept at its literal bounds.
func TestKeepFlag(t *testing.T) {
	model := filepath.Join(testdirs.Protocols(), "addr_one.m")
	for _, job := range [][]string{{"find"}, {}, {"lower"}} {
		args := append(append([]string(nil), job...), "--keep", "NODE", "-o", filepath.Join(t.TempDir(), "out"), model)
		if len(job) > 0 && job[0] == "lower" {
			args = []string{"lower", "--keep", "NODE", model}
		}
		code, _, errs := runCLI(t, args...)
		if code != exitBadInput || !strings.Contains(errs, "--keep NODE: the model declares no subrange type NODE (the types --keep can keep: ADDR)") {
			t.Errorf("%v: exit %d\n%s", args, code, errs)
		}
	}
	code, out, _ := runCLI(t, "find", "--json", "--keep", "NODE", "-o", filepath.Join(t.TempDir(), "out"), model)
	if code != exitBadInput || !strings.Contains(out, `"message": "--keep NODE: the model declares no subrange type NODE`) {
		t.Errorf("find --json --keep NODE: exit %d\n%s", code, out)
	}
	code, out, errs := runCLI(t, "lower", "--keep", "ADDR", model)
	if code != exitOK || !strings.Contains(out, "ADDR : 1..2;") || !strings.Contains(errs, "subrange ADDR (bounded by ADDR_NUM) is kept at 1..2") {
		t.Errorf("lower --keep ADDR: exit %d\n%s\n%s", code, out, errs)
	}
}

// TestFindDeeperLarger: German at 1 node with 2 as its larger instance,
// of which only the first 20 states are explored. Every cube with a node
// parameter has no node to spare in the reference and is judged there
// (unless the reference's own states reach it), and the targeted search
// refutes in the larger instance what those few states let through. (At
// 2 nodes the reference's states answer nearly all: the search closes
// with the first 5 states of 3 nodes and nothing to refute.) With
// --max-refuted 1 the search stops at the second refutation and the job
// explores the larger instance again to eight times the states, once;
// without a bound it refutes one by one. Both close.
func TestFindDeeperLarger(t *testing.T) {
	model := testdirs.SharedModel("german.m")
	args := []string{"--workers", "1", "-D", "NODE_NUM=1", "--larger", "NODE_NUM=2", "--larger-states", "20"}
	s := findRun(t, exitOK, append(args, "--max-refuted", "1", "-o", t.TempDir()+"/x", model)...)
	if s.LargerStates != 160 || s.Invariants != 50 || s.Attempts != 2 {
		t.Errorf("--max-refuted 1: larger instance %d states, %d invariants, %d searches; want 160 states, 50 invariants, 2 searches", s.LargerStates, s.Invariants, s.Attempts)
	}
	s = findRun(t, exitOK, append(args, "--max-refuted", "0", "-o", t.TempDir()+"/x", model)...)
	if s.LargerStates != 20 || s.Invariants != 50 || s.Refuted < 2 {
		t.Errorf("--max-refuted 0: larger instance %d states, %d invariants, %d refuted; want 20 states, 50 invariants, several refuted", s.LargerStates, s.Invariants, s.Refuted)
	}
}

// TestFindDeeperJudge: German at 1 node with 2 as its larger instance, of
// which only the first 20 states are explored, and no targeted search
// (--seek 0). The reference (one node) is complete; the invariants of
// nodes it has none to spare for are judged in the larger instance's
// prefix, which lets false ones through, and the search fails on one.
// The job explores the instance that judged the failing invariant four
// times deeper and searches again, until it closes (before: inconclusive
// with the complete reference, which more states cannot help).
func TestFindDeeperJudge(t *testing.T) {
	model := testdirs.SharedModel("german.m")
	s := findRun(t, exitOK, "--workers", "1", "-D", "NODE_NUM=1", "--larger", "NODE_NUM=2", "--larger-states", "20", "--seek", "0", "--max-refuted", "0", "-o", t.TempDir()+"/x", model)
	if s.Invariants != 50 || s.LargerStates <= 20 || s.LargerStates%20 != 0 || s.Attempts < 2 || !s.Complete {
		t.Errorf("larger instance %d states, %d invariants, %d searches, reference complete %v; want 50 invariants, several searches, a deeper larger instance, the whole reference", s.LargerStates, s.Invariants, s.Attempts, s.Complete)
	}
}
