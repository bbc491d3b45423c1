var x : boolean;
startstate x[1] := true; end;  -- ### "type mismatch: boolean is not an array"
