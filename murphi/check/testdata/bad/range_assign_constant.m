type T : 1..3;
var t : T;
startstate t := 4; end;  -- ### "warning: constant 4 out of range T"
