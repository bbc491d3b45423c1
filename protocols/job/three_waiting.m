-- A flag that only three waiting nodes raise: "the flag is down" holds
-- in every state of the two-node instance, explored whole, and is false
-- from three nodes on. The search may adopt such an invariant at a small
-- reference instance; a state of the larger instance refutes it (used by
-- the evidence tests). Correct: the property holds.

const
  N : 3;

type
  NODE : scalarset(N);

var
  w : array [NODE] of boolean;
  full : boolean;

startstate "Init"
  for i : NODE do
    w[i] := false;
  end;
  full := false;
end;

ruleset i : NODE do
  rule "Wait"
    !w[i]
  ==>
    w[i] := true;
  end;

  rule "Cancel"
    w[i] & !full
  ==>
    w[i] := false;
  end;

  rule "Full"
    w[i] & exists j : NODE do j != i & w[j] &
      exists k : NODE do k != i & k != j & w[k] end end
  ==>
    full := true;
  end;
end;

rule "Leave"
  full
==>
  full := false;
  for i : NODE do
    w[i] := false;
  end;
end;

invariant "waiting once full"
  full -> exists j : NODE do w[j] end;
