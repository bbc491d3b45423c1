-- quant_cond.m with a bug: when some node is busy, Sync clears only a.
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
  end;
end;

invariant "AImpliesB" a -> b;
invariant "BImpliesA" b -> a;
