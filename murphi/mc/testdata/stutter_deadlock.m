-- Deadlock as CMurphi defines it: from x = 3 the only enabled rule leaves the state
-- unchanged. Rumur (default --deadlock-detection stuttering): error after 3 rules.
type V : 0..3;
var x : V;
startstate begin x := 0; end;
rule "inc" x < 3 ==> begin x := x + 1; end;
rule "stay" x = 3 ==> begin x := 3; end;
