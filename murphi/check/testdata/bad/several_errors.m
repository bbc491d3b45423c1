type T : 1..2;
var t : T; b : boolean;
startstate
  t := 3;  -- ### "warning: constant 3 out of range T"
  b := t;  -- ### "cannot assign T to boolean"
  u := 1;  -- ### "undeclared name: u"
end;
