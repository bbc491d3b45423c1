type M : multiset [3] of boolean;  -- ### "unsupported: multiset types"
var x : boolean;
startstate x := true end;
