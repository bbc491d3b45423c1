type T : 1..3;
var t : T;
rule "r" t ==> t := 1 end;  -- ### "condition must be boolean, got T"
startstate t := 1 end;
