package job

import "testing"

// TestStopMessage: a budget's stop says what the last search did not
// close on and, when the reference instance was explored in part, that a
// deeper violation is not excluded, or what the targeted search reached.
func TestStopMessage(t *testing.T) {
	for _, tc := range []struct {
		sum  Summary
		want string
	}{
		{Summary{}, "stopped: R"},
		{Summary{States: 10, Complete: true, LastFailure: "F"}, "stopped: R\nthe last search that ran to its end did not close: F"},
		{Summary{States: 10, LastFailure: "F"}, "stopped: R\nthe last search that ran to its end did not close: F\nno property is violated in the 10 states of the reference instance explored, not all of its reachable states: a violation deeper than that is not excluded (paraverify check explores every reachable state, at the file's sizes or those set with -D)"},
		// a stop while the exploration went on for the trace of a state the
		// targeted search reached
		{Summary{States: 10, LastFailure: "F", Reached: "A"}, "stopped: R\nthe last search that ran to its end did not close: F\nA; the exploration for its trace did not get there (paraverify check, with -D for the sizes, model-checks the instance)"},
	} {
		if got := stopMessage("R", &tc.sum); got != tc.want {
			t.Errorf("%+v: %q", tc.sum, got)
		}
	}
}
