var x : boolean;
procedure p(a : boolean); begin a := true end;  -- ### "cannot assign to a"
startstate p(x) end;
