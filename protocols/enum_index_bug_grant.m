-- enum_index_bug_grant.m: enum_index.m with a bug: "grant" does not
-- wait until the lock is free. Otherwise as enum_index.m: a lock that a
-- home grants over two virtual channels per node, an array indexed by an enum (`VC : enum {ReqVC, RespVC}`,
-- `chan[i][RespVC]`), with a `for v : VC` loop in the startstate and a
-- `clear` of one channel. Proof generation reads an array indexed by a
-- fixed range of literals, not by an enum: the lowering reads VC as the
-- range 0..1 (ReqVC = 0, RespVC = 1), said under "read as".

const
  N : 3;

type
  NODE : scalarset(N);
  VC : enum {ReqVC, RespVC};
  Kind : enum {Acquire, Grant, Release};

var
  chan : array [NODE] of array [VC] of record
    valid : boolean;
    kind : Kind;
  end;
  held : array [NODE] of boolean;
  locked : boolean;

startstate
begin
  for i : NODE do
    for v : VC do
      chan[i][v].valid := false;
      undefine chan[i][v].kind;
    end;
    held[i] := false;
  end;
  locked := false;
end;

ruleset i : NODE do
  rule "ask"
    !held[i] & !chan[i][ReqVC].valid & !chan[i][RespVC].valid
  ==>
    chan[i][ReqVC].valid := true;
    chan[i][ReqVC].kind := Acquire;
  end;

  rule "grant"
    chan[i][ReqVC].valid & chan[i][ReqVC].kind = Acquire
  ==>
    locked := true;
    chan[i][ReqVC].valid := false;
    undefine chan[i][ReqVC].kind;
    chan[i][RespVC].valid := true;
    chan[i][RespVC].kind := Grant;
  end;

  rule "take"
    chan[i][RespVC].valid & chan[i][RespVC].kind = Grant
  ==>
    held[i] := true;
    clear chan[i][RespVC];
  end;

  rule "leave"
    held[i] & !chan[i][ReqVC].valid
  ==>
    held[i] := false;
    chan[i][ReqVC].valid := true;
    chan[i][ReqVC].kind := Release;
  end;

  rule "free"
    chan[i][ReqVC].valid & chan[i][ReqVC].kind = Release
  ==>
    locked := false;
    chan[i][ReqVC].valid := false;
    undefine chan[i][ReqVC].kind;
  end;
end;

invariant "mutex"
  forall i : NODE do
    forall j : NODE do
      i != j -> !(held[i] & held[j])
    end
  end;
