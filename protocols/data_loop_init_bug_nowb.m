-- data_loop_init.m with a bug: a release does not write the datum back,
-- so after a store and a release memory is stale. MemCurrent fails
-- (trace, exit 1).

const
  N : 2;
  D : 2;

type
  NODE : scalarset(N);
  DATA : scalarset(D);
  ST : enum { I, E };

var
  st : array [NODE] of ST;
  cdata : array [NODE] of DATA;
  mem : DATA;
  aux : DATA;
  busy : boolean;
  seen : array [NODE] of array [DATA] of boolean;
  owner : NODE;

startstate
  for d : DATA do
    for i : NODE do
      st[i] := I;
      cdata[i] := d;
    end;
    mem := d;
    aux := d;
  end;
  busy := false;
  for i : NODE do
    for d : DATA do
      seen[i][d] := false;
    end;
    owner := i;
  end;
end;

ruleset i : NODE do
  rule "Acquire"
    !busy & st[i] = I
  ==>
    st[i] := E;
    cdata[i] := mem;
    busy := true;
    owner := i;
  end;

  rule "Release"
    st[i] = E
  ==>
    st[i] := I;
    busy := false;
  end;
end;

ruleset i : NODE; d : DATA do
  rule "Store"
    st[i] = E
  ==>
    cdata[i] := d;
    aux := d;
    seen[i][d] := true;
  end;
end;

invariant "Coherent"
  forall i : NODE do
    st[i] = E -> cdata[i] = aux
  end;

invariant "MemCurrent"
  !busy -> mem = aux;
