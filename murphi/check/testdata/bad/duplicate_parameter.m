var x : boolean;
procedure p(a : boolean; a : boolean);  -- ### "a redeclared in this scope"
begin x := a end;
startstate p(true, false) end;
