package isabelle

// This file checks generated theory text for constructs that Isabelle may
// reject depending on how it names things, so that such a mistake is found
// without running Isabelle.

import (
	"fmt"
	"path"
	"regexp"
	"strings"

	"paraverify/theories"
)

var (
	cartoucheRE = regexp.MustCompile(`(?s)\\<open>.*?\\<close>`)
	// whereRE matches an instantiation by name: [where x = t].
	whereRE = regexp.MustCompile(`\bwhere\s+(\??[A-Za-z_][A-Za-z0-9_']*(?:\.[0-9]+)?)\s*=`)
	// ofRE matches an instantiation by position: [of t u] or [OF a, of t].
	ofRE = regexp.MustCompile(`[\[,]\s*of\s`)
	// unfinishedRE matches proofs that are not proofs.
	unfinishedRE = regexp.MustCompile(`\b(sorry|oops|sledgehammer)\b`)
)

// Lint reports the places in a theory's text that refer to a lemma's
// variables by name or position. Isabelle renames a free variable whose
// name ends in digits when the lemma is exported (p1 becomes ?p1.0), so
// [where p1 = t] fails, and [of t u] depends on the order in which the
// variables occur. The writer instantiates by unification instead (rule,
// OF); Lint keeps it so. Names that end in a letter are allowed in where.
// It also reports unfinished proofs (sorry, oops, sledgehammer).
func Lint(name, text string) []string {
	text = cartoucheRE.ReplaceAllStringFunc(text, func(s string) string {
		// keep the line numbers
		return strings.Repeat("\n", strings.Count(s, "\n"))
	})
	var out []string
	for i, line := range strings.Split(text, "\n") {
		at := fmt.Sprintf("%s:%d", name, i+1)
		for _, m := range whereRE.FindAllStringSubmatch(line, -1) {
			v := strings.TrimPrefix(m[1], "?")
			if last := v[len(v)-1]; last >= '0' && last <= '9' || strings.HasSuffix(v, "'") || strings.HasSuffix(v, "_") {
				out = append(out, fmt.Sprintf("%s: instantiation of %s by name (Isabelle may rename it)", at, m[1]))
			}
		}
		if ofRE.MatchString(line) {
			out = append(out, fmt.Sprintf("%s: instantiation by position (of)", at))
		}
		if m := unfinishedRE.FindString(line); m != "" {
			out = append(out, fmt.Sprintf("%s: %s", at, m))
		}
	}
	return out
}

// Lint checks every generated theory of the session (see Lint); the
// hand-written base theory is checked with Isabelle as it is.
func (s *Session) Lint() []string {
	var out []string
	for _, name := range s.SortedFiles() {
		if strings.HasSuffix(name, ".thy") && path.Base(name) != theories.BaseName+".thy" {
			out = append(out, Lint(name, s.Files[name])...)
		}
	}
	return out
}
