package homeunion

import (
	"path/filepath"
	"testing"

	"paraverify/internal/testdirs"
	"paraverify/internal/testmodel"
	"paraverify/murphi/check"
	"paraverify/murphi/mc"
)

// TestSameStateSpace explores every project model that Rewrite changes,
// and small models with ismember of a pointer that is undefined while
// unused, before and after the rewrite with the explicit-state checker
// (no symmetry reduction): the same number of states and of rules fired,
// and the same verdict. ismember(x, Proc) read as x != Home alone was
// true for an undefined x, and the main job proved ismember_else's
// violated twin.
func TestSameStateSpace(t *testing.T) {
	type model struct {
		name string
		load func(t *testing.T) *check.Model
	}
	var ms []model
	own, _ := filepath.Glob(filepath.Join(testdirs.Root(), "protocols", "*.m"))
	for _, p := range own {
		ms = append(ms, model{filepath.Base(p), func(t *testing.T) *check.Model { return testmodel.Load(t, p, nil) }})
	}
	for name, src := range map[string]string{
		// the else branch is taken while the pointer is undefined
		"ismember_else": head + `var bad : boolean;
startstate for p : Proc do req[p] := false; end; for n : Node do own[n] := false; end; undefine owner; h := H0; bad := false; end;
rule "audit" !bad ==> if ismember(owner, Proc) then own[owner] := true; else bad := true; end; end;
invariant "safe" !bad;
`,
		// the same in a guard and a property, the pointer set later
		"ismember_guard": head + `var n : 0..2;
startstate for p : Proc do req[p] := false; end; for x : Node do own[x] := false; end; undefine owner; h := H0; n := 0; end;
ruleset p : Proc do rule "take" isundefined(owner) ==> owner := p; end; end;
rule "count" ismember(owner, Proc) & n < 2 ==> n := n + 1; end;
rule "drop" !ismember(owner, Home) & !isundefined(owner) ==> undefine owner; end;
invariant "home never" !ismember(owner, Home);
`,
	} {
		ms = append(ms, model{name, func(t *testing.T) *check.Model { return checked(t, src) }})
	}
	ran := 0
	for _, md := range ms {
		t.Run(md.name, func(t *testing.T) {
			orig := md.load(t)
			rewritten := md.load(t)
			if len(Rewrite(rewritten)) == 0 {
				t.Skip("nothing to rewrite")
			}
			m, errs := check.Check(rewritten.File, nil)
			if len(errs) > 0 {
				t.Fatalf("the rewritten model does not check: %v", errs)
			}
			a, err := mc.Compile(orig)
			if err != nil {
				t.Skipf("the explicit-state checker does not run the model: %v", err)
			}
			b, err := mc.Compile(m)
			if err != nil {
				t.Fatalf("the rewritten model does not compile: %v", err)
			}
			ran++
			opt := mc.Options{MaxStates: 300000, Workers: 1}
			x, y := a.Explore(opt), b.Explore(opt)
			if x.States != y.States || x.RulesFired != y.RulesFired || (x.Violation == nil) != (y.Violation == nil) || x.Limit != y.Limit {
				t.Errorf("original: %d states, %d rules, violation %v, limit %q; rewritten: %d states, %d rules, violation %v, limit %q",
					x.States, x.RulesFired, x.Violation, x.Limit, y.States, y.RulesFired, y.Violation, y.Limit)
			}
		})
	}
	if ran < 5 {
		t.Errorf("only %d models rewritten and explored", ran)
	}
}
