-- counter_bug_error.m: counter.m with a bug: the reset loop runs past MAX.
-- Expected: the error statement "loop overran its bound" is reached.

const
  MAX : 6;

type
  Val : 0..MAX;
  Sign : -1..1;

var
  a : Val;
  b : Val;
  s : Sign;

function Clamp(x : -100..100; lo : Val; hi : Val) : Val;
begin
  if x < lo then return lo;
  elsif x > hi then return hi;
  else return x;
  end;
end;

startstate
begin
  a := 0; b := MAX; s := -1;
end;

rule "Double"
  a * 2 + 1 <= MAX
==>
  a := Clamp(a * 2 + 1, 0, MAX);  /* 0 -> 1 -> 3 */
  assert a % 2 = 1;
end;

rule "Halve"
  b >= 2
==>
  b := b / 2;
  s := -s;
end;

rule "Reset"
  a = 3 | b = 1
==>
  for k := 0 to MAX + 2 by 2 do
    if k > MAX then error "loop overran its bound"; end;
  end;
  a := 0; b := MAX;
  assert a + b = MAX "reset keeps the sum";
end;

invariant "Ranges"
  a <= MAX & b >= 1 & (s = -1 | s = 1);
