package job

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"paraverify/internal/testdirs"
)

// TestTimeoutInPrecheck: a property naming eight nodes of German 2004
// by their numbers makes ten or more nodes the reference instance, where the
// check of what the search and the proof support (every rule instance
// executed symbolically) takes minutes; --timeout stops it there, with
// the reason and where it stopped (before, it ran on past the budget:
// MurphiEDMC's German04_node8 files went past a 60 s --timeout for more
// than 15 minutes, and past a SIGTERM).
func TestTimeoutInPrecheck(t *testing.T) {
	if testing.Short() {
		t.Skip("a few seconds of CPU")
	}
	src, err := os.ReadFile(filepath.Join(testdirs.Shared(), "german2004.m"))
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Replace(string(src), "const num_nodes: 3;", "const num_nodes: 8;", 1)
	var lits []string
	for _, n := range "12345678" {
		lits = append(lits, "node["+string(n)+"].cache[1].state = cache_shared")
	}
	text += "\ninvariant \"eight\" !(" + strings.Join(lits, " & ") + ");\n"
	if !strings.Contains(text, "const num_nodes: 8;") {
		t.Fatal("german2004.m changed: the test's edit does not apply")
	}
	path := filepath.Join(t.TempDir(), "eight.m")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	o := Defaults()
	o.JSON, o.Out, o.Version, o.Workers, o.Timeout = true, filepath.Join(t.TempDir(), "out"), "test", 1, 2*time.Second
	var out, errs bytes.Buffer
	start := time.Now()
	err = Run(o, path, true, &out, &errs)
	if took := time.Since(start); took > 30*time.Second {
		t.Errorf("a 2 s --timeout stopped the job after %v", took)
	}
	var s Summary
	if jerr := json.Unmarshal(out.Bytes(), &s); jerr != nil || err == nil {
		t.Fatalf("%v %v\n%s\n%s", err, jerr, out.String(), errs.String())
	}
	if s.Result != "inconclusive" || !strings.Contains(s.Message, "stopped: the time budget of 2s (--timeout) ran out") || !strings.Contains(s.Message, "It stopped while checking what the search and the proof support, before any search, on the reference instance num_nodes=") {
		t.Errorf("result %q, message %q", s.Result, s.Message)
	}
}
