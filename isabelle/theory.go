package isabelle

// This file assembles the session: ROOT, the base theory, the model theory
// (values, locations, rules, invariants, frames), the lemma theories (one
// per group of invariants, checked in parallel) and the main theory.

import (
	"fmt"
	"path"
	"slices"
	"sort"
	"strings"

	"paraverify/invfinder"
	"paraverify/proofgen"
	"paraverify/theories"
)

// GroupSize is the number of invariants whose lemmas share a theory.
const GroupSize = 16

// PartTheories is the number of lemma theories of one session in a chain
// of sessions; a proof with at most this many is one session.
const PartTheories = 4

// Session is a generated Isabelle session: file name to contents.
type Session struct {
	Name  string
	Files map[string]string
}

// Stats counts what a session holds.
type Stats struct {
	Theories int
	Lines    int
	Lemmas   int // lemmas and theorems of the generated theories (not the base theory)
}

// Stats counts the generated theories' lines and lemmas.
func (s *Session) Stats() Stats {
	var st Stats
	for name, text := range s.Files {
		if !strings.HasSuffix(name, ".thy") || path.Base(name) == theories.BaseName+".thy" {
			continue
		}
		st.Theories++
		st.Lines += strings.Count(text, "\n")
		for _, line := range strings.Split(text, "\n") {
			if strings.HasPrefix(line, "lemma ") || strings.HasPrefix(line, "theorem ") {
				st.Lemmas++
			}
		}
	}
	return st
}

type writer struct {
	p      *proofgen.Proof
	m      *proofgen.Model
	source string
	sizes  string // " N M"
	sizeTy string // "nat \<Rightarrow> nat \<Rightarrow> "
	fixed  string // " h_Home": the fixed variables' nodes, which invariants take first
	fixTy  string
	// modelImport names the model theory in imports (qualified by its
	// session in a chain of sessions)
	modelImport string
	// zero: an index type has the distinguished value 0 (a home node 0
	// inside the node type), see autoOrForce
	zero bool
	big  map[*proofgen.Rule]bool // see large
}

// Write builds the session for a proof; source names the model file.
func Write(p *proofgen.Proof, source string) *Session {
	w := &writer{p: p, m: p.Model, source: source}
	for _, t := range w.m.Types {
		w.zero = w.zero || (!t.Finite && slices.Contains(t.Dist, 0))
	}
	for _, s := range w.m.Sizes() {
		w.sizes += " " + s
		w.sizeTy += "nat" + sFun
	}
	for _, p := range w.m.Fixed {
		w.fixed += " " + p.Name
		w.fixTy += "nat" + sFun
	}
	name := w.m.Name
	files := map[string]string{}
	var groups []string
	for g := 0; g*GroupSize < len(p.Invs); g++ {
		groups = append(groups, fmt.Sprintf("%s_Invs_%d", name, g+1))
	}
	// A large proof is a chain of sessions (the model, then parts of
	// PartTheories lemma theories, then the main theory): each runs in an
	// ML process of its own that saves its heap for the next, so no
	// process holds the whole proof (Chou's FLASH in one session took
	// more than 12 GB).
	session := "Paraverify_" + name
	chained := len(groups) > PartTheories
	imports := groups
	part := func(g int) string { return fmt.Sprintf("%s_Part%d", session, g/PartTheories+1) }
	w.modelImport = name + "_Model"
	if chained {
		w.modelImport = fmt.Sprintf("\"%s_Model.%s_Model\"", session, name)
		imports = make([]string, len(groups))
		for g, th := range groups {
			imports[g] = fmt.Sprintf("\"%s.%s\"", part(g), th)
		}
	}
	// In a chain every session has a directory of its own (Model,
	// Part1, ..., Main: `session ... in "Model"`): Isabelle's build
	// refuses two sessions in one directory ("Duplicate use of
	// directory"). A proof in one session stays flat.
	dirOf := func(sess string) string {
		if !chained {
			return ""
		}
		if sess == session {
			return "Main"
		}
		return strings.TrimPrefix(sess, session+"_")
	}
	at := func(sess, file string) string {
		if d := dirOf(sess); d != "" {
			return d + "/" + file
		}
		return file
	}
	files[at(session+"_Model", theories.BaseName+".thy")] = theories.Base
	files[at(session+"_Model", name+"_Model.thy")] = w.modelTheory()
	for g, th := range groups {
		hi := min((g+1)*GroupSize, len(p.Invs))
		files[at(part(g), th+".thy")] = w.lemmaTheory(th, p.Invs[g*GroupSize:hi])
	}
	files[at(session, name+".thy")] = w.mainTheory(imports)
	var b strings.Builder
	// parallel_proofs = 2 also forks the proofs inside a proof block (the
	// cases of a step lemma): FLASH with data 183 s -> 157 s on 2 cores
	const opts = "  options [document = false, parallel_proofs = 2]\n  theories\n"
	if !chained {
		fmt.Fprintf(&b, "session \"%s\" = HOL +\n%s    %s\n    %s_Model\n", session, opts, theories.BaseName, name)
		for _, g := range groups {
			fmt.Fprintf(&b, "    %s\n", g)
		}
		fmt.Fprintf(&b, "    %s\n", name)
	} else {
		fmt.Fprintf(&b, "session \"%s_Model\" in \"%s\" = HOL +\n%s    %s\n    %s_Model\n", session, dirOf(session+"_Model"), opts, theories.BaseName, name)
		parent := session + "_Model"
		for g, th := range groups {
			if g%PartTheories == 0 {
				fmt.Fprintf(&b, "\nsession \"%s\" in \"%s\" = \"%s\" +\n%s", part(g), dirOf(part(g)), parent, opts)
				parent = part(g)
			}
			fmt.Fprintf(&b, "    %s\n", th)
		}
		fmt.Fprintf(&b, "\nsession \"%s\" in \"%s\" = \"%s\" +\n%s    %s\n", session, dirOf(session), parent, opts, name)
	}
	files["ROOT"] = b.String()
	return &Session{Name: session, Files: files}
}

func header(b *strings.Builder, name string, imports ...string) {
	fmt.Fprintf(b, "theory %s\n  imports %s\nbegin\n\n", name, strings.Join(imports, " "))
}

// app applies a constant to the sizes and then to args.
func (w *writer) app(c string, args ...string) string {
	s := c + w.sizes
	for _, a := range args {
		s += " " + a
	}
	return s
}

// invs is the invariant set: it depends on the sizes and the fixed
// variables' nodes.
func (w *writer) invs() string { return "invs" + w.sizes + w.fixed }

// invApp applies an invariant to the fixed variables' nodes and args.
func (w *writer) invApp(inv *proofgen.Inv, args ...string) string {
	return strings.Join(append([]string{inv.Name + w.invSizes(inv) + w.fixed}, args...), " ")
}

// invSizes are the sizes an invariant takes: those of the model when it
// has a quantifier (whose range is an index set: a quantified literal,
// the typing invariant's), none otherwise.
func (w *writer) invSizes(inv *proofgen.Inv) string {
	quantified := false
	proofgen.Visit(inv.Bad, func(e *proofgen.Expr) { quantified = quantified || e.Op == proofgen.XAll || e.Op == proofgen.XEx })
	if quantified {
		return w.sizes
	}
	return ""
}

// invSizeTy is the type of invSizes.
func (w *writer) invSizeTy(inv *proofgen.Inv) string {
	if w.invSizes(inv) == "" {
		return ""
	}
	return w.sizeTy
}

// initAt is the predicate of the initial states: init, or with fixed
// variables init_at, the initial states where they hold the given nodes.
func (w *writer) initAt() string {
	if len(w.m.Fixed) == 0 {
		return w.app("init")
	}
	return w.app("init_at") + w.fixed
}

// fixedPremises are the ranges of the fixed variables' nodes.
func (w *writer) fixedPremises() []string { return ranges(w.m.Fixed, false) }

func paramNames(ps []*proofgen.Param) []string {
	out := make([]string, len(ps))
	for i, p := range ps {
		out[i] = p.Name
	}
	return out
}

func paramTypes(ps []*proofgen.Param) string {
	var s string
	for _, p := range ps {
		if p.Type != nil {
			s += "nat" + sFun
		} else {
			s += "val" + sFun
		}
	}
	return s
}

// rangeOf is the set a parameter ranges over.
func rangeOf(p *proofgen.Param) string {
	if p.Type != nil {
		return setOf(p.Type)
	}
	vals := make([]string, len(p.Values))
	for i, v := range p.Values {
		vals[i] = expr(v)
	}
	return "{" + strings.Join(vals, ", ") + "}"
}

// ranges are the membership premises of parameters, and the distinctness
// of invariant parameters of one type when distinct is set.
func ranges(ps []*proofgen.Param, distinct bool) []string {
	return rangesOf(ps, paramNames(ps), distinct)
}

// rangesOf are the premises of ranges with the parameters replaced by
// the terms args (one per parameter).
func rangesOf(ps []*proofgen.Param, args []string, distinct bool) []string {
	var out []string
	for i, p := range ps {
		out = append(out, args[i]+sIn+rangeOf(p))
	}
	if distinct {
		for i, p := range ps {
			for j, q := range ps[:i] {
				if q.Type == p.Type {
					out = append(out, args[j]+sNeq+args[i])
				}
			}
			for _, d := range proofgen.Distinguished(p.Type) {
				out = append(out, args[i]+sNeq+expr(d))
			}
		}
	}
	return out
}

func quoteAll(ss []string) string {
	q := make([]string, len(ss))
	for i, s := range ss {
		q[i] = `"` + s + `"`
	}
	return strings.Join(q, " ")
}

func (w *writer) modelTheory() string {
	m := w.m
	var b strings.Builder
	header(&b, m.Name+"_Model", theories.BaseName)
	fmt.Fprintf(&b, "text \\<open>Generated by paraverify from %s: the protocol as a transition system over\n  unbounded index types, and its invariants.\\<close>\n\n", w.source)
	b.WriteString("section \\<open>Values, locations and states\\<close>\n\n")
	vals := append([]string{"Undef", "BoolV bool", "IdxV nat"}, m.Enums...)
	// No datatype plugins: the theories need only the constructors'
	// distinctness, injectivity, case and split rules, and the plugins
	// (code generation, quickcheck, transfer, size) took most of the
	// model theory's time.
	fmt.Fprintf(&b, "datatype (plugins only:) val = %s\n\n", strings.Join(vals, " | "))
	var fams, locs, eqs []string
	for k, f := range m.Families {
		// input only: a printing abbreviation would show every nat k
		// of a goal, a node 0 too, as the family numbered k
		fams = append(fams, fmt.Sprintf("abbreviation (input) %s :: nat where \"%s \\<equiv> %d\"", f.Fam, f.Fam, k))
		l := f.Con
		pat := f.Con
		for i := range f.Index {
			l += " nat"
			pat += fmt.Sprintf(" i%d", i+1)
		}
		locs = append(locs, l)
		if len(f.Index) > 0 {
			pat = "(" + pat + ")"
		}
		eqs = append(eqs, fmt.Sprintf("\"family_of %s = %s\"", pat, f.Fam))
	}
	fmt.Fprintf(&b, "datatype (plugins only:) loc = %s\n\n", strings.Join(locs, "\n  | "))
	// A location's family is a number (a datatype of families would cost
	// as much as the locations'); the names are abbreviations.
	fmt.Fprintf(&b, "%s\n\n", strings.Join(fams, "\n"))
	fmt.Fprintf(&b, "primrec family_of :: \"loc%snat\" where\n  %s\n\n", sFun, strings.Join(eqs, "\n| "))
	fmt.Fprintf(&b, "type_synonym state = \"loc%sval\"\n\n", sFun)
	if w.needsIdxOf() {
		b.WriteString("text \\<open>The node a value holds (a home variable's location holds one).\\<close>\n\n")
		fmt.Fprintf(&b, "definition idx_of :: \"val%snat\" where\n  \"idx_of v = (case v of IdxV n %s n | _ %s 0)\"\n\n", sFun, sFun, sFun)
		b.WriteString("lemma idx_of_IdxV [simp]: \"idx_of (IdxV n) = n\"\n  unfolding idx_of_def by simp\n\n")
	}
	for _, t := range m.Types {
		if t.Finite {
			fmt.Fprintf(&b, "text \\<open>The values of %s are %s for every size.\\<close>\n\n", t.Name, setOf(t))
			continue
		}
		fmt.Fprintf(&b, "text \\<open>The values of %s for size %s.\\<close>\n\n", t.Name, t.Size)
		// Its distinguished values belong to it for every size (a size
		// below them has no Murphi instance; the theorems still hold
		// there, for the set with them).
		set := fmt.Sprintf("{%d..%s}", t.Lo, t.Size)
		var extra []string
		for _, d := range t.Dist {
			if d != 0 || t.Lo != 0 {
				extra = append(extra, fmt.Sprint(d))
			}
		}
		if len(extra) > 0 {
			set += sUn + "{" + strings.Join(extra, ", ") + "}"
		}
		fmt.Fprintf(&b, "definition %s :: \"nat%snat set\" where\n  \"%s %s = %s\"\n\n", t.Set, sFun, t.Set, t.Size, set)
		for _, d := range t.Dist {
			fmt.Fprintf(&b, "lemma %s_%d [simp]: \"%d%s%s %s\"\n  unfolding %s_def by simp\n\n", t.Set, d, d, sIn, t.Set, t.Size, t.Set)
			if d == 1 {
				// the simplifier writes the numeral 1 of nat as Suc 0
				fmt.Fprintf(&b, "lemma %s_Suc0 [simp]: \"Suc 0%s%s %s\"\n  unfolding %s_def by simp\n\n", t.Set, sIn, t.Set, t.Size, t.Set)
			}
		}
	}
	b.WriteString("section \\<open>Initial states and rules\\<close>\n\n")
	var inits []string
	for _, st := range m.Starts {
		ps := paramNames(st.Params)
		fmt.Fprintf(&b, "definition %s :: \"%s%sstate\" where\n  \"%s =\n    %s\"\n\n",
			st.Name, w.sizeTy, paramTypes(st.Params), w.app(st.Name, ps...), effects(m.Effects(st.Body, true), "Undef", "    ", len(m.Families)))
		inits = append(inits, quantified(sEx, st.Params, "s = "+w.app(st.Name, ps...)))
	}
	fmt.Fprintf(&b, "definition init :: \"%sstate%sbool\" where\n  \"%s s%s%s\"\n\n", w.sizeTy, sFun, w.app("init"), sIff, strings.Join(inits, sOr))
	if len(m.Fixed) > 0 {
		w.initAtDef(&b)
	}
	var members, cases []string
	for _, r := range m.Rules {
		ps := paramNames(r.Params)
		guard := "True"
		if r.Guard != nil {
			guard = expr(r.Guard)
		}
		fmt.Fprintf(&b, "text \\<open>Rule %s.\\<close>\n\n", cartouche(proofgen.Shown(r.Murphi)))
		fmt.Fprintf(&b, "definition %s :: \"%s%sstate rule\" where\n  \"%s =\n    ((%ss. %s),\n     (%ss. %s))\"\n\n",
			r.Name, w.sizeTy, paramTypes(r.Params), w.app(r.Name, ps...), sLambda, guard, sLambda, effects(m.Effects(r.Body, false), "s l", "      ", len(m.Families)))
		set := "{" + w.app(r.Name, ps...) + "}"
		for i := len(r.Params) - 1; i >= 0; i-- {
			set = sUnion + r.Params[i].Name + `\<in>` + rangeOf(r.Params[i]) + ". " + set
		}
		members = append(members, "("+set+")")
		c := "(" + r.Name + ") "
		if len(ps) > 0 {
			c += strings.Join(ps, " ") + " where "
		}
		c += quoteAll(append(ranges(r.Params, false), "r = "+w.app(r.Name, ps...)))
		cases = append(cases, c)
	}
	if len(members) == 0 {
		members = []string{"{}"}
	}
	fmt.Fprintf(&b, "definition rules :: \"%sstate rule set\" where\n  \"%s = %s\"\n\n", w.sizeTy, w.app("rules"), strings.Join(members, sUn+"\n    "))
	if len(cases) > 0 {
		// blast would search the cases in order and hit its depth limit
		// on large models; elimination then one case rule is linear.
		// The elimination leaves one goal per rule family, in order: each
		// is closed by its own case (trying every case on every goal is
		// quadratic, 14 s for FLASH's 62 rules). singletonE only on
		// r's membership: a parameter of a type with one value (German
		// 2004 at one address, addr \<in> {1}) keeps its own.
		fmt.Fprintf(&b, "lemma rules_cases:\n  assumes \"r %s %s\"\n  obtains %s\n  using assms unfolding rules_def\n  apply (elim UnE UN_E singletonE[where b = r])\n", `\<in>`, w.app("rules"), strings.Join(cases, "\n  | "))
		for k := range cases {
			fmt.Fprintf(&b, "  apply (rule that(%d); assumption)\n", k+1)
		}
		b.WriteString("  done\n\n")
	}
	// A rule changes only the families it writes: every other location
	// falls to the wildcard of its action. Splitting the action's ifs
	// (simp's default) is exponential and never needed (181 s for Chou's
	// FLASH NI_Local_GetX_PutX; 23 ms without).
	for _, r := range m.Rules {
		fmt.Fprintf(&b, "lemma mod_%s: \"modifies family_of (snd (%s)) {%s}\"\n  unfolding modifies_def by (simp add: %s_def split: loc.split split del: if_split)\n\n",
			r.Name, w.app(r.Name, paramNames(r.Params)...), famSet(r.Writes), r.Name)
	}
	b.WriteString("section \\<open>Invariants\\<close>\n\n")
	var sets []string
	for _, inv := range w.p.Invs {
		ps := paramNames(inv.Params)
		fmt.Fprintf(&b, "text \\<open>%s: %s (%s).\\<close>\n\n", inv.Name, cartouche(inv.Murphi), cartouche(inv.Origin))
		fmt.Fprintf(&b, "definition %s :: \"%s%s%sstate%sbool\" where\n  \"%s s%s%s(%s)\"\n\n", inv.Name, w.invSizeTy(inv), w.fixTy, paramTypes(inv.Params), sFun,
			w.invApp(inv, ps...), sIff, sNot, expr(inv.Bad))
		inst := w.invApp(inv, ps...)
		set := "{" + inst + "}"
		if len(ps) > 0 {
			set = fmt.Sprintf("{%s |%s. %s}", inst, strings.Join(ps, " "), strings.Join(ranges(inv.Params, true), sAnd))
		}
		fmt.Fprintf(&b, "definition %s :: \"%s%s(state%sbool) set\" where\n  \"%s = %s\"\n\n", setName(inv), w.sizeTy, w.fixTy, sFun, w.app(setName(inv))+w.fixed, set)
		sets = append(sets, w.app(setName(inv))+w.fixed)
	}
	if len(sets) == 0 {
		sets = []string{"{}"}
	}
	// A balanced union: each invariant's membership is proved by its path
	// of UnI1/UnI2 steps (blast searched the whole union, 0.6 s per
	// invariant for Chou's FLASH with 473).
	fmt.Fprintf(&b, "definition invs :: \"%s%s(state%sbool) set\" where\n  \"%s = %s\"\n\n", w.sizeTy, w.fixTy, sFun, w.invs(), unionTree(sets))
	// the home invariants a property's theorem takes (it reads the home
	// variable's location) get a hold lemma too
	propHome := map[*proofgen.Inv]bool{}
	for _, pr := range w.m.Props {
		for _, a := range w.p.PropInsts(pr) {
			if a.Inv.Home != nil {
				propHome[a.Inv] = true
			}
		}
	}
	for k, inv := range w.p.Invs {
		inst := w.invApp(inv, paramNames(inv.Params)...)
		steps := append(unionPath(len(sets), k), "unfold "+setName(inv)+"_def", "blast")
		fmt.Fprintf(&b, "lemma %s_in: %s\n  unfolding invs_def by (%s)\n\n", inv.Name,
			premises(ranges(inv.Params, true), inst+sIn+w.invs()), strings.Join(steps, ", "))
		if inv.Prop != nil || propHome[inv] {
			fmt.Fprintf(&b, "lemma %s_hold: %s\n  using %s_in by blast\n\n", inv.Name,
				premises(append([]string{sAll + "f" + `\<in>` + w.invs() + ". f s"}, ranges(inv.Params, true)...), inst+" s"), inv.Name)
		}
		fmt.Fprintf(&b, "lemma frame_%s: \"frame family_of (%s) {%s}\"\n  unfolding frame_def by (auto simp: %s_def)\n\n", inv.Name, inst, famSet(inv.Reads), inv.Name)
	}
	b.WriteString("end\n")
	return b.String()
}

// unionTree prints the union of sets as a balanced tree, one set a line.
func unionTree(sets []string) string {
	if len(sets) == 1 {
		return sets[0]
	}
	mid := len(sets) / 2
	return "(" + unionTree(sets[:mid]) + sUn + "\n    " + unionTree(sets[mid:]) + ")"
}

// unionPath returns the introduction steps that lead from membership in
// unionTree of n sets to membership in set k (0-based).
func unionPath(n, k int) []string {
	var out []string
	for lo, hi := 0, n; hi-lo > 1; {
		mid := lo + (hi-lo)/2
		if k < mid {
			out = append(out, "rule UnI1")
			hi = mid
		} else {
			out = append(out, "rule UnI2")
			lo = mid
		}
	}
	return out
}

func setName(inv *proofgen.Inv) string { return "invs_" + strings.TrimPrefix(inv.Name, "inv_") }

func famSet(fs []*proofgen.Family) string {
	names := make([]string, len(fs))
	for i, f := range fs {
		names[i] = f.Fam
	}
	return strings.Join(names, ", ")
}

// quantified prints "\<exists>x\<in>A. \<exists>y\<in>B. body" (or the body alone).
func quantified(q string, ps []*proofgen.Param, body string) string {
	s := body
	for i := len(ps) - 1; i >= 0; i-- {
		s = q + ps[i].Name + `\<in>` + rangeOf(ps[i]) + ". " + s
	}
	if len(ps) > 0 {
		s = "(" + s + ")"
	}
	return s
}

// premises prints "A \<Longrightarrow> B \<Longrightarrow> C" in quotes.
func premises(hyps []string, concl string) string {
	parts := append(append([]string(nil), hyps...), concl)
	return `"` + strings.Join(parts, sImpl) + `"`
}

// cartouche makes text safe inside \<open>...\<close>.
func cartouche(s string) string {
	s = strings.ReplaceAll(s, `\<`, `\ <`)
	return strings.ReplaceAll(s, "\n", " ")
}

func wrapWords(words []string, indent string) string {
	var b strings.Builder
	n := 0
	for i, w := range words {
		if i > 0 {
			if n+len(w) > 90 {
				b.WriteString("\n" + indent)
				n = 0
			} else {
				b.WriteString(" ")
			}
		}
		b.WriteString(w)
		n += len(w) + 1
	}
	return b.String()
}

func (w *writer) lemmaTheory(name string, invs []*proofgen.Inv) string {
	var b strings.Builder
	header(&b, name, w.modelImport)
	byInv := map[*proofgen.Inv][]*proofgen.Lemma{}
	for _, l := range w.p.Lemmas {
		byInv[l.Inv] = append(byInv[l.Inv], l)
	}
	idx := map[*proofgen.Inv]int{}
	for i, inv := range w.p.Invs {
		idx[inv] = i
	}
	for _, inv := range invs {
		fmt.Fprintf(&b, "section \\<open>%s\\<close>\n\n", inv.Name)
		for _, l := range byInv[inv] {
			w.lemma(&b, l)
		}
		w.stepLemma(&b, inv, idx[inv])
	}
	b.WriteString("end\n")
	return b.String()
}

func pairName(l *proofgen.Lemma) string { return l.Inv.Name + "__" + l.Rule.Name }

func (w *writer) lemma(b *strings.Builder, l *proofgen.Lemma) {
	inst := w.invApp(l.Inv, paramNames(l.Inv.Params)...)
	rule := w.app(l.Rule.Name, paramNames(l.Vars)...)
	// the fixed variables' nodes are in range (the step lemma passes its
	// premises in this order: the invariant's, the fixed nodes', the rule's)
	hyps := append(append(ranges(l.Inv.Params, true), w.fixedPremises()...), ranges(l.Vars, false)...)
	fmt.Fprintf(b, "lemma %s:\n", pairName(l))
	if len(hyps) > 0 {
		fmt.Fprintf(b, "  assumes a: %s\n", quoteAll(hyps))
	}
	fmt.Fprintf(b, "  shows \"invHoldForRule (%s) (%s) (%s)\"\n", inst, rule, w.invs())
	using := ""
	if len(hyps) > 0 {
		using = "a "
	}
	if l.Merged && !w.large(l.Rule) {
		w.mergedProof(b, l, inst, rule, using)
		return
	}
	if l.Merged && len(l.Cases) <= 1 {
		// one relation, proved as a case is (see large); a large rule's
		// merged lemma with several cases has that relation proved in
		// each case below: the case conditions settle most of the
		// action's conditionals (German 2004: inv_260 against "home
		// accepts a request message" as one relation ran past 200 s; its
		// part, Part5, was accepted in 12.5 minutes case by case)
		b.WriteString("proof -\n")
		w.caseProof(b, l, &proofgen.Case{Kind: l.Kind, Aux: l.Aux, Inst: l.Inst}, inst, rule, using, "  ")
		b.WriteString("qed\n\n")
		return
	}
	if len(l.Cases) == 1 {
		b.WriteString("proof -\n")
		w.caseProof(b, l, l.Cases[0], inst, rule, using, "  ")
		b.WriteString("qed\n\n")
		return
	}
	b.WriteString("proof -\n")
	caseSplit(b, caseTree(l.Cases), using, "  ", func(c *proofgen.Case, facts, ind string) {
		if l.Merged {
			// the merged relation in each case, with the merged
			// auxiliary set (German 2004's inv_212 against "home
			// accepts a request message", in the case home = 0,
			// source = p2, needs the action's condition at the home:
			// see proofgen.Lemma.ActionPoints)
			c = &proofgen.Case{Name: c.Name, Kind: l.Kind, Aux: l.Aux, Inst: l.Inst}
		}
		w.caseProof(b, l, c, inst, rule, facts, ind)
	})
	b.WriteString("qed\n\n")
}

// caseProof proves one case: the relation, and for invHoldRule3 that the
// auxiliary instances are invariants.
func (w *writer) caseProof(b *strings.Builder, l *proofgen.Lemma, c *proofgen.Case, inst, rule, using, ind string) {
	if using != "" {
		using = "using " + strings.TrimSpace(using) + " "
	}
	auxs, defs, intros := w.proofFacts(l, c.Aux)
	k := c.Kind
	simp := fmt.Sprintf("simp: invHoldRule%d_def %s", k, strings.Join(defs, " "))
	set, witness := "", false
	if k == invfinder.InvHoldRule3 {
		set = w.auxSet(c.Aux, auxs)
		// ball_Un: one comprehension per invariant at the witness (a
		// case with two of them loops in auto without it)
		if witness = strings.Contains(set, "|"); witness {
			simp += " witness_set ball_Un"
		}
	}
	by := w.relationMethod(l, k, simp, guardDests(c.Inst), witness, witnessIntros(l.WitnessPoints(c.Aux)))
	if k != invfinder.InvHoldRule3 {
		fmt.Fprintf(b, "%shave \"invHoldRule%d (%s) (%s)\"\n%s  %sby %s\n", ind, k, inst, rule, ind, using, by)
		fmt.Fprintf(b, "%sthen show ?thesis by (rule hold%d)\n", ind, k)
		return
	}
	fmt.Fprintf(b, "%shave \"invHoldRule3 (%s) %s (%s)\"\n%s  %sby %s\n", ind, inst, set, rule, ind, using, by)
	fmt.Fprintf(b, "%smoreover have \"%s%s%s\"\n%s  %sby (auto intro: %s)\n", ind, set, sSubset, w.invs(), ind, using, strings.Join(intros, " "))
	fmt.Fprintf(b, "%sultimately show ?thesis by (rule hold3)\n", ind)
}

// relationMethod is the proof method of a relation goal of the given
// kind whose definitions and simp rules are simp ("simp: ..."):
// clarsimpFirst for a large rule, otherwise auto (autoOrForce, or
// autoWitness in a case with a set of instances at a witness) with the
// guard's instances first, and for invHoldRule2 the simplifier before
// all of them (simpFirst). points: witnessIntros; for a large rule with
// the instances of its action's universal conditions (actionDests), and
// the large rule's method gets them all at once too (actionInsts).
func (w *writer) relationMethod(l *proofgen.Lemma, kind int, simp, dests string, witness bool, points string) string {
	if w.large(l.Rule) {
		pts := l.ActionPoints()
		if a := actionDests(pts); a != "" {
			points = strings.TrimSpace(points + " " + a)
		}
		return w.clarsimpFirst("clarsimp "+simp, dests, actionInsts(pts), witness, points)
	}
	auto := "auto " + simp
	var method string
	if witness {
		method = instFirst(auto, dests, autoWitness(auto, points))
	} else {
		method = instFirst(auto, dests, w.autoOrForce(auto, points))
	}
	if kind == invfinder.InvHoldRule2 {
		method = simpFirst(simp, method)
	}
	return method
}

// simpFirst puts the simplifier with the definitions of simp ("simp:
// ...") before method, a parenthesized list of alternatives. An
// invHoldRule2 goal says that the invariant is the same after the rule as
// before; the simplifier proves that by rewriting both sides to one term,
// where auto splits the equivalence into two implications and its search
// can grow without bound: German 2004's "the memory holds the auxiliary
// data unless no directory entry is valid" against the rule that stores
// data in a cache, with an address other than the invariant's, grew past
// 5.8 GB in auto and is proved by simp in 0.04 s.
func simpFirst(simp, method string) string {
	return "((simp add: " + strings.TrimPrefix(simp, "simp: ") + "; fail)\n    | " + strings.TrimPrefix(method, "(")
}

// witnessIntros are the introduction rules for auto that try each point
// (proofgen.Lemma.WitnessPoints) as the witness of a bounded existential
// goal ("intro: bexI[where x = ...] ..."), or "" when there are none.
func witnessIntros(pts []*proofgen.Expr) string { return atPoints("intro", "bexI", pts) }

// actionDests are the destruction rules for auto that instantiate a
// universal hypothesis at each point (proofgen.Lemma.ActionPoints):
// "dest: bspec[where x = ...] ...", or "" when there are none. They are
// unsafe rules (dest, not dest!): the hypothesis stays for the others.
func actionDests(pts []*proofgen.Expr) string { return atPoints("dest", "bspec", pts) }

// actionInsts are the safe destruction rules for auto that replace a
// universal hypothesis by its instances at all the points of its type
// (proofgen.Lemma.ActionPoints) at once: ball_points (base theory), one
// rule per index type, or "" when there are none. German 2004's inv_423
// against "home processes invalidate ack" needs the upgrade's condition
// (every entry but the source's and the requester's is invalid) at the
// invariant's node and at the home, and the simplifier to combine them:
// auto with the two instances proves it in 0.4 s, where the unsafe
// bspec rules (actionDests) fail and force ran for minutes and out of
// memory.
func actionInsts(pts []*proofgen.Expr) string {
	types, by := byType(pts)
	if len(types) == 0 {
		return ""
	}
	out := make([]string, len(types))
	for i, t := range types {
		out[i] = fmt.Sprintf("ball_points[where A = \"%s\" and xs = \"[%s]\"]", setOf(t), strings.Join(by[t], ", "))
	}
	return "dest!: " + strings.Join(out, " ")
}

// atPoints is the modifier "kind: rule[where x = p] ..." with one
// instance of rule per point, or "" when there are none.
func atPoints(kind, rule string, pts []*proofgen.Expr) string {
	if len(pts) == 0 {
		return ""
	}
	rules := make([]string, len(pts))
	for i, x := range pts {
		rules[i] = fmt.Sprintf("%s[where x = \"%s\"]", rule, expr(x))
	}
	return kind + ": " + strings.Join(rules, " ")
}

// withPoints is the alternative of auto with the witness points (points,
// see witnessIntros) for a list of alternatives: it is tried after auto
// alone fails and before force, which searches for witnesses itself and
// may not end (German 2004: "some directory entry is not invalid", where
// an auxiliary invariant says the home's entry is exclusive, and force
// grew past 8 GB; with the home as the witness auto proves it at once). Empty when there are no points.
func withPoints(auto, points string) string {
	if points == "" {
		return ""
	}
	return fmt.Sprintf("\n    | (%s %s; fail)", auto, points)
}

// auxSet is the set of auxiliary instances: the instances insts (one per
// aux, as proofFacts prints them) in braces, and united with it a set
// comprehension for each one that stands for every value of its witness
// argument (Aux.Witness), over the values for which it is an instance of
// the invariant set.
func (w *writer) auxSet(aux []proofgen.Aux, insts []string) string {
	var plain, sets []string
	for i, a := range aux {
		if a.Witness == 0 {
			plain = append(plain, insts[i])
			continue
		}
		v := a.Args[a.Witness-1]
		sets = append(sets, "{"+insts[i]+" |"+v+". "+strings.Join(rangesOf(a.Inv.Params, a.Args, true), sAnd)+"}")
	}
	if len(plain) > 0 || len(sets) == 0 {
		sets = append([]string{"{" + strings.Join(plain, ", ") + "}"}, sets...)
	}
	if len(sets) == 1 {
		return sets[0]
	}
	return "(" + strings.Join(sets, sUn) + ")"
}

// proofFacts returns the auxiliary instances as terms, the definitions a
// proof of l unfolds (the invariant's, the auxiliary invariants', the
// rule's) and the membership lemmas of the auxiliary invariants.
func (w *writer) proofFacts(l *proofgen.Lemma, aux []proofgen.Aux) (insts, defs, intros []string) {
	defs = []string{l.Inv.Name + "_def"}
	seenDef := map[string]bool{l.Inv.Name: true}
	seenIn := map[string]bool{}
	for _, a := range aux {
		insts = append(insts, w.invApp(a.Inv, a.Args...))
		if !seenIn[a.Inv.Name] {
			seenIn[a.Inv.Name] = true
			intros = append(intros, a.Inv.Name+"_in")
		}
		if !seenDef[a.Inv.Name] {
			seenDef[a.Inv.Name] = true
			defs = append(defs, a.Inv.Name+"_def")
		}
	}
	return insts, append(defs, l.Rule.Name+"_def"), intros
}

// mergedProof proves all cases of a lemma with one call of auto, which
// splits the cases itself (the equalities between rule and invariant
// parameters arise from the function updates).
func (w *writer) mergedProof(b *strings.Builder, l *proofgen.Lemma, inst, rule, using string) {
	auxs, defs, intros := w.proofFacts(l, l.Aux)
	defs = append([]string{fmt.Sprintf("invHoldRule%d_def", l.Kind)}, defs...)
	hold := fmt.Sprintf("hold%d", l.Kind)
	if l.Kind == invfinder.InvHoldRule3 {
		hold = fmt.Sprintf("hold3[where G = \"{%s}\"] %s", strings.Join(auxs, ", "), strings.Join(intros, " "))
	}
	if using != "" {
		using = "using " + strings.TrimSpace(using) + " "
	}
	auto := fmt.Sprintf("auto intro!: %s\n      simp: %s", hold, wrapWords(defs, "        "))
	fmt.Fprintf(b, "  %sby %s\n\n", using, instFirst(auto, guardDests(l.Inst), w.autoOrForce(auto, witnessIntros(l.WitnessPoints(l.Aux)))))
}

// byType groups points by index type, the types in the order first met,
// the points as terms.
func byType(pts []*proofgen.Expr) ([]*proofgen.IndexType, map[*proofgen.IndexType][]string) {
	var types []*proofgen.IndexType
	by := map[*proofgen.IndexType][]string{}
	for _, x := range pts {
		if by[x.Type] == nil {
			types = append(types, x.Type)
		}
		by[x.Type] = append(by[x.Type], expr(x))
	}
	return types, by
}

// guardDests are the destruction rules that instantiate the universal
// quantifiers of a rule's guard at the points the relation needs
// (proofgen.GuardInstances), one rule per index type: bspec at one
// point, ball_at2 (base theory) at two. Empty when there are none.
func guardDests(pts []*proofgen.Expr) string {
	types, by := byType(pts)
	var out []string
	for _, t := range types {
		ps := by[t]
		switch len(ps) {
		case 1:
			out = append(out, fmt.Sprintf("bspec[where A = \"%s\" and x = \"%s\"]", setOf(t), ps[0]))
		case 2:
			out = append(out, fmt.Sprintf("ball_at2[where A = \"%s\" and a = \"%s\" and b = \"%s\"]", setOf(t), ps[0], ps[1]))
		}
	}
	return strings.Join(out, " ")
}

// LargeBranches is the number of conditionals (if-then-else terms) in a
// rule's action, as the model theory states it, from which the action is
// large: its relations are proved with clarsimpFirst. FLASH's largest
// rule has 9, Chou's FLASH has three large ones (52, 21 and 19); German
// 2004's "home accepts a request message" has 73, and auto on its
// invHoldRule3 goals ran out of a 10 GB Poly/ML heap, where clarsimp first
// proves one in seconds.
const LargeBranches = 16

// large tells whether r's action has at least LargeBranches conditionals.
func (w *writer) large(r *proofgen.Rule) bool {
	if v, ok := w.big[r]; ok {
		return v
	}
	n := 0
	for _, e := range w.m.Effects(r.Body, false) {
		n += conditionals(e.Val)
	}
	if w.big == nil {
		w.big = map[*proofgen.Rule]bool{}
	}
	w.big[r] = n >= LargeBranches
	return w.big[r]
}

func conditionals(e *proofgen.Expr) int {
	n := 0
	if e.Op == proofgen.XIte {
		n++
	}
	for _, a := range e.Args {
		n += conditionals(a)
	}
	return n
}

// clarsimpFirst proves a relation for a large rule: clarsimp unfolds the
// definitions and splits the action's conditionals in the hypotheses
// (if_split_asm), then each goal it leaves is proved alone by auto, or
// force; the case analysis that auto would do on one goal with every
// branch is done once, by the splitter. The guard's instances (dests) are
// given to auto on a goal that auto alone does not prove, before force,
// then all instances of the action's universal conditions at once
// (insts; see actionInsts), and then the witness points and the same
// instances as unsafe rules (points; see actionDests). clarsimp itself
// with the guard's instances (dest!) overflowed the stack on German
// 2004's inv_212 against "home accepts a request message", whose goal
// auto with the instance proves at once. witness: a case with a set of
// auxiliary instances (see autoWitness); it does without insts: its
// goal holds every member's instance, and one more auto that fails on it
// costs as much as the others (German 2004's inv_73 against the same
// rule, with the typing invariant among its members: each auto past
// 20 s). In a witness case with a home node 0, auto with gr0I and
// without the lemma's facts ("use in") comes before metis. Every method
// after ";" gets the facts of "using" inserted again (Isabelle hands a
// combined method's facts to each of its methods). German 2004's
// inv_1204 against "home accepts a request message" (home = source = 0,
// channel 1): clarsimp leaves one goal, False from an exclusive entry at
// some n_2, none at the home nor at p1, and "ALL w. ... & 0 < w --> ..."
// (the simplifier's form of w ~= 0); with the facts, auto;metis,
// auto;force and force with gr0I ran past 60 s each, and the
// alternatives as they were past 120 s (the part for hours), and
// without them auto with gr0I (w = 0 ==> False) proves it in 2.8 s.
// inv_461's goal in the same case, which auto;metis proves in 10 s with
// the facts, it proves in 3.5 s; force without the facts, tried here
// first (252877d), ran past 60 s there.
func (w *writer) clarsimpFirst(clarsimp, dests, insts string, witness bool, points string) string {
	each := "((auto; fail)"
	if dests != "" {
		each += " | (auto dest!: " + dests + "; fail)"
	}
	if insts != "" && !witness {
		each += " | (auto " + insts + "; fail)"
	}
	if points != "" {
		each += " | (auto " + points + "; fail)"
	}
	switch {
	case witness:
		if w.zero {
			each += ` | (use in \<open>auto intro!: gr0I; fail\<close>)`
		}
		each += " | (auto; (metis not_gr0 | force)))"
	case w.zero:
		each += " | force | (auto intro!: gr0I; fail))"
	default:
		each += " | force)"
	}
	return fmt.Sprintf("(%s split: if_split_asm; %s)", clarsimp, each)
}

// instFirst puts before method, a parenthesized list of alternatives,
// auto with the guard's instances (guardDests): the quantified guard's
// hypotheses are replaced by their instances, and auto's search does not
// meet them among the case splits of the rule's update (cubicle's
// flash.ctc.m: one lemma grew to 17 GB in auto, 2 s with its instance).
// When that auto fails, the method runs as before.
func instFirst(auto, dests, method string) string {
	if dests == "" {
		return method
	}
	return "((" + auto + " dest!: " + dests + "; fail)\n    | " + strings.TrimPrefix(method, "(")
}

// autoWitness is autoOrForce for a case with a set of auxiliary
// instances (Aux.Witness): auto may leave a goal where the quantified
// hypothesis must be instantiated at the node the rule's exists gave and
// that node must differ from the home, which the simplifier has turned
// into 0 < w (exists_witness_home.m); metis, told that not 0 < n means
// n = 0, finds both, and force is the fallback.
func autoWitness(auto, points string) string {
	return fmt.Sprintf("((%s; fail)%s\n    | (%s; (metis not_gr0 | force)))", auto, withPoints(auto, points), auto)
}

// autoOrForce is autoOrForce, and in a model with a home node 0 inside a
// node type a third alternative: the simplifier turns a goal j != 0 into
// 0 < j, which neither auto nor force proves from facts such as
// pending[j] & !pending[0] (alias_move.m: a grant to the queued node j,
// which the invariant !pending[0] says is not the server); gr0I makes it
// j = 0 ==> False, which auto closes by substitution. Lemmas that the
// first two prove are proved as before.
func (w *writer) autoOrForce(auto, points string) string {
	if !w.zero {
		return autoOrForce(auto, points)
	}
	return fmt.Sprintf("((%s; fail)%s\n    | (%s; force)\n    | (%s intro!: gr0I; fail))", auto, withPoints(auto, points), auto, auto)
}

// autoOrForce is a proof method that calls auto, and when auto leaves
// goals, calls it again and force on each goal it leaves. auto may not
// instantiate a quantified fact where a goal needs it (H-CMP's FLASH: the
// guard's "forall p. p = src | !InvSet[p]" at the invariant's node, once
// the case src != p1 is split off); force searches for such instances,
// with the simplifier at each step. Lemmas that auto proves are proved as
// before; force only runs on goals auto leaves.
func autoOrForce(auto, points string) string {
	return fmt.Sprintf("((%s; fail)%s\n    | (%s; force))", auto, withPoints(auto, points), auto)
}

// stepLemma proves that every rule preserves the invariant, from the
// pair lemmas and the frame argument.
func (w *writer) stepLemma(b *strings.Builder, inv *proofgen.Inv, i int) {
	inst := w.invApp(inv, paramNames(inv.Params)...)
	hyps := append(ranges(inv.Params, true), w.fixedPremises()...)
	fmt.Fprintf(b, "lemma %s_step:\n  assumes r: \"r %s %s\"", inv.Name, `\<in>`, w.app("rules"))
	if len(hyps) > 0 {
		fmt.Fprintf(b, " and a: %s", quoteAll(hyps))
	}
	fmt.Fprintf(b, "\n  shows \"invHoldForRule (%s) r (%s)\"\n", inst, w.invs())
	if len(w.m.Rules) == 0 {
		b.WriteString("  using r unfolding rules_def by simp\n\n")
		return
	}
	// One case per rule family, in the order of rules_cases, each closed
	// by its own fact: the pair lemma, or the frame argument (auto over
	// all facts for every case is quadratic: FLASH's 62 rules took 0.75 s
	// per invariant).
	b.WriteString("  using r proof (cases rule: rules_cases)\n")
	for j, r := range w.m.Rules {
		if j > 0 {
			b.WriteString("next\n")
		}
		k := len(r.Params)
		fmt.Fprintf(b, "  case %s\n  show ?thesis unfolding %s(%d)\n", r.Name, r.Name, k+1)
		if w.p.Touches[i][j] {
			facts := []string{}
			if len(hyps) > 0 {
				facts = append(facts, "a")
			}
			for q := 1; q <= k; q++ {
				facts = append(facts, fmt.Sprintf("%s(%d)", r.Name, q))
			}
			of := ""
			if len(facts) > 0 {
				of = "[OF " + strings.Join(facts, " ") + "]"
			}
			fmt.Fprintf(b, "    by (rule %s__%s%s)\n", inv.Name, r.Name, of)
		} else {
			fmt.Fprintf(b, "    by (rule untouched[OF frame_%s mod_%s]) simp\n", inv.Name, r.Name)
		}
	}
	b.WriteString("qed\n\n")
	// the same for every member of the invariant's set, for step_invs
	fmt.Fprintf(b, "lemma %s_step: %s\n  unfolding %s_def by (auto intro: %s_step)\n\n",
		setName(inv), premises(append([]string{"f " + `\<in>` + " " + w.app(setName(inv)) + w.fixed, "r " + `\<in>` + " " + w.app("rules")}, w.fixedPremises()...),
			"invHoldForRule f r ("+w.invs()+")"), setName(inv), inv.Name)
}

// eruleEach closes the goals of an elimination, in order, one rule each.
func eruleEach(rules []string) string {
	var b strings.Builder
	for _, r := range rules {
		fmt.Fprintf(&b, "  apply (erule %s)\n", r)
	}
	return b.String()
}

func (w *writer) mainTheory(groups []string) string {
	m := w.m
	var b strings.Builder
	header(&b, m.Name, groups...)
	if len(groups) == 0 {
		b.Reset()
		header(&b, m.Name, w.modelImport)
	}
	fmt.Fprintf(&b, "text \\<open>The protocol of %s satisfies its properties for every size.\\<close>\n\n", w.source)
	var initIntros, stepIntros []string
	// With fixed variables, the initial states are split by the nodes they
	// hold (init_at), and the invariants are proved per such nodes.
	initDef := "init_def"
	fixedHyps := w.fixedPremises()
	if len(m.Fixed) > 0 {
		initDef = "init_at_def"
	}
	// A startstate inside a ruleset sets the entries of its parameters
	// (token[h] := true): an invariant's parameters may or may not be h,
	// so the start state's conditionals are split in the premises too.
	split := ""
	for _, st := range m.Starts {
		if indexedByParam(st) {
			split = " split: if_split_asm"
		}
	}
	for _, inv := range w.p.Invs {
		inst := w.invApp(inv, paramNames(inv.Params)...)
		var starts []string
		for _, st := range m.Starts {
			starts = append(starts, st.Name+"_def")
		}
		fmt.Fprintf(&b, "lemma init_%s: %s\n  unfolding %s by (auto simp: %s_def %s%s)\n\n", inv.Name,
			premises(append(append([]string{w.initAt() + " s"}, fixedHyps...), ranges(inv.Params, true)...), inst+" s"), initDef, inv.Name, strings.Join(starts, " "), split)
		// the same for every member of the invariant's set
		fmt.Fprintf(&b, "lemma init_%s: %s\n  unfolding %s_def by (auto intro: init_%s)\n\n", setName(inv),
			premises(append([]string{"f " + `\<in>` + " " + w.app(setName(inv)) + w.fixed, w.initAt() + " s"}, fixedHyps...), "f s"), setName(inv), inv.Name)
		of := "[OF _ assms(2)]"
		if len(fixedHyps) > 0 {
			of = "[OF _ assms(2) assms(3)]"
		}
		initIntros = append(initIntros, "init_"+setName(inv)+of)
		if len(fixedHyps) > 0 {
			stepIntros = append(stepIntros, setName(inv)+"_step[OF _ assms(2) assms(3)]")
		} else {
			stepIntros = append(stepIntros, setName(inv)+"_step[OF _ assms(2)]")
		}
	}
	// The invariant set is a union of one set per invariant: elimination
	// leaves one goal per part, in order, each closed by its own lemma
	// (trying every lemma on every goal is quadratic).
	if len(w.p.Invs) > 0 {
		// One invariant: its set is the whole set, and the fact closes
		// the goal by its lemma (erule would find no union to eliminate).
		initProof, stepProof := "  apply (elim UnE)\n"+eruleEach(initIntros)+"  done\n", "  apply (elim UnE)\n"+eruleEach(stepIntros)+"  done\n"
		if len(w.p.Invs) == 1 {
			initProof, stepProof = "  by (rule "+initIntros[0]+")\n", "  by (rule "+stepIntros[0]+")\n"
		}
		fmt.Fprintf(&b, "lemma init_invs:\n  assumes \"f %s %s\" %s\n  shows \"f s\"\n  using assms(1)[unfolded invs_def]\n%s\n",
			`\<in>`, w.invs(), quoteAll(append([]string{w.initAt() + " s"}, fixedHyps...)), initProof)
		fmt.Fprintf(&b, "lemma step_invs:\n  assumes \"f %s %s\" \"r %s %s\"%s\n  shows \"invHoldForRule f r (%s)\"\n  using assms(1)[unfolded invs_def]\n%s\n",
			`\<in>`, w.invs(), `\<in>`, w.app("rules"), strings.TrimRight(" "+quoteAll(fixedHyps), " "), w.invs(), stepProof)
	} else {
		fmt.Fprintf(&b, "lemma init_invs: \"f %s %s %s f s\"\n  unfolding invs_def by simp\n\n", `\<in>`, w.invs(), sImpl)
		fmt.Fprintf(&b, "lemma step_invs: \"f %s %s %s invHoldForRule f r (%s)\"\n  unfolding invs_def by simp\n\n", `\<in>`, w.invs(), sImpl, w.invs())
	}
	reach := fmt.Sprintf("s %s reachable (%s) (%s)", `\<in>`, w.app("init"), w.app("rules"))
	reachAt := fmt.Sprintf("s %s reachable (%s) (%s)", `\<in>`, w.initAt(), w.app("rules"))
	initFacts := ""
	if len(fixedHyps) > 0 {
		initFacts = "using assms(2) "
	}
	// consistency[OF init_invs ...] would be a higher-order unification
	// with two unifiers; the premises are discharged first-order instead.
	fmt.Fprintf(&b, "theorem invs_reachable:\n  assumes %s\n  shows \"%sf%s%s. f s\"\nproof (rule consistency[OF _ _ assms(1)])\n", quoteAll(append([]string{reachAt}, fixedHyps...)), sAll, `\<in>`, w.invs())
	fmt.Fprintf(&b, "  fix f t\n  assume \"f %s %s\" \"%s t\"\n  then show \"f t\" %sby (rule init_invs)\nnext\n", `\<in>`, w.invs(), w.initAt(), initFacts)
	fmt.Fprintf(&b, "  fix f r\n  assume \"f %s %s\" \"r %s %s\"\n  then show \"invHoldForRule f r (%s)\" %sby (rule step_invs)\nqed\n\n", `\<in>`, w.invs(), `\<in>`, w.app("rules"), w.invs(), initFacts)
	var all []string
	for _, pr := range m.Props {
		ps := paramNames(pr.Params)
		fmt.Fprintf(&b, "text \\<open>Property %s.\\<close>\n\n", cartouche(proofgen.Shown(pr.Murphi)))
		fmt.Fprintf(&b, "definition %s :: \"%s%sstate%sbool\" where\n  \"%s s%s%s\"\n\n", pr.Name, w.sizeTy, paramTypes(pr.Params), sFun,
			w.app(pr.Name, ps...), sIff, atom(pr.Body))
		// Each instance of an invariant is stated with its arguments and
		// proved by resolution with the hold lemma, so no variable of a
		// lemma is named (Isabelle renames p1 to ?p1.0 on export) and
		// nothing depends on the order of its variables. The instance is
		// an object-level implication, so that once the definitions are
		// unfolded with implications as disjunctions the simplifier never
		// sees it as a conditional rewrite rule: two instances of one
		// invariant at swapped arguments made auto's conditional
		// rewriting loop (Chou's FLASH).
		var facts, haves []string
		defs := []string{pr.Name + "_def"}
		seen := map[string]bool{}
		for k, a := range w.p.PropInsts(pr) {
			fact := fmt.Sprintf("I%d", k+1)
			conds := rangesOf(a.Inv.Params, a.Args, true)
			stmt := `"` + strings.Join(append(append([]string(nil), conds...), w.invApp(a.Inv, a.Args...)+" s"), sImp) + `"`
			intro := ""
			if len(conds) > 0 {
				intro = "(intro impI) "
			}
			haves = append(haves, fmt.Sprintf("  have %s: %s\n    by %s(rule %s_hold[OF H])\n", fact, stmt, intro, a.Inv.Name))
			facts = append(facts, fact)
			if !seen[a.Inv.Name] {
				seen[a.Inv.Name] = true
				defs = append(defs, a.Inv.Name+"_def")
			}
		}
		hyps := append([]string{reach}, ranges(pr.Params, false)...)
		fmt.Fprintf(&b, "theorem %s_holds:\n  assumes %s\n  shows \"%s s\"\nproof -\n", pr.Name, quoteAll(hyps), w.app(pr.Name, ps...))
		if len(m.Fixed) == 0 {
			fmt.Fprintf(&b, "  have H: \"%sf%s%s. f s\"\n    using assms(1) by (rule invs_reachable)\n", sAll, `\<in>`, w.invs())
		} else {
			// the fixed variables hold some nodes from the start on
			h := m.Fixed[0]
			fmt.Fprintf(&b, "  have \"%s%s%s. %s\"\n    using assms(1) by (rule reachable_split) (rule init_at_cases)\n", sEx, h.Name, `\<in>`+rangeOf(h), reachAt)
			fmt.Fprintf(&b, "  then obtain %s where R: %s\n    by blast\n", h.Name, quoteAll(append([]string{reachAt}, fixedHyps...)))
			fmt.Fprintf(&b, "  have H: \"%sf%s%s. f s\"\n    using R by (rule invs_reachable)\n", sAll, `\<in>`, w.invs())
		}
		b.WriteString(strings.Join(haves, ""))
		// a parameter is a distinguished node or another one (auto would
		// turn i != 0 into 0 < i and not split on it)
		var splits []string
		several := false
		for _, q := range pr.Params {
			ds := proofgen.Distinguished(q.Type)
			several = several || q.Type != nil && !q.Type.Finite && len(ds) > 1
			for _, d := range ds {
				splits = append(splits, fmt.Sprintf("cases \"%s = %s\"; ", q.Name, expr(d)))
			}
		}
		if several {
			// With two distinguished values of a parameter's type auto
			// splits every disjunctive fact in each of the many cases and
			// does not finish (German with home 0 and CurPtr := 1, 24
			// facts); the simplifier, then metis on what it leaves, does.
			fmt.Fprintf(&b, "  show ?thesis\n    using assms %s\n    by (unfold %s) (%ssimp?; metis val.distinct)\nqed\n\n", wrapWords(facts, "      "), strings.Join(defs, " "), strings.Join(splits, ""))
		} else {
			fmt.Fprintf(&b, "  show ?thesis\n    using assms %s\n    by (unfold %s imp_conv_disj) (%sauto)\nqed\n\n", wrapWords(facts, "      "), strings.Join(defs, " "), strings.Join(splits, ""))
		}
		all = append(all, quantified(sAll, pr.Params, w.app(pr.Name, ps...)+" s"))
	}
	if len(all) > 0 {
		var intros []string
		for _, pr := range m.Props {
			intros = append(intros, pr.Name+"_holds")
		}
		fmt.Fprintf(&b, "theorem properties:\n  assumes \"%s\"\n  shows \"%s\"\n  using assms by (auto intro: %s)\n\n", reach, strings.Join(all, sAnd), strings.Join(intros, " "))
	}
	b.WriteString("end\n")
	return b.String()
}

// indexedByParam reports whether a startstate assigns to a location
// indexed by one of its parameters.
func indexedByParam(st *proofgen.Rule) bool {
	params := map[string]bool{}
	for _, p := range st.Params {
		params[p.Name] = true
	}
	found := false
	proofgen.VisitStmts(st.Body, func(x *proofgen.Stmt) {
		if x.Loc != nil {
			for _, a := range x.Loc.Args {
				found = found || a.Op == proofgen.XVar && params[a.Name]
			}
		}
	})
	return found
}

// SortedFiles returns the session's file names in order.
func (s *Session) SortedFiles() []string {
	var names []string
	for n := range s.Files {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// needsIdxOf reports whether a rule, startstate or property reads an
// index from a value (a home variable's location).
func (w *writer) needsIdxOf() bool {
	found := false
	visit := func(e *proofgen.Expr) {
		proofgen.Visit(e, func(x *proofgen.Expr) { found = found || x.Op == proofgen.XOf })
	}
	for _, pr := range w.m.Props {
		visit(pr.Body)
	}
	for _, r := range append(append([]*proofgen.Rule(nil), w.m.Starts...), w.m.Rules...) {
		visit(r.Guard)
		proofgen.VisitStmts(r.Body, func(s *proofgen.Stmt) {
			visit(s.Loc)
			visit(s.Val)
			visit(s.Cond)
		})
	}
	return found
}

// initAtDef defines init_at, the initial states in which the fixed
// variables hold the given nodes (the startstate parameters that set them
// are those nodes), and proves that every initial state is one of them.
func (w *writer) initAtDef(b *strings.Builder) {
	var alts []string
	for _, st := range w.m.Starts {
		args := paramNames(st.Params)
		var rest []*proofgen.Param
		for i, q := range st.Params {
			bound := false
			for _, h := range w.m.Homes {
				if proofgen.StartFixed(st, h) == q {
					args[i], bound = h.Val.Name, true
				}
			}
			if !bound {
				rest = append(rest, q)
			}
		}
		alts = append(alts, quantified(sEx, rest, "s = "+w.app(st.Name, args...)))
	}
	fmt.Fprintf(b, "definition init_at :: \"%s%sstate%sbool\" where\n  \"%s s%s%s\"\n\n", w.sizeTy, w.fixTy, sFun, w.initAt(), sIff, strings.Join(alts, sOr))
	fmt.Fprintf(b, "lemma init_at_cases: %s\n  unfolding init_def init_at_def by blast\n\n",
		premises([]string{w.app("init") + " s"}, quantified(sEx, w.m.Fixed, w.initAt()+" s")))
}
