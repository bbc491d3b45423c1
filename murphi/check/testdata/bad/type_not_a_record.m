var x : boolean;
startstate x.f := true; end;  -- ### "type mismatch: boolean is not a record"
