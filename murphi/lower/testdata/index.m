-- Array indices that read state the rules change become parameters of
-- their rule (a conjunct `p = index` last in the guard): a pointer in the
-- guard and the action, a field of a message read in the action only
-- (through a rule-local variable, and one that a statement undefines but
-- the action reads whenever the rule fires), a field of a field, an index
-- inside an index.
-- These stay: an index read after the rule wrote what it reads, one that
-- mentions a loop variable, one that reads only a variable no rule writes
-- (a home node), and one read only under an if whose variable
-- a statement undefines (one the action reads whenever the rule fires is
-- taken even so: "undefined"). A property that reads a pointer is
-- quantified over it. The arithmetic (ptr + 1, ptr < N) is rewritten by the
-- arith pass: NODE's bound N bounds no other type, so NODE is read at N = 3
-- as 0..3, every value a literal.
const
  N : 3;
type
  NODE : 0..N;
  MSG : record cmd : boolean; src : NODE; end;
var
  home : NODE;
  ptr : NODE;
  owner : NODE;
  chan : array [NODE] of MSG;
  sharer : array [NODE] of boolean;
  next : array [NODE] of NODE;
  busy : boolean;
  link : array [NODE] of record nxt : record p : NODE; end; end;

startstate
  home := 0;
  ptr := 0;
  owner := 0;
  busy := false;
  for i : NODE do
    chan[i].cmd := false;
    chan[i].src := i;
    sharer[i] := false;
    next[i] := i;
    link[i].nxt.p := i;
  end;
end;

ruleset i : NODE do rule "request"
  !busy & !chan[i].cmd
==>
  busy := true;
  ptr := i;
  chan[i].cmd := true;
  chan[i].src := i;
end end;

rule "grant"
  busy & chan[ptr].cmd
==>
  chan[ptr].cmd := false;
  sharer[ptr] := true;
  busy := false;
end;

ruleset i : NODE do rule "ack"
  chan[i].cmd & !busy
==>
  sharer[chan[i].src] := false;
  chan[i].cmd := false;
end end;

rule "forward"
  chan[0].cmd
==>
var d : NODE;
begin
  d := chan[0].src;
  sharer[d] := true;
  chan[0].cmd := false;
  undefine chan[0].src;
end;

rule "conditional"
  busy
==>
  if chan[1].cmd then
    sharer[chan[1].src] := false;
  end;
end;

rule "chain"
  sharer[next[ptr]]
==>
  sharer[next[ptr]] := false;
end;

ruleset i : NODE do rule "relink"
  busy
==>
  link[i].nxt.p := ptr;
end end;

ruleset i : NODE do rule "follow"
  !sharer[link[i].nxt.p]
==>
  sharer[link[i].nxt.p] := true;
end end;

rule "after write"
  busy
==>
  ptr := 1;
  sharer[ptr] := true;
end;

rule "loop"
  busy
==>
  for j : NODE do
    sharer[next[j]] := false;
  end;
end;

rule "home"
  sharer[home]
==>
  sharer[home] := false;
end;

rule "arith"
  ptr < N & sharer[ptr]
==>
  sharer[ptr + 1] := true;
end;

rule "undefined"
  busy
==>
  sharer[owner] := false;
  undefine owner;
end;

invariant "one" forall i : NODE do sharer[i] -> !chan[i].cmd end;

-- a property reading the pointer: quantified over it (a ruleset
-- parameter); one reading a field that a statement undefines, only right
-- of ->: left to the propindex pass (quantified, and where the field is
-- undefined the array must not be read)
invariant "pointer" sharer[ptr] -> !chan[ptr].cmd | chan[ptr].cmd;
invariant "field" chan[1].cmd -> sharer[chan[1].src] | !sharer[chan[1].src];
