package smt

import "fmt"

// Brute is a reference Solver that enumerates every assignment of the atoms of a query: Bool
// and enumeration atoms over their members, Int atoms over [IntLo, IntHi]. Function
// applications are atoms too; assignments that give two applications of one function equal
// arguments but different values are skipped (functional consistency). Answers involving Int
// are therefore only exact when the formula itself bounds its Int atoms to the range.
type Brute struct {
	IntLo, IntHi int64
	// MaxAssignments bounds the enumeration (default 1<<22); larger queries return an error.
	MaxAssignments int
}

// Valid implements Solver.
func (s *Brute) Valid(f *Term) (bool, error) { return validViaSat(s.Sat, f) }

// Implies implements Solver.
func (s *Brute) Implies(a, b *Term) (bool, error) { return s.Valid(Implies(a, b)) }

// Sat implements Solver.
func (s *Brute) Sat(f *Term) (bool, map[string]Value, error) {
	if err := checkFormula(f); err != nil {
		return false, nil, err
	}
	st := newSymbols()
	if err := st.add(f); err != nil {
		return false, nil, err
	}
	atoms := st.atoms
	lo := make([]int64, len(atoms))
	hi := make([]int64, len(atoms))
	total := 1
	limit := s.MaxAssignments
	if limit <= 0 {
		limit = 1 << 22
	}
	for i, a := range atoms {
		switch a.sort.kind {
		case KindBool, KindEnum:
			lo[i], hi[i] = 0, int64(a.sort.Size())-1
		default:
			lo[i], hi[i] = s.IntLo, s.IntHi
		}
		if hi[i] < lo[i] {
			return false, nil, fmt.Errorf("smt: brute force: empty range for %s", a.str)
		}
		n := hi[i] - lo[i] + 1
		if n > int64(limit) || total*int(n) > limit {
			return false, nil, fmt.Errorf("smt: brute force: more than %d assignments", limit)
		}
		total *= int(n)
	}
	asg := make(map[string]int64, len(atoms))
	cur := append([]int64(nil), lo...)
	for {
		for i, a := range atoms {
			asg[a.key] = cur[i]
		}
		ok, err := s.consistent(atoms, asg)
		if err != nil {
			return false, nil, err
		}
		if ok {
			v, err := Eval(f, asg)
			if err != nil {
				return false, nil, err
			}
			if v != 0 {
				model := make(map[string]Value, len(atoms))
				for i, a := range atoms {
					model[modelKey(a)] = Value{a.sort, cur[i]}
				}
				return true, model, nil
			}
		}
		i := 0
		for ; i < len(cur); i++ {
			if cur[i] < hi[i] {
				cur[i]++
				break
			}
			cur[i] = lo[i]
		}
		if i == len(cur) {
			return false, nil, nil
		}
	}
}

// consistent reports whether applications of the same function with equal arguments have equal
// values under asg.
func (s *Brute) consistent(atoms []*Term, asg map[string]int64) (bool, error) {
	for i, a := range atoms {
		if a.op != OpApp {
			continue
		}
		for _, b := range atoms[i+1:] {
			if b.op != OpApp || b.name != a.name || asg[a.key] == asg[b.key] {
				continue
			}
			same := true
			for k := range a.args {
				x, err := Eval(a.args[k], asg)
				if err != nil {
					return false, err
				}
				y, err := Eval(b.args[k], asg)
				if err != nil {
					return false, err
				}
				if x != y {
					same = false
					break
				}
			}
			if same {
				return false, nil
			}
		}
	}
	return true, nil
}
