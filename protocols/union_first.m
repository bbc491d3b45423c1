-- union_first.m: a lock whose owner is a union with the enum listed
-- first, `union {enum {Nobody}, Client}`, as generated models often write
-- it: Nobody is the union's first value and client c comes after it. The
-- search's evidence reads `owner = c` with c offset by the members before
-- Client (before, it compared the client's own number with the union's,
-- and the search did not close on "OwnerHolds").
--
-- Constructs: union {enum, scalarset} with the enum first, compared with
-- a ruleset parameter and with the enum's constant; a property inside a
-- ruleset.

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
    status[c] = Waiting & owner = Nobody
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
