var x : boolean;
startstate if x x := true; end; end;  -- ### "syntax error"
