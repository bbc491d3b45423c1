-- excl_source.m with a bug: the grant waits only for the exclusive nodes,
-- so a sharer keeps a copy that the new owner's store makes stale
-- (CacheData fails; Coherence too). The rest is excl_source.m:
--
-- German 2004's exclusive grant in small: the home records the node that
-- asks for exclusive access in a state variable (`src`), invalidates the
-- other nodes, an exclusive one writing its data back, and grants the
-- line with the memory's data once every node other than `src` is
-- invalid: `forall j : NODE do j != src -> dir[j] = I end`.
--
-- The grant is right only because "the memory holds the latest data
-- unless some directory entry is exclusive", and while the request is
-- pending some other node may be exclusive: every universal invariant
-- holds in a state where the memory is stale, every node but `src` is
-- invalid and the request is pending, for the reason given in
-- exists_owner.m. The proof needs the quantified literal of the grant's
-- guard, whose excluded value is the state variable `src`:
-- `forall V : NODE do V != src -> dir[V] = I end`.
--
-- Constructs: a universal quantifier over the node scalarset whose body
-- excludes a state component, a node-valued state variable left
-- undefined at the start (`undefine`), a ruleset over a boolean.

const
  N : 2;

type
  NODE : scalarset(N);
  ST : enum { I, S, E };
  STATUS : enum { Idle, Pending };

var
  cache : array [NODE] of ST;
  cdata : array [NODE] of boolean;
  dir : array [NODE] of ST;          -- the home's view of each cache
  memory : boolean;
  auxdata : boolean;                 -- the latest value written
  status : STATUS;
  src : NODE;                        -- the node asking for exclusive access

startstate
  for i : NODE do
    cache[i] := I;
    cdata[i] := false;
    dir[i] := I;
  end;
  memory := false;
  auxdata := false;
  status := Idle;
  undefine src;
end;

ruleset i : NODE do
  rule "GetS"
    status = Idle & cache[i] = I & forall j : NODE do dir[j] != E end
  ==>
    cache[i] := S;
    cdata[i] := memory;
    dir[i] := S;
  end;

  rule "ReqE"
    status = Idle & cache[i] != E
  ==>
    status := Pending;
    src := i;
  end;

  rule "Invalidate"
    status = Pending & i != src & dir[i] != I
  ==>
    if dir[i] = E then
      memory := cdata[i];
    end;
    cache[i] := I;
    cdata[i] := false;
    dir[i] := I;
  end;

  rule "GrantE"
    status = Pending & i = src &
    forall j : NODE do j != src -> dir[j] != E end
  ==>
    cache[i] := E;
    cdata[i] := memory;
    dir[i] := E;
    status := Idle;
  end;

  rule "WriteBack"
    cache[i] = E
  ==>
    memory := cdata[i];
    cache[i] := I;
    cdata[i] := false;
    dir[i] := I;
  end;
end;

ruleset i : NODE; d : boolean do
  rule "Store"
    cache[i] = E
  ==>
    cdata[i] := d;
    auxdata := d;
  end;
end;

ruleset i : NODE; j : NODE do
  invariant "Coherence"
    i != j -> (cache[i] = E -> cache[j] = I);
end;

ruleset i : NODE do
  invariant "CacheData"
    cache[i] != I -> cdata[i] = auxdata;
end;
