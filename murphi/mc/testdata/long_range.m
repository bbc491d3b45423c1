-- A for loop whose run-time bounds span more values than a quantifier may:
-- the checker stops with a limit.
var x : 0..1; n : 0..1;
startstate x := 0; n := 0 end;
rule n = 0 ==>
begin
  for i := -1000000 * (x + 1) to 1000000 do n := 1 end;
end;
