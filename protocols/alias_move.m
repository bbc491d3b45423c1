-- alias_move.m: a lock server (the home node 0 inside the node type)
-- whose messages are moved between nodes the way CMurphi's examples move
-- them: a rule-level alias of the input buffer that the output buffer's
-- own dest field selects,
--   alias out : outchan[s]; dst : out.dest; inb : inchan[dst] do
--   rule "transfer" ... ==> inb := out; clear out; end
-- The alias inb reads outchan, which the rule changes, but only after it
-- has used inb: the lowering writes the aliased designators in place and
-- makes the index inchan[outchan[s].dest] a parameter of the rule.
-- Constructs: rule-level and statement-level aliases of designators whose
-- indices read state the rules change, used before that state changes
-- (pending[m.src] before m.valid := false); clear of a record; a node id
-- carried in a message.

const
  N : 2;

type
  NODE : 0..N; -- node 0 is the lock server
  KIND : enum { Req, Gnt, Rel };
  MSG : record valid : boolean; kind : KIND; src : NODE; dest : NODE; end;

var
  outchan : array [NODE] of MSG;
  inchan : array [NODE] of MSG;
  waiting : array [NODE] of boolean;
  has : array [NODE] of boolean;
  pending : array [NODE] of boolean; -- requests the server has queued
  free : boolean;

startstate
  for i : NODE do
    clear outchan[i];
    clear inchan[i];
    waiting[i] := false;
    has[i] := false;
    pending[i] := false;
  end;
  free := true;
end;

ruleset i : NODE do rule "request"
  i != 0 & !waiting[i] & !has[i] & !outchan[i].valid
==>
  outchan[i].valid := true;
  outchan[i].kind := Req;
  outchan[i].src := i;
  outchan[i].dest := 0;
  waiting[i] := true;
end end;

ruleset s : NODE do
  alias out : outchan[s];
        dst : out.dest;
        inb : inchan[dst] do
  rule "transfer"
    out.valid & !inb.valid
  ==>
    inb := out;
    clear out;
  end;
  end;
end;

rule "queue"
  inchan[0].valid & inchan[0].kind = Req
==>
  alias m : inchan[0]; p : pending[m.src] do
    p := true;
    m.valid := false;
  end;
end;

ruleset j : NODE do rule "grant"
  pending[j] & free & !outchan[0].valid
==>
  alias o : outchan[0] do
    o.valid := true;
    o.kind := Gnt;
    o.src := 0;
    o.dest := j;
  end;
  pending[j] := false;
  free := false;
end end;

ruleset i : NODE do rule "receive"
  inchan[i].valid & inchan[i].kind = Gnt
==>
  has[i] := true;
  waiting[i] := false;
  inchan[i].valid := false;
end end;

ruleset i : NODE do rule "release"
  has[i] & !outchan[i].valid
==>
  has[i] := false;
  outchan[i].valid := true;
  outchan[i].kind := Rel;
  outchan[i].src := i;
  outchan[i].dest := 0;
end end;

rule "free"
  inchan[0].valid & inchan[0].kind = Rel
==>
  free := true;
  inchan[0].valid := false;
end;

invariant "mutex"
  forall i : NODE do forall j : NODE do
    i != j -> !(has[i] & has[j])
  end end;
