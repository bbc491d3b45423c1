-- Buggy variant of exists_witness_large.m: the home takes a shared grant
-- without looking at the mark, so a shared grant is in flight while the
-- line is pending; the main job prints the trace and exits 1.

const
  N : 2;
  HOME : 0;

type
  NODE : 0..N;
  ST : enum { I, S, E };
  MSG : enum { Empty, GntS, GntE };
  WHY : enum { W0, W1, W2, W3, W4, W5, W6, W7, W8, W9, W10, W11, W12, W13, W14, W15, W16 };

var
  dir : array [NODE] of ST;
  chan : array [NODE] of MSG;
  pend : boolean;
  why : WHY;

startstate
  for i : NODE do
    dir[i] := I;
    chan[i] := Empty;
  end;
  pend := false;
  why := W0;
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
  if dir[HOME] = I & chan[HOME] = Empty then
    why := W1;
  elsif dir[HOME] = I & chan[HOME] = GntS then
    why := W2;
  elsif dir[HOME] = I & chan[HOME] = GntE then
    why := W3;
  elsif dir[HOME] = S & chan[HOME] = Empty then
    why := W4;
  elsif dir[HOME] = S & chan[HOME] = GntS then
    why := W5;
  elsif dir[HOME] = S & chan[HOME] = GntE then
    why := W6;
  elsif dir[HOME] = E & chan[HOME] = Empty then
    why := W7;
  elsif dir[HOME] = E & chan[HOME] = GntS then
    why := W8;
  elsif dir[HOME] = E & chan[HOME] = GntE then
    why := W9;
  elsif dir[HOME] = I then
    why := W10;
  elsif dir[HOME] = S then
    why := W11;
  elsif dir[HOME] = E then
    why := W12;
  elsif chan[HOME] = Empty then
    why := W13;
  elsif chan[HOME] = GntS then
    why := W14;
  elsif chan[HOME] = GntE then
    why := W15;
  elsif pend then
    why := W16;
  end;
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
  why := W0;
end;

invariant "NoSharedGrantWhilePending"
  forall i : NODE do
    pend -> chan[i] != GntS
  end;
