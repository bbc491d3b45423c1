-- Rule-local variables: a copy of the state written back (reordered where
-- a read must see the old value), simple temporaries, one assigned in
-- branches; a swap through a local, a local assigned in a loop and read
-- after it, and a record local that is not a copy of the state are left.
const
  N : 2;
type
  NODE : scalarset(N);
  ST : enum { A, B };
  S : record
    x : array [NODE] of ST;
    y : ST;
    z : ST;
  end;
var
  s : S;

startstate
  for i : NODE do
    s.x[i] := A;
  end;
  s.y := A;
  s.z := B;
end;

ruleset i : NODE do
  rule "copy"
    s.y = A
  ==>
  var n : S;
  begin
    n := s;
    n.y := B;
    for j : NODE do
      n.x[j] := A;
      if s.x[j] = B & s.y = A then
        n.z := s.x[j];
      end;
    end;
    n.x[i] := s.y;
    s := n;
  end;

  rule "temps"
    true
  ==>
  var t : ST; u : ST;
  begin
    t := s.y;
    if s.z = A then
      u := B;
    else
      u := t;
    end;
    s.y := B;
    s.x[i] := t;
    s.z := u;
  end;
end;

rule "swap"
  true
==>
var t : ST;
begin
  t := s.y;
  s.y := s.z;
  s.z := t;
end;

rule "loop"
  true
==>
var t : ST;
begin
  for j : NODE do
    t := s.x[j];
  end;
  s.y := t;
end;

rule "record"
  true
==>
var r : S;
begin
  r.y := A;
  s.y := r.y;
end;
