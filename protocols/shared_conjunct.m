-- Two properties with a conjunct in common: its normal form is one
-- invariant of the search, and the proof of each property must use it
-- (regression: the second property's theorem lacked it, and the Z3
-- self-check refused the proof; found on g2kAbsAfter.m of paraVerifier's
-- examples, whose n_DataProp and n_DataProp1 share MemData = AuxData).
const N : 2;
type
  NODE : scalarset(N);
  STATE : enum { Idle, Trying, Crit, Exiting };
var
  n : array [NODE] of STATE;
  free : boolean;

startstate
begin
  for i : NODE do n[i] := Idle; end;
  free := true;
end;

ruleset i : NODE do
  rule "Try" n[i] = Idle ==> begin n[i] := Trying; end;
  rule "Enter" n[i] = Trying & free ==> begin n[i] := Crit; free := false; end;
  rule "Leave" n[i] = Crit ==> begin n[i] := Exiting; end;
  rule "Release" n[i] = Exiting ==> begin n[i] := Idle; free := true; end;
end;

invariant "CritExclusive"
  (forall i : NODE do n[i] = Crit -> !free end) &
  (forall i : NODE do forall j : NODE do i != j & n[i] = Crit -> n[j] != Crit end end);

invariant "ExitExclusive"
  (forall i : NODE do n[i] = Crit -> !free end) &
  (forall i : NODE do forall j : NODE do i != j & n[i] = Exiting -> n[j] != Crit end end);
