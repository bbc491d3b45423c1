var x : boolean;
startstate x := Ok(); end;  -- ### "undeclared name: Ok"
