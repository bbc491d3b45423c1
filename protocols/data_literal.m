-- data_literal.m: a lock with data whose types have literal sizes, as
-- CMP-abstracted German files write them (NODE : scalarset(2); DATA :
-- scalarset(1)). A scalarset is symmetric at every size and the proof
-- covers every size: find and the main job read each literal size as a
-- constant of its own (NODE_SIZE, DATA_SIZE) and give the reference
-- instance two data values, since with one, "Dat[i] = d" holds for every
-- d. Correct: the main job proves it (data_literal_bug_nowb.m is a broken
-- variant whose bug needs two data values).

type
  NODE : scalarset(2);
  DATA : scalarset(1);
  STATE : enum { I, E };

var
  St : array [NODE] of STATE;
  Dat : array [NODE] of DATA;
  Mem : DATA;
  Aux : DATA;
  Busy : boolean;

ruleset d : DATA do
  startstate
    for i : NODE do
      St[i] := I;
      Dat[i] := d;
    end;
    Mem := d;
    Aux := d;
    Busy := false;
  end;
end;

ruleset i : NODE do
  rule "Acquire"
    !Busy
  ==>
    St[i] := E;
    Dat[i] := Mem;
    Busy := true;
  end;

  rule "Release"
    St[i] = E
  ==>
    Mem := Dat[i];
    St[i] := I;
    Busy := false;
  end;
end;

ruleset i : NODE; d : DATA do
  rule "Store"
    St[i] = E
  ==>
    Dat[i] := d;
    Aux := d;
  end;
end;

ruleset i : NODE; j : NODE do
  invariant "Exclusive"
    i != j -> !(St[i] = E & St[j] = E);
end;

ruleset i : NODE do
  invariant "OwnerData"
    St[i] = E -> Dat[i] = Aux;
end;

invariant "MemData"
  !Busy -> Mem = Aux;
