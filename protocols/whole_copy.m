-- Exclusive ownership with checkpoints and rollback, written with whole
-- assignments: clear of arrays and records (the lowering gives every
-- component its type's first value), whole-array and whole-record
-- assignment and undefine of an array of records (proof generation copies
-- every location with a for loop over the node type, valid for every
-- number of nodes). Correct: the main job proves it
-- (whole_copy_bug_rollback.m is a broken variant).

const
  N : 3;

type
  NODE : scalarset(N);
  ST : enum { I, E };
  LINE : record
    st : ST;
    dirty : boolean;
  end;
  DIR : record
    owners : array [NODE] of boolean;
    busy : boolean;
  end;

var
  cache : array [NODE] of LINE;
  snap : array [NODE] of LINE;
  dir : DIR;
  saved : DIR;

startstate
  clear cache;
  clear dir;
  clear saved;
  undefine snap;
end;

ruleset i : NODE do
  rule "GetE"
    forall j : NODE do !dir.owners[j] end
  ==>
    cache[i].st := E;
    dir.owners[i] := true;
  end;

  rule "Write"
    cache[i].st = E
  ==>
    cache[i].dirty := true;
  end;

  rule "Put"
    cache[i].st = E
  ==>
    clear cache[i];
    dir.owners[i] := false;
  end;
end;

rule "Checkpoint"
  !dir.busy
==>
  saved := dir;
  snap := cache;
  dir.busy := true;
end;

rule "Commit"
  dir.busy
==>
  dir.busy := false;
  undefine snap;
  clear saved;
end;

rule "Rollback"
  dir.busy
==>
  cache := snap;
  dir := saved;
  undefine snap;
  clear saved;
end;

ruleset i : NODE; j : NODE do
  invariant "Exclusive"
    i != j -> !(cache[i].st = E & cache[j].st = E);
end;
