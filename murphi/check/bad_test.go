package check_test

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"paraverify/internal/testdirs"
	"paraverify/murphi/check"
	"paraverify/murphi/parser"
	"paraverify/murphi/source"
)

// loadErrs parses and checks a file and returns all its errors and, with
// the prefix "warning: ", its warnings.
func loadErrs(path string, src []byte) source.ErrorList {
	f, errs := parser.ParseFile(path, src)
	if len(errs) > 0 {
		return errs
	}
	m, errs := check.Check(f, nil)
	for _, w := range m.Warnings {
		errs = append(errs, &source.Error{Pos: w.Pos, Msg: "warning: " + w.Msg})
	}
	return errs
}

// expectation is one expected error.
type expectation struct {
	line, col int // col 0: any column
	substr    string
}

var annotation = regexp.MustCompile(`--\s*###\s*"([^"]*)"`)

// readmeExpectations reads `FILE LINE:COL "substring"` lines from README.md.
func readmeExpectations(t *testing.T, dir string) map[string][]expectation {
	out := map[string][]expectation{}
	f, err := os.Open(filepath.Join(dir, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	line := regexp.MustCompile(`^(\S+\.m) (\d+):(\d+) "([^"]*)"$`)
	for sc.Scan() {
		if m := line.FindStringSubmatch(sc.Text()); m != nil {
			var l, c int
			fmt.Sscan(m[2], &l)
			fmt.Sscan(m[3], &c)
			out[m[1]] = append(out[m[1]], expectation{l, c, m[4]})
		}
	}
	return out
}

// TestBadInputs runs the bad-input suite: every annotated error must be
// reported on its line, and no error may be reported that is not expected.
func TestBadInputs(t *testing.T) {
	dir := filepath.Join(testdirs.Root(), "murphi", "check", "testdata", "bad")
	files := testdirs.Models(dir)
	if len(files) < 30 {
		t.Fatalf("%d bad inputs, want at least 30", len(files))
	}
	fromReadme := readmeExpectations(t, dir)
	for name := range fromReadme {
		if _, err := os.Stat(filepath.Join(dir, name)); err != nil {
			t.Errorf("README.md names %s: %v", name, err)
		}
	}
	for _, path := range files {
		name := filepath.Base(path)
		t.Run(name, func(t *testing.T) {
			src, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			want := fromReadme[name]
			for i, l := range strings.Split(string(src), "\n") {
				for _, m := range annotation.FindAllStringSubmatch(l, -1) {
					want = append(want, expectation{line: i + 1, substr: m[1]})
				}
			}
			if len(want) == 0 {
				t.Fatalf("%s has no expectation", name)
			}
			errs := loadErrs(name, src)
			if len(errs) == 0 {
				t.Fatalf("no error reported; want %v", want)
			}
			matched := make([]bool, len(errs))
			for _, w := range want {
				found := false
				for i, e := range errs {
					if e.Pos.Line == w.line && (w.col == 0 || e.Pos.Col == w.col) && strings.Contains(e.Msg, w.substr) {
						matched[i], found = true, true
					}
				}
				if !found {
					t.Errorf("line %d: want an error containing %q; got:\n%v", w.line, w.substr, errs)
				}
			}
			for i, e := range errs {
				if !matched[i] {
					t.Errorf("unexpected error: %v", e)
				}
				if e.Pos.File != name {
					t.Errorf("error names file %q, want %q", e.Pos.File, name)
				}
			}
		})
	}
}
