-- recursion.m: recursive functions and procedures, and functions that
-- return records and arrays. Constructs: a recursive function (Euclid's
-- gcd), a recursive procedure with a var parameter and a local (it fills
-- an array with successive halvings, checking its own frame after each
-- recursive call), a function returning a record whose result is assigned
-- and returned (also its own), a function returning an array, a
-- recursive function returning a record.

const
  N : 6;

type
  Num : 1..N;
  Pair : record a, b : Num; end;
  Path : array [1..3] of 0..N;

var
  p : Pair;
  g : Num;
  path : Path;
  steps : 0..3;

function Gcd(a, b : Num) : Num;
begin
  if a = b then return a
  elsif a > b then return Gcd(a - b, b)
  else return Gcd(a, b - a)
  end;
end;

-- fills path[k..3] with the halvings of n (recursively, through a var
-- parameter)
procedure Descend(var q : Path; k : 1..3; n : 0..N);
var half : 0..N;
begin
  q[k] := n;
  half := n / 2;
  if k < 3 then Descend(q, k + 1, half) end;
  -- the caller's frame is intact after the recursive call
  assert q[k] = n "frame";
end;

function Swap(x : Pair) : Pair;
var y : Pair;
begin
  y.a := x.b;
  y.b := x.a;
  return y;
end;

-- the pair ordered, by recursion on a record result
function Sorted(x : Pair) : Pair;
var y : Pair;
begin
  if x.a <= x.b then return x end;
  y := Swap(x);
  return Sorted(y);
end;

function Halvings(n : 0..N) : Path;
var q : Path;
begin
  Descend(q, 1, n);
  return q;
end;

function Same(x, y : Pair) : boolean;
begin
  return x.a = y.a & x.b = y.b;
end;

function Ordered(x : Pair) : boolean;
var s, t, y : Pair;
begin
  s := Sorted(x);
  y := Swap(x);
  t := Sorted(y);
  return s.a <= s.b & Same(t, s);
end;

-- the path holds the halvings of its first element
function Halved(q : Path) : boolean;
var h : Path;
begin
  h := Halvings(q[1]);
  return forall k : 1..3 do h[k] = q[k] end;
end;

startstate
begin
  p.a := 1;
  p.b := 1;
  g := 1;
  path := Halvings(0);
  steps := 0;
end;

ruleset a : Num; b : Num do
  rule "set" p.a != a | p.b != b ==>
  var s : Pair;
  begin
    p.a := a;
    p.b := b;
    g := Gcd(a, b);
    s := Sorted(p);
    path := Halvings(s.b);
  end;
end;

rule "swap" p.a != p.b ==>
begin
  p := Swap(p);
  steps := (steps + 1) % 3;
end;

invariant "gcd divides" p.a % g = 0 & p.b % g = 0;
invariant "sorted" Ordered(p);
invariant "path" Halved(path) & (path[1] = (p.a > p.b ? p.a : p.b) | path[1] = 0);
