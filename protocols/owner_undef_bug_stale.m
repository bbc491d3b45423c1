-- owner_undef_bug_stale.m: owner_undef.m with a bug: "write back" does not
-- undefine the owner pointer, so it names a cache that no longer holds the
-- line ("owner is modified" fails after write, write back: 3 states deep).

const
  N : 3;

type
  Node : scalarset(N);
  CState : enum {I, S, M};

var
  cache : array [Node] of CState;
  shared : array [Node] of boolean; -- the home's record of the copies
  excl : boolean;                   -- some cache holds the line modified
  owner : Node;                     -- that cache; undefined when none
  last : Node;                      -- the owner before the last change

startstate
begin
  for n : Node do
    cache[n] := I;
    shared[n] := false;
  end;
  excl := false;
  undefine owner;
  undefine last;
end;

ruleset n : Node do
  rule "read" cache[n] = I & !excl ==>
  begin
    cache[n] := S;
    shared[n] := true;
  end;

  rule "write" cache[n] != M & !excl & forall m : Node do m = n | !shared[m] end ==>
  begin
    cache[n] := M;
    shared[n] := true;
    excl := true;
    last := owner;
    owner := n;
  end;

  rule "write back" owner = n ==>
  begin
    cache[n] := I;
    shared[n] := false;
    excl := false;
    last := owner;
  end;

  rule "drop" cache[n] = S ==>
  begin
    cache[n] := I;
    shared[n] := false;
  end;
end;

invariant "owner is modified"
  forall n : Node do owner = n -> cache[n] = M end;

invariant "exclusive"
  forall n : Node do forall m : Node do
    n != m & cache[n] = M -> cache[m] = I
  end end;
