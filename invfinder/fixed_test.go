package invfinder

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
