-- Loop interchange (hoist pass): a loop over the data whose body is one
-- loop over the nodes assigning the datum to components indexed by the
-- node is swapped; the other shapes are kept.

const
  N : 2;
  D : 2;

type
  NODE : scalarset(N);
  DATA : scalarset(D);

var
  cdata : array [NODE] of DATA;
  seen : array [NODE] of array [DATA] of boolean;
  last : array [NODE] of DATA;
  match : array [NODE] of boolean;
  who : NODE;
  mem : DATA;

startstate
  -- swapped: the datum goes to a component indexed by the node
  for d : DATA do
    for i : NODE do
      cdata[i] := d;
    end;
  end;
  -- kept: the target is indexed by the datum too
  for d : DATA do
    for i : NODE do
      seen[i][d] := false;
    end;
  end;
  -- kept: the value reads the state
  for d : DATA do
    for i : NODE do
      match[i] := cdata[i] = d;
    end;
  end;
  -- kept: the target is not indexed by the node
  for d : DATA do
    for i : NODE do
      who := i;
    end;
  end;
  -- two statements on disjoint locations: one loop each, the first
  -- swapped
  for d : DATA do
    for i : NODE do
      last[i] := d;
    end;
    mem := d;
  end;
end;

ruleset i : NODE; d : DATA do
  rule "store"
    true
  ==>
    cdata[i] := d;
    mem := d;
  end;
end;

invariant "any"
  forall i : NODE do cdata[i] = cdata[i] end;
