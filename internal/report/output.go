package report

// This file implements the output directory of find and the main job: the
// tables, the derivation graph (rendered with Graphviz when it is
// installed) and the Isabelle session, written atomically.

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"time"

	"gopkg.in/yaml.v3"

	"paraverify/internal/exitcode"
	invreport "paraverify/invfinder/report"
)

// graphvizTimeout bounds the rendering of the derivation graph.
const graphvizTimeout = 2 * time.Minute

// GraphvizAvailable returns the path of Graphviz's dot, or "" when it is
// not on PATH.
func GraphvizAvailable() string {
	p, err := exec.LookPath("dot")
	if err != nil {
		return ""
	}
	return p
}

// renderSVG renders a Graphviz graph with dot.
func renderSVG(dot, graph string) ([]byte, error) {
	ctx, cancel := context.WithTimeout(context.Background(), graphvizTimeout)
	defer cancel()
	c := exec.CommandContext(ctx, dot, "-Tsvg")
	c.Stdin = bytes.NewReader([]byte(graph))
	var out, errb bytes.Buffer
	c.Stdout, c.Stderr = &out, &errb
	if err := c.Run(); err != nil {
		return nil, fmt.Errorf("%v: %s", err, bytes.TrimSpace(errb.Bytes()))
	}
	return out.Bytes(), nil
}

// A File writes the contents of one output file to w.
type File func(w io.Writer) error

// Bytes is the File holding b.
func Bytes(b []byte) File {
	return func(w io.Writer) error {
		_, err := w.Write(b)
		return err
	}
}

// Text is the File holding s.
func Text(s string) File {
	return func(w io.Writer) error {
		_, err := io.WriteString(w, s)
		return err
	}
}

// TableFiles renders the derivation graph, and with dot (the path of
// Graphviz's dot, or "") also as SVG (a failure to render is reported on
// warn); the tables are rendered from rep only when they are written, so
// that a large table is streamed to its file and not held beside the rest
// of the run.
func TableFiles(rep *invreport.Report, dot string, warn io.Writer) map[string]File {
	graph := dotGraph(rep)
	files := map[string]File{"invariants.dot": Text(graph)}
	rep.Graph = "invariants.dot"
	if dot != "" {
		svg, err := renderSVG(dot, graph)
		if err != nil {
			fmt.Fprintf(warn, "paraverify: Graphviz could not render the derivation graph (%v); invariants.dot is written without invariants.svg\n", err)
		} else {
			files["invariants.svg"] = Bytes(svg)
			rep.Graph = "invariants.svg"
		}
	}
	for name, f := range tables(rep) {
		files[name] = f
	}
	files["relations.md"] = func(w io.Writer) error { return Text(rep.RelationsMarkdown())(w) }
	return files
}

// tables are the tables that record the run: invariants.md, .json and
// .yaml (the last two streamed).
func tables(rep *invreport.Report) map[string]File {
	return map[string]File{
		"invariants.md": func(w io.Writer) error { return Text(rep.InvariantsMarkdown())(w) },
		"invariants.json": func(w io.Writer) error {
			enc := json.NewEncoder(w)
			enc.SetIndent("", "  ")
			return enc.Encode(rep)
		},
		"invariants.yaml": func(w io.Writer) error {
			enc := yaml.NewEncoder(w)
			if err := enc.Encode(rep); err != nil {
				return err
			}
			return enc.Close()
		},
	}
}

// RefreshTables rewrites the tables that record the run (invariants.md,
// invariants.json, invariants.yaml) in dir after the run record changed
// (Isabelle checked the session).
func RefreshTables(dir string, rep *invreport.Report) error {
	for name, f := range tables(rep) {
		if err := writeFile(filepath.Join(dir, name), f); err != nil {
			return err
		}
	}
	return nil
}

// writeFile writes f's contents to the file p (0644 before the umask),
// through a buffer.
func writeFile(p string, f File) error {
	out, err := os.OpenFile(p, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o644)
	if err != nil {
		return err
	}
	w := bufio.NewWriterSize(out, 1<<16)
	err = f(w)
	if err == nil {
		err = w.Flush()
	}
	if cerr := out.Close(); err == nil {
		err = cerr
	}
	return err
}

// WriteOutput writes files (relative paths) into dir atomically: into a
// temporary directory beside it (its parents are created), then renamed
// over it. Directories are 0755 and files 0644 (before the umask).
func WriteOutput(dir string, files map[string]File) error {
	parent := filepath.Dir(filepath.Clean(dir))
	if err := os.MkdirAll(parent, 0o755); err != nil {
		return err
	}
	tmp, err := os.MkdirTemp(parent, ".paraverify-tmp-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	if err := os.Chmod(tmp, 0o755); err != nil {
		return err
	}
	for name, f := range files {
		p := filepath.Join(tmp, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			return err
		}
		if err := writeFile(p, f); err != nil {
			return err
		}
	}
	if err := removeOldOutput(dir); err != nil {
		return err
	}
	return os.Rename(tmp, dir)
}

// ourOutputs are the names paraverify writes into an output directory.
var ourOutputs = map[string]bool{"invariants.md": true, "relations.md": true,
	"invariants.json": true, "invariants.yaml": true, "invariants.dot": true, "invariants.svg": true, "isabelle": true}

// removeOldOutput removes dir when it holds nothing but earlier outputs; a
// directory with anything else in it is left alone and reported (exit 2).
func removeOldOutput(dir string) error {
	entries, err := os.ReadDir(dir)
	if errors.Is(err, os.ErrNotExist) {
		return nil
	}
	if err != nil {
		return err
	}
	for _, e := range entries {
		if !ourOutputs[e.Name()] || e.IsDir() != (e.Name() == "isabelle") {
			return exitcode.Bad(fmt.Errorf("%s: output directory holds %s, which paraverify did not write; choose another with -o", dir, e.Name()))
		}
	}
	return os.RemoveAll(dir)
}
