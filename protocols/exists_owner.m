-- The core of German 2004's data path, which paraVerifier's invariants
-- cannot express. A node takes the line exclusive and writes it; it gives
-- the line back with a write-back message, and the home's directory keeps
-- the node exclusive until the home has written that data to memory. The
-- home reads the line itself when no directory entry is exclusive.
--
-- The home's read is right only because "memory differs from the latest
-- data only while some directory entry is exclusive": an existential.
-- Every universal invariant (for all distinct nodes p1..pk, not C) that
-- holds for all N also holds in a state where memory is stale and no
-- entry is exclusive, since each k nodes of such a state look like k
-- nodes other than the owner of a reachable state with N > k. The proof
-- needs a quantified literal, `forall V : NODE do dir[V] != E end`, which
-- the search forms from HomeRead's guard (see the README).
--
-- Constructs: `exists` in a guard over the node scalarset, a ruleset over
-- a boolean (the value written), a global boolean data path.

const
  N : 2;

type
  NODE : scalarset(N);
  ST : enum { I, E };

var
  cache : array [NODE] of ST;
  cdata : array [NODE] of boolean;
  dir : array [NODE] of ST;
  wb : array [NODE] of boolean;      -- a write-back message in flight
  wbdata : array [NODE] of boolean;
  memory : boolean;
  auxdata : boolean;                 -- the latest value written
  hvalid : boolean;                  -- the home holds a copy it read
  hdata : boolean;

startstate
  for i : NODE do
    cache[i] := I;
    cdata[i] := false;
    dir[i] := I;
    wb[i] := false;
    wbdata[i] := false;
  end;
  memory := false;
  auxdata := false;
  hvalid := false;
  hdata := false;
end;

ruleset i : NODE do
  rule "GrantE"
    cache[i] = I & !wb[i] & forall j : NODE do dir[j] = I end
  ==>
    dir[i] := E;
    cache[i] := E;
    cdata[i] := memory;
    hvalid := false;
  end;

  rule "WriteBack"
    cache[i] = E
  ==>
    wb[i] := true;
    wbdata[i] := cdata[i];
    cache[i] := I;
    cdata[i] := false;
  end;

  rule "HomeTakesWriteBack"
    wb[i]
  ==>
    memory := wbdata[i];
    dir[i] := I;
    wb[i] := false;
    wbdata[i] := false;
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

rule "HomeRead"
  !exists j : NODE do dir[j] = E end
==>
  hvalid := true;
  hdata := memory;
end;

invariant "HomeData"
  hvalid -> hdata = auxdata;

ruleset i : NODE do
  invariant "CacheData"
    cache[i] = E -> cdata[i] = auxdata;
end;
