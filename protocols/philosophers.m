/* philosophers.m: dining philosophers round a table of N seats; the last
   philosopher takes its forks in the opposite order, so there is no
   deadlock. Constructs: subrange index with `+` and `%`, functions with
   parameters (`end` closings), `for i := a to b by c`, `while` (`endwhile`),
   `switch`/`case`/`else` (`end` closing), startstate inside a ruleset,
   invariant inside a ruleset, `/` and `*`, `<=`, `<`, `>`, `!`, `|`,
   block and `--` line comments. */

const
  N : 3;  -- seats

type
  Seat : 0..N-1;
  State : enum {Thinking, Hungry, OneFork, Eating};

var
  st : array [Seat] of State;
  fork : array [Seat] of boolean;  -- seat i eats with forks i and i+1

function First(i : Seat) : Seat;
begin
  if i = N - 1 then return (i + 1) % N; else return i; end;
end;

function Second(i : Seat) : Seat;
begin
  if i < N - 1 then return (i + 1) % N; else return i; end;
end;

function Eaters() : 0..N;
var n : 0..N;
var i : 0..N;
begin
  n := 0;
  i := 0;
  while i < N do
    if st[i] = Eating then n := n + 1; end;
    i := i + 1;
  endwhile;
  return n;
end;

ruleset s : Seat do
  startstate "table laid"
    for i := 0 to N - 1 by 1 do
      st[i] := Thinking;
      fork[i] := false;
    end;
  end;
endruleset;

ruleset i : Seat do
  rule "step"
    st[i] != Eating | !fork[First(i)] | !fork[Second(i)]
  ==>
    switch st[i]
    case Thinking:
      st[i] := Hungry;
    case Hungry:
      if !fork[First(i)] then
        fork[First(i)] := true;
        st[i] := OneFork;
      end;
    case OneFork:
      if !fork[Second(i)] then
        fork[Second(i)] := true;
        st[i] := Eating;
      end;
    else
      error "eating without both forks";
    end;
  end;

  rule "done eating"
    st[i] = Eating
  ==>
    fork[First(i)] := false;
    fork[Second(i)] := false;
    st[i] := Thinking;
  end;

  invariant "neighbours never eat together"
    !(st[i] = Eating & st[(i + 1) % N] = Eating);
end;

invariant "at most half eat"
  Eaters() * 2 <= N & Eaters() <= N / 2;

invariant "forks of an eater are taken"
  forall i : Seat do
    st[i] = Eating -> (fork[i] & fork[(i + 1) % N])
  end;
