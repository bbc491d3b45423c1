package rumurdiff

// This file implements running Rumur (Debian package rumur) on a model:
// Rumur translates it to C, the C compiler builds the verifier, which runs
// single-threaded with CMurphi's deadlock semantics (its default).

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"time"
)

// Available reports whether rumur and cc are on PATH.
func Available() bool {
	for _, t := range []string{"rumur", "cc"} {
		if _, err := exec.LookPath(t); err != nil {
			return false
		}
	}
	return true
}

// ErrTimeout is returned when Rumur's verifier runs for more than a
// minute.
var ErrTimeout = errors.New("rumur: the verifier ran for more than a minute")

// Result is Rumur's verdict on a model.
type Result struct {
	OK     bool // "No error found"
	States int64
	Rules  int64
	Output string
}

var countsRE = regexp.MustCompile(`(\d+) states, (\d+) rules fired`)

// Run checks src with Rumur in dir, with exact symmetry reduction
// (Rumur's exhaustive mode) or none.
func Run(dir, src string, symmetry bool) (*Result, error) {
	m := filepath.Join(dir, "m.m")
	if err := os.WriteFile(m, []byte(src), 0o644); err != nil {
		return nil, err
	}
	mode := "off"
	if symmetry {
		mode = "exhaustive"
	}
	c := filepath.Join(dir, "m.c")
	if out, err := exec.Command("rumur", "--symmetry-reduction", mode, m, "--output", c).CombinedOutput(); err != nil {
		return nil, fmt.Errorf("rumur rejects the model: %v\n%s", err, out)
	}
	bin := filepath.Join(dir, "m")
	// The verifier needs 16-byte compare-and-swap: -mcx16 and libatomic.
	if out, err := exec.Command("cc", "-O0", "-mcx16", c, "-o", bin, "-lpthread", "-latomic").CombinedOutput(); err != nil {
		return nil, fmt.Errorf("cc: %v\n%s", err, out)
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	out, err := exec.CommandContext(ctx, bin, "--threads", "1").CombinedOutput()
	if ctx.Err() != nil {
		return nil, ErrTimeout
	}
	r := &Result{Output: string(out)}
	r.OK = err == nil && regexp.MustCompile(`No error found`).Match(out)
	ms := countsRE.FindAllStringSubmatch(string(out), -1)
	if len(ms) == 0 {
		return nil, fmt.Errorf("no state count in Rumur's output (%v):\n%s", err, out)
	}
	last := ms[len(ms)-1]
	r.States, _ = strconv.ParseInt(last[1], 10, 64)
	r.Rules, _ = strconv.ParseInt(last[2], 10, 64)
	return r, nil
}
