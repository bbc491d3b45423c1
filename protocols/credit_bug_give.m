-- credit_bug_give.m: credit.m with a bug: a waiting node may give a slot
-- back that it never took. Expected: an assignment outside the subrange
-- 0..2 (credits + 1 with credits = 2), a range error, with its trace.

const
  NODE_NUM : 3;

type
  NODE : scalarset(NODE_NUM);
  CREDIT : 0..2;
  State : enum {Idle, Waiting, Holding};

var
  st : array [NODE] of State;
  credits : CREDIT;

startstate
begin
  for i : NODE do st[i] := Idle; end;
  credits := 2;
end;

ruleset i : NODE do
  rule "Ask" st[i] = Idle ==> st[i] := Waiting; end;

  rule "Take"
    st[i] = Waiting & credits > 0
  ==>
    st[i] := Holding;
    credits := credits - 1;
  end;

  rule "Give"
    st[i] != Idle
  ==>
    st[i] := Idle;
    credits := credits + 1;
  end;
end;

ruleset i : NODE; j : NODE; k : NODE do
  invariant "TwoSlots"
    i != j & i != k & j != k -> !(st[i] = Holding & st[j] = Holding & st[k] = Holding);
end;

ruleset i : NODE do
  invariant "Counted"
    st[i] = Holding -> credits < 2;
end;
