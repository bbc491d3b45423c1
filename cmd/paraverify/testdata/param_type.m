-- A ruleset parameter of a subrange used in index arithmetic (the shape of
-- TileLink's tree of caches): the proof cannot bind the parameter, and
-- the report says so at its use, grouped with its type's uses.
const N : 3;
type nodeId : 1..N;
     l1Id : 2..N;
var st : array [nodeId] of boolean;

startstate "Init"
  for i : nodeId do st[i] := false; end;
endstartstate;

ruleset i : l1Id do
rule "up"
  st[i] = false
==>
begin
  st[((i-2)/2)+1] := true;
endrule;
endruleset;

invariant "p" st[1] = true | st[1] = false;
