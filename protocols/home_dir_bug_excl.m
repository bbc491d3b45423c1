-- BUGGY: GetE ignores the sharers. A small directory protocol with a home
-- node chosen at start, in the
-- style of Chou's FLASH: `Home` is a fixed variable (set from a startstate
-- ruleset parameter, never assigned by a rule), `owner` and `last` are of
-- a union of the node scalarset and an enum, an action condition and a
-- boolean assignment contain quantifiers, and a loop remembers the last
-- sharer it saw. Violates Excl: a test expects a trace.

const
  N : 3;

type
  NODE : scalarset(N);
  ST : enum { I, S, E };
  ABS : union { NODE, enum { None } };

var
  Home : NODE;
  cache : array [NODE] of ST;
  sharers : array [NODE] of boolean;
  owner : ABS;
  last : ABS;
  anyShared : boolean;

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
    cache[i] = I & owner = None
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
