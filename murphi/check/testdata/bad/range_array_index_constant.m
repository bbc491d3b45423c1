type T : 1..3;
var a : array [T] of boolean;
startstate a[0] := true; end;  -- ### "warning: constant 0 out of range T"
