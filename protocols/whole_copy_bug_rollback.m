-- BROKEN: Rollback restores the caches but not the directory, which may
-- then let a second node take an exclusive copy. Otherwise as
-- protocols/whole_copy.m, whose header lists the constructs. Must be
-- reported violated (invariant Exclusive) with a trace.

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
  dir.busy := false;
  undefine snap;
  clear saved;
end;

ruleset i : NODE; j : NODE do
  invariant "Exclusive"
    i != j -> !(cache[i].st = E & cache[j].st = E);
end;
