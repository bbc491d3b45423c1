var x : boolean;
function f(a, b : boolean) : boolean; begin return a & b end;
startstate x := f(true); end;  -- ### "wrong number of arguments: f expects 2, got 1"
