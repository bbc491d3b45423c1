-- Nodes take a lock on an address; one lock for all addresses, so no two
-- addresses are held at once. "Two addresses held" needs two addresses to
-- be judged: an instance with one address (the reference, and a larger
-- one grown in nodes) has no state to show, and an instance grown in
-- addresses (evidence.Reach.Wider) shows it unreachable, while "one held,
-- another free" is reachable there (used by the evidence tests). Correct:
-- the property holds.

const
  N : 2;
  A : 1;

type
  NODE : scalarset(N);
  ADDR : scalarset(A);

var
  held : array [ADDR] of boolean;
  owner : array [ADDR] of array [NODE] of boolean;
  busy : boolean;

startstate "Init"
  for a : ADDR do
    held[a] := false;
    for n : NODE do
      owner[a][n] := false;
    end;
  end;
  busy := false;
end;

ruleset n : NODE; a : ADDR do
  rule "Take"
    !busy
  ==>
    busy := true;
    held[a] := true;
    owner[a][n] := true;
  end;

  rule "Give"
    owner[a][n]
  ==>
    busy := false;
    held[a] := false;
    owner[a][n] := false;
  end;
end;

invariant "held by someone"
  forall a : ADDR do
    held[a] -> exists n : NODE do owner[a][n] end
  end;
