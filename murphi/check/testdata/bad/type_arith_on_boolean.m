var x : boolean;
type T : 0..3;
var t : T;
startstate x := true; t := x + 1; end;  -- ### "type mismatch: + needs integer operands"
