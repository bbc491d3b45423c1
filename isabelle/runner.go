package isabelle

// This file writes a session to disk and runs a local Isabelle on it.

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"
)

// ErrNoIsabelle is returned by Find when no Isabelle is installed.
var ErrNoIsabelle = errors.New("no Isabelle found: set ISABELLE to the isabelle executable or put isabelle on PATH")

// Find returns the isabelle executable: $ISABELLE, or isabelle on PATH.
func Find() (string, error) {
	if p := os.Getenv("ISABELLE"); p != "" {
		if _, err := os.Stat(p); err != nil {
			return "", fmt.Errorf("ISABELLE=%s: %w", p, err)
		}
		return p, nil
	}
	p, err := exec.LookPath("isabelle")
	if err != nil {
		return "", ErrNoIsabelle
	}
	return p, nil
}

// WriteTo writes the session's files into dir (which must exist).
func (s *Session) WriteTo(dir string) error {
	for _, name := range s.SortedFiles() {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(p, []byte(s.Files[name]), 0o644); err != nil {
			return err
		}
	}
	return nil
}

// Version returns the first line of `isabelle version` (e.g.
// "Isabelle2025"), or "Isabelle (version unknown)".
func Version(isabelle string) string {
	out, err := exec.Command(isabelle, "version").Output()
	if v, _, _ := strings.Cut(strings.TrimSpace(string(out)), "\n"); err == nil && v != "" {
		return v
	}
	return "Isabelle (version unknown)"
}

// Build runs `isabelle build -D dir` with the session's ROOT, streaming
// Isabelle's output to out. It returns an error when the build fails.
// When ctx ends first, the build is stopped with every process it
// started (Isabelle's driver leaves its prover running when only the
// driver is killed) and the error wraps ctx's.
func Build(ctx context.Context, isabelle, dir string, out io.Writer) error {
	cmd := exec.CommandContext(ctx, isabelle, "build", "-v", "-D", dir)
	cmd.Stdout, cmd.Stderr = out, out
	ownGroup(cmd)
	cmd.WaitDelay = 5 * time.Second
	if err := cmd.Run(); err != nil {
		if ctx.Err() != nil {
			return fmt.Errorf("isabelle build -D %s stopped: %w", dir, context.Cause(ctx))
		}
		return fmt.Errorf("isabelle build -D %s: %w", dir, err)
	}
	return nil
}
