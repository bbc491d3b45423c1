package report

// This file renders a search result: a readable table of the invariants,
// the rule x invariant relation table, and the same data for scripts.

import (
	"fmt"
	"sort"
	"strings"

	"paraverify/invfinder"
	"paraverify/invfinder/formula"
)

// Report is the serializable form of an invfinder.Result.
type Report struct {
	Model string   `json:"model" yaml:"model"`
	Fixed []string `json:"fixed,omitempty" yaml:"fixed,omitempty"`
	// Distinguished are the types with distinguished values and those
	// values ("node_id : 0").
	Distinguished []string `json:"distinguished,omitempty" yaml:"distinguished,omitempty"`
	// Renamed are the families shown with a suffix because an earlier
	// one of their kind has the same name (see invfinder.Result.Renamed).
	Renamed    []string         `json:"renamed,omitempty" yaml:"renamed,omitempty"`
	Invariants []ReportInv      `json:"invariants" yaml:"invariants"`
	Relations  []ReportRelation `json:"relations" yaml:"relations"`
	// Graph, when set, is the file of the derivation graph that
	// InvariantsMarkdown links to.
	Graph string `json:"-" yaml:"-"`
	// Run, when set, says what was established and how (the command
	// fills it in); InvariantsMarkdown puts it at the top.
	Run *Run `json:"run,omitempty" yaml:"run,omitempty"`
}

// Run records what a run established and from what: the result in words,
// the model file, its constants as used, the reference instance and the
// tool's version.
type Run struct {
	Result    string   `json:"result" yaml:"result"`
	Verdict   string   `json:"verdict" yaml:"verdict"` // the result in words
	File      string   `json:"file" yaml:"file"`
	Constants []string `json:"constants" yaml:"constants"` // NAME=VALUE as used
	// Reference is the reference instance: its size constants, its
	// explored states, whether they were all of its reachable states or a
	// breadth-first prefix, and how many of them random walks from the
	// prefix added.
	Reference string `json:"reference" yaml:"reference"`
	States    int    `json:"states" yaml:"states"`
	Complete  bool   `json:"complete" yaml:"complete"`
	Walked    int    `json:"walk_states,omitempty" yaml:"walk_states,omitempty"`
	// Larger describes the larger instance explored in part as more
	// evidence ("" when none).
	Larger string `json:"larger,omitempty" yaml:"larger,omitempty"`
	// Smaller lists the smaller instances whose states were evidence too
	// (the reference's being a prefix), with how much of each.
	Smaller string `json:"smaller,omitempty" yaml:"smaller,omitempty"`
	// SmallerLeftOut lists the smaller instances that gave no evidence,
	// each with the reason.
	SmallerLeftOut string `json:"smaller_left_out,omitempty" yaml:"smaller_left_out,omitempty"`
	// Refuted counts the invariants the search withdrew because a
	// targeted search beyond a prefix reached their cubes.
	Refuted int `json:"refuted,omitempty" yaml:"refuted,omitempty"`
	// Read says how the model was read before the search, when not as
	// written (a union node type read as a subrange).
	Read []string `json:"read_as,omitempty" yaml:"read_as,omitempty"`
	// Scope says for which sizes the invariants hold, and the proof when
	// one was written ("for every size of NODE ...").
	Scope   string `json:"scope,omitempty" yaml:"scope,omitempty"`
	Version string `json:"version" yaml:"version"`
}

// ReportInv is one invariant.
type ReportInv struct {
	Name    string   `json:"name" yaml:"name"`
	Params  []string `json:"params" yaml:"params"`
	Formula string   `json:"formula" yaml:"formula"`
	Origin  string   `json:"origin" yaml:"origin"`
	// From and Rule: the invariant and rule instance whose obligation
	// gave this one (see invfinder.Found); Implied when From stands for a weaker
	// invariant it implies, dropped from the table.
	From    string `json:"from,omitempty" yaml:"from,omitempty"`
	Rule    string `json:"rule,omitempty" yaml:"rule,omitempty"`
	Implied bool   `json:"implied,omitempty" yaml:"implied,omitempty"`
	// Property is set for an invariant that states a property.
	Property bool `json:"property,omitempty" yaml:"property,omitempty"`
}

// ReportRelation is one causal relation.
type ReportRelation struct {
	Invariant string `json:"invariant" yaml:"invariant"`
	Rule      string `json:"rule" yaml:"rule"`
	Case      int    `json:"case" yaml:"case"`
	Relation  string `json:"relation" yaml:"relation"`
	Aux       string `json:"aux,omitempty" yaml:"aux,omitempty"`
	// Witness is the existential condition whose value W stands for in
	// Aux: Aux holds at every value W may take (see invfinder.Relation.Witness).
	Witness string `json:"witness,omitempty" yaml:"witness,omitempty"`
}

func invName(i int) string { return fmt.Sprintf("inv_%d", i+1) }

// NewReport converts a result.
func NewReport(model string, res *invfinder.Result) *Report {
	rep := &Report{Model: model, Fixed: res.Fixed, Distinguished: res.Distinguished, Renamed: res.Renamed}
	for i, f := range res.Invs {
		var ps []string
		for k, t := range f.Inv.Params {
			ps = append(ps, fmt.Sprintf("P%d : %s", k+1, t))
		}
		origin := f.Origin
		for _, p := range f.Also {
			origin += ", property " + p.Display
		}
		if f.Restated {
			origin += ", in the stronger form found from rule " + f.Rule
			if f.From >= 0 {
				origin += fmt.Sprintf(" on invariant %d", f.From+1)
			}
		}
		ri := ReportInv{Name: invName(i), Params: ps, Formula: f.Inv.Murphi(res.Special()), Origin: origin,
			Rule: f.Rule, Implied: f.Implied, Property: strings.HasPrefix(f.Origin, "property ")}
		if f.From >= 0 && f.Rule != "" {
			ri.From = invName(f.From)
		}
		rep.Invariants = append(rep.Invariants, ri)
	}
	for _, r := range res.Relations {
		rr := ReportRelation{Invariant: invName(r.Inv), Rule: formula.RuleInstance{Rule: r.Rule, Args: r.Args}.String(),
			Case: r.Branch, Relation: fmt.Sprintf("invHoldRule%d", r.Kind)}
		if r.Aux >= 0 {
			k := len(res.Invs[r.Inv].Inv.Params)
			w := 0 // the witness's parameter
			if r.Witness != "" {
				w = len(formula.ScopeTypes(res.Invs[r.Inv].Inv.Params, formula.RuleInstance{Rule: r.Rule, Args: r.Args})) + 1
				rr.Witness = r.Witness
			}
			var args []string
			for _, a := range r.AuxArgs {
				if a == w {
					args = append(args, "W")
				} else if a <= k {
					args = append(args, fmt.Sprintf("P%d", a))
				} else {
					args = append(args, fmt.Sprintf("O%d", a-k))
				}
			}
			rr.Aux = invName(r.Aux)
			if len(args) > 0 {
				rr.Aux += "(" + strings.Join(args, ",") + ")"
			}
		}
		rep.Relations = append(rep.Relations, rr)
	}
	return rep
}

// InvariantsMarkdown renders the invariant table.
func (rep *Report) InvariantsMarkdown() string {
	var b strings.Builder
	fmt.Fprintf(&b, "# Invariants of %s\n\n", rep.Model)
	if r := rep.Run; r != nil {
		explored := "all of its reachable states"
		if !r.Complete {
			explored = "a breadth-first prefix of its reachable states"
			if r.Walked > 0 {
				explored = fmt.Sprintf("a breadth-first prefix of its reachable states (%d) and %d more reached by random walks from it", r.States-r.Walked, r.Walked)
			}
		}
		fmt.Fprintf(&b, "**Result: %s.**\n\n", r.Verdict)
		fmt.Fprintf(&b, "- model: %s; constants as used: %s\n", r.File, strings.Join(r.Constants, ", "))
		for _, n := range r.Read {
			fmt.Fprintf(&b, "- read as: %s\n", n)
		}
		if r.Scope != "" {
			fmt.Fprintf(&b, "- sizes: the invariants hold %s\n", r.Scope)
		}
		fmt.Fprintf(&b, "- reference instance: %s; %d states explored, %s\n", r.Reference, r.States, explored)
		if r.Larger != "" {
			fmt.Fprintf(&b, "- more evidence from a larger instance: %s\n", r.Larger)
		}
		if r.Smaller != "" {
			fmt.Fprintf(&b, "- more evidence from smaller instances (breadth first; every invariant holds at every size): %s\n", r.Smaller)
		}
		if r.SmallerLeftOut != "" {
			fmt.Fprintf(&b, "- smaller instances that gave no evidence: %s\n", r.SmallerLeftOut)
		}
		if r.Refuted > 0 {
			fmt.Fprintf(&b, "- %d candidate invariants that the explored states admitted were withdrawn: a targeted search beyond them reached a state violating each\n", r.Refuted)
		}
		fmt.Fprintf(&b, "- %s\n\n", r.Version)
	}
	fmt.Fprintf(&b, "%d invariants: the properties of the model in normal form, then the auxiliary ones.\n"+
		"Each holds for all distinct values of its parameters.\n", len(rep.Invariants))
	if len(rep.Fixed) > 0 {
		fmt.Fprintf(&b, "Fixed variables (set once at start, never assigned by a rule): %s; parameters of\n"+
			"their types differ from them, as the formulas say.\n",
			strings.Join(rep.Fixed, ", "))
	}
	if len(rep.Distinguished) > 0 {
		fmt.Fprintf(&b, "Distinguished values (constants the model uses as values of a node type): %s;\n"+
			"parameters of these types differ from them, as the formulas say.\n",
			strings.Join(rep.Distinguished, "; "))
	}
	b.WriteString(rep.renamedNote())
	if rep.Graph != "" {
		fmt.Fprintf(&b, "Which invariant was found from which rule and invariant: [%s](%s).\n", rep.Graph, rep.Graph)
	}
	b.WriteString("\n")
	b.WriteString("| name | parameters | formula | origin |\n|---|---|---|---|\n")
	for _, inv := range rep.Invariants {
		fmt.Fprintf(&b, "| %s | %s | `%s` | %s |\n", inv.Name, strings.Join(inv.Params, "; "), inv.Formula, inv.Origin)
	}
	return b.String()
}

// RelationsMarkdown renders the rule x invariant matrix: for each rule
// instance pattern and invariant, the relation (1, 2, or 3 with f').
func (rep *Report) RelationsMarkdown() string {
	type cell struct{ parts []string }
	rules := []string{}
	seenRule := map[string]bool{}
	cells := map[string]map[string]*cell{}
	for _, r := range rep.Relations {
		if !seenRule[r.Rule] {
			seenRule[r.Rule] = true
			rules = append(rules, r.Rule)
		}
		if cells[r.Rule] == nil {
			cells[r.Rule] = map[string]*cell{}
		}
		c := cells[r.Rule][r.Invariant]
		if c == nil {
			c = &cell{}
			cells[r.Rule][r.Invariant] = c
		}
		s := strings.TrimPrefix(r.Relation, "invHoldRule")
		if r.Aux != "" {
			s += ":" + r.Aux
		}
		c.parts = append(c.parts, s)
	}
	sort.Strings(rules)
	var b strings.Builder
	fmt.Fprintf(&b, "# Causal relations of %s\n\n", rep.Model)
	b.WriteString("Rows are rule instances (P1.. are the invariant's parameters, O1.. other values, all distinct);\n" +
		"columns are invariants. 1 = invHoldRule1 (the guard implies the weakest precondition),\n" +
		"2 = invHoldRule2 (the rule does not touch the invariant), 3:inv_k(..) = invHoldRule3 with f' = inv_k instantiated with the parameters shown;\n" +
		"several entries are the cases of the rule's branches and guard disjuncts.\n" +
		"With more than a dozen invariants, each column of the matrix is a section of its own.\n")
	b.WriteString(rep.renamedNote())
	b.WriteString(rep.witnessNote())
	b.WriteString("\n")
	if len(rep.Invariants) <= MatrixColumns {
		b.WriteString("| rule |")
		for _, inv := range rep.Invariants {
			b.WriteString(" " + inv.Name + " |")
		}
		b.WriteString("\n|---|" + strings.Repeat("---|", len(rep.Invariants)) + "\n")
		for _, r := range rules {
			b.WriteString("| " + r + " |")
			for _, inv := range rep.Invariants {
				if c := cells[r][inv.Name]; c != nil {
					b.WriteString(" " + strings.Join(dedupe(c.parts), " ") + " |")
				} else {
					b.WriteString(" |")
				}
			}
			b.WriteString("\n")
		}
		return b.String()
	}
	// Too many invariants for one readable matrix: one column of it per
	// section.
	for _, inv := range rep.Invariants {
		fmt.Fprintf(&b, "## %s\n\n`%s`\n\n| rule | relation |\n|---|---|\n", inv.Name, inv.Formula)
		for _, r := range rules {
			if c := cells[r][inv.Name]; c != nil {
				fmt.Fprintf(&b, "| %s | %s |\n", r, strings.Join(dedupe(c.parts), " "))
			}
		}
		b.WriteString("\n")
	}
	return b.String()
}

// witnessNote explains W, the value of an exists the rule assumes, when
// a relation instantiates its auxiliary invariant there; or nothing.
func (rep *Report) witnessNote() string {
	var ws []string
	seen := map[string]bool{}
	for _, r := range rep.Relations {
		if r.Witness != "" && !seen[r.Witness] {
			seen[r.Witness] = true
			ws = append(ws, "`"+r.Witness+"`")
		}
	}
	if len(ws) == 0 {
		return ""
	}
	return fmt.Sprintf("W is the value that an exists of the rule speaks of, or the value of a state component, when it is none of the others (%s): the invariant is used at every value W may take.\n",
		strings.Join(ws, "; "))
}

// renamedNote says which families are shown under a made-up name, or
// nothing.
func (rep *Report) renamedNote() string {
	if len(rep.Renamed) == 0 {
		return ""
	}
	return fmt.Sprintf("Rules, startstates and invariants that share the name of an earlier one are shown with a suffix: %s.\n",
		strings.Join(rep.Renamed, "; "))
}

// MatrixColumns is the largest number of invariants relations.md shows as
// one rule x invariant matrix; beyond it, one section per invariant.
const MatrixColumns = 12

func dedupe(ss []string) []string {
	var out []string
	seen := map[string]bool{}
	for _, s := range ss {
		if !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	return out
}
