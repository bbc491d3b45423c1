-- node_busy.m with the bug that a node enters a second address while it
-- is busy: leaving one then clears busy while it is still in the other
-- critical section. The property is violated at one node and two
-- addresses; found in the second larger instance (A=2) when the job is
-- run with -D N=1 -D A=1 --larger N=2 (used by the job tests).

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
    !locked[a]
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
