-- A lock handed between nodes, with a property that says the lock is
-- somewhere: free, or held by some node (`exists` right of `|`, over the
-- node scalarset). Its normal form has a quantified literal: !(free =
-- false & forall V : NODE do hold[V] != true end). Proved by the main job
-- (buggy variant exists_prop_bug_lost.m: a release that forgets to free
-- the lock).
--
-- Constructs: `exists` over a scalarset in a property, a second property
-- over two nodes.

const
  N : 3;

type
  NODE : scalarset(N);

var
  free : boolean;
  hold : array [NODE] of boolean;

startstate
  free := true;
  for i : NODE do
    hold[i] := false;
  end;
end;

ruleset i : NODE do
  rule "Acquire"
    free
  ==>
    free := false;
    hold[i] := true;
  end;

  rule "Release"
    hold[i]
  ==>
    hold[i] := false;
    free := true;
  end;
end;

invariant "Somewhere"
  free | exists i : NODE do hold[i] end;

ruleset i : NODE; j : NODE do
  invariant "Mutex"
    i != j -> !(hold[i] & hold[j]);
end;
