-- Tokens: the property says no three nodes hold one at once, which
-- two nodes (the file's size) cannot show; three can.
-- The main job chooses NODE_NUM=3 for the property (three distinct nodes)
-- and reports the violation with the sizes it chose and the file's.
const NODE_NUM : 2;
type NODE : scalarset(NODE_NUM);
var t : array[NODE] of boolean;
startstate
begin
  for i : NODE do t[i] := false; end;
end;
ruleset i : NODE do
  rule "take" !t[i] ==> begin t[i] := true; end;
  rule "drop" t[i] ==> begin t[i] := false; end;
end;
invariant "not three"
  forall i : NODE do forall j : NODE do forall k : NODE do
    (i != j & j != k & i != k) -> !(t[i] & t[j] & t[k])
  end end end;
