-- assert_after_bug_leave.m: assert_after.m with a bug: "leave" frees the
-- critical section but leaves the node in it, and the error after it is
-- reached. Otherwise as assert_after.m: checks written where engineers
-- put them, after the updates they check: an `assert` at the end of a procedure the rule
-- calls (after the writes it reads), an `assert` on a counter after its
-- increment (`served : 0..3`, in place), an `error` in a loop over the
-- nodes after the write of one of them, and an `error` in an arm whose
-- condition reads, through `exists`, the array element the rule wrote
-- just before (`st[j]` after `st[i] := Idle`). Each becomes an invariant
-- over the state before the rule, the check's condition carried back
-- through the statements before it.

const
  N : 3;

type
  NODE : scalarset(N);
  State : enum {Idle, Wait, Crit};

var
  st : array [NODE] of State;
  owner : NODE;
  busy : boolean;
  served : 0..3;

procedure Enter(i : NODE);
begin
  st[i] := Crit;
  owner := i;
  busy := true;
  assert st[owner] = Crit "the owner is in the critical section";
end;

startstate
begin
  for i : NODE do
    st[i] := Idle;
  end;
  undefine owner;
  busy := false;
  served := 0;
end;

ruleset i : NODE do
  rule "ask"
    st[i] = Idle
  ==>
    st[i] := Wait;
  end;

  rule "enter"
    st[i] = Wait & !busy
  ==>
    Enter(i);
    for j : NODE do
      if j != i & st[j] = Crit then
        error "two nodes in the critical section";
      end;
    end;
    if served < 3 then
      served := served + 1;
    end;
    assert served > 0 "entries are counted";
  end;

  rule "leave"
    st[i] = Crit
  ==>
    busy := false;
    if exists j : NODE do st[j] = Crit end then
      error "a node is in after the leave";
    end;
    undefine owner;
  end;
end;

invariant "mutex"
  forall i : NODE do
    forall j : NODE do
      i != j -> !(st[i] = Crit & st[j] = Crit)
    end
  end;
