-- Addresses are taken (held) at any time; a node leaves address 1 ("none")
-- for another only when a clock that ticks from 0 to 6 reads 6, eight
-- steps in. "P1 held while some node is at an address other than 1"
-- needs, besides P1, a value other than 1 for the node's address to be
-- judged as stated; with two addresses the larger instance (three nodes)
-- has none and asks the second larger instance (three addresses), which,
-- explored only in part, may not get as deep. The larger instance's own
-- states show it reachable (the node at P1 itself) all the same (used by
-- the evidence tests). Correct: the property holds.

const
  N : 2;
  A : 2;

type
  NODE : scalarset(N);
  ADDR : 1..A;

var
  at : array [NODE] of ADDR;
  held : array [ADDR] of boolean;
  clock : 0..6;

startstate "Init"
  for n : NODE do
    at[n] := 1;
  end;
  for a : ADDR do
    held[a] := false;
  end;
  clock := 0;
end;

ruleset a : ADDR do
  rule "Hold"
    !held[a]
  ==>
    held[a] := true;
  end;
end;

ruleset n : NODE; a : ADDR do
  rule "Move"
    clock = 6 & at[n] = 1
  ==>
    at[n] := a;
  end;
end;

rule "Tick"
  clock < 6
==>
  clock := clock + 1;
end;

rule "Wrap"
  clock = 6
==>
  clock := 0;
end;

invariant "the clock stays in range"
  clock <= 6;
