-- A broken variant of rule_return.m: "Enter" enters the critical section
-- before it looks at the lock, and only then returns when the lock is
-- taken, so two nodes can be in it at once (invariant "Mutex" fails).

const
  N : 3;

type
  NODE : scalarset(N);
  ST : enum { Idle, Wait, Crit };

var
  st : array [NODE] of ST;
  locked : boolean;

startstate
  locked := false;
  for i : NODE do
    st[i] := Idle;
  end;
  return;
  locked := true; -- never runs
end;

ruleset i : NODE do
  rule "Request"
    st[i] = Idle
  ==>
  begin
    st[i] := Wait;
  end;

  rule "Enter"
    st[i] = Wait
  ==>
  begin
    st[i] := Crit;
    if locked then
      return; -- too late: st[i] is already Crit
    end;
    locked := true;
  end;

  rule "Leave"
    st[i] != Idle
  ==>
  begin
    switch st[i]
    case Wait:
      st[i] := Idle;
      return; -- a waiting node gives up
    else
    end;
    st[i] := Idle;
    locked := false;
  end;
end;

ruleset i : NODE; j : NODE do
  invariant "Mutex"
    i != j -> !(st[i] = Crit & st[j] = Crit);
end;

invariant "LockHeld"
  forall i : NODE do st[i] = Crit -> locked end;
