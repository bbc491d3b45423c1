// Package pathcond merges the path conditions of a disjunction (see Merge).
package pathcond

import (
	"encoding/binary"
	"sort"

	"paraverify/invfinder/formula"
)

// maxSubsume bounds the conditions subsume compares pairwise.
const maxSubsume = 256

// Merge simplifies a disjunction of path conditions (each a
// conjunction): two that differ only in one conjunct, c in one and its
// negation in the other, are one without it; a condition that is
// another's with more conjuncts is dropped; until neither applies. The
// result is equivalent. Only conjuncts that print as each other's
// negation are resolved: the two sides of a quantified if are weakened
// (see weak), are no negations of each other, and stay apart.
func Merge(conds [][]*formula.Form) [][]*formula.Form {
	if len(conds) < 2 {
		return conds
	}
	// conjuncts as numbers: equal when they print the same; neg[id] is
	// the number of the negation (-1 when no conjunct is it)
	ids := map[*formula.Form]int{}
	byStr := map[string]int{}
	var forms []*formula.Form
	var negStr []string
	num := func(f *formula.Form) int {
		if id, ok := ids[f]; ok {
			return id
		}
		str := f.String()
		id, ok := byStr[str]
		if !ok {
			id = len(forms)
			byStr[str] = id
			forms = append(forms, f)
			negStr = append(negStr, formula.Not(f).String())
		}
		ids[f] = id
		return id
	}
	lists := make([][]int, len(conds))
	for i, c := range conds {
		lists[i] = make([]int, len(c))
		for k, f := range c {
			lists[i][k] = num(f)
		}
	}
	neg := make([]int, len(forms))
	for id := range forms {
		neg[id] = -1
		if n, ok := byStr[negStr[id]]; ok {
			neg[id] = n
		}
	}
	for {
		lists = resolve(lists, neg)
		n := len(lists)
		lists = subsume(lists)
		if len(lists) == n || len(lists) < 2 {
			break
		}
	}
	out := make([][]*formula.Form, len(lists))
	for i, l := range lists {
		out[i] = make([]*formula.Form, len(l))
		for k, id := range l {
			out[i][k] = forms[id]
		}
	}
	return out
}

// resolve merges two conditions that differ only in one conjunct, c in
// one and its negation in the other, into one without it, until none do.
func resolve(lists [][]int, neg []int) [][]int {
	var key []byte
	for {
		changed := false
		idx := map[string]int{}
		dead := make([]bool, len(lists))
		var next [][]int
		for i, c := range lists {
			for k, id := range c {
				if neg[id] < 0 {
					continue
				}
				key = key[:0]
				key = binary.AppendUvarint(key, uint64(k))
				key = binary.AppendUvarint(key, uint64(min(id, neg[id])))
				for j, o := range c {
					if j != k {
						key = binary.AppendUvarint(key, uint64(o))
					}
				}
				j, ok := idx[string(key)]
				if ok && !dead[j] && lists[j][k] == neg[id] {
					dead[i], dead[j], changed = true, true, true
					next = append(next, append(append([]int(nil), c[:k]...), c[k+1:]...))
					break
				}
				if !ok {
					idx[string(key)] = i
				}
			}
		}
		for i, c := range lists {
			if !dead[i] {
				next = append(next, c)
			}
		}
		lists = next
		if !changed || len(lists) < 2 {
			return lists
		}
	}
}

// subsume drops a condition whose conjuncts include another's (and
// duplicates); beyond maxSubsume conditions it leaves them.
func subsume(lists [][]int) [][]int {
	if len(lists) > maxSubsume {
		return lists
	}
	next := append([][]int(nil), lists...)
	sort.SliceStable(next, func(a, b int) bool { return len(next[a]) < len(next[b]) })
	var kept [][]int
	var sets []map[int]bool
	for _, c := range next {
		set := map[int]bool{}
		for _, id := range c {
			set[id] = true
		}
		sub := false
		for _, s := range sets {
			sub = true
			for id := range s {
				if !set[id] {
					sub = false
					break
				}
			}
			if sub {
				break
			}
		}
		if sub {
			continue
		}
		kept = append(kept, c)
		sets = append(sets, set)
	}
	return kept
}
