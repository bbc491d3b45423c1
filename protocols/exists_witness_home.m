-- exists_witness.m with a home node inside the node type: NODE is the
-- subrange 0..N and node 0 (HOME) has a rule of its own, so 0 is a
-- distinguished value. The node Mark's exists speaks of may be the home,
-- one of the parameters or another node: the search splits the three
-- cases and the proof uses the invariant at every node but the home and
-- the parameters (buggy variant `exists_witness_home_bug.m`: the home
-- takes a shared grant while the line is pending).
--
-- Constructs: `exists` whose value an auxiliary invariant is instantiated
-- at, over a node type with a distinguished value.

const
  N : 2;
  HOME : 0;

type
  NODE : 0..N;
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

rule "HomeGntS"
  !pend & chan[HOME] = Empty & dir[HOME] = I & forall j : NODE do dir[j] != E end
==>
  chan[HOME] := GntS;
  dir[HOME] := S;
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
