var x : boolean;
var y : boolean;
startstate x := true y := true end;  -- ### "syntax error: mismatched input 'y'"
