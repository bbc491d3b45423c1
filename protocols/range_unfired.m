-- range_unfired.m: a constant index out of its array's range in a rule
-- that never fires. CMurphi and Rumur report such an index only when the
-- statement runs; paraverify warns where it is written (check, parse) and
-- the model holds. Constructs: constant index out of range (warning), a
-- guard that never holds, a token passed round a subrange with `%`.

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

-- Never enabled: only one node holds the token.
rule "overflow" has[0] & has[1] ==>
begin
  has[N] := false;   -- out of range: a warning, and no error as it never runs
end;

invariant "one token" forall i : Idx do has[i] = (holder = i) end;
