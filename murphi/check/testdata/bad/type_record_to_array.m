type R : record a : boolean; end;
var r : R; a : array [1..2] of boolean;
startstate a := r; end;  -- ### "type mismatch: cannot assign R to array"
