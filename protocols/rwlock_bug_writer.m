-- rwlock_bug_writer.m: rwlock.m with a bug: a writer enters without waiting
-- for the readers to leave (two clients of different kinds inside together).
-- Expected: invariant "no reader with a writer" is violated.

const
  NREADERS : 2;
  NWRITERS : 2;

type
  Reader : scalarset(NREADERS);
  Writer : scalarset(NWRITERS);
  Count : 0..NREADERS;
  Phase : enum {Idle, Waiting, Inside};
  Lock : record
    readers : Count;
    writer : boolean;
  end;

var
  lock : Lock;
  rd : array [Reader] of Phase;
  wr : array [Writer] of Phase;

procedure Enter(var l : Lock; var p : Phase);
var before : Count;
begin
  before := l.readers;
  l.readers := before + 1;
  p := Inside;
endprocedure;

function ReadersInside() : Count;
var n : Count;
begin
  n := 0;
  for r : Reader do
    if rd[r] = Inside then
      n := n + 1;
    endif;
  endfor;
  return n;
endfunction;

startstate "init"
  lock.readers := 0;
  lock.writer := false;
  for r : Reader do rd[r] := Idle; endfor;
  for w : Writer do wr[w] := Idle; endfor;
endstartstate;

ruleset r : Reader do
  Rule "reader wants"
    rd[r] = Idle
  ==>
    rd[r] := Waiting;
  ENDRULE;

  rule "reader enters"
    rd[r] = Waiting & !lock.writer
  ==>
    Enter(lock, rd[r]);
  endrule;

  rule "reader leaves"
    rd[r] = Inside
  ==>
    lock.readers := lock.readers - 1;
    rd[r] := Idle;
  endrule;
EndRuleset;

ruleset w : Writer do
  alias me : wr[w] do
    rule "writer wants"
      me = Idle
    ==>
      me := Waiting;
    endrule;

    rule "writer enters"
      me = Waiting & !lock.writer
    ==>
      lock.writer := true;
      me := Inside;
    endrule;

    rule "writer leaves"
      me = Inside
    ==>
      lock.writer := false;
      me := Idle;
    endrule;
  endalias;
endruleset;

invariant "no reader with a writer"
  lock.writer -> lock.readers = 0;

invariant "one writer"
  forall w1 : Writer do
    forall w2 : Writer do
      (wr[w1] = Inside & wr[w2] = Inside) -> w1 = w2
    endforall
  endforall;

invariant "writer flag"
  lock.writer = (exists w : Writer do wr[w] = Inside endexists);

invariant "counter"
  lock.readers = ReadersInside();
