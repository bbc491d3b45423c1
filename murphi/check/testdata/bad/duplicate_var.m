var x : boolean;
  x : 1..2;  -- ### "x redeclared in this scope"
startstate x := true end;
