package job

import (
	"testing"

	"paraverify/murphi/check"
)

// TestLargerDescribed: the run record names how the larger instances
// were explored, and the limit that cut one short.
func TestLargerDescribed(t *testing.T) {
	cases := []struct {
		name string
		sum  Summary
		want string
	}{
		{"breadth first", Summary{Larger: []string{"N=3"}, LargerSource: "chosen", LargerStates: 20},
			"N=3 (chosen by paraverify), the first 20 states breadth first"},
		{"walks", Summary{Larger: []string{"N=3"}, LargerSource: "--larger", LargerStates: 20, LargerWalked: 10},
			"N=3 (set by --larger), the first 20 states breadth first and 10 by random walks from them"},
		{"cut", Summary{Larger: []string{"N=3"}, LargerSource: "chosen", LargerStates: 7, LargerCut: "memory limit of 1 MiB reached"},
			"N=3 (chosen by paraverify), the first 7 states breadth first (stopped there: memory limit of 1 MiB reached)"},
		{"wider cut", Summary{Larger: []string{"N=3"}, LargerSource: "chosen", LargerStates: 20, Wider: []string{"A=2"}, WiderStates: 5, WiderWalked: 2, WiderCut: "memory limit of 1 MiB reached"},
			"N=3 (chosen by paraverify), the first 20 states breadth first; and A=2 (chosen by paraverify, for the candidates that fit in neither), the first 5 states and 2 by random walks from them (stopped there: memory limit of 1 MiB reached)"},
	}
	for _, c := range cases {
		run := runRecord(ResultVerified, nil, "m.m", &check.Model{}, &c.sum, "test")
		if run.Larger != c.want {
			t.Errorf("%s:\n got %q\nwant %q", c.name, run.Larger, c.want)
		}
	}
}
