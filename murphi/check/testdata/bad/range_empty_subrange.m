type T : 5..1;  -- ### "empty subrange 5..1"
var x : boolean;
startstate x := true end;
