-- A lock whose rules and startstate leave early with `return`, as Rumur
-- allows (CMurphi only in procedures and functions): a return under an if,
-- one in a switch's case, one at the end of the startstate. The lowering
-- moves what follows such an if or switch into its branches that do not
-- return. Correct: the main job proves it (rule_return_bug_late.m enters
-- before it looks at the lock).

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
    if locked then
      return; -- the lock is taken: wait
    end;
    st[i] := Crit;
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
