package oracle_test

import (
	"context"
	"maps"
	"testing"

	"paraverify/murphi/mc"
	"paraverify/murphi/mc/oracle"
)

// TestDig: beyond a breadth-first prefix of deep_counter.m, Dig's walks
// meet the one of its targets that is reachable (c = 55; c = 61 is not),
// keep the state (Exists answers with it, its path is made of real
// steps), and meet it the same way on every run with the same workers;
// with too few steps, or a cancelled context, it meets none.
func TestDig(t *testing.T) {
	m, _ := compileFile(t, "../testdata/deep_counter.m", nil)
	prefix := func() *oracle.Oracle {
		o, err := m.Explore(mc.Options{MaxStates: 2000}).PartialOracle()
		if err != nil {
			t.Fatal(err)
		}
		o.Workers = 2
		return o
	}
	var kept []map[string]string
	for run := 0; run < 2; run++ {
		o := prefix()
		never, deep := counterIs(t, o, 61), counterIs(t, o, 55)
		if ok, _, _ := o.Exists(deep); ok {
			t.Fatal("the prefix has c = 55; the test needs one without")
		}
		if got := o.Dig(context.Background(), [][]oracle.Literal{never, deep}, 200_000); got != 1 {
			t.Fatalf("Dig = %d, want 1 (c = 55)", got)
		}
		ok, idx, perm := o.Exists(deep)
		if !ok || idx < o.States() {
			t.Fatalf("after Dig, Exists = %v, %d", ok, idx)
		}
		checkWitness(t, o, idx, perm, deep)
		if has, err := oracle.CheckFoundPath(o); err != nil || !has {
			t.Fatalf("the walk's path: %v, %v", has, err)
		}
		kept = append(kept, o.State(idx, perm))
	}
	if !maps.Equal(kept[0], kept[1]) {
		t.Errorf("two runs of Dig kept different states: %v, %v", kept[0], kept[1])
	}
	o := prefix()
	if got := o.Dig(context.Background(), [][]oracle.Literal{counterIs(t, o, 61)}, 200_000); got != -1 {
		t.Errorf("Dig met c = 61, which is unreachable: %d", got)
	}
	if got := o.Dig(context.Background(), [][]oracle.Literal{counterIs(t, o, 55)}, 10); got != -1 {
		t.Errorf("Dig met c = 55 in 10 steps: %d", got)
	}
	done, cancel := context.WithCancel(context.Background())
	cancel()
	if got := o.Dig(done, [][]oracle.Literal{counterIs(t, o, 55)}, 200_000); got != -1 {
		t.Errorf("Dig with a cancelled context met c = 55: %d", got)
	}
}
