package sem

import (
	"fmt"
	"testing"
)

func TestValuesAndCard(t *testing.T) {
	s := &ScalarsetType{Name: "S", Size: 3}
	e := &EnumType{Name: "E", Values: []string{"A", "B"}}
	for _, tc := range []struct {
		t    Type
		want string
	}{
		{&BoolType{}, "[0 1]"},
		{e, "[0 1]"},
		{&SubrangeType{Lo: -1, Hi: 2}, "[-1 0 1 2]"},
		{s, "[0 1 2]"},
		{&UnionType{Members: []Type{s, e}}, "[0 1 2 3 4]"},
		{&IntType{}, "[]"},
		{&ArrayType{Index: s, Elem: &BoolType{}}, "[]"},
	} {
		vs := Values(tc.t)
		if got := fmt.Sprint(vs); got != tc.want {
			t.Errorf("Values(%v) = %s, want %s", tc.t, got, tc.want)
		}
		if n := Card(tc.t); (vs == nil && n != -1) || (vs != nil && n != int64(len(vs))) {
			t.Errorf("Card(%v) = %d for values %v", tc.t, n, vs)
		}
	}
}
