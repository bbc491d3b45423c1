package smt

import "testing"

func TestQuickSat(t *testing.T) {
	x := Var("x", state)
	i := Var("i", IntSort())
	p := Var("p", BoolSort())
	q := Var("q", BoolSort())
	c := func(v string) *Term { return EnumMember(state, v) }
	tests := []struct {
		f            *Term
		decided, sat bool
	}{
		{And(Eq(x, c("E")), p), true, true},
		{And(Eq(x, c("E")), Eq(x, c("S"))), true, false},
		{And(Ne(x, c("E")), Ne(x, c("S")), Ne(x, c("I"))), true, false},
		{And(Ne(x, c("E")), Ne(x, c("S"))), true, true},
		{And(Eq(x, c("E")), Ne(x, c("E"))), true, false},
		{And(p, Not(p)), true, false},
		{Not(Or(p, q)), true, true},
		{Not(Implies(And(p, Eq(x, c("I"))), Not(And(q, Eq(x, c("E")))))), true, false},
		{And(Ne(i, IntConst(0)), Ne(i, IntConst(1))), true, true},
		{Or(p, q), false, false},
		{Eq(x, Var("y", state)), false, false},
		{Lt(i, IntConst(3)), false, false},
	}
	brute := &Brute{IntLo: -3, IntHi: 3}
	for _, tc := range tests {
		sat, decided, model := quickSat(tc.f)
		if decided != tc.decided || (decided && sat != tc.sat) {
			t.Errorf("quickSat(%s) = %v, %v; want %v, %v", tc.f, sat, decided, tc.sat, tc.decided)
			continue
		}
		if !decided {
			continue
		}
		if bs, _, err := brute.Sat(tc.f); err != nil || bs != sat {
			t.Errorf("quickSat(%s) = %v, brute force %v (%v)", tc.f, sat, bs, err)
		}
		if sat {
			if err := checkModel(tc.f, model); err != nil {
				t.Errorf("quickSat(%s) model %v: %v", tc.f, model, err)
			}
		}
	}
}
