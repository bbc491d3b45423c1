package sym

import (
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"slices"
	"testing"

	"paraverify/internal/testdirs"
	"paraverify/internal/testmodel"
	"paraverify/murphi/check"
	"paraverify/murphi/mc/compile"
	"paraverify/murphi/mc/vm"
)

// reachable returns the first max states of m reachable from its start
// states without symmetry, breadth first (a firing that fails is left
// out), as the checker fires the rules.
func reachable(m *vm.Machine, max int) [][]uint64 {
	w := m.Lay.NWords
	x := m.NewExec()
	seen := map[string]bool{}
	var queue [][]uint64
	add := func() {
		if k := fmt.Sprint(x.St[:w]); !seen[k] && len(queue) < max {
			seen[k] = true
			queue = append(queue, slices.Clone(x.St[:w]))
		}
	}
	for _, in := range m.Starts {
		clear(x.St)
		if _, err := m.Enabled(in, x); err == nil && m.Run(in, x) == nil {
			add()
		}
	}
	var cands, pcands []int32
	for i := 0; i < len(queue); i++ {
		copy(x.St[:w], queue[i])
		for _, c := range m.Candidates(queue[i], x, &cands, &pcands) {
			in := m.Rules[c>>1]
			copy(x.St[:w], queue[i])
			if ok, err := m.EnabledAs(in, c, x); ok && err == nil && m.Run(in, x) == nil {
				add()
			}
		}
	}
	return queue
}

// symmetryOf compiles the model at path and returns its machine and the
// types to reduce: its scalarsets, or (homes) its node subranges with
// home values first, permuted on the window after them.
func symmetryOf(t *testing.T, path string, homes bool) (*vm.Machine, []check.Type, Windows) {
	t.Helper()
	m := testmodel.Load(t, path, nil)
	mach, err := compile.Compile(m)
	if err != nil {
		t.Fatal(err)
	}
	var types []check.Type
	win := Windows{}
	for _, d := range m.Types {
		if _, ok := d.Type.(*check.ScalarsetType); ok && !homes {
			types = append(types, d.Type)
		}
	}
	for _, u := range m.SubrangeSymmetry() {
		// the home values first: the window is the rest
		if k := int64(len(u.Distinguished)); homes && k > 0 && u.Distinguished[k-1] == u.Type.Lo+k-1 {
			types = append(types, u.Type)
			win[u.Type] = Window{Lo: k, N: check.Card(u.Type) - k}
		}
	}
	if len(types) == 0 {
		t.Fatal("no type to reduce")
	}
	return mach, types, win
}

// randomImage copies st into a and writes into b its image under a
// random element of the group (each symmetric type, and the places of
// each multiset, permuted independently).
func randomImage(z *Canonizer, rng *rand.Rand, st, a, b []uint64) {
	copy(a, st)
	z.defined(a)
	for _, pos := range z.pos {
		for v, p := range rng.Perm(len(pos)) {
			pos[v] = int32(p)
		}
	}
	z.image(a, b)
}

// TestCanonInvariant: every state explored without symmetry and a random
// element of the group (a permutation of each symmetric type, and of the
// places of each multiset independently) applied to it have the same
// canonical form.
func TestCanonInvariant(t *testing.T) {
	testCanonInvariant(t, nil)
}

// TestCanonInvariantWindow: the same for node types with home nodes
// inside, permuted on the values after the distinguished ones (the
// permutations fix the home).
func TestCanonInvariantWindow(t *testing.T) {
	testCanonInvariant(t, []string{"german_home.m", "german_home_two.m", "german_home1.m"})
}

func testCanonInvariant(t *testing.T, homes []string) {
	rng := rand.New(rand.NewPCG(1, 2))
	var paths []string
	if homes == nil {
		for _, f := range []string{"funcgraph.m", "digraph.m", "constructs.m", "symrecords.m", "records.m"} {
			paths = append(paths, filepath.Join("..", "testdata", f))
		}
		for _, f := range []string{"lock_union.m", "msi.m", "rwlock.m", "german_lite.m", "barrier.m", "multiset_net.m"} {
			paths = append(paths, filepath.Join(testdirs.Protocols(), f))
		}
	}
	for _, f := range homes {
		paths = append(paths, filepath.Join(testdirs.Protocols(), f))
	}
	for _, path := range paths {
		t.Run(filepath.Base(path), func(t *testing.T) {
			mach, types, win := symmetryOf(t, path, homes != nil)
			z := New(mach, types, win).NewCanonizer()
			w := mach.Lay.NWords
			a, b := make([]uint64, w), make([]uint64, w)
			for i, st := range reachable(mach, 20000) {
				randomImage(z, rng, st, a, b)
				z.Canon(a)
				z.Canon(b)
				if !slices.Equal(a, b) {
					t.Fatalf("state %d: canonical forms %x and %x of one orbit differ", i, a, b)
				}
			}
		})
	}
}

// TestMinImage: the orbit's minimum by enumeration (Symmetry.MinImage,
// Seek's canonical form) is the same for a state and any image of it,
// lies in its orbit (Canon agrees), and is offered only for groups of at
// most the given size without multisets.
func TestMinImage(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for _, tc := range []struct {
		file  string
		homes bool
	}{{"msi.m", false}, {"lock_union.m", false}, {"german_home.m", true}, {"german_home_two.m", true}} {
		t.Run(tc.file, func(t *testing.T) {
			mach, types, win := symmetryOf(t, filepath.Join(testdirs.Protocols(), tc.file), tc.homes)
			s := New(mach, types, win)
			size := GroupSize(types, win)
			if size < 2 {
				t.Fatalf("group of %d permutations: nothing to test", size)
			}
			if s.MinImage(int(size)-1) != nil {
				t.Fatalf("MinImage offered for a group of %d permutations with at most %d asked", size, size-1)
			}
			minImage := s.MinImage(int(size))
			if minImage == nil {
				t.Fatalf("MinImage not offered for a group of %d permutations", size)
			}
			z := s.NewCanonizer()
			w := mach.Lay.NWords
			a, b, c := make([]uint64, w), make([]uint64, w), make([]uint64, w)
			moved := 0
			for i, st := range reachable(mach, 5000) {
				randomImage(z, rng, st, a, b)
				if !slices.Equal(a, b) {
					moved++
				}
				minImage(a)
				minImage(b)
				if !slices.Equal(a, b) {
					t.Fatalf("state %d: minimal images %x and %x of one orbit differ", i, a, b)
				}
				copy(c, st)
				z.Canon(c)
				z.Canon(a)
				if !slices.Equal(a, c) {
					t.Fatalf("state %d: the minimal image is not in the state's orbit", i)
				}
			}
			if moved == 0 {
				t.Fatal("no state was moved by its permutation: the test checks nothing")
			}
		})
	}
	mach, types, win := symmetryOf(t, filepath.Join(testdirs.Protocols(), "multiset_net.m"), false)
	if New(mach, types, win).MinImage(1<<20) != nil {
		t.Fatal("MinImage offered for a state with multisets")
	}
}
