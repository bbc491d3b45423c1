var n : 1..3;
type T : 1..n;  -- ### "not a constant: subrange bound"
startstate n := 1 end;
