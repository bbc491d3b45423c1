-- shared_conjunct.m with a bug: entering the critical section does not
-- take the lock, so two nodes enter it (a trace, exit 1).
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
  rule "Enter" n[i] = Trying & free ==> begin n[i] := Crit; end;
  rule "Leave" n[i] = Crit ==> begin n[i] := Exiting; end;
  rule "Release" n[i] = Exiting ==> begin n[i] := Idle; free := true; end;
end;

invariant "CritExclusive"
  (forall i : NODE do n[i] = Crit -> !free end) &
  (forall i : NODE do forall j : NODE do i != j & n[i] = Crit -> n[j] != Crit end end);

invariant "ExitExclusive"
  (forall i : NODE do n[i] = Crit -> !free end) &
  (forall i : NODE do forall j : NODE do i != j & n[i] = Exiting -> n[j] != Crit end end);
