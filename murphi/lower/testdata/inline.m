-- Procedures and functions inlined: var and value parameters, locals, a
-- return in the middle, nested calls, a value parameter whose argument the
-- body changes (a local), a switch over an enum that names every value
-- and has no else, recursion and side effects (left as written).
const
  N : 2;
type
  NODE : scalarset(N);
  ST : enum { A, B, C };
var
  st : array [NODE] of ST;
  flag : boolean;
  count : 0..3;

procedure Set(var x : ST; v : ST);
begin
  x := v;
end;

procedure Twice(n : NODE);
var old : ST;
begin
  old := st[n];
  if old = C then
    return;
  end;
  Set(st[n], B);
  flag := old = A;
end;

procedure Bump(k : 0..3);
begin
  count := 0;
  if k < 3 then
    count := k + 1;
  end;
end;

procedure Loop(n : NODE);
begin
  Loop(n);
end;

function Next(s : ST) : ST;
begin
  switch s
  case A: return B;
  case B: return C;
  else return A;
  end;
end;

function Prev(s : ST) : ST;
begin
  switch s
  case A: return C;
  case B: return A;
  case C: return B;
  end;
end;

function AnyC() : boolean;
begin
  for j : NODE do
    if st[j] = C then
      return true;
    end;
  end;
  return false;
end;

function Pick(n : NODE) : boolean;
var r : boolean;
begin
  r := flag;
  if st[n] = A then
    r := !r;
  end;
  return r;
end;

function Sneaky() : boolean;
begin
  flag := true;
  return flag;
end;

startstate
  for i : NODE do
    Set(st[i], A);
  end;
  flag := false;
  count := 0;
end;

ruleset i : NODE do
  rule "step"
    !AnyC() | Pick(i)
  ==>
    Twice(i);
    st[i] := Next(st[i]);
    Bump(count);
    flag := Prev(st[i]) = A;
  end;

  rule "bad"
    Sneaky()
  ==>
    Loop(i);
  end;
end;

invariant "c" forall i : NODE do st[i] = C -> Next(st[i]) = A end;
