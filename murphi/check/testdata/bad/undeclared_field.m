type R : record a : boolean; end;
var r : R;
startstate r.b := true; end;  -- ### "no field b in R"
