-- seven_lits.m with the seventh flag raised without looking at the
-- other six: all seven flags go up, Fire fires and NeverFired fails
-- (exit 1, with the trace).

var
  b1, b2, b3, b4, b5, b6, b7 : boolean;
  fired : boolean;

startstate
begin
  b1 := false; b2 := false; b3 := false; b4 := false;
  b5 := false; b6 := false; b7 := false;
  fired := false;
end;

rule "raise 1" !b1 & !(b2 & b3 & b4 & b5 & b6 & b7) ==> begin b1 := true; end;
rule "raise 2" !b2 & !(b1 & b3 & b4 & b5 & b6 & b7) ==> begin b2 := true; end;
rule "raise 3" !b3 & !(b1 & b2 & b4 & b5 & b6 & b7) ==> begin b3 := true; end;
rule "raise 4" !b4 & !(b1 & b2 & b3 & b5 & b6 & b7) ==> begin b4 := true; end;
rule "raise 5" !b5 & !(b1 & b2 & b3 & b4 & b6 & b7) ==> begin b5 := true; end;
rule "raise 6" !b6 & !(b1 & b2 & b3 & b4 & b5 & b7) ==> begin b6 := true; end;
rule "raise 7" !b7 ==> begin b7 := true; end;

rule "lower" true ==> begin
  b1 := false; b2 := false; b3 := false; b4 := false;
  b5 := false; b6 := false; b7 := false;
end;

rule "Fire" b1 & b2 & b3 & b4 & b5 & b6 & b7 ==> begin fired := true; end;

invariant "NeverFired" !fired;
