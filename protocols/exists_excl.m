-- A condition with `exists` that leaves out the rule's own node, the
-- shape of Chou's FLASH NI_InvAck (`exists p : NODE do p != src &
-- Sta.Dir.InvSet[p] end`) and of German 2004's upgrade (`n != source`):
-- a poll by node i marks the line pending while some other node is still
-- being invalidated. The proof of Poll needs "no grant while a node is
-- being invalidated" at the node the exists speaks of, which is none of
-- the rule's or the property's parameters and is not i: the search names
-- it (a witness) with i left out of its range. Buggy variant
-- `exists_excl_bug_grant.m`: a grant that does not wait for the
-- invalidations.
--
-- Constructs: `exists` with an excluded parameter (`p != i & ...`) in a
-- condition whose value an auxiliary invariant is instantiated at.

const
  N : 3;

type
  NODE : scalarset(N);

var
  inv : array [NODE] of boolean;
  granted : boolean;
  pending : boolean;

startstate
  for i : NODE do
    inv[i] := false;
  end;
  granted := false;
  pending := false;
end;

ruleset i : NODE do
  rule "StartInv"
    !granted
  ==>
    inv[i] := true;
    pending := true;
  end;

  rule "Done"
    inv[i]
  ==>
    inv[i] := false;
  end;

  rule "Poll"
    true
  ==>
    if exists p : NODE do p != i & inv[p] end then
      pending := true;
    else
      pending := false;
    end;
  end;
end;

rule "Grant"
  !pending & !granted & forall p : NODE do !inv[p] end
==>
  granted := true;
end;

rule "Release"
  granted
==>
  granted := false;
end;

invariant "NoGrantWhilePending"
  pending -> !granted;
