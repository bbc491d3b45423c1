package sem_test

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"paraverify/internal/testdirs"
	"paraverify/internal/testmodel"
	"paraverify/murphi/check/sem"
)

func TestSubrangeSymmetry(t *testing.T) {
	for _, tc := range []struct {
		model string
		want  map[string]string // type -> "" (symmetric) or a reason substring
	}{
		{testdirs.SharedModel("german.m"), map[string]string{"NODE": "", "DATA": ""}},
		{testdirs.SharedModel("flash.m"), map[string]string{"NODE": "", "DATA": ""}},
		{testdirs.SharedModel("mutualEx.m"), map[string]string{"client": ""}},
		{filepath.Join(testdirs.Protocols(), "token_ring.m"), map[string]string{"Node": "integer is used as Node", "Count": "integer is used as Count"}},
		{filepath.Join(testdirs.Protocols(), "counter.m"), map[string]string{"Val": "ordering < on its values"}},
		{testdirs.SharedModel("german2004.m"), map[string]string{"num_data_type": "", "node_id": "the constant 0 is used as node_id",
			"addr_type": "the constant 1 is used as addr_type", "channel_id": "the constant 1 is used as channel_id"}},
	} {
		m := testmodel.Load(t, tc.model, nil)
		got := map[string]sem.SubrangeUse{}
		for _, u := range m.SubrangeSymmetry() {
			got[u.Type.Name] = u
		}
		for name, reason := range tc.want {
			u, ok := got[name]
			switch {
			case !ok:
				t.Errorf("%s: no verdict for %s", tc.model, name)
			case reason == "" && !u.Symmetric:
				t.Errorf("%s: %s not symmetric: %v %s", tc.model, name, u.Pos, u.Reason)
			case reason != "" && (u.Symmetric || !strings.Contains(u.Reason, reason) || !u.Pos.IsValid()):
				t.Errorf("%s: %s: got symmetric=%v %q, want %q", tc.model, name, u.Symmetric, u.Reason, reason)
			}
		}
	}
}

// TestSubrangeDistinguished: a subrange whose symmetry only constants
// break lists them; anything else (arithmetic, a loop variable) leaves
// none.
func TestSubrangeDistinguished(t *testing.T) {
	for _, tc := range []struct {
		model string
		want  map[string]string // type -> its distinguished values
	}{
		{testdirs.SharedModel("german2004.m"), map[string]string{"num_data_type": "[]", "node_id": "[0]", "addr_type": "[1]", "channel_id": "[1 2 3]"}},
		{testdirs.SharedModel("german.m"), map[string]string{"NODE": "[]", "DATA": "[]"}},
		{filepath.Join(testdirs.Protocols(), "token_ring.m"), map[string]string{"Node": "[]", "Count": "[]"}},
		{filepath.Join(testdirs.Protocols(), "counter.m"), map[string]string{"Val": "[]"}},
	} {
		m := testmodel.Load(t, tc.model, nil)
		for _, u := range m.SubrangeSymmetry() {
			if want, ok := tc.want[u.Type.Name]; ok && fmt.Sprint(u.Distinguished) != want {
				t.Errorf("%s: %s: distinguished %v, want %s", tc.model, u.Type.Name, u.Distinguished, want)
			}
		}
	}
}
