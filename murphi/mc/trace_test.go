package mc

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestStepJSON: a step that changes nothing has "changes": [], not null
// (scripts iterate over it).
func TestStepJSON(t *testing.T) {
	for _, tc := range []struct {
		step Step
		want string
	}{
		{Step{Rule: "r"}, `{"rule":"r","changes":[]}`},
		{Step{Rule: "r", Changes: []Change{}}, `{"rule":"r","changes":[]}`},
	} {
		got, err := json.Marshal(tc.step)
		if err != nil || string(got) != tc.want {
			t.Errorf("%+v: %s %v, want %s", tc.step, got, err, tc.want)
		}
	}
	with, _ := json.Marshal(Step{Rule: "r", Changes: []Change{{}}})
	if !strings.HasPrefix(string(with), `{"rule":"r","changes":[{`) {
		t.Errorf("a step with a change: %s", with)
	}
}
