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
	// namedRE matches the name a definition, lemma or theorem introduces.
	namedRE = regexp.MustCompile(`^\s*(?:definition|lemma|theorem|corollary|fun|primrec|abbreviation)\s+([A-Za-z_][A-Za-z0-9_']*)\b`)
	// commands are outer-syntax keywords of Isabelle/HOL that a generated
	// name must not be (definition prop :: ... does not parse); the
	// unfinished proofs are reported by unfinishedRE already.
	commands = map[string]bool{}
)

func init() {
	for _, k := range strings.Fields(`prop term typ value thm definition lemma theorem corollary proposition
		datatype type_synonym section text begin end theory imports keywords context locale primrec fun
		abbreviation axiomatization notation consts schematic_goal fix assume obtain subgoal
		defer prefer back is at for where and assumes shows fixes obtains have show by next from with
		using unfolding apply done also finally moreover ultimately note then hence thus proof qed`) {
		commands[k] = true
	}
}

// Lint reports the places in a theory's text that refer to a lemma's
// variables by name or position. Isabelle renames a free variable whose
// name ends in digits when the lemma is exported (p1 becomes ?p1.0), so
// [where p1 = t] fails, and [of t u] depends on the order in which the
// variables occur. The writer instantiates by unification instead (rule,
// OF); Lint keeps it so. Names that end in a letter are allowed in where.
// It also reports unfinished proofs (sorry, oops, sledgehammer) and a
// definition, lemma or theorem named by a keyword of Isabelle.
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
		if m := namedRE.FindStringSubmatch(line); m != nil && commands[m[1]] {
			out = append(out, fmt.Sprintf("%s: a name that is a keyword of Isabelle (%s)", at, m[1]))
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
