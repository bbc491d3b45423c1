type E : enum {A, B};
var e : E;
startstate e := true; end;  -- ### "type mismatch: cannot assign boolean to E"
