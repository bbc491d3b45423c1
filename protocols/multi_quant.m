-- A token that nodes request from each other, written with quantifier
-- lists (for i : T; j : U, forall and exists with several quantifiers,
-- CMurphi syntax that the parser nests) and exists in properties: in an
-- assumption (left of ->, where it is a universal statement) and over an
-- enum (expanded into its values). Correct: the main job proves it
-- (multi_quant_bug_create.m is a broken variant).

const
  N : 3;

type
  NODE : scalarset(N);
  MODE : enum { Off, Slow, Fast };

var
  token : array [NODE] of boolean;
  asked : array [NODE] of array [NODE] of boolean;  -- asked[i][j]: i asked j
  held : boolean;
  mode : MODE;

startstate
  for i : NODE; j : NODE do
    asked[i][j] := false;
  end;
  for i : NODE do
    token[i] := false;
  end;
  held := false;
  mode := Off;
end;

ruleset i : NODE do
  rule "Create"
    !held & forall j : NODE; k : NODE do !asked[j][k] end
  ==>
    token[i] := true;
    held := true;
    mode := Slow;
  end;

  rule "Forget"
    !held
  ==>
    for k : NODE; l : NODE do
      asked[k][l] := false;
    end;
  end;

  rule "Drop"
    token[i]
  ==>
    token[i] := false;
    held := false;
    mode := Off;
  end;

  rule "Speed"
    token[i] & mode = Slow
  ==>
    mode := Fast;
  end;
end;

ruleset i : NODE; j : NODE do
  rule "Ask"
    i != j & !token[i] & !asked[i][j]
  ==>
    asked[i][j] := true;
  end;

  rule "Pass"
    token[i] & asked[j][i]
  ==>
    token[i] := false;
    token[j] := true;
    for k : NODE do
      asked[j][k] := false;
    end;
  end;
end;

invariant "OneToken"
  forall i : NODE; j : NODE do i != j -> !(token[i] & token[j]) end;

invariant "HeldIfToken"
  (exists i : NODE do token[i] end) -> held;

invariant "ModeWhenHeld"
  held -> exists m : MODE do m != Off & mode = m end;
