-- A node type written as a union of the home node and the other nodes
-- (CMurphi style), with a pointer that is undefined while nobody holds
-- the token. ismember on an undefined value is false, as CMurphi and
-- paraverify check read it.
-- union_undef_bug_noowner.m forgets to record the holder.

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
    owner := p;
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
