-- Aliases of designators whose indices read state the rules change:
-- substituted when every use comes before a write of what the indices
-- read (a message moved to the input buffer its own dest field selects,
-- then the output buffer cleared), and then made rule parameters by the
-- index pass; kept and reported when a use comes after such a write.
const
  N : 2;
type
  NODE : 0..N;
  MSG : record valid : boolean; dest : NODE; end;
var
  outchan : array [NODE] of MSG;
  inchan : array [NODE] of MSG;
  seen : array [NODE] of boolean;

startstate
  for i : NODE do
    outchan[i].valid := false;
    outchan[i].dest := i;
    inchan[i].valid := false;
    inchan[i].dest := i;
    seen[i] := false;
  end;
end;

ruleset s : NODE; d : NODE do rule "send"
  !outchan[s].valid
==>
  outchan[s].valid := true;
  outchan[s].dest := d;
end end;

ruleset s : NODE do
  alias out : outchan[s];
        dst : out.dest;
        inb : inchan[dst] do
  rule "transfer"
    out.valid & !inb.valid
  ==>
    inb := out;
    out.valid := false;
    out.dest := 0;
  end;
  end;
end;

ruleset s : NODE do
  alias out : outchan[s];
        inb : inchan[out.dest] do
  rule "late use"
    out.valid & !inb.valid
  ==>
    out.dest := 0;
    inb.valid := true;
    out.valid := false;
  end;
  end;
end;

ruleset i : NODE do rule "consume"
  inchan[i].valid
==>
  alias m : inchan[i]; who : seen[m.dest] do
    who := true;
    m.valid := false;
  end;
end end;

invariant "no self loop" true;
