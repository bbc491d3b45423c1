const N : 3;
var x : boolean;
startstate N := 4; x := true; end;  -- ### "cannot assign to N"
