type S : scalarset(2); E : enum {A, B};
var a : array [S] of boolean;
startstate a[A] := true; end;  -- ### "type mismatch: index of type E"
