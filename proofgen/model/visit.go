package model

// This file walks expressions and statements.

// Writes returns the families a statement list may write, in order.
func Writes(ss []*Stmt) []*Family {
	var out []*Family
	seen := map[*Family]bool{}
	var walk func(ss []*Stmt)
	walk = func(ss []*Stmt) {
		for _, s := range ss {
			switch s.Kind {
			case SAssign:
				if !seen[s.Loc.Fam] {
					seen[s.Loc.Fam] = true
					out = append(out, s.Loc.Fam)
				}
			case SIf:
				walk(s.Then)
				walk(s.Else)
			case SFor:
				walk(s.Body)
			}
		}
	}
	walk(ss)
	return out
}

// LoopArg returns the argument position of the loop variable in the
// locations of family f that loop s writes, or -1.
func LoopArg(s *Stmt, f *Family) int {
	pos := -1
	var walk func(ss []*Stmt)
	walk = func(ss []*Stmt) {
		for _, x := range ss {
			switch x.Kind {
			case SAssign:
				if x.Loc.Fam == f && pos < 0 {
					for i, a := range x.Loc.Args {
						if a.Op == XVar && a.Name == s.Var {
							pos = i
							break
						}
					}
				}
			case SIf:
				walk(x.Then)
				walk(x.Else)
			case SFor:
				walk(x.Body)
			}
		}
	}
	walk(s.Body)
	return pos
}

// Visit calls f on e and every subexpression.
func Visit(e *Expr, f func(*Expr)) {
	if e == nil {
		return
	}
	f(e)
	for _, a := range e.Args {
		Visit(a, f)
	}
}

// VisitStmts calls f on every statement of ss and of their branches and
// loop bodies, outer statements first.
func VisitStmts(ss []*Stmt, f func(*Stmt)) {
	for _, s := range ss {
		f(s)
		VisitStmts(s.Then, f)
		VisitStmts(s.Else, f)
		VisitStmts(s.Body, f)
	}
}
