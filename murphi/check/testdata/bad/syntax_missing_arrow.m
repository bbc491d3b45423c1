var x : boolean;
rule "r" x x := false; end;  -- ### "syntax error"
startstate x := true end;
