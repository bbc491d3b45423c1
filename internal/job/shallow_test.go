package job

import "testing"

// TestShallowInLarger: after a search stops for refuting too much, the
// larger instance is explored deeper when most refutations were there or
// the reference cannot go deeper, and only when it may grow itself.
func TestShallowInLarger(t *testing.T) {
	for _, tc := range []struct {
		d                 shallow
		refuted, inLarger int
		want              bool
	}{
		{shallow{larger: true, reference: true}, 33, 33, true},
		{shallow{larger: true, reference: true}, 33, 17, true},
		{shallow{larger: true, reference: true}, 33, 16, false}, // most in the reference: its next prefix
		{shallow{larger: true, reference: true}, 33, 0, false},
		{shallow{larger: true}, 33, 0, true}, // the reference is whole or deep enough
		{shallow{reference: true}, 33, 33, false},
		{shallow{}, 33, 33, false},
	} {
		if got := tc.d.inLarger(tc.refuted, tc.inLarger); got != tc.want {
			t.Errorf("%+v with %d refuted, %d in the larger instance: %v, want %v", tc.d, tc.refuted, tc.inLarger, got, tc.want)
		}
	}
}
