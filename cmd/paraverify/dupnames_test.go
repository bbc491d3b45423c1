package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"paraverify/internal/job"
	"paraverify/internal/testdirs"
)

// dupPreamble declares the state of the models with repeated names below.
const dupPreamble = "const N : 2;\ntype A : scalarset(N); B : scalarset(N);\n" +
	"var a : array [A] of boolean; b : array [B] of boolean; x : boolean;\n"

// TestDuplicateNames: families that share a name (Murphi's names are
// labels) are told apart everywhere. The main job proves each model
// (tables verified by Z3, every generalized obligation re-checked by Z3,
// the session lint-clean) and the tables, relations and theories show the
// later families under their display names; before, rules sharing a name
// lost relations and properties sharing one were proved from the wrong
// invariants (internal errors).
func TestDuplicateNames(t *testing.T) {
	start := "startstate begin for i : A do a[i] := false; endfor; for i : B do b[i] := false; endfor; x := true; end;\n"
	leave := "ruleset i : A do rule \"leaveA\" a[i] ==> begin a[i] := false; x := true; endrule; endruleset;\n" +
		"ruleset i : B do rule \"leaveB\" b[i] ==> begin b[i] := false; x := true; endrule; endruleset;\n"
	enter := "ruleset i : A do rule \"enterA\" x ==> begin a[i] := true; x := false; endrule; endruleset;\n" +
		"ruleset i : B do rule \"enterB\" x ==> begin b[i] := true; x := false; endrule; endruleset;\n"
	excl := "invariant \"excl\" forall i : A do forall j : B do !(a[i] & b[j]) end end;\n"
	exclA := "invariant \"excl\" forall i : A do forall j : A do i != j -> !(a[i] & a[j]) end end;\n"
	for _, tc := range []struct {
		name, src string
		want      []string // in relations.md or invariants.md
		thy       []string // in the theories
	}{
		{"rules over two types", "", // protocols/dup_rule_names.m
			[]string{"| enter_2(P1) |", "| enter(P1) |", `enter_2 = rule "enter" at line 11.`},
			[]string{"definition r_enter_2 ", `text \<open>Rule enter_2 (rule "enter" at line 11).\<close>`}},
		{"invariants", dupPreamble + start + enter + leave + exclA + excl,
			[]string{"| property excl |", "| property excl_2 |", `excl_2 = invariant "excl" at line 10.`},
			[]string{`text \<open>Property excl_2 (invariant "excl" at line 10).\<close>`, "prop_excl_2"}},
		{"startstates", dupPreamble + "startstate \"init\" begin for i : A do a[i] := false; endfor; for i : B do b[i] := false; endfor; x := true; end;\n" +
			"startstate \"init\" begin for i : A do a[i] := false; endfor; for i : B do b[i] := false; endfor; x := false; end;\n" +
			enter + leave + "rule \"kick\" !x & forall i : A do !a[i] end & forall i : B do !b[i] end ==> begin x := true; endrule;\n" + excl,
			[]string{`init_2 = startstate "init" at line 5.`}, []string{"definition start_init_2 "}},
		{"inside and outside a ruleset", dupPreamble + start +
			"ruleset i : A do rule \"step\" x ==> begin a[i] := true; x := false; endrule; endruleset;\n" +
			"rule \"step\" !x & forall i : A do !a[i] end ==> begin x := true; endrule;\n" +
			"ruleset i : A do rule \"leaveA\" a[i] ==> begin a[i] := false; x := true; endrule; endruleset;\n" + exclA,
			[]string{"| step(P1) |", "| step_2() |", `step_2 = rule "step" at line 6.`}, []string{"definition r_step_2 "}},
		{"one ruleset", dupPreamble + start +
			"ruleset i : A do\n  rule \"move\" x ==> begin a[i] := true; x := false; endrule;\n  rule \"move\" a[i] ==> begin a[i] := false; x := true; endrule;\nendruleset;\n" + exclA,
			[]string{"| move(P1) |", "| move_2(P1) |", `move_2 = rule "move" at line 7.`}, []string{"definition r_move_2 "}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			model := filepath.Join(testdirs.Protocols(), "dup_rule_names.m")
			if tc.src != "" {
				model = filepath.Join(t.TempDir(), "dup.m")
				if err := os.WriteFile(model, []byte(tc.src), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			if r := checkRun(t, exitOK, model); r.Result != "ok" {
				t.Fatalf("check: %+v", r)
			}
			dir := filepath.Join(t.TempDir(), "out")
			s := proveRun(t, exitOK, "-o", dir, model)
			if s.Result != job.ResultWritten || s.Invariants == 0 || s.Proof == nil || s.Proof.Obligations == 0 || s.Proof.Lemmas == 0 {
				t.Fatalf("%+v %+v", s, s.Proof)
			}
			var tables, theories string
			for _, f := range []string{"invariants.md", "relations.md", "invariants.yaml"} {
				data, err := os.ReadFile(filepath.Join(dir, f))
				if err != nil {
					t.Fatal(err)
				}
				tables += string(data)
			}
			entries, err := os.ReadDir(filepath.Join(dir, "isabelle"))
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range entries {
				if strings.HasSuffix(e.Name(), ".thy") {
					data, _ := os.ReadFile(filepath.Join(dir, "isabelle", e.Name()))
					theories += string(data)
					for _, bad := range lintGenerated(e.Name(), string(data)) {
						t.Errorf("%s: %s", e.Name(), bad)
					}
				}
			}
			for _, w := range append(tc.want, "renamed:") {
				if !strings.Contains(tables, w) {
					t.Errorf("tables lack %q:\n%s", w, tables)
				}
			}
			for _, w := range tc.thy {
				if !strings.Contains(theories, w) {
					t.Errorf("theories lack %q", w)
				}
			}
		})
	}
}

// TestDuplicateNamesBuggy: in dup_rule_names_bug.m the second rule
// "enter" forgets to clear x; the main job reports the violation with a
// trace that names that rule by its display name (exit 1).
func TestDuplicateNamesBuggy(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "out")
	code, out, errs := runCLI(t, "-o", dir, filepath.Join(testdirs.Protocols(), "dup_rule_names_bug.m"))
	if code != exitViolated || !strings.Contains(out, `invariant "excl" failed`) || !strings.Contains(out, "trace (") ||
		!strings.Contains(out, "enter_2(i:=B_1)") {
		t.Fatalf("exit %d\n%s\n%s", code, out, errs)
	}
	if _, err := os.Stat(dir); err == nil {
		t.Errorf("output written for a violated model")
	}
}
