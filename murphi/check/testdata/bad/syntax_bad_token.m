var x : boolean;
rule "r" x ==> x := @; end;  -- ### "syntax error"
startstate x := true end;
