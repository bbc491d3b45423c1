package archtest

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// maxLines bounds the hand-written Go code of one package (tests and
// generated files aside): "no package over about 2k lines"; a package
// that grows past it is split where it took on a second responsibility.
const maxLines = 2200

// TestPackageShape: every package says what it is in a package comment,
// and none holds more than maxLines lines of hand-written code.
func TestPackageShape(t *testing.T) {
	out, err := exec.Command("go", "list", "-f", "{{.ImportPath}}\t{{.Dir}}\t{{if .Doc}}doc{{end}}\t{{join .GoFiles \" \"}}", "paraverify/...").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		f := strings.Split(line, "\t")
		pkg, dir, doc, files := strings.TrimPrefix(f[0], module), f[1], f[2], strings.Fields(f[3])
		if doc == "" {
			t.Errorf("package %s has no package comment", pkg)
		}
		n := 0
		for _, name := range files {
			src, err := os.ReadFile(filepath.Join(dir, name))
			if err != nil {
				t.Fatal(err)
			}
			if generated(src) {
				continue
			}
			n += bytes.Count(src, []byte("\n"))
		}
		if n > maxLines {
			t.Errorf("package %s has %d lines of hand-written code, more than %d: split it", pkg, n, maxLines)
		}
	}
}

// generated reports whether src carries Go's "Code generated ... DO NOT
// EDIT." line before its package clause.
func generated(src []byte) bool {
	head, _, _ := bytes.Cut(src, []byte("\npackage "))
	for _, l := range bytes.Split(head, []byte("\n")) {
		if bytes.HasPrefix(l, []byte("// Code generated ")) && bytes.HasSuffix(bytes.TrimSpace(l), []byte("DO NOT EDIT.")) {
			return true
		}
	}
	return false
}
