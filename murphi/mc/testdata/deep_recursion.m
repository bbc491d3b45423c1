-- A recursive function that never stops for some argument: the checker
-- stops with a limit (exit 3) rather than overflowing its stack.
var x : 0..3;
function Down(n : 0..3) : 0..3;
begin
  if n = 0 then return 0 end;
  if n = 3 then return Down(n) end;   -- never ends
  return Down(n - 1);
end;
startstate x := 0 end;
rule x < 3 ==> x := x + 1 end;
rule Down(x) = 0 ==> x := 0 end;
