var x : boolean;
function f() : boolean; begin return true end;
startstate f(); end;  -- ### "f is not a procedure"
