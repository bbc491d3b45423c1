type R : record a : boolean;
  a : 1..2;  -- ### "a redeclared in this scope"
end;
var r : R;
startstate r.a := true end;
