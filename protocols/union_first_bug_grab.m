-- union_first_bug_grab.m: union_first.m with a bug: "Acquire" does not
-- wait for the lock to be free, and two clients hold it.
-- Otherwise as union_first.m: a lock whose owner is a union with the enum
-- listed first, `union {enum {Nobody}, Client}`.

const
  CLIENTS : 3;

type
  Client : scalarset(CLIENTS);
  Owner : union {enum {Nobody}, Client};
  Status : enum {Idle, Waiting, Holding};

var
  owner : Owner;
  status : array [Client] of Status;

startstate
  owner := Nobody;
  for k : Client do
    status[k] := Idle;
  end;
end;

ruleset c : Client do
  rule "Request"
    status[c] = Idle
  ==>
    status[c] := Waiting;
  end;

  rule "Acquire"
    status[c] = Waiting
  ==>
    owner := c;
    status[c] := Holding;
  end;

  rule "Release"
    owner = c
  ==>
    owner := Nobody;
    status[c] := Idle;
  end;

  invariant "OwnerHolds"
    status[c] = Holding -> owner = c;
end;

invariant "SingleHolder"
  forall a : Client do forall b : Client do
    a != b -> !(status[a] = Holding & status[b] = Holding)
  end end;
