-- Aliases substituted (rule level and statement level), an alias of a
-- value becomes a local, an alias whose index the body changes is left;
-- switch becomes if/elsif.
const
  N : 2;
type
  NODE : scalarset(N);
  ST : enum { A, B, C };
  R : record
    s : ST;
    on : boolean;
  end;
var
  r : array [NODE] of R;
  last : NODE;

startstate
  for i : NODE do
    r[i].s := A;
    r[i].on := false;
  end;
  undefine last;
end;

ruleset i : NODE do
  alias me : r[i] do
    rule "turn"
      me.s != C
    ==>
      alias on : me.on; was : me.on do
        on := !was;
        switch me.s
        case A, B:
          me.s := C;
        else
        end;
      end;
    end;
  end;

  rule "jump"
    !isundefined(last)
  ==>
    alias l : r[last] do
      last := i;
      l.on := true;
    end;
  end;
end;
