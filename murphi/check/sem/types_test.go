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

// TestDisplayValue: a union read as a subrange names its values as the
// union's in traces; other types as FormatValue does.
func TestDisplayValue(t *testing.T) {
	u := &SubrangeType{Lo: 0, Hi: 3, Union: true, Names: []string{"H0", "H1"}, Rest: "Proc"}
	plain := &SubrangeType{Lo: 0, Hi: 3}
	for _, tc := range []struct {
		t             Type
		v             int64
		display, text string
	}{
		{u, 0, "H0", "0"},
		{u, 1, "H1", "1"},
		{u, 2, "Proc_1", "2"},
		{u, 3, "Proc_2", "3"},
		{plain, 2, "2", "2"},
		{&EnumType{Values: []string{"A", "B"}}, 1, "B", "B"},
	} {
		if got := DisplayValue(tc.t, tc.v); got != tc.display {
			t.Errorf("DisplayValue(%v, %d) = %q, want %q", tc.t, tc.v, got, tc.display)
		}
		if got := FormatValue(tc.t, tc.v); got != tc.text {
			t.Errorf("FormatValue(%v, %d) = %q, want %q", tc.t, tc.v, got, tc.text)
		}
	}
}
