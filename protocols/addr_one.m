-- Lines of several addresses, each held exclusively by at most one node;
-- a release resets `last` to address 1, so 1 is a distinguished value of
-- ADDR (the shape of German 2004's addresses, reset to 1). The main job
-- proves it for every number of nodes and addresses; with -D ADDR_NUM=1
-- no address is left to stand for the others, so ADDR is kept at 1..1
-- and the proof is for every number of nodes at that one address
-- (internal/job TestFixSized).
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
    cache[i][a] = I & !owned[a]
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
