-- put_debug.m: mutual exclusion with a token, written with debugging
-- output as models often are. Constructs: `put` of strings and of a
-- value in rules, a procedure that only prints (a switch of puts) called
-- from rules, and a function whose value is a switch over an enum that
-- returns in every case but has no else (the search and the proof drop
-- the output; the function is inlined as a conditional expression).

const
  N : 3;

type
  NODE : scalarset(N);
  STATE : enum {Idle, Want, Crit};

var
  st : array [NODE] of STATE;
  free : boolean;

function next(s : STATE) : STATE;
begin
  switch s
  case Idle: return Want;
  case Want: return Crit;
  case Crit: return Idle;
  endswitch;
end;

procedure show(s : STATE);
begin
  switch s
  case Idle: put "idle";
  case Want: put "want";
  case Crit: put "crit";
  endswitch;
  put "\n";
end;

ruleset i : NODE do
  rule "want"
    st[i] = Idle
  ==>
  begin
    put "node ";
    put i;
    put " wants\n";
    show(next(st[i]));
    st[i] := next(st[i]);
  end;

  rule "enter"
    st[i] = Want & free
  ==>
  begin
    show(st[i]);
    st[i] := next(st[i]);
    free := false;
  end;

  rule "leave"
    st[i] = Crit
  ==>
  begin
    put "leave\n";
    st[i] := next(st[i]);
    free := true;
  end;
endruleset;

startstate
begin
  for i : NODE do
    st[i] := Idle;
  end;
  free := true;
end;

invariant "mutex"
  forall i : NODE do forall j : NODE do
    i != j -> !(st[i] = Crit & st[j] = Crit)
  end end;
