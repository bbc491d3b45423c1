-- undef_owner_bug_twice.m: undef_owner.m with a bug: "acquire" does not
-- test that the lock is free, so a second node takes it from the first,
-- whose flag stays set (mutex fails).

const
  N : 3;

type
  NODE : scalarset(N);

var
  owner : NODE;
  has : array [NODE] of boolean;
  want : array [NODE] of boolean;

startstate
  undefine owner;
  for i : NODE do
    has[i] := false;
    want[i] := false;
  end;
end;

ruleset i : NODE do rule "ask"
  !want[i] & !has[i]
==>
  want[i] := true;
end end;

ruleset i : NODE do rule "acquire"
  want[i]
==>
  owner := i;
  has[i] := true;
  want[i] := false;
end end;

rule "release"
  !isundefined(owner)
==>
  has[owner] := false;
  undefine owner;
end;

invariant "mutex"
  forall i : NODE do forall j : NODE do
    i != j -> !(has[i] & has[j])
  end end;

invariant "free means nobody"
  isundefined(owner) -> forall i : NODE do !has[i] end;
