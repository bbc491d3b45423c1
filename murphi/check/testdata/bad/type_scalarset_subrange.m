type S : scalarset(2); T : 1..2;
var s : S; t : T;
startstate t := 1; s := t; end;  -- ### "type mismatch: cannot assign T to S"
