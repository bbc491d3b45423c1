type E : enum {A, B};
var e : E;
startstate A := B; e := A; end;  -- ### "cannot assign to A"
