package main

// This file implements `paraverify parse`: parse and check models, print a
// summary or the errors.

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"paraverify/internal/exitcode"
	"paraverify/internal/load"
	"paraverify/murphi/check"
	"paraverify/murphi/source"
)

var parseJSON bool

var parseCmd = &cobra.Command{
	Use:   "parse FILE...",
	Short: "Parse and type-check Murphi models and print a summary",
	Long: `Parse and type-check each Murphi model and print a short summary (constants,
types, state variables, rule families with their parameters, start states and
properties) or every error as file:line:col: message. Exit 2 if any file has
errors, 3 if the only errors are constructs the tool does not support.`,
	Args: cobra.MinimumNArgs(1),
	RunE: runParse,
}

func init() {
	parseCmd.Flags().BoolVar(&parseJSON, "json", false, "print the summaries as JSON")
	rootCmd.AddCommand(parseCmd)
}

type jsonNamed struct {
	Name  string   `json:"name"`
	Type  string   `json:"type,omitempty"`
	Value *int64   `json:"value,omitempty"`
	Real  *float64 `json:"real,omitempty"` // a real constant's value (Value is then absent)
}

type jsonFamily struct {
	Name   string      `json:"name"`
	Line   int         `json:"line"`
	Params []jsonNamed `json:"params"`
}

// fileSummary is the summary of one model (or its errors).
type fileSummary struct {
	File        string           `json:"file"`
	OK          bool             `json:"ok"`
	Errors      []load.JSONError `json:"errors,omitempty"`
	Warnings    []load.JSONError `json:"warnings,omitempty"`
	Constants   []jsonNamed      `json:"constants,omitempty"`
	Types       []jsonNamed      `json:"types,omitempty"`
	Variables   []jsonNamed      `json:"variables,omitempty"`
	Rules       []jsonFamily     `json:"rules,omitempty"`
	StartStates []jsonFamily     `json:"startstates,omitempty"`
	Invariants  []jsonFamily     `json:"invariants,omitempty"`
}

func runParse(cmd *cobra.Command, args []string) error {
	var sums []*fileSummary
	failed, bad := 0, 0 // files with errors; with errors that are not "unsupported"
	for _, path := range args {
		s := summarize(path)
		if !s.OK {
			failed++
			for _, e := range s.Errors {
				if !strings.HasPrefix(e.Message, "unsupported") {
					bad++
					break
				}
			}
		}
		sums = append(sums, s)
	}
	out := cmd.OutOrStdout()
	if parseJSON {
		enc := json.NewEncoder(out)
		enc.SetIndent("", "  ")
		if err := enc.Encode(struct {
			OK    bool           `json:"ok"`
			Files []*fileSummary `json:"files"`
		}{failed == 0, sums}); err != nil {
			return err
		}
	} else {
		for i, s := range sums {
			if i > 0 {
				fmt.Fprintln(out)
			}
			printSummary(out, cmd.ErrOrStderr(), s)
		}
	}
	switch {
	case bad > 0:
		return exitcode.New(exitBadInput, exitcode.ErrReported)
	case failed > 0: // only unsupported constructs
		return exitcode.New(exitInconclusive, exitcode.ErrReported)
	}
	return nil
}

// summarize loads one model and describes it.
func summarize(path string) *fileSummary {
	s := &fileSummary{File: path}
	m, err := loadModel(path)
	if err != nil {
		var list source.ErrorList
		if errors.As(err, &list) {
			for _, e := range list {
				s.Errors = append(s.Errors, load.JSONError{File: e.Pos.File, Line: e.Pos.Line, Col: e.Pos.Col, Message: e.Msg})
			}
		} else {
			s.Errors = append(s.Errors, load.JSONError{File: path, Message: err.Error()})
		}
		return s
	}
	s.OK = true
	for _, e := range m.Warnings {
		s.Warnings = append(s.Warnings, load.JSONError{File: e.Pos.File, Line: e.Pos.Line, Col: e.Pos.Col, Message: e.Msg})
	}
	for _, c := range m.Consts {
		v := c.Value
		if check.IsReal(c.Type) {
			f := check.RealValue(v)
			s.Constants = append(s.Constants, jsonNamed{Name: c.Name, Real: &f})
			continue
		}
		s.Constants = append(s.Constants, jsonNamed{Name: c.Name, Value: &v})
	}
	for _, t := range m.Types {
		s.Types = append(s.Types, jsonNamed{Name: t.Name, Type: typeDef(t.Type)})
	}
	for _, v := range m.Vars {
		s.Variables = append(s.Variables, jsonNamed{Name: v.Name, Type: v.Type.String()})
	}
	s.Rules = families(m.Rules)
	s.StartStates = families(m.StartStates)
	s.Invariants = families(m.Invariants)
	return s
}

func families(fs []*check.RuleFamily) []jsonFamily {
	var out []jsonFamily
	for _, f := range fs {
		jf := jsonFamily{Name: f.Name, Line: f.Pos.Line, Params: []jsonNamed{}}
		for _, p := range f.Params {
			jf.Params = append(jf.Params, jsonNamed{Name: p.Name, Type: p.Type.String()})
		}
		out = append(out, jf)
	}
	return out
}

// typeDef prints the definition of a named type (its structure, with the
// component types by name).
func typeDef(t check.Type) string {
	switch t := t.(type) {
	case *check.EnumType:
		return "enum {" + strings.Join(t.Values, ", ") + "}"
	case *check.SubrangeType:
		return fmt.Sprintf("%d..%d", t.Lo, t.Hi)
	case *check.ScalarsetType:
		return fmt.Sprintf("scalarset(%d)", t.Size)
	case *check.ArrayType:
		return "array [" + t.Index.String() + "] of " + t.Elem.String()
	case *check.RecordType:
		var fs []string
		for _, f := range t.Fields {
			fs = append(fs, f.Name+" : "+f.Type.String())
		}
		return "record " + strings.Join(fs, "; ") + " end"
	case *check.UnionType:
		var ms []string
		for _, m := range t.Members {
			ms = append(ms, m.String())
		}
		return "union {" + strings.Join(ms, ", ") + "}"
	}
	return t.String()
}

// printSummary writes the human-readable summary (errors to errw).
func printSummary(w, errw io.Writer, s *fileSummary) {
	if !s.OK {
		for _, e := range s.Errors {
			if e.Line > 0 {
				fmt.Fprintf(errw, "%s:%d:%d: %s\n", e.File, e.Line, e.Col, e.Message)
			} else {
				fmt.Fprintf(errw, "%s\n", e.Message)
			}
		}
		return
	}
	for _, e := range s.Warnings {
		fmt.Fprintf(errw, "%s:%d:%d: warning: %s\n", e.File, e.Line, e.Col, e.Message)
	}
	fmt.Fprintf(w, "%s: ok\n", s.File)
	section := func(title string, items []string) {
		fmt.Fprintf(w, "  %s (%d)\n", title, len(items))
		for _, it := range items {
			fmt.Fprintf(w, "    %s\n", it)
		}
	}
	var items []string
	for _, c := range s.Constants {
		if c.Real != nil {
			items = append(items, fmt.Sprintf("%s = %g", c.Name, *c.Real))
			continue
		}
		items = append(items, fmt.Sprintf("%s = %d", c.Name, *c.Value))
	}
	section("constants", items)
	items = nil
	for _, t := range s.Types {
		items = append(items, t.Name+" : "+t.Type)
	}
	section("types", items)
	items = nil
	for _, v := range s.Variables {
		items = append(items, v.Name+" : "+v.Type)
	}
	section("variables", items)
	for _, g := range []struct {
		title string
		fams  []jsonFamily
	}{{"rules", s.Rules}, {"startstates", s.StartStates}, {"invariants", s.Invariants}} {
		items = nil
		for _, f := range g.fams {
			var ps []string
			for _, p := range f.Params {
				ps = append(ps, p.Name+" : "+p.Type)
			}
			line := fmt.Sprintf("%q", f.Name)
			if len(ps) > 0 {
				line += fmt.Sprintf(" [%d param(s): %s]", len(ps), strings.Join(ps, "; "))
			}
			items = append(items, line+fmt.Sprintf("  (line %d)", f.Line))
		}
		section(g.title, items)
	}
}
