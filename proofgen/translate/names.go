package translate

// This file chooses Isabelle names: identifiers that cannot clash with
// each other, with Isabelle/HOL constants or with the names the generated
// theories use themselves.

import (
	"fmt"
	"strings"
)

// reserved are names a generated variable must not take: HOL constants
// that a free variable would silently denote, keywords, and the names the
// theories use (s for the state, N, M, ... for sizes, p1, p2, ... for
// invariant parameters).
var reserved = map[string]bool{}

func init() {
	for _, n := range strings.Fields(`s t l f g r F R A W H N M K L O
		id fst snd map set inv rev max min abs sgn card dom ran the fun if then else let in case of
		and or not div mod dvd sum prod hd tl last drop take zip filter fold foldl foldr concat length
		nth upt insert image range Pow UNIV undefined True False Suc nat int real list option Some None
		inj surj bij comp curry split size lfp gfp mono distinct sorted sort find count member lists
		rel pair pred succ o op
		Undef BoolV IdxV fam family family_of init Nil Cons Pair Inl Inr Zero One Abs Rep Empty Node Leaf Inf Sup Max Min Let If Ball Bex Collect Domain Range Id Image Field Fract Nat Int Real Bot Top rules invs reachable frame modifies state loc val
		lemma theorem proof qed where assumes shows fixes obtains have show by next from with using
		unfolding apply done also finally moreover ultimately note then hence thus
		prop term typ value thm definition datatype type_synonym section text begin end theory imports
		keywords context locale primrec abbreviation axiomatization notation consts corollary
		proposition schematic_goal oops sorry fix assume obtain subgoal defer prefer back is at for
		infix infixl infixr binder structure open`) {
		reserved[n] = true
	}
}

// ident turns a Murphi name into an Isabelle identifier fragment: runs of
// characters other than letters and digits become one underscore.
func ident(name string) string {
	var b strings.Builder
	under := false
	for _, r := range name {
		ok := r < 128 && (r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9')
		if ok {
			b.WriteRune(r)
			under = false
		} else if !under && b.Len() > 0 {
			b.WriteByte('_')
			under = true
		}
	}
	s := strings.TrimSuffix(b.String(), "_")
	if s == "" {
		s = "x"
	}
	return s
}

// namer hands out distinct names.
type namer struct{ used map[string]bool }

func newNamer() *namer { return &namer{used: map[string]bool{}} }

// fresh returns base, or base_2, base_3, ... when taken.
func (n *namer) fresh(base string) string {
	name := base
	for k := 2; n.used[name] || reserved[name]; k++ {
		name = fmt.Sprintf("%s_%d", base, k)
	}
	n.used[name] = true
	return name
}

// variable returns an Isabelle variable for a Murphi parameter: its name
// when that is a plain lower-case identifier and not reserved, otherwise
// the name with a prefix.
func (n *namer) variable(murphi string) string {
	base := ident(murphi)
	if base[0] < 'a' || base[0] > 'z' || reserved[base] || strings.HasPrefix(base, "p") && isDigits(base[1:]) {
		base = "x_" + base
	}
	return n.fresh(base)
}

func isDigits(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}
