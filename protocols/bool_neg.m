-- bool_neg.m: a negated boolean compared with = and != (`on[n] = !v`,
-- `on[n] = !off[n]`), in a guard and in a property, over a boolean ruleset
-- parameter; the search and the proof read `x = !y` as `x != y`. Proved
-- by the main job (buggy variant bool_neg_bug_copy.m).

const
  N : 2;

type
  Node : scalarset(N);

var
  on : array [Node] of boolean;   -- a node's light
  off : array [Node] of boolean;  -- its complement, which every rule keeps

startstate
begin
  for n : Node do
    on[n] := false;
    off[n] := true;
  end;
end;

ruleset n : Node; v : boolean do
  rule "set" on[n] = !v ==>
  begin
    on[n] := v;
    off[n] := !v;
  end;
end;

ruleset n : Node do
  invariant "complement" on[n] = !off[n];
end;
