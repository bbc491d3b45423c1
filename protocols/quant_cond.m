-- An if-condition with a quantifier that decides two variables at once:
-- the Z3 self-check must read the condition the same way for both
-- (regression: Chou's FLASH, NI_Local_GetX_PutX, was refused because
-- each location family read its own copy of such a condition).
const N : 2;
type NODE : scalarset(N);
var
  busy : array [NODE] of boolean;
  a : boolean;
  b : boolean;

startstate
begin
  for i : NODE do busy[i] := false; end;
  a := false;
  b := false;
end;

ruleset i : NODE do
  rule "Grab" !busy[i] ==> begin busy[i] := true; end;
  rule "Drop" busy[i] ==> begin busy[i] := false; end;
end;

rule "Sync"
  true
==>
begin
  if forall i : NODE do !busy[i] end then
    a := true;
    b := true;
  else
    a := false;
    b := false;
  end;
end;

invariant "AImpliesB" a -> b;
invariant "BImpliesA" b -> a;
