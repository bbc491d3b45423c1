-- Each node marks itself once, and a clock ticks from 0 to 6 and back to
-- 0 on its own. "Two nodes marked while the clock reads 6" is reached in
-- eight steps with two nodes. The cube names two nodes, so in the
-- reference instance (two nodes) it has no node to spare, and the
-- evidence asks the larger instance (three nodes) about it; explored only
-- in part (a breadth-first prefix), that one may not get as deep. The
-- reference's own states show it reachable all the same (used by the
-- evidence tests). Correct: the property holds.

const
  N : 2;

type
  NODE : scalarset(N);

var
  marked : array [NODE] of boolean;
  clock : 0..6;

startstate "Init"
  for n : NODE do
    marked[n] := false;
  end;
  clock := 0;
end;

ruleset n : NODE do
  rule "Mark"
    !marked[n]
  ==>
    marked[n] := true;
  end;
end;

rule "Tick"
  clock < 6
==>
  clock := clock + 1;
end;

rule "Wrap"
  clock = 6
==>
  clock := 0;
end;

invariant "the clock stays in range"
  clock <= 6;
