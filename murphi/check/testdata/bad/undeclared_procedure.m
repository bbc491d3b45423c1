var x : boolean;
startstate Init(x); end;  -- ### "undeclared name: Init"
