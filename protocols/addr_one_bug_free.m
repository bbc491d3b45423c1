-- addr_one.m with a bug: "acquire" does not wait until the line is free.
const
  NODE_NUM : 2;
  ADDR_NUM : 2;
type
  NODE : scalarset(NODE_NUM);
  ADDR : 1..ADDR_NUM;
  state : enum {I, E};
var
  cache : array [NODE] of array [ADDR] of state;
  owned : array [ADDR] of boolean;
  last : ADDR;

startstate
begin
  for i : NODE do
    for a : ADDR do
      cache[i][a] := I;
    end;
  end;
  for a : ADDR do
    owned[a] := false;
  end;
  last := 1;
end;

ruleset i : NODE; a : ADDR do
  rule "acquire"
    cache[i][a] = I
  ==>
  begin
    cache[i][a] := E;
    owned[a] := true;
    last := a;
  end;

  rule "release"
    cache[i][a] = E
  ==>
  begin
    cache[i][a] := I;
    owned[a] := false;
    last := 1;
  end;
end;

invariant "excl"
  forall i : NODE do forall j : NODE do forall a : ADDR do
    i != j -> !(cache[i][a] = E & cache[j][a] = E)
  end end end;
