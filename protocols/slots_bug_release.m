-- slots_bug_release.m: slots.m with a bug: "release" does not check
-- which node holds the slot, so a node frees another's slot and the
-- holder keeps its flag without a slot ("a node that has a slot holds
-- one" fails).

const
  N : 3;

type
  NODE : scalarset(N);

var
  holder : array [0..2] of record
    busy : boolean;
    who : NODE;
  end;
  has : array [NODE] of boolean;

startstate
begin
  for s := 0 to 2 do
    holder[s].busy := false;
    undefine holder[s].who;
  end;
  for i : NODE do
    has[i] := false;
  end;
end;

ruleset i : NODE; s : 0..2 do
  rule "take"
    !has[i] & !holder[s].busy & (s != 0 | forall t : 1..2 do holder[t].busy end)
  ==>
    holder[s].busy := true;
    holder[s].who := i;
    has[i] := true;
  end;

  rule "release"
    holder[s].busy & has[i]
  ==>
    holder[s].busy := false;
    undefine holder[s].who;
    has[i] := false;
  end;
end;

invariant "a node holds at most one slot"
  forall s : 0..2 do
    forall t : 0..2 do
      (s != t & holder[s].busy & holder[t].busy) -> holder[s].who != holder[t].who
    end
  end;

invariant "a node that has a slot holds one"
  forall i : NODE do
    has[i] -> exists s : 0..2 do holder[s].busy & holder[s].who = i end
  end;
