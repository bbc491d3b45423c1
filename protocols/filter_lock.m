-- filter_lock.m: Peterson's filter lock for N processes, a scalarset of
-- them (N = 7 by default: the symmetry benchmark; -D N=3 is quick).
-- Process i climbs levels 1..N-1: at level L it announces L, makes itself
-- the level's victim, and waits until it is not the victim any more or no
-- other process is at level L or above; past level N-1 it is in the
-- critical section. Constructs: scalarset of processes, subrange of levels
-- indexing an array of processes (the victims), enum program counters,
-- exists over the scalarset with `!=` in a guard, two-parameter invariant.

const
  N : 7;

type
  Proc : scalarset(N);
  Level : 0..N-1;
  Phase : enum {Idle, Announce, Victim, Wait, Critical};

var
  pc : array [Proc] of Phase;
  level : array [Proc] of Level;     -- the level a process is at
  victim : array [Level] of Proc;    -- victim[0] is never used

startstate
begin
  for p : Proc do
    pc[p] := Idle;
    level[p] := 0;
  end;
  undefine victim;
end;

ruleset i : Proc do
  rule "start" pc[i] = Idle ==>
  begin
    pc[i] := Announce;
  end;

  rule "announce" pc[i] = Announce ==>
  begin
    level[i] := level[i] + 1;
    pc[i] := Victim;
  end;

  rule "victim" pc[i] = Victim ==>
  begin
    victim[level[i]] := i;
    pc[i] := Wait;
  end;

  rule "climb" pc[i] = Wait &
      (victim[level[i]] != i | !(exists k : Proc do k != i & level[k] >= level[i] end)) ==>
  begin
    if level[i] = N - 1 then
      pc[i] := Critical;
    else
      pc[i] := Announce;
    end;
  end;

  rule "leave" pc[i] = Critical ==>
  begin
    level[i] := 0;
    pc[i] := Idle;
  end;
end;

ruleset i : Proc; j : Proc do
  invariant "mutual exclusion" i != j -> !(pc[i] = Critical & pc[j] = Critical);
end;
