-- An array indexed by a subrange that is not symmetric because a value of
-- it is stored in a variable of another subrange (ptr := i). Used by
-- TestUnsupportedNamesAsymmetry: the refusal names that use.

const
  N : 2;

type
  NODE : 1..N;
  PTR : 1..N;

var
  busy : array [NODE] of boolean;
  ptr : PTR;

startstate
  for i : NODE do
    busy[i] := false;
  end;
  ptr := 1;
end;

ruleset i : NODE do
  rule "take"
    !busy[i]
  ==>
    busy[i] := true;
    ptr := i;
  end;
end;

invariant "ptr in range"
  ptr = 1 | ptr = 2;
