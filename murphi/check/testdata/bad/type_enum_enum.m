type E : enum {A, B}; F : enum {C, D};
var e : E;
startstate e := C; end;  -- ### "type mismatch: cannot assign F to E"
