-- A node type written as a union of the home node and the other nodes
-- (CMurphi style), with a pointer that is undefined while nobody holds
-- the token. ismember on an undefined value is false, as CMurphi and
-- paraverify check read it.
-- The bug: "take" does not record the holder, so a grant has none. (A
-- reading of ismember that took an undefined value for a node, as
-- paraverify's lowering did before 2026-11-30, proved this model.)

const
  ProcCount : 2;

type
  Proc : scalarset(ProcCount);
  Home : enum {HomeNode};
  Node : union {Home, Proc};
  State : enum {Idle, Busy};

var
  owner : Node;    -- who holds the token, undefined while nobody does
  st : array [Node] of State;   -- the home's entry stays Idle
  granted : boolean;
  alarm : boolean;

startstate
  undefine owner;
  for n : Node do st[n] := Idle; end;
  granted := false;
  alarm := false;
endstartstate;

ruleset p : Proc do
  rule "take"
    st[p] = Idle & !granted ==>
  begin
    -- the holder is not recorded
    st[p] := Busy;
    granted := true;
  endrule;

  rule "give back"
    st[p] = Busy ==>
  begin
    st[p] := Idle;
    granted := false;
    undefine owner;
  endrule;
endruleset;

rule "home audits"
  !alarm ==>
begin
  -- a grant without a holder
  if !IsMember(owner, Proc) & granted then alarm := true; endif;
endrule;

invariant "no alarm"
  !alarm;

invariant "a grant has a holder"
  granted -> IsMember(owner, Proc);

ruleset i : Proc; j : Proc do
invariant "one holder"
  i != j -> !(st[i] = Busy & st[j] = Busy);
endruleset;
