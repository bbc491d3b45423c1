-- two_types.m with a clock: no address can be taken before the clock has
-- ticked three times, so a short prefix of any size holds no address.
-- Used by the evidence tests: an answer "unreachable" the larger
-- instance worked out with the second larger instance's states is
-- forgotten once a targeted search there finds a state. Correct: the
-- property holds.

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
  clock : 0..3;

startstate "Init"
  for a : ADDR do
    held[a] := false;
    for n : NODE do
      owner[a][n] := false;
    end;
  end;
  busy := false;
  clock := 0;
end;

rule "Tick"
  clock < 3
==>
  clock := clock + 1;
end;

ruleset n : NODE; a : ADDR do
  rule "Take"
    clock = 3 & !busy
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
