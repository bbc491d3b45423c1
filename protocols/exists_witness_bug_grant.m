-- Buggy variant of exists_witness.m: the shared grant ignores the mark
-- (no `!pend` in its guard), so a shared grant is sent while the line is
-- pending and the property fails; the main job prints the trace and
-- exits 1.

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
    chan[i] = Empty & dir[i] = I & forall j : NODE do dir[j] != E end
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
