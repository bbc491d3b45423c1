-- dup_rule_names.m with a bug: the second rule "enter" (over B) forgets to
-- clear x, so a node of A can enter while one of B is inside ("excl" is
-- violated; the trace shows that rule as enter_2).
const N : 2;
type A : scalarset(N); B : scalarset(N);
var a : array [A] of boolean; b : array [B] of boolean; x : boolean;
startstate begin for i : A do a[i] := false; endfor; for i : B do b[i] := false; endfor; x := true; end;
ruleset i : A do rule "enter" x ==> begin a[i] := true; x := false; endrule; endruleset;
ruleset i : B do rule "enter" x ==> begin b[i] := true; endrule; endruleset;
ruleset i : A do rule "leaveA" a[i] ==> begin a[i] := false; x := true; endrule; endruleset;
ruleset i : B do rule "leaveB" b[i] ==> begin b[i] := false; x := true; endrule; endruleset;
invariant "excl" forall i : A do forall j : B do !(a[i] & b[j]) end end;
