-- BROKEN: the startstate ruleset has a second node parameter and gives it
-- a token too, so the start states with two different nodes have two
-- tokens. Otherwise as protocols/ruleset_start.m, whose header lists the
-- constructs. Must be reported violated (invariant OneToken) with a trace.

const
  N : 3;

type
  NODE : scalarset(N);
  DIR : enum { Left, Right };

var
  token : array [NODE] of boolean;
  busy : array [NODE] of boolean;
  dir : DIR;

ruleset h : NODE; g : NODE; d : DIR do
  startstate "Init"
    for i : NODE do
      token[i] := false;
      busy[i] := false;
    end;
    token[h] := true;
    token[g] := true;
    dir := d;
  end;
end;

ruleset i : NODE do
  rule "Enter"
    token[i] & !busy[i]
  ==>
    busy[i] := true;
  end;

  rule "Leave"
    busy[i]
  ==>
    busy[i] := false;
  end;
end;

ruleset i : NODE; j : NODE do
  rule "Pass"
    token[i] & !busy[i] & i != j
  ==>
    token[i] := false;
    token[j] := true;
  end;
end;

rule "Turn"
  true
==>
  if dir = Left then
    dir := Right;
  else
    dir := Left;
  end;
end;

ruleset i : NODE; j : NODE do
  invariant "OneToken"
    i != j -> !(token[i] & token[j]);
  invariant "BusyHolds"
    busy[i] -> token[i];
end;
