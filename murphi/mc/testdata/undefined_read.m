-- Read of an undefined value; Rumur: a trace of 4 steps.
type V : 0..3;
var x : V; y : V;
startstate begin x := 0; undefine y; end;
rule "inc" x < 3 ==> begin x := x + 1; end;
rule "rd" x = 2 ==> begin x := y; end;
