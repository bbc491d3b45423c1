-- The home grants waiting requests, one at a time, through one channel
-- that all addresses share, and takes a request off the waiting list as
-- it grants it; an address granted is not asked again while its grant is
-- on the channel. With two addresses, "two addresses waiting while the
-- channel carries a grant" cannot happen: the grant is for one of them.
-- With three it can: the grant is for the third, which the cube does not
-- name (it is in the channel's addr field). The cube fits in the
-- reference (two nodes, two addresses) and in a larger instance grown in
-- nodes, which both find it unreachable; only an instance grown in
-- addresses (evidence.Reach.Wider) shows it (used by the evidence tests).
-- Correct: the property holds.

const
  N : 2;
  A : 2;

type
  NODE : scalarset(N);
  ADDR : scalarset(A);

var
  waiting : array [ADDR] of boolean;
  chan : record
    valid : boolean;
    addr : ADDR;
    dest : NODE;
  end;

startstate "Init"
  for a : ADDR do
    waiting[a] := false;
  end;
  undefine chan;
  chan.valid := false;
end;

ruleset n : NODE; a : ADDR do
  rule "Ask"
    !waiting[a] & !(chan.valid & chan.addr = a)
  ==>
    waiting[a] := true;
  end;

  rule "Grant"
    waiting[a] & !chan.valid
  ==>
    chan.valid := true;
    chan.addr := a;
    chan.dest := n;
    waiting[a] := false;
  end;

  rule "Take"
    chan.valid & chan.dest = n
  ==>
    chan.valid := false;
  end;
end;

invariant "a granted address is not waiting"
  chan.valid -> !waiting[chan.addr];
