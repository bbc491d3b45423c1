package instance

// This file implements keeping a subrange at the one value -D leaves it
// (package fixsize): `-D num_addr=1` for German 2004's `addr_type :
// 1..num_addr`, whose value 1 is distinguished (message addresses are
// reset to 1), reads the type as `1..1`, a fixed range
// (formula.FixedRanges), and the proof is for that size only; and
// keeping the subranges --keep names at their values (`--keep addr_type`
// reads German 2004's as `1..2`).

import (
	"paraverify/internal/exitcode"
	"paraverify/internal/load"
	"paraverify/murphi/check"
	"paraverify/murphi/lower/fixsize"
)

// fixSized applies fixsize.Rewrite with the constants o sets (-D,
// --config) and fixsize.Keep with the types o.Keep names (--keep), and
// checks the model again; it returns the model and a note per type kept
// (m and none when there is none). A type of several values, all
// distinguished (German with properties written for nodes 1 and 2 at
// NODE_NUM = 2), stays generalized: the search asks for a larger
// instance.
func fixSized(m *check.Model, o load.Overrides) (*check.Model, []string, error) {
	set, err := o.Consts()
	if err != nil {
		return m, nil, nil
	}
	var kept []fixsize.Kept
	if len(set) > 0 {
		kept = fixsize.Rewrite(m, set)
	}
	keep, err := fixsize.Keep(m, o.Keep)
	if err != nil {
		return nil, nil, exitcode.Bad(err)
	}
	kept = append(kept, keep...)
	if len(kept) == 0 {
		return m, nil, nil
	}
	next, err := recheck(m, "keeping "+kept[0].Type+" at its values")
	if err != nil {
		return nil, nil, err
	}
	var notes []string
	for _, k := range kept {
		notes = append(notes, k.String())
	}
	return next, notes, nil
}
