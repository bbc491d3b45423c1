package lower

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"paraverify/internal/testdirs"
	"paraverify/internal/testmodel"
	"paraverify/murphi/check"
	"paraverify/murphi/format"
	"paraverify/murphi/mc"
	"paraverify/murphi/parser"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// load parses and checks src.
func load(t *testing.T, path string, src []byte) *check.Model {
	t.Helper()
	f, errs := parser.ParseFile(path, src)
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	m, errs := check.Check(f, nil)
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	return m
}

// show prints a lowering: the lowered model and what was left.
func show(res *Result) string {
	var b strings.Builder
	b.WriteString(format.File(res.Model.File))
	for _, e := range res.Left {
		b.WriteString("-- left (" + e.Kind.Name + "): " + e.Error() + "\n")
	}
	return b.String()
}

// TestGolden lowers every testdata/*.m and compares the printed result
// with testdata/*.lowered (go test -update rewrites them).
func TestGolden(t *testing.T) {
	files, _ := filepath.Glob("testdata/*.m")
	for _, path := range files {
		t.Run(filepath.Base(path), func(t *testing.T) {
			src, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			res := Lower(load(t, filepath.Base(path), src), nil)
			got := show(res)
			golden := strings.TrimSuffix(path, ".m") + ".lowered"
			if *update {
				if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatal(err)
			}
			if got != string(want) {
				t.Errorf("lowered %s differs from %s:\n%s", path, golden, got)
			}
		})
	}
}

// models are the models whose lowering must keep the state space: the
// project's own (valid and buggy), the golden tests' and the benchmarks,
// at small sizes.
func models(t *testing.T) map[string]map[string]int64 {
	out := map[string]map[string]int64{}
	own, _ := filepath.Glob(filepath.Join(testdirs.Root(), "protocols", "*.m"))
	golden, _ := filepath.Glob(filepath.Join("testdata", "*.m"))
	for _, p := range append(own, golden...) {
		out[p] = nil
	}
	for name, consts := range map[string]map[string]int64{
		"german.m": {"NODE_NUM": 2}, "german_chou.m": {"NODE_NUM": 2}, "flash_nodata.m": {"NODE_NUM": 2},
		"flash_chou.m": {"NODE_NUM": 2}, "mutualEx.m": nil, "mesi.m": nil, "moesi.m": nil, "germanish.m": nil,
	} {
		out[testdirs.SharedModel(name)] = consts
	}
	return out
}

// refused are the models the lowering refuses (multisets).
var refused = map[string]bool{"multiset_net.m": true}

// TestSameStateSpace explores every model and its lowering with the
// explicit-state checker (no symmetry reduction): the same number of
// states and of rules fired, and the same verdict. It also checks that
// the printed lowering parses and checks.
func TestSameStateSpace(t *testing.T) {
	for path, consts := range models(t) {
		t.Run(filepath.Base(path), func(t *testing.T) {
			m := testmodel.Load(t, path, consts)
			conf := &check.Config{Consts: consts}
			res := Lower(m, conf)
			for _, e := range res.Left {
				if e.Kind == kindInternal {
					t.Fatalf("lowering failed: %v", e)
				}
			}
			if res.Refused != refused[filepath.Base(path)] {
				t.Fatalf("refused: %v, want %v (%v)", res.Refused, refused[filepath.Base(path)], res.Left)
			}
			if res.Refused {
				if res.Model != m || len(res.Left) == 0 {
					t.Fatalf("a refused model is lowered, or nothing is reported")
				}
				for _, e := range res.Left {
					if e.Kind != KindMultiset {
						t.Errorf("refused for %v", e)
					}
				}
			}
			text := format.File(res.Model.File)
			f, errs := parser.ParseFile(path, []byte(text))
			if len(errs) > 0 {
				t.Fatalf("the printed lowering does not parse: %v\n%s", errs, text)
			}
			if _, errs := check.Check(f, conf); len(errs) > 0 {
				t.Fatalf("the printed lowering does not check: %v\n%s", errs, text)
			}
			if res.Model == m {
				return
			}
			orig, err := mc.Compile(m)
			if err != nil {
				t.Skipf("the explicit-state checker does not run the model: %v", err)
			}
			low, err := mc.Compile(res.Model)
			if err != nil {
				t.Fatalf("the lowered model does not compile: %v", err)
			}
			opt := mc.Options{MaxStates: 300000, Workers: 1}
			a, b := orig.Explore(opt), low.Explore(opt)
			if a.Violation != nil && a.Violation.Kind == "error" && b.Violation != nil && b.Violation.Kind == "invariant" {
				// an assert or error the lowering made an invariant:
				// it fails there, in the state before the rule fires
				if b.Violation.Pos != a.Violation.Pos {
					t.Errorf("original: %v; lowered: %v (want the invariant of the same assert)", a.Violation, b.Violation)
				}
				return
			}
			if a.States != b.States || a.RulesFired != b.RulesFired || (a.Violation == nil) != (b.Violation == nil) || a.Limit != b.Limit {
				t.Errorf("original: %d states, %d rules, violation %v, limit %q; lowered: %d states, %d rules, violation %v, limit %q",
					a.States, a.RulesFired, a.Violation, a.Limit, b.States, b.RulesFired, b.Violation, b.Limit)
			}
		})
	}
}

// TestNothingToLower checks that a model without the constructs the
// lowering rewrites comes back as it is (the same checked model), so that
// the search and the proof see exactly what they saw before the lowering.
func TestNothingToLower(t *testing.T) {
	for _, name := range []string{"mutualEx.m", "mesi.m", "moesi.m", "germanish.m", "german.m", "german_chou.m", "flash_nodata.m", "flash.m"} {
		m := testmodel.Load(t, testdirs.SharedModel(name), nil)
		if res := Lower(m, nil); res.Model != m || len(res.Left) > 0 {
			t.Errorf("%s was lowered (left: %v)", name, res.Left)
		}
	}
}

// TestAliasConstant lowers an alias of a constant that bounds a ruleset
// parameter's subrange and a local's type.
func TestAliasConstant(t *testing.T) {
	src := "const MAX : 3; var x : 0..3; alias top : MAX do ruleset d : 1..top do rule var w : 0..top; begin w := d; x := w; end; end; end;"
	res := Lower(load(t, "t.m", []byte(src)), nil)
	if len(res.Left) > 0 || res.Refused {
		t.Fatalf("left: %v", res.Left)
	}
	if got := format.File(res.Model.File); !strings.Contains(got, "ruleset d : 1..MAX do") || strings.Contains(got, "top") {
		t.Errorf("the alias is not substituted in the bound:\n%s", got)
	}
}

// TestLeftIsReported checks that every construct left in place is
// reported with its kind and a position in the file.
func TestLeftIsReported(t *testing.T) {
	for _, tc := range []struct{ src, want string }{
		{"var x : boolean; procedure P(); begin P(); end; rule begin P(); end;", "t.m:1:60: the call of P: the procedure is recursive"},
		// a read of what two record locals stand for: each part would be
		// read as of another copy (the version was the map order's pick)
		{"type R : record a : boolean; b : boolean; end; var g : array [1..2] of R; x : boolean;\nruleset k : 1..2 do rule var l1 : R; l2 : R; begin l1 := g[1]; l2 := g[2]; l1.a := !l1.a; x := g[k].a; l2.b := x; g[1] := l1; g[2] := l2; end; end;", "t.m:2:96: g[k].a reads what both l1 and l2 stand for"},
		{"var x : boolean; function F() : boolean; begin x := true; return x; end; rule F() ==> begin end;", "t.m:1:79: the call of F: it assigns x"},
		{"var x, y : boolean; rule var t : boolean; begin t := x; x := y; y := t; end;", "t.m:1:57: without the locals, the statements cannot be ordered so that every read sees the value it sees with them (a cycle through x at 1:54)"},
		{"type T : scalarset(2); var x : T; rule begin clear x; end;", "t.m:1:46: clear sets every T in x to its first value"},
		{"var a : array [1..2] of boolean; b : boolean; rule var i : 1..2; begin i := 1; alias e : a[i] do i := 2; e := b; end; end;", "t.m:1:86: the alias e reads i, which its body changes"},
		{"var x : 0..3; function F(n : 0..3) : 0..3; begin if n = 0 then return 0 else return F(n - 1) end; end; rule begin x := F(x); end;", "t.m:1:120: the call of F: the function is recursive"},
		// the record parameter would be G(p): G(p).a is not Murphi
		{"type R : record a : boolean; end; var p : R; b : boolean;\nfunction G(x : R) : R; var y : R; begin y.a := !x.a; return y; end;\nfunction H(x : R) : boolean; begin return x.a; end;\nrule begin b := H(G(p)); end;", "t.m:4:17: the call of H: its value would select"},
		{"var x : 0..3; a : array [0..3] of boolean; rule var k : 0..3; begin k := x; for i := 0 to k do a[i] := true; end; end;", "t.m:1:91: a rule with local variables and a for loop whose bound reads k"},
		// a switch that names only some values of its enum and has no else
		{"type E : enum {P, Q, R}; var x : E; function F(e : E) : E; begin switch e case P: return Q; case Q: return R; end; end; rule begin x := F(x); end;", "t.m:1:137: the call of F: it can end without returning a value"},
		{"type T : multiset [2] of boolean; var m : T; rule begin multisetadd(true, m); end;", "t.m:1:10: unsupported: a multiset type"},
		// an alias kept inside one that is substituted (CMurphi's cache3.m:
		// the kept alias still named the substituted one, an internal error)
		{"type N : scalarset(2); var net : array [N] of N; p : array [N] of boolean;\nruleset k : N do alias d : net[k] do alias me : p[d] do rule begin net[k] := k; me := true; end; end; end; end;", "t.m:2:44: the alias me reads net, which the rules below it change"},
		// the same with an assert under the kept alias: it stays (no
		// internal error from the asserts pass)
		{"type N : scalarset(2); var net : array [N] of N; p : array [N] of boolean;\nruleset k : N do alias d : net[k] do alias me : p[d] do rule begin assert !me; net[k] := k; me := true; end; end; end; end;", "t.m:2:44: the alias me reads net, which the rules below it change"},
		// an alias of a call of a function that reads the state, which the
		// rule changes (one that reads no state is substituted:
		// TestStatelessAlias)
		{"var x : 0..1; y : 0..1;\nfunction F(n : 0..1) : 0..1; begin return x; end;\nruleset k : 0..1 do alias h : F(k) do rule begin x := 1 - x; y := h; end; end; end;", "t.m:3:27: the alias h reads F, which the rules below it change"},
	} {
		res := Lower(load(t, "t.m", []byte(tc.src)), nil)
		found := false
		for _, e := range res.Left {
			found = found || e.Kind != nil && strings.HasPrefix(e.Error(), tc.want)
			if strings.Contains(e.Error(), "internal error") {
				t.Errorf("%s: %v", tc.src, e)
			}
		}
		if !found {
			t.Errorf("%s\n got  %v\n want %s...", tc.src, res.Left, tc.want)
		}
	}
}

// TestStatelessAlias: a rule-level alias of a call of a function that
// reads no state (cubicle's cachei.m: home : home_node(addr) over a ruleset
// parameter) is substituted, though the rules change the state.
func TestStatelessAlias(t *testing.T) {
	src := "var x : 0..1; y : 0..1;\nfunction F(n : 0..1) : 0..1; begin return 1 - n; end;\nruleset k : 0..1 do alias h : F(k) do rule begin x := 1 - x; y := h; end; end; end;\ninvariant x = x;\n"
	res := Lower(load(t, "t.m", []byte(src)), nil)
	if len(res.Left) != 0 {
		t.Fatalf("left: %v", res.Left)
	}
}
