package mc

import (
	"math/rand/v2"
	"path/filepath"
	"slices"
	"testing"

	"paraverify/internal/testdirs"
	"paraverify/murphi/mc/vm"
)

// TestIndexKeepsEveryEnabledInstance: in random states (undefined leaves
// included) and in reachable ones, every rule instance whose guard holds
// or fails with an error is among the index's candidates, so skipping the
// others cannot change a search, and a candidate's guard evaluated as the
// index says (the rest after its keys, or whole) gives what the whole
// guard gives. The candidates come in increasing order, each once.
func TestIndexKeepsEveryEnabledInstance(t *testing.T) {
	type model struct {
		path   string
		consts map[string]int64
	}
	models := []model{
		{testdirs.SharedModel("flash_nodata.m"), map[string]int64{"NODE_NUM": 2}},
		{testdirs.SharedModel("flash_chou.m"), map[string]int64{"NODE_NUM": 2}},
		{testdirs.SharedModel("german_chou.m"), map[string]int64{"NODE_NUM": 2}},
		{testdirs.SharedModel("german2004.m"), map[string]int64{"num_nodes": 1, "num_addr": 1}},
	}
	for _, p := range testdirs.Models(testdirs.Protocols()) {
		models = append(models, model{p, nil})
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for _, md := range models {
		name := filepath.Base(md.path)
		m, _ := compileFile(t, md.path, md.consts)
		keyed := 0
		for _, in := range m.vm.Rules {
			if in.Sel != vm.SelAlways {
				keyed++
			}
		}
		if keyed == 0 {
			t.Logf("%s: no rule instance is indexed", name)
		}
		x := m.vm.NewExec()
		w := m.vm.Lay.NWords
		var states [][]uint64
		res := m.Explore(Options{MaxStates: 2000})
		for i := 0; i < res.States; i++ {
			states = append(states, slices.Clone(res.store.state(i)))
		}
		for range 2000 {
			st := make([]uint64, w)
			for i := 0; i < m.vm.Lay.NGlobal; i++ {
				lf := &m.vm.Lay.Leaves[i]
				var raw uint64
				if lf.Card < 0 { // a real: any bits
					raw = rng.Uint64()
				} else {
					raw = uint64(rng.Int64N(lf.Card + 1))
				}
				if rng.IntN(4) != 0 && raw == 0 {
					raw = 1 // mostly defined, so that deep conjuncts are reached
				}
				lf.Set(st, raw)
			}
			states = append(states, st)
		}
		var cands []int32
		marks := make([]uint64, m.vm.Index.MarkWords())
		checked := 0
		for _, st := range states {
			cands = m.vm.Index.Candidates(st, cands, marks)
			// in increasing order, each instance once, the scratch space
			// left clear
			for k := 1; k < len(cands); k++ {
				if cands[k]>>1 <= cands[k-1]>>1 {
					t.Fatalf("%s: candidates %d, %d out of order", name, cands[k-1], cands[k])
				}
			}
			if slices.ContainsFunc(marks, func(w uint64) bool { return w != 0 }) {
				t.Fatalf("%s: Candidates left marks set", name)
			}
			for ri, in := range m.vm.Rules {
				copy(x.St[:w], st)
				ok, err := m.vm.Enabled(in, x)
				at := slices.IndexFunc(cands, func(c int32) bool { return c>>1 == int32(ri) })
				if at >= 0 {
					// Evaluated as the index says, the guard gives the same.
					copy(x.St[:w], st)
					ok2, err2 := m.vm.EnabledAs(in, cands[at], x)
					if ok2 != ok || (err2 == nil) != (err == nil) {
						t.Fatalf("%s: %s as candidate %d: %v, %v; whole guard: %v, %v", name, in.Name(), cands[at], ok2, err2, ok, err)
					}
				}
				if !ok && err == nil {
					continue
				}
				checked++
				if at < 0 {
					t.Fatalf("%s: %s is enabled (error %v) in a state but not a candidate", name, in.Name(), err)
				}
			}
		}
		if checked == 0 {
			t.Errorf("%s: no instance enabled in any state", name)
		}
	}
}

// TestIndexSelects: the index leaves out most instances of FLASH in its
// reachable states, and decides parameter-only conjuncts per instance.
func TestIndexSelects(t *testing.T) {
	m, _ := compileFile(t, testdirs.SharedModel("flash_nodata.m"), map[string]int64{"NODE_NUM": 2})
	never := 0
	for _, in := range m.vm.Rules {
		if in.Sel == vm.SelNever {
			never++
		}
	}
	// NI_Remote_Get_Nak, _Put, GetX_Nak, GetX_PutX with src = dst: 4 families x 2 nodes.
	if never != 8 {
		t.Errorf("%d instances never enabled by their parameters, want 8", never)
	}
	res := m.Explore(Options{MaxStates: 20000})
	total := 0
	var cands []int32
	marks := make([]uint64, m.vm.Index.MarkWords())
	for i := 0; i < res.States; i++ {
		cands = m.vm.Index.Candidates(res.store.state(i), cands, marks)
		total += len(cands)
	}
	if avg := float64(total) / float64(res.States); avg > float64(len(m.vm.Rules))/4 {
		t.Errorf("%.1f candidates per state out of %d instances", avg, len(m.vm.Rules))
	}
}
