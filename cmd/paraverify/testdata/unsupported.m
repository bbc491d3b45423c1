-- Constructs outside what the search and proof generation support, several
-- uses of each: counters with arithmetic and ordering, a while loop and an
-- exists over nodes in a property (an error after a write is read, too).
-- Used by TestUnsupportedGrouped: one group per kind, refused before the
-- reference instance is explored.

const
  N : 2;

type
  NODE : scalarset(N);
  CNT : 0..9;  -- more than 8 values: not read as literals

var
  cnt : array [NODE] of CNT;
  on : array [NODE] of boolean;

startstate
  for i : NODE do
    cnt[i] := 0;
    on[i] := false;
  end;
end;

ruleset i : NODE do
  rule "up"
    cnt[i] < 3
  ==>
    cnt[i] := cnt[i] + 1;
  end;

  rule "down"
    cnt[i] > 0
  ==>
    cnt[i] := cnt[i] - 1;
  end;

  rule "reset"
    cnt[i] >= 2
  ==>
    while cnt[i] > 0 do
      cnt[i] := cnt[i] - 1;
    end;
  end;

  rule "toggle"
    true
  ==>
    on[i] := !on[i];
    if on[i] & !on[i] then
      error "cannot happen";
    end;
  end;
end;

invariant "someone off"
  exists i : NODE do (on[i] | !on[i]) & (on[i] | !on[i]) end;
