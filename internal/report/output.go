package report

// This file implements the output directory of find and the main job: the
// tables, the derivation graph (rendered with Graphviz when it is
// installed) and the Isabelle session, written atomically.

import (
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

// TableFiles renders the tables and the derivation graph; with dot (the
// path of Graphviz's dot, or "") the graph is also rendered as SVG, and a
// failure to render is reported on warn.
func TableFiles(rep *invreport.Report, dot string, warn io.Writer) map[string][]byte {
	graph := dotGraph(rep)
	files := map[string][]byte{"invariants.dot": []byte(graph)}
	rep.Graph = "invariants.dot"
	if dot != "" {
		svg, err := renderSVG(dot, graph)
		if err != nil {
			fmt.Fprintf(warn, "paraverify: Graphviz could not render the derivation graph (%v); invariants.dot is written without invariants.svg\n", err)
		} else {
			files["invariants.svg"] = svg
			rep.Graph = "invariants.svg"
		}
	}
	js, err := json.MarshalIndent(rep, "", "  ")
	if err != nil {
		panic(err) // a Report always marshals
	}
	ym, err := yaml.Marshal(rep)
	if err != nil {
		panic(err)
	}
	files["invariants.md"] = []byte(rep.InvariantsMarkdown())
	files["relations.md"] = []byte(rep.RelationsMarkdown())
	files["invariants.json"] = append(js, '\n')
	files["invariants.yaml"] = ym
	return files
}

// RefreshTables rewrites the tables that record the run (invariants.md,
// invariants.json, invariants.yaml) in dir after the run record changed
// (Isabelle checked the session).
func RefreshTables(dir string, rep *invreport.Report) error {
	js, err := json.MarshalIndent(rep, "", "  ")
	if err != nil {
		return err
	}
	ym, err := yaml.Marshal(rep)
	if err != nil {
		return err
	}
	for name, data := range map[string][]byte{"invariants.md": []byte(rep.InvariantsMarkdown()),
		"invariants.json": append(js, '\n'), "invariants.yaml": ym} {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			return err
		}
	}
	return nil
}

// WriteOutput writes files (relative paths) into dir atomically: into a
// temporary directory beside it (its parents are created), then renamed
// over it. Directories are 0755 and files 0644 (before the umask).
func WriteOutput(dir string, files map[string][]byte) error {
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
	for name, data := range files {
		p := filepath.Join(tmp, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(p, data, 0o644); err != nil {
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
