package invfinder

// This file finds all the constructs the search does not support before a
// search (Unsupported; their kinds are formula.KindStateIndex, ...), so
// that a model the search cannot handle is refused at once rather than
// after exploring its reference instance.

import (
	"paraverify/invfinder/formula"
	"paraverify/invfinder/wp"
	"paraverify/murphi/check"
	"paraverify/murphi/source"
)

// Unsupported returns everything in m that the search does not support,
// without searching: the properties are put in normal form, and every
// rule and startstate instance is executed symbolically once (at most one
// error per instance: execution stops at the first). The errors carry
// their kinds; nil means the search can start. It stops early, with what
// it found so far, once stop (when not nil) reports true: it is checked
// before each instance (an instance takes up to a second or so at large
// reference instances: German 2004 at nine nodes).
func Unsupported(m *check.Model, stop func() bool) source.ErrorList {
	var errs source.ErrorList
	if _, err := formula.Invariants(m); err != nil {
		if l, ok := err.(source.ErrorList); ok {
			errs = append(errs, l...)
		} else {
			errs.Add(source.Pos{File: m.File.Path}, "%v", err)
		}
	}
	mf := formula.FactsOf(m)
	seen := map[string]bool{}
	run := func(families []*check.RuleFamily, start bool) {
		for _, r := range families {
			for _, in := range formula.Instances(r, nil, mf.Sym, m.Info, mf.Special) {
				if stop != nil && stop() {
					return
				}
				var err error
				if start {
					_, err = wp.AfterStart(m, mf, in, nil, nil)
				} else {
					_, _, _, err = wp.Rule(m, mf, in, nil, nil)
				}
				l, ok := err.(source.ErrorList)
				if !ok {
					continue
				}
				for _, e := range l {
					if k := e.Error(); !seen[k] {
						seen[k] = true
						errs = append(errs, e)
					}
				}
			}
		}
	}
	run(m.StartStates, true)
	run(m.Rules, false)
	errs.Sort()
	return errs
}
