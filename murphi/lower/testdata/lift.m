-- Conditional expressions lifted: into if statements in assignments
-- (also in an index of the target), into the boolean structure in guards,
-- conditions and properties.
const
  N : 2;
type
  NODE : scalarset(N);
  ST : enum { A, B };
var
  x : array [NODE] of ST;
  b : boolean;
  p : NODE;

startstate
  for i : NODE do
    x[i] := A;
  end;
  b := false;
  undefine p;
end;

ruleset i : NODE; j : NODE do
  rule "r"
    (b ? x[i] : x[j]) = A
  ==>
    x[b ? i : j] := x[i] = A ? B : A;
    b := b ? false : x[j] = B;
    if (x[i] = B ? b : !b) then
      p := i;
    end;
  end;
end;

invariant "i" forall i : NODE do (b ? x[i] = A : true) | x[i] = B end;
