var x : boolean;
startstate x := (true)); end;  -- ### "syntax error"
