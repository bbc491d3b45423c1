-- heater_real.m: a heater controller with temperatures as CMurphi reals
-- (real(3,50): three significant digits in the state). The room loses a
-- tenth of the gap to the outside per step and gains 3 degrees while the
-- heater is on; the controller switches at 19.5 and 21.5. Rounding to
-- three digits makes the state space finite. Constructs: real types, real
-- constants and literals, real arithmetic mixed with integers (`*`, `/`,
-- `+`, `-`), comparisons of reals with integers, a function with real
-- parameters and result, a real local that keeps full precision, fabs
-- (a CMurphi real function), real and integer constants. A window opened
-- after a few quiet steps cools the room by 1.25 degrees.

const
  OUTSIDE : 5.0;
  LOSS : 0.1;
  GAIN : 3.0;
  LOW : 19.5;
  HIGH : 21.5;
  STEPS : 1;

type
  Temp : real(3,50);
  Count : 0..STEPS;

var
  t : Temp;            -- room temperature
  on : boolean;        -- heater
  drift : Temp;        -- |t - 20| at the last step
  n : Count;           -- steps since the last switch

function Next(x : Temp; heating : boolean) : Temp;
var y : Temp;          -- a local: not rounded
begin
  y := x - LOSS * (x - OUTSIDE);
  if heating then y := y + GAIN end;
  return y;
end;

startstate
begin
  t := 18;
  on := true;
  drift := fabs(t - 20);
  n := 0;
end;

rule "step" true ==>
var prev : Temp;
begin
  prev := t;
  t := Next(t, on);
  drift := fabs(t - 20) / 1;
  if n < STEPS then n := n + 1 end;
  if on & t >= HIGH then on := false; n := 0 end;
  if !on & t <= LOW then on := true; n := 0 end;
  assert t != prev | n = STEPS | n = 0 "the temperature moves";
end;

rule "window" n = STEPS & t > 19 ==>
begin
  t := t - 1.25;
  n := 0;
end;

invariant "comfortable" t >= 15 & t <= 25;
invariant "drift" drift <= 5.0 & drift >= 0;
