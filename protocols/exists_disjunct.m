-- exists_owner.m with the home's read guarded by a quantifier whose body
-- is a disjunction of one component's values: `forall j : NODE do dir[j] =
-- I | dir[j] = S end` (S is never used: this says what `!exists j : NODE do
-- dir[j] = E end` says). The search states such a body as the
-- disequalities from the values it leaves out (`dir[j] != E`), so it forms
-- "memory is current unless some entry is exclusive" and closes. Correct;
-- exists_disjunct_bug_read.m lets the home read while a node is
-- exclusive, and exists_disjunct_mixed.m has a body the search cannot
-- state.

const
  N : 2;

type
  NODE : scalarset(N);
  ST : enum { I, S, E };             -- S is never used

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
  forall j : NODE do dir[j] = I | dir[j] = S end
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
