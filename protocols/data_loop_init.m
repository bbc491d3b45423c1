-- A startstate that gives memory, the auxiliary copy and every cache the
-- same arbitrary datum with a loop over the data type, the way many
-- published German and mutual-exclusion-with-data models do:
--
--   for d : DATA do
--     for i : NODE do cdata[i] := d; end;
--     mem := d; aux := d;
--   end;
--
-- Each location keeps the last value of DATA, so mem = aux initially.
-- The loops are swapped (for i do for d do cdata[i] := d) and each
-- location is read as "the last value of DATA", one and the same term in
-- the search and the greatest value of DATA in the proof. The last
-- owner is remembered the same way (owner := i) by a loop that also
-- clears each node's row of an array. Buggy variant
-- `data_loop_init_bug_nowb.m`: a release that does not write the datum
-- back.
--
-- Constructs: a loop over a scalarset of data in a startstate assigning
-- the loop variable to locations not indexed by it, around a loop over
-- the nodes; data compared in the properties.

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
    mem := cdata[i];
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
