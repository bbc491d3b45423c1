package archtest

import (
	"os/exec"
	"strings"
	"testing"
)

const module = "paraverify/"

// allowed maps a package (or a prefix ending in "/...") to the project
// packages it may import directly. Standard library imports are always
// allowed; third-party imports are listed in thirdParty.
var allowed = map[string][]string{
	"grammar":               {},
	"murphi/source":         {},
	"murphi/ast":            {"murphi/source"},
	"murphi/parser":         {"grammar", "murphi/ast", "murphi/source"},
	"murphi/check":          {"murphi/ast", "murphi/source", "murphi/check/sem"},
	"murphi/check/sem":      {"murphi/ast", "murphi/source"},
	"murphi/mc/...":         {"murphi/ast", "murphi/check", "murphi/source", "murphi/mc/..."},
	"murphi/mc/oracle":      {"murphi/check", "murphi/mc/sym", "murphi/mc/vm"},
	"murphi/format":         {"murphi/ast"},
	"murphi/lower/...":      {"murphi/ast", "murphi/check", "murphi/format", "murphi/source", "murphi/lower/..."},
	"invfinder/smt":         {},
	"invfinder/formula":     {"murphi/ast", "murphi/check", "murphi/source"},
	"invfinder/wp":          {"murphi/ast", "murphi/check", "murphi/source", "invfinder/formula", "invfinder/smt", "invfinder/wp/pathcond"},
	"invfinder/wp/pathcond": {"invfinder/formula"},
	"invfinder/evidence":    {"murphi/check", "murphi/mc/...", "invfinder/formula"},
	"invfinder/witness":     {"murphi/check", "invfinder/formula"},
	"invfinder/implication": {"murphi/check", "invfinder/formula"},
	"invfinder/literals":    {"murphi/check", "invfinder/formula", "invfinder/wp"},
	"invfinder":             {"murphi/check", "murphi/source", "invfinder/formula", "invfinder/literals", "invfinder/wp", "invfinder/smt", "invfinder/witness", "invfinder/implication"},
	"invfinder/report":      {"invfinder", "invfinder/formula"},
	"invfinder/sizes":       {"murphi/ast", "murphi/check", "invfinder/formula"},
	"internal/...":          {},
	"internal/testmodel":    {"murphi/parser", "murphi/check"},
	"internal/exitcode":     {},
	"internal/load":         {"murphi/ast", "murphi/check", "murphi/parser", "murphi/source", "internal/exitcode"},
	"internal/budget":       {"murphi/mc", "invfinder/smt"},
	"internal/report":       {"murphi/mc", "invfinder/report", "internal/exitcode"},
	"internal/prepare":      {"murphi/check", "murphi/lower", "murphi/mc", "murphi/source", "invfinder", "invfinder/formula", "proofgen"},
	"internal/instance":     {"murphi/ast", "murphi/check", "murphi/lower/homeunion", "murphi/lower/enumidx", "murphi/lower/litsize", "murphi/lower/fixsize", "murphi/mc", "murphi/mc/oracle", "invfinder/evidence", "invfinder/formula", "invfinder/sizes", "internal/exitcode", "internal/load", "internal/budget", "internal/prepare"},
	"internal/job":          {"murphi/ast", "murphi/check", "murphi/lower", "murphi/lower/fixsize", "murphi/mc", "murphi/mc/oracle", "murphi/source", "invfinder", "invfinder/evidence", "invfinder/formula", "invfinder/report", "invfinder/smt", "proofgen", "isabelle", "internal/exitcode", "internal/load", "internal/budget", "internal/report", "internal/prepare", "internal/instance"},
	"cmd/paraverify":        {"..."},
	"proofgen/model":        {"murphi/check"},
	"proofgen/translate":    {"murphi/ast", "murphi/check", "murphi/source", "invfinder/formula", "proofgen/model"},
	"proofgen":              {"murphi/check", "invfinder", "invfinder/formula", "invfinder/smt", "proofgen/model", "proofgen/translate"},
	"isabelle/...":          {"proofgen", "invfinder", "theories", "isabelle/..."},
	"theories":              {},
}

// thirdParty maps a package to the non-standard modules it may import.
var thirdParty = map[string][]string{
	"grammar":         {"github.com/antlr4-go/antlr/v4"},
	"murphi/parser":   {"github.com/antlr4-go/antlr/v4"},
	"invfinder/smt":   {"github.com/aclements/go-z3/z3"},
	"cmd/paraverify":  {"github.com/spf13/", "gopkg.in/yaml.v3", "golang.org/x/"},
	"internal/load":   {"gopkg.in/yaml.v3"},
	"internal/report": {"gopkg.in/yaml.v3"},
	"murphi/mc/...":   {"golang.org/x/"},
}

func match(pattern, pkg string) bool {
	if pattern == "..." {
		return true
	}
	if p, ok := strings.CutSuffix(pattern, "/..."); ok {
		return pkg == p || strings.HasPrefix(pkg, p+"/")
	}
	return pkg == pattern
}

func lookup(m map[string][]string, pkg string) ([]string, bool) {
	if v, ok := m[pkg]; ok {
		return v, true
	}
	best := ""
	for k := range m {
		if strings.HasSuffix(k, "/...") && match(k, pkg) && len(k) > len(best) {
			best = k
		}
	}
	if best == "" {
		return nil, false
	}
	return m[best], true
}

func TestImportRules(t *testing.T) {
	out, err := exec.Command("go", "list", "-f", "{{.ImportPath}} {{join .Imports \" \"}}", "paraverify/...").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		fields := strings.Fields(line)
		pkg := strings.TrimPrefix(fields[0], module)
		rules, ok := lookup(allowed, pkg)
		if !ok {
			t.Errorf("package %s has no import rule; add it to allowed", pkg)
			continue
		}
		third, _ := lookup(thirdParty, pkg)
	imports:
		for _, imp := range fields[1:] {
			if p, ok := strings.CutPrefix(imp, module); ok {
				for _, r := range rules {
					if match(r, p) {
						continue imports
					}
				}
				t.Errorf("%s must not import %s", pkg, p)
				continue
			}
			first := strings.SplitN(imp, "/", 2)[0]
			if !strings.Contains(first, ".") {
				continue // standard library
			}
			for _, r := range third {
				if strings.HasPrefix(imp, r) {
					continue imports
				}
			}
			t.Errorf("%s must not import third-party package %s", pkg, imp)
		}
	}
}
