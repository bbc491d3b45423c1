type E : enum {A, B};
  F : enum {B, C};  -- ### "B redeclared in this scope"
var e : E;
startstate e := A end;
