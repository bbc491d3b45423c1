type T : 1..2;
var a : array [T] of boolean;
startstate for i : T do i := 1; a[i] := true end; end;  -- ### "cannot assign to i"
