-- A lock whose author model-checks a single client (N : 1). Its property
-- has one client parameter, so the reference instance the search chooses
-- has one client too; there the obligation of Release needs the auxiliary
-- invariant "no two clients hold the lock", which speaks of two clients
-- and does not fit. The search does not close, the reference instance
-- grows to two clients, and the search closes there. Correct.

const
  N : 1;

type
  client : 1..N;
  state : enum { Idle, Waiting, Holding };

var
  st : array [client] of state;
  free : boolean;

ruleset i : client do
  rule "Request"
    st[i] = Idle ==> st[i] := Waiting;
  endrule;

  rule "Acquire"
    st[i] = Waiting & free = true ==> st[i] := Holding; free := false;
  endrule;

  rule "Release"
    st[i] = Holding ==> st[i] := Idle; free := true;
  endrule;
endruleset;

startstate
  for i : client do
    st[i] := Idle;
  endfor;
  free := true;
endstartstate;

ruleset i : client do
  invariant "a holder has taken the lock"
    st[i] = Holding -> free = false;
endruleset;
