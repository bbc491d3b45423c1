-- Differential test: functions with var parameters, while, switch, alias around a
-- procedure call, undefine/isundefined on a scalarset, nested arrays indexed by an
-- enum, integer / and % on negatives, two-parameter ruleset. Rumur 2.x (--threads 1):
-- 2,856 states / 24,048 rules (exhaustive symmetry), 14,336 / 121,344 (no symmetry).
const N : 3;
type
  ID : scalarset(N);
  R : 0..4;
  Col : enum { red, green, blue };

  Rec : record a : R; c : Col; b : boolean; end;
  Arr : array [ID] of Rec;
var
  s : Arr;
  u : ID;
  cnt : -2..6;
  m : array [Col] of array [ID] of boolean;

function f(x : R; var y : R) : R;
var t : R;
begin
  t := x;
  y := (y + 1) % 5;
  while t > 0 do t := t - 1; end;
  return (x * 3) % 5;
end;

procedure p(var r : Rec);
begin
  switch r.c
  case red: r.c := green;
  case green, blue: r.c := red;
  else r.c := blue;
  end;
end;

startstate "init"
  for i : ID do s[i].a := 0; s[i].c := red; s[i].b := false; end;
  undefine u;
  cnt := 0;
  clear m;
end;

ruleset i : ID; j : ID do
  rule "step" i != j & s[i].a < 4 ==>
  var z : R;
  begin
    z := s[j].a;
    s[i].a := f(s[i].a, z);
    alias q : s[j] do p(q); end;
    if isundefined(u) then u := i; elsif u = i then u := j; else undefine u; endif;
  end;
end;

ruleset c : Col do
  rule "flip" cnt < 5 & exists k : ID do s[k].c = c endexists ==>
  begin
    for k : ID do
      if s[k].c = c then m[c][k] := !m[c][k]; endif;
    end;
    cnt := cnt + 1;
    if cnt = 5 then cnt := -2; endif;
  end;
end;

rule "div" cnt >= 0 ==> begin cnt := (cnt - 7) / 3 + (cnt - 7) % 3 + 3; end;

invariant "inv" forall k : ID do s[k].a <= 4 endforall;
