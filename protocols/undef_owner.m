-- undef_owner.m: a lock whose owner is undefined while the lock is free,
-- as Murphi models often say "none": the nodes test it with isundefined
-- (in guards and in the property) and the release clears the owner's
-- flag through the pointer, has[owner], before it undefines it.
-- Constructs: isundefined of a state variable in a guard, negated, and in
-- a property; undefine; an index read through a pointer (made a rule
-- parameter by the lowering).

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
  want[i] & isundefined(owner)
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
