-- arith: arithmetic and ordering over subranges with literal bounds
-- become equalities with literals (arith.go).
const
  MAX : 3;
  K : 2;
  HN : 2;
type
  C : 0..3;
  P : 0..1;
  M : 0..MAX;     -- a constant that bounds no other type: read as 0..3
  NODE : scalarset(K);
  Q : 0..K;       -- K sizes NODE: left
  H : 0..HN;      -- only in a condition beside arithmetic: its bound stays HN
  S : -1..1;      -- negative values: left
var
  c, d : C;
  flag : array [P] of boolean;
  turn : P;
  m : M;
  s : S;
  q : Q;
  owner : NODE;
  h : H;
  done : boolean;
-- a function with several returns: its value is a conditional expression
function Sat(x : 0..9) : C;
begin
  if x > 3 then return 3; else return x; end;
end;
startstate
begin
  c := 0; d := 0; turn := 0; m := 0; s := 0; q := 0; undefine owner; h := 0; done := false;
  for p : P do flag[p] := false; end;
end;
-- the guard excludes the value out of range
rule "inc" c < 3 ==> c := c + 1; end;
-- no guard: the out-of-range value is an error before the assignment
rule "add" !done ==> d := (c + d) % 4; done := c + d >= 4; end;
-- an error where the sum is out of range
rule "over" d < 2 ==> c := c + d; end;
-- an if condition excludes it; a write before the use does not
rule "dec" true ==>
  if c > 0 then c := c - 1; end;
  d := 0;
  if d = 0 then d := d + 1; end;
end;
-- index arithmetic and two leaves in a comparison
ruleset p : P do
  rule "other" flag[1 - p] = false & c <= d ==> turn := 1 - p; flag[p] := true; end;
end;
-- M's bound is the constant MAX
rule "named" m < MAX ==> m := m + 1; end;
-- left as written
rule "neg" s < 1 ==> s := s + 1; end;
rule "sized" q < K ==> q := q + 1; end;
rule "fact only" h = 0 & c < 3 ==> c := c + 1; end;
invariant "bounded" c + d <= 6;
invariant "turns" turn = 0 | turn = 1;
-- a loop variable named as a state variable: the guard's fact about the
-- state variable c says nothing of it
rule "shadow" c = 3 ==>
  for c : C do
    if c < 3 then d := c + 1; end;
  end;
end;
-- the inlined function's value, evaluated for every combination of c and d
rule "saturate" c != d ==> c := Sat(c + d); end;
