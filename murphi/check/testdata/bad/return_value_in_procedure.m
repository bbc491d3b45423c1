var x : boolean;
procedure p(); begin return true; end;  -- ### "return with a value outside a function"
startstate p() end;
