const N : 2;
  N : 3;  -- ### "N redeclared in this scope"
var x : boolean;
startstate x := true end;
