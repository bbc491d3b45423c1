-- Seven flags that rules raise one at a time, never the seventh while
-- the other six are up, and a rule that fires only when all seven are
-- up. Every six of the flags can be up together, all seven cannot, so
-- the proof that Fire never fires needs an auxiliary invariant whose cube
-- has seven literals (`!(b1 & b2 & ... & b7)`), the size German 2004's
-- home needs to upgrade its own line (see the README). Buggy variant
-- `seven_lits_bug_raise.m`: the seventh flag is raised without the check.
--
-- Constructs: none new; the search's largest cube (Options.MaxLits).

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
rule "raise 7" !b7 & !(b1 & b2 & b3 & b4 & b5 & b6) ==> begin b7 := true; end;

rule "lower" true ==> begin
  b1 := false; b2 := false; b3 := false; b4 := false;
  b5 := false; b6 := false; b7 := false;
end;

rule "Fire" b1 & b2 & b3 & b4 & b5 & b6 & b7 ==> begin fired := true; end;

invariant "NeverFired" !fired;
