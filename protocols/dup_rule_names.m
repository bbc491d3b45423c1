-- Two rule families share the name "enter", one over A and one over B (a
-- rule's name is only a label in Murphi; hand-written abstractions often
-- repeat a rule's name for its copy over another index type). Tables,
-- traces and proofs show the second one as enter_2. Correct: the main job
-- proves it (dup_rule_names_bug.m is a broken variant).
const N : 2;
type A : scalarset(N); B : scalarset(N);
var a : array [A] of boolean; b : array [B] of boolean; x : boolean;
startstate begin for i : A do a[i] := false; endfor; for i : B do b[i] := false; endfor; x := true; end;
ruleset i : A do rule "enter" x ==> begin a[i] := true; x := false; endrule; endruleset;
ruleset i : B do rule "enter" x ==> begin b[i] := true; x := false; endrule; endruleset;
ruleset i : A do rule "leaveA" a[i] ==> begin a[i] := false; x := true; endrule; endruleset;
ruleset i : B do rule "leaveB" b[i] ==> begin b[i] := false; x := true; endrule; endruleset;
invariant "excl" forall i : A do forall j : B do !(a[i] & b[j]) end end;
