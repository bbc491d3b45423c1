-- A counter that one rule increments, beside eight flags that others
-- toggle freely: a breadth-first prefix of a few thousand states sees
-- only small counter values, random walks from it reach large ones.
-- The invariant fails when the counter reaches BAD (beyond N: never).
const
  N : 60;
  BAD : 61;
type
  FLAG : 1..8;
var
  c : 0..N;
  b : array [FLAG] of boolean;

startstate
begin
  c := 0;
  for f : FLAG do b[f] := false; end;
end;

rule "step" c < N ==> begin c := c + 1; end;

ruleset f : FLAG do
  rule "toggle" true ==> begin b[f] := !b[f]; end;
end;

invariant "below BAD" c != BAD;
