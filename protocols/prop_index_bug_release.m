-- prop_index_bug_release.m: prop_index.m with a bug: "release" leaves
-- the directory exclusive, and the owner no longer holds the line.
-- Otherwise as prop_index.m: properties that read an array through a
-- pointer the rules change, as they are often written: `dir.excl -> cache[dir.owner]
-- = E`, and through two pointers, `cache[last[dir.owner]]`. The search
-- and the proof index arrays by parameters, constants and fixed
-- variables; the lowering reads such a property at a quantified index
-- equal to the pointer (`forall k : NODE do dir.owner = k -> (dir.excl
-- -> cache[k] = E) end`), which says the same wherever the pointer has a
-- value (reading at an undefined index is an error in Murphi, which the
-- exploration reports).

const
  N : 3;

type
  NODE : scalarset(N);
  State : enum {I, S, E};

var
  cache : array [NODE] of State;
  dir : record
    excl : boolean;
    owner : NODE;
  end;
  last : array [NODE] of NODE;

startstate
begin
  for i : NODE do
    cache[i] := I;
  end;
  dir.excl := false;
  undefine dir.owner;
  undefine last;
end;

ruleset i : NODE do
  rule "get exclusive"
    !dir.excl & forall j : NODE do cache[j] = I end
  ==>
    cache[i] := E;
    dir.excl := true;
    dir.owner := i;
    last[i] := i;
  end;

  rule "get shared"
    !dir.excl
  ==>
    cache[i] := S;
  end;

  rule "evict shared"
    cache[i] = S
  ==>
    cache[i] := I;
  end;

  rule "release"
    dir.excl & dir.owner = i
  ==>
    cache[i] := I;
  end;
end;

invariant "the owner holds the line"
  dir.excl -> cache[dir.owner] = E;

invariant "the owner's last grant was its own"
  dir.excl -> cache[last[dir.owner]] = E;

invariant "exclusive"
  forall i : NODE do
    forall j : NODE do
      i != j -> !(cache[i] = E & cache[j] != I)
    end
  end;
