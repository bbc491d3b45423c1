var x : boolean;
procedure p(a : boolean); begin x := a end;
startstate p(true, false); end;  -- ### "wrong number of arguments: p expects 1, got 2"
