-- exists_cond.m with a bug: a release that leaves the line marked, so a
-- marked line may have no owner (MarkedOwned fails). The rest is
-- exists_cond.m:
--
-- A condition with `exists` over the node scalarset, the shape of German
-- 2004's "home accepts a request message", which makes the request
-- pending when `exists n : node_id do directory[addr][n] = cache_exclusive
-- end`. The home marks the line while some node holds it exclusively, and
-- the property says that a marked line has an owner. The proof of Mark
-- needs the node that the exists speaks of: the search states the
-- condition as an existential literal, `(exists V : NODE do dir[V] = E
-- end)`, which Z3 gives a witness, and the main job proves the model
-- (buggy variant `exists_cond_bug_keep.m`: a release that leaves the line
-- marked; `exists_cond_pair.m`: an exists whose body is a conjunction,
-- which the search reads as true, and the message that names it).
--
-- Constructs: `exists` in a guard (positive position) and in a property.

const
  N : 2;

type
  NODE : scalarset(N);
  ST : enum { I, E };

var
  dir : array [NODE] of ST;
  marked : boolean;

startstate
  for i : NODE do
    dir[i] := I;
  end;
  marked := false;
end;

ruleset i : NODE do
  rule "Grant"
    forall j : NODE do dir[j] = I end
  ==>
    dir[i] := E;
  end;

  rule "Release"
    dir[i] = E
  ==>
    dir[i] := I;
  end;
end;

rule "Mark"
  exists j : NODE do dir[j] = E end
==>
  marked := true;
end;

invariant "MarkedOwned"
  marked -> exists j : NODE do dir[j] = E end;
