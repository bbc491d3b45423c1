-- mutualEx (paraVerifier's benchmark) changed so that it deadlocks: a
-- client that leaves the critical section retires for good (state D)
-- instead of going back to idle, so once every client has retired no rule
-- is enabled. Mutual exclusion still holds in every reachable state: the
-- model is safe, and the main job proves it and reports the deadlock as a
-- finding (with --deadlock, the deadlock fails the job).

const
  N : 3;

type
  client : 1..N;
  state : enum { I, T, C, D };

var
  n : array [client] of state;
  x : boolean;

ruleset i : client do
  rule "Try"
    n[i] = I ==> n[i] := T;
  endrule;

  rule "Crit"
    n[i] = T & x = true ==> n[i] := C; x := false;
  endrule;

  rule "Retire"
    n[i] = C ==> n[i] := D; x := true;
  endrule;
endruleset;

startstate
  for i : client do
    n[i] := I;
  endfor;
  x := true;
endstartstate;

ruleset i : client; j : client do
  invariant "mutual exclusion"
    i != j -> !(n[i] = C & n[j] = C);
endruleset;
