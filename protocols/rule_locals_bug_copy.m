-- BROKEN: GetS looks for the owner in the copy it has already changed, so
-- the owner keeps its exclusive copy beside the new shared one. Otherwise
-- as protocols/rule_locals.m, whose header lists the constructs. Must be
-- reported violated (invariant Coherence) with a trace.

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
      if NxtSta.owned & NxtSta.owner = j then
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
