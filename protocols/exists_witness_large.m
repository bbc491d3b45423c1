-- exists_witness_home.m with its rule Mark made large: beside the
-- `if exists` whose witness an auxiliary invariant is instantiated at,
-- Mark records in `why` the first of sixteen conditions on the home's
-- entry and channel that holds (an if/elsif cascade of sixteen branches,
-- isabelle.LargeBranches; no property reads it), so the Isabelle
-- proof of Mark's relations splits the action with clarsimp first, in a
-- case with a set of instances at the witness, with a home node 0: the
-- only place (beside German 2004) where that method's alternative without
-- the lemma's facts, `use in auto intro!: gr0I`, is written and checked
-- (buggy variant `exists_witness_large_bug.m`: the home takes a shared
-- grant while the line is pending).
--
-- Constructs: `exists` whose value an auxiliary invariant is instantiated
-- at, over a node type with a distinguished value, in a rule with a large
-- action.

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
  why := W0;
end;

invariant "NoSharedGrantWhilePending"
  forall i : NODE do
    pend -> chan[i] != GntS
  end;
