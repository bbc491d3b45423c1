// Package testdirs locates the project root and the shared benchmark models for tests and benchmarks.
package testdirs

import (
	"os"
	"path/filepath"
	"sort"
)

// Root returns the directory holding go.mod, searching upward from the
// working directory. It panics when there is none (tests only).
func Root() string {
	dir, err := os.Getwd()
	if err != nil {
		panic(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			panic("testdirs: go.mod not found above the working directory")
		}
		dir = parent
	}
}

// Shared returns the shared benchmark models directory: $PARAVERIFY_SHARED
// when set, otherwise ../shared/protocols beside the project root.
func Shared() string {
	if d := os.Getenv("PARAVERIFY_SHARED"); d != "" {
		return d
	}
	return filepath.Join(Root(), "..", "shared", "protocols")
}

// SharedModel returns the path of a model in the shared directory.
func SharedModel(name string) string { return filepath.Join(Shared(), name) }

// Protocols returns the project's own protocols directory.
func Protocols() string { return filepath.Join(Root(), "protocols") }

// Models lists the *.m files in dir, sorted.
func Models(dir string) []string {
	files, _ := filepath.Glob(filepath.Join(dir, "*.m"))
	sort.Strings(files)
	return files
}
