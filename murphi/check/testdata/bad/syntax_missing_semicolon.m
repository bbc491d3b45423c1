var x : boolean
var y : boolean;  -- ### "syntax error: missing ';'"
startstate x := true; y := true end;
