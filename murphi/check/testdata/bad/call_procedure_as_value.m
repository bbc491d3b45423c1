var x : boolean;
procedure p(); begin x := true end;
startstate x := p; end;  -- ### "procedure p used as a value"
