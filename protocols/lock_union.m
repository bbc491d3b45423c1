-- lock_union.m: clients take a lock whose owner field is a union of the
-- client scalarset and a "Nobody" enum. Constructs: scalarset, union,
-- `ismember`, `undefine`, `isundefined`, exists, startstate inside a
-- ruleset, invariant inside a ruleset, `error` in an unreachable branch.

const
  CLIENTS : 3;

type
  Client : scalarset(CLIENTS);
  Owner : union {Client, enum {Nobody}};
  Status : enum {Idle, Waiting, Holding};

var
  owner : Owner;
  status : array [Client] of Status;
  ticket : Client;       -- undefined while no one waits

ruleset c : Client do
  startstate "Init"
    owner := Nobody;
    for k : Client do status[k] := Idle; end;
    undefine ticket;
  endstartstate;
endruleset;

ruleset c : Client do
  rule "Request"
    status[c] = Idle & isundefined(ticket)
  ==>
    status[c] := Waiting;
    ticket := c;
  endrule;

  rule "Acquire"
    status[c] = Waiting & owner = Nobody & !isundefined(ticket)
  ==>
    if ticket != c then error "ticket lost"; endif;
    owner := c;
    status[c] := Holding;
    undefine ticket;
  endrule;

  rule "Release"
    status[c] = Holding
  ==>
    if !ismember(owner, Client) then error "holder without ownership"; endif;
    owner := Nobody;
    status[c] := Idle;
  endrule;

  invariant "OwnerHolds"
    owner = c -> status[c] = Holding;
endruleset;

invariant "SingleHolder"
  !(exists a : Client do exists b : Client do
      a != b & status[a] = Holding & status[b] = Holding endexists endexists);
