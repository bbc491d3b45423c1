type E : enum {A, B};
var e : E;
startstate e := C; end;  -- ### "undeclared name: C"
