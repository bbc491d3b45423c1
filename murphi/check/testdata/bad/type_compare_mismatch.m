type E : enum {A, B};
var e : E; x : boolean;
startstate e := A; x := e = true; end;  -- ### "type mismatch: cannot compare E and boolean"
