-- cmurphi_syntax.m: forms that CMurphi 5.4.9 accepts beyond the usual
-- ones, on a counter bank. Constructs: the predeclared names in any letter
-- case (BOOLEAN, Boolean, TRUE, False: CMurphi's predeclared names are
-- reserved words, read case-insensitively), an alias of a constant used as
-- a constant (a subrange bound and a ruleset bound), `for` and `exists`
-- whose bounds are computed at run time, several quantifiers in one
-- forall and one for (`forall i : T; j : T do`), and a colon in place of
-- `do`.

const
  N : 3;
  MAX : 4;

type
  Idx : 1..N;
  Val : 0..MAX;
  Count : 0..N;

var
  v : array [Idx] of Val;
  lim : Val;              -- a run-time bound for the loops below
  sorted : Boolean;

-- the number of counters at least k, counted with a loop whose lower
-- bound is a parameter
function AtLeast(k : Val) : Count;
var c : Count;
begin
  c := 0;
  for i := 1 to N do
    if v[i] >= k then c := c + 1 end;
  end;
  return c;
end;

startstate
begin
  for i : Idx do v[i] := 0 end;
  lim := 1;
  sorted := TRUE;
end;

alias top : MAX do
  -- top is a constant: it bounds a subrange and a ruleset
  ruleset i : Idx; d : 1..top : 
    rule "raise" v[i] + d <= lim ==>
    var w : 0..top;
    begin
      w := v[i] + d;
      v[i] := w;
      sorted := forall j : Idx; k : Idx do j < k -> v[j] <= v[k] end;
    end;
  end;
end;

rule "widen" lim < MAX ==>
begin
  lim := lim + 1;
end;

-- clears every counter from the first one at least lim - 1 up to the end
-- (both bounds computed when it runs)
rule "trim" exists i := lim - 1 to MAX : AtLeast(i) = N end ==>
begin
  for i := lim - 1 to lim; j : Idx do
    if v[j] >= i then v[j] := 0 end;
  end;
  sorted := False;
end;

invariant "bounded"
  forall i : Idx do v[i] <= lim end;
