var x : boolean;
procedure p(var a : boolean); begin a := true end;
startstate p(true); end;  -- ### "var parameter a of p needs a variable"
