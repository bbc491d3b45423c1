-- One invalidation in flight at a time: the home keeps the node it is
-- invalidating in a field of its outgoing message, beside the message's
-- valid bit; a node answers with an acknowledgement, and the home grants
-- exclusive access when it processes the last one. That no invalidation
-- is in flight then follows from what the home knows of the node the
-- message's dest field holds: the value of a state component that no
-- literal of the obligation names. (seen[] is there for the proof's typing
-- invariant: a node-typed location with an index.)

const NODE_NUM : 3;

type NODE : scalarset(NODE_NUM);

var
  dir : array[NODE] of boolean;   -- the home's record: the node may hold a copy
  acked : array[NODE] of boolean; -- the node's acknowledgement, not yet processed
  out : record valid : boolean; dest : NODE; end;  -- the invalidation in flight
  busy : boolean;                 -- a request is being served
  src : NODE;                     -- its requester
  excl : boolean;                 -- the requester holds exclusive access
  seen : array[NODE] of NODE;     -- the node named by the last invalidation a node received

startstate
begin
  for n : NODE do dir[n] := false; acked[n] := false; undefine seen[n]; end;
  out.valid := false;
  undefine out.dest;
  busy := false;
  undefine src;
  excl := false;
end;

ruleset n : NODE do
  rule "share" !busy & !excl ==>
  begin
    dir[n] := true;
  end;

  rule "request" !busy & !excl ==>
  begin
    busy := true;
    src := n;
  end;

  rule "send invalidation" busy & !out.valid & dir[n] & !acked[n] & n != src ==>
  begin
    out.valid := true;
    out.dest := n;
  end;

  rule "receive invalidation" out.valid & out.dest = n ==>
  begin
    out.valid := false;
    seen[n] := out.dest;
    undefine out.dest;
    acked[n] := true;
  end;

  rule "process ack" acked[n] ==>
  begin
    acked[n] := false;
    dir[n] := false;
    if forall m : NODE do m = src | dir[m] = false end then
      excl := true;
    end;
  end;

  rule "release" excl & src = n ==>
  begin
    excl := false;
    busy := false;
    dir[n] := false;
    undefine src;
  end;
end;

rule "grant" busy & !excl & (forall n : NODE do n = src | dir[n] = false end) ==>
begin
  excl := true;
end;

invariant "no invalidation in flight after the grant"
  excl -> !out.valid;
