package formula

import (
	"path/filepath"
	"testing"

	"paraverify/internal/testdirs"
)

// TestSharedConjunct checks that a normal form two properties have in
// common is kept once and records both: the proof of each property needs
// it (regression: the second property's proof lacked it).
func TestSharedConjunct(t *testing.T) {
	m := loadModel(t, filepath.Join(testdirs.Protocols(), "shared_conjunct.m"), nil)
	invs, err := Invariants(m)
	if err != nil {
		t.Fatal(err)
	}
	if len(invs) != 3 {
		t.Fatalf("%d normal forms, want 3: %v", len(invs), invs)
	}
	first := invs[0]
	if first.Prop.Display != "CritExclusive" || len(first.Also) != 1 || first.Also[0].Display != "ExitExclusive" {
		t.Errorf("the shared conjunct %s: property %s, also %v", first, first.Prop.Display, first.Also)
	}
	for _, inv := range invs[1:] {
		if len(inv.Also) != 0 {
			t.Errorf("%s (property %s) is not shared, also %v", inv, inv.Prop.Display, inv.Also)
		}
	}
}
