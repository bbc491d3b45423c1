type T : boolean;
  T : 1..2;  -- ### "T redeclared in this scope"
var x : boolean;
startstate x := true end;
