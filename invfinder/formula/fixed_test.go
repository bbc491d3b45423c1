package formula

import (
	"fmt"
	"path/filepath"
	"testing"

	"paraverify/internal/testdirs"
)

func TestFixedVars(t *testing.T) {
	for _, tc := range []struct {
		path   string
		consts map[string]int64
		want   string
	}{
		{testdirs.SharedModel("flash_chou.m"), map[string]int64{"NODE_NUM": 3}, "map[Home:NODE]"},
		{filepath.Join(testdirs.Protocols(), "home_dir.m"), nil, "map[Home:NODE]"},
		{testdirs.SharedModel("german_chou.m"), nil, "map[]"},
		// CurPtr is of type NODE but rules assign it
		{testdirs.SharedModel("german.m"), map[string]int64{"NODE_NUM": 2}, "map[]"},
	} {
		m := loadModel(t, tc.path, tc.consts)
		if got := fmt.Sprint(FixedVars(m)); got != tc.want {
			t.Errorf("%s: %s, want %s", filepath.Base(tc.path), got, tc.want)
		}
	}
}

// TestFixedRanges: subranges with literal bounds that only constants of
// the type break are fixed ranges with all their values; sized types and
// those with arithmetic are not.
func TestFixedRanges(t *testing.T) {
	for _, tc := range []struct {
		path   string
		consts map[string]int64
		want   string
	}{
		{testdirs.SharedModel("german2004.m"), map[string]int64{"num_nodes": 2}, "map[channel_id:[1 2 3]]"},
		{filepath.Join(testdirs.Protocols(), "chan_range.m"), nil, "map[CHAN:[1 2]]"},
		// NODE : 0..NODE_NUM is sized (its node 0 is a distinguished value)
		{filepath.Join(testdirs.Protocols(), "german_home.m"), nil, "map[]"},
		// 1 - i breaks peterson's literal subrange for good
		{filepath.Join(testdirs.Protocols(), "peterson.m"), nil, "map[]"},
	} {
		m := loadModel(t, tc.path, tc.consts)
		got := map[string][]int64{}
		for ty, vals := range FixedRanges(m) {
			got[ty.String()] = vals
		}
		if s := fmt.Sprint(got); s != tc.want {
			t.Errorf("%s: %s, want %s", filepath.Base(tc.path), s, tc.want)
		}
	}
}
