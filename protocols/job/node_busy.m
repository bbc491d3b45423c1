-- A node works on one address at a time (busy), an address is held by
-- one node at a time (locked). The property speaks of one node and one
-- address; the auxiliary invariant "a node is in no two addresses' critical
-- sections" needs two addresses, so with a larger instance grown in nodes
-- only (--larger N=2 on N=1 A=1) the job chooses a second one grown in
-- addresses (A=2) for it (used by the job tests). Correct: the property
-- holds.

const
  N : 1;
  A : 1;

type
  NODE : scalarset(N);
  ADDR : scalarset(A);

var
  busy : array [NODE] of boolean;
  locked : array [ADDR] of boolean;
  crit : array [ADDR] of array [NODE] of boolean;

startstate "Init"
  for n : NODE do
    busy[n] := false;
  end;
  for a : ADDR do
    locked[a] := false;
    for n : NODE do
      crit[a][n] := false;
    end;
  end;
end;

ruleset n : NODE; a : ADDR do
  rule "Enter"
    !busy[n] & !locked[a]
  ==>
    busy[n] := true;
    locked[a] := true;
    crit[a][n] := true;
  end;

  rule "Exit"
    crit[a][n]
  ==>
    busy[n] := false;
    locked[a] := false;
    crit[a][n] := false;
  end;
end;

invariant "critical means busy"
  forall a : ADDR do forall n : NODE do
    crit[a][n] -> busy[n]
  end end;
