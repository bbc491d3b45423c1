-- A property that reads the home node's own state through the fixed
-- variable: `cache[Home] != E`, as cubicle's flash.ctc2.m states
-- `!Sta.Proc[Home].InvMarked`. `Home` is set once by a startstate ruleset
-- and never assigned by a rule; only the other nodes take the line
-- exclusively. The search reads `Home` as its node, the property reads
-- the variable's location: the property's proof takes the invariant that
-- the variable holds its node. Correct (buggy variant:
-- home_prop_bug_home.m).

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
    cache[i] = I & owner = None & i != Home &
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
