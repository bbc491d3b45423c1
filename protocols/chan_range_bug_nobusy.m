-- chan_range.m with a home that grants without checking that the lock is
-- free: two nodes hold it at once. Must be reported violated with a trace.

const
  N : 2;

type
  NODE : 1..N;
  CHAN : 1..2;
  MSG : enum { Empty, Req, Gnt, Rel };
  CACHE : enum { Inv, Excl };

var
  chan : array [NODE] of array [CHAN] of MSG;
  cache : array [NODE] of CACHE;
  busy : boolean;

ruleset i : NODE; c : CHAN do
  rule "request"
    c = 1 & cache[i] = Inv & chan[i][c] = Empty & chan[i][2] = Empty
  ==>
  begin
    chan[i][c] := Req;
  end;
endruleset;

ruleset i : NODE; c : CHAN; d : CHAN do
  rule "grant"
    c = 1 & d = 2 & chan[i][c] = Req & chan[i][d] = Empty
  ==>
  begin
    chan[i][c] := Empty;
    chan[i][d] := Gnt;
    busy := true;
  end;
endruleset;

ruleset i : NODE; c : CHAN do
  rule "receive grant"
    c = 2 & chan[i][c] = Gnt
  ==>
  begin
    cache[i] := Excl;
    chan[i][c] := Empty;
  end;
endruleset;

ruleset i : NODE; c : CHAN do
  rule "release"
    c = 1 & cache[i] = Excl & chan[i][c] = Empty
  ==>
  begin
    cache[i] := Inv;
    chan[i][c] := Rel;
  end;
endruleset;

ruleset i : NODE; c : CHAN do
  rule "receive release"
    c = 1 & chan[i][c] = Rel
  ==>
  begin
    busy := false;
    chan[i][c] := Empty;
  end;
endruleset;

startstate
begin
  for i : NODE do
    for c : CHAN do
      chan[i][c] := Empty;
    endfor;
    cache[i] := Inv;
  endfor;
  busy := false;
endstartstate;

ruleset i : NODE; j : NODE do
  invariant "Mutex"
    i != j & cache[i] = Excl -> cache[j] != Excl
endruleset;
