-- exists_prop.m with a bug: Release forgets to free the lock, so after
-- Acquire and Release the lock is nowhere (Somewhere is violated).


const
  N : 3;

type
  NODE : scalarset(N);

var
  free : boolean;
  hold : array [NODE] of boolean;

startstate
  free := true;
  for i : NODE do
    hold[i] := false;
  end;
end;

ruleset i : NODE do
  rule "Acquire"
    free
  ==>
    free := false;
    hold[i] := true;
  end;

  rule "Release"
    hold[i]
  ==>
    hold[i] := false;
    -- the bug: the lock is not freed
  end;
end;

invariant "Somewhere"
  free | exists i : NODE do hold[i] end;

ruleset i : NODE; j : NODE do
  invariant "Mutex"
    i != j -> !(hold[i] & hold[j]);
end;
