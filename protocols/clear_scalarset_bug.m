-- clear_scalarset_bug.m: a register of a scalarset type that `clear`
-- resets to the scalarset's first value, and a property that the reset
-- breaks when the register held another value. The first value is then
-- not interchangeable with the others: a reduction by symmetry that
-- permutes it would map the violating run onto one that starts from the
-- first value, where the reset changes nothing, and report the model ok.
-- The checker fixes the first value of a cleared scalarset (exit 1 here,
-- with the two-step trace).

const VAL_NUM : 3;

type VAL : scalarset(VAL_NUM);

var
  reg : VAL;
  copy : VAL;
  busy : boolean;

ruleset v : VAL do startstate "Init"
  reg := v; copy := v; busy := false;
end end;

rule "Reset"
  !busy
==>
  clear reg;
end;

rule "Toggle"
  true
==>
  busy := !busy;
end;

invariant "RegIsCopy"
  reg = copy;
