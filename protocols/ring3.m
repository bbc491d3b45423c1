-- ring3.m: three stations on a ring (Station : 0..2, literal bounds) pass
-- one token; a station holding it may enter its critical section.
-- Constructs: index arithmetic (`token[(i + 1) % 3]`), a counter of
-- passes declared in place (`passes : 0..3`, read as a type range_0_3)
-- that wraps (`(passes + 1) % 4`), ordering of two subrange values in a
-- guard (`i < 2`). Every value of Station is a distinguished value; the
-- main job proves it at this size (no index type is generalized).

type
  Station : 0..2;
  Mode : enum {Out, In};

var
  token : array [Station] of boolean;
  mode : array [Station] of Mode;
  passes : 0..3;

startstate
begin
  for i : Station do token[i] := false; mode[i] := Out; end;
  token[0] := true;
  passes := 0;
end;

ruleset i : Station do
  rule "Enter" token[i] & mode[i] = Out ==> mode[i] := In; end;
  rule "Leave" mode[i] = In ==> mode[i] := Out; end;

  rule "Pass"
    token[i] & mode[i] = Out
  ==>
    token[i] := false;
    token[(i + 1) % 3] := true;
    passes := (passes + 1) % 4;
  end;

  -- the first two stations may also hand the token back one place
  rule "Back"
    token[i + 0] & mode[i] = Out & i < 2 & i > 0
  ==>
    token[i] := false;
    token[i - 1] := true;
  end;
end;

ruleset i : Station; j : Station do
  invariant "OneIn"
    i != j -> !(mode[i] = In & mode[j] = In);
end;
