-- Read of an undefined value in an expression; Rumur: a trace of 4 steps.
-- (A copy `x := y` would not fail in CMurphi, which copies the undefined
-- value: see undefined_copy.m.)
type V : 0..3;
var x : V; y : V;
startstate begin x := 0; undefine y; end;
rule "inc" x < 3 ==> begin x := x + 1; end;
rule "rd" x = 2 ==> begin x := y + 0; end;
