type T : 1..3;
var t : T;
procedure p(a : T); begin t := a end;
startstate p(7); end;  -- ### "warning: constant 7 out of range T"
