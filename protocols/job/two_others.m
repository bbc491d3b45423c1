-- Nodes take addresses other than 1 (1 is "none"), at most one node per
-- address. "Two nodes both at addresses other than 1" is unreachable with
-- two addresses (there is one such address) and reachable with three:
-- a cube with two components that are each "some other value" needs a
-- value for each (evidence.Reach.Wider answers it; used by the evidence
-- tests). Correct: the property holds.

const
  N : 2;
  A : 2;

type
  NODE : scalarset(N);
  ADDR : 1..A;

var
  at : array [NODE] of ADDR;

startstate "Init"
  for n : NODE do
    at[n] := 1;
  end;
end;

ruleset n : NODE; a : ADDR do
  rule "Take"
    a != 1 & at[n] = 1 & forall m : NODE do at[m] != a end
  ==>
    at[n] := a;
  end;

  rule "Drop"
    at[n] = a & a != 1
  ==>
    at[n] := 1;
  end;
end;

invariant "one node per address"
  forall m : NODE do forall n : NODE do
    m != n & at[m] != 1 -> at[m] != at[n]
  end end;
