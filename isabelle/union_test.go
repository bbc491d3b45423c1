package isabelle

import (
	"fmt"
	"strings"
	"testing"
)

// TestUnionPath follows each membership path through the balanced union
// and checks that it ends at its own set.
func TestUnionPath(t *testing.T) {
	for n := 1; n <= 40; n++ {
		sets := make([]string, n)
		for k := range sets {
			sets[k] = fmt.Sprintf("S%d", k)
		}
		tree := strings.ReplaceAll(unionTree(sets), "\n    ", "")
		for k := 0; k < n; k++ {
			x := tree
			for _, step := range unionPath(n, k) {
				left, right, ok := splitUnion(x)
				if !ok {
					t.Fatalf("n=%d k=%d: %s is no union", n, k, x)
				}
				if step == "rule UnI1" {
					x = left
				} else {
					x = right
				}
			}
			if x != sets[k] {
				t.Errorf("n=%d k=%d: path ends at %s", n, k, x)
			}
		}
	}
}

// splitUnion splits "(A ∪ B)" at its top-level union.
func splitUnion(x string) (string, string, bool) {
	if !strings.HasPrefix(x, "(") || !strings.HasSuffix(x, ")") {
		return "", "", false
	}
	x = x[1 : len(x)-1]
	depth := 0
	for i := 0; i < len(x); i++ {
		switch x[i] {
		case '(':
			depth++
		case ')':
			depth--
		}
		if depth == 0 && strings.HasPrefix(x[i:], sUn) {
			return x[:i], x[i+len(sUn):], true
		}
	}
	return "", "", false
}
