-- A node type whose distinguished value (2) is neither its first nor its
-- last value: check --symmetric NODE refuses to reduce it.
const N : 4;
type NODE : 1..N;
var owner : NODE; busy : array [NODE] of boolean;
startstate owner := 2; for i : NODE do busy[i] := false; end; end;
ruleset i : NODE do
  rule "take" i != 2 & !busy[i] & owner = 2 ==> busy[i] := true; owner := i; end;
  rule "give" busy[i] & owner = i ==> busy[i] := false; owner := 2; end;
end;
invariant "one" forall i : NODE do forall j : NODE do i != j -> !(busy[i] & busy[j]) end end;
