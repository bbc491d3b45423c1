package invfinder

import (
	"path/filepath"
	"strings"
	"testing"

	"paraverify/internal/testdirs"
)

// TestUnsupportedMultisets: a model with multisets is reported (an index
// into a multiset is not an array index), not a panic.
func TestUnsupportedMultisets(t *testing.T) {
	m := loadModel(t, filepath.Join(testdirs.Protocols(), "multiset_net.m"), nil)
	errs := Unsupported(m, nil)
	if len(errs) == 0 || !strings.Contains(errs.Error(), "unsupported") {
		t.Fatalf("errors: %v", errs)
	}
}
