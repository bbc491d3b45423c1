type T : 1..N;  -- ### "undeclared name: N"
var x : T;
startstate x := 1; end;
