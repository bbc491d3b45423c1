-- undefined_param.m: messages with optional fields, sent by a procedure
-- whose value parameters may be undefined (the classic 3-cache example's
-- `Send(..., UndefNode, ...)` with a local scalarset that is never
-- assigned). Constructs: an undefined local passed as a value parameter
-- (the formal is undefined: isundefined is true, and `undefine` keeps it
-- so in the message), a scalarset in an optional record field, a queue of
-- records, isundefined in the guard and the invariant.

const
  NODES : 3;
  SLOTS : 2;

type
  Node : scalarset(NODES);
  Kind : enum {Req, Fwd, Ack};
  Msg : record
    kind : Kind;
    src : Node;
    aux : Node;        -- only a forwarded request names the original requester
  end;

var
  net : array [1..SLOTS] of Msg;
  count : 0..SLOTS;
  owner : Node;

procedure Send(k : Kind; s : Node; a : Node);
begin
  assert count < SLOTS "network full";
  count := count + 1;
  net[count].kind := k;
  net[count].src := s;
  if isundefined(a) then
    undefine net[count].aux;
  else
    net[count].aux := a;
  end;
end;

procedure Consume();
begin
  for i := 1 to SLOTS - 1 do
    net[i] := net[i + 1];
  end;
  undefine net[SLOTS];
  count := count - 1;
end;

startstate
begin
  undefine net;
  count := 0;
  undefine owner;
end;

ruleset n : Node do
  rule "request" count < SLOTS & (isundefined(owner) | owner != n) ==>
  var UndefNode : Node;     -- never assigned
  begin
    Send(Req, n, UndefNode);
  end;
end;

rule "forward" count > 0 & net[1].kind = Req & !isundefined(owner) ==>
var r : Node;
begin
  r := net[1].src;
  Consume();
  Send(Fwd, owner, r);
end;

rule "grant" count > 0 & ((net[1].kind = Req & isundefined(owner)) | net[1].kind = Fwd) ==>
var n : Node;
begin
  if net[1].kind = Req then
    n := net[1].src;
  else
    n := net[1].aux;
  end;
  Consume();
  owner := n;
  Send(Ack, n, owner);
end;

rule "ack" count > 0 & net[1].kind = Ack ==>
begin
  Consume();
end;

invariant "only forwards name a requester"
  forall i : 1..SLOTS do
    i <= count -> (isundefined(net[i].aux) = (net[i].kind = Req))
  end;
