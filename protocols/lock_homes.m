-- lock_homes.m: a lock shared by clients and two home agents, written in
-- CMurphi's union idiom with two home values: the node type is the union
-- of an enum {HomeA, HomeB} and the client scalarset. The home agents may
-- take the lock directly; clients must ask first. find and the main job
-- read the union as the subrange 0..N+1 with HomeA = 0, HomeB = 1.
-- Constructs: union {enum with two values, scalarset}, rulesets over
-- each member, an array indexed by the scalarset member, exists over a
-- member in a guard, ismember on both members.

const
  N : 3;

type
  Client : scalarset(N);
  Homes : enum {HomeA, HomeB};
  Node : union {Homes, Client};

var
  free : boolean;
  locked : array [Node] of boolean;
  asked : array [Client] of boolean;
  last : Node; -- the last holder

startstate
  free := true;
  for n : Node do locked[n] := false; end;
  for c : Client do asked[c] := false; end;
  last := HomeA;
end;

ruleset c : Client do rule "ask"
  !asked[c] & !locked[c]
==>
  asked[c] := true;
end end;

ruleset c : Client do rule "grant"
  free & asked[c]
==>
  free := false; locked[c] := true; asked[c] := false; last := c;
end end;

ruleset h : Homes do rule "take"
  free & !(exists c : Client do asked[c] end)
==>
  free := false; locked[h] := true; last := h;
end end;

ruleset n : Node do rule "release"
  locked[n] & (ismember(n, Homes) | ismember(n, Client))
==>
  locked[n] := false; free := true;
end end;

invariant "mutex"
  forall i : Node do forall j : Node do
    i != j -> !(locked[i] & locked[j])
  end end;

invariant "owner"
  forall i : Node do locked[i] -> (!free & last = i) end;
