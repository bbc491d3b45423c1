-- exists_beside_bug_keep.m: exists_beside.m with a bug: "drop" leaves
-- the lock taken, and no node holds it.
-- Otherwise as exists_beside.m: properties with `exists` beside a literal
-- of the same node, as they are often written: "node i is in, or some other node is"
-- (`exists j : NODE do j != i & st[j] = Crit end`: the equation of the
-- quantifier's variable leaves i out of the quantified literal's range),
-- "some node is not in" next to `st[i] = Crit`, which the startstate's
-- loop decides for i and the other nodes at once, and "the lock is free
-- or some node holds it", whose proof takes a rule that moves node i from
-- Idle to Wait as keeping "no node is in" (the literal over the other
-- nodes, with i's own value, is the one over every node).
--
-- Constructs: `exists` over a scalarset in a disjunction, with an
-- equation excluding a parameter; a startstate loop over the nodes.

const
  N : 3;

type
  NODE : scalarset(N);
  State : enum {Idle, Wait, Crit};

var
  st : array [NODE] of State;
  free : boolean;

startstate
  for i : NODE do
    st[i] := Idle;
  end;
  free := true;
end;

ruleset i : NODE do
  rule "ask"
    st[i] = Idle
  ==>
    st[i] := Wait;
  end;

  rule "take"
    st[i] = Wait & free
  ==>
    st[i] := Crit;
    free := false;
  end;

  rule "drop"
    st[i] = Crit
  ==>
    st[i] := Idle;
  end;
end;

invariant "mutex"
  forall i : NODE do forall j : NODE do
    i != j -> !(st[i] = Crit & st[j] = Crit)
  end end;

invariant "held"
  free | exists j : NODE do st[j] = Crit end;

invariant "others"
  forall i : NODE do
    st[i] = Crit | free | exists j : NODE do j != i & st[j] = Crit end
  end;

invariant "not all in"
  forall i : NODE do
    st[i] = Crit | exists j : NODE do st[j] != Crit end
  end;
