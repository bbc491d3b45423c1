-- A token ring whose start state is chosen by a startstate inside a
-- ruleset: one start state per node that may hold the token first and per
-- initial direction, so the proof covers every one of them (for every
-- number of nodes). Correct: the main job proves it
-- (ruleset_start_bug_twotokens.m is a broken variant).

const
  N : 3;

type
  NODE : scalarset(N);
  DIR : enum { Left, Right };

var
  token : array [NODE] of boolean;
  busy : array [NODE] of boolean;
  dir : DIR;

ruleset h : NODE; d : DIR do
  startstate "Init"
    for i : NODE do
      token[i] := false;
      busy[i] := false;
    end;
    token[h] := true;
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
