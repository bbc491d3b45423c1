-- hoist: statements of a for loop that do not depend on the loop
-- variable leave the loop.
const N : 2; M : 2;
type NODE : scalarset(N); ADDR : scalarset(M); CNT : 0..3;
var
  mem : array [ADDR] of boolean;
  cache : array [NODE] of array [ADDR] of boolean;
  owner : array [NODE] of ADDR;
  last : array [ADDR] of NODE;
  flag : boolean;
  seen : boolean;
  count : CNT;

startstate
begin
  -- the memory: out of both loops; the cache stays
  for i : NODE do
    for a : ADDR do
      mem[a] := false;
      cache[i][a] := false;
    end;
    flag := true;
  end;
  -- the range may be empty: kept
  for k := 1 to 0 do
    seen := true;
  end;
  seen := false;
  count := 0;
  undefine owner;
  undefine last;
end;

ruleset n : NODE do
  rule "reset"
    true
  ==>
  begin
    -- flag := !flag reads what it writes: kept
    for i : NODE do
      flag := !flag;
    end;
    -- seen is read by the cache's statement: one group that mentions i
    for i : NODE do
      seen := true;
      cache[i][owner[i]] := seen;
    end;
    -- an assert: the loop is kept as written
    for i : NODE do
      assert count < 3;
      mem[owner[i]] := true;
    end;
    -- both out: neither mentions i
    for i : NODE do
      for a : ADDR do
        if mem[a] then last[a] := n; end;
      end;
      count := 1;
    end;
  end;
end;

invariant "mem" forall a : ADDR do mem[a] | !mem[a] end;
