-- barrier.m: a sense-reversing barrier for a set of symmetric workers.
-- Constructs: scalarset workers, a counter subrange, `clear` of an array,
-- forall/exists in guards, `=` on booleans, `!`, procedure without
-- parameters, `endforall`/`endexists` closings.

const
  WORKERS : 3;

type
  Worker : scalarset(WORKERS);
  Cnt : 0..WORKERS;

var
  arrived : Cnt;
  sense : boolean;
  local : array [Worker] of boolean;   -- each worker's private sense
  waiting : array [Worker] of boolean;

procedure Reset();
begin
  arrived := 0;
  sense := !sense;
endprocedure;

startstate
begin
  arrived := 0;
  sense := false;
  clear local;
  clear waiting;
end;

ruleset w : Worker do
  rule "Arrive"
    !waiting[w]
  ==>
    local[w] := !local[w];
    waiting[w] := true;
    arrived := arrived + 1;
    if arrived = WORKERS then Reset(); end;
  end;

  rule "Leave"
    waiting[w] & local[w] = sense
  ==>
    waiting[w] := false;
  end;
end;

invariant "CountMatches"
  (arrived = 0) | (exists w : Worker do waiting[w] & local[w] != sense endexists);

invariant "NoOneLeftBehind"
  arrived < WORKERS & (forall w : Worker do local[w] = sense | waiting[w] endforall);
