-- Range error in the middle of a rule (a[1] - 2 < 0); Rumur: a trace of 10 steps.
const N : 2;
type I : 1..N; V : 0..3;
var a : array [I] of V; x : V; k : 0..5;
startstate begin for i : I do a[i] := 0; end; x := 0; k := 0; end;
rule "inc" x < 3 ==> begin x := x + 1; end;
rule "k" true ==> begin k := (k + 1) % 6; end;
rule "idx" x = 3 & k = 4 ==> begin a[k - 2] := a[k-3] + 1; end;
rule "bad" a[2] = 1 ==> begin a[1] := a[2] + a[1] * 3; a[1] := a[1] - 2; end;
