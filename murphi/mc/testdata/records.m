-- Differential test: record equality and assignment, startstate in a two-parameter
-- ruleset, for with by, conditional expression, function returning an enum.
-- Rumur 2.x (--threads 1): 576 states / 2,472 rules (symmetry), 864 / 3,804 (none).
const N : 2;
type P : scalarset(N); C : enum { a, b, c };
  R : record x : 0..2; y : C; end;
var s : array [P] of R; t : R; h : array [0..3] of boolean;
function nxt(v : C) : C; begin if v = a then return b; elsif v = b then return c; else return a; endif; end;
ruleset p : P; v : C do
startstate "st"
  begin for q : P do s[q].x := 0; s[q].y := v; end; s[p].x := 1; t := s[p]; for i := 0 to 3 by 2 do h[i] := true; h[i+1] := false; end; end;
end;
ruleset p : P do rule "reset" s[p].x = 2 ==> begin s[p].x := 0; t.x := 0; end; end;
ruleset p : P; q : P do
  rule "copy" p != q & s[p] != s[q] ==> begin s[q] := s[p]; t.y := nxt(t.y); end;
  rule "bump" s[p] = s[q] & s[p].x < 2 ==> begin s[p].x := s[p].x + 1; h[s[p].x] := !h[s[p].x]; end;
end;
rule "rot" forall q : P do s[q].y != c endforall ==> begin for q : P do s[q].y := nxt(s[q].y); end; t.x := (t.y = a ? t.x : 2 - t.x); end;
invariant "i" exists i : 0..3 do h[i] endexists | t.x = 0;
