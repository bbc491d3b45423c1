-- A condition with `exists` whose value an auxiliary invariant must be
-- instantiated at: the shape of German 2004's "home accepts a request
-- message", which makes a request pending when `exists n : node_id do
-- directory[addr][n] = cache_exclusive end`. Here the home marks the
-- line pending while some node holds it exclusively, and the property
-- says that no shared grant is in flight while the line is pending. The
-- proof of Mark needs "no shared grant to i while node j is exclusive"
-- at the node j the exists speaks of, which is none of the rule's or the
-- property's parameters: the search names it (a witness) and the proof
-- instantiates the invariant at every node (buggy variant
-- `exists_witness_bug_grant.m`: a shared grant that ignores the mark).
--
-- Constructs: `exists` in a condition (Mark) and in a guard (MarkNow)
-- whose value an auxiliary invariant is instantiated at.

const
  N : 3;

type
  NODE : scalarset(N);
  ST : enum { I, S, E };
  MSG : enum { Empty, GntS, GntE };

var
  dir : array [NODE] of ST;
  chan : array [NODE] of MSG;
  pend : boolean;

startstate
  for i : NODE do
    dir[i] := I;
    chan[i] := Empty;
  end;
  pend := false;
end;

ruleset i : NODE do
  rule "SendGntS"
    !pend & chan[i] = Empty & dir[i] = I & forall j : NODE do dir[j] != E end
  ==>
    chan[i] := GntS;
    dir[i] := S;
  end;

  rule "SendGntE"
    !pend & chan[i] = Empty & forall j : NODE do dir[j] = I end
  ==>
    chan[i] := GntE;
    dir[i] := E;
  end;

  rule "Recv"
    chan[i] != Empty
  ==>
    chan[i] := Empty;
  end;

  rule "Evict"
    chan[i] = Empty & dir[i] != I
  ==>
    dir[i] := I;
  end;
end;

rule "Mark"
  !pend
==>
  if exists j : NODE do dir[j] = E end then
    pend := true;
  end;
end;

rule "MarkNow"
  !pend & exists j : NODE do dir[j] = E end
==>
  pend := true;
end;

rule "Unmark"
  pend & forall j : NODE do dir[j] = I end
==>
  pend := false;
end;

invariant "NoSharedGrantWhilePending"
  forall i : NODE do
    pend -> chan[i] != GntS
  end;
