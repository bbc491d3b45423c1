-- exists_excl.m with a bug: the grant does not wait for the
-- invalidations, so a poll can mark the line pending while it is
-- granted. The property fails (trace, exit 1).

const
  N : 3;

type
  NODE : scalarset(N);

var
  inv : array [NODE] of boolean;
  granted : boolean;
  pending : boolean;

startstate
  for i : NODE do
    inv[i] := false;
  end;
  granted := false;
  pending := false;
end;

ruleset i : NODE do
  rule "StartInv"
    !granted
  ==>
    inv[i] := true;
    pending := true;
  end;

  rule "Done"
    inv[i]
  ==>
    inv[i] := false;
  end;

  rule "Poll"
    true
  ==>
    if exists p : NODE do p != i & inv[p] end then
      pending := true;
    else
      pending := false;
    end;
  end;
end;

rule "Grant"
  !pending & !granted
==>
  granted := true;
end;

rule "Release"
  granted
==>
  granted := false;
end;

invariant "NoGrantWhilePending"
  pending -> !granted;
