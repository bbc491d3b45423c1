var x : boolean;
function f() : boolean; begin return; end;  -- ### "missing return value in function f"
startstate x := f() end;
