-- range_bug_fired.m: range_unfired.m where the rule with the constant
-- index out of range can fire (when node 1 holds the token): a run-time
-- error with its trace, as CMurphi and Rumur report it.

const
  N : 2;

type
  Idx : 0..N-1;

var
  has : array [Idx] of boolean;   -- has[i]: node i holds the token
  holder : Idx;

startstate
begin
  has[0] := true;
  has[1] := false;
  holder := 0;
end;

ruleset i : Idx do
  rule "pass" holder = i ==>
  begin
    has[i] := false;
    holder := (i + 1) % N;
    has[holder] := true;
  end;
end;

rule "overflow" has[1] ==>
begin
  has[N] := false;   -- out of range: an error when it runs
end;

invariant "one token" forall i : Idx do has[i] = (holder = i) end;
