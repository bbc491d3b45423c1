package main

// This file names the version of the tool (--version, and the run record
// of the tables).

import (
	"runtime"
	"runtime/debug"
	"strings"
)

// version names this build: the module version, or the commit it was
// built from (with +modified for uncommitted changes), and Go's version.
func version() string {
	v := "devel"
	if bi, ok := debug.ReadBuildInfo(); ok {
		if bi.Main.Version != "" && bi.Main.Version != "(devel)" && !strings.HasPrefix(bi.Main.Version, "v0.0.0-") {
			v = bi.Main.Version
		}
		var rev, mod string
		for _, s := range bi.Settings {
			switch s.Key {
			case "vcs.revision":
				rev = s.Value
			case "vcs.modified":
				if s.Value == "true" {
					mod = "+modified"
				}
			}
		}
		if len(rev) > 12 {
			rev = rev[:12]
		}
		if rev != "" {
			v += " (commit " + rev + mod + ")"
		}
	}
	return "paraverify " + v + ", " + runtime.Version()
}
