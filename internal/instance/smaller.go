package instance

// This file implements the evidence from smaller instances. When the
// search's evidence is only a breadth-first prefix of the reference
// instance, a candidate invariant may hold on it because the states that
// violate it lie deeper. Every invariant of the table must hold for every
// size, so a state of a smaller instance that violates a candidate refutes
// it as well; and a smaller instance, with far fewer states, is explored
// much deeper in as many states, often whole (German 2004 with one node
// besides the home: 903,779 states in 4 s). The search takes a cube as
// reachable when the reference's evidence or the larger instance's
// reaches it, or a smaller instance does (evidence.Reach.Smaller).

import (
	"fmt"
	"slices"
	"strings"

	"paraverify/invfinder/evidence"
	"paraverify/invfinder/formula"
	"paraverify/murphi/check"
	"paraverify/murphi/mc"
)

// SmallerInstances lists the smaller instances: for each size constant
// the tool sets, the reference's constants with that one one less (at
// least 1). Constants set with -D stay as set; a constant that is also
// a value (RefConst.valued) has no smaller instance (it would move the
// distinguished value).
func (r *Reference) SmallerInstances() [][]string {
	var out [][]string
	for i, c := range r.Consts {
		if c.Source == "-D" || c.Value < 2 || c.valued {
			continue
		}
		var defs []string
		for j, d := range r.Consts {
			if d.Source == "-D" {
				continue
			}
			v := d.Value
			if j == i {
				v--
			}
			defs = append(defs, fmt.Sprintf("%s=%d", d.Name, v))
		}
		out = append(out, defs)
	}
	return out
}

// Smaller is what the smaller instances gave: their oracles (Reaches),
// a line for each (Described, for the summary), the instances left out
// with the reason (LeftOut), and a violation found in one of them with
// the instance's constants (ViolatedIn).
type Smaller struct {
	Reaches    []*evidence.Reach
	Described  []string
	LeftOut    []string
	Violation  *mc.Violation
	ViolatedIn string
}

// ExploreSmaller explores the smaller instances of the reference (the
// first maxStates states of each, breadth first) for the search's
// evidence. An instance whose distinguished values differ from the
// reference's (a home node numbered by the size) is left out: the cubes'
// constants would not mean the same there.
func (e *Explorer) ExploreSmaller(ref *Reference, low *check.Model, maxStates int) (*Smaller, error) {
	out := &Smaller{}
	for _, defs := range ref.SmallerInstances() {
		name := strings.Join(defs, " ")
		leave := func(why string) { out.LeftOut = append(out.LeftOut, name+" ("+why+")") }
		m, _, err := LoadModel(e.Path, e.Overrides, defs...)
		if err != nil {
			// a size the model does not admit (a bound below its
			// lower end, a constant expression out of range)
			leave("the model does not admit this size")
			continue
		}
		dist, ok := distinguishedIn(low, m)
		if !ok {
			leave("its distinguished values differ from the reference's")
			continue
		}
		res, err := e.Explore(m, maxStates, 0)
		if err != nil {
			leave("it does not compile: " + err.Error())
			continue
		}
		if e.Budget.Context().Err() != nil {
			return out, nil
		}
		if v := res.Violation; v != nil && v.Kind == "invariant" {
			out.Violation, out.ViolatedIn = v, "the smaller instance "+name
			return out, nil
		}
		if res.Violation != nil {
			// an error of the model at a size the file does not
			// have (an index the model names, an assertion about the
			// size): not evidence, and not a finding about the protocol
			leave("an error of the model at this size: " + res.Violation.Error())
			continue
		}
		if res.Limit != "" && res.States < maxStates {
			// stopped by something else than its bound (the memory
			// limit, which counts the states the job already holds):
			// its states are not kept, to leave the search the room
			leave(fmt.Sprintf("stopped after %d states: %s", res.States, res.Limit))
			continue
		}
		oracle, err := res.PartialOracle()
		if err != nil {
			leave(err.Error())
			continue
		}
		how := fmt.Sprintf("all %d states", res.States)
		if res.Limit != "" {
			how = fmt.Sprintf("the first %d states", res.States)
		}
		r := evidence.NewReach(oracle, m)
		// The cubes' parameters differ from the reference's
		// distinguished values (a type of one value may have none of
		// its own).
		r.Distinguished = dist
		out.Reaches = append(out.Reaches, r)
		out.Described = append(out.Described, name+" ("+how+")")
	}
	return out, nil
}

// distinguishedIn returns the reference's distinguished values by the
// types of the smaller instance m (matched by name), and whether they
// mean the same there: m's own are among the reference's, and each of the
// reference's is a value of its type in m and one of m's own, unless that
// type has a single value (one address: none is distinguished from
// another). A home numbered by the size (Home := NODE_NUM) fails this,
// and so do nodes the model names (Cache[4]) that m has not.
func distinguishedIn(ref, m *check.Model) (map[check.Type][]int64, bool) {
	byName := map[string]check.Type{}
	for _, t := range m.Types {
		byName[t.Type.String()] = t.Type
	}
	refDist, own := formula.DistinguishedValues(ref), formula.DistinguishedValues(m)
	out := map[check.Type][]int64{}
	named := map[check.Type]bool{}
	for t, vals := range refDist {
		u, ok := byName[t.String()]
		if !ok {
			return nil, false
		}
		named[u] = true
		out[u] = vals
		values := check.Values(u)
		for _, v := range vals {
			if !slices.Contains(values, v) || !slices.Contains(own[u], v) && len(values) > 1 {
				return nil, false
			}
		}
		for _, v := range own[u] {
			if !slices.Contains(vals, v) {
				return nil, false
			}
		}
	}
	for u := range own {
		if !named[u] {
			return nil, false
		}
	}
	return out, true
}
