-- latin1_bom.m: a file that starts with a UTF-8 byte-order mark and holds
-- Latin-1 bytes (not UTF-8) in comments and a string, as older models do
-- (CMurphi's turbogas example has a Latin-1 degree sign in a comment).
-- paraverify accepts both; a byte that is not UTF-8 outside comments and
-- strings is still an error. Constructs: byte-order mark, Latin-1 in `--`
-- and `/* */` comments and in a rule name, a thermostat with a subrange.

const
  LOW : 18;   -- 18 °C
  HIGH : 22;  -- 22 °C

type
  Temp : 15..25;

var
  t : Temp;
  heating : boolean;

/* Temperatures in °C; the heater switches at LOW and HIGH. */

startstate
begin
  t := 20;
  heating := false;
end;

rule "warm up (+1 °C)" heating & t < 25 ==>
begin
  t := t + 1;
  if t >= HIGH then heating := false end;
end;

rule "cool down" !heating & t > 15 ==>
begin
  t := t - 1;
  if t <= LOW then heating := true end;
end;

invariant "comfortable" t >= LOW & t <= HIGH;
