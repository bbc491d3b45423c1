var x : boolean;
startstate x := true; y := false; end;  -- ### "undeclared name: y"
