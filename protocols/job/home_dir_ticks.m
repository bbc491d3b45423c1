-- home_dir.m with three bits that flip at any time, which multiply
-- its states by eight: at two nodes the search does not close on the
-- reference instance (its discharge needs two nodes besides Home), so
-- the job takes evidence from a larger instance at once; without one
-- (--larger N=2) it fails the same way on every prefix, which the job
-- recognises. Correct: used by the job tests.

const
  N : 3;

type
  NODE : scalarset(N);
  ST : enum { I, S, E };
  ABS : union { NODE, enum { None } };
  BIT : enum { b0, b1, b2 };

var
  Home : NODE;
  cache : array [NODE] of ST;
  sharers : array [NODE] of boolean;
  owner : ABS;
  last : ABS;
  anyShared : boolean;
  bits : array [BIT] of boolean;

ruleset h : NODE do
  startstate "Init"
    Home := h;
    for i : NODE do
      cache[i] := I;
      sharers[i] := false;
    end;
    owner := None;
    last := None;
    anyShared := false;
    for k : BIT do bits[k] := false; end;
  end;
end;

ruleset k : BIT do
  rule "flip"
    true
  ==>
    bits[k] := !bits[k];
  end;
end;

ruleset i : NODE do
  rule "GetS"
    cache[i] = I & owner = None
  ==>
    cache[i] := S;
    sharers[i] := true;
    anyShared := true;
  end;

  rule "GetE"
    cache[i] = I & owner = None & forall j : NODE do !sharers[j] end
  ==>
    cache[i] := E;
    owner := i;
  end;

  rule "Evict"
    cache[i] = E
  ==>
    cache[i] := I;
    owner := None;
  end;

  rule "DropS"
    cache[i] = S
  ==>
    cache[i] := I;
    sharers[i] := false;
    for j : NODE do
      if sharers[j] then last := j; end;
    end;
    anyShared := exists j : NODE do sharers[j] end;
  end;

  rule "HomeDrop"
    i != Home & cache[Home] = S & owner = None
  ==>
    if forall j : NODE do j = Home | !sharers[j] end then
      cache[Home] := I;
      sharers[Home] := false;
    end;
  end;
end;

invariant "Excl"
  forall i : NODE do forall j : NODE do
    i != j -> !(cache[i] = E & cache[j] != I)
  end end;

invariant "Owner"
  forall i : NODE do cache[i] = E -> owner = i end;
