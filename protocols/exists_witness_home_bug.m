-- Buggy variant of exists_witness_home.m: the home takes a shared grant
-- without looking at the mark, so a shared grant is in flight while the
-- line is pending; the main job prints the trace and exits 1.

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
  chan[HOME] = Empty & dir[HOME] = I & forall j : NODE do dir[j] != E end
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
