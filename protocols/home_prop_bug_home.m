-- home_prop.m with a bug: "GetE" does not leave out the home node, so the
-- home takes the line exclusively and "HomeNotExcl" fails.

const
  N : 3;

type
  NODE : scalarset(N);
  ST : enum { I, S, E };

var
  Home : NODE;
  cache : array [NODE] of ST;
  owner : union { NODE, enum { None } };

ruleset h : NODE do
  startstate "Init"
    Home := h;
    for i : NODE do
      cache[i] := I;
    end;
    owner := None;
  end;
end;

ruleset i : NODE do
  rule "GetS"
    cache[i] = I & owner = None
  ==>
    cache[i] := S;
  end;

  rule "GetE"
    cache[i] = I & owner = None &
    forall j : NODE do cache[j] = I end
  ==>
    cache[i] := E;
    owner := i;
  end;

  rule "Evict"
    cache[i] != I
  ==>
    if cache[i] = E then
      owner := None;
    end;
    cache[i] := I;
  end;
end;

invariant "HomeNotExcl"
  cache[Home] != E;

invariant "Excl"
  forall i : NODE do forall j : NODE do
    i != j -> !(cache[i] = E & cache[j] != I)
  end end;
