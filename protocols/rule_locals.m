-- A directory whose rules work on a copy of the state, as FLASH models
-- often do (NxtSta := Sta; ...; Sta := NxtSta), with rule-local variables
-- of simple types, one assigned in branches. The lowering writes the rules
-- on the state itself and reorders statements where the copy's writes
-- would otherwise hide values the rule still reads (GetE invalidates the
-- sharers it reads; Evict reads the state it clears). Correct: the main
-- job proves it (rule_locals_bug_copy.m is a broken variant).

const
  N : 3;

type
  NODE : scalarset(N);
  CS : enum { I, S, E };
  STATE : record
    cache : array [NODE] of CS;
    shr : array [NODE] of boolean;
    owner : NODE;
    owned : boolean;
  end;

var
  Sta : STATE;

startstate
  for i : NODE do
    Sta.cache[i] := I;
    Sta.shr[i] := false;
  end;
  undefine Sta.owner;
  Sta.owned := false;
end;

ruleset i : NODE do
  rule "GetS"
    Sta.cache[i] = I
  ==>
  var NxtSta : STATE;
  begin
    NxtSta := Sta;
    NxtSta.owned := false;
    undefine NxtSta.owner;
    for j : NODE do
      if Sta.owned & Sta.owner = j then
        NxtSta.cache[j] := S;
      end;
    end;
    NxtSta.cache[i] := S;
    NxtSta.shr[i] := true;
    Sta := NxtSta;
  end;

  rule "GetE"
    Sta.cache[i] != E
  ==>
  var NxtSta : STATE;
  begin
    NxtSta := Sta;
    for j : NODE do
      NxtSta.shr[j] := false;
      if Sta.shr[j] then
        NxtSta.cache[j] := I;
      end;
    end;
    NxtSta.cache[i] := E;
    NxtSta.shr[i] := true;
    NxtSta.owner := i;
    NxtSta.owned := true;
    Sta := NxtSta;
  end;

  rule "Evict"
    Sta.cache[i] != I
  ==>
  var NxtSta : STATE;
      was : CS;
      owner : boolean;
  begin
    NxtSta := Sta;
    was := Sta.cache[i];
    NxtSta.cache[i] := I;
    NxtSta.shr[i] := false;
    if was = E then
      owner := true;
    else
      owner := false;
    end;
    if owner then
      NxtSta.owned := false;
      undefine NxtSta.owner;
    end;
    Sta := NxtSta;
  end;
end;

ruleset i : NODE; j : NODE do
  invariant "Coherence"
    i != j -> (Sta.cache[i] = E -> Sta.cache[j] = I);
end;
