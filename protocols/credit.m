-- credit.m: a pool of two slots shared by any number of nodes, with a
-- counter of the free slots (CREDIT : 0..2, a subrange with literal
-- bounds). Constructs: arithmetic on the counter (`credits - 1`,
-- `credits + 1`), ordering in a guard and in a property (`credits > 0`,
-- `credits < 2`), an increment that no guard bounds (its range is kept by
-- the protocol: the lowering states it as an invariant, which the search
-- proves). The main job proves it for every number of nodes, the counter
-- fixed at {0, 1, 2}.

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
    st[i] = Holding
  ==>
    st[i] := Idle;
    credits := credits + 1;
  end;
end;

-- at most two holders, and a holder has a slot
ruleset i : NODE; j : NODE; k : NODE do
  invariant "TwoSlots"
    i != j & i != k & j != k -> !(st[i] = Holding & st[j] = Holding & st[k] = Holding);
end;

ruleset i : NODE do
  invariant "Counted"
    st[i] = Holding -> credits < 2;
end;
