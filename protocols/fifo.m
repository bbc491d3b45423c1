-- fifo.m: a producer and a consumer sharing a bounded circular buffer.
-- Constructs: records holding nested arrays, procedures with var parameters
-- and local variables, `clear`, `assert`, `-`, `<`, `>`, `*`, `/`,
-- `?:`, rule-level alias, statement-level alias, `switch` with `case`
-- lists and `else`, `endswitch`.

const
  CAP : 3;
  VALS : 2;

type
  Index : 0..CAP-1;
  Len : 0..CAP;
  Val : 0..VALS-1;
  Queue : record
    items : array [Index] of Val;
    head : Index;
    len : Len;
  end;
  Phase : enum {Produce, Consume, Idle};

var
  q : Queue;
  phase : Phase;
  lastIn : Val;

procedure Push(var b : Queue; v : Val);
var tail : Index;
begin
  assert b.len < CAP "push on a full queue";
  tail := (b.head + b.len) % CAP;
  b.items[tail] := v;
  b.len := b.len + 1;
end;

procedure Pop(var b : Queue; var v : Val);
begin
  assert b.len > 0 "pop on an empty queue";
  v := b.items[b.head];
  b.head := (b.head + 1) % CAP;
  b.len := b.len - 1;
end;

startstate
begin
  clear q;
  phase := Idle;
  lastIn := 0;
end;

alias buf : q do
  ruleset v : Val do
    rule "Produce"
      buf.len < CAP & phase != Consume
    ==>
      Push(buf, v);
      lastIn := v;
      phase := (buf.len * 2 > CAP) ? Consume : Produce;
    endrule;
  endruleset;

  rule "Consume"
    buf.len > 0
  ==>
  var got : Val;
  begin
    Pop(buf, got);
    alias p : phase do
      switch buf.len
        case 0: p := Idle;
        case 1, 2: p := Consume;
        else p := Produce;
      endswitch;
    endalias;
  endrule;
endalias;

invariant "LengthBounded"
  q.len <= CAP & q.len / 1 >= 0;

invariant "EmptyWhenIdle"
  phase = Idle -> q.len = 0;
