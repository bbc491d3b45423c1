-- directory.m: a German-like MSI directory for N caches, a scalarset of
-- them (N = 10 by default: the symmetry benchmark for a large scalarset;
-- -D N=3 is quick). The home serves one request at a time: it invalidates
-- the copies that conflict with the request, waits for every
-- invalidation to be done, then grants the copy. Caches may drop a copy
-- silently. Constructs: scalarset of 10 values (10! = 3,628,800
-- permutations, far beyond enumerating the group), enums, a node pointer
-- undefined when idle, `for` over the scalarset with `!=`, `exists` and
-- `?:`, two-parameter invariant.

const
  N : 10;

type
  Node : scalarset(N);
  CState : enum {I, S, M};
  Want : enum {None, WantS, WantM};

var
  cache : array [Node] of CState;
  want : array [Node] of Want;     -- a request sent to the home, not yet taken
  inv : array [Node] of boolean;   -- an invalidation on its way to the node
  busy : boolean;                  -- the home serves a request
  cur : Node;                      -- the node served (undefined when idle)
  kind : Want;                     -- what it asked for

startstate
begin
  for n : Node do
    cache[n] := I;
    want[n] := None;
    inv[n] := false;
  end;
  busy := false;
  undefine cur;
  kind := None;
end;

ruleset n : Node do
  rule "ask shared" cache[n] = I & want[n] = None ==>
  begin
    want[n] := WantS;
  end;

  rule "ask modified" cache[n] != M & want[n] = None ==>
  begin
    want[n] := WantM;
  end;

  rule "drop" cache[n] != I & want[n] = None & !inv[n] ==>
  begin
    cache[n] := I;
  end;

  rule "take" !busy & want[n] != None ==>
  begin
    busy := true;
    cur := n;
    kind := want[n];
    want[n] := None;
    for m : Node do
      if m != n & (cache[m] = M | (kind = WantM & cache[m] = S)) then
        inv[m] := true;
      end;
    end;
  end;

  rule "invalidate" inv[n] ==>
  begin
    cache[n] := I;
    inv[n] := false;
  end;
end;

rule "grant" busy & !(exists m : Node do inv[m] end) ==>
begin
  cache[cur] := (kind = WantS ? S : M);
  busy := false;
  undefine cur;
  kind := None;
end;

ruleset i : Node; j : Node do
  invariant "single writer" i != j & cache[i] = M -> cache[j] = I;
end;
