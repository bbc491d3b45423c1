package compile

// This file compiles a model to a vm.Machine: the layout of the state and
// the rule, startstate and invariant instances.

import (
	"fmt"

	"paraverify/murphi/ast"
	"paraverify/murphi/check"
	"paraverify/murphi/mc/vm"
	"paraverify/murphi/source"
)

// hasMultiset reports whether a value of type t holds a multiset.
func hasMultiset(t check.Type) bool {
	switch t := t.(type) {
	case *check.MultisetType:
		return true
	case *check.ArrayType:
		return hasMultiset(t.Elem)
	case *check.RecordType:
		for _, f := range t.Fields {
			if hasMultiset(f.Type) {
				return true
			}
		}
	}
	return false
}

// Compile compiles a checked model. Constructs the checker accepts but the
// machine cannot execute are reported as positioned "unsupported" errors.
func Compile(m *check.Model) (*vm.Machine, error) {
	total := 0
	for _, v := range m.Vars {
		total += vm.LeafCountCapped(v.Type)
		if total > vm.MaxLeaves {
			return nil, source.ErrorList{{Pos: v.Pos, Msg: fmt.Sprintf("unsupported: the state has more than %d components (variable %s)", vm.MaxLeaves, v.Name)}}
		}
	}
	lay := &vm.Layout{}
	c := &compiler{
		model:     m,
		info:      m.Info,
		lay:       lay,
		localBase: map[*check.Object]int{},
		varSlot:   map[*check.Object]int{},
		refSlot:   map[*check.Object]int{},
		procs:     map[*check.Proc]*procCode{},
		recursive: recursiveProcs(m),
		frameOf:   map[*check.Object]frameSlot{},
	}
	for _, v := range m.Vars {
		c.globalBase = append(c.globalBase, lay.Alloc(v.Type, v.Name))
	}
	lay.SealGlobals()
	mc := &vm.Machine{Model: m, Lay: lay, GlobalBase: c.globalBase}
	for _, v := range m.Vars {
		mc.Multisets = mc.Multisets || hasMultiset(v.Type)
	}
	for _, f := range m.Rules {
		mc.Rules = append(mc.Rules, c.family(f)...)
	}
	for _, f := range m.StartStates {
		mc.Starts = append(mc.Starts, c.family(f)...)
	}
	for _, f := range m.Invariants {
		mc.Invs = append(mc.Invs, c.family(f)...)
	}
	if len(c.errs) > 0 {
		c.errs.Sort()
		return nil, c.errs
	}
	mc.NVars, mc.NRefs, mc.NRec = c.nVars, c.nRefs, len(c.rec)
	mc.Index = vm.NewRuleIndex(lay.Leaves, mc.Rules)
	for _, in := range mc.Rules {
		if r, ok := in.Fam.Node.(*ast.SimpleRule); ok && r.Priority != nil {
			in.Prio = m.Info.Consts[r.Priority]
		}
		mc.Prio = mc.Prio || in.Prio != mc.Rules[0].Prio
	}
	if len(mc.Starts) == 0 {
		return nil, source.ErrorList{{Pos: source.Pos{File: m.File.Path, Line: 1, Col: 1}, Msg: "the model has no startstate"}}
	}
	return mc, nil
}

// family compiles a rule family and expands it into instances.
func (c *compiler) family(f *check.RuleFamily) []*vm.Instance {
	proto := &vm.Instance{Fam: f}
	for _, p := range f.Params {
		proto.Slots = append(proto.Slots, c.newVar(p))
	}
	proto.Setup = c.aliases(f.Aliases)
	proto.Resets[0] = c.lay.Bit
	for _, l := range f.Locals {
		c.allocLocal(l) // rule locals have fixed leaves
	}
	proto.Resets[1] = c.lay.Bit
	var pre []vm.EvalFn
	var keys []keyLoc
	var tail []vm.EvalFn
	if f.Guard != nil {
		proto.Guard = c.value(f.Guard)
		// Aliases are set up before the guard and may fail themselves.
		if len(f.Aliases) == 0 {
			pre, keys, tail = c.guardKeyLocs(f.Guard, f.Params)
		}
	}
	proto.Chosen = c.chosen(f, proto.Slots)
	scratch := &vm.Exec{Vars: make([]int64, c.nVars)}
	proto.Body = c.stmts(f.Body)
	// The cross product of the parameter values.
	var out []*vm.Instance
	var rec func(i int, vals []int64)
	rec = func(i int, vals []int64) {
		if i == len(f.Params) {
			in := *proto
			in.Params = append([]int64(nil), vals...)
			in.Sel = vm.SelAlways
			for j, k := range in.Slots {
				scratch.Vars[k] = in.Params[j]
			}
			for _, p := range pre {
				if p(scratch) == 0 {
					in.Sel = vm.SelNever
				}
			}
			if in.Sel == vm.SelAlways {
				if in.Keys = instanceKeys(keys, in.Slots, in.Params); len(in.Keys) > 0 {
					in.Sel, in.Rest = vm.SelKeyed, tail[len(in.Keys):]
				}
			}
			out = append(out, &in)
			return
		}
		for _, v := range c.info.Quants[f.Quants[i]].Values {
			rec(i+1, append(vals, v))
		}
	}
	rec(0, nil)
	return out
}

// chosen compiles the check that the places of f's choose parameters
// (bound in slots) hold elements; nil when f has none.
func (c *compiler) chosen(f *check.RuleFamily, slots []int) func(x *vm.Exec) bool {
	var checks []func(x *vm.Exec) bool
	for k, e := range f.Chooses {
		if e == nil {
			continue
		}
		ms, l, ok := c.multiset(e)
		if !ok {
			continue
		}
		slot, stride := slots[k], 1+vm.LeafCount(ms.Elem)
		checks = append(checks, func(x *vm.Exec) bool {
			return present(x, l.at(x)+int(x.Vars[slot])*stride)
		})
	}
	if len(checks) == 0 {
		return nil
	}
	return func(x *vm.Exec) bool {
		for _, ch := range checks {
			if !ch(x) {
				return false
			}
		}
		return true
	}
}
