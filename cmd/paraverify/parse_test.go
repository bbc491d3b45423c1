package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"paraverify/internal/testdirs"
)

// runCLI runs the CLI in-process and returns exit code, stdout and stderr.
func runCLI(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	code := run(args, &out, &errb)
	return code, out.String(), errb.String()
}

func TestParseSharedModels(t *testing.T) {
	models := testdirs.Models(testdirs.Shared())
	if len(models) < 10 {
		t.Fatalf("found %d shared models in %s, want at least 10", len(models), testdirs.Shared())
	}
	for _, m := range models {
		t.Run(filepath.Base(m), func(t *testing.T) {
			code, out, errs := runCLI(t, "parse", m)
			if code != exitOK {
				t.Fatalf("exit %d\n%s", code, errs)
			}
			if !strings.Contains(out, ": ok") || !strings.Contains(out, "rules (") {
				t.Errorf("summary lacks the expected sections:\n%s", out)
			}
		})
	}
}

func TestParseProjectModels(t *testing.T) {
	models := testdirs.Models(testdirs.Protocols())
	if len(models) < 10 {
		t.Fatalf("found %d project models, want at least 10", len(models))
	}
	code, _, errs := runCLI(t, append([]string{"parse"}, models...)...)
	if code != exitOK {
		t.Fatalf("exit %d\n%s", code, errs)
	}
}

func TestParseJSON(t *testing.T) {
	code, out, errs := runCLI(t, "parse", "--json", testdirs.SharedModel("german_chou.m"))
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var got struct {
		OK    bool
		Files []struct {
			OK        bool
			Constants []struct {
				Name  string
				Value int64
			}
			Variables []struct{ Name, Type string }
			Rules     []struct {
				Name   string
				Params []struct{ Name, Type string }
			}
			Invariants []struct{ Name string }
		}
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatalf("bad JSON: %v\n%s", err, out)
	}
	if !got.OK || len(got.Files) != 1 {
		t.Fatalf("unexpected result %+v", got)
	}
	f := got.Files[0]
	if len(f.Rules) != 12 || len(f.Invariants) != 2 || len(f.Variables) != 11 {
		t.Errorf("german_chou: %d rules, %d invariants, %d variables; want 12, 2, 11",
			len(f.Rules), len(f.Invariants), len(f.Variables))
	}
	if len(f.Constants) != 2 || f.Constants[0].Name != "NODE_NUM" || f.Constants[0].Value != 4 {
		t.Errorf("constants = %+v", f.Constants)
	}
	var store []string
	for _, r := range f.Rules {
		if r.Name == "Store" {
			for _, p := range r.Params {
				store = append(store, p.Name+":"+p.Type)
			}
		}
	}
	if strings.Join(store, ",") != "i:NODE,d:DATA" {
		t.Errorf("Store params = %v", store)
	}
}

func TestParseDefineOverride(t *testing.T) {
	code, out, errs := runCLI(t, "parse", "--json", "-D", "NODE_NUM=3", testdirs.SharedModel("german_chou.m"))
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if !strings.Contains(out, `"name": "NODE_NUM",
          "value": 3`) {
		t.Errorf("override not applied:\n%s", out)
	}
	code, _, errs = runCLI(t, "parse", "-D", "NODE_NUM", testdirs.SharedModel("german_chou.m"))
	if code != exitBadInput || !strings.Contains(errs, "NAME=VALUE") {
		t.Errorf("bad -D: exit %d, %s", code, errs)
	}
}

func TestParseConfigFile(t *testing.T) {
	cfg := filepath.Join(t.TempDir(), "c.yaml")
	if err := os.WriteFile(cfg, []byte("consts:\n  NODE_NUM: 2\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errs := runCLI(t, "parse", "--config", cfg, testdirs.SharedModel("german_chou.m"))
	if code != exitOK || !strings.Contains(out, "NODE_NUM = 2") {
		t.Errorf("exit %d\n%s\n%s", code, out, errs)
	}
	// -D wins over the config file.
	code, out, _ = runCLI(t, "parse", "--config", cfg, "-D", "NODE_NUM=5", testdirs.SharedModel("german_chou.m"))
	if code != exitOK || !strings.Contains(out, "NODE_NUM = 5") {
		t.Errorf("-D did not win: exit %d\n%s", code, out)
	}
}

// TestParseBadInputs runs every bad-input case through the CLI: exit 2
// (3 for the unsupported_* cases, whose only errors are constructs the
// tool does not support), no panic, and at least one positioned error
// naming the file; a case with warnings only (a constant out of range)
// exits 0 and prints them.
func TestParseBadInputs(t *testing.T) {
	dir := filepath.Join(testdirs.Root(), "murphi", "check", "testdata", "bad")
	models := testdirs.Models(dir)
	if len(models) < 30 {
		t.Fatalf("found %d bad inputs in %s, want at least 30", len(models), dir)
	}
	for _, m := range models {
		t.Run(filepath.Base(m), func(t *testing.T) {
			code, out, errs := runCLI(t, "parse", m)
			src, _ := os.ReadFile(m)
			if strings.Count(string(src), "###") == strings.Count(string(src), `### "warning: `) && strings.Contains(string(src), "###") {
				if code != exitOK || !strings.HasPrefix(errs, m+":") || !strings.Contains(errs, ": warning: constant") {
					t.Errorf("exit %d, want %d with warnings\nstdout: %s\nstderr: %s", code, exitOK, out, errs)
				}
				return
			}
			want := exitBadInput
			if strings.HasPrefix(filepath.Base(m), "unsupported_") {
				want = exitInconclusive
			}
			if code != want {
				t.Fatalf("exit %d, want %d\nstdout: %s\nstderr: %s", code, want, out, errs)
			}
			if !strings.HasPrefix(errs, m+":") {
				t.Errorf("error does not start with the file position:\n%s", errs)
			}
			if strings.Contains(errs, "panic") || strings.Contains(errs, "internal error") {
				t.Errorf("internal failure:\n%s", errs)
			}
		})
	}
}

func TestUsageErrors(t *testing.T) {
	for _, args := range [][]string{
		{"parse"},
		{"nosuchcommand"},
		{"parse", "--nosuchflag", "x.m"},
		{"parse", filepath.Join(t.TempDir(), "missing.m")},
	} {
		if code, _, _ := runCLI(t, args...); code != exitBadInput {
			t.Errorf("%v: exit %d, want %d", args, code, exitBadInput)
		}
	}
	code, out, _ := runCLI(t, "--help")
	if code != exitOK || !strings.Contains(out, "Exit codes:") {
		t.Errorf("--help: exit %d\n%s", code, out)
	}
}
